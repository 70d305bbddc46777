import { api, type SysMessage } from '@wanju/api-client';
import { PAGE_SIZE, useRemote } from '@wanju/app-shell';
import { toast } from '@wanju/ui';
import { useNavigate } from 'react-router-dom';
import { client } from '../../app/session';
import { useListQuery } from '../catalogue/useToyList';
import { type MessageFilter, MessagesView } from './MessagesView';
import { MESSAGE_TEXT } from './messages';
import { unreadState } from './unreadStore';

/** Container: /sys_func (get_sys_message, set_read); marking read updates the header bell at once. */
export function MessagesPage() {
  const navigate = useNavigate();
  const { params, page, update } = useListQuery();
  const filter: MessageFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const { state, data, setData, retry } = useRemote(
    async () => {
      const r = await client.call(api.sysMessage.getSysMessage, {
        page,
        page_size: PAGE_SIZE,
        ...(filter === 'unread' ? { is_read: 0 as const } : {}),
      });
      unreadState.count = r.unread;
      return r;
    },
    [filter, page],
    { list: [] as SysMessage[], total: 0, unread: 0 },
  );
  const markRead = async (body: { ids: number[] } | { all: true }) => {
    const r = await client.call(api.sysMessage.setRead, body);
    unreadState.count = r.count;
    const readIds = 'ids' in body ? new Set(body.ids) : null;
    setData((d) => ({
      ...d,
      unread: r.count,
      list: d.list.map((m) => (!readIds || readIds.has(m.id) ? { ...m, is_read: 1 as const } : m)),
    }));
  };
  return (
    <MessagesView
      filter={filter}
      onFilterChange={(f) => update({ filter: f === 'all' ? undefined : f, page: undefined })}
      state={state}
      messages={data.list}
      total={data.total}
      unread={data.unread}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => update({ page: p })}
      onRead={(id) => void markRead({ ids: [id] }).catch(() => undefined)}
      onReadAll={() =>
        void markRead({ all: true })
          .then(() => toast.success(MESSAGE_TEXT.allRead))
          .catch(() => undefined)
      }
      onOpen={(m) => {
        if (m.is_read === 0) void markRead({ ids: [m.id] }).catch(() => undefined);
        navigate(m.link);
      }}
      onRetry={retry}
    />
  );
}

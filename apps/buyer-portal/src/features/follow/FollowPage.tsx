import { type AttentionFactory, type AttentionToy, type AttentionType, api } from '@wanju/api-client';
import { PAGE_SIZE, routePath, useRemote } from '@wanju/app-shell';
import { toast } from '@wanju/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client } from '../../app/session';
import { useListQuery, useOpeners } from '../catalogue/useToyList';
import { FollowView } from './FollowView';
import { followFlag, markFollowEdited } from './followStore';
import { FOLLOW_TEXT } from './messages';

/** Container: /follow (get_attention_list, remove_attention); the tab and page live in the address. */
export function FollowPage() {
  const navigate = useNavigate();
  const { params, page, update } = useListQuery();
  const { onOpenProduct } = useOpeners();
  const { version } = useSnapshot(followFlag);
  const type: AttentionType = params.get('type') === 'toy' ? 'toy' : 'factory';
  const { state, data, retry } = useRemote(
    () => client.call(api.attention.getAttentionList, { type, page, page_size: PAGE_SIZE }),
    [type, page, version],
    { list: [], total: 0 },
  );
  const unfollow = async (t: AttentionType, id: number) => {
    await client.call(api.attention.removeAttention, { type: t, ids: [id] });
    toast.success(FOLLOW_TEXT.unfollowSuccess);
    markFollowEdited();
  };
  return (
    <FollowView
      type={type}
      onTypeChange={(t) => update({ type: t === 'factory' ? undefined : t, page: undefined })}
      state={state}
      factories={type === 'factory' ? (data.list as AttentionFactory[]) : []}
      products={type === 'toy' ? (data.list as AttentionToy[]) : []}
      total={data.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => update({ page: p })}
      onOpen={(t, id) => (t === 'factory' ? navigate(routePath('/factory_detail/:id', { id })) : onOpenProduct(id))}
      onUnfollow={(t, id) => void unfollow(t, id).catch(() => undefined)}
      onRetry={retry}
    />
  );
}

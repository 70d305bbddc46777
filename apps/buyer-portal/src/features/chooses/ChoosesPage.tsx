import { api, type ChooseSummary } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { ChoosesListView } from './ChoosesListView';
import { CHOOSES_TEXT as T } from './messages';

const PAGE_SIZE = 20;
const list = proxy<{ state: LoadState; rows: ChooseSummary[]; total: number; page: number }>({
  state: 'loading',
  rows: [],
  total: 0,
  page: 1,
});

async function load(): Promise<void> {
  list.state = 'loading';
  try {
    const data = await client.call(api.chooses.choosesList, { page: list.page, page_size: PAGE_SIZE });
    list.rows = data.list;
    list.total = data.total;
    list.state = 'ready';
  } catch {
    list.state = 'error';
  }
}

/** Container of /chooses. */
export function ChoosesPage() {
  const snap = useSnapshot(list);
  const navigate = useNavigate();
  useEffect(() => {
    void load();
  }, []);
  return (
    <ChoosesListView
      state={snap.state}
      rows={snap.rows as ChooseSummary[]}
      total={snap.total}
      page={snap.page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => {
        list.page = p;
        void load();
      }}
      onOpen={(id) => navigate(`/chooseDetails/${id}`)}
      onDelete={(id) =>
        void client.call(api.chooses.deleteChooses, { id }).then(
          () => {
            toast.success(T.removed);
            return load();
          },
          () => undefined,
        )
      }
      onRetry={() => void load()}
    />
  );
}

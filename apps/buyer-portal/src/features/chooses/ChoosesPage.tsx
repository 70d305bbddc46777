import { api, type ChooseSummary } from '@wanju/api-client';
import { PAGE_SIZE, pagedList, routePath } from '@wanju/app-shell';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client } from '../../app/session';
import { ChoosesListView } from './ChoosesListView';
import { ADD_TO_CHOOSE_TEXT, CHOOSES_TEXT as T } from './messages';

const chooses = pagedList<ChooseSummary, object>((paging) => client.call(api.chooses.choosesList, paging), {});

/** Container of /chooses. */
export function ChoosesPage() {
  const snap = useSnapshot(chooses.list);
  const navigate = useNavigate();
  useEffect(() => {
    void chooses.load();
  }, []);
  return (
    <ChoosesListView
      state={snap.state}
      rows={snap.rows as ChooseSummary[]}
      total={snap.total}
      page={snap.page}
      pageSize={PAGE_SIZE}
      onPageChange={chooses.setPage}
      onOpen={(id) => navigate(routePath('/chooseDetails/:id', { id }))}
      onDelete={(id) => chooses.act(() => client.call(api.chooses.deleteChooses, { id }), T.removed)}
      onRetry={() => void chooses.load()}
      onCreate={(name) =>
        chooses.act(() => client.call(api.chooses.addProducts, { name, ids: [] }), ADD_TO_CHOOSE_TEXT.created)
      }
      onRename={(id, name) =>
        chooses.act(() => client.call(api.chooses.changeWords, { id, name }), ADD_TO_CHOOSE_TEXT.renamed)
      }
    />
  );
}

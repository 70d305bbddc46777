import { api, type ChooseSummary } from '@wanju/api-client';
import { pagedList, routePath, usePagedList } from '@wanju/app-shell';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { ChoosesListView } from './ChoosesListView';
import { ADD_TO_CHOOSE_TEXT, CHOOSES_TEXT as T } from './messages';

const chooses = pagedList<ChooseSummary, object>((paging) => client.call(api.chooses.choosesList, paging), {});

/** Container of /chooses. */
export function ChoosesPage() {
  const [, listProps] = usePagedList(chooses, { live: ['choose'], query: useSearchParams() });
  const navigate = useNavigate();
  return (
    <ChoosesListView
      {...listProps}
      onOpen={(id) => navigate(routePath('/chooseDetails/:id', { id }))}
      onDelete={(id) => chooses.act(() => client.call(api.chooses.deleteChooses, { id }), T.removed)}
      onCreate={(name) =>
        chooses.act(() => client.call(api.chooses.addProducts, { name, ids: [] }), ADD_TO_CHOOSE_TEXT.created)
      }
      onRename={(id, name) =>
        chooses.act(() => client.call(api.chooses.changeWords, { id, name }), ADD_TO_CHOOSE_TEXT.renamed)
      }
    />
  );
}

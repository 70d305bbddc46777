import { api, type FactoryRequest } from '@wanju/api-client';
import { pagedList, routePath, usePagedList } from '@wanju/app-shell';
import { SUPPLEMENT_STATUSES } from '@wanju/domain';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { INQUIRY_TEXT } from '../inquiry/messages';
import { RequestListView } from '../inquiry/RequestListView';
import { SUPPLEMENT_TEXT as T } from './messages';

const requests = pagedList<FactoryRequest, { status: string | null }>(
  ({ status, ...paging }) =>
    client.call(api.supplement.getSupplementList, {
      ...paging,
      ...(status ? { status: status as (typeof SUPPLEMENT_STATUSES)[number] } : {}),
    }),
  { status: null },
);
const act = requests.act;

/** Container of /supplement. */
export function SupplementPage() {
  const [snap, listProps, setFilter] = usePagedList(requests, { live: ['inquiry'], query: useSearchParams() });
  const navigate = useNavigate();
  return (
    <RequestListView
      title={T.title}
      emptyTitle={T.empty}
      emptyHint={T.emptyHint}
      {...listProps}
      statuses={SUPPLEMENT_STATUSES}
      status={snap.filter.status}
      onStatusChange={(status) => setFilter({ status })}
      onOpen={(id) => navigate(routePath('/supplement/:id', { id }))}
      onDelete={(id) => act(() => client.call(api.supplement.deleteSupplement, { ids: [id] }), INQUIRY_TEXT.removed)}
      onChase={(id) =>
        act(() => client.call(api.inquiry.chasingInquirySupplement, { id, type: 'supplement' }), INQUIRY_TEXT.chaseSent)
      }
    />
  );
}

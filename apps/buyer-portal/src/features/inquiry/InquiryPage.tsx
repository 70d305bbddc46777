import { api, type FactoryRequest } from '@wanju/api-client';
import { pagedList, usePagedList } from '@wanju/app-shell';
import { canInquireAgain, INQUIRY_STATUSES } from '@wanju/domain';
import { useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { INQUIRY_TEXT as T } from './messages';
import { RequestListView } from './RequestListView';

const requests = pagedList<FactoryRequest, { status: string | null }>(
  ({ status, ...paging }) =>
    client.call(api.inquiry.getInquiryList, {
      ...paging,
      ...(status ? { status: status as (typeof INQUIRY_STATUSES)[number] } : {}),
    }),
  { status: null },
);
const act = requests.act;

/** Container of /inquiry. */
export function InquiryPage() {
  // The status filter and the page live in the URL (/inquiry?status=…&page=…).
  const [snap, listProps, setFilter] = usePagedList(requests, { live: ['inquiry'], query: useSearchParams() });
  return (
    <RequestListView
      title={T.title}
      emptyTitle={T.empty}
      emptyHint={T.emptyHint}
      {...listProps}
      statuses={INQUIRY_STATUSES}
      status={snap.filter.status}
      onStatusChange={(status) => setFilter({ status })}
      onDelete={(id) => act(() => client.call(api.inquiry.deleteInquiry, { ids: [id] }), T.removed)}
      onChase={(id) =>
        act(() => client.call(api.inquiry.chasingInquirySupplement, { id, type: 'inquiry' }), T.chaseSent)
      }
      onAgain={(id) => act(() => client.call(api.inquiry.inquiryAgain, { id }), T.againSent)}
      canAgain={canInquireAgain}
    />
  );
}

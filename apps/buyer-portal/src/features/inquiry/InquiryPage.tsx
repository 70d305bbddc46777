import { api, type FactoryRequest } from '@wanju/api-client';
import { canInquireAgain, INQUIRY_STATUSES } from '@wanju/domain';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { client } from '../../app/session';
import { INQUIRY_TEXT as T } from './messages';
import { RequestListView } from './RequestListView';
import { PAGE_SIZE, requestList } from './requestStore';

const requests = requestList(({ status, ...paging }) =>
  client.call(api.inquiry.getInquiryList, {
    ...paging,
    ...(status ? { status: status as (typeof INQUIRY_STATUSES)[number] } : {}),
  }),
);
export const inquiryList = requests.list;
export const loadInquiries = requests.load;
const act = requests.act;

/** Container of /inquiry. */
export function InquiryPage() {
  const snap = useSnapshot(inquiryList);
  useEffect(() => {
    void loadInquiries();
  }, []);
  return (
    <RequestListView
      title={T.title}
      emptyTitle={T.empty}
      emptyHint={T.emptyHint}
      state={snap.state}
      rows={snap.rows as FactoryRequest[]}
      total={snap.total}
      page={snap.page}
      pageSize={PAGE_SIZE}
      statuses={INQUIRY_STATUSES}
      status={snap.status}
      onStatusChange={requests.setStatus}
      onPageChange={requests.setPage}
      onDelete={(id) => act(() => client.call(api.inquiry.deleteInquiry, { ids: [id] }), T.removed)}
      onChase={(id) =>
        act(() => client.call(api.inquiry.chasingInquirySupplement, { id, type: 'inquiry' }), T.chaseSent)
      }
      onAgain={(id) => act(() => client.call(api.inquiry.inquiryAgain, { id }), T.againSent)}
      canAgain={canInquireAgain}
      onRetry={() => void loadInquiries()}
    />
  );
}

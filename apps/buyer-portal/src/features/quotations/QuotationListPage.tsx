import { api, type CustomerItem, type QuotationSummary } from '@wanju/api-client';
import { PAGE_SIZE, pagedList, useLiveChanges } from '@wanju/app-shell';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useSalespeople } from '../../app/salespeople';
import { client } from '../../app/session';
import { QUOTE_TEXT as T } from './messages';
import { type QuotationFilter, QuotationListView } from './QuotationListView';

const EMPTY: QuotationFilter = { keyword: '', customer_id: 0, user_id: 0, status: '', date_from: '', date_to: '' };

function store(kind: 'company' | 'showroom') {
  return pagedList<QuotationSummary, QuotationFilter>(
    ({ keyword, customer_id, user_id, status, date_from, date_to, ...paging }) =>
      client.call(api.quotation.getList, {
        ...paging,
        kind,
        keyword: keyword || undefined,
        customer_id: customer_id || undefined,
        user_id: user_id || undefined,
        status: status || undefined,
        date_from: date_from || undefined,
        date_to: date_to || undefined,
      }),
    { ...EMPTY },
  );
}
const stores = { company: store('company'), showroom: store('showroom') };

/** Container of /CompanyQuotation and /quotation_list. */
export function QuotationListPage({ kind = 'company' }: { kind?: 'company' | 'showroom' }) {
  const quotations = stores[kind];
  const snap = useSnapshot(quotations.list);
  const navigate = useNavigate();
  const [customers, setCustomers] = useState<CustomerItem[]>([]);
  useEffect(() => {
    void quotations.load();
    client
      .call(api.customer.list, { page: 1, page_size: 100 }, { silent: true })
      .then((page) => setCustomers(page.list))
      .catch(() => undefined);
  }, [quotations]);
  // A customer's confirmation changes a status in the list at once.
  useLiveChanges(['quotation'], () => void quotations.refresh());
  const salespeople = useSalespeople();
  const create = async () => {
    const made = await client.call(api.quotation.addNewQuotation, {});
    navigate(`/edit_quotation/${made.id}`);
  };
  return (
    <QuotationListView
      kind={kind}
      state={snap.state}
      rows={snap.rows as QuotationSummary[]}
      total={snap.total}
      page={snap.page}
      pageSize={PAGE_SIZE}
      filter={snap.filter as QuotationFilter}
      customers={customers.map((c) => ({ id: c.id, name: c.name }))}
      salespeople={salespeople}
      onFilter={quotations.setFilter}
      onPageChange={quotations.setPage}
      onOpen={(id) => navigate(`/edit_quotation/${id}`)}
      onCreate={kind === 'company' ? () => void create().catch(() => undefined) : undefined}
      onDelete={(id) => quotations.act(() => client.call(api.quotation.deleteQuotation, { id }), T.removed)}
      onRetry={() => void quotations.load()}
    />
  );
}

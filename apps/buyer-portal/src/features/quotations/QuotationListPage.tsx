import { api, type CustomerItem, type QuotationSummary } from '@wanju/api-client';
import { pagedList, usePagedList } from '@wanju/app-shell';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
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
  // A customer's confirmation changes a status in the list at once.
  const [snap, listProps, setFilter] = usePagedList(quotations, { live: ['quotation'], query: useSearchParams() });
  const navigate = useNavigate();
  const [customers, setCustomers] = useState<CustomerItem[]>([]);
  useEffect(() => {
    client
      .call(api.customer.list, { page: 1, page_size: 100 }, { silent: true })
      .then((page) => setCustomers(page.list))
      .catch(() => undefined);
  }, []);
  const salespeople = useSalespeople();
  const create = async () => {
    const made = await client.call(api.quotation.addNewQuotation, {});
    navigate(`/edit_quotation/${made.id}`);
  };
  return (
    <QuotationListView
      kind={kind}
      {...listProps}
      rows={snap.rows as QuotationSummary[]}
      filter={snap.filter as QuotationFilter}
      customers={customers.map((c) => ({ id: c.id, name: c.name }))}
      salespeople={salespeople}
      onFilter={setFilter}
      onOpen={(id) => navigate(`/edit_quotation/${id}`)}
      onCreate={kind === 'company' ? () => void create().catch(() => undefined) : undefined}
      onDelete={(id) => quotations.act(() => client.call(api.quotation.deleteQuotation, { id }), T.removed)}
    />
  );
}

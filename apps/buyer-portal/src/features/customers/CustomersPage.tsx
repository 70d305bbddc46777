import { ApiError, api, type CustomerItem } from '@wanju/api-client';
import { pagedList, usePagedList } from '@wanju/app-shell';
import { WORKING_SET_MSG } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useSearchParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { useSalespeople } from '../../app/salespeople';
import { client } from '../../app/session';
import { type CustomerDraft, CustomersView } from './CustomersView';
import { CUSTOMER_TEXT as T } from './messages';

const customers = pagedList<CustomerItem, { keyword: string; user_id: number }>(
  ({ keyword, user_id, ...paging }) =>
    client.call(api.customer.list, { ...paging, ...(keyword ? { keyword } : {}), ...(user_id ? { user_id } : {}) }),
  { keyword: '', user_id: 0 },
);
const { load } = customers;
/** The add/edit form's refusal (a customer of that name exists). */
const form = proxy<{ error: string | null }>({ error: null });

async function save(id: number | null, draft: CustomerDraft): Promise<boolean> {
  form.error = null;
  try {
    const { exists } = await client.call(api.customer.checkCustomer, { name: draft.name, ...(id ? { id } : {}) });
    if (exists) {
      form.error = WORKING_SET_MSG.customerExists;
      return false;
    }
    if (id) await client.call(api.customer.edit, { id, ...draft });
    else await client.call(api.customer.add, draft);
    toast.success(T.saved);
    await load();
    return true;
  } catch (e) {
    // The client has already shown the server's message.
    if (e instanceof ApiError) return false;
    throw e;
  }
}

/** Container of /customer_management. */
export function CustomersPage() {
  const [snap, listProps, setFilter] = usePagedList(customers, { query: useSearchParams() });
  const { error } = useSnapshot(form);
  const salespeople = useSalespeople();
  return (
    <CustomersView
      {...listProps}
      keyword={snap.filter.keyword}
      salespeople={salespeople}
      salesperson={snap.filter.user_id}
      onSalespersonChange={(user_id) => setFilter({ user_id })}
      formError={error}
      onSearch={(k) => setFilter({ keyword: k.trim() })}
      onSave={save}
      onDelete={(id) => customers.act(() => client.call(api.customer.delete, { id }), T.removed)}
    />
  );
}

import { ApiError, api, type CustomerItem } from '@wanju/api-client';
import { WORKING_SET_MSG } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { type CustomerDraft, CustomersView } from './CustomersView';
import { CUSTOMER_TEXT as T } from './messages';

const PAGE_SIZE = 20;
const view = proxy<{
  state: LoadState;
  rows: CustomerItem[];
  total: number;
  page: number;
  keyword: string;
  formError: string | null;
}>({ state: 'loading', rows: [], total: 0, page: 1, keyword: '', formError: null });

async function load(): Promise<void> {
  view.state = 'loading';
  try {
    const data = await client.call(api.customer.list, {
      page: view.page,
      page_size: PAGE_SIZE,
      ...(view.keyword ? { keyword: view.keyword } : {}),
    });
    view.rows = data.list;
    view.total = data.total;
    view.state = 'ready';
  } catch {
    view.state = 'error';
  }
}

async function save(id: number | null, draft: CustomerDraft): Promise<boolean> {
  view.formError = null;
  try {
    const { exists } = await client.call(api.customer.checkCustomer, { name: draft.name, ...(id ? { id } : {}) });
    if (exists) {
      view.formError = WORKING_SET_MSG.customerExists;
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
  const snap = useSnapshot(view);
  useEffect(() => {
    void load();
  }, []);
  return (
    <CustomersView
      state={snap.state}
      rows={snap.rows}
      total={snap.total}
      page={snap.page}
      pageSize={PAGE_SIZE}
      keyword={snap.keyword}
      formError={snap.formError}
      onSearch={(k) => {
        view.keyword = k.trim();
        view.page = 1;
        void load();
      }}
      onPageChange={(p) => {
        view.page = p;
        void load();
      }}
      onSave={save}
      onDelete={(id) =>
        void client.call(api.customer.delete, { id }).then(
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

import type { FactoryRequest, Page } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { proxy } from 'valtio';
import type { LoadState } from '../catalogue/ListState';

export const PAGE_SIZE = 20;

/** The state of one factory-request list screen (/inquiry, /supplement). */
export interface RequestListState {
  state: LoadState;
  rows: FactoryRequest[];
  total: number;
  page: number;
  status: string | null;
}

export const newRequestList = () =>
  proxy<RequestListState>({ state: 'loading', rows: [], total: 0, page: 1, status: null });

/**
 * A request list screen's store with its loader (one page, filtered by status) and `act`, which runs an
 * action, toasts its success message and reloads the list.
 */
export function requestList(
  fetchPage: (query: { page: number; page_size: number; status: string | null }) => Promise<Page<FactoryRequest>>,
) {
  const list = newRequestList();
  async function load(): Promise<void> {
    list.state = 'loading';
    try {
      const data = await fetchPage({ page: list.page, page_size: PAGE_SIZE, status: list.status });
      list.rows = data.list;
      list.total = data.total;
      list.state = 'ready';
    } catch {
      list.state = 'error';
    }
  }
  const act = (task: () => Promise<unknown>, message: string) =>
    void task().then(
      () => {
        toast.success(message);
        return load();
      },
      () => undefined,
    );
  /** A status filter starts again from the first page. */
  const setStatus = (status: string | null) => {
    list.status = status;
    list.page = 1;
    void load();
  };
  const setPage = (page: number) => {
    list.page = page;
    void load();
  };
  return { list, load, act, setStatus, setPage };
}

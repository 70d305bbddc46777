import type { Page } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { LoadState } from './remote';

export const PAGE_SIZE = 20;

/** The state of one paged list screen: its rows, total, page and filter (status, keyword …). */
export interface PagedListState<Row, Filter> {
  state: LoadState;
  rows: Row[];
  total: number;
  page: number;
  filter: Filter;
}

/**
 * A paged list screen's store (/chooses, /toy_search, /customer_management, /inquiry, /supplement) with
 * its loader (the current page with the filter), `setPage`, `setFilter` (starts again from the first
 * page) and `act`, which runs an action, toasts its success message and reloads the list. A failed
 * action was already shown by the client.
 */
export function pagedList<Row, Filter extends object>(
  fetchPage: (query: Filter & { page: number; page_size: number }) => Promise<Page<Row>>,
  filter: Filter,
) {
  const list = proxy<PagedListState<Row, Filter>>({ state: 'loading', rows: [], total: 0, page: 1, filter });
  async function load(): Promise<void> {
    list.state = 'loading';
    try {
      const data = await fetchPage({ ...list.filter, page: list.page, page_size: PAGE_SIZE });
      list.rows = data.list;
      list.total = data.total;
      list.state = 'ready';
    } catch {
      list.state = 'error';
    }
  }
  const act = <R>(task: () => Promise<R>, message: string | ((result: R) => string)) =>
    void task().then(
      (result) => {
        toast.success(typeof message === 'string' ? message : message(result));
        return load();
      },
      () => undefined,
    );
  const setFilter = (next: Partial<Filter>) => {
    Object.assign(list.filter, next);
    list.page = 1;
    void load();
  };
  const setPage = (page: number) => {
    list.page = page;
    void load();
  };
  return { list, load, act, setFilter, setPage };
}

export type PagedList<Row, Filter extends object> = ReturnType<typeof pagedList<Row, Filter>>;

/**
 * A paged list screen's container: loads the list when the screen mounts and answers its snapshot with the
 * props every list View takes (state, rows, total, page, page size, paging and retry).
 */
export function usePagedList<Row, Filter extends object>(store: PagedList<Row, Filter>) {
  const snap = useSnapshot(store.list);
  useEffect(() => {
    void store.load();
  }, [store]);
  const props = {
    state: snap.state,
    rows: snap.rows as readonly Row[],
    total: snap.total,
    page: snap.page,
    pageSize: PAGE_SIZE,
    onPageChange: store.setPage,
    onRetry: () => void store.load(),
  };
  return [snap, props] as const;
}

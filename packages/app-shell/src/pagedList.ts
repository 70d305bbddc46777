import type { LiveChangeKind, Page } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { useEffect, useRef } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useLiveChanges } from './live';
import type { LoadState } from './remote';
import { onUserChange } from './storage';

export const PAGE_SIZE = 20;

/**
 * A list's query in the URL: the router's search params and their setter (react-router's `useSearchParams()`),
 * so a reload, a shared link or the back button keeps the list's page and filters.
 */
export type UrlQuery = readonly [URLSearchParams, (next: URLSearchParams) => void];

const numberOf = (v: string | null) => (v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/**
 * Reads a list's query from the URL (page, keyword, any filter as text or number) and writes it back: `update`
 * sets the values given and drops the empty ones, keeping the rest of the query.
 */
export function listQuery([params, setParams]: UrlQuery) {
  const update = (next: Record<string, string | number | boolean | null | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === null || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    setParams(p);
  };
  return {
    params,
    page: numberOf(params.get('page')) ?? 1,
    keyword: params.get('keyword') ?? '',
    text: (key: string) => params.get(key) ?? undefined,
    number: (key: string) => numberOf(params.get(key)),
    update,
  };
}

/** How a filter value is read from the URL's text. */
export type FilterType = 'number' | 'text' | 'boolean';

/** The type of each filter key whose initial value does not tell it (a `null` or `undefined` start). */
export type FilterTypes<Filter> = Partial<Record<keyof Filter, FilterType>>;

const typeOf = (value: unknown): FilterType =>
  typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'text';

/**
 * A store's filter as the URL has it: each key of the initial filter, typed as `types` says or else as its
 * initial value. A key the URL lacks (or a number the URL spells wrong) keeps its initial value.
 */
export function filterFromUrl<Filter extends object>(
  initial: Filter,
  params: URLSearchParams,
  types: FilterTypes<Filter> = {},
): Filter {
  const filter = { ...initial } as Record<string, unknown>;
  for (const [key, value] of Object.entries(initial)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const type = types[key as keyof Filter] ?? typeOf(value);
    if (type === 'number') filter[key] = numberOf(raw) ?? value;
    else if (type === 'boolean') filter[key] = raw === 'true';
    else filter[key] = raw;
  }
  return filter as Filter;
}

/** The state of one paged list screen: its rows, total, page and filter (status, keyword …). */
export interface PagedListState<Row, Filter> {
  state: LoadState;
  rows: Row[];
  total: number;
  page: number;
  filter: Filter;
}

/**
 * A paged list screen's store (/chooses, /toy_search, /customer_management, /inquiry, /supplement …) with
 * its loader (the current page with the filter), `setPage`, `setFilter` (starts again from the first
 * page) and `act`, which runs an action, toasts its success message and reloads the list. A failed
 * action was already shown by the client. `types` names the type of a filter key whose initial value is
 * `null` or `undefined`, so the URL gives it back as that type (a `website_id` as a number, not text).
 */
export function pagedList<Row, Filter extends object>(
  fetchPage: (query: Filter & { page: number; page_size: number }) => Promise<Page<Row>>,
  filter: Filter,
  options: { types?: FilterTypes<Filter> } = {},
) {
  const types = options.types ?? {};
  const initialFilter = { ...filter };
  const list = proxy<PagedListState<Row, Filter>>({ state: 'loading', rows: [], total: 0, page: 1, filter });
  // Another user (or nobody) signed in: the last user's rows and filter go.
  onUserChange(() => {
    Object.assign(list, { state: 'loading', rows: [], total: 0, page: 1, filter: { ...initialFilter } });
  });
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
  /** Loads the current page again in place (a live change): the rows stay on screen meanwhile. */
  async function refresh(): Promise<void> {
    const query = { ...list.filter, page: list.page, page_size: PAGE_SIZE };
    try {
      const data = await fetchPage(query);
      if (list.page !== query.page || list.state === 'loading') return;
      list.rows = data.list;
      list.total = data.total;
    } catch {
      // the list keeps what it showed
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
  return { list, initialFilter, types, load, refresh, act, setFilter, setPage };
}

export type PagedList<Row, Filter extends object> = ReturnType<typeof pagedList<Row, Filter>>;

/**
 * A paged list screen's container: loads the list when the screen mounts and answers its snapshot with the
 * props every list View takes (state, rows, total, page, page size, paging and retry) and `setFilter`. With
 * `live`, a change of one of those kinds refreshes the page in place. With `query` (the router's search
 * params), the page and the filter live in the URL: the list follows the URL, paging and filtering write it.
 * With `enabled: false` (the screen waits for something first, e.g. an active account) nothing loads until
 * it turns true.
 */
export function usePagedList<Row, Filter extends object>(
  store: PagedList<Row, Filter>,
  options: { live?: readonly LiveChangeKind[]; query?: UrlQuery; enabled?: boolean } = {},
) {
  const snap = useSnapshot(store.list);
  useLiveChanges(options.live, () => void store.refresh());
  const url = options.query ? listQuery(options.query) : null;
  const search = url ? url.params.toString() : null;
  const latest = useRef(url);
  latest.current = url;
  const enabled = options.enabled ?? true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: search is the URL's query: a change of it loads again
  useEffect(() => {
    if (!enabled) return;
    const q = latest.current;
    if (q) {
      Object.assign(store.list.filter, filterFromUrl(store.initialFilter, q.params, store.types));
      store.list.page = q.page;
    }
    void store.load();
  }, [store, search, enabled]);
  const setFilter = (next: Partial<Filter>) =>
    url
      ? url.update({ ...(next as Record<string, string | number | boolean | null>), page: undefined })
      : store.setFilter(next);
  // With the URL, the page and filter shown are the URL's from the first render on (an uncontrolled search
  // field reads its start value once), before the effect has loaded them into the store.
  const shown = url
    ? { ...snap, page: url.page, filter: filterFromUrl(store.initialFilter, url.params, store.types) }
    : snap;
  const props = {
    state: snap.state,
    rows: snap.rows as readonly Row[],
    total: snap.total,
    page: shown.page,
    pageSize: PAGE_SIZE,
    onPageChange: (page: number) => (url ? url.update({ page: page > 1 ? page : undefined }) : store.setPage(page)),
    onRetry: () => void store.load(),
  };
  return [shown as typeof snap, props, setFilter] as const;
}

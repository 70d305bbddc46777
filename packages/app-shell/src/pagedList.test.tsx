import { act, renderHook, waitFor } from '@testing-library/react';
import type { Page } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterFromUrl, listQuery, PAGE_SIZE, pagedList, type UrlQuery, usePagedList } from './pagedList';

vi.mock('@wanju/ui', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Query = { status: number; keyword: string; page: number; page_size: number };
const page = (list: string[], total = list.length): Page<string> => ({ list, total });

afterEach(() => vi.clearAllMocks());

describe('pagedList', () => {
  it('starts loading, then holds the rows and total of the first page asked with the filter', async () => {
    const fetchPage = vi.fn(async (_: Query) => page(['a', 'b'], 42));
    const { list, load } = pagedList(fetchPage, { status: 0, keyword: '' });
    expect(list.state).toBe('loading');
    await load();
    expect(fetchPage).toHaveBeenCalledWith({ status: 0, keyword: '', page: 1, page_size: PAGE_SIZE });
    expect(list).toMatchObject({ state: 'ready', rows: ['a', 'b'], total: 42, page: 1 });
  });

  it('a new filter starts again from the first page', async () => {
    const fetchPage = vi.fn(async (_: Query) => page([]));
    const { list, setPage, setFilter } = pagedList(fetchPage, { status: 0, keyword: '' });
    setPage(3);
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }));
    setFilter({ keyword: '熊' });
    expect(list.page).toBe(1);
    expect(fetchPage).toHaveBeenLastCalledWith({ status: 0, keyword: '熊', page: 1, page_size: PAGE_SIZE });
  });

  it('a failed load shows the error state (the client already said why)', async () => {
    const { list, load } = pagedList(async () => Promise.reject(new Error('x')), {});
    await load();
    expect(list.state).toBe('error');
  });

  it('an action that succeeds toasts its message and reloads the list', async () => {
    const fetchPage = vi.fn(async () => page(['a']));
    const { act } = pagedList(fetchPage, {});
    act(
      async () => ({ id: 7 }),
      (r) => `已删除 ${r.id}`,
    );
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledOnce());
    expect(toast.success).toHaveBeenCalledWith('已删除 7');
  });

  it('an action that fails neither toasts success nor reloads', async () => {
    const fetchPage = vi.fn(async () => page([]));
    const { act } = pagedList(fetchPage, {});
    act(() => Promise.reject(new Error('refused')), '已删除');
    await new Promise((r) => setTimeout(r, 0));
    expect(toast.success).not.toHaveBeenCalled();
    expect(fetchPage).not.toHaveBeenCalled();
  });
});

describe('usePagedList', () => {
  it('loads the list when mounted and answers the list props: rows, total, page, paging and retry', async () => {
    const fetchPage = vi.fn(async (q: Query) => page([`row of page ${q.page}`], 45));
    const store = pagedList(fetchPage, { status: 0, keyword: '' });
    const { result } = renderHook(() => usePagedList(store));
    await waitFor(() => expect(result.current[1].state).toBe('ready'));
    expect(result.current[1]).toMatchObject({ rows: ['row of page 1'], total: 45, page: 1, pageSize: PAGE_SIZE });
    act(() => result.current[1].onPageChange(3));
    await waitFor(() => expect(result.current[1].rows).toEqual(['row of page 3']));
    expect(result.current[1].page).toBe(3);
    act(() => result.current[1].onRetry());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage).toHaveBeenLastCalledWith({ status: 0, keyword: '', page: 3, page_size: PAGE_SIZE });
  });
});

describe('a list whose query lives in the URL', () => {
  /** A router's search params in memory: `setParams` replaces them and re-renders. */
  function urlQuery(initial: string) {
    let params = new URLSearchParams(initial);
    const writes: string[] = [];
    const query = (): UrlQuery => [
      params,
      (next) => {
        params = next;
        writes.push(next.toString());
      },
    ];
    const set = (search: string) => {
      params = new URLSearchParams(search);
    };
    return { query, writes, set, current: () => params };
  }

  it('reads page, keyword and filters, and writes only what is set', () => {
    const url = urlQuery('page=3&keyword=熊&cate_id=4008&x=1');
    const q = listQuery(url.query());
    expect([q.page, q.keyword, q.number('cate_id'), q.text('x'), q.number('none')]).toEqual([
      3,
      '熊',
      4008,
      '1',
      undefined,
    ]);
    q.update({ page: undefined, cate_id: 4014, keyword: '' });
    expect(url.current().toString()).toBe('cate_id=4014&x=1');
  });

  it('loads the page and filter of the URL, and paging or filtering writes the URL', async () => {
    const fetchPage = vi.fn(async (_: Query) => page(['a'], 90));
    const store = pagedList(fetchPage, { status: 0, keyword: '' });
    const url = urlQuery('page=2&status=3');
    const renders: { filter: unknown; page: number }[] = [];
    const { result, rerender } = renderHook(() => {
      const answer = usePagedList(store, { query: url.query() });
      renders.push({ filter: answer[0].filter, page: answer[1].page });
      return answer;
    });
    // the first render already answers the URL's page and filter (a search field reads its start value once)
    expect(renders[0]).toEqual({ filter: { status: 3, keyword: '' }, page: 2 });
    await waitFor(() => expect(store.list.state).toBe('ready'));
    expect(fetchPage).toHaveBeenLastCalledWith({ status: 3, keyword: '', page: 2, page_size: PAGE_SIZE });
    act(() => result.current[1].onPageChange(4));
    expect(url.writes.at(-1)).toBe('page=4&status=3');
    rerender();
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 4, status: 3 })));
    act(() => result.current[2]({ keyword: '车' }));
    expect(url.writes.at(-1)).toBe('status=3&keyword=%E8%BD%A6');
    rerender();
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ status: 3, keyword: '车', page: 1, page_size: PAGE_SIZE }),
    );
  });

  it('a filter key that starts empty comes back from the URL as the type the list names', async () => {
    type Filter = { website_id: number | null; status: string | null; keyword: string };
    const initial: Filter = { website_id: null, status: null, keyword: '' };
    const params = new URLSearchParams('website_id=7&status=2&keyword=熊');
    expect(filterFromUrl(initial, params, { website_id: 'number' })).toEqual({
      website_id: 7,
      status: '2',
      keyword: '熊',
    });
    const fetchPage = vi.fn(async (_: Filter & { page: number; page_size: number }) => page(['a']));
    const store = pagedList(fetchPage, initial, { types: { website_id: 'number' } });
    const url = urlQuery('website_id=7');
    renderHook(() => usePagedList(store, { query: url.query() }));
    await waitFor(() => expect(store.list.state).toBe('ready'));
    expect(fetchPage).toHaveBeenLastCalledWith({
      website_id: 7,
      status: null,
      keyword: '',
      page: 1,
      page_size: PAGE_SIZE,
    });
    expect(typeof store.list.filter.website_id).toBe('number');
  });

  it('going back to an earlier URL restores its page and filter, and a URL without them the initial ones', async () => {
    const fetchPage = vi.fn(async (_: Query) => page(['a'], 90));
    const store = pagedList(fetchPage, { status: 0, keyword: '' });
    const url = urlQuery('');
    const { result, rerender } = renderHook(() => usePagedList(store, { query: url.query() }));
    await waitFor(() => expect(store.list.state).toBe('ready'));
    act(() => result.current[2]({ status: 5 }));
    rerender();
    act(() => result.current[1].onPageChange(3));
    rerender();
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3, status: 5 })));
    expect(url.current().toString()).toBe('status=5&page=3');
    // the back button: the router answers the URL before the last page change
    url.set(url.writes.at(-2) ?? '');
    rerender();
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, status: 5 })));
    expect(result.current[0].page).toBe(1);
    url.set('');
    rerender();
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ status: 0, keyword: '', page: 1, page_size: PAGE_SIZE }),
    );
    expect(result.current[0].filter).toEqual({ status: 0, keyword: '' });
  });
});

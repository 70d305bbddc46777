import type { Endpoint, RequestOf, ToyItem, ToyPage, ToySort } from '@wanju/api-client';
import { listQuery, withProduct } from '@wanju/app-shell';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client } from '../../app/session';
import { openBatchAdd } from '../cart/cartStore';
import { openAddToChoose } from '../chooses/addToChooseStore';
import { openInquiry } from '../inquiry/inquiryStore';
import { openAddToQuotation } from '../quotations/addToQuotation';
import { compareState, toggleCompare } from './compare';
import type { LoadState } from './ListState';
import type { ProductListViewProps, ToyFilters } from './ProductListView';
import { productListPrefs, setProductPageSize } from './pageSize';

/** Filters and page live in the URL query (the one list pattern's `listQuery`), so a reload or a returning tab keeps them. */
export function useListQuery() {
  const query = listQuery(useSearchParams());
  const filters: ToyFilters = {
    group_id: query.text('group_id'),
    cate_id: query.number('cate_id'),
    certification: query.text('certification'),
    min_price: query.number('min_price'),
    max_price: query.number('max_price'),
    sort: query.text('sort') as ToySort | undefined,
  };
  return { params: query.params, filters, page: query.page, keyword: query.keyword, update: query.update };
}

/** Opening a product shows its detail dialog over the current page (`?toy=<id>`). */
export function useOpeners() {
  const [params, setParams] = useSearchParams();
  return {
    onOpenProduct: (id: number) => {
      const p = withProduct(params, id);
      setParams(p);
    },
  };
}

type ToyListEndpoint = Endpoint & { __response?: ToyPage };

/** Loads a product list endpoint with the URL's filters; returns the View's props. */
export function useToyList<E extends ToyListEndpoint>(
  endpoint: E,
  title: string,
  base: Partial<RequestOf<E>> = {},
): ProductListViewProps {
  const { filters, page, keyword, update } = useListQuery();
  const openers = useOpeners();
  const compare = useSnapshot(compareState);
  const { pageSize } = useSnapshot(productListPrefs);
  const [state, setState] = useState<LoadState>('loading');
  const [data, setData] = useState<{ list: ToyItem[]; total: number; total_text: string }>({
    list: [],
    total: 0,
    total_text: '0',
  });
  const [attempt, setAttempt] = useState(0);
  const baseKey = JSON.stringify(base);
  const filtersKey = JSON.stringify(filters);
  const body = useMemo(
    () => ({
      ...JSON.parse(baseKey),
      ...JSON.parse(filtersKey),
      ...(keyword ? { keyword } : {}),
      page,
      page_size: pageSize,
    }),
    [baseKey, filtersKey, keyword, page, pageSize],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same request
  useEffect(() => {
    let live = true;
    setState('loading');
    client
      .call(endpoint, body as RequestOf<E>)
      .then((res) => {
        if (!live) return;
        const pageData = res as ToyPage;
        setData({
          list: pageData.list,
          total: pageData.total,
          total_text: pageData.total_text ?? String(pageData.total),
        });
        setState('ready');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [endpoint, body, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    title,
    keyword: keyword || undefined,
    state,
    items: data.list,
    total: data.total,
    totalText: data.total_text,
    page,
    pageSize,
    onPageSizeChange: (n: number) => {
      setProductPageSize(n);
      update({ page: undefined });
    },
    filters,
    onFiltersChange: (f) => update({ ...f, page: undefined }),
    onPageChange: (p) => update({ page: p }),
    onRetry: retry,
    compareIds: compare.ids,
    onToggleCompare: toggleCompare,
    onAddToCart: (id: number) => openBatchAdd([id]),
    onAddSelectedToCart: (ids: number[]) => openBatchAdd(ids),
    onAddToList: (id: number) => void openAddToChoose([id]),
    onInquire: (id: number) => {
      const t = data.list.find((x) => x.id === id);
      if (t)
        openInquiry([
          {
            toy_id: t.id,
            name: t.name,
            article_number: t.article_number,
            thumb: t.thumb,
            factory_name: t.factory_name,
          },
        ]);
    },
    onAddSelectedToQuotation: (ids: number[]) => openAddToQuotation({ source: 'search', ids, count: ids.length }),
    ...openers,
  };
}

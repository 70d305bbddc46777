import { api } from '@wanju/api-client';
import { BASE_CURRENCY, formatPrice } from '@wanju/domain';
import { Button, Menu, MenuItem, MenuPopover, MenuTrigger, toast } from '@wanju/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { AddProductsDialog, type ProductSourceKind, type ProductSourceOption } from './AddProductsDialog';
import { ADD_PRODUCTS_TEXT as T } from './messages';

const PAGE_SIZE = 10;
/** How long typing pauses before the dialog searches. */
const SEARCH_DELAY_MS = 300;
const KINDS: readonly ProductSourceKind[] = ['search', 'cart', 'chooses'];

/** One page of a source's rows, as the dialog shows them. */
async function loadOptions(
  kind: ProductSourceKind,
  keyword: string,
  page: number,
): Promise<{ options: ProductSourceOption[]; total: number }> {
  const word = keyword.trim() || undefined;
  if (kind === 'search') {
    const found = await client.call(api.toy.getList, { keyword: word, page, page_size: PAGE_SIZE }, { silent: true });
    return {
      total: found.total,
      options: found.list.map((p) => ({
        id: p.id,
        title: p.name,
        detail: T.productDetail(p.article_number, p.factory_name, formatPrice(p.exworks_price, BASE_CURRENCY)),
        thumb: p.thumb,
      })),
    };
  }
  if (kind === 'cart') {
    // every cart the user may see (their own and, for a manager, colleagues'), one page at a time here
    const { list } = await client.call(api.cart.getCustomerPick, { keyword: word }, { silent: true });
    return {
      total: list.length,
      options: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((c) => ({
        id: c.id,
        title: c.name,
        detail: T.cartDetail(c.toy_count, c.customer_name, c.can_manage ? '' : c.user_name),
      })),
    };
  }
  const lists = await client.call(
    api.chooses.choosesList,
    { keyword: word, page, page_size: PAGE_SIZE },
    { silent: true },
  );
  return {
    total: lists.total,
    options: lists.list.map((c) => ({ id: c.id, title: c.name, detail: T.choosesDetail(c.toy_count, c.updated_time) })),
  };
}

export interface AddProductsActionProps {
  quotationId: number;
  number: string;
  /** saves the editor's pending edits first and answers the version the addition is checked against */
  beforeAdd: () => Promise<number>;
  /** the quotation changed: the editor reloads it */
  onAdded: () => void;
}

/**
 * Container of the editor's 添加产品 menu: products from search results, any sample cart the user may see, or a
 * selection list join the open quotation through add_quotation (the same path as everywhere else).
 */
export function AddProductsAction({ quotationId, number, beforeAdd, onAdded }: AddProductsActionProps) {
  const [kind, setKind] = useState<ProductSourceKind | null>(null);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [state, setState] = useState<LoadState>('loading');
  const [rows, setRows] = useState<{ options: ProductSourceOption[]; total: number }>({ options: [], total: 0 });
  const [pending, setPending] = useState(false);
  const asked = useRef(0);

  const load = useCallback(async () => {
    if (!kind) return;
    const mine = ++asked.current;
    setState('loading');
    try {
      const found = await loadOptions(kind, query, page);
      if (mine !== asked.current) return;
      setRows(found);
      setState('ready');
    } catch {
      if (mine === asked.current) setState('error');
    }
  }, [kind, query, page]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(keyword);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  const open = (next: ProductSourceKind) => {
    setKeyword('');
    setQuery('');
    setPage(1);
    setRows({ options: [], total: 0 });
    setKind(next);
  };

  return (
    <>
      <MenuTrigger>
        <Button size="sm">{T.action}</Button>
        <MenuPopover>
          <Menu aria-label={T.action} onAction={(key) => open(String(key) as ProductSourceKind)}>
            {KINDS.map((k) => (
              <MenuItem key={k} id={k}>
                {T.menu[k]}
              </MenuItem>
            ))}
          </Menu>
        </MenuPopover>
      </MenuTrigger>
      <AddProductsDialog
        kind={kind}
        number={number}
        state={state}
        options={rows.options}
        total={rows.total}
        page={page}
        pageSize={PAGE_SIZE}
        keyword={keyword}
        onKeyword={setKeyword}
        onPage={setPage}
        isPending={pending}
        onRetry={() => void load()}
        onClose={() => setKind(null)}
        onConfirm={async (ids) => {
          if (!kind) return;
          setPending(true);
          try {
            const version = await beforeAdd();
            const result = await client.call(api.quotation.addQuotation, {
              source: kind,
              ...(kind === 'search' ? { ids } : { source_id: ids[0] }),
              quotation_id: quotationId,
              version,
            });
            toast.success(T.added(result.number, result.added, result.existing));
            setKind(null);
            onAdded();
          } catch {
            // shown by the client
          } finally {
            setPending(false);
          }
        }}
      />
    </>
  );
}

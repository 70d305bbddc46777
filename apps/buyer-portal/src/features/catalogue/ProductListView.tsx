import { TOY_SORTS, type ToyItem, type ToySort } from '@wanju/api-client';
import { CATEGORY_GROUPS, CERTIFICATES, categoryById, categoryGroupById, PRODUCT_PAGE_SIZES } from '@wanju/domain';
import { Button, ProductGrid, Select, TextField } from '@wanju/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { ListPager } from '../shell/ListPager';
import { GRID_HEIGHT, numericId, toProductCards } from './cards';
import { ListState, type LoadState } from './ListState';
import { CATALOGUE_TEXT, SORT_LABELS } from './messages';
import * as styles from './ProductListView.css';

/** The filters every product list offers (names as the contract's toyListRequest). */
export interface ToyFilters {
  group_id?: string;
  /** a category of the group (4000–4029) */
  cate_id?: number;
  certification?: string;
  min_price?: number;
  max_price?: number;
  sort?: ToySort;
}

export interface ProductListViewProps {
  title: string;
  /** the searched keyword, when this is a search results page */
  keyword?: string;
  state: LoadState;
  items: readonly ToyItem[];
  total: number;
  totalText: string;
  page: number;
  pageSize: number;
  filters: ToyFilters;
  onFiltersChange: (filters: ToyFilters) => void;
  /** the reader picks 15, 30 or 60 products a page (remembered by the container) */
  onPageSizeChange?: (pageSize: number) => void;
  onPageChange: (page: number) => void;
  onOpenProduct: (id: number) => void;
  onRetry: () => void;
  compareIds?: readonly number[];
  onToggleCompare?: (id: number) => void;
  /** The card's cart button: pick a sample cart for this product. */
  onAddToCart?: (id: number) => void;
  /** The card's 加入选品单 and 询价 buttons. */
  onAddToList?: (id: number) => void;
  onInquire?: (id: number) => void;
  /** The ticked products into a sample cart (the batch-add dialog); cards get a checkbox when given. */
  onAddSelectedToCart?: (ids: number[]) => void;
  /** The ticked products into a quotation (an open one or a new one). */
  onAddSelectedToQuotation?: (ids: number[]) => void;
  /** extra content above the list (an area's or IP's introduction) */
  intro?: ReactNode;
}

const ALL = 'all';

/** A product list with filters, sorting, pagination and its loading, empty and error states. */
export function ProductListView(props: ProductListViewProps) {
  const { title, keyword, state, items, total, totalText, page, pageSize, filters, onFiltersChange } = props;
  const group = filters.group_id ? categoryGroupById(filters.group_id) : undefined;
  const [minPrice, setMinPrice] = useState(filters.min_price?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.max_price?.toString() ?? '');
  useEffect(() => {
    setMinPrice(filters.min_price?.toString() ?? '');
    setMaxPrice(filters.max_price?.toString() ?? '');
  }, [filters.min_price, filters.max_price]);

  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const price = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Math.max(0, Number(v)));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {state === 'ready' && (
          <span className={styles.count} role="status">
            {keyword ? CATALOGUE_TEXT.keywordResult(keyword, totalText) : CATALOGUE_TEXT.resultCount(totalText)}
          </span>
        )}
        {props.onAddSelectedToCart && ticked.size > 0 && (
          <>
            <Button
              variant="primary"
              onPress={() => {
                props.onAddSelectedToCart?.([...ticked]);
                setTicked(new Set());
              }}
            >
              {CATALOGUE_TEXT.addSelected(ticked.size)}
            </Button>
            {props.onAddSelectedToQuotation && (
              <Button
                onPress={() => {
                  props.onAddSelectedToQuotation?.([...ticked]);
                  setTicked(new Set());
                }}
              >
                {CATALOGUE_TEXT.addSelectedToQuotation(ticked.size)}
              </Button>
            )}
            <Button variant="ghost" onPress={() => setTicked(new Set())}>
              {CATALOGUE_TEXT.clearSelected}
            </Button>
          </>
        )}
      </header>
      {props.intro}
      <fieldset className={styles.filters} aria-label={CATALOGUE_TEXT.filters}>
        <Select
          className={styles.select}
          label={CATALOGUE_TEXT.category}
          items={[
            { id: ALL, name: CATALOGUE_TEXT.allCategories },
            ...CATEGORY_GROUPS.map((g) => ({ id: g.id, name: g.name })),
          ]}
          selectedKey={filters.group_id ?? ALL}
          onSelectionChange={(k) =>
            onFiltersChange({ ...filters, group_id: k === ALL ? undefined : String(k), cate_id: undefined })
          }
        />
        {group && (
          <Select
            className={styles.select}
            label={CATALOGUE_TEXT.subCategory}
            items={[
              { id: ALL, name: CATALOGUE_TEXT.allSubCategories },
              ...group.categoryIds.map((id) => ({ id, name: categoryById(id)?.name ?? String(id) })),
            ]}
            selectedKey={filters.cate_id ?? ALL}
            onSelectionChange={(k) => onFiltersChange({ ...filters, cate_id: k === ALL ? undefined : Number(k) })}
          />
        )}
        <Select
          className={styles.select}
          label={CATALOGUE_TEXT.certification}
          items={[
            { id: ALL, name: CATALOGUE_TEXT.allCertifications },
            ...CERTIFICATES.map((c) => ({ id: c.id, name: c.name })),
          ]}
          selectedKey={filters.certification ?? ALL}
          onSelectionChange={(k) => onFiltersChange({ ...filters, certification: k === ALL ? undefined : String(k) })}
        />
        <TextField
          className={styles.price}
          label={CATALOGUE_TEXT.minPrice}
          inputMode="decimal"
          value={minPrice}
          onChange={setMinPrice}
        />
        <TextField
          className={styles.price}
          label={CATALOGUE_TEXT.maxPrice}
          inputMode="decimal"
          value={maxPrice}
          onChange={setMaxPrice}
        />
        <Button
          variant="outline"
          onPress={() => onFiltersChange({ ...filters, min_price: price(minPrice), max_price: price(maxPrice) })}
        >
          {CATALOGUE_TEXT.applyPrice}
        </Button>
        <Select
          className={styles.select}
          label={CATALOGUE_TEXT.sort}
          items={TOY_SORTS.map((s) => ({ id: s, name: SORT_LABELS[s] }))}
          selectedKey={filters.sort ?? (keyword ? 'relevance' : 'new')}
          onSelectionChange={(k) => onFiltersChange({ ...filters, sort: k as ToySort })}
        />
      </fieldset>
      <ListState state={state} isEmpty={items.length === 0} onRetry={props.onRetry}>
        <ProductGrid
          products={toProductCards(items)}
          label={title}
          height={GRID_HEIGHT.list}
          onOpen={(id) => props.onOpenProduct(numericId(id))}
          compareIds={props.compareIds ? new Set(props.compareIds) : undefined}
          onCompare={props.onToggleCompare && ((id) => props.onToggleCompare?.(numericId(id)))}
          onAddToCart={props.onAddToCart && ((id) => props.onAddToCart?.(numericId(id)))}
          onAddToList={props.onAddToList && ((id) => props.onAddToList?.(numericId(id)))}
          onInquire={props.onInquire && ((id) => props.onInquire?.(numericId(id)))}
          selectedIds={props.onAddSelectedToCart ? ticked : undefined}
          onSelectionChange={
            props.onAddSelectedToCart &&
            ((id, on) =>
              setTicked((t) => {
                const next = new Set(t);
                if (on) next.add(numericId(id));
                else next.delete(numericId(id));
                return next;
              }))
          }
        />
        <ListPager
          page={page}
          pageSize={pageSize}
          total={total}
          onChange={props.onPageChange}
          pageSizeOptions={props.onPageSizeChange && PRODUCT_PAGE_SIZES}
          onPageSizeChange={props.onPageSizeChange}
        />
      </ListState>
    </div>
  );
}

import type { ListingItem } from '@wanju/api-client';
import type { LoadState } from '@wanju/app-shell';
import {
  CATEGORIES,
  CERTIFICATES,
  LISTING_BULK_LABELS,
  LISTING_MISSING,
  LISTING_MISSING_LABELS,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  LISTING_STOCK_FILTERS,
  LISTING_STOCK_LABELS,
  type ListingBulkAction,
  type ListingMissing,
  type ListingStatus,
  type ListingStockFilter,
} from '@wanju/domain';
import {
  Badge,
  type BadgeTone,
  Box,
  Button,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  Image,
  Pagination,
  SearchField,
  Select,
  Spinner,
} from '@wanju/ui';
import { useState } from 'react';
import { PRODUCT_TEXT as T } from './messages';

export interface ProductListFilters {
  keyword: string;
  status: ListingStatus | null;
  cate_id: number | null;
  certification: string | null;
  stock: ListingStockFilter | null;
  missing: ListingMissing | null;
}

export const NO_FILTERS: ProductListFilters = {
  keyword: '',
  status: null,
  cate_id: null,
  certification: null,
  stock: null,
  missing: null,
};

export interface ProductListViewProps {
  state: LoadState;
  list: readonly ListingItem[];
  total: number;
  counts: Record<ListingStatus, number>;
  page: number;
  pageSize: number;
  filters: ProductListFilters;
  onFilters: (filters: ProductListFilters) => void;
  onPage: (page: number) => void;
  onCreate: () => void;
  onEdit: (id: number) => void;
  onBulk: (ids: number[], action: ListingBulkAction, categoryId?: number) => void;
  onRetry: () => void;
}

const TONES: Record<ListingStatus, BadgeTone> = { published: 'success', draft: 'warning', hidden: 'neutral' };
const ALL = 'all';
const option = <T extends string | number>(value: T | null) => (value === null ? ALL : value);
const categoryItems = [{ id: ALL, name: T.allCategories }, ...CATEGORIES.map((c) => ({ id: c.id, name: c.name }))];

/** The factory's products: search, filters, status tabs with counts, selection with bulk actions, paging. */
export function ProductListView(props: ProductListViewProps) {
  const { filters, list } = props;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const set = (patch: Partial<ProductListFilters>) => {
    setSelected(new Set());
    props.onFilters({ ...filters, ...patch });
  };
  const ids = [...selected].filter((id) => list.some((p) => p.id === id));
  const bulk = (action: ListingBulkAction, categoryId?: number) => {
    props.onBulk(ids, action, categoryId);
    setSelected(new Set());
  };
  const filtered = Object.entries(filters).some(([k, v]) => (k === 'keyword' ? v !== '' : v !== null));
  return (
    <Box as="section" aria-label={T.products} display="flex" flexDirection="column" gap="md" padding="lg">
      <Box display="flex" alignItems="center" gap="md">
        <Box as="h1" fontSize="xl" fontWeight="bold" flexGrow={1}>
          {T.products}
        </Box>
        <Button variant="primary" onPress={props.onCreate}>
          {T.create}
        </Button>
      </Box>
      <Box display="flex" gap="sm" flexWrap="wrap" role="group" aria-label={T.status}>
        <Button variant={filters.status === null ? 'primary' : 'secondary'} onPress={() => set({ status: null })}>
          {T.allStatuses}
        </Button>
        {LISTING_STATUSES.map((s) => (
          <Button key={s} variant={filters.status === s ? 'primary' : 'secondary'} onPress={() => set({ status: s })}>
            {T.statusCount(LISTING_STATUS_LABELS[s], props.counts[s])}
          </Button>
        ))}
      </Box>
      <Box display="flex" gap="md" flexWrap="wrap" alignItems="flex-end">
        <SearchField
          label={T.search}
          defaultValue={filters.keyword}
          onSubmit={(keyword) => set({ keyword })}
          onClear={() => set({ keyword: '' })}
        />
        <Select
          label={T.category}
          items={categoryItems}
          selectedKey={option(filters.cate_id)}
          onSelectionChange={(k) => set({ cate_id: k === ALL ? null : Number(k) })}
        />
        <Select
          label={T.certificate}
          items={[{ id: ALL, name: T.allCertificates }, ...CERTIFICATES.map((c) => ({ id: c.id, name: c.name }))]}
          selectedKey={option(filters.certification)}
          onSelectionChange={(k) => set({ certification: k === ALL ? null : String(k) })}
        />
        <Select
          label={T.stockFilter}
          items={[
            { id: ALL, name: T.allStock },
            ...LISTING_STOCK_FILTERS.map((s) => ({ id: s, name: LISTING_STOCK_LABELS[s] })),
          ]}
          selectedKey={option(filters.stock)}
          onSelectionChange={(k) => set({ stock: k === ALL ? null : (k as ListingStockFilter) })}
        />
        <Select
          label={T.missing}
          items={[
            { id: ALL, name: T.allMissing },
            ...LISTING_MISSING.map((m) => ({ id: m, name: LISTING_MISSING_LABELS[m] })),
          ]}
          selectedKey={option(filters.missing)}
          onSelectionChange={(k) => set({ missing: k === ALL ? null : (k as ListingMissing) })}
        />
      </Box>
      {ids.length > 0 && (
        <Box
          role="toolbar"
          aria-label={T.selected(ids.length)}
          display="flex"
          gap="sm"
          alignItems="flex-end"
          flexWrap="wrap"
          padding="md"
          background="surface"
          borderRadius="md"
        >
          <Box fontWeight="bold">{T.selected(ids.length)}</Box>
          <Button onPress={() => bulk('publish')}>{LISTING_BULK_LABELS.publish}</Button>
          <Button onPress={() => bulk('hide')}>{LISTING_BULK_LABELS.hide}</Button>
          <Button variant="danger" onPress={() => setConfirmDelete(true)}>
            {LISTING_BULK_LABELS.delete}
          </Button>
          <Select
            label={T.moveTo}
            items={CATEGORIES.map((c) => ({ id: c.id, name: c.name }))}
            selectedKey={moveTo}
            onSelectionChange={(k) => setMoveTo(Number(k))}
          />
          <Button isDisabled={moveTo === null} onPress={() => moveTo !== null && bulk('move', moveTo)}>
            {LISTING_BULK_LABELS.move}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={T.confirmTitle}
        confirmLabel={T.confirm}
        cancelLabel={T.cancel}
        tone="danger"
        onConfirm={() => bulk('delete')}
        message={T.confirmDelete(ids.length)}
      />
      {props.state === 'loading' ? (
        <Box display="flex" justifyContent="center" paddingY="xxxl">
          <Spinner size="lg" label={T.loading} showLabel />
        </Box>
      ) : props.state === 'error' ? (
        <EmptyState
          title={T.loadFailed}
          action={
            <Button variant="primary" onPress={props.onRetry}>
              {T.retry}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState title={filtered ? T.emptyFiltered : T.empty} />
      ) : (
        <>
          <Checkbox
            isSelected={ids.length === list.length}
            isIndeterminate={ids.length > 0 && ids.length < list.length}
            onChange={(on) => setSelected(new Set(on ? list.map((p) => p.id) : []))}
          >
            {T.selectAll}
          </Checkbox>
          <Box
            as="ul"
            display="flex"
            flexDirection="column"
            gap="sm"
            padding="none"
            margin="none"
            aria-label={T.products}
          >
            {list.map((p) => (
              <Box
                as="li"
                key={p.id}
                aria-label={`${p.name}（${p.article_number}）`}
                display="flex"
                alignItems="center"
                gap="md"
                padding="md"
                background="surface"
                borderRadius="md"
                style={{ listStyle: 'none' }}
              >
                <Checkbox
                  aria-label={T.select(p.name)}
                  isSelected={selected.has(p.id)}
                  onChange={(on) =>
                    setSelected((s) => {
                      const next = new Set(s);
                      if (on) next.add(p.id);
                      else next.delete(p.id);
                      return next;
                    })
                  }
                />
                <Image src={p.thumb} alt={p.name} width={64} ratio={1} fit="contain" />
                <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} style={{ minWidth: 0 }}>
                  <Box fontWeight="bold">
                    {p.name}（{p.article_number}）
                  </Box>
                  <Box display="flex" gap="sm" flexWrap="wrap" fontSize="sm" color="textSecondary">
                    <span>{p.category_name}</span>
                    <span>{T.price(p.exworks_price)}</span>
                    <span>{T.stockOf(p.stock_quantity)}</span>
                    <span>{T.pictures(p.picture_count)}</span>
                    <span>{T.updated(p.updated_time)}</span>
                  </Box>
                  <Box display="flex" gap="xs" flexWrap="wrap">
                    <Badge tone={TONES[p.status]}>{LISTING_STATUS_LABELS[p.status]}</Badge>
                    {p.certifications.map((c) => (
                      <Badge key={c} tone="info">
                        {c}
                      </Badge>
                    ))}
                    {p.missing.map((m) => (
                      <Badge key={m} tone="warning">
                        {LISTING_MISSING_LABELS[m]}
                      </Badge>
                    ))}
                  </Box>
                </Box>
                <Button onPress={() => props.onEdit(p.id)} aria-label={`${T.edit} ${p.name}`}>
                  {T.edit}
                </Button>
              </Box>
            ))}
          </Box>
          <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPage} />
        </>
      )}
    </Box>
  );
}

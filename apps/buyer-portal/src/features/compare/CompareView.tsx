import type { ToyItem } from '@wanju/api-client';
import { BASE_CURRENCY, certificateLabel, formatPrice } from '@wanju/domain';
import { Box, Button, type CompareRow, CompareTable, Switch } from '@wanju/ui';
import type { ReactNode } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from './CompareView.css';
import { COMPARE_TEXT as T } from './messages';

export interface CompareViewProps {
  state: LoadState;
  items: readonly ToyItem[];
  onlyDifferences: boolean;
  onOnlyDifferencesChange: (on: boolean) => void;
  onRemove: (id: number) => void;
  onAddToCart: (ids: number[]) => void;
  onInquiry: (ids: number[]) => void;
  onSupplement: (ids: number[]) => void;
  onCreateChooses: (ids: number[]) => void;
  /** the compared products into a quotation (a new one or an open one) */
  onCreateQuotation?: (ids: number[]) => void;
  inquiring?: boolean;
  onRetry: () => void;
  /** the 导出 action (settings, progress, history), rendered in the toolbar */
  exportAction?: ReactNode;
}

const dims = (a: number | null, b: number | null, c: number | null) =>
  a === null || b === null || c === null ? '—' : `${a} × ${b} × ${c}`;
const num = (v: number | null) => (v === null ? '—' : v);

const ROWS: CompareRow<ToyItem>[] = [
  { id: 'article', label: T.rows.article, render: (t) => t.article_number },
  {
    id: 'price',
    label: T.rows.price,
    render: (t) => formatPrice(t.exworks_price, BASE_CURRENCY),
    value: (t) => t.exworks_price,
  },
  { id: 'packing', label: T.rows.packing, render: (t) => t.packing_name || '—' },
  { id: 'size', label: T.rows.size, render: (t) => dims(t.length, t.width, t.height) },
  { id: 'carton', label: T.rows.carton, render: (t) => dims(t.carton_length, t.carton_width, t.carton_height) },
  { id: 'cartonQuantity', label: T.rows.cartonQuantity, render: (t) => num(t.carton_quantity) },
  { id: 'cbm', label: T.rows.cbm, render: (t) => num(t.carton_cubic_meter) },
  { id: 'gross', label: T.rows.gross, render: (t) => num(t.gross_weight) },
  { id: 'net', label: T.rows.net, render: (t) => num(t.net_weight) },
  {
    id: 'certifications',
    label: T.rows.certifications,
    render: (t) => t.certifications.map(certificateLabel).join('、') || '—',
  },
  { id: 'factory', label: T.rows.factory, render: (t) => t.factory_name },
];

/** /contrast: up to 10 products side by side, differences highlighted. */
export function CompareView(props: CompareViewProps) {
  const { state, items } = props;
  const ids = items.map((t) => t.id);
  return (
    <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems="center" gap="lg" flexWrap="wrap">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.title}
        </Box>
        {state === 'ready' && (
          <Box color="textSecondary" role="status">
            {T.count(items.length)}
          </Box>
        )}
      </Box>
      <ListState
        state={state}
        isEmpty={items.length === 0}
        onRetry={props.onRetry}
        emptyTitle={T.empty}
        emptyHint={T.emptyHint}
      >
        <Box display="flex" alignItems="center" gap="md" flexWrap="wrap">
          <Switch isSelected={props.onlyDifferences} onChange={props.onOnlyDifferencesChange}>
            {T.onlyDifferences}
          </Switch>
          <Button onPress={() => props.onAddToCart(ids)}>{T.addToCart}</Button>
          <Button variant="primary" isPending={props.inquiring} onPress={() => props.onInquiry(ids)}>
            {T.inquiry}
          </Button>
          <Button isPending={props.inquiring} onPress={() => props.onSupplement(ids)}>
            {T.supplement}
          </Button>
          <Button onPress={() => props.onCreateChooses(ids)}>{T.toChooses}</Button>
          {props.onCreateQuotation && <Button onPress={() => props.onCreateQuotation?.(ids)}>{T.toQuotation}</Button>}
          {props.exportAction}
        </Box>
        <Box as="ul" className={styles.plainList} display="flex" gap="sm" flexWrap="wrap" aria-label={T.title}>
          {items.map((t) => (
            <li key={t.id}>
              <Button
                size="sm"
                variant="outline"
                onPress={() => props.onRemove(t.id)}
                aria-label={T.remove(t.article_number, t.name)}
              >
                {T.removeShort} {t.article_number}
              </Button>
            </li>
          ))}
        </Box>
        <Box overflow="auto">
          <CompareTable items={items} rows={ROWS} onlyDifferences={props.onlyDifferences} />
        </Box>
      </ListState>
    </Box>
  );
}

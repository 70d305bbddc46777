import type { CartColleague, CartInfo, CartLineItem } from '@wanju/api-client';
import { type CartTotals, formatDimensions, formatPrice, LIBRARY_LINE_MSG, lineKey, splitCarts } from '@wanju/domain';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  Image,
  NumberField,
  Select,
  TextField,
} from '@wanju/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { AI_RECORD_TEXT } from '../ai-pictures/messages';
import { ListState, type LoadState } from '../catalogue/ListState';
import { SAMPLE_CAR_TEXT as T } from './messages';

/** Row height of the virtualised list (px); a cart of 5 000 lines renders only what is on screen. */
export const ROW_HEIGHT = 96;
const VIEWPORT = 640;
const OVERSCAN = 6;

export interface SampleCarViewProps {
  state: LoadState;
  /** every cart the user may see: their own (can_manage), and colleagues' for the main account and administrators */
  carts: readonly CartInfo[];
  cartId: number | null;
  /** the lines loaded so far (a long cart loads page by page as it scrolls) */
  lines: readonly CartLineItem[];
  totals: CartTotals;
  /** the whole cart's factory groups; without them the loaded lines are counted */
  factories?: readonly { factory_id: number; count: number }[];
  /** more lines than loaded: called when the list is scrolled near the end of the loaded ones */
  hasMore?: boolean;
  onLoadMore?: () => void;
  onCartChange: (id: number) => void;
  /** the customers the cart may be for (/api/customer/list); with onCustomerChange the picker shows */
  customers?: readonly { id: number; name: string }[];
  /** 0: no customer */
  onCustomerChange?: (customerId: number) => void;
  /**
   * Lines are named by the domain's lineKey ('p<toy_id>' a platform product, 'c<id>' a product of the
   * company's own library), so both kinds are edited, ticked and sent alike.
   */
  onUpdate: (key: string, change: { quantity?: number; remark?: string; custom_number?: string }) => void;
  onRemove: (key: string) => void;
  /** opens the AI picture tools on a platform line's picture; the result can be saved as the line's own picture */
  onAiTools?: (line: CartLineItem) => void;
  onMove: (key: string, toCartId: number) => void;
  onClear: () => void;
  onRetry: () => void;
  /** Opens the inquiry form for the ticked products (all when none is ticked), one inquiry per factory. */
  onInquiry?: (keys: string[]) => void;
  /** Adds the ticked products (all when none is ticked) to a selection list. */
  onAddToChoose?: (keys: string[]) => void;
  /** colleagues a cart may be handed over to (with onHandOver, for a cart the user may transfer) */
  colleagues?: readonly CartColleague[];
  onHandOver?: (userId: number) => void;
  onSupplement?: (keys: string[]) => void;
  /** Makes a quotation of the cart (生成报价单). */
  onCreateQuotation?: () => void;
  /** Adds the cart's products to a quotation the user picks: an open one, or a new one (加入报价单). */
  onAddToQuotation?: () => void;
  /** the 导出 action (settings, progress, history), rendered in the toolbar */
  exportAction?: ReactNode;
}

type Row = { kind: 'factory'; name: string; count: number } | { kind: 'line'; line: CartLineItem };

/** Lines grouped by factory, as flat rows for the virtualised list; `counts` are the whole cart's group sizes. */
export function groupRows(lines: readonly CartLineItem[], counts?: ReadonlyMap<number, number>): Row[] {
  const groups = new Map<number, CartLineItem[]>();
  for (const line of lines) {
    const group = groups.get(line.factory_id);
    if (group) group.push(line);
    else groups.set(line.factory_id, [line]);
  }
  return [...groups.entries()].flatMap(([factoryId, group]) => [
    {
      kind: 'factory' as const,
      // Group 0 holds the company's own library products (their supplier shows on each line).
      name: factoryId === 0 ? LIBRARY_LINE_MSG.ownGroup : (group[0]?.factory_name ?? ''),
      count: counts?.get(factoryId) ?? group.length,
    },
    ...group.map((line) => ({ kind: 'line' as const, line })),
  ]);
}

/** /sample_car: cart switcher, lines grouped by factory, edits, move, remove, clear, totals. */
export function SampleCarView(props: SampleCarViewProps) {
  const { state, carts, cartId, lines, totals, onCartChange, onClear, onRetry } = props;
  const [confirmClear, setConfirmClear] = useState(false);
  const [scrollTop, setScrollTop] = useState(0);
  const { factories: groups, hasMore, onLoadMore } = props;
  const rows = useMemo(
    () => groupRows(lines, groups ? new Map(groups.map((g) => [g.factory_id, g.count])) : undefined),
    [lines, groups],
  );
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEWPORT) / ROW_HEIGHT) + OVERSCAN);
  // The library group (factory 0) is the company's own, not a factory.
  const factories = groups
    ? groups.filter((g) => g.factory_id !== 0).length
    : new Set(lines.map((l) => l.factory_id).filter((f) => f !== 0)).size;
  const nearEnd = last >= rows.length - OVERSCAN;
  const current = carts.find((c) => c.id === cartId);
  // The user's own carts are those they manage (the server says so for each).
  const me = carts.find((c) => c.can_manage)?.user_id ?? 0;
  const { own, colleagues } = useMemo(() => splitCarts(carts, me), [carts, me]);
  const readOnly = !!current && !current.can_manage;
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cart starts with nothing ticked
  useEffect(() => setTicked(new Set()), [cartId]);
  const chosen = () => (ticked.size ? lines.filter((l) => ticked.has(lineKey(l))) : lines).map(lineKey);
  const [handTo, setHandTo] = useState<number | null>(null);
  useEffect(() => {
    if (nearEnd && hasMore) onLoadMore?.();
  }, [nearEnd, hasMore, onLoadMore]);

  return (
    <Box as="section" aria-label={T.title} padding="lg" display="flex" flexDirection="column" gap="md">
      <Box display="flex" alignItems="flex-end" gap="md" flexWrap="wrap">
        <h1>{T.title}</h1>
        {own.length > 0 && (
          <Select
            label={T.cart}
            aria-label={T.myCarts}
            items={own.map((c) => ({
              id: c.id,
              name: `${c.name}${c.is_default ? '（默认）' : ''}（${c.toy_count}）`,
            }))}
            selectedKey={readOnly ? null : cartId}
            onSelectionChange={(key) => onCartChange(Number(key))}
          />
        )}
        {current && !readOnly && props.customers && props.onCustomerChange && (
          <Select
            label={T.customer}
            items={[{ id: 0, name: T.noCustomer }, ...props.customers.map((c) => ({ id: c.id, name: c.name }))]}
            selectedKey={current.customer_id || 0}
            onSelectionChange={(key) => props.onCustomerChange?.(Number(key))}
          />
        )}
        {!readOnly && (
          <Button variant="outline" isDisabled={!lines.length} onPress={() => setConfirmClear(true)}>
            {T.clear}
          </Button>
        )}
        {props.onInquiry && (
          <Button variant="primary" isDisabled={!lines.length} onPress={() => props.onInquiry?.(chosen())}>
            {T.inquiry}
          </Button>
        )}
        {props.onAddToChoose && (
          <Button isDisabled={!lines.length} onPress={() => props.onAddToChoose?.(chosen())}>
            {T.toChoose}
          </Button>
        )}
        {props.onSupplement && (
          <Button isDisabled={!lines.length} onPress={() => props.onSupplement?.(lines.map(lineKey))}>
            {T.supplement}
          </Button>
        )}
        {props.onCreateQuotation && (
          <Button isDisabled={!lines.length} onPress={props.onCreateQuotation}>
            {T.createQuotation}
          </Button>
        )}
        {props.onAddToQuotation && (
          <Button isDisabled={!lines.length} onPress={props.onAddToQuotation}>
            {T.addToQuotation}
          </Button>
        )}
        {props.exportAction}
        {current?.can_transfer && !current.is_default && props.onHandOver && !!props.colleagues?.length && (
          <Box display="flex" alignItems="flex-end" gap="sm">
            <Select
              label={T.handOverTo}
              items={props.colleagues
                .filter((c) => c.user_id !== current.user_id)
                .map((c) => ({ id: c.user_id, name: c.name }))}
              selectedKey={handTo}
              onSelectionChange={(key) => setHandTo(Number(key))}
            />
            <Button isDisabled={!handTo} onPress={() => handTo && props.onHandOver?.(handTo)}>
              {T.handOver}
            </Button>
          </Box>
        )}
      </Box>
      {colleagues.length > 0 && (
        <Box as="section" aria-label={T.colleagueCarts} display="flex" flexDirection="column" gap="xs">
          <Box as="h2" fontSize="md" fontWeight="bold">
            {T.colleagueCarts}
          </Box>
          <Box display="flex" gap="sm" flexWrap="wrap">
            {colleagues.map((c) => (
              <Button
                key={c.id}
                size="sm"
                variant={c.id === cartId ? 'primary' : 'outline'}
                aria-pressed={c.id === cartId}
                onPress={() => onCartChange(c.id)}
              >
                {T.colleagueCart(c.user_name, c.name, c.toy_count)}
              </Button>
            ))}
          </Box>
        </Box>
      )}
      {readOnly && current && (
        <Box role="note" padding="sm" background="surface" borderRadius="md">
          {T.readOnly(current.user_name)}
        </Box>
      )}
      {carts.length === 0 && state === 'ready' ? (
        <EmptyState title={T.noCart} />
      ) : (
        <ListState
          state={state}
          isEmpty={lines.length === 0}
          onRetry={onRetry}
          emptyTitle={T.empty}
          emptyHint={T.emptyHint}
        >
          <Box display="flex" alignItems="center" gap="sm">
            <Checkbox
              isSelected={lines.length > 0 && ticked.size === lines.length}
              isIndeterminate={ticked.size > 0 && ticked.size < lines.length}
              onChange={(on) => setTicked(on ? new Set(lines.map(lineKey)) : new Set())}
            >
              {T.pickAll}
            </Checkbox>
            {ticked.size > 0 && <span>{T.picked(ticked.size)}</span>}
          </Box>
          <p role="status">
            {T.totals(totals)} · {T.factoryCount(factories)} · {T.cbm(totals.cbm)} ·{' '}
            {T.weights(totals.gross_weight, totals.net_weight)} · {T.amount(formatPrice(totals.amount, 'RMB'))}
          </p>
          <div
            style={{ height: VIEWPORT, overflowY: 'auto', position: 'relative' }}
            onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
            data-testid="sample-car-rows"
          >
            <ul
              style={{
                height: rows.length * ROW_HEIGHT,
                position: 'relative',
                margin: 0,
                padding: 0,
                listStyle: 'none',
              }}
            >
              {rows.slice(first, last).map((row, i) => (
                <li
                  key={row.kind === 'line' ? row.line.item_id : `f${first + i}`}
                  style={{ position: 'absolute', top: (first + i) * ROW_HEIGHT, height: ROW_HEIGHT, left: 0, right: 0 }}
                >
                  {row.kind === 'factory' ? (
                    <Box paddingY="sm">
                      <h2>
                        {row.name}（{row.count}）
                      </h2>
                    </Box>
                  ) : (
                    <LineRow
                      {...props}
                      line={row.line}
                      readOnly={readOnly}
                      carts={own}
                      ticked={ticked.has(lineKey(row.line))}
                      onTick={(on) =>
                        setTicked((t) => {
                          const next = new Set(t);
                          if (on) next.add(lineKey(row.line));
                          else next.delete(lineKey(row.line));
                          return next;
                        })
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          </div>
        </ListState>
      )}
      <ConfirmDialog
        isOpen={confirmClear}
        onOpenChange={setConfirmClear}
        message={T.clearConfirm}
        tone="danger"
        onConfirm={() => {
          setConfirmClear(false);
          onClear();
        }}
      />
    </Box>
  );
}

function LineRow({
  line,
  carts,
  cartId,
  onUpdate,
  onRemove,
  onMove,
  onAiTools,
  readOnly,
  ticked,
  onTick,
}: SampleCarViewProps & { line: CartLineItem; readOnly: boolean; ticked: boolean; onTick: (on: boolean) => void }) {
  const others = carts.filter((c) => c.id !== cartId);
  const key = lineKey(line);
  return (
    <Box display="flex" alignItems="center" gap="md" aria-label={line.name}>
      <Checkbox aria-label={T.pick(line.name)} isSelected={ticked} onChange={onTick} />
      <div style={{ width: 72, flex: 'none' }}>
        <Image src={line.thumb} alt="" ratio={1} />
      </div>
      <Box display="flex" flexDirection="column" gap="xs" style={{ minWidth: 180, flex: 1 }}>
        <Box display="flex" alignItems="center" gap="xs">
          <strong>{line.name}</strong>
          {line.company_product_id ? <Badge tone="info">{LIBRARY_LINE_MSG.badge}</Badge> : null}
        </Box>
        <span>
          {line.article_number} · {formatPrice(line.exworks_price, 'RMB')} ·{' '}
          {formatDimensions(line.carton_length, line.carton_width, line.carton_height) ?? '—'}
          {line.company_product_id && line.factory_name ? ` · ${line.factory_name}` : ''}
        </span>
      </Box>
      <NumberField
        label={T.quantity}
        minValue={0}
        isReadOnly={readOnly}
        value={line.quantity}
        onChange={(quantity) => Number.isFinite(quantity) && onUpdate(key, { quantity })}
        hideSteppers
      />
      <TextField
        label={T.customNumber}
        isReadOnly={readOnly}
        defaultValue={line.custom_number}
        onBlur={(e) => onUpdate(key, { custom_number: (e.target as HTMLInputElement).value })}
      />
      <TextField
        label={T.remark}
        isReadOnly={readOnly}
        defaultValue={line.remark}
        onBlur={(e) => onUpdate(key, { remark: (e.target as HTMLInputElement).value })}
      />
      {!readOnly && others.length > 0 && (
        <Select
          label={T.moveTo}
          items={others.map((c) => ({ id: c.id, name: c.name }))}
          selectedKey={null}
          onSelectionChange={(to) => onMove(key, Number(to))}
        />
      )}
      {!readOnly && onAiTools && line.thumb && !line.company_product_id && (
        <Button variant="ghost" onPress={() => onAiTools(line)} aria-label={`${AI_RECORD_TEXT.open} ${line.name}`}>
          {AI_RECORD_TEXT.open}
        </Button>
      )}
      {!readOnly && (
        <Button variant="ghost" onPress={() => onRemove(key)}>
          {T.remove}
        </Button>
      )}
    </Box>
  );
}

import type { QuotationDetail, QuotationHeaderInfo, QuotationItem } from '@wanju/api-client';
import type { QuotationTerms } from '@wanju/domain';
import {
  BASE_CURRENCY,
  formatPrice,
  type LineChange,
  lineQuotedPrice,
  type PriceFormula,
  quotationTotals,
} from '@wanju/domain';
import { Badge, Box, Button, EmptyState, Image, NumberField, RecordTable, Select, Spinner, TextField } from '@wanju/ui';
import type { ReactNode } from 'react';
import type { LoadState } from '../catalogue/ListState';
import { PriceFormulaPanel } from '../chooses/PriceFormulaPanel';
import { QUOTE_TEXT as T } from './messages';
import { STATUS_TONES } from './QuotationListView';
import * as styles from './Quotations.css';
import { QuotationTermsFields, TERMS_TEXT } from './QuotationTermsFields';

export type SaveState = 'saved' | 'dirty' | 'saving' | 'stale';
export type ItemPatch = Partial<
  Pick<QuotationItem, 'price_override' | 'custom_number' | 'order_box_qty' | 'remark' | 'name_en'>
>;
const HEADER_FIELDS = [
  'company_name',
  'company_name_en',
  'company_telephone',
  'company_mobile',
  'fax',
  'company_email',
] as const;

export interface QuotationEditViewProps {
  state: LoadState;
  /** the quotation with the editor's unsaved changes applied */
  quotation: QuotationDetail | null;
  saveState: SaveState;
  /** the refusal of the last save ('报价单已被他人修改，请刷新后再试') */
  saveError?: string | null;
  customers: readonly { id: number; name: string }[];
  rates: readonly { currency: string; name: string; rate: number }[];
  onHeader: (patch: Partial<QuotationHeaderInfo>) => void;
  /** the header's terms (validity, trade term and port, payment terms) */
  onTerms?: (patch: Partial<QuotationTerms>) => void;
  onCustomer: (id: number | null) => void;
  onFormula: (formula: PriceFormula) => void;
  onItem: (id: number, patch: ItemPatch) => void;
  onMove: (id: number, by: -1 | 1) => void;
  onRemove: (id: number) => void;
  onRefreshItem: (id: number) => void;
  /** the 添加产品 action (from search results, a sample cart or a selection list), shown while not closed */
  addAction?: ReactNode;
  onSend: () => void;
  onPreview: () => void;
  /** the 导出 action (settings, progress, history), rendered in the toolbar */
  exportAction?: ReactNode;
  onRevoke: () => void;
  onCloseQuotation: (action: 'close' | 'reopen') => void;
  onReload: () => void;
  onBack: () => void;
}

const n = (v: number) => (Number.isFinite(v) ? v : null);

const changeText = (c: LineChange) =>
  c.kind === 'price'
    ? `${c.name}：报价 ${c.before} → ${c.after}`
    : c.kind === 'quantity'
      ? `${c.name}：箱数 ${c.before} → ${c.after}`
      : `${c.name}：${c.kind === 'added' ? '新增' : '已移除'}`;

/**
 * /edit_quotation/:id and /CompanyQuotationDetail: header, customer, the formula with every price previewed live
 * (the domain's pricing), items with pictures, overrides, cartons, order, totals; saving is automatic.
 */
export function QuotationEditView(props: QuotationEditViewProps) {
  const q = props.quotation;
  if (props.state === 'loading' || (!q && props.state !== 'error'))
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={T.saving.replace('保存', '加载')} showLabel />
      </Box>
    );
  if (props.state === 'error' || !q)
    return (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="primary" onPress={props.onReload}>
            {T.reload}
          </Button>
        }
      />
    );
  const closed = q.status === 'closed';
  const totals = quotationTotals(q.items, q.formula);
  const decimals = q.formula.decimals;
  return (
    <Box as="section" aria-label={`${T.title} ${q.number}`} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems="center" gap="md" flexWrap="wrap">
        <Button variant="ghost" onPress={props.onBack}>
          {T.back}
        </Button>
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.title} {q.number}
        </Box>
        <Badge tone={STATUS_TONES[q.status]}>{q.status_text}</Badge>
        <Box color={props.saveState === 'stale' ? 'danger' : 'textMuted'} role="status" fontSize="sm">
          {props.saveState === 'stale'
            ? props.saveError
            : props.saveState === 'saving'
              ? T.saving
              : props.saveState === 'dirty'
                ? T.unsaved
                : T.saved}
        </Box>
        {props.saveState === 'stale' && (
          <Button size="sm" variant="primary" onPress={props.onReload}>
            {T.reload}
          </Button>
        )}
        <Box flexGrow={1} />
        <Button onPress={props.onPreview}>{T.preview}</Button>
        {props.exportAction}
        <Button onPress={() => props.onCloseQuotation(closed ? 'reopen' : 'close')}>
          {closed ? T.reopen : T.close}
        </Button>
        <Button variant="primary" isDisabled={closed || !q.items.length} onPress={props.onSend}>
          {T.send}
        </Button>
      </Box>

      <Box
        as="section"
        aria-label={T.header}
        display="flex"
        flexDirection="column"
        gap="md"
        padding="lg"
        background="surface"
        borderRadius="md"
      >
        <Box as="h2" fontSize="lg" fontWeight="bold">
          {T.header}
        </Box>
        <Box display="flex" gap="md" flexWrap="wrap">
          {HEADER_FIELDS.map((f) => (
            <TextField
              key={f}
              label={T.fields[f]}
              value={q[f]}
              isReadOnly={closed}
              onChange={(v) => props.onHeader({ [f]: v })}
            />
          ))}
          <Select
            label={T.customer}
            items={[{ id: 0, name: T.noCustomer }, ...props.customers]}
            selectedKey={q.customer_id ?? 0}
            isDisabled={closed}
            onSelectionChange={(key) => props.onCustomer(Number(key) || null)}
          />
        </Box>
        <TextField
          label={T.fields.remark}
          multiline
          rows={2}
          value={q.remark}
          isReadOnly={closed}
          onChange={(remark) => props.onHeader({ remark })}
        />
        <Box color="textMuted" fontSize="sm">
          {T.createTime} {q.create_time} · {T.statusTime} {q.status_time}
        </Box>
      </Box>

      {props.onTerms && (
        <Box
          as="section"
          aria-label={TERMS_TEXT.title}
          display="flex"
          flexDirection="column"
          gap="md"
          padding="lg"
          background="surface"
          borderRadius="md"
        >
          <Box as="h2" fontSize="lg" fontWeight="bold">
            {TERMS_TEXT.title}
          </Box>
          <QuotationTermsFields terms={q.terms} isReadOnly={closed} onChange={props.onTerms} />
        </Box>
      )}

      <PriceFormulaPanel
        title={T.formula}
        formula={q.formula}
        rates={props.rates}
        onChange={props.onFormula}
        disabled={closed}
      />

      {(q.link || q.answers.length > 0 || q.changes.length > 0) && (
        <Box
          as="section"
          aria-label={T.answers}
          display="flex"
          flexDirection="column"
          gap="sm"
          padding="lg"
          background="surface"
          borderRadius="md"
        >
          <Box as="h2" fontSize="lg" fontWeight="bold">
            {T.answers}
          </Box>
          {q.link && (
            <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
              <span>
                {T.link}：{T.linkState[q.link.state]}
                {q.link.state === 'active' ? `（${T.linkActive(q.link.expires_time)}）` : ''}
              </span>
              {q.link.url && (
                <Box as="code" fontSize="xs" color="textSecondary">
                  {q.link.url}
                </Box>
              )}
              {q.link.state === 'active' && (
                <Button size="sm" variant="ghost" onPress={props.onRevoke}>
                  {T.revoke}
                </Button>
              )}
            </Box>
          )}
          {q.answers.length ? (
            <Box as="ul" className={styles.plainList}>
              {q.answers.map((a) => (
                <li key={a.submitted_time + a.name}>
                  {T.answerLine(a)}
                  {a.remark ? `：${a.remark}` : ''}
                </li>
              ))}
            </Box>
          ) : (
            <Box color="textMuted">{T.noAnswers}</Box>
          )}
          {q.changes.length > 0 && (
            <Box className={styles.note} role="note">
              {T.changes(q.changes.length)}：{q.changes.map(changeText).join('；')}
            </Box>
          )}
        </Box>
      )}

      <Box as="section" aria-label={T.product} display="flex" flexDirection="column" gap="sm">
        <Box display="flex" gap="md" alignItems="center">
          <Box as="h2" fontSize="lg" fontWeight="bold">
            {T.items(q.items.length)}
          </Box>
          {!closed && props.addAction}
        </Box>
        {q.items.length === 0 ? (
          <EmptyState title={T.items(0)} description={T.emptyHint} />
        ) : (
          <RecordTable
            label={T.product}
            rows={q.items}
            rowKey={(it) => it.id}
            highlighted={(it) => q.changes.some((c) => c.item_id === it.id)}
            columns={[
              {
                id: 'picture',
                title: T.picture,
                render: (it) => (
                  <div className={styles.thumb}>
                    <Image src={it.thumb || it.picture} alt={it.name} ratio={1} />
                  </div>
                ),
              },
              {
                id: 'product',
                title: T.product,
                render: (it) => (
                  <>
                    <Box fontWeight="bold">{it.name}</Box>
                    <Box color="textMuted" fontSize="xs">
                      {it.article_number} · {it.factory_name}
                    </Box>
                    <TextField
                      aria-label={`${it.name} ${T.nameEn}`}
                      placeholder={T.nameEnMissing}
                      value={it.name_en}
                      maxLength={200}
                      isReadOnly={closed}
                      onChange={(name_en) => props.onItem(it.id, { name_en })}
                    />
                  </>
                ),
              },
              {
                id: 'exworks',
                title: T.exworks,
                numeric: true,
                render: (it) => formatPrice(it.exworks_price, BASE_CURRENCY, 2),
              },
              {
                id: 'formula',
                title: T.formulaPrice,
                numeric: true,
                render: (it) =>
                  formatPrice(
                    lineQuotedPrice({ ...it, price_override: null }, q.formula),
                    q.formula.currency_type,
                    decimals,
                  ),
              },
              {
                id: 'override',
                title: T.override,
                render: (it) => (
                  <NumberField
                    aria-label={`${it.name} ${T.override}`}
                    hideSteppers
                    minValue={0}
                    formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: decimals }}
                    value={it.price_override ?? Number.NaN}
                    isReadOnly={closed}
                    onChange={(v) => props.onItem(it.id, { price_override: n(v) })}
                  />
                ),
              },
              {
                id: 'quoted',
                title: T.quoted(q.formula.currency_type),
                numeric: true,
                render: (it) => (
                  <Box fontWeight="bold">
                    {formatPrice(lineQuotedPrice(it, q.formula), q.formula.currency_type, decimals)}
                  </Box>
                ),
              },
              {
                id: 'cartons',
                title: T.cartons,
                render: (it) => (
                  <NumberField
                    aria-label={`${it.name} ${T.cartons}`}
                    minValue={0}
                    step={1}
                    hideSteppers
                    value={it.order_box_qty}
                    isReadOnly={closed}
                    onChange={(v) => props.onItem(it.id, { order_box_qty: Math.max(0, Math.floor(n(v) ?? 0)) })}
                  />
                ),
              },
              {
                id: 'customNumber',
                title: T.customNumber,
                render: (it) => (
                  <TextField
                    aria-label={`${it.name} ${T.customNumber}`}
                    value={it.custom_number}
                    isReadOnly={closed}
                    onChange={(custom_number) => props.onItem(it.id, { custom_number })}
                  />
                ),
              },
              {
                id: 'remark',
                title: T.itemRemark,
                render: (it) => (
                  <TextField
                    aria-label={`${it.name} ${T.itemRemark}`}
                    value={it.remark}
                    isReadOnly={closed}
                    onChange={(remark) => props.onItem(it.id, { remark })}
                  />
                ),
              },
              {
                id: 'answer',
                title: T.answer,
                render: (it) => (
                  <>
                    {T.decision[it.decision]}
                    {it.confirm_qty !== null ? ` · ${it.confirm_qty}箱` : ''}
                    {it.confirm_remark ? (
                      <Box color="textMuted" fontSize="xs">
                        {it.confirm_remark}
                      </Box>
                    ) : null}
                  </>
                ),
              },
              {
                id: 'actions',
                title: T.actions,
                render: (it) => {
                  const index = q.items.indexOf(it);
                  return (
                    <Box display="flex" gap="xs" flexWrap="wrap">
                      <Button
                        size="sm"
                        variant="ghost"
                        isDisabled={closed || index === 0}
                        onPress={() => props.onMove(it.id, -1)}
                        aria-label={`${T.up} ${it.name}`}
                      >
                        {T.up}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        isDisabled={closed || index === q.items.length - 1}
                        onPress={() => props.onMove(it.id, 1)}
                        aria-label={`${T.down} ${it.name}`}
                      >
                        {T.down}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        isDisabled={closed}
                        onPress={() => props.onRefreshItem(it.id)}
                        aria-label={`${T.refresh} ${it.name}`}
                      >
                        {T.refresh}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        isDisabled={closed}
                        onPress={() => props.onRemove(it.id)}
                        aria-label={`${T.removeItem} ${it.name}`}
                      >
                        {T.removeItem}
                      </Button>
                    </Box>
                  );
                },
              },
            ]}
          />
        )}
        <Box
          padding="md"
          background="surface"
          borderRadius="md"
          display="flex"
          gap="lg"
          flexWrap="wrap"
          role="status"
          aria-label={T.totals}
        >
          <Box fontWeight="bold">{T.totals}</Box>
          <span>{T.totalLine(totals)}</span>
          <Box fontWeight="bold" color="price">
            {T.amount} {formatPrice(totals.amount, totals.currency, 2)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

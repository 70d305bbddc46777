import type { QuotationItem, QuotationSummary, ToyItem } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import {
  type FormulaParameter,
  formatZonedDateTime,
  lineQuotedPrice,
  type PriceFormula,
  parseFormulaParameter,
  QUOTATION_MSG,
  QUOTATION_STATUS_LABELS,
  quotationTermsOf,
  quotePrice,
  type SentLine,
} from '@wanju/domain';
import { publishChange } from '../platform/events/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError } from '../platform/http/errors';
import type { ItemRow, ItemSnapshot, QuotationRow, Scope } from './repo';

/** Quotations' access rule and how stored rows become the contract's records (items, summaries, snapshots). */

export const time = (v: Date | string | null | undefined) => (v ? formatZonedDateTime(new Date(v)) : null);
export const notFound = () => new AppError(CODE.notFound, QUOTATION_MSG.notFound);

/**
 * The one access rule of quotations (to be pointed at platform/access): a company's main account (0) and
 * administrators (2) see all of the company's quotations, a salesperson (1) their own, a user without a
 * company their own; another company never (its ids and links answer "not found").
 */
export function quotationScope(user: SessionUser): Scope {
  if (user.companyId <= 0) return { companyId: null, userId: user.userId };
  return { companyId: user.companyId, userId: user.userType === 1 ? user.userId : null };
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export function snapshotOf(p: ToyItem): ItemSnapshot {
  return {
    name: p.name,
    name_en: p.name_en,
    article_number: p.article_number,
    factory_number: p.factory_number,
    factory_id: p.factory_id,
    factory_name: p.factory_name,
    picture: p.picture,
    thumb: p.thumb,
    unit: p.unit,
    packing_name: p.packing_name,
    packing_name_en: p.packing_name_en,
    exworks_price: p.exworks_price,
    additional_price: 0,
    length: p.length,
    width: p.width,
    height: p.height,
    carton_length: p.carton_length,
    carton_width: p.carton_width,
    carton_height: p.carton_height,
    carton_cubic_meter: p.carton_cubic_meter,
    carton_cubic_feet: p.carton_cubic_feet,
    carton_quantity: p.carton_quantity,
    gross_weight: p.gross_weight,
    net_weight: p.net_weight,
    is_black: p.is_black,
    is_set_hide: p.is_set_hide,
    stop_time: p.stop_time,
  };
}

/** A line's English name: the salesperson's when typed, else the product's. */
export const englishName = (row: ItemRow) => row.name_en?.trim() || row.snapshot.name_en || '';

/** The header's terms of a quotation row. */
export const termsOf = (row: Pick<QuotationRow, 'validity_days' | 'trade_term' | 'port' | 'payment_terms'>) =>
  quotationTermsOf(row);

export const lineOf = (row: ItemRow) => ({
  ...row.snapshot,
  price_override: num(row.price_override),
  order_box_qty: row.order_box_qty,
});

export function toItem(row: ItemRow, formula: PriceFormula): QuotationItem {
  const s = row.snapshot;
  const override = num(row.price_override);
  return {
    id: row.id,
    toy_id: row.product_id,
    position: row.position,
    name: s.name,
    name_en: englishName(row),
    article_number: s.article_number,
    factory_id: s.factory_id,
    factory_name: s.factory_name,
    picture: s.picture,
    thumb: s.thumb,
    unit: s.unit,
    packing_name: s.packing_name,
    packing_name_en: s.packing_name_en ?? '',
    exworks_price: s.exworks_price,
    additional_price: s.additional_price,
    formula_price: quotePrice(s, formula).quotedPrice,
    price_override: override,
    quoted_price: lineQuotedPrice(lineOf(row), formula),
    carton_length: s.carton_length,
    carton_width: s.carton_width,
    carton_height: s.carton_height,
    carton_quantity: s.carton_quantity,
    carton_cubic_meter: s.carton_cubic_meter,
    carton_cubic_feet: s.carton_cubic_feet,
    gross_weight: s.gross_weight,
    net_weight: s.net_weight,
    custom_number: row.custom_number,
    order_box_qty: row.order_box_qty,
    remark: row.remark,
    decision: row.decision,
    confirm_qty: row.confirm_qty,
    confirm_remark: row.confirm_remark,
    snapshot_time: time(row.snapshot_at) ?? '',
    is_black: s.is_black,
    is_set_hide: s.is_set_hide,
    stop_time: s.stop_time,
  };
}

export const sentLinesOf = (rows: readonly ItemRow[], formula: PriceFormula): SentLine[] =>
  rows.map((r) => ({
    item_id: r.id,
    name: r.snapshot.name,
    quoted_price: lineQuotedPrice(lineOf(r), formula),
    order_box_qty: r.order_box_qty,
  }));

export function toSummary(row: QuotationRow, amount: number): QuotationSummary {
  const formula = parseFormulaParameter(row.formula as FormulaParameter);
  return {
    id: row.id,
    number: row.number,
    source: row.source,
    status: row.status,
    status_text: QUOTATION_STATUS_LABELS[row.status],
    status_time: time(row.status_at) ?? '',
    create_time: time(row.created_at) ?? '',
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    user_id: row.user_id,
    user_name: row.user_name,
    currency: formula.currency_type,
    toy_count: Number(row.toy_count ?? 0),
    amount,
    version: row.version,
    company_name: row.company_name,
    company_name_en: row.company_name_en,
    company_telephone: row.company_telephone,
    company_mobile: row.company_mobile,
    fax: row.fax,
    company_email: row.company_email,
    remark: row.remark,
  };
}

/** The open screens of a quotation follow it: its salesperson's, its company's and its confirmation page's. */
export function quotationChanged(ctx: AppContext, q: { id: number; user_id: number; company_id: number | null }) {
  publishChange(ctx, {
    kind: 'quotation',
    id: q.id,
    audience: [{ user: q.user_id }, { company: q.company_id ?? 0 }, { share: { kind: 'quotation', id: q.id } }],
  });
}

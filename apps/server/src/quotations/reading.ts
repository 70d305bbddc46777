import type { QuotationAnswer, QuotationDetail, QuotationItemDetail } from '@wanju/api-client';
import {
  changesSinceSent,
  customerSheetLanguage,
  type FormulaParameter,
  isQuotationEditable,
  parseFormulaParameter,
  QUOTATION_STATUSES,
  type QuotationStatus,
  quotationTotals,
  zonedTimeToUtc,
} from '@wanju/domain';
import { productsByIds } from '../catalogue/index';
import { pageWithTotal } from '../platform/db/query';
import type { AppContext, SessionUser } from '../platform/http/context';
import { linkInfo } from './links';
import { lineOf, notFound, quotationScope, sentLinesOf, termsOf, time, toItem, toSummary } from './mapping';
import {
  type ItemRow,
  inScope,
  itemsOf,
  keywordMatches,
  type QDb,
  type QuotationRow,
  qdb,
  quotationQuery,
  staffOf,
} from './repo';

/** Reading quotations: the list, a detail with its items, salespeople, and the quotation other areas export. */

export async function salespeople(ctx: AppContext, user: SessionUser) {
  const rows = await staffOf(qdb(ctx), quotationScope(user), user.userId);
  return { list: rows.map((r) => ({ id: r.id, name: r.nickname })) };
}

export async function listQuotations(
  ctx: AppContext,
  user: SessionUser,
  input: {
    page: number;
    page_size: number;
    keyword?: string;
    customer_id?: number;
    user_id?: number;
    status?: QuotationStatus;
    editable?: boolean;
    date_from?: string;
    date_to?: string;
    kind: 'company' | 'showroom';
  },
) {
  const db = qdb(ctx);
  let q = quotationQuery(db).where(inScope(quotationScope(user)));
  q = input.kind === 'showroom' ? q.where('q.source', '=', 'showroom') : q.where('q.source', '<>', 'showroom');
  if (input.keyword) q = q.where(keywordMatches(input.keyword));
  if (input.editable) q = q.where('q.status', 'in', QUOTATION_STATUSES.filter(isQuotationEditable));
  if (input.customer_id) q = q.where('q.customer_id', '=', input.customer_id);
  if (input.user_id) q = q.where('q.user_id', '=', input.user_id);
  if (input.status) q = q.where('q.status', '=', input.status);
  const dayStart = (d: string) => {
    const [year, month, day] = d.split('-').map(Number) as [number, number, number];
    return zonedTimeToUtc({ year, month, day });
  };
  if (input.date_from) q = q.where('q.created_at', '>=', dayStart(input.date_from));
  if (input.date_to) q = q.where('q.created_at', '<', new Date(dayStart(input.date_to).getTime() + 86_400_000));
  const { rows, total } = await pageWithTotal(q, (list) => list.orderBy('q.id', 'desc'), input);
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db.selectFrom('quotation_items').selectAll().where('quotation_id', 'in', ids).execute()
    : [];
  const byQuotation = new Map<number, ItemRow[]>();
  for (const it of items) byQuotation.set(it.quotation_id, [...(byQuotation.get(it.quotation_id) ?? []), it]);
  return {
    list: rows.map((r) =>
      toSummary(r, quotationTotals((byQuotation.get(r.id) ?? []).map(lineOf), r.formula as FormulaParameter).amount),
    ),
    total,
  };
}

export async function readable(ctx: AppContext, user: SessionUser, id: number, db: QDb = qdb(ctx)) {
  const row = await quotationQuery(db)
    .where('q.id', '=', id)
    .where(inScope(quotationScope(user)))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function detailOf(
  ctx: AppContext,
  row: QuotationRow,
  origin: string,
  db: QDb = qdb(ctx),
): Promise<QuotationDetail> {
  const formula = parseFormulaParameter(row.formula as FormulaParameter);
  const [items, link, answers] = await Promise.all([
    itemsOf(db, row.id),
    db
      .selectFrom('quotation_links')
      .select(['id', 'expires_at', 'revoked_at'])
      .where('quotation_id', '=', row.id)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db.selectFrom('quotation_answers').selectAll().where('quotation_id', '=', row.id).orderBy('id', 'desc').execute(),
  ]);
  return {
    ...toSummary(row, quotationTotals(items.map(lineOf), formula).amount),
    terms: termsOf(row),
    customer_lang: customerSheetLanguage(row.customer_country),
    formula,
    items: items.map((it) => toItem(it, formula)),
    totals: quotationTotals(items.map(lineOf), formula),
    link: linkInfo(ctx, link, origin),
    answers: answers.map(toAnswer),
    changes: row.sent_lines ? changesSinceSent(row.sent_lines, sentLinesOf(items, formula)) : [],
    sent_time: time(row.sent_at),
  };
}

export const toAnswer = (a: {
  name: string;
  contact: string;
  remark: string;
  accepted: number;
  total: number;
  submit_count: number;
  submitted_at: Date;
}): QuotationAnswer => ({
  name: a.name,
  contact: a.contact,
  remark: a.remark,
  accepted: a.accepted,
  total: a.total,
  submit_count: a.submit_count,
  submitted_time: time(a.submitted_at) ?? '',
});

export async function quotationDetail(ctx: AppContext, user: SessionUser, id: number, origin: string) {
  return detailOf(ctx, await readable(ctx, user, id), origin);
}

export async function itemDetail(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  itemId: number,
): Promise<QuotationItemDetail> {
  const row = await readable(ctx, user, id);
  const item = await qdb(ctx)
    .selectFrom('quotation_items')
    .selectAll()
    .where('quotation_id', '=', id)
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound();
  const product = item.product_id ? (await productsByIds(ctx, [item.product_id])).get(item.product_id) : undefined;
  const current = product
    ? {
        name: product.name,
        exworks_price: product.exworks_price,
        carton_quantity: product.carton_quantity,
        picture: product.picture,
      }
    : null;
  const s = item.snapshot;
  return {
    item: toItem(item, parseFormulaParameter(row.formula as FormulaParameter)),
    current,
    differs: current
      ? current.name !== s.name ||
        current.exworks_price !== s.exworks_price ||
        current.carton_quantity !== s.carton_quantity
      : false,
  };
}

/**
 * For other areas (exports of source 'quotation', a mail attachment): the quotation with its header, formula
 * and priced lines when this user may read it, else null (another company's id reads as absent).
 */
export async function quotationForExport(
  ctx: AppContext,
  user: SessionUser,
  id: number,
): Promise<QuotationDetail | null> {
  const row = await quotationQuery(qdb(ctx))
    .where('q.id', '=', id)
    .where(inScope(quotationScope(user)))
    .executeTakeFirst();
  return row ? detailOf(ctx, row, '') : null;
}

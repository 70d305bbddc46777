import type { ConfirmInfo, ConfirmItem } from '@wanju/api-client';
import {
  type ConfirmDecision,
  changesSinceSent,
  confirmationSummary,
  type FormulaParameter,
  lineQuotedPrice,
  nextQuotationStatus,
  type PriceFormula,
  packingName,
  parseFormulaParameter,
  QUOTATION_MSG,
  quotationTotals,
} from '@wanju/domain';
import { publishEvent } from '../platform/events/index';
import type { AppContext } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { openLink } from './links';
import { englishName, lineOf, notFound, quotationChanged, sentLinesOf, termsOf, time } from './mapping';
import { toAnswer } from './reading';
import { type ItemRow, itemsOf, qdb } from './repo';

/** The customer's confirmation page: the quotation behind a link, items answered one by one or all at once, the submission. */

export async function confirmInfo(ctx: AppContext, token: string): Promise<ConfirmInfo> {
  const { link, quotation: q } = await openLink(ctx, token);
  const db = qdb(ctx);
  if (!link.opened_at)
    await db.updateTable('quotation_links').set({ opened_at: ctx.now() }).where('id', '=', link.id).execute();
  const formula = parseFormulaParameter(q.formula as FormulaParameter);
  const items = await itemsOf(db, q.id);
  const answer = await db.selectFrom('quotation_answers').selectAll().where('link_id', '=', link.id).executeTakeFirst();
  return {
    number: q.number,
    company_name: q.company_name,
    company_name_en: q.company_name_en,
    company_telephone: q.company_telephone,
    company_mobile: q.company_mobile,
    fax: q.fax,
    company_email: q.company_email,
    remark: q.remark,
    customer_name: q.customer_name,
    currency: formula.currency_type,
    terms: termsOf(q),
    status: q.status,
    status_time: time(q.status_at) ?? '',
    create_time: time(q.created_at) ?? '',
    expires_time: time(link.expires_at) ?? '',
    totals: quotationTotals(items.map(lineOf), formula),
    changes: q.sent_lines ? changesSinceSent(q.sent_lines, sentLinesOf(items, formula)) : [],
    answer: answer ? toAnswer(answer) : null,
    is_closed: q.status === 'closed',
  };
}

function toConfirmItem(row: ItemRow, formula: PriceFormula, changed: Set<number>): ConfirmItem {
  const s = row.snapshot;
  return {
    id: row.id,
    name: s.name,
    name_en: englishName(row),
    custom_number: row.custom_number,
    article_number: row.custom_number || s.article_number,
    picture: s.picture,
    thumb: s.thumb,
    unit: s.unit,
    packing_name: s.packing_name,
    packing_name_en: packingName(s, 'en'),
    quoted_price: lineQuotedPrice(lineOf(row), formula),
    carton_length: s.carton_length,
    carton_width: s.carton_width,
    carton_height: s.carton_height,
    carton_quantity: s.carton_quantity,
    carton_cubic_meter: s.carton_cubic_meter,
    gross_weight: s.gross_weight,
    order_box_qty: row.order_box_qty,
    decision: row.decision,
    confirm_qty: row.confirm_qty,
    confirm_remark: row.confirm_remark,
    changed: changed.has(row.id),
  };
}

export async function confirmItems(ctx: AppContext, input: { token: string; page: number; page_size: number }) {
  const { quotation: q } = await openLink(ctx, input.token);
  const formula = parseFormulaParameter(q.formula as FormulaParameter);
  const all = await itemsOf(qdb(ctx), q.id);
  const changed = new Set(
    (q.sent_lines ? changesSinceSent(q.sent_lines, sentLinesOf(all, formula)) : []).map((c) => c.item_id),
  );
  const page = all.slice((input.page - 1) * input.page_size, input.page * input.page_size);
  return { list: page.map((r) => toConfirmItem(r, formula, changed)), total: all.length };
}

async function editableLink(ctx: AppContext, token: string) {
  const opened = await openLink(ctx, token);
  if (opened.quotation.status === 'closed') throw businessError(QUOTATION_MSG.closed);
  return opened;
}

export async function editConfirmItem(
  ctx: AppContext,
  input: { token: string; item_id: number; decision?: ConfirmDecision; quantity?: number | null; remark?: string },
) {
  const { quotation: q } = await editableLink(ctx, input.token);
  const db = qdb(ctx);
  const set: Record<string, unknown> = {};
  if (input.decision) set.decision = input.decision;
  if (input.quantity !== undefined) set.confirm_qty = input.quantity;
  if (input.remark !== undefined) set.confirm_remark = input.remark;
  if (Object.keys(set).length) {
    const updated = await db
      .updateTable('quotation_items')
      .set(set)
      .where('id', '=', input.item_id)
      .where('quotation_id', '=', q.id)
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) throw notFound();
  }
  const row = await db
    .selectFrom('quotation_items')
    .selectAll()
    .where('id', '=', input.item_id)
    .where('quotation_id', '=', q.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  quotationChanged(ctx, q);
  return toConfirmItem(row, parseFormulaParameter(q.formula as FormulaParameter), new Set());
}

export async function batchConfirm(
  ctx: AppContext,
  input: { token: string; item_ids: number[]; decision: ConfirmDecision },
) {
  const { quotation: q } = await editableLink(ctx, input.token);
  const result = await qdb(ctx)
    .updateTable('quotation_items')
    .set({ decision: input.decision })
    .where('quotation_id', '=', q.id)
    .where('id', 'in', input.item_ids)
    .executeTakeFirst();
  quotationChanged(ctx, q);
  return { updated: Number(result.numUpdatedRows) };
}

/**
 * submit_confirm: one answer per link (a second submit updates it and counts the repeat, never a second
 * row); the quotation moves to confirmed in part or whole; the salesperson gets a bell notice.
 */
export async function submitConfirm(
  ctx: AppContext,
  input: { token: string; name: string; contact?: string; remark?: string },
) {
  const { link } = await editableLink(ctx, input.token);
  const db = qdb(ctx);
  const done = await db.transaction().execute(async (trx) => {
    const q = await trx
      .selectFrom('quotations')
      .selectAll()
      .where('id', '=', link.quotation_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const items = await itemsOf(trx, q.id);
    const { accepted, total } = confirmationSummary(items.map((i) => i.decision));
    const next = nextQuotationStatus(q.status, { type: 'submit', accepted, total });
    if (!next) throw businessError(QUOTATION_MSG.closed);
    const now = ctx.now();
    const previous = await trx
      .selectFrom('quotation_answers')
      .select(['id', 'submit_count', 'name', 'contact', 'remark', 'accepted', 'total'])
      .where('link_id', '=', link.id)
      .executeTakeFirst();
    const fields = {
      name: input.name,
      contact: input.contact ?? '',
      remark: input.remark ?? '',
      accepted,
      total,
      submitted_at: now,
    };
    if (previous)
      await trx
        .updateTable('quotation_answers')
        .set({ ...fields, submit_count: previous.submit_count + 1 })
        .where('id', '=', previous.id)
        .execute();
    else
      await trx
        .insertInto('quotation_answers')
        .values({ ...fields, quotation_id: q.id, link_id: link.id })
        .execute();
    await trx
      .updateTable('quotations')
      .set({ status: next, status_at: now, version: q.version + 1, updated_at: now })
      .where('id', '=', q.id)
      .execute();
    const notice = {
      number: q.number,
      content: QUOTATION_MSG.confirmedContent(
        input.name || q.customer_name || QUOTATION_MSG.customerFallback('zh'),
        accepted,
        total,
        input.remark ?? '',
      ),
      link: `/edit_quotation/${q.id}`,
    };
    // A repeat that says the same as the stored answer tells the salesperson nothing new: no second notice.
    const news =
      !previous ||
      (['name', 'contact', 'remark', 'accepted', 'total'] as const).some(
        (key) => String(previous[key]) !== String(fields[key]),
      );
    return {
      salesperson: q.user_id,
      quotation: q,
      notice: news ? notice : null,
      answer: {
        accepted,
        total,
        status: next,
        repeat: Boolean(previous),
        message: previous ? QUOTATION_MSG.alreadySubmitted : QUOTATION_MSG.submitted,
      },
    };
  });
  quotationChanged(ctx, done.quotation);
  // after the commit: the bell notice (stored and its count pushed live) never undoes the customer's answer
  const notice = done.notice;
  if (!notice) return done.answer;
  await publishEvent(ctx, 'quotation.confirmed', { salesperson: done.salesperson, ...notice });
  return done.answer;
}

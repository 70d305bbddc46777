import type { QuotationDetail, QuotationLinkInfo, QuotationMailPreview } from '@wanju/api-client';
import {
  confirmLinkExpiresAt,
  DIRECT_EXPORT_MAX_ITEMS,
  exportableItems,
  exportContent,
  exportFileName,
  type FormulaParameter,
  formatZonedDateTime,
  type MailLanguage,
  nextQuotationStatus,
  parseFormulaParameter,
  QUOTATION_MSG,
  renderMailTemplate,
} from '@wanju/domain';
import { lastQuotationMail, mailTemplate, senderOf, sendMail } from '../mail/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { linkInfo } from './links';
import { notFound, quotationScope, sentLinesOf } from './mapping';
import { quotationMailExcel, quotationMailSummaryText } from './needs';
import { detailOf, readable } from './reading';
import { itemsOf, lockQuotation, type QuotationRow, qdb, userName } from './repo';

/** Sending a quotation by e-mail: the preview, the mail with its Excel, the confirmation link and its revocation. */

/**
 * What the preview says of the Excel without making it: the file attached up to the direct-export size,
 * else a download link added at the end of the body when sending.
 */
function excelPlan(detail: QuotationDetail, lang: MailLanguage, now: Date) {
  const count = exportableItems(detail.items).length;
  if (!count) return { attachments: [], linkLine: '' };
  const filename = exportFileName(exportContent('quotation', detail.number), 'excel', formatZonedDateTime(now));
  if (count <= DIRECT_EXPORT_MAX_ITEMS) return { attachments: [{ filename, url: '' }], linkLine: '' };
  return { attachments: [], linkLine: QUOTATION_MSG.excelLink(lang, '…') };
}

async function mailFor(
  ctx: AppContext,
  user: SessionUser,
  row: QuotationRow,
  input: { lang: MailLanguage; to?: string; name?: string; subject?: string; body?: string },
  link: string,
) {
  const template = await mailTemplate(ctx, user, input.lang);
  const rendered = renderMailTemplate(
    { subject: input.subject || template.subject, body: input.body || template.body },
    {
      company: input.lang === 'en' ? row.company_name_en || row.company_name : row.company_name,
      customer: input.name || row.customer_name || QUOTATION_MSG.customerFallback(input.lang),
      number: row.number,
      link,
      sender: await userName(qdb(ctx), user.userId),
    },
  );
  // the quotation's header and totals, as in its Excel and PDF (once, though the body comes back from a preview)
  const summary = await quotationMailSummaryText(ctx, user, row.id, input.lang);
  if (!summary || rendered.body.includes(summary)) return rendered;
  return {
    ...rendered,
    body: `${rendered.body}

${summary}`,
  };
}

/**
 * get_info: the e-mail exactly as the customer will receive it when this user sends it now (the link shown is a
 * sample until sending), and the last one sent for the quotation as it went out.
 */
export async function mailPreview(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; lang: MailLanguage; to?: string; subject?: string; body?: string },
  origin: string,
): Promise<QuotationMailPreview> {
  const row = await readable(ctx, user, input.id);
  const detail = await detailOf(ctx, row, origin);
  const link = detail.link?.url ?? `${origin.replace(/\/$/, '')}/confirm?token=…`;
  const mail = await mailFor(ctx, user, row, input, link);
  const from = await senderOf(ctx, user);
  const excel = excelPlan(detail, input.lang, ctx.now());
  const sent = await lastQuotationMail(ctx, row.id);
  return {
    from,
    to: { name: row.customer_name, email: input.to || row.customer_email },
    lang: input.lang,
    subject: mail.subject,
    body: excel.linkLine ? `${mail.body}\n\n${excel.linkLine}` : mail.body,
    link,
    attachments: excel.attachments,
    outbox: !from,
    sent,
  };
}

/**
 * send_email: marks the quotation sent (keeping what the customer receives, to show later changes), makes a
 * new confirmation link (earlier ones are revoked: only the newest shows the quotation), and sends or
 * outboxes the message. The mail's own failure is on its record, not an error of this call.
 */
export async function sendQuotation(
  ctx: AppContext,
  user: SessionUser,
  input: {
    id: number;
    to: string;
    name?: string;
    lang: MailLanguage;
    subject?: string;
    body?: string;
    mailbox_id?: number;
    days?: number;
  },
  origin: string,
) {
  const db = qdb(ctx);
  const scope = quotationScope(user);
  const { link, status, expiresAt } = await db.transaction().execute(async (trx) => {
    const row = await lockQuotation(trx, scope, input.id);
    if (!row) throw notFound();
    const next = nextQuotationStatus(row.status, { type: 'send' });
    if (!next) throw businessError(QUOTATION_MSG.cannotSend);
    const items = await itemsOf(trx, row.id);
    if (!items.length) throw businessError(QUOTATION_MSG.noItems);
    const now = ctx.now();
    await trx
      .updateTable('quotation_links')
      .set({ revoked_at: now })
      .where('quotation_id', '=', row.id)
      .where('revoked_at', 'is', null)
      .execute();
    const created = await trx
      .insertInto('quotation_links')
      .values({ quotation_id: row.id, expires_at: confirmLinkExpiresAt(now, input.days), created_at: now })
      .returning(['id', 'expires_at', 'revoked_at'])
      .executeTakeFirstOrThrow();
    const formula = parseFormulaParameter(row.formula as FormulaParameter);
    await trx
      .updateTable('quotations')
      .set({
        status: next,
        status_at: now,
        sent_at: now,
        sent_lines: JSON.stringify(sentLinesOf(items, formula)),
        customer_email: input.to,
        version: row.version + 1,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    // a new sending asks again: the previous answers stay on record, the lines start pending
    await trx
      .updateTable('quotation_items')
      .set({ decision: 'pending', confirm_qty: null, confirm_remark: '' })
      .where('quotation_id', '=', row.id)
      .execute();
    return {
      link: linkInfo(ctx, created, origin) as QuotationLinkInfo,
      status: next,
      expiresAt: new Date(created.expires_at),
    };
  });
  const row = await readable(ctx, user, input.id);
  const mail = await mailFor(ctx, user, row, input, link.url ?? '');
  // Without its Excel the e-mail still carries the confirmation link, where every item shows.
  const excel = await quotationMailExcel(ctx, user, row.id, {
    lang: input.lang,
    origin,
    until: expiresAt,
  }).catch((error: unknown) => {
    console.warn('quotation excel failed', error);
    return null;
  });
  const linked = excel?.kind === 'link' ? [{ filename: excel.filename, url: excel.url }] : [];
  const record = await sendMail(ctx, user, {
    to: input.to,
    name: input.name || row.customer_name,
    subject: mail.subject,
    text: linked[0] ? `${mail.body}\n\n${QUOTATION_MSG.excelLink(input.lang, linked[0].url)}` : mail.body,
    links: linked,
    files: excel?.kind === 'file' ? [{ filename: excel.filename, content: excel.content }] : [],
    quotationId: row.id,
    mailboxId: input.mailbox_id,
  });
  const message =
    record.status === 0 ? QUOTATION_MSG.sent : record.status === 2 ? QUOTATION_MSG.outboxed : record.reason;
  return { record, link, status, message };
}

export async function revokeLink(ctx: AppContext, user: SessionUser, id: number, origin: string) {
  await readable(ctx, user, id);
  const db = qdb(ctx);
  await db
    .updateTable('quotation_links')
    .set({ revoked_at: ctx.now() })
    .where('quotation_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  const link = await db
    .selectFrom('quotation_links')
    .select(['id', 'expires_at', 'revoked_at'])
    .where('quotation_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { link: linkInfo(ctx, link, origin) };
}

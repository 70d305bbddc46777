import type { EmailRecordItem, MailboxItem, QuotationSentMail } from '@wanju/api-client';
import {
  DEFAULT_QUOTATION_MAIL,
  EMAIL_STATUS,
  emailRecordLabel,
  formatZonedDateTime,
  MAIL_MSG,
  type MailLanguage,
  type MailTemplate,
  mailFailureReason,
} from '@wanju/domain';
import nodemailer from 'nodemailer';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { defaultMailbox, type MailAttachment, mailboxes, mailDb, type Owner, records } from './repo';
import { decrypt, encrypt } from './secrets';

const time = (v: Date | string | null | undefined) => (v ? formatZonedDateTime(new Date(v)) : null);

/**
 * Who sees what: a company's main account (0) and administrators (2) see all of the company's mailboxes and
 * records; a salesperson (1) uses the company's mailboxes and sees their own records; a user without a
 * company only their own. Another company never.
 */
export function ownerOf(user: SessionUser): Owner {
  return {
    companyId: user.companyId > 0 ? user.companyId : null,
    userId: user.userId,
    ownOnly: user.companyId > 0 && user.userType === 1,
  };
}
const mayManage = (user: SessionUser, row: { user_id: number }) => user.userType !== 1 || row.user_id === user.userId;

type MailboxRow = NonNullable<Awaited<ReturnType<typeof defaultMailbox>>>;
const toMailbox = (row: MailboxRow): MailboxItem => ({
  id: row.id,
  sender_name: row.sender_name,
  email: row.email,
  host: row.host,
  port: row.port,
  secure: row.secure,
  username: row.username,
  has_password: row.password_enc !== '',
  is_default: row.is_default ? 1 : 0,
  user_name: row.user_name,
  updated_time: time(row.updated_at) ?? '',
});

export async function listMailboxes(ctx: AppContext, user: SessionUser) {
  const rows = await mailboxes(ctx, ownerOf(user)).orderBy('m.id').execute();
  return { list: rows.map(toMailbox) };
}

async function mailboxFor(ctx: AppContext, user: SessionUser, id: number) {
  const row = await mailboxes(ctx, ownerOf(user)).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MAIL_MSG.mailboxNotFound);
  return row;
}

export async function saveMailbox(
  ctx: AppContext,
  user: SessionUser,
  input: {
    id?: number;
    sender_name: string;
    email: string;
    host: string;
    port: number;
    secure: boolean;
    username: string;
    password?: string;
    is_default?: boolean;
  },
): Promise<MailboxItem> {
  const db = mailDb(ctx);
  const key = ctx.secrets.get('mail');
  const owner = ownerOf(user);
  const fields = {
    sender_name: input.sender_name,
    email: input.email,
    host: input.host,
    port: input.port,
    secure: input.secure,
    username: input.username,
    updated_at: ctx.now(),
  };
  let id = input.id;
  // reads first: PGlite has one connection, which the transaction holds
  if (id) {
    const row = await mailboxFor(ctx, user, id);
    if (!mayManage(user, row)) throw businessError(MAIL_MSG.mailboxNotFound);
  } else if (!input.password) throw businessError(MAIL_MSG.passwordRequired);
  const first = id ? false : !(await defaultMailbox(ctx, owner));
  await db.transaction().execute(async (trx) => {
    if (id) {
      await trx
        .updateTable('mailboxes')
        .set({ ...fields, ...(input.password ? { password_enc: encrypt(key, input.password) } : {}) })
        .where('id', '=', id)
        .execute();
    } else {
      const row = await trx
        .insertInto('mailboxes')
        .values({
          ...fields,
          company_id: owner.companyId,
          user_id: user.userId,
          password_enc: encrypt(key, input.password as string),
          is_default: first,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    if (input.is_default) {
      let clear = trx.updateTable('mailboxes').set({ is_default: false });
      clear = owner.companyId
        ? clear.where('company_id', '=', owner.companyId)
        : clear.where('user_id', '=', user.userId);
      await clear.execute();
      await trx
        .updateTable('mailboxes')
        .set({ is_default: true })
        .where('id', '=', id as number)
        .execute();
    }
  });
  return toMailbox(await mailboxFor(ctx, user, id as number));
}

export async function deleteMailbox(ctx: AppContext, user: SessionUser, id: number): Promise<void> {
  const row = await mailboxFor(ctx, user, id);
  if (!mayManage(user, row)) throw businessError(MAIL_MSG.mailboxNotFound);
  await mailDb(ctx).deleteFrom('mailboxes').where('id', '=', id).execute();
}

type RecordRow = {
  id: number;
  name: string;
  email: string;
  subject: string;
  status: number;
  reason: string;
  quotation_id: number | null;
  quotation_number: string | null;
  user_name: string;
  created_at: Date;
  sent_at: Date | null;
};
const toRecord = (r: RecordRow): EmailRecordItem => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  status: r.status,
  status_text: emailRecordLabel(r.status),
  reason: r.reason,
  quotation_id: r.quotation_id,
  quotation_number: r.quotation_number ?? '',
  user_name: r.user_name,
  created_time: time(r.created_at) ?? '',
  sent_time: time(r.sent_at),
});
const recordColumns = [
  'r.id',
  'r.name',
  'r.email',
  'r.subject',
  'r.status',
  'r.reason',
  'r.quotation_id',
  'q.number as quotation_number',
  'u.nickname as user_name',
  'r.created_at',
  'r.sent_at',
] as const;

export async function listRecords(
  ctx: AppContext,
  user: SessionUser,
  input: { page: number; page_size: number; status?: 0 | 1 | 2 },
) {
  let q = records(ctx, ownerOf(user));
  if (input.status !== undefined) q = q.where('r.status', '=', input.status);
  const [rows, count] = await Promise.all([
    q
      .select(recordColumns)
      .orderBy('r.id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toRecord), total: Number(count.n) };
}

async function recordFor(ctx: AppContext, user: SessionUser, id: number) {
  const row = await records(ctx, ownerOf(user)).select(recordColumns).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

export interface OutgoingMail {
  to: string;
  name: string;
  subject: string;
  text: string;
  /** links carried in the body (the Excel until a file is attached) */
  links: { filename: string; url: string }[];
  files?: { filename: string; content: Buffer }[];
  quotationId?: number | null;
  mailboxId?: number;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
/** The plain body as HTML: paragraphs kept, addresses made links. */
export function mailHtml(text: string): string {
  const body = escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, '<br>');
  return `<!doctype html><html><body style="font-family:sans-serif;font-size:14px;line-height:1.6">${body}</body></html>`;
}

/**
 * Records the message first (outbox), then sends it through the chosen or default mailbox. A refused login
 * or an unreachable server marks the record failed with the reason in Chinese; nothing is lost, and the
 * caller gets the record rather than an error. No mailbox: the record stays in the outbox ('未发送').
 */
export async function sendMail(ctx: AppContext, user: SessionUser, mail: OutgoingMail): Promise<EmailRecordItem> {
  const owner = ownerOf(user);
  const db = mailDb(ctx);
  const mailbox = mail.mailboxId ? await mailboxFor(ctx, user, mail.mailboxId) : await defaultMailbox(ctx, owner);
  const record = await db
    .insertInto('email_records')
    .values({
      company_id: owner.companyId,
      user_id: user.userId,
      mailbox_id: mailbox?.id ?? null,
      quotation_id: mail.quotationId ?? null,
      name: mail.name,
      email: mail.to,
      subject: mail.subject,
      body: mail.text,
      attachments: JSON.stringify(mail.links),
      status: EMAIL_STATUS.outbox,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (mail.files?.length) await keepFiles(ctx, record.id, mail);
  if (mailbox) await deliver(ctx, record.id, mailbox, mail);
  return recordFor(ctx, user, record.id);
}

const fileKey = (recordId: number, index: number) => `mail/${recordId}/${index}.bin`;

/**
 * An outboxed or failed message is sent again later, maybe by another process: its files go to the store
 * with the record (the attachments column names them), and are removed once the message has gone.
 */
async function keepFiles(ctx: AppContext, recordId: number, mail: OutgoingMail): Promise<void> {
  const files = mail.files ?? [];
  await Promise.all(files.map((f, i) => ctx.storage.put(fileKey(recordId, i), f.content)));
  const attachments: MailAttachment[] = [
    ...mail.links,
    ...files.map((f, i) => ({ filename: f.filename, url: '', key: fileKey(recordId, i) })),
  ];
  await mailDb(ctx)
    .updateTable('email_records')
    .set({ attachments: JSON.stringify(attachments) })
    .where('id', '=', recordId)
    .execute();
}

async function storedFiles(ctx: AppContext, attachments: MailAttachment[]) {
  const files: { filename: string; content: Buffer }[] = [];
  for (const a of attachments) {
    if (!a.key) continue;
    const content = await ctx.storage.read(a.key);
    if (!content) throw businessError(MAIL_MSG.attachmentLost);
    files.push({ filename: a.filename, content });
  }
  return files;
}

async function deliver(ctx: AppContext, recordId: number, mailbox: MailboxRow, mail: OutgoingMail): Promise<void> {
  const db = mailDb(ctx);
  try {
    const transport = nodemailer.createTransport({
      host: mailbox.host,
      port: mailbox.port,
      secure: mailbox.secure,
      auth: { user: mailbox.username, pass: decrypt(ctx.secrets.get('mail'), mailbox.password_enc) },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const info = await transport.sendMail({
      from: { name: mailbox.sender_name || mailbox.email, address: mailbox.email },
      to: mail.name ? { name: mail.name, address: mail.to } : mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mailHtml(mail.text),
      attachments: (mail.files ?? []).map((f) => ({ filename: f.filename, content: f.content })),
    });
    transport.close();
    await db
      .updateTable('email_records')
      .set({
        status: EMAIL_STATUS.sent,
        reason: '',
        message_id: info.messageId ?? '',
        sent_at: ctx.now(),
        mailbox_id: mailbox.id,
      })
      .where('id', '=', recordId)
      .execute();
    if (mail.files?.length) {
      await Promise.all(mail.files.map((_, i) => ctx.storage.delete(fileKey(recordId, i))));
    }
  } catch (error) {
    await db
      .updateTable('email_records')
      .set({
        status: EMAIL_STATUS.failed,
        reason: mailFailureReason(error as { code?: string; responseCode?: number; message?: string }),
        mailbox_id: mailbox.id,
      })
      .where('id', '=', recordId)
      .execute();
  }
}

export async function testMailbox(ctx: AppContext, user: SessionUser, id: number, to: string) {
  const mailbox = await mailboxFor(ctx, user, id);
  return sendMail(ctx, user, {
    to,
    name: '',
    subject: MAIL_MSG.testSubject,
    text: MAIL_MSG.testBody(mailbox.email),
    links: [],
    mailboxId: id,
  });
}

/** Sends an outbox or failed record again with the default mailbox (the record is updated in place). */
export async function resendRecord(ctx: AppContext, user: SessionUser, id: number) {
  const db = mailDb(ctx);
  const row = await records(ctx, ownerOf(user))
    .select(['r.id', 'r.name', 'r.email', 'r.subject', 'r.body', 'r.attachments', 'r.status', 'r.quotation_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.status === EMAIL_STATUS.sent) return recordFor(ctx, user, id);
  const mailbox = await defaultMailbox(ctx, ownerOf(user));
  if (!mailbox) throw businessError(MAIL_MSG.noMailbox);
  const files = await storedFiles(ctx, row.attachments);
  await db.updateTable('email_records').set({ mailbox_id: mailbox.id }).where('id', '=', id).execute();
  await deliver(ctx, id, mailbox, {
    to: row.email,
    name: row.name,
    subject: row.subject,
    text: row.body,
    links: row.attachments.filter((a) => !a.key),
    files,
  });
  return recordFor(ctx, user, id);
}

// ── Templates ────────────────────────────────────────────────────────────────────────────────────────

const scopeOf = (user: SessionUser) => (user.companyId > 0 ? `c:${user.companyId}` : `u:${user.userId}`);

/** The owner's template in that language, or the domain's default. */
export async function mailTemplate(
  ctx: AppContext,
  user: SessionUser,
  lang: MailLanguage,
): Promise<MailTemplate & { lang: MailLanguage; is_default: boolean }> {
  const row = await mailDb(ctx)
    .selectFrom('mail_templates')
    .select(['subject', 'body'])
    .where('scope', '=', scopeOf(user))
    .where('lang', '=', lang)
    .executeTakeFirst();
  return row ? { ...row, lang, is_default: false } : { ...DEFAULT_QUOTATION_MAIL[lang], lang, is_default: true };
}

export async function saveMailTemplate(
  ctx: AppContext,
  user: SessionUser,
  input: { lang: MailLanguage; subject: string; body: string },
) {
  await mailDb(ctx)
    .insertInto('mail_templates')
    .values({ scope: scopeOf(user), lang: input.lang, subject: input.subject, body: input.body, updated_at: ctx.now() })
    .onConflict((oc) =>
      oc.columns(['scope', 'lang']).doUpdateSet({ subject: input.subject, body: input.body, updated_at: ctx.now() }),
    )
    .execute();
  return mailTemplate(ctx, user, input.lang);
}

export async function senderOf(ctx: AppContext, user: SessionUser) {
  const box = await defaultMailbox(ctx, ownerOf(user));
  return box ? { name: box.sender_name || box.email, email: box.email } : null;
}

/**
 * The last e-mail recorded for a quotation, as it went out: its subject, body, addresses and Excel (a link in
 * the body or a file attached), the mailbox it went from and the salesperson who sent it; null when none.
 * The caller has checked that the user may read the quotation.
 */
export async function lastQuotationMail(ctx: AppContext, quotationId: number): Promise<QuotationSentMail | null> {
  const row = await mailDb(ctx)
    .selectFrom('email_records as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('mailboxes as m', 'm.id', 'r.mailbox_id')
    .select([
      'r.name',
      'r.email',
      'r.subject',
      'r.body',
      'r.attachments',
      'r.status',
      'r.created_at',
      'r.sent_at',
      'u.nickname as sender',
      'm.sender_name as from_name',
      'm.email as from_email',
    ])
    .where('r.quotation_id', '=', quotationId)
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    from: row.from_email ? { name: row.from_name || row.from_email, email: row.from_email } : null,
    to: { name: row.name, email: row.email },
    subject: row.subject,
    body: row.body,
    attachments: row.attachments.map((a) => ({ filename: a.filename, url: a.key ? '' : a.url })),
    sender: row.sender,
    status: row.status,
    status_text: emailRecordLabel(row.status),
    created_time: time(row.created_at) ?? '',
    sent_time: time(row.sent_at),
  };
}

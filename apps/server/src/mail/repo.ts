import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Def<T> = ColumnType<T, T | undefined, T>;

export interface MailAttachment {
  filename: string;
  url: string;
  key?: string;
}

/** Migration 014: the mail area's own tables. */
export interface MailboxesTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  sender_name: Def<string>;
  email: string;
  host: string;
  port: number;
  secure: Def<boolean>;
  username: string;
  password_enc: string;
  is_default: Def<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface EmailRecordsTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  mailbox_id: number | null;
  quotation_id: number | null;
  name: Def<string>;
  email: string;
  subject: Def<string>;
  body: Def<string>;
  /** links carried in the body, and files kept in the store (key) until the message has gone */
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  status: Def<number>;
  reason: Def<string>;
  message_id: Def<string>;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export interface MailTemplatesTable {
  scope: string;
  lang: string;
  subject: string;
  body: string;
  updated_at: Timestamp;
}
export interface MailTables {
  mailboxes: MailboxesTable;
  email_records: EmailRecordsTable;
  mail_templates: MailTemplatesTable;
}

/** What the records' list reads of the quotations area's table: a quotation's number, by a read-only join. */
interface QuotationNumbers {
  quotations: { id: number; number: string };
}

export type MailDb = Kysely<DB & MailTables & QuotationNumbers>;
export const mailDb = (ctx: AppContext) => ctx.database.db as unknown as MailDb;

/** Who owns a row: the company, or the user when they have none. */
export interface Owner {
  companyId: number | null;
  userId: number;
  /** role 1 (salesperson) sees only their own records */
  ownOnly: boolean;
}

export function mailboxes(ctx: AppContext, owner: Owner) {
  let q = mailDb(ctx)
    .selectFrom('mailboxes as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select('u.nickname as user_name');
  q = owner.companyId ? q.where('m.company_id', '=', owner.companyId) : q.where('m.user_id', '=', owner.userId);
  return q;
}

export async function defaultMailbox(ctx: AppContext, owner: Owner) {
  return mailboxes(ctx, owner).orderBy('m.is_default', 'desc').orderBy('m.id').executeTakeFirst();
}

export function records(ctx: AppContext, owner: Owner) {
  let q = mailDb(ctx)
    .selectFrom('email_records as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    // the record names its quotation by number (read-only join on the quotations area's table)
    .leftJoin('quotations as q', 'q.id', 'r.quotation_id');
  if (owner.companyId) q = q.where('r.company_id', '=', owner.companyId);
  if (!owner.companyId || owner.ownOnly) q = q.where('r.user_id', '=', owner.userId);
  return q;
}

import type { ConfirmDecision, FormulaParameter, QuotationStatus, SentLine } from '@wanju/domain';
import { type ColumnType, type Generated, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { containing } from '../platform/db/query';
import type { DB } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Def<T> = ColumnType<T, T | undefined, T>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** The product's fields copied into a line (spec §3 quotation item). */
export interface ItemSnapshot {
  name: string;
  name_en: string;
  article_number: string;
  factory_number: string;
  factory_id: number;
  factory_name: string;
  picture: string;
  thumb: string;
  unit: string;
  packing_name: string;
  packing_name_en: string;
  exworks_price: number;
  additional_price: number;
  length: number | null;
  width: number | null;
  height: number | null;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_cubic_meter: number | null;
  carton_cubic_feet: number | null;
  carton_quantity: number | null;
  gross_weight: number | null;
  net_weight: number | null;
  is_black: 0 | 1;
  is_set_hide: 0 | 1;
  stop_time: string | null;
}

/** Migration 013: the quotations area's own tables. */
export interface QuotationsTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  customer_id: number | null;
  customer_name: Def<string>;
  customer_email: Def<string>;
  number: string;
  source: Def<string>;
  source_id: number | null;
  status: Def<QuotationStatus>;
  status_at: Timestamp;
  company_name: Def<string>;
  company_name_en: Def<string>;
  company_telephone: Def<string>;
  company_mobile: Def<string>;
  fax: Def<string>;
  company_email: Def<string>;
  remark: Def<string>;
  formula: Json<FormulaParameter | Record<string, unknown>>;
  version: Def<number>;
  sent_at: NullableTime;
  sent_lines: ColumnType<SentLine[] | null, string | null | undefined, string | null>;
  /** migration 036: the header's terms */
  validity_days: Def<number>;
  trade_term: Def<string>;
  port: Def<string>;
  payment_terms: Def<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface QuotationItemsTable {
  id: Generated<number>;
  quotation_id: number;
  product_id: number | null;
  /** a product of the company's library (migration 032) */
  company_product_id: Def<number | null>;
  position: Def<number>;
  snapshot: Json<ItemSnapshot>;
  snapshot_at: Timestamp;
  price_override: ColumnType<string | null, number | null | undefined, number | null>;
  custom_number: Def<string>;
  order_box_qty: Def<number>;
  remark: Def<string>;
  decision: Def<ConfirmDecision>;
  confirm_qty: ColumnType<number | null, number | null | undefined, number | null>;
  confirm_remark: Def<string>;
  /** migration 036: the salesperson's English name; null = the snapshot's */
  name_en: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface QuotationLinksTable {
  id: Generated<number>;
  quotation_id: number;
  expires_at: Timestamp;
  revoked_at: NullableTime;
  opened_at: NullableTime;
  created_at: Timestamp;
}
export interface QuotationAnswersTable {
  id: Generated<number>;
  quotation_id: number;
  link_id: number;
  name: Def<string>;
  contact: Def<string>;
  remark: Def<string>;
  accepted: Def<number>;
  total: Def<number>;
  submit_count: Def<number>;
  submitted_at: Timestamp;
}
export interface QuotationTables {
  quotations: QuotationsTable;
  quotation_items: QuotationItemsTable;
  quotation_links: QuotationLinksTable;
  quotation_answers: QuotationAnswersTable;
}

export type QDb = Kysely<DB & QuotationTables> | Transaction<DB & QuotationTables>;
export const qdb = (ctx: AppContext) => ctx.database.db as unknown as Kysely<DB & QuotationTables>;

/** Whose quotations a query may touch: a company (all of it, or one salesperson's) or a user without one. */
export interface Scope {
  companyId: number | null;
  /** null: the whole company */
  userId: number | null;
}
export function inScope(scope: Scope) {
  const parts = [];
  if (scope.companyId) parts.push(sql<SqlBool>`q.company_id = ${scope.companyId}`);
  else parts.push(sql<SqlBool>`q.company_id IS NULL`);
  if (scope.userId !== null) parts.push(sql<SqlBool>`q.user_id = ${scope.userId}`);
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/** A list's search: part of the number, the customer's name or the remark (the keyword's own % and _ literal). */
export function keywordMatches(keyword: string) {
  const like = containing(keyword);
  return sql<SqlBool>`(q.number ILIKE ${like} OR q.customer_name ILIKE ${like} OR q.remark ILIKE ${like})`;
}

/** A user's name as their e-mails sign it. */
export async function userName(db: QDb, userId: number) {
  const row = await db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst();
  return row?.nickname ?? '';
}

/** Who may own quotations in the scope: the company's staff (a salesperson or a user without a company: themselves). */
export function staffOf(db: QDb, scope: Scope, userId: number) {
  let q = db.selectFrom('users').select(['id', 'nickname']).orderBy('user_type').orderBy('id');
  q =
    scope.companyId && scope.userId === null ? q.where('company_id', '=', scope.companyId) : q.where('id', '=', userId);
  return q.execute();
}

export function quotationQuery(db: QDb) {
  return db
    .selectFrom('quotations as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .selectAll('q')
    .select((eb) => [
      'u.nickname as user_name',
      eb
        .selectFrom('customers as cu')
        .select('cu.country')
        .whereRef('cu.id', '=', 'q.customer_id')
        .as('customer_country'),
      eb
        .selectFrom('quotation_items as i')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('i.quotation_id', '=', 'q.id')
        .as('toy_count'),
    ]);
}
export type QuotationRow = Awaited<ReturnType<ReturnType<typeof quotationQuery>['executeTakeFirstOrThrow']>>;

export async function lockQuotation(trx: QDb, scope: Scope, id: number) {
  return trx
    .selectFrom('quotations as q')
    .selectAll('q')
    .where('q.id', '=', id)
    .where(inScope(scope))
    .forUpdate()
    .executeTakeFirst();
}

export function itemsOf(db: QDb, quotationId: number) {
  return db
    .selectFrom('quotation_items')
    .selectAll()
    .where('quotation_id', '=', quotationId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/** The company's header of spec §3 (read from the account area's companies table). */
export async function companyHeader(db: QDb, companyId: number | null) {
  if (!companyId) return null;
  return db
    .selectFrom('companies')
    .select([
      'name',
      'name_en',
      'telephone',
      'mobile',
      'fax',
      'email',
      'quote_validity_days',
      'quote_trade_term',
      'quote_port',
      'quote_payment_terms',
    ])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/** A customer the user may quote for (same visibility as customer management: company, or own). */
export async function customerFor(db: QDb, companyId: number | null, userId: number, id: number) {
  let q = db.selectFrom('customers').select(['id', 'name', 'email']).where('id', '=', id);
  q = companyId ? q.where('company_id', '=', companyId) : q.where('user_id', '=', userId);
  return q.executeTakeFirst();
}

/**
 * The next sequence of an owner's day, taken in the caller's transaction: the counter row is raised (and
 * stays locked until the transaction ends, so the owner's new quotations queue here on every process). A
 * day's first use starts past `first()` (the highest number the owner already has that day).
 */
export async function nextSequence(trx: QDb, owner: number, day: string, first: () => Promise<number>) {
  const raised = await sql<{ last: number }>`
    UPDATE quotation_counters SET last = last + 1 WHERE owner = ${owner} AND day = ${day}::date RETURNING last`.execute(
    trx,
  );
  if (raised.rows[0]) return Number(raised.rows[0].last);
  const start = await first();
  // Two first uses at once: one inserts, the other waits for it and raises its row.
  const inserted = await sql<{ last: number }>`
    INSERT INTO quotation_counters (owner, day, last) VALUES (${owner}, ${day}::date, ${start})
    ON CONFLICT (owner, day) DO UPDATE SET last = quotation_counters.last + 1
    RETURNING last`.execute(trx);
  return Number(inserted.rows[0]?.last);
}

/** The numbers an owner already has that start with `prefix` (a day's, for the day's first sequence). */
export async function numbersStartingWith(trx: QDb, owner: number, prefix: string) {
  const rows = await sql<{ number: string }>`
    SELECT number FROM quotations
    WHERE coalesce(company_id, -user_id) = ${owner} AND starts_with(number, ${prefix})`.execute(trx);
  return rows.rows.map((r) => r.number);
}

import { CODE } from '@wanju/api-client';
import { formatZonedDateTime, MSG, validateIdBatch, WORKING_SET_MSG } from '@wanju/domain';
import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';
import type { SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';

export type Db = Kysely<DB> | Transaction<DB>;

/** Unknown ids and other companies' ids get the same answer: the record does not exist for this user. */
export const notFound = (msg: string = MSG.recordNotFound) => new AppError(CODE.notFound, msg);

const ref = (table: string, column: string) => sql.ref(`${table}.${column}`);

/**
 * Carts and customers: a company's main account and administrators see all of the company's, a
 * salesperson (user_type 1) only those assigned to them; a user without a company only their own.
 */
export function assignedTo(user: SessionUser, table: string) {
  if (user.companyId <= 0)
    return sql<SqlBool>`(${ref(table, 'company_id')} IS NULL AND ${ref(table, 'user_id')} = ${user.userId})`;
  if (user.userType === 1)
    return sql<SqlBool>`(${ref(table, 'company_id')} = ${user.companyId} AND ${ref(table, 'user_id')} = ${user.userId})`;
  return sql<SqlBool>`${ref(table, 'company_id')} = ${user.companyId}`;
}

/** Inquiries, supplements, find-sample requests, selection lists: the whole company's (or the user's own). */
export function ofCompany(user: SessionUser, table: string) {
  if (user.companyId <= 0)
    return sql<SqlBool>`(${ref(table, 'company_id')} IS NULL AND ${ref(table, 'user_id')} = ${user.userId})`;
  return sql<SqlBool>`${ref(table, 'company_id')} = ${user.companyId}`;
}

export const companyOf = (user: SessionUser) => (user.companyId > 0 ? user.companyId : null);

export const time = (value: Date | string | null | undefined) => (value ? formatZonedDateTime(new Date(value)) : null);

/** The domain's id-batch rule as a refusal. */
export function checkIds(ids: readonly number[]): void {
  const error = validateIdBatch(ids);
  if (error) throw businessError(error);
}

/** Products that exist and are listed, of the given ids; refuses the call naming the others. */
export async function requireProducts(db: Db, ids: readonly number[]): Promise<Map<number, { factory_id: number }>> {
  const rows = ids.length
    ? await db
        .selectFrom('products')
        .select(['id', 'factory_id'])
        .where('id', 'in', [...ids])
        .where('is_black', '=', false)
        .execute()
    : [];
  const found = new Map(rows.map((r) => [r.id, { factory_id: r.factory_id }]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw businessError(WORKING_SET_MSG.unknownProducts(missing.slice(0, 20)));
  }
  return found;
}

/** Serialises the cart-default rules of one owner: concurrent calls for the same user queue here. */
export async function lockOwner(trx: Transaction<DB>, userId: number): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
}

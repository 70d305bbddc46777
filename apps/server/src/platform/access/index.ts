import { CODE } from '@wanju/api-client';
import {
  type Accessor,
  accessFilter,
  MSG,
  mayAccess,
  type OwnedRecord,
  RECORD_SCOPES,
  type RecordKind,
  type RecordScope,
  recordCompany,
  shareLinkState,
  WORKING_SET_MSG,
} from '@wanju/domain';
import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { AppError, businessError, notFound } from '../http/errors';

/**
 * Who may read or change a record, answered in one place for every area: the user's own, the same
 * company's by role (the domain's RECORD_SCOPES and mayAccess), the factory a request was sent to, or
 * anyone holding an active share token. Services ask here instead of writing the rule again; a record the
 * user may not see answers like one that does not exist.
 */

type Db = Kysely<DB> | Transaction<DB>;

const column = (table: string, name: string) => sql.ref(`${table}.${name}`);

/** The SQL condition on `table` (an alias with company_id and user_id columns): rows of `kind` the user may see. */
export const visible = (user: Accessor, kind: RecordKind, table: string) =>
  scopeCondition(user, RECORD_SCOPES[kind], table);

/** The same condition for a scope (e.g. a uniqueness rule that holds company-wide). */
export function scopeCondition(user: Accessor, scope: RecordScope, table: string) {
  const filter = accessFilter(user, scope);
  const parts = [];
  if (filter.company === null) parts.push(sql`${column(table, 'company_id')} IS NULL`);
  else if (filter.company !== 'any') parts.push(sql`${column(table, 'company_id')} = ${filter.company}`);
  if (filter.userId !== null) parts.push(sql`${column(table, 'user_id')} = ${filter.userId}`);
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/** The condition for personal records (`own` scope): the user's rows of a table with a user_id column. */
export const own = (user: Accessor, table: string) => sql<SqlBool>`${column(table, 'user_id')} = ${user.userId}`;

/** Whether the user may see one record already read. */
export const may = (user: Accessor, kind: RecordKind, record: OwnedRecord) =>
  mayAccess(user, record, RECORD_SCOPES[kind]);

/** Refuses (as not found) a record the user may not see. */
export function requireAccess<R extends OwnedRecord>(
  user: Accessor,
  kind: RecordKind,
  record: R | undefined,
  message: string = MSG.recordNotFound,
): R {
  if (!record || !may(user, kind, record)) throw notFound(message);
  return record;
}

/** The owner fields of a record the user makes: theirs, and their company's when they have one. */
export const ownerOf = (user: Accessor) => ({ company_id: recordCompany(user), user_id: user.userId });

/**
 * The factory a user acts for: the factory linked to their company. Requests sent to that factory are
 * the factory's to read and answer; a user of no factory is refused.
 */
export async function actingFactory(db: Db, user: Accessor): Promise<number> {
  const row =
    user.companyId > 0
      ? await db.selectFrom('companies').select('factory_id').where('id', '=', user.companyId).executeTakeFirst()
      : undefined;
  if (!row?.factory_id) throw new AppError(CODE.forbidden, WORKING_SET_MSG.factoryNotLinked);
  return row.factory_id;
}

/** The condition on `table` (with a factory_id column): rows of the factory the user acts for. */
export const ofFactory = (factoryId: number, table: string) =>
  sql<SqlBool>`${column(table, 'factory_id')} = ${factoryId}`;

/** The share fields of a record opened by a public link. */
export interface Shared {
  share_token: string | null;
  share_expires_at: Date | string | null;
  share_revoked: boolean;
}

/** Whether a share link is active now (not revoked, not expired). */
export const shareActive = (row: Shared, now: Date) =>
  shareLinkState(
    { revoked: row.share_revoked, expiresAt: row.share_expires_at ? new Date(row.share_expires_at) : null },
    now,
  ) === 'active';

/** A record opened by a public share token: refused alike when unknown, revoked or expired. */
export function requireShare<R extends Shared>(row: R | undefined, now: Date): R {
  if (!row || !shareActive(row, now)) throw businessError(WORKING_SET_MSG.shareExpired);
  return row;
}

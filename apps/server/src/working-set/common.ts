import { formatZonedDateTime, validateIdBatch } from '@wanju/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';
import { businessError } from '../platform/http/errors';

/** What the working set's queries run on: the database or the transaction of the call. */
export type Db = Kysely<DB> | Transaction<DB>;

export const time = (value: Date | string | null | undefined) => (value ? formatZonedDateTime(new Date(value)) : null);

/** The domain's id-batch rule as a refusal. */
export function checkIds(ids: readonly number[]): void {
  const error = validateIdBatch(ids);
  if (error) throw businessError(error);
}

/** Platform ids and library ids of one call: each list checked (no duplicates, bounded), not both empty. */
export function checkLineIds(ids: readonly number[], libraryIds: readonly number[] = []): void {
  if (ids.length || !libraryIds.length) checkIds(ids);
  if (libraryIds.length) checkIds(libraryIds);
}

/** Serialises the cart-default (and comparison) rules of one owner: concurrent calls for the same user queue here. */
export async function lockOwner(trx: Db, userId: number): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
}

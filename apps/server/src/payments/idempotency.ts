import { PAYMENT_MSG } from '@wanju/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';
import { businessError } from '../platform/http/errors';
import { requestHash } from './signing';

/**
 * Runs `run` once per (scope, key): the key is claimed in the same transaction as the work, so a retry (or a
 * concurrent twin, which waits on the key's row) gets the first answer instead of doing it again. A key reused
 * for a different request is refused; a failed run releases the key with its rollback.
 */
export async function once<T>(
  db: Kysely<DB>,
  scope: string,
  key: string,
  request: unknown,
  run: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const hash = requestHash(request);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('payment_idempotency')
      .values({ scope, key, request_hash: hash })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return stored<T>(trx, scope, key, hash);
    const result = await run(trx);
    await trx
      .updateTable('payment_idempotency')
      .set({ response: JSON.stringify(result ?? null) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return result;
  });
}

/** The answer kept for a key already used (null when none is). */
export async function previous<T>(db: Kysely<DB>, scope: string, key: string, request: unknown): Promise<T | null> {
  const row = await db
    .selectFrom('payment_idempotency')
    .select(['request_hash', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== requestHash(request)) throw businessError(PAYMENT_MSG.idempotencyConflict);
  return row.response as T;
}

async function stored<T>(trx: Transaction<DB>, scope: string, key: string, hash: string): Promise<T> {
  const row = await trx
    .selectFrom('payment_idempotency')
    .select(['request_hash', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (row.request_hash !== hash) throw businessError(PAYMENT_MSG.idempotencyConflict);
  return row.response as T;
}

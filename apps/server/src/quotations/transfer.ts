import type { Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';
import type { QuotationTables } from './repo';

/**
 * Hands a departing colleague's quotations to another colleague of the same company, on the caller's
 * transaction (the company area runs it with the working set's hand-over as one step).
 */
export async function handOverQuotations(
  trx: Transaction<DB>,
  companyId: number,
  fromUserId: number,
  toUserId: number,
): Promise<number> {
  const q = trx as unknown as Transaction<DB & QuotationTables>;
  const moved = await q
    .updateTable('quotations')
    .set({ user_id: toUserId })
    .where('company_id', '=', companyId)
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}

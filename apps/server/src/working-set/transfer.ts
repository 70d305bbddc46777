import { sql } from 'kysely';
import type { Db } from './common';

/**
 * Hands a departing colleague's customers, sample carts and selection lists to another colleague of the
 * same company, on the caller's transaction (the company area runs it with the quotations' hand-over as
 * one step). A moved default cart stays the default only when the receiver has none (one default each).
 */
export async function handOverWorkingSet(
  trx: Db,
  companyId: number,
  fromUserId: number,
  toUserId: number,
): Promise<{ customers: number; carts: number; chooses: number }> {
  const receiverHasDefault = await trx
    .selectFrom('customer_picks')
    .select('id')
    .where('user_id', '=', toUserId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  const carts = await trx
    .updateTable('customer_picks')
    .set({ user_id: toUserId, ...(receiverHasDefault ? { is_default: sql<boolean>`false` } : {}) })
    .where('company_id', '=', companyId)
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
  const customers = await trx
    .updateTable('customers')
    .set({ user_id: toUserId })
    .where('company_id', '=', companyId)
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
  const chooses = await trx
    .updateTable('chooses')
    .set({ user_id: toUserId })
    .where('company_id', '=', companyId)
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
  return {
    customers: Number(customers.numUpdatedRows),
    carts: Number(carts.numUpdatedRows),
    chooses: Number(chooses.numUpdatedRows),
  };
}

import type { AppContext } from '../platform/http/context';
import { mainAccountOf } from './accounts';

/**
 * The trading company's own products in its working set: two hand-made library products in the main account's
 * cart 美国客户 (the cart shows them in their own group, its quotation quotes them as the company keeps them).
 */
export async function seedLibraryLines(ctx: AppContext, tradingCompanyId: number): Promise<void> {
  const { db } = ctx.database;
  const mainId = await mainAccountOf(db, tradingCompanyId);
  if (!mainId) return;
  const own = await db
    .selectFrom('company_products')
    .select('id')
    .where('company_id', '=', tradingCompanyId)
    .where('product_id', 'is', null)
    .where('is_hidden', '=', false)
    .orderBy('id')
    .limit(2)
    .execute();
  if (!own.length) return;
  const cart = await db
    .selectFrom('customer_picks')
    .select('id')
    .where('user_id', '=', mainId)
    .where('name', '=', '美国客户')
    .executeTakeFirst();
  if (!cart) return;
  await db
    .insertInto('sample_car_items')
    .values(
      own.map((c, i) => ({
        customer_pick_id: cart.id,
        company_product_id: c.id,
        quantity: 5 + i * 5,
        data_module: 'library',
      })),
    )
    .execute();
}

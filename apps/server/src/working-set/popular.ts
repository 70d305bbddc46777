import { sql } from 'kysely';
import type { AppContext } from '../platform/http/context';

/** The products added to sample carts most often since a time, most first (get_hot_sample_select). */
export async function mostPickedProducts(ctx: AppContext, since: Date, limit: number): Promise<number[]> {
  const rows = await ctx.database.db
    .selectFrom('sample_car_items')
    .select(['product_id', sql<number>`count(*)`.as('picks')])
    .where('created_at', '>=', since)
    .where('product_id', 'is not', null)
    .groupBy('product_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('product_id', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((r) => (r.product_id ? [r.product_id] : []));
}

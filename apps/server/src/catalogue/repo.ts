import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';

/**
 * The catalogue's own queries beside the product lists (products.ts) and the search logs (search.ts):
 * categories, certificates, IP licences, browse history and error reports. Parameterised Kysely only.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** Visible products per category. */
export async function categoryCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_black', '=', false)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, r.n]));
}

/** Visible products per certificate code. */
export async function certificateCounts(db: Db): Promise<Map<string, number>> {
  const counts = await db
    .selectFrom(sql<{ code: string }>`(SELECT unnest(certifications) AS code FROM products WHERE NOT is_black)`.as('u'))
    .select(['u.code', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('u.code')
    .execute();
  return new Map(counts.map((c) => [c.code, c.n]));
}

/** The IP licences with their product counts, in their curated order. */
export async function ipLicences(db: Db) {
  const rows = await db
    .selectFrom('ip_licences as i')
    .select([
      'i.id',
      'i.name',
      'i.name_en',
      'i.owner',
      'i.picture',
      'i.intro',
      (eb) =>
        eb
          .selectFrom('products as p')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('p.ip_id', '=', 'i.id')
          .as('toy_count'),
    ])
    .orderBy('i.sort')
    .execute();
  return rows.map((r) => ({ ...r, toy_count: Number(r.toy_count ?? 0) }));
}

/** Visible products listed in [start, end) and the factories that listed them. */
export async function listingsBetween(db: Db, start: Date, end: Date) {
  return db
    .selectFrom('products')
    .select([
      (eb) => eb.fn.countAll<number>().as('toy_count'),
      sql<number>`count(DISTINCT factory_id)`.as('factory_count'),
    ])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('is_black', '=', false)
    .executeTakeFirstOrThrow();
}

/** Whether a product exists (`listed`: and is not blacklisted). */
export async function productExists(db: Db, id: number, listed = false): Promise<boolean> {
  let query = db.selectFrom('products').select('id').where('id', '=', id);
  if (listed) query = query.where('is_black', '=', false);
  return Boolean(await query.executeTakeFirst());
}

/** The listed products among `ids`, with their factories. */
export async function listedProducts(db: Db, ids: readonly number[]): Promise<Map<number, { factory_id: number }>> {
  const rows = ids.length
    ? await db
        .selectFrom('products')
        .select(['id', 'factory_id'])
        .where('id', 'in', [...ids])
        .where('is_black', '=', false)
        .execute()
    : [];
  return new Map(rows.map((r) => [r.id, { factory_id: r.factory_id }]));
}

/** Records one view of a product and counts it towards the product's popularity. */
export async function recordProductView(
  db: Db,
  view: { user_id: number; kind: string; product_id: number; module: string; created_at: Date },
): Promise<void> {
  await db.insertInto('browse_logs').values(view).execute();
  await db
    .updateTable('products')
    .set((eb) => ({ popularity: eb('popularity', '+', 1) }))
    .where('id', '=', view.product_id)
    .execute();
}

/** One page of the products a user viewed (of these log kinds), last view first, with the distinct total. */
export async function browsedProducts(
  db: Db,
  userId: number,
  kinds: readonly string[],
  page: { page: number; page_size: number },
) {
  const base = db
    .selectFrom('browse_logs')
    .where('user_id', '=', userId)
    .where('kind', 'in', [...kinds])
    .where('product_id', 'is not', null);
  const [rows, count] = await Promise.all([
    base
      .select(['product_id', (eb) => eb.fn.max('created_at').as('last')])
      .groupBy('product_id')
      .orderBy('last', 'desc')
      .orderBy('product_id', 'desc')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    base.select(sql<number>`count(DISTINCT product_id)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ product_id: r.product_id as number, last: r.last as Date })), total: count.n };
}

/** How many error reports a user made on a product since an instant. */
export async function errorReportsSince(db: Db, userId: number, productId: number, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom('error_reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('toy_id', '=', productId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertErrorReport(
  db: Db,
  report: { user_id: number; toy_id: number; types: string[]; content: string; created_at: Date },
) {
  return db.insertInto('error_reports').values(report).returning('id').executeTakeFirstOrThrow();
}

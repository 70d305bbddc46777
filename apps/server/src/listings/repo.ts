import type { ListingMissing, ListingStatus, ListingStockFilter } from '@wanju/domain';
import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { ofFactory } from '../platform/access/index';
import type { DB } from '../platform/db/schema';

/**
 * The factory console's queries on products (a factory's own rows only: every query takes the factory the
 * user acts for), their stock history and the stock section the portal's factory-stock list reads.
 */

export type Db = Kysely<DB> | Transaction<DB>;

export const LISTING_COLUMNS = [
  'p.id',
  'p.factory_id',
  'p.article_number',
  'p.name',
  'p.name_en',
  'p.pictures',
  'p.category_id',
  'c.name as category_name',
  'p.exworks_price',
  'p.certifications',
  'p.status',
  'p.blocked',
  'p.stock_quantity',
  'p.stock_price',
  'p.updated_at',
  'p.stop_time',
  'p.packing_name',
  'p.packing_name_en',
  'p.length',
  'p.width',
  'p.height',
  'p.pack_length',
  'p.pack_width',
  'p.pack_height',
  'p.carton_length',
  'p.carton_width',
  'p.carton_height',
  'p.carton_quantity',
  'p.inbox_count',
  'p.gross_weight',
  'p.net_weight',
  'p.carton_cubic_meter',
  'p.carton_cubic_feet',
  'p.introduction',
  'p.introduction_en',
  'p.battery_code',
  'p.material_code',
  'p.video',
  'p.model_3d',
] as const;

const base = (db: Db, factoryId: number) =>
  db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where(ofFactory(factoryId, 'p'))
    .where('p.status', '!=', 'deleted');

export type ListingRow = Awaited<ReturnType<typeof listingRow>> & object;

export function listingRow(db: Db, factoryId: number, id: number) {
  return base(db, factoryId).select(LISTING_COLUMNS).where('p.id', '=', id).executeTakeFirst();
}

export interface ListingFilters {
  page: number;
  page_size: number;
  /** a tsquery of the keyword's lexemes ('' for none) and its compact code for article numbers */
  tsquery: string;
  code: string;
  cate_id?: number;
  certification?: string;
  status?: ListingStatus;
  stock?: ListingStockFilter;
  missing?: ListingMissing;
}

const MISSING_SQL: Record<ListingMissing, ReturnType<typeof sql<SqlBool>>> = {
  picture: sql<SqlBool>`cardinality(p.pictures) = 0`,
  price: sql<SqlBool>`coalesce(p.exworks_price, 0) <= 0`,
  name_en: sql<SqlBool>`btrim(p.name_en) = ''`,
  carton: sql<SqlBool>`(coalesce(p.carton_length, 0) <= 0 OR coalesce(p.carton_width, 0) <= 0 OR coalesce(p.carton_height, 0) <= 0)`,
  weight: sql<SqlBool>`(coalesce(p.gross_weight, 0) <= 0 OR coalesce(p.net_weight, 0) <= 0)`,
};

export async function listingPage(db: Db, factoryId: number, f: ListingFilters) {
  let q = base(db, factoryId);
  if (f.tsquery || f.code) {
    const parts = [];
    if (f.tsquery) parts.push(sql<SqlBool>`p.search_tsv @@ ${f.tsquery}::tsquery`);
    if (f.code) parts.push(sql<SqlBool>`lower(p.article_number) LIKE ${`%${f.code}%`}`);
    q = q.where(sql<SqlBool>`(${sql.join(parts, sql` OR `)})`);
  }
  if (f.cate_id) q = q.where('p.category_id', '=', f.cate_id);
  if (f.certification) q = q.where(sql<SqlBool>`p.certifications @> ARRAY[${f.certification}]::text[]`);
  if (f.stock === 'in_stock') q = q.where('p.stock_quantity', '>', 0);
  if (f.stock === 'no_stock') q = q.where(sql<SqlBool>`coalesce(p.stock_quantity, 0) = 0`);
  if (f.missing) q = q.where(MISSING_SQL[f.missing]);
  const counted = q;
  if (f.status) q = q.where('p.status', '=', f.status);
  const [rows, total, byStatus] = await Promise.all([
    q
      .select(LISTING_COLUMNS)
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(f.page_size)
      .offset((f.page - 1) * f.page_size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    counted
      .select(['p.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('p.status')
      .execute(),
  ]);
  return { rows, total: Number(total.n), byStatus: new Map(byStatus.map((r) => [r.status, Number(r.n)])) };
}

/** Locks the factory's article numbers for the rest of the transaction (two saves of one number queue). */
export async function lockArticles(trx: Db, factoryId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(23023, ${factoryId})`.execute(trx);
}

/** The factory's product of this article number (case-insensitive), deleted ones aside. */
export async function byArticle(trx: Db, factoryId: number, article: string) {
  return trx
    .selectFrom('products as p')
    .select(['p.id', 'p.status', 'p.blocked', 'p.pictures', 'p.stop_time'])
    .where(ofFactory(factoryId, 'p'))
    .where('p.status', '!=', 'deleted')
    .where(sql<SqlBool>`lower(p.article_number) = ${article.toLowerCase()}`)
    .orderBy('p.id')
    .executeTakeFirst();
}

export async function factoryNames(db: Db, factoryId: number) {
  return db
    .selectFrom('factories')
    .select(['name', 'short_name', 'region_id'])
    .where('id', '=', factoryId)
    .executeTakeFirstOrThrow();
}

export async function insertProduct(trx: Db, values: Record<string, unknown>): Promise<number> {
  const row = await trx
    .insertInto('products')
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(trx: Db, factoryId: number, id: number, values: Record<string, unknown>) {
  await trx
    .updateTable('products')
    .set(values as never)
    .where('id', '=', id)
    .where('factory_id', '=', factoryId)
    .execute();
}

/** The rows of these ids that are the factory's, locked for the bulk action. */
export async function ownRows(trx: Db, factoryId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return trx
    .selectFrom('products as p')
    .select(['p.id', 'p.name', 'p.category_id', 'p.pictures', 'p.status', 'p.blocked'])
    .where(ofFactory(factoryId, 'p'))
    .where('p.status', '!=', 'deleted')
    .where('p.id', 'in', [...ids])
    .forUpdate()
    .execute();
}

export async function insertStockHistory(
  trx: Db,
  entry: { product_id: number; stock_quantity: number; stock_price: number | null; user_id: number; created_at: Date },
) {
  await trx.insertInto('product_stock_history').values(entry).execute();
}

/**
 * Keeps the portal's factory-stock list (the 'stock' section, ranked by quantity) in step with a product's
 * stock: listed while it has some, gone at zero.
 */
export async function syncStockSection(trx: Db, productId: number, quantity: number, price: number | null) {
  if (quantity > 0) {
    const extra = JSON.stringify({ stock_quantity: quantity, ...(price !== null ? { stock_price: price } : {}) });
    await trx
      .insertInto('product_sections')
      .values({ section: 'stock', product_id: productId, rank: quantity, extra })
      .onConflict((oc) => oc.columns(['section', 'product_id']).doUpdateSet({ rank: quantity, extra }))
      .execute();
  } else
    await trx
      .deleteFrom('product_sections')
      .where('section', '=', 'stock')
      .where('product_id', '=', productId)
      .execute();
}

export async function stockHistoryPage(db: Db, productId: number, page: { page: number; page_size: number }) {
  const q = db.selectFrom('product_stock_history as h').where('h.product_id', '=', productId);
  const [rows, total] = await Promise.all([
    q
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select(['h.id', 'h.stock_quantity', 'h.stock_price', 'h.created_at', 'u.nickname'])
      .orderBy('h.id', 'desc')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

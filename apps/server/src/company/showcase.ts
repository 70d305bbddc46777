import { containing } from '../platform/db/query';
import type { CDb } from './common';

/**
 * The company's own products as its public website shows them: never hidden ones, only the company's,
 * optionally only a chosen set. Read by the website area through this area's index.
 */

export interface ShowcaseProduct {
  id: number;
  product_id: number | null;
  item_number: string;
  name: string;
  name_en: string;
  category_id: number | null;
  picture: string;
  unit: string;
  price: number;
  packing_name: string;
  length: number | null;
  width: number | null;
  height: number | null;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_quantity: number | null;
  remark: string;
  updated_at: Date;
}

export interface ShowcaseFilter {
  /** only these ids (a site showing selected products) */
  ids?: readonly number[];
  categoryIds?: readonly number[];
  keyword?: string;
  limit: number;
  offset?: number;
}

const COLUMNS = [
  'p.id',
  'p.product_id',
  'p.item_number',
  'p.name',
  'p.name_en',
  'p.category_id',
  'p.picture',
  'p.unit',
  'p.price',
  'p.packing_name',
  'p.length',
  'p.width',
  'p.height',
  'p.carton_length',
  'p.carton_width',
  'p.carton_height',
  'p.carton_quantity',
  'p.remark',
  'p.updated_at',
] as const;

function base(db: CDb, companyId: number, filter: Omit<ShowcaseFilter, 'limit' | 'offset'>) {
  let q = db.selectFrom('company_products as p').where('p.company_id', '=', companyId).where('p.is_hidden', '=', false);
  if (filter.ids) q = q.where('p.id', 'in', filter.ids.length ? [...filter.ids] : [0]);
  if (filter.categoryIds?.length) q = q.where('p.category_id', 'in', [...filter.categoryIds]);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    q = q.where((eb) =>
      eb.or([eb('p.name', 'ilike', like), eb('p.name_en', 'ilike', like), eb('p.item_number', 'ilike', like)]),
    );
  }
  return q;
}

const toProduct = (r: Record<string, unknown>): ShowcaseProduct => ({
  ...(r as unknown as ShowcaseProduct),
  price: Number(r.price),
});

export async function showcaseProducts(
  db: CDb,
  companyId: number,
  filter: ShowcaseFilter,
): Promise<{ total: number; list: ShowcaseProduct[] }> {
  const q = base(db, companyId, filter);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select(COLUMNS)
      .orderBy('p.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset ?? 0)
      .execute(),
  ]);
  return { total: Number(count.n), list: rows.map(toProduct) };
}

/** One shown product of the company, or null (hidden, another company's, not among `ids`). */
export async function showcaseProduct(
  db: CDb,
  companyId: number,
  id: number,
  ids?: readonly number[],
): Promise<ShowcaseProduct | null> {
  const row = await base(db, companyId, { ids }).select(COLUMNS).where('p.id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : null;
}

/** The categories the shown products fall in, with their counts. */
export async function showcaseCategories(
  db: CDb,
  companyId: number,
  ids?: readonly number[],
): Promise<{ category_id: number; count: number }[]> {
  const rows = await base(db, companyId, { ids })
    .select(['p.category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('p.category_id', 'is not', null)
    .groupBy('p.category_id')
    .execute();
  return rows.map((r) => ({ category_id: r.category_id as number, count: Number(r.n) }));
}

/** Products of the company by id (hidden ones too: the admin names what it chose), brief. */
export async function companyProductsBrief(db: CDb, companyId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('company_products as p')
    .select(['p.id', 'p.item_number', 'p.name', 'p.picture', 'p.category_id'])
    .where('p.company_id', '=', companyId)
    .where('p.id', 'in', [...ids])
    .execute();
}

import type { Section, ToyDetail, ToyItem, ToyPage, ToySort } from '@wanju/api-client';
import { CATEGORY_GROUPS, formatZonedDateTime, MSG } from '@wanju/domain';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { fileUrl } from '../pictures/index';
import { containing, escapeLike } from '../platform/db/query';
import type { DB, ProductsTable } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';
import { listCache } from './list-cache';
import { type ParsedQuery, parseQuery } from './text';

/** Totals are counted exactly up to this many matches; above it the list says MSG.totalOverCap (1万+). */
export const TOTAL_CAP = 10_000;

export interface ToyFilters {
  page: number;
  page_size: number;
  keyword?: string;
  cate_id?: number | number[];
  group_id?: string;
  min_price?: number;
  max_price?: number;
  certification?: string;
  factory_id?: number;
  region_id?: number;
  ip_id?: number;
  section?: Section;
  sort?: ToySort;
}

type PDB = DB & { p: ProductsTable };
type ProductQuery = SelectQueryBuilder<PDB, 'p', object>;

const time = (value: Date | string | null) => (value ? formatZonedDateTime(new Date(value)) : null);

/** The product-list columns over products p, factories f, categories c and regions r; lists that join products (cart lines) select them too. */
export const ITEM_COLUMNS = [
  'p.id',
  'p.article_number',
  'p.factory_number',
  'p.name',
  'p.name_en',
  'p.pictures',
  'p.unit',
  'p.exworks_price',
  'p.factory_id',
  'f.name as factory_name',
  'p.region_id',
  'r.name as region_name',
  'p.category_id',
  'c.name as category_name',
  'c.name_en as category_en',
  'p.length',
  'p.width',
  'p.height',
  'p.carton_length',
  'p.carton_width',
  'p.carton_height',
  'p.carton_cubic_meter',
  'p.carton_cubic_feet',
  'p.carton_quantity',
  'p.box_count',
  'p.inbox_count',
  'p.pack_length',
  'p.pack_width',
  'p.pack_height',
  'p.gross_weight',
  'p.net_weight',
  'p.packing_name',
  'p.packing_name_en',
  'p.certifications',
  'p.stock_quantity',
  'p.is_black',
  'p.is_set_hide',
  'p.stop_time',
  'p.popularity',
  'p.created_at',
] as const;

/** The columns every product list shows (joined with factory, category and region). */
function selectItem<O>(query: SelectQueryBuilder<PDB, 'p', O>) {
  return query
    .innerJoin('factories as f', 'f.id', 'p.factory_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('regions as r', 'r.id', 'p.region_id')
    .select(ITEM_COLUMNS);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItem>['executeTakeFirstOrThrow']>>;

export function toItem(row: ItemRow, extra?: unknown): ToyItem {
  const picture = row.pictures[0] ?? '';
  return {
    id: row.id,
    toy_id: row.id,
    article_number: row.article_number,
    factory_number: row.factory_number,
    name: row.name,
    name_en: row.name_en,
    picture: fileUrl(picture),
    thumb: fileUrl(picture, 's'),
    unit: row.unit,
    exworks_price: row.exworks_price,
    factory_id: row.factory_id,
    factory_name: row.factory_name,
    region_id: row.region_id,
    region_name: row.region_name ?? '',
    category_id: row.category_id,
    category_name: row.category_name,
    category_en: row.category_en,
    length: row.length,
    width: row.width,
    height: row.height,
    carton_length: row.carton_length,
    carton_width: row.carton_width,
    carton_height: row.carton_height,
    carton_cubic_meter: row.carton_cubic_meter,
    carton_cubic_feet: row.carton_cubic_feet,
    carton_quantity: row.carton_quantity,
    box_count: row.box_count,
    inbox_count: row.inbox_count,
    pack_length: row.pack_length,
    pack_width: row.pack_width,
    pack_height: row.pack_height,
    gross_weight: row.gross_weight,
    net_weight: row.net_weight,
    packing_name: row.packing_name,
    packing_name_en: row.packing_name_en,
    certifications: row.certifications,
    stock_quantity: row.stock_quantity,
    is_black: row.is_black ? 1 : 0,
    is_set_hide: row.is_set_hide ? 1 : 0,
    stop_time: time(row.stop_time),
    popularity: row.popularity,
    created_time: time(row.created_at) ?? '',
    ...(extra && typeof extra === 'object' && Object.keys(extra).length
      ? { extra: extra as Record<string, unknown> }
      : {}),
  };
}

function categoryIds(filters: ToyFilters): number[] | null {
  const ids = new Set<number>();
  if (filters.cate_id !== undefined) for (const id of [filters.cate_id].flat()) ids.add(id);
  if (filters.group_id) {
    const group = CATEGORY_GROUPS.find((g) => g.id === filters.group_id);
    for (const id of group?.categoryIds ?? [-1]) ids.add(id);
  }
  return ids.size ? [...ids] : null;
}

/** The WHERE of a product list: visible products matching the query and the filters. */
function applyFilters(query: ProductQuery, filters: ToyFilters, parsed: ParsedQuery): ProductQuery {
  let q = query.where('p.is_black', '=', false);
  if (parsed.tsquery) q = q.where(sql<SqlBool>`p.search_tsv @@ ${parsed.tsquery}::tsquery`);
  const cats = categoryIds(filters);
  if (cats) q = q.where('p.category_id', 'in', cats);
  if (filters.min_price !== undefined) q = q.where('p.exworks_price', '>=', filters.min_price);
  if (filters.max_price !== undefined) q = q.where('p.exworks_price', '<=', filters.max_price);
  if (filters.certification) q = q.where(sql<SqlBool>`p.certifications @> ARRAY[${filters.certification}]::text[]`);
  if (filters.factory_id) q = q.where('p.factory_id', '=', filters.factory_id);
  if (filters.region_id) q = q.where('p.region_id', '=', filters.region_id);
  if (filters.ip_id) q = q.where('p.ip_id', '=', filters.ip_id);
  if (filters.section) {
    const section = filters.section;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_sections as s')
          .select('s.product_id')
          .whereRef('s.product_id', '=', 'p.id')
          .where('s.section', '=', section),
      ),
    );
  }
  return q;
}

/** The tsquery of a keyword, or a business error when nothing searchable is left of it. */
export function keywordQuery(keyword: string | undefined): ParsedQuery {
  return parseQuery(keyword ?? '');
}

/** How many of the most popular matches a broad relevance search re-ranks. */
export const RELEVANCE_WINDOW = 400;
/** Above this planner estimate the total is not counted at all ('1万+'). */
const SKIP_COUNT_ESTIMATE = 20_000;

async function cappedCount(ctx: AppContext, base: ProductQuery, cap: number): Promise<number> {
  const row = await ctx.database.db
    .selectFrom(
      base
        .select(sql`1`.as('one'))
        .limit(cap + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The planner's row estimate for the matches (0 when it cannot be read: then the caller counts). */
async function estimatedRows(base: ProductQuery): Promise<number> {
  try {
    const rows = (await base.select(sql`1`.as('one')).explain('json')) as Record<string, unknown>[];
    const value = Object.values(rows[0] ?? {})[0];
    const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan?: { 'Plan Rows'?: number } }[];
    return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * The matches of a list as `p`. Keyword lists read product_search (migration 007: the lexemes and the
 * filter and sort columns under the products' names, in narrow rows); other lists read products.
 */
function matches(ctx: AppContext, filters: ToyFilters, parsed: ParsedQuery, from: 'products' | 'product_search') {
  return applyFilters(ctx.database.db.selectFrom(`${from} as p`) as unknown as ProductQuery, filters, parsed);
}

/**
 * One page of products with its total. The order is total (id breaks ties) so both engines answer
 * identical pages. Relevance: the 400 most popular matches come first, those whose name (or item number)
 * contains the whole query ahead of the others, then every other match by popularity. The re-ranking is
 * bounded, so a broad query costs no more than a narrow one; a query with at most 400 matches is ranked
 * entirely by relevance. The total is exact up to 10 000; a query the planner puts far above that is not
 * counted ('1万+') and is paged along the products' sort indexes instead of sorting all its matches.
 */
export function listProducts(
  ctx: AppContext,
  filters: ToyFilters,
  parsed = parseQuery(filters.keyword ?? ''),
  limits = { window: RELEVANCE_WINDOW },
): Promise<ToyPage> {
  return recentLists.get(ctx, { filters, parsed: parsed.tsquery, window: limits.window }, () =>
    computeList(ctx, filters, parsed, limits),
  );
}

/**
 * Lists are the same for every user, and under load the same few queries arrive many times a second: a
 * page computed in the last LIST_CACHE_MS is answered again (a product saved shows within that time on
 * every process). Callers must not change the page they get.
 */
const recentLists = listCache<ToyPage>();

async function computeList(
  ctx: AppContext,
  filters: ToyFilters,
  parsed: ParsedQuery,
  limits: { window: number },
): Promise<ToyPage> {
  const { db } = ctx.database;
  const WINDOW = limits.window;
  const base = matches(ctx, filters, parsed, parsed.tsquery ? 'product_search' : 'products');
  const broad = (await estimatedRows(base)) > SKIP_COUNT_ESTIMATE;
  const ordered = broad && parsed.tsquery ? matches(ctx, filters, parsed, 'products') : base;
  const section = filters.section;
  const sort = filters.sort ?? 'relevance';
  const offset = (filters.page - 1) * filters.page_size;
  const limit = filters.page_size;
  const byPopularity = [sql`p.popularity DESC`, sql`p.id DESC`];

  const idsOf = async (query: ProductQuery, order: Expression<unknown>[], take: number, skip: number) =>
    take > 0
      ? (await query.select('p.id').orderBy(sql.join(order)).limit(take).offset(skip).execute()).map((r) => r.id)
      : [];

  const order: Expression<unknown>[] = [];
  let relevance: Expression<unknown> | null = null;
  if (sort === 'new') order.push(sql`p.created_at DESC`);
  else if (sort === 'price_asc') order.push(sql`p.exworks_price ASC`);
  else if (sort === 'price_desc') order.push(sql`p.exworks_price DESC`);
  else if (sort === 'hot') order.push(sql`p.popularity DESC`);
  else if (parsed.tsquery) {
    const like = containing(parsed.text);
    const codePrefix = parsed.code ? `${escapeLike(parsed.code)}%` : null;
    relevance = sql`CASE WHEN lower(p.name) LIKE ${like} OR lower(p.name_en) LIKE ${like} THEN 0 ${
      codePrefix
        ? sql`WHEN regexp_replace(lower(p.article_number), '[^a-z0-9]', '', 'g') LIKE ${codePrefix} THEN 0`
        : sql``
    } ELSE 1 END`;
    order.push(relevance, sql`p.popularity DESC`);
  } else if (section) {
    order.push(sql`(SELECT s.rank FROM product_sections s WHERE s.product_id = p.id AND s.section = ${section}) DESC`);
  } else order.push(sql`p.popularity DESC`);
  order.push(sort === 'price_asc' ? sql`p.id ASC` : sql`p.id DESC`);

  // The window: the most popular matches, re-ranked by their names (only products has them).
  const rerank = async (window: Expression<unknown> | number[]) => {
    const inWindow = db.selectFrom('products as p').where('p.id', 'in', window as never) as ProductQuery;
    const head = await idsOf(inWindow, order, Math.min(limit, WINDOW - offset), offset);
    return [...head, ...(await idsOf(ordered, byPopularity, offset + limit - WINDOW, WINDOW))];
  };

  if (relevance && !broad && offset < WINDOW) {
    // One pass over the matches (up to 10 001 of them) gives both the total and the window.
    const m = base.select(['p.id', 'p.popularity']).limit(TOTAL_CAP + 1);
    const { rows } = await sql<{ n: number; window: number[] }>`WITH m AS MATERIALIZED (${m})
      SELECT (SELECT count(*) FROM m) AS n,
        ARRAY(SELECT id FROM m ORDER BY popularity DESC, id DESC LIMIT ${WINDOW}) AS window`.execute(db);
    const { n, window } = rows[0] as { n: number; window: number[] };
    if (n <= TOTAL_CAP) {
      const ids = window.length ? await rerank(window) : [];
      return { list: await itemsInOrder(ctx, ids, section), total: n, total_text: String(n) };
    }
  }
  const pageIds = async () => {
    if (!relevance) return idsOf(ordered, order, limit, offset);
    if (offset >= WINDOW) return idsOf(ordered, byPopularity, limit, offset);
    return rerank(ordered.select('p.id').orderBy('p.popularity', 'desc').orderBy('p.id', 'desc').limit(WINDOW));
  };
  const [ids, n] = await Promise.all([pageIds(), broad ? TOTAL_CAP + 1 : cappedCount(ctx, base, TOTAL_CAP)]);
  const total = Math.min(n, TOTAL_CAP);
  return {
    list: await itemsInOrder(ctx, ids, section),
    total,
    total_text: n > TOTAL_CAP ? MSG.totalOverCap : String(total),
  };
}

/** The list items of these products in this order (with their extras in the section). */
async function itemsInOrder(ctx: AppContext, ids: number[], section?: Section): Promise<ToyItem[]> {
  if (!ids.length) return [];
  const query = selectItem(ctx.database.db.selectFrom('products as p') as ProductQuery).where('p.id', 'in', ids);
  const rows = await (section
    ? query.select((eb) =>
        eb
          .selectFrom('product_sections as s')
          .select('s.extra')
          .whereRef('s.product_id', '=', 'p.id')
          .where('s.section', '=', section)
          .as('extra'),
      )
    : query
  ).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row as ItemRow, (row as { extra?: unknown }).extra)] : [];
  });
}

/** Products by id, in the given order (image search, Excel candidates, browse logs). */
export async function productsByIds(ctx: AppContext, ids: readonly number[]): Promise<Map<number, ToyItem>> {
  if (!ids.length) return new Map();
  const rows = await selectItem(ctx.database.db.selectFrom('products as p') as ProductQuery)
    .where('p.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, toItem(row)]));
}

/** Every picture of these products (URLs, main picture first): lists that show them all (the kiosk's catalogue). */
export async function productPictures(ctx: AppContext, ids: readonly number[]): Promise<Map<number, string[]>> {
  if (!ids.length) return new Map();
  const rows = await ctx.database.db
    .selectFrom('products')
    .select(['id', 'pictures'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.pictures.map((hash) => fileUrl(hash))]));
}

/** Visible products whose main picture is one of these (image search), each with that picture's hash. */
export async function productsByMainPicture(
  ctx: AppContext,
  hashes: readonly string[],
): Promise<{ picture: string; item: ToyItem }[]> {
  if (!hashes.length) return [];
  const rows = await selectItem(ctx.database.db.selectFrom('products as p') as ProductQuery)
    .where(sql<boolean>`p.pictures[1] = ANY(${sql.val([...hashes])}::text[])`)
    .where('p.is_black', '=', false)
    .execute();
  return rows.map((row) => ({ picture: row.pictures[0] ?? '', item: toItem(row) }));
}

/** get_detail: the product with its factory's contact fields, pictures, sections and similar products. */
export async function productDetail(ctx: AppContext, id: number): Promise<ToyDetail | null> {
  const { db } = ctx.database;
  const row = await selectItem(db.selectFrom('products as p') as ProductQuery)
    .leftJoin('ip_licences as ip', 'ip.id', 'p.ip_id')
    .select([
      'p.introduction',
      'p.introduction_en',
      'p.stock_updated_at',
      'p.ip_id',
      'ip.name as ip_name',
      'f.tel',
      'f.mobile',
      'f.qq',
      'f.fax',
      'f.email',
      'f.address',
      'f.contact',
    ])
    .where('p.id', '=', id)
    .where('p.is_black', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  const [sections, similar] = await Promise.all([
    db
      .selectFrom('product_sections')
      .select(['section', 'extra'])
      .where('product_id', '=', id)
      .orderBy('section')
      .execute(),
    selectItem(db.selectFrom('products as p') as ProductQuery)
      .where('p.category_id', '=', row.category_id)
      .where('p.id', '!=', id)
      .where('p.is_black', '=', false)
      .orderBy(sql`abs(p.exworks_price - ${row.exworks_price})`)
      .orderBy('p.id')
      .limit(8)
      .execute(),
  ]);
  const extra = Object.assign({}, ...sections.map((s) => s.extra));
  return {
    ...toItem(row, extra),
    pictures: row.pictures.map((hash) => fileUrl(hash)),
    introduction: row.introduction,
    introduction_en: row.introduction_en,
    stock_updated_time: time(row.stock_updated_at),
    ip_id: row.ip_id,
    ip_name: row.ip_name ?? '',
    tel: row.tel,
    mobile: row.mobile,
    qq: row.qq,
    fax: row.fax,
    email: row.email,
    address: row.address,
    contact: row.contact,
    sections: sections.map((s) => s.section),
    similar: similar.map((s) => toItem(s)),
  };
}

import type { FactoryDetail, FactoryItem } from '@wanju/api-client';
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import { parseQuery } from '../catalogue/index';
import { fileUrl } from '../pictures/index';
import type { DB, FactoriesTable } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';
import { displayExtras } from './profile';

/** The factories and manufacturing regions: parameterised Kysely queries and their rows as the contract shows them. */

type FactoryQuery = SelectQueryBuilder<DB & { f: FactoriesTable }, 'f', object>;

function selectFactory(query: FactoryQuery) {
  return query
    .leftJoin('regions as r', 'r.id', 'f.region_id')
    .select([
      'f.id',
      'f.name',
      'f.short_name',
      'f.name_en',
      'f.region_id',
      'r.name as region_name',
      'f.address',
      'f.contact',
      'f.tel',
      'f.mobile',
      'f.qq',
      'f.fax',
      'f.email',
      'f.logo',
      'f.is_taxpayer',
      'f.certifications',
      'f.showroom_ids',
      'f.follower_count',
      'f.intro',
      'f.publicity',
      'f.license',
      'f.main_categories',
      'f.booth',
      'f.certificate_pictures',
      (eb) =>
        eb
          .selectFrom('products as p')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('p.factory_id', '=', 'f.id')
          .where('p.is_black', '=', false)
          .as('toy_count'),
    ]);
}
type FactoryRow = Awaited<ReturnType<ReturnType<typeof selectFactory>['executeTakeFirstOrThrow']>>;

function toFactory(row: FactoryRow): FactoryItem {
  return {
    id: row.id,
    name: row.name,
    short_name: row.short_name,
    name_en: row.name_en,
    region_id: row.region_id,
    region_name: row.region_name ?? '',
    address: row.address,
    contact: row.contact,
    tel: row.tel,
    mobile: row.mobile,
    qq: row.qq,
    fax: row.fax,
    email: row.email,
    logo: row.logo ? fileUrl(row.logo, 's') : '',
    is_taxpayer: row.is_taxpayer ? 1 : 0,
    certifications: row.certifications,
    showroom_ids: row.showroom_ids,
    follower_count: row.follower_count,
    toy_count: Number(row.toy_count ?? 0),
  };
}

/** Factory search by name (CJK bigrams, pinyin) or contact phone (by prefix of its digits). */
export async function listFactories(
  ctx: AppContext,
  filters: {
    page: number;
    page_size: number;
    keyword?: string;
    region_id?: number;
    is_taxpayer?: 0 | 1;
    showroom_id?: number;
  },
) {
  const { db } = ctx.database;
  const parsed = parseQuery(filters.keyword ?? '');
  let base = db.selectFrom('factories as f') as FactoryQuery;
  if (parsed.tsquery) base = base.where(sql<SqlBool>`f.search_tsv @@ ${parsed.tsquery}::tsquery`);
  if (filters.region_id) base = base.where('f.region_id', '=', filters.region_id);
  if (filters.is_taxpayer !== undefined) base = base.where('f.is_taxpayer', '=', filters.is_taxpayer === 1);
  if (filters.showroom_id) base = base.where(sql<SqlBool>`f.showroom_ids @> ARRAY[${filters.showroom_id}]::integer[]`);
  const [rows, count] = await Promise.all([
    selectFactory(base)
      .orderBy('f.follower_count', 'desc')
      .orderBy('f.id')
      .limit(filters.page_size)
      .offset((filters.page - 1) * filters.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toFactory), total: count.n };
}

/** Factories by id (the follow list). */
export async function factoriesByIds(ctx: AppContext, ids: readonly number[]): Promise<Map<number, FactoryItem>> {
  if (!ids.length) return new Map();
  const rows = await selectFactory(ctx.database.db.selectFrom('factories as f') as FactoryQuery)
    .where('f.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, toFactory(row)]));
}

export async function factoryDetail(ctx: AppContext, id: number): Promise<FactoryDetail | null> {
  const row = await selectFactory(ctx.database.db.selectFrom('factories as f') as FactoryQuery)
    .where('f.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toFactory(row),
    intro: row.intro,
    publicity: row.publicity.map((hash) => fileUrl(hash)),
    license: row.license ? fileUrl(row.license) : '',
    ...displayExtras(row),
  };
}

export async function regionList(ctx: AppContext, id?: number) {
  let query = ctx.database.db
    .selectFrom('regions as r')
    .select([
      'r.id',
      'r.name',
      'r.province',
      'r.intro',
      (eb) =>
        eb
          .selectFrom('factories as f')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('f.region_id', '=', 'r.id')
          .as('factory_count'),
      (eb) =>
        eb
          .selectFrom('products as p')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('p.region_id', '=', 'r.id')
          .as('toy_count'),
    ])
    .orderBy('r.id');
  if (id) query = query.where('r.id', '=', id);
  return (await query.execute()).map((r) => ({
    ...r,
    factory_count: Number(r.factory_count ?? 0),
    toy_count: Number(r.toy_count ?? 0),
  }));
}

/** Factories per showroom (a factory exhibits in several). */
export async function showroomsWithCounts(ctx: AppContext) {
  const { db } = ctx.database;
  const rows = await db.selectFrom('showrooms').select(['id', 'route', 'name', 'city']).orderBy('id').execute();
  const counts = await db
    .selectFrom(sql<{ sid: number }>`(SELECT unnest(showroom_ids) AS sid FROM factories)`.as('u'))
    .select(['u.sid', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('u.sid')
    .execute();
  const byId = new Map(counts.map((c) => [c.sid, c.n]));
  return rows.map((r) => ({ ...r, factory_count: byId.get(r.id) ?? 0 }));
}

/** The business licences (picture hashes) of these factories. */
export async function licences(ctx: AppContext, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.database.db
    .selectFrom('factories')
    .select(['id', 'license'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((l) => [l.id, l.license]));
}

/**
 * The names of these factories; `db` is the caller's transaction when it has one open (PGlite has a single
 * connection: a query outside the open transaction would wait for it forever).
 */
export async function factoryNames(
  ctx: AppContext,
  ids: readonly number[],
  db: Kysely<DB> | Transaction<DB> = ctx.database.db,
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('factories')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((f) => [f.id, f.name]));
}

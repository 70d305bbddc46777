import { CODE, type CompanyProduct, type Page, type SupplierFactory } from '@wanju/api-client';
import { COMPANY_MSG, mayDo, RECORD_SCOPES } from '@wanju/domain';
import { sql } from 'kysely';
import { productsByIds } from '../catalogue/index';
import { factoriesByIds } from '../factories/index';
import { requireStoredPictures } from '../pictures/index';
import { scopeCondition } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError, notFound } from '../platform/http/errors';
import { audit, type CDb, cdb, requirePermission, time } from './common';

/**
 * The company's own product library (its item numbers and prices; taken from platform products, keeping the
 * link to the factory's product, or made by hand) and its supplier factories. Both are the company's
 * (RECORD_SCOPES: everyone of the company reads them); changes are for the roles with edit_library.
 */

const visibleIn = (user: SessionUser, kind: 'company_product' | 'supplier_factory', table: string) =>
  scopeCondition(user, RECORD_SCOPES[kind], table);

const isUnique = (e: unknown) => String((e as { code?: string }).code) === '23505';

// ── Supplier factories ───────────────────────────────────────────────────────────────────────────────

const factoryQuery = (db: CDb, user: SessionUser) =>
  db
    .selectFrom('supplier_factories as f')
    .select([
      'f.id',
      'f.factory_id',
      'f.name',
      'f.contact',
      'f.phone',
      'f.email',
      'f.address',
      'f.notes',
      'f.updated_at',
      (eb) =>
        eb
          .selectFrom('company_products as p')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('p.supplier_factory_id', '=', 'f.id')
          .as('product_count'),
    ])
    .where(visibleIn(user, 'supplier_factory', 'f'));

type FactoryRow = Awaited<ReturnType<ReturnType<typeof factoryQuery>['executeTakeFirstOrThrow']>>;
const toFactory = (r: FactoryRow): SupplierFactory => ({
  id: r.id,
  factory_id: r.factory_id,
  name: r.name,
  contact: r.contact,
  phone: r.phone,
  email: r.email,
  address: r.address,
  notes: r.notes,
  product_count: Number(r.product_count ?? 0),
  updated_time: time(r.updated_at),
});

async function oneFactory(db: CDb, user: SessionUser, id: number): Promise<SupplierFactory> {
  const row = await factoryQuery(db, user).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(COMPANY_MSG.factoryNotFound);
  return toFactory(row);
}

export async function factoryList(
  ctx: AppContext,
  user: SessionUser,
  input: { page: number; page_size: number; keyword?: string },
): Promise<Page<SupplierFactory>> {
  await requirePermission(ctx, user, 'view_library');
  const db = cdb(ctx);
  let q = factoryQuery(db, user);
  if (input.keyword) {
    const like = `%${input.keyword}%`;
    q = q.where((eb) =>
      eb.or([eb('f.name', 'ilike', like), eb('f.contact', 'ilike', like), eb('f.phone', 'like', like)]),
    );
  }
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom(q.as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q
      .orderBy('f.id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
  ]);
  return { total: Number(n), list: rows.map(toFactory) };
}

type FactoryInput =
  | { factory_id: number; notes?: string }
  | { name: string; contact?: string; phone?: string; email?: string; address?: string; notes?: string };

/** Adds a platform factory (its contacts copied, editable) or one the company keeps itself. */
export async function factoryAdd(ctx: AppContext, user: SessionUser, input: FactoryInput): Promise<SupplierFactory> {
  await requirePermission(ctx, user, 'edit_library');
  let values: {
    factory_id: number | null;
    name: string;
    contact?: string;
    phone?: string;
    email?: string;
    address?: string;
    notes?: string;
  };
  if ('factory_id' in input) {
    const platform = (await factoriesByIds(ctx, [input.factory_id])).get(input.factory_id);
    if (!platform) throw notFound(COMPANY_MSG.factoryNotFound);
    values = {
      factory_id: platform.id,
      name: platform.name,
      contact: platform.contact,
      phone: platform.mobile || platform.tel,
      email: platform.email,
      address: platform.address,
      notes: input.notes ?? '',
    };
  } else {
    if (!input.name.trim()) throw businessError(COMPANY_MSG.factoryNameRequired);
    values = { ...input, factory_id: null };
  }
  const db = cdb(ctx);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('supplier_factories')
        .values({
          ...values,
          company_id: user.companyId,
          user_id: user.userId,
          created_at: ctx.now(),
          updated_at: ctx.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, user, 'factory', values.name, { name: '新增' }, ctx.now());
      return row.id;
    });
    return oneFactory(db, user, id);
  } catch (e) {
    if (isUnique(e)) throw businessError(COMPANY_MSG.factoryExists);
    throw e;
  }
}

export async function factoryEdit(
  ctx: AppContext,
  user: SessionUser,
  input: {
    id: number;
    name?: string;
    contact?: string;
    phone?: string;
    email?: string;
    address?: string;
    notes?: string;
  },
): Promise<SupplierFactory> {
  await requirePermission(ctx, user, 'edit_library');
  const db = cdb(ctx);
  await oneFactory(db, user, input.id);
  const { id, ...rest } = input;
  if (rest.name !== undefined && !rest.name.trim()) throw businessError(COMPANY_MSG.factoryNameRequired);
  await db
    .updateTable('supplier_factories')
    .set({ ...rest, updated_at: ctx.now() })
    .where('id', '=', id)
    .execute();
  return oneFactory(db, user, id);
}

/**
 * Deletes a supplier factory. With products entered under it, the call is refused with the spec's message
 * (the screen asks for confirmation) unless `confirm`; then the factory and its products go together.
 */
export async function factoryDelete(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  confirm = false,
): Promise<{ deleted_products: number }> {
  await requirePermission(ctx, user, 'edit_library');
  const db = cdb(ctx);
  const factory = await oneFactory(db, user, id);
  if (factory.product_count > 0 && !confirm)
    throw businessError(COMPANY_MSG.factoryHasProducts, { product_count: factory.product_count });
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('company_products').where('supplier_factory_id', '=', id).executeTakeFirst();
    await trx.deleteFrom('supplier_factories').where('id', '=', id).execute();
    const deleted = Number(gone.numDeletedRows);
    await audit(trx, user, 'factory', factory.name, { name: '删除', deleted_products: deleted }, ctx.now());
    return { deleted_products: deleted };
  });
}

// ── Own products ─────────────────────────────────────────────────────────────────────────────────────

const productQuery = (db: CDb, user: SessionUser) =>
  db
    .selectFrom('company_products as p')
    .leftJoin('supplier_factories as f', 'f.id', 'p.supplier_factory_id')
    .selectAll('p')
    .select('f.name as supplier_factory_name')
    .where(visibleIn(user, 'company_product', 'p'));

type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>['executeTakeFirstOrThrow']>>;
const toProduct = (r: ProductRow): CompanyProduct => ({
  id: r.id,
  product_id: r.product_id,
  supplier_factory_id: r.supplier_factory_id,
  supplier_factory_name: r.supplier_factory_name ?? '',
  item_number: r.item_number,
  name: r.name,
  name_en: r.name_en,
  factory_number: r.factory_number,
  category_id: r.category_id,
  picture: r.picture,
  unit: r.unit,
  price: Number(r.price),
  exworks_price: Number(r.exworks_price),
  packing_name: r.packing_name,
  length: r.length,
  width: r.width,
  height: r.height,
  carton_length: r.carton_length,
  carton_width: r.carton_width,
  carton_height: r.carton_height,
  carton_quantity: r.carton_quantity,
  inbox_count: r.inbox_count,
  gross_weight: r.gross_weight,
  net_weight: r.net_weight,
  remark: r.remark,
  is_hidden: r.is_hidden,
  updated_time: time(r.updated_at),
});

async function oneProduct(db: CDb, user: SessionUser, id: number): Promise<CompanyProduct> {
  const row = await productQuery(db, user).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(COMPANY_MSG.productNotFound);
  return toProduct(row);
}

/** The library's products of the given ids (the company's, as the user may read them), for quotations. */
export async function productsForQuotation(
  ctx: AppContext,
  user: SessionUser,
  ids: readonly number[],
): Promise<CompanyProduct[]> {
  await requirePermission(ctx, user, 'view_library');
  if (!ids.length) return [];
  const rows = await productQuery(cdb(ctx), user)
    .where('p.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, toProduct(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ProductFilter {
  page: number;
  page_size: number;
  keyword?: string;
  supplier_factory_id?: number;
  source: 'all' | 'platform' | 'own';
  price_min?: number;
  price_max?: number;
  hidden?: boolean;
}

export async function productList(
  ctx: AppContext,
  user: SessionUser,
  input: ProductFilter,
): Promise<Page<CompanyProduct>> {
  await requirePermission(ctx, user, 'view_library');
  const db = cdb(ctx);
  let q = productQuery(db, user);
  if (input.keyword) {
    const like = `%${input.keyword}%`;
    q = q.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', like),
        eb('p.name_en', 'ilike', like),
        eb('p.item_number', 'ilike', like),
        eb('p.factory_number', 'ilike', like),
      ]),
    );
  }
  if (input.supplier_factory_id) q = q.where('p.supplier_factory_id', '=', input.supplier_factory_id);
  if (input.source === 'platform') q = q.where('p.product_id', 'is not', null);
  if (input.source === 'own') q = q.where('p.product_id', 'is', null);
  if (input.price_min !== undefined) q = q.where('p.price', '>=', input.price_min);
  if (input.price_max !== undefined) q = q.where('p.price', '<=', input.price_max);
  if (input.hidden !== undefined) q = q.where('p.is_hidden', '=', input.hidden);
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom(q.as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q
      .orderBy('p.id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
  ]);
  return { total: Number(n), list: rows.map(toProduct) };
}

type ProductInput = Partial<Omit<CompanyProduct, 'id' | 'product_id' | 'supplier_factory_name' | 'updated_time'>>;

async function checkProductInput(ctx: AppContext, user: SessionUser, input: ProductInput) {
  if (input.item_number !== undefined && !input.item_number.trim()) throw businessError(COMPANY_MSG.itemNumberRequired);
  if (input.name !== undefined && !input.name.trim()) throw businessError(COMPANY_MSG.productNameRequired);
  if (input.picture) await requireStoredPictures(ctx, [input.picture]);
  if (input.supplier_factory_id) await oneFactory(cdb(ctx), user, input.supplier_factory_id);
}

export async function productAdd(
  ctx: AppContext,
  user: SessionUser,
  input: ProductInput & { item_number: string; name: string },
): Promise<CompanyProduct> {
  await requirePermission(ctx, user, 'edit_library');
  await checkProductInput(ctx, user, input);
  const db = cdb(ctx);
  try {
    const row = await db
      .insertInto('company_products')
      .values({
        ...input,
        company_id: user.companyId,
        user_id: user.userId,
        created_at: ctx.now(),
        updated_at: ctx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return oneProduct(db, user, row.id);
  } catch (e) {
    if (isUnique(e)) throw businessError(COMPANY_MSG.itemNumberExists);
    throw e;
  }
}

/** Edits any field of an item; the link to the platform product stays. */
export async function productEdit(
  ctx: AppContext,
  user: SessionUser,
  input: ProductInput & { id: number },
): Promise<CompanyProduct> {
  await requirePermission(ctx, user, 'edit_library');
  const db = cdb(ctx);
  await oneProduct(db, user, input.id);
  await checkProductInput(ctx, user, input);
  const { id, ...rest } = input;
  try {
    await db
      .updateTable('company_products')
      .set({ ...rest, updated_at: ctx.now() })
      .where('id', '=', id)
      .execute();
  } catch (e) {
    if (isUnique(e)) throw businessError(COMPANY_MSG.itemNumberExists);
    throw e;
  }
  return oneProduct(db, user, id);
}

export async function productDelete(ctx: AppContext, user: SessionUser, ids: number[]): Promise<{ deleted: number }> {
  await requirePermission(ctx, user, 'edit_library');
  const db = cdb(ctx);
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('company_products as p')
      .where('p.id', 'in', ids)
      .where(visibleIn(user, 'company_product', 'p'))
      .executeTakeFirst();
    const deleted = Number(gone.numDeletedRows);
    await audit(trx, user, 'product', '删除产品', { count: deleted }, ctx.now());
    return { deleted };
  });
}

/** Bulk edit of the selected items: a price, a price change in percent, the unit, the factory, hidden. */
export async function productBulkEdit(
  ctx: AppContext,
  user: SessionUser,
  input: {
    ids: number[];
    price?: number;
    price_percent?: number;
    unit?: string;
    supplier_factory_id?: number | null;
    is_hidden?: boolean;
  },
): Promise<{ updated: number }> {
  await requirePermission(ctx, user, 'edit_library');
  if (input.supplier_factory_id) await oneFactory(cdb(ctx), user, input.supplier_factory_id);
  const { ids, price_percent, ...set } = input;
  const db = cdb(ctx);
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('company_products as p')
      .set({
        ...set,
        ...(price_percent !== undefined && set.price === undefined
          ? { price: sql<number>`round(p.price * ${1 + price_percent / 100}, 3)` }
          : {}),
        updated_at: ctx.now(),
      })
      .where('p.id', 'in', ids)
      .where(visibleIn(user, 'company_product', 'p'))
      .executeTakeFirst();
    const updated = Number(done.numUpdatedRows);
    await audit(
      trx,
      user,
      'product',
      '批量修改',
      { count: updated, fields: Object.keys(input).filter((k) => k !== 'ids') },
      ctx.now(),
    );
    return { updated };
  });
}

/**
 * Takes platform products into the library: the company's item number starts as the factory's article
 * number, the price as the ex-works price; the link to the factory's product is kept, and its factory
 * becomes a supplier factory when it is not one yet. Products already taken are skipped.
 */
export async function productFromPlatform(
  ctx: AppContext,
  user: SessionUser,
  ids: number[],
): Promise<{ added: number; existing: number }> {
  await requirePermission(ctx, user, 'edit_library');
  const products = await productsByIds(ctx, ids);
  if (!products.size) throw notFound(COMPANY_MSG.productNotFound);
  const factoryIds = [...new Set([...products.values()].map((p) => p.factory_id))];
  const platformFactories = await factoriesByIds(ctx, factoryIds);
  const db = cdb(ctx);
  return db.transaction().execute(async (trx) => {
    const taken = new Set(
      (
        await trx
          .selectFrom('company_products')
          .select('product_id')
          .where('company_id', '=', user.companyId)
          .where('product_id', 'in', [...products.keys()])
          .execute()
      ).map((r) => r.product_id),
    );
    const supplierOf = new Map<number, number>();
    for (const fid of factoryIds) {
      const existing = await trx
        .selectFrom('supplier_factories')
        .select('id')
        .where('company_id', '=', user.companyId)
        .where('factory_id', '=', fid)
        .executeTakeFirst();
      if (existing) supplierOf.set(fid, existing.id);
      else {
        const f = platformFactories.get(fid);
        const created = await trx
          .insertInto('supplier_factories')
          .values({
            company_id: user.companyId,
            user_id: user.userId,
            factory_id: fid,
            name: f?.name ?? '',
            contact: f?.contact ?? '',
            phone: f?.mobile || f?.tel || '',
            email: f?.email ?? '',
            address: f?.address ?? '',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        supplierOf.set(fid, created.id);
      }
    }
    let added = 0;
    for (const p of products.values()) {
      if (taken.has(p.id)) continue;
      // An item number already used by the company gets the factory's number appended, so both stay apart.
      const clash = await trx
        .selectFrom('company_products')
        .select('id')
        .where('company_id', '=', user.companyId)
        .where(sql<boolean>`lower(item_number) = lower(${p.article_number})`)
        .executeTakeFirst();
      await trx
        .insertInto('company_products')
        .values({
          company_id: user.companyId,
          user_id: user.userId,
          product_id: p.id,
          supplier_factory_id: supplierOf.get(p.factory_id) ?? null,
          item_number: clash ? `${p.article_number}-${p.id}` : p.article_number,
          name: p.name,
          name_en: p.name_en,
          factory_number: p.factory_number,
          category_id: p.category_id,
          picture: p.picture,
          unit: p.unit,
          price: p.exworks_price ?? 0,
          exworks_price: p.exworks_price ?? 0,
          packing_name: p.packing_name,
          length: p.length,
          width: p.width,
          height: p.height,
          carton_length: p.carton_length,
          carton_width: p.carton_width,
          carton_height: p.carton_height,
          carton_quantity: p.carton_quantity,
          inbox_count: p.inbox_count,
          gross_weight: p.gross_weight,
          net_weight: p.net_weight,
          created_at: ctx.now(),
          updated_at: ctx.now(),
        })
        .execute();
      added++;
    }
    await audit(trx, user, 'product', '从平台选入', { count: added }, ctx.now());
    return { added, existing: products.size - added };
  });
}

// ── Library products in carts and selection lists ────────────────────────────────────────────────────

/**
 * Library products of the given ids for the lines of a cart or a selection list. With `user`: only the
 * user's own company's, for a role that may use the library (adding); without: any (reading lines of a
 * record whose access the caller has already checked, also a customer's share page). Runs on `db`, the
 * caller's transaction when inside one.
 */
export async function libraryProductsByIds(
  db: CDb,
  ids: readonly number[],
  user?: SessionUser,
): Promise<Map<number, CompanyProduct>> {
  if (user && (user.companyId <= 0 || !mayDo(user, 'view_library', { staffTabClosed: false })))
    throw new AppError(CODE.forbidden, COMPANY_MSG.notAllowed);
  if (!ids.length) return new Map();
  let q = db
    .selectFrom('company_products as p')
    .leftJoin('supplier_factories as f', 'f.id', 'p.supplier_factory_id')
    .selectAll('p')
    .select('f.name as supplier_factory_name')
    .where('p.id', 'in', [...new Set(ids)]);
  if (user) q = q.where(visibleIn(user, 'company_product', 'p'));
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.id, toProduct(r)]));
}

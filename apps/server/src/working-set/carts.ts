import {
  type BatchAddResult,
  type CartColleague,
  type CartInfo,
  type CartLineItem,
  CODE,
  type SampleCarPage,
} from '@wanju/api-client';
import {
  applyCartDefaultEdit,
  batchAddResultMessage,
  cartRights,
  cartTotals,
  defaultOnCreate,
  LIBRARY_LINE_MSG,
  MSG,
  validateBatchAddTarget,
  validateCartHandover,
  validateCartName,
  validateCartRemoval,
  WORKING_SET_MSG,
} from '@wanju/domain';
import { sql, type Transaction } from 'kysely';
import { requireListedProducts } from '../catalogue/index';
import { factoryNames } from '../factories/index';
import { after, cartTransferred } from '../notifications/index';
import { fileUrl } from '../pictures/index';
import { ownerOf, visible } from '../platform/access/index';
import type { DB } from '../platform/db/schema';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError, notFound } from '../platform/http/errors';
import { checkIds, type Db, lockOwner, time } from './common';
import { libraryItems, requireOwnLibrary } from './library-lines';

type Trx = Transaction<DB>;

function cartQuery(db: Db) {
  return db
    .selectFrom('customer_picks as cp')
    .leftJoin('customers as cu', 'cu.id', 'cp.customer_id')
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .select((eb) => [
      'cp.id',
      'cp.name',
      'cp.customer_id',
      'cu.name as customer_name',
      'cp.remark',
      'cp.is_default',
      'cp.created_at',
      'cp.user_id',
      'cp.company_id',
      'u.nickname as user_name',
      eb
        .selectFrom('sample_car_items as i')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('i.customer_pick_id', '=', 'cp.id')
        .as('toy_count'),
    ]);
}
type CartRow = Awaited<ReturnType<ReturnType<typeof cartQuery>['executeTakeFirstOrThrow']>>;

const toCart = (row: CartRow, user: SessionUser): CartInfo => {
  const rights = cartRights(user, row);
  return {
    id: row.id,
    name: row.name,
    customer_id: row.customer_id ?? 0,
    customer_name: row.customer_name ?? '',
    remark: row.remark,
    is_default: row.is_default ? 1 : 0,
    toy_count: Number(row.toy_count ?? 0),
    created_time: time(row.created_at) ?? '',
    user_id: row.user_id,
    user_name: row.user_name,
    can_manage: rights.manage,
    can_transfer: rights.transfer,
  };
};

/**
 * get_customer_pick: the carts the user may see: their own first (the default leading), then colleagues' (main
 * account and administrators) by owner; each says what the user may do with it.
 */
export async function listCarts(ctx: AppContext, user: SessionUser, keyword?: string): Promise<CartInfo[]> {
  let q = cartQuery(ctx.database.db).where(visible(user, 'cart', 'cp'));
  if (keyword?.trim()) q = q.where('cp.name', 'ilike', `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await q
    .orderBy(sql`(cp.user_id = ${user.userId})`, 'desc')
    .orderBy('cp.user_id')
    .orderBy('cp.is_default', 'desc')
    .orderBy('cp.id')
    .execute();
  return rows.map((row) => toCart(row, user));
}

async function cartById(db: Db, user: SessionUser, id: number): Promise<CartInfo> {
  const row = await cartQuery(db)
    .where('cp.id', '=', id)
    .where(visible(user, 'cart', 'cp'))
    .executeTakeFirst();
  if (!row) throw notFound(MSG.cartNotFound);
  return toCart(row, user);
}

/**
 * A visible cart locked for the rest of the transaction (items are changed under this lock). Changing it is the
 * owner's alone (the domain's cartRights); handing it over needs the transfer right.
 */
async function lockCart(trx: Trx, user: SessionUser, id: number, need: 'manage' | 'transfer' = 'manage') {
  const row = await trx
    .selectFrom('customer_picks as cp')
    .select(['cp.id', 'cp.user_id', 'cp.company_id', 'cp.is_default'])
    .where('cp.id', '=', id)
    .where(visible(user, 'cart', 'cp'))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(MSG.cartNotFound);
  if (!cartRights(user, row)[need]) throw new AppError(CODE.forbidden, MSG.cartNotOwn);
  return row;
}

/** A cart the user may read: their own, or a colleague's they may see (its lines are shown read-only). */
async function readableCart(db: Db, user: SessionUser, id: number): Promise<CartInfo> {
  return cartById(db, user, id);
}

async function checkCustomer(db: Db, user: SessionUser, customerId: number | null | undefined): Promise<number | null> {
  if (!customerId) return null;
  const row = await db
    .selectFrom('customers as c')
    .select('c.id')
    .where('c.id', '=', customerId)
    .where(visible(user, 'customer', 'c'))
    .executeTakeFirst();
  if (!row) throw notFound(MSG.customerNotFound);
  return row.id;
}

function checkName(name: string): string {
  const error = validateCartName(name);
  if (error) throw businessError(error);
  return name.trim();
}

/** The owner's carts as the domain's rules see them, under the owner's lock. */
async function ownerCarts(trx: Trx, userId: number) {
  await lockOwner(trx, userId);
  const rows = await trx
    .selectFrom('customer_picks')
    .select(['id', 'is_default'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, is_default: (r.is_default ? 1 : 0) as 0 | 1 }));
}

/** add_customer_pick: the first cart of a user is forced default; a new default replaces the old one. */
export async function createCart(
  ctx: AppContext,
  user: SessionUser,
  input: { name: string; customer_id?: number | null; remark?: string; is_default?: boolean; ids?: number[] },
): Promise<{ id: number; result: BatchAddResult | null }> {
  const name = checkName(input.name);
  if (input.ids?.length) checkIds(input.ids);
  return ctx.database.db.transaction().execute(async (trx) => {
    const customerId = await checkCustomer(trx, user, input.customer_id);
    const carts = await ownerCarts(trx, user.userId);
    const isDefault = defaultOnCreate(carts, input.is_default === true) === 1;
    if (isDefault)
      await trx.updateTable('customer_picks').set({ is_default: false }).where('user_id', '=', user.userId).execute();
    const created = await trx
      .insertInto('customer_picks')
      .values({
        ...ownerOf(user),
        name,
        customer_id: customerId,
        remark: input.remark ?? '',
        is_default: isDefault,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = input.ids?.length ? await addItems(trx, created.id, input.ids, { data_module: '' }) : null;
    return { id: created.id, result };
  });
}

/** edit_customer_pick: name, customer, remark and the default flag (§4: the default cannot be unset). */
export async function editCart(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; name: string; customer_id?: number | null; remark?: string; is_default?: boolean },
): Promise<CartInfo> {
  const name = checkName(input.name);
  await ctx.database.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, user, input.id);
    const customerId = input.customer_id === undefined ? undefined : await checkCustomer(trx, user, input.customer_id);
    if (input.is_default !== undefined) {
      const carts = await ownerCarts(trx, cart.user_id);
      const change = applyCartDefaultEdit(carts, cart.id, input.is_default);
      if (change.error) throw businessError(change.error);
      if (input.is_default && !cart.is_default) {
        // Unset first: the partial unique index allows one default per owner at any moment.
        await trx
          .updateTable('customer_picks')
          .set({ is_default: false })
          .where('user_id', '=', cart.user_id)
          .where('is_default', '=', true)
          .execute();
        await trx.updateTable('customer_picks').set({ is_default: true }).where('id', '=', cart.id).execute();
      }
    }
    await trx
      .updateTable('customer_picks')
      .set({
        name,
        ...(customerId !== undefined ? { customer_id: customerId } : {}),
        ...(input.remark !== undefined ? { remark: input.remark } : {}),
        updated_at: ctx.now(),
      })
      .where('id', '=', cart.id)
      .execute();
  });
  return cartById(ctx.database.db, user, input.id);
}

/** delete_customer_pick: the default cart cannot be removed. */
export async function deleteCart(ctx: AppContext, user: SessionUser, id: number): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, user, id);
    await lockOwner(trx, cart.user_id);
    const error = validateCartRemoval({ id: cart.id, is_default: cart.is_default ? 1 : 0 });
    if (error) throw businessError(error);
    await trx.deleteFrom('customer_picks').where('id', '=', cart.id).execute();
  });
}

/** Platform ids and library ids of one call: each list checked (no duplicates, bounded), not both empty. */
function checkLineIds(ids: readonly number[], libraryIds: readonly number[] = []) {
  if (ids.length || !libraryIds.length) checkIds(ids);
  if (libraryIds.length) checkIds(libraryIds);
}

async function addItems(
  trx: Trx,
  cartId: number,
  ids: readonly number[],
  extra: { data_module: string; data_module_id?: number; recommend_ids?: number[] },
  library?: { user: SessionUser; ids: readonly number[] },
): Promise<BatchAddResult> {
  const libraryIds = library?.ids ?? [];
  if (ids.length) await requireListedProducts(trx, ids);
  if (library && libraryIds.length) await requireOwnLibrary(trx, library.user, libraryIds);
  const recommend = new Map((extra.recommend_ids ?? []).map((r, i) => [ids[i], r]));
  const line = {
    customer_pick_id: cartId,
    data_module: extra.data_module,
    data_module_id: extra.data_module_id ?? null,
  };
  const inserted = ids.length
    ? await trx
        .insertInto('sample_car_items')
        .values(
          ids.map((productId) => ({ ...line, product_id: productId, recommend_id: recommend.get(productId) ?? null })),
        )
        .onConflict((oc) => oc.columns(['customer_pick_id', 'product_id']).doNothing())
        .returning('id')
        .execute()
    : [];
  const insertedLibrary = libraryIds.length
    ? await trx
        .insertInto('sample_car_items')
        .values(libraryIds.map((companyProductId) => ({ ...line, company_product_id: companyProductId })))
        .onConflict((oc) => oc.columns(['customer_pick_id', 'company_product_id']).doNothing())
        .returning('id')
        .execute()
    : [];
  const asked = ids.length + libraryIds.length;
  const added = inserted.length + insertedLibrary.length;
  const existing = asked - added;
  const message = batchAddResultMessage(asked, added, existing);
  if (added === 0) throw businessError(message, { customer_pick_id: cartId, added, existing, message });
  return { customer_pick_id: cartId, added, existing, message };
}

/**
 * add_sample_car: §5 a cart must be chosen; all products already there → §8 message; atomic. Library
 * products (library_ids) must be the user's own company's.
 */
export async function addToCart(
  ctx: AppContext,
  user: SessionUser,
  input: {
    ids: number[];
    library_ids?: number[];
    customer_pick_id?: number | null;
    data_module: string | number;
    data_module_id?: number;
    recommend_ids?: number[];
  },
): Promise<BatchAddResult> {
  const target = validateBatchAddTarget(input.customer_pick_id ?? null);
  if (target) throw businessError(target);
  checkLineIds(input.ids, input.library_ids);
  return ctx.database.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, user, input.customer_pick_id as number);
    return addItems(
      trx,
      cart.id,
      input.ids,
      {
        data_module: String(input.data_module),
        data_module_id: input.data_module_id,
        recommend_ids: input.recommend_ids,
      },
      { user, ids: input.library_ids ?? [] },
    );
  });
}

/** The cart a call means: the given one (own or a visible colleague's), else the user's own default. */
async function resolveCart(ctx: AppContext, user: SessionUser, id?: number): Promise<CartInfo> {
  if (id) return readableCart(ctx.database.db, user, id);
  const carts = (await listCarts(ctx, user)).filter((c) => c.user_id === user.userId);
  const own = carts.find((c) => c.is_default === 1) ?? carts[0];
  if (!own) throw notFound(MSG.cartNotFound);
  return own;
}

/** The product columns the cart page shows and totals (see CartLineItem) with the cart line's own. */
function lineQuery(db: Db, cartId: number) {
  return db
    .selectFrom('sample_car_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('factories as f', 'f.id', 'p.factory_id')
    .select([
      'i.company_product_id',
      'p.id',
      'p.article_number',
      'p.name',
      sql<string>`coalesce(i.picture, p.pictures[1])`.as('picture'),
      'p.unit',
      'p.exworks_price',
      'p.factory_id',
      'f.name as factory_name',
      'p.carton_length',
      'p.carton_width',
      'p.carton_height',
      'p.carton_cubic_meter',
      'p.carton_quantity',
      'p.gross_weight',
      'p.net_weight',
      'i.id as item_id',
      'i.quantity',
      'i.remark',
      'i.custom_number',
      'i.data_module',
      'i.created_at as added_at',
    ])
    .where('i.customer_pick_id', '=', cartId);
}
type LineRow = Awaited<ReturnType<ReturnType<typeof lineQuery>['executeTakeFirstOrThrow']>>;

type Library = Awaited<ReturnType<typeof libraryItems>>;

/**
 * A cart line: a platform product's fields, or a library product's own (in the cart's last group, factory 0:
 * it is the company's product, asked of a factory only through the platform product it was taken from).
 */
function toLine(row: LineRow, cartId: number, library: Library): CartLineItem {
  const { item_id, quantity, remark, custom_number, data_module, added_at, picture, company_product_id, ...product } =
    row;
  const own = company_product_id ? library.get(company_product_id) : undefined;
  const fields = own
    ? {
        id: own.id,
        article_number: own.article_number,
        name: own.name,
        unit: own.unit,
        exworks_price: own.exworks_price,
        factory_id: 0,
        factory_name: own.factory_name,
        carton_length: own.carton_length,
        carton_width: own.carton_width,
        carton_height: own.carton_height,
        carton_cubic_meter: own.carton_cubic_meter,
        carton_quantity: own.carton_quantity,
        gross_weight: own.gross_weight,
        net_weight: own.net_weight,
      }
    : {
        ...product,
        id: product.id ?? 0,
        factory_id: product.factory_id ?? 0,
        factory_name: product.factory_name ?? '',
      };
  return {
    ...(fields as Omit<
      CartLineItem,
      | 'toy_id'
      | 'thumb'
      | 'item_id'
      | 'customer_pick_id'
      | 'quantity'
      | 'remark'
      | 'custom_number'
      | 'data_module'
      | 'added_time'
      | 'company_product_id'
    >),
    toy_id: fields.id,
    thumb: own ? own.thumb : fileUrl(picture ?? '', 's'),
    company_product_id: company_product_id ?? null,
    item_id,
    customer_pick_id: cartId,
    quantity,
    remark,
    custom_number,
    data_module,
    added_time: time(added_at) ?? '',
  };
}

/**
 * get_sample_car: the lines (one page, or all), ordered by factory so a page continues the groups (the
 * company's library products last, as group 0); the totals (the domain's cartTotals over every line's
 * figures) and the factory groups of the whole cart.
 */
export async function cartPage(
  ctx: AppContext,
  user: SessionUser,
  input: { customer_pick_id?: number; factory_id?: number; page?: number; page_size?: number },
): Promise<SampleCarPage> {
  const { db } = ctx.database;
  const cart = await resolveCart(ctx, user, input.customer_pick_id);
  let lines = lineQuery(db, cart.id).orderBy(sql`p.factory_id NULLS LAST`).orderBy('i.id');
  let figures = db
    .selectFrom('sample_car_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.company_product_id',
      'p.factory_id',
      'i.quantity',
      'p.exworks_price',
      'p.carton_length',
      'p.carton_width',
      'p.carton_height',
      'p.carton_cubic_meter',
      'p.carton_quantity',
      'p.gross_weight',
      'p.net_weight',
    ])
    .where('i.customer_pick_id', '=', cart.id);
  if (input.factory_id) {
    lines = lines.where('p.factory_id', '=', input.factory_id);
    figures = figures.where('p.factory_id', '=', input.factory_id);
  }
  if (input.page) {
    const size = input.page_size ?? 200;
    lines = lines.limit(size).offset((input.page - 1) * size);
  }
  const [rows, all] = await Promise.all([lines.execute(), figures.execute()]);
  const library = await libraryItems(
    ctx,
    all.flatMap((f) => (f.company_product_id ? [f.company_product_id] : [])),
  );
  const lineFigures = all.map((f) => {
    const own = f.company_product_id ? library.get(f.company_product_id) : undefined;
    return own ? { ...own, factory_id: 0, quantity: f.quantity } : { ...f, factory_id: f.factory_id ?? 0 };
  });
  const counts = new Map<number, number>();
  for (const f of lineFigures) counts.set(f.factory_id, (counts.get(f.factory_id) ?? 0) + 1);
  const nameOf = await factoryNames(
    ctx,
    [...counts.keys()].filter((id) => id > 0),
  );
  return {
    cart,
    list: rows.map((row) => toLine(row, cart.id, library)),
    total: all.length,
    totals: cartTotals(lineFigures),
    // The library group (0) comes last, as its lines do.
    factories: [...counts.keys()]
      .sort((a, b) => (a === 0 ? 1 : b === 0 ? -1 : a - b))
      .map((id) => ({
        factory_id: id,
        factory_name: id === 0 ? LIBRARY_LINE_MSG.ownGroup : (nameOf.get(id) ?? ''),
        count: counts.get(id) ?? 0,
      })),
  };
}

/** del_sample_car: every id (platform or library) must be in the cart, else nothing is removed. */
export async function removeFromCart(
  ctx: AppContext,
  user: SessionUser,
  cartId: number,
  ids: number[],
  libraryIds: number[] = [],
) {
  checkLineIds(ids, libraryIds);
  return ctx.database.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, user, cartId);
    const deleted = ids.length
      ? await trx
          .deleteFrom('sample_car_items')
          .where('customer_pick_id', '=', cart.id)
          .where('product_id', 'in', ids)
          .returning('product_id')
          .execute()
      : [];
    if (deleted.length !== ids.length) {
      const gone = new Set(deleted.map((d) => d.product_id));
      throw notFound(MSG.notInCartIds(ids.filter((i) => !gone.has(i)).slice(0, 20)));
    }
    const deletedLibrary = libraryIds.length
      ? await trx
          .deleteFrom('sample_car_items')
          .where('customer_pick_id', '=', cart.id)
          .where('company_product_id', 'in', libraryIds)
          .returning('company_product_id')
          .execute()
      : [];
    if (deletedLibrary.length !== libraryIds.length) {
      const gone = new Set(deletedLibrary.map((d) => d.company_product_id));
      throw notFound(
        LIBRARY_LINE_MSG.notInCart(
          libraryIds
            .filter((i) => !gone.has(i))
            .slice(0, 20)
            .map(String),
        ),
      );
    }
    return { deleted: deleted.length + deletedLibrary.length };
  });
}

/** del_all_sample_car: empties the cart. */
export async function clearCart(ctx: AppContext, user: SessionUser, cartId: number) {
  return ctx.database.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, user, cartId);
    const result = await trx.deleteFrom('sample_car_items').where('customer_pick_id', '=', cart.id).executeTakeFirst();
    return { deleted: Number(result.numDeletedRows) };
  });
}

/** update_sample_car: quantity (cartons), remark, custom number of one line, in one statement. */
export async function updateLine(
  ctx: AppContext,
  user: SessionUser,
  input: {
    customer_pick_id: number;
    toy_id?: number;
    company_product_id?: number;
    quantity?: number;
    remark?: string;
    custom_number?: string;
  },
): Promise<CartLineItem> {
  const cart = await cartById(ctx.database.db, user, input.customer_pick_id);
  if (!cart.can_manage) throw new AppError(CODE.forbidden, MSG.cartNotOwn);
  if (!input.company_product_id && !input.toy_id) throw notFound(MSG.notInCart);
  const { quantity, remark, custom_number } = input;
  // The line: a library product's when company_product_id is given, else the platform product's.
  const column = input.company_product_id ? 'company_product_id' : 'product_id';
  const key = input.company_product_id ?? input.toy_id ?? 0;
  const query = ctx.database.db
    .updateTable('sample_car_items')
    .where('customer_pick_id', '=', cart.id)
    .where(column, '=', key);
  const row =
    quantity === undefined && remark === undefined && custom_number === undefined
      ? await ctx.database.db
          .selectFrom('sample_car_items')
          .selectAll()
          .where('customer_pick_id', '=', cart.id)
          .where(column, '=', key)
          .executeTakeFirst()
      : await query.set({ quantity, remark, custom_number }).returningAll().executeTakeFirst();
  if (!row) throw notFound(MSG.notInCart);
  const line = await lineQuery(ctx.database.db, cart.id).where('i.id', '=', row.id).executeTakeFirstOrThrow();
  const library = await libraryItems(ctx, line.company_product_id ? [line.company_product_id] : []);
  return toLine(line, cart.id, library);
}

/**
 * A processed picture (an AI tool's result, by content hash) put on one cart line the user may change (the
 * cart's owner): the line shows it instead of its product's picture; the product keeps its pictures. Answers
 * the picture the line showed before (still stored: undo puts it back).
 */
export async function setLinePicture(
  ctx: AppContext,
  user: SessionUser,
  itemId: number,
  hash: string,
): Promise<{ previous: string }> {
  return ctx.database.db.transaction().execute(async (trx) => {
    // A line of a platform product (a library product's picture is changed in the library itself).
    const line = await trx
      .selectFrom('sample_car_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.customer_pick_id', sql<string | null>`coalesce(i.picture, p.pictures[1])`.as('shown')])
      .where('i.id', '=', itemId)
      .executeTakeFirst();
    if (!line) throw notFound(MSG.notInCart);
    await lockCart(trx, user, line.customer_pick_id);
    await trx.updateTable('sample_car_items').set({ picture: hash }).where('id', '=', itemId).execute();
    return { previous: fileUrl(line.shown) };
  });
}

/** transfer_customer_pick: moves (or copies) lines to another visible cart; lines already there are skipped. */
export async function transfer(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; to_id: number; ids?: number[]; library_ids?: number[]; copy?: boolean },
) {
  if (input.id === input.to_id) throw businessError(WORKING_SET_MSG.transferSameCart);
  const some = input.ids !== undefined || input.library_ids !== undefined;
  if (some) checkLineIds(input.ids ?? [], input.library_ids ?? []);
  const moved = await ctx.database.db.transaction().execute(async (trx) => {
    // Lock in id order so two opposite transfers cannot deadlock.
    const [first, second] = input.id < input.to_id ? [input.id, input.to_id] : [input.to_id, input.id];
    await lockCart(trx, user, first);
    await lockCart(trx, user, second);
    const ids = input.ids ?? [];
    const libraryIds = input.library_ids ?? [];
    let q = trx.selectFrom('sample_car_items').selectAll().where('customer_pick_id', '=', input.id);
    if (some)
      q = q.where((eb) =>
        eb.or([
          ...(ids.length ? [eb('product_id', 'in', ids)] : []),
          ...(libraryIds.length ? [eb('company_product_id', 'in', libraryIds)] : []),
        ]),
      );
    const lines = await q.orderBy('id').execute();
    if (some) {
      const present = new Set(lines.map((l) => l.product_id));
      const missing = ids.filter((i) => !present.has(i));
      if (missing.length) throw notFound(MSG.notInCartIds(missing.slice(0, 20)));
      const presentLibrary = new Set(lines.map((l) => l.company_product_id));
      const missingLibrary = libraryIds.filter((i) => !presentLibrary.has(i));
      if (missingLibrary.length) throw notFound(LIBRARY_LINE_MSG.notInCart(missingLibrary.slice(0, 20).map(String)));
    }
    if (!lines.length) return { moved: 0, existing: 0 };
    const copyOf = (l: (typeof lines)[number]) => ({
      customer_pick_id: input.to_id,
      product_id: l.product_id,
      company_product_id: l.company_product_id,
      quantity: l.quantity,
      remark: l.remark,
      custom_number: l.custom_number,
      data_module: l.data_module,
      data_module_id: l.data_module_id,
      recommend_id: l.recommend_id,
      picture: l.picture,
    });
    const platformLines = lines.filter((l) => l.product_id !== null);
    const libraryLines = lines.filter((l) => l.product_id === null);
    const inserted = [
      ...(platformLines.length
        ? await trx
            .insertInto('sample_car_items')
            .values(platformLines.map(copyOf))
            .onConflict((oc) => oc.columns(['customer_pick_id', 'product_id']).doNothing())
            .returning('id')
            .execute()
        : []),
      ...(libraryLines.length
        ? await trx
            .insertInto('sample_car_items')
            .values(libraryLines.map(copyOf))
            .onConflict((oc) => oc.columns(['customer_pick_id', 'company_product_id']).doNothing())
            .returning('id')
            .execute()
        : []),
    ];
    if (!input.copy)
      await trx
        .deleteFrom('sample_car_items')
        .where(
          'id',
          'in',
          lines.map((l) => l.id),
        )
        .execute();
    return { moved: inserted.length, existing: lines.length - inserted.length };
  });
  return after(ctx, (c) => cartTransferred(c, user.userId, input.to_id, moved.moved))(moved);
}

/** get_select_sample_list: the product ids of one cart (platform and library apart). */
export async function cartProductIds(ctx: AppContext, user: SessionUser, id?: number) {
  const cart = await resolveCart(ctx, user, id);
  const rows = await ctx.database.db
    .selectFrom('sample_car_items')
    .select(['product_id', 'company_product_id'])
    .where('customer_pick_id', '=', cart.id)
    .orderBy('id')
    .execute();
  return {
    customer_pick_id: cart.id,
    ids: rows.flatMap((r) => (r.product_id ? [r.product_id] : [])),
    library_ids: rows.flatMap((r) => (r.company_product_id ? [r.company_product_id] : [])),
  };
}

/** getSelectSampleList: every cart of the user's own with its product ids (the carts products are added to). */
export async function allCartProductIds(ctx: AppContext, user: SessionUser) {
  const carts = (await listCarts(ctx, user)).filter((c) => c.can_manage);
  if (!carts.length) return { list: [] };
  const rows = await ctx.database.db
    .selectFrom('sample_car_items')
    .select(['customer_pick_id', 'product_id', 'company_product_id'])
    .where(
      'customer_pick_id',
      'in',
      carts.map((c) => c.id),
    )
    .orderBy('id')
    .execute();
  const byCart = new Map<number, number[]>(carts.map((c) => [c.id, []]));
  const libraryByCart = new Map<number, number[]>(carts.map((c) => [c.id, []]));
  for (const r of rows) {
    if (r.product_id) byCart.get(r.customer_pick_id)?.push(r.product_id);
    if (r.company_product_id) libraryByCart.get(r.customer_pick_id)?.push(r.company_product_id);
  }
  return {
    list: carts.map((c) => ({
      customer_pick_id: c.id,
      name: c.name,
      is_default: c.is_default,
      ids: byCart.get(c.id) ?? [],
      library_ids: libraryByCart.get(c.id) ?? [],
    })),
  };
}

/**
 * hand_over_customer_pick: the cart becomes a colleague's (same company), with its lines; it is not the default of
 * either (the colleague's first cart becomes their default, §4). The colleague is notified.
 */
export async function handOverCart(ctx: AppContext, user: SessionUser, input: { id: number; user_id: number }) {
  const handed = await ctx.database.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, user, input.id, 'transfer');
    const refusal = validateCartHandover(
      { id: cart.id, user_id: cart.user_id, is_default: cart.is_default ? 1 : 0 },
      input.user_id,
    );
    if (refusal) throw businessError(refusal);
    const colleague = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.user_id)
      .where('company_id', '=', user.companyId)
      .executeTakeFirst();
    if (!colleague || user.companyId <= 0) throw businessError(MSG.cartHandoverNoColleague);
    // Both owners' default rules change: lock them in id order so two hand-overs cannot deadlock.
    for (const owner of [cart.user_id, colleague.id].sort((a, b) => a - b)) await lockOwner(trx, owner);
    const theirs = await ownerCarts(trx, colleague.id);
    await trx
      .updateTable('customer_picks')
      .set({
        user_id: colleague.id,
        is_default: defaultOnCreate(theirs, false) === 1,
        updated_at: ctx.now(),
      })
      .where('id', '=', cart.id)
      .execute();
    const count = await trx
      .selectFrom('sample_car_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_pick_id', '=', cart.id)
      .executeTakeFirstOrThrow();
    return Number(count.n);
  });
  await after(ctx, (c) => cartTransferred(c, user.userId, input.id, Math.max(1, handed)))(null);
  return cartById(ctx.database.db, user, input.id);
}

/** get_cart_colleagues: the company's other accounts, whom a cart may be handed over to. */
export async function cartColleagues(ctx: AppContext, user: SessionUser): Promise<{ list: CartColleague[] }> {
  if (user.companyId <= 0) return { list: [] };
  const rows = await ctx.database.db
    .selectFrom('users')
    .select(['id', 'nickname', 'user_type'])
    .where('company_id', '=', user.companyId)
    .where('id', '!=', user.userId)
    .orderBy('id')
    .execute();
  return { list: rows.map((r) => ({ user_id: r.id, name: r.nickname, user_type: r.user_type })) };
}

import { type BatchAddResult, type CartInfo, type CartLineItem, CODE, type SampleCarPage } from '@wanju/api-client';
import { batchAddResultMessage, cartTotals, LIBRARY_LINE_MSG, MSG, validateBatchAddTarget } from '@wanju/domain';
import { sql } from 'kysely';
import { requireListedProducts } from '../catalogue/index';
import { factoryNames } from '../factories/index';
import { fileUrl } from '../pictures/index';
import { publishChange } from '../platform/events/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError, notFound } from '../platform/http/errors';
import { cartById, listCarts, lockCart, readableCart, type Trx } from './carts';
import { checkLineIds, type Db, time } from './common';
import { libraryItems, requireOwnLibrary } from './library-lines';

/** A sample cart's lines: adding products and library products, the page of lines, removing, clearing, editing a line and its picture. */

export async function addItems(
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
 * The open screens of a cart follow its lines: its owner's and the colleagues' who see it (the company's).
 * Passes `result` through.
 */
export async function cartChanged<T>(ctx: AppContext, ids: readonly number[], result: T): Promise<T> {
  const rows = ids.length
    ? await ctx.database.db
        .selectFrom('customer_picks')
        .select(['id', 'user_id', 'company_id'])
        .where('id', 'in', [...ids])
        .execute()
    : [];
  for (const row of rows)
    publishChange(ctx, {
      kind: 'cart',
      id: row.id,
      audience: [{ user: row.user_id }, { company: row.company_id ?? 0 }],
    });
  return result;
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
  const result = await ctx.database.db.transaction().execute(async (trx) => {
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
  return cartChanged(ctx, [input.customer_pick_id as number], result);
}

/** The cart a call means: the given one (own or a visible colleague's), else the user's own default. */
export async function resolveCart(ctx: AppContext, user: SessionUser, id?: number): Promise<CartInfo> {
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
  const result = await ctx.database.db.transaction().execute(async (trx) => {
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
  return cartChanged(ctx, [cartId], result);
}

/** del_all_sample_car: empties the cart. */
export async function clearCart(ctx: AppContext, user: SessionUser, cartId: number) {
  const cleared = await ctx.database.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, user, cartId);
    const result = await trx.deleteFrom('sample_car_items').where('customer_pick_id', '=', cart.id).executeTakeFirst();
    return { deleted: Number(result.numDeletedRows) };
  });
  return cartChanged(ctx, [cartId], cleared);
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
  return cartChanged(ctx, [cart.id], toLine(line, cart.id, library));
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

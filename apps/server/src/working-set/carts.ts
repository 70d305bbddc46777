import { type BatchAddResult, type CartInfo, CODE } from '@wanju/api-client';
import {
  applyCartDefaultEdit,
  cartRights,
  defaultOnCreate,
  MSG,
  validateCartName,
  validateCartRemoval,
} from '@wanju/domain';
import { sql, type Transaction } from 'kysely';
import { ownerOf, visible } from '../platform/access/index';
import { containing } from '../platform/db/query';
import type { DB } from '../platform/db/schema';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError, notFound } from '../platform/http/errors';
import { addItems } from './cart-lines';
import { checkIds, type Db, lockOwner, time } from './common';
export type Trx = Transaction<DB>;

export function cartQuery(db: Db) {
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

export const toCart = (row: CartRow, user: SessionUser): CartInfo => {
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
  if (keyword?.trim()) q = q.where('cp.name', 'ilike', containing(keyword.trim()));
  const rows = await q
    .orderBy(sql`(cp.user_id = ${user.userId})`, 'desc')
    .orderBy('cp.user_id')
    .orderBy('cp.is_default', 'desc')
    .orderBy('cp.id')
    .execute();
  return rows.map((row) => toCart(row, user));
}

export async function cartById(db: Db, user: SessionUser, id: number): Promise<CartInfo> {
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
export async function lockCart(trx: Trx, user: SessionUser, id: number, need: 'manage' | 'transfer' = 'manage') {
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
export async function readableCart(db: Db, user: SessionUser, id: number): Promise<CartInfo> {
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
export async function ownerCarts(trx: Trx, userId: number) {
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

export { addToCart, cartPage, clearCart, removeFromCart, setLinePicture, updateLine } from './cart-lines';
export { allCartProductIds, cartColleagues, cartProductIds, handOverCart, transfer } from './cart-transfer';

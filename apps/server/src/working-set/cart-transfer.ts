import type { CartColleague } from '@wanju/api-client';
import { defaultOnCreate, LIBRARY_LINE_MSG, MSG, validateCartHandover, WORKING_SET_MSG } from '@wanju/domain';
import { after, cartTransferred } from '../notifications/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { cartChanged, resolveCart } from './cart-lines';
import { cartQuery, listCarts, lockCart, ownerCarts, toCart } from './carts';
import { checkLineIds, lockOwner } from './common';

/** Moving or copying lines between carts, the products of carts, handing a cart to a colleague, and the colleagues a cart may go to. */

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
  await cartChanged(ctx, [input.id, input.to_id], moved);
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
    // The answer is the cart as handed over, read here: a salesperson who gave their own cart away may no
    // longer see it afterwards, yet what the call did is theirs to be told.
    return toCart(await cartQuery(trx).where('cp.id', '=', cart.id).executeTakeFirstOrThrow(), user);
  });
  await after(ctx, (c) => cartTransferred(c, user.userId, input.id, Math.max(1, handed.toy_count)))(null);
  return handed;
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

import type { AddToCartPayload, Flag } from './entities';
import { MSG } from './messages';

/** §5, §9: a cart name has at most 10 characters. */
export const CART_NAME_MAX = 10;

/** §5: a cart name is required ('请输入选样车名称！'), not only whitespace, at most 10 characters (saying so). */
export function validateCartName(name: string): string | null {
  const value = typeof name === 'string' ? name : '';
  if (value.trim() === '') return MSG.cartNameRequired;
  // Count characters, not UTF-16 units, so a rare CJK character counts once.
  if ([...value].length > CART_NAME_MAX) return MSG.cartNameTooLong;
  return null;
}

/** The part of a sample cart the default rules need. */
export interface CartLike {
  id: number;
  is_default: Flag;
}

/** §4: the default cart (the first one when none is marked, as normalizeCartDefaults picks), or undefined when there are none. */
export function defaultCart<T extends CartLike>(carts: readonly T[]): T | undefined {
  return carts.find((c) => c.is_default === 1) ?? carts[0];
}

/**
 * §4: repairs a list to have exactly one default when not empty: the first cart marked default keeps
 * it, others are unset; with none marked, the first cart becomes default.
 */
export function normalizeCartDefaults<T extends CartLike>(carts: readonly T[]): T[] {
  const keep = carts.find((c) => c.is_default === 1)?.id ?? carts[0]?.id;
  let seen = false;
  return carts.map((c) => {
    const isDefault = c.id === keep && !seen;
    if (isDefault) seen = true;
    return c.is_default === (isDefault ? 1 : 0) ? c : { ...c, is_default: isDefault ? 1 : 0 };
  });
}

/** §4: the is_default a new cart gets: the first cart is forced default, otherwise as requested. */
export function defaultOnCreate(existing: readonly CartLike[], requested: boolean): Flag {
  return existing.length === 0 || requested ? 1 : 0;
}

/**
 * §4: adds a cart. The first cart is forced default; a new default replaces the old one; the list
 * keeps exactly one default.
 */
export function applyCartCreate<T extends CartLike>(carts: readonly T[], cart: T): T[] {
  const is_default = defaultOnCreate(carts, cart.is_default === 1);
  const created = { ...cart, is_default };
  const others =
    is_default === 1 ? carts.map((c) => (c.is_default === 1 ? { ...c, is_default: 0 as const } : c)) : carts;
  return normalizeCartDefaults([...others, created]);
}

/** The outcome of a cart edit or removal: the new list, or the reason it was refused. */
export interface CartChange<T> {
  carts: T[];
  error: string | null;
}

/**
 * §4: edits a cart's default flag. Setting a cart default replaces the previous default. The
 * default cannot be unset: asking to unset it changes nothing and returns a message.
 */
export function applyCartDefaultEdit<T extends CartLike>(
  carts: readonly T[],
  id: number,
  requested: boolean,
): CartChange<T> {
  const target = carts.find((c) => c.id === id);
  if (!target) return { carts: [...carts], error: MSG.cartNotFound };
  if (requested) {
    return { carts: carts.map((c) => ({ ...c, is_default: c.id === id ? 1 : 0 })), error: null };
  }
  if (target.is_default === 1) return { carts: [...carts], error: MSG.cartDefaultCannotUnset };
  return { carts: [...carts], error: null };
}

/** §4: the is_default an edit stores: a default cart stays default whatever the form says. */
export function defaultOnEdit(current: Flag, requested: boolean): Flag {
  return current === 1 || requested ? 1 : 0;
}

/** §4: why a cart cannot be removed ('默认选样车不能删除'), or null. */
export function validateCartRemoval(cart: CartLike): string | null {
  return cart.is_default === 1 ? MSG.cartDefaultCannotRemove : null;
}

/** §4: removes a cart unless it is the default. */
export function applyCartRemoval<T extends CartLike>(carts: readonly T[], id: number): CartChange<T> {
  const target = carts.find((c) => c.id === id);
  if (!target) return { carts: [...carts], error: MSG.cartNotFound };
  const error = validateCartRemoval(target);
  if (error) return { carts: [...carts], error };
  return { carts: carts.filter((c) => c.id !== id), error: null };
}

/** §5: batch add needs a chosen cart ('请选择要加入的选样车'). */
export function validateBatchAddTarget(cartId: number | null | undefined): string | null {
  return typeof cartId === 'number' && cartId > 0 ? null : MSG.batchAddNoCart;
}

/**
 * §8: the batch-add result. When every selected product is already in the cart:
 * '加入选样车失败，选中的N款产品已存在该选样车中'; otherwise a tip with the success and failure counts
 * (failures include those already in the cart, mentioned when any).
 */
export function batchAddResultMessage(requested: number, added: number, alreadyInCart: number): string {
  if (requested > 0 && alreadyInCart >= requested) return MSG.batchAddAllExist(requested);
  const failed = Math.max(0, requested - added);
  return alreadyInCart > 0
    ? MSG.batchAddResultWithExisting(added, failed, alreadyInCart)
    : MSG.batchAddResult(added, failed);
}

/** True when the batch add failed entirely (shown as an error rather than a tip). */
export function isBatchAddFailure(requested: number, added: number): boolean {
  return requested > 0 && added === 0;
}

/** §3: the add-to-cart payload (ids deduplicated, optional fields only when given). */
export function buildAddToCartPayload(args: {
  ids: readonly number[];
  dataModule: number | string;
  cartId: number;
  dataModuleId?: number;
  recommendIds?: readonly number[];
}): AddToCartPayload {
  return {
    ids: [...new Set(args.ids)],
    data_module: args.dataModule,
    customer_pick_id: args.cartId,
    ...(args.dataModuleId !== undefined ? { data_module_id: args.dataModuleId } : {}),
    ...(args.recommendIds?.length ? { recommend_ids: [...args.recommendIds] } : {}),
  };
}

/** The part of a cart the ownership rules need. */
export interface OwnedCart extends CartLike {
  user_id: number;
}

/**
 * §4, §6: a cart list as a user sees it: their own carts (the default first) and their colleagues' (visible to
 * the main account and administrators), grouped by owner in list order. Everywhere a cart is chosen, only `own`.
 */
export function splitCarts<T extends OwnedCart>(carts: readonly T[], userId: number): { own: T[]; colleagues: T[] } {
  const own = carts.filter((c) => c.user_id === userId);
  const mine = [...own.filter((c) => c.is_default === 1), ...own.filter((c) => c.is_default !== 1)];
  const owners: number[] = [];
  for (const c of carts) if (c.user_id !== userId && !owners.includes(c.user_id)) owners.push(c.user_id);
  const colleagues = owners.flatMap((owner) => carts.filter((c) => c.user_id === owner));
  return { own: mine, colleagues };
}

/** §4: why a cart cannot be handed over to `toUserId` (its owner already, or the owner's default), or null. */
export function validateCartHandover(cart: OwnedCart, toUserId: number): string | null {
  if (cart.user_id === toUserId) return MSG.cartHandoverSameOwner;
  return cart.is_default === 1 ? MSG.cartDefaultCannotTransfer : null;
}

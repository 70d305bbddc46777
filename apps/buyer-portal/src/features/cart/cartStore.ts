import { ApiError, api, type CartInfo } from '@wanju/api-client';
import { MSG, validateIdBatch } from '@wanju/domain';
import { type CartDraft, toast, toastAddToCartResult } from '@wanju/ui';
import { proxy } from 'valtio';
import { client } from '../../app/session';
import { CART_TEXT } from './messages';

/** The buyer's sample carts (customer_pick) and the state of the header's cart dialogs. */
export const cartState = proxy<{
  carts: CartInfo[];
  /** product ids waiting for the batch-add dialog; null when it is closed */
  pendingIds: number[] | null;
  /** products of the company's own library waiting beside them (company product ids) */
  pendingLibraryIds: number[];
  manageOpen: boolean;
  startCreating: boolean;
  busy: boolean;
}>({ carts: [], pendingIds: null, pendingLibraryIds: [], manageOpen: false, startCreating: false, busy: false });

/** Reloads the customer pick list (after any add, delete or edit). */
export async function refreshCarts(): Promise<void> {
  const { list } = await client.call(api.cart.getCustomerPick, {}, { silent: true });
  cartState.carts = list;
}

/** Opens the batch-add dialog for platform products and/or products of the company's own library. */
export function openBatchAdd(ids: readonly number[], libraryIds: readonly number[] = []): void {
  const refusal =
    validateIdBatch(ids.length ? ids : libraryIds) ??
    (ids.length && libraryIds.length ? validateIdBatch(libraryIds) : null);
  if (refusal) {
    toast.error(ids.length + libraryIds.length === 0 ? CART_TEXT.noProducts : refusal);
    return;
  }
  cartState.pendingIds = [...ids];
  cartState.pendingLibraryIds = [...libraryIds];
  void refreshCarts().catch(() => undefined);
}

export function openManage(creating = false): void {
  cartState.startCreating = creating;
  cartState.manageOpen = true;
}

async function run(task: () => Promise<void>): Promise<void> {
  cartState.busy = true;
  try {
    await task();
  } catch (e) {
    // The client has already shown the server's message.
    if (!(e instanceof ApiError)) throw e;
  } finally {
    cartState.busy = false;
    await refreshCarts().catch(() => undefined);
  }
}

export const addToCart = (cartId: number) =>
  run(async () => {
    const ids = cartState.pendingIds ?? [];
    const libraryIds = cartState.pendingLibraryIds;
    const result = await client.call(api.cart.addSampleCar, {
      ids,
      ...(libraryIds.length ? { library_ids: libraryIds } : {}),
      customer_pick_id: cartId,
      data_module: libraryIds.length ? 'library' : 'list',
    });
    toastAddToCartResult({
      requested: ids.length + libraryIds.length,
      added: result.added,
      alreadyInCart: result.existing,
    });
    cartState.pendingIds = null;
    cartState.pendingLibraryIds = [];
  });

export const createCart = (draft: CartDraft) =>
  run(async () => {
    await client.call(api.cart.addCustomerPick, {
      name: draft.name,
      remark: draft.remark,
      is_default: draft.isDefault ? 1 : 0,
    });
    toast.success(CART_TEXT.createSuccess);
  });

export const renameCart = (id: number, draft: { name: string; remark: string }) =>
  run(async () => {
    await client.call(api.cart.editCustomerPick, { id, name: draft.name, remark: draft.remark });
    toast.success(MSG.editCartSuccess);
  });

export const setDefaultCart = (id: number) =>
  run(async () => {
    const cart = cartState.carts.find((c) => c.id === id);
    if (!cart) return;
    await client.call(api.cart.editCustomerPick, { id, name: cart.name, is_default: 1 });
    toast.success(MSG.setDefaultCartSuccess);
  });

export const deleteCart = (id: number) =>
  run(async () => {
    await client.call(api.cart.deleteCustomerPick, { id });
    toast.success(MSG.removeCartSuccess);
  });

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCartCreate,
  applyCartDefaultEdit,
  applyCartRemoval,
  batchAddResultMessage,
  buildAddToCartPayload,
  type CartLike,
  defaultCart,
  defaultOnCreate,
  defaultOnEdit,
  isBatchAddFailure,
  normalizeCartDefaults,
  splitCarts,
  validateBatchAddTarget,
  validateCartHandover,
  validateCartName,
  validateCartRemoval,
} from './carts';
import { MSG } from './messages';

const cart = (id: number, is_default: 0 | 1 = 0): CartLike & { name: string } => ({ id, is_default, name: `车${id}` });
const defaults = (carts: CartLike[]) => carts.filter((c) => c.is_default === 1).length;

describe('§5 cart name: required, not whitespace, max 10', () => {
  it.each([
    ['', MSG.cartNameRequired],
    ['   ', MSG.cartNameRequired],
    ['\u3000\t', MSG.cartNameRequired],
    ['春季选样', null],
    ['一二三四五六七八九十', null],
    ['一二三四五六七八九十一', MSG.cartNameTooLong],
    ['𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀', null],
  ])('%j → %j', (name, expected) => {
    expect(validateCartName(name)).toBe(expected);
  });
  it('the message is exact', () => {
    expect(validateCartName('')).toBe('请输入选样车名称！');
    expect(validateCartName(undefined as unknown as string)).toBe('请输入选样车名称！');
  });
});

describe('§4 sample cart defaults', () => {
  it('the first cart created is forced default', () => {
    expect(defaultOnCreate([], false)).toBe(1);
    expect(defaultOnCreate([cart(1, 1)], false)).toBe(0);
    expect(defaultOnCreate([cart(1, 1)], true)).toBe(1);
    expect(applyCartCreate([], cart(1, 0))).toEqual([cart(1, 1)]);
  });
  it('a new default replaces the old one', () => {
    const out = applyCartCreate([cart(1, 1), cart(2)], cart(3, 1));
    expect(out.map((c) => c.is_default)).toEqual([0, 0, 1]);
    expect(applyCartCreate([cart(1, 1)], cart(2)).map((c) => c.is_default)).toEqual([1, 0]);
  });
  it('the default cannot be unset, only replaced by setting another', () => {
    const carts = [cart(1, 1), cart(2)];
    expect(applyCartDefaultEdit(carts, 1, false)).toEqual({ carts, error: MSG.cartDefaultCannotUnset });
    expect(applyCartDefaultEdit(carts, 2, false)).toEqual({ carts, error: null });
    expect(applyCartDefaultEdit(carts, 2, true).carts.map((c) => c.is_default)).toEqual([0, 1]);
    expect(applyCartDefaultEdit(carts, 9, true).error).toBe(MSG.cartNotFound);
    expect(defaultOnEdit(1, false)).toBe(1);
    expect(defaultOnEdit(0, true)).toBe(1);
    expect(defaultOnEdit(0, false)).toBe(0);
  });
  it('the default cannot be removed', () => {
    const carts = [cart(1, 1), cart(2)];
    expect(validateCartRemoval(carts[0] as CartLike)).toBe('默认选样车不能删除');
    expect(validateCartRemoval(carts[1] as CartLike)).toBeNull();
    expect(applyCartRemoval(carts, 1)).toEqual({ carts, error: MSG.cartDefaultCannotRemove });
    expect(applyCartRemoval(carts, 2)).toEqual({ carts: [cart(1, 1)], error: null });
    expect(applyCartRemoval(carts, 3).error).toBe(MSG.cartNotFound);
  });
  it('finds and repairs the default', () => {
    expect(defaultCart([])).toBeUndefined();
    expect(defaultCart([cart(1), cart(2, 1)])?.id).toBe(2);
    expect(defaultCart([cart(1), cart(2)])?.id).toBe(1);
    expect(normalizeCartDefaults([cart(1), cart(2)]).map((c) => c.is_default)).toEqual([1, 0]);
    expect(normalizeCartDefaults([cart(1), cart(2, 1), cart(3, 1)]).map((c) => c.is_default)).toEqual([0, 1, 0]);
    expect(normalizeCartDefaults([cart(1, 1), cart(1, 1)]).map((c) => c.is_default)).toEqual([1, 0]);
    expect(normalizeCartDefaults([])).toEqual([]);
  });

  type Op = { kind: 'create'; asDefault: boolean } | { kind: 'setDefault' | 'unset' | 'remove'; pick: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), asDefault: fc.boolean() }),
    fc.record({ kind: fc.constantFrom('setDefault' as const, 'unset' as const, 'remove' as const), pick: fc.nat() }),
  );
  it('property: after any sequence of operations a non-empty list has exactly one default', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let carts: CartLike[] = [];
        let nextId = 1;
        for (const o of ops) {
          if (o.kind === 'create') {
            carts = applyCartCreate(carts, { id: nextId++, is_default: o.asDefault ? 1 : 0 });
            continue;
          }
          const target = carts[o.pick % Math.max(1, carts.length)];
          if (!target) continue;
          const before = carts;
          if (o.kind === 'setDefault') carts = applyCartDefaultEdit(carts, target.id, true).carts;
          if (o.kind === 'unset') carts = applyCartDefaultEdit(carts, target.id, false).carts;
          if (o.kind === 'remove') {
            const res = applyCartRemoval(carts, target.id);
            if (target.is_default === 1) {
              expect(res.error).toBe(MSG.cartDefaultCannotRemove);
              expect(res.carts).toEqual(before);
            }
            carts = res.carts;
          }
          if (o.kind === 'unset') expect(defaultCart(carts)?.id).toBe(defaultCart(before)?.id);
        }
        if (carts.length > 0) expect(defaults(carts)).toBe(1);
      }),
    );
  });
});

describe('§5, §8 batch add', () => {
  it('needs a chosen cart', () => {
    expect(validateBatchAddTarget(null)).toBe('请选择要加入的选样车');
    expect(validateBatchAddTarget(undefined)).toBe('请选择要加入的选样车');
    expect(validateBatchAddTarget(0)).toBe('请选择要加入的选样车');
    expect(validateBatchAddTarget(7)).toBeNull();
  });
  it('all selected already in the cart → the failure message with N', () => {
    expect(batchAddResultMessage(3, 0, 3)).toBe('加入选样车失败，选中的3款产品已存在该选样车中');
  });
  it('otherwise a tip with success and failure counts', () => {
    expect(batchAddResultMessage(5, 5, 0)).toBe('成功加入选样车5款，失败0款');
    expect(batchAddResultMessage(5, 3, 0)).toBe('成功加入选样车3款，失败2款');
    expect(batchAddResultMessage(5, 3, 2)).toBe('成功加入选样车3款，失败2款（其中2款已存在该选样车中）');
    expect(batchAddResultMessage(0, 0, 0)).toBe('成功加入选样车0款，失败0款');
    expect(batchAddResultMessage(2, 5, 0)).toBe('成功加入选样车5款，失败0款');
  });
  it('a total failure is flagged', () => {
    expect(isBatchAddFailure(3, 0)).toBe(true);
    expect(isBatchAddFailure(3, 1)).toBe(false);
    expect(isBatchAddFailure(0, 0)).toBe(false);
  });
  it('§3 builds the add-to-cart payload', () => {
    expect(buildAddToCartPayload({ ids: [1, 2, 2], dataModule: 3, cartId: 9 })).toEqual({
      ids: [1, 2],
      data_module: 3,
      customer_pick_id: 9,
    });
    expect(
      buildAddToCartPayload({ ids: [1], dataModule: 'hot', cartId: 9, dataModuleId: 4, recommendIds: [7] }),
    ).toEqual({
      ids: [1],
      data_module: 'hot',
      customer_pick_id: 9,
      data_module_id: 4,
      recommend_ids: [7],
    });
    expect(buildAddToCartPayload({ ids: [1], dataModule: 1, cartId: 9, recommendIds: [] })).not.toHaveProperty(
      'recommend_ids',
    );
  });
});

describe('cart ownership (§4: one default per user, colleagues apart)', () => {
  const c = (id: number, user_id: number, is_default: 0 | 1 = 0) => ({ id, user_id, is_default });
  it("puts the user's own carts first, the default leading, and colleagues' grouped by owner", () => {
    const list = [c(1, 7, 1), c(2, 5), c(3, 5, 1), c(4, 8, 1), c(5, 7)];
    const { own, colleagues } = splitCarts(list, 5);
    expect(own.map((x) => x.id)).toEqual([3, 2]);
    expect(colleagues.map((x) => x.id)).toEqual([1, 5, 4]);
    expect(own.filter((x) => x.is_default === 1)).toHaveLength(1);
  });
  it('refuses to hand a cart to its owner or to hand over the default', () => {
    expect(validateCartHandover(c(1, 5), 5)).toBe(MSG.cartHandoverSameOwner);
    expect(validateCartHandover(c(1, 5, 1), 6)).toBe(MSG.cartDefaultCannotTransfer);
    expect(validateCartHandover(c(1, 5), 6)).toBeNull();
  });
});

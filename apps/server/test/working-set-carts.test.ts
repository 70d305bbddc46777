import type { BatchAddResult, CartInfo, CustomerItem, SampleCarPage, ToyItem } from '@wanju/api-client';
import { MSG, WORKING_SET_MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let sales: string;
let admin: string;
let free: string;
let factory: string;
let productIds: number[];

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '1200' });
  [main, sales, admin, free, factory] = (await Promise.all(
    ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005'].map((p) => server.login(p)),
  )) as [string, string, string, string, string];
  const rows = await server.ctx.database.db
    .selectFrom('products')
    .select('id')
    .where('is_black', '=', false)
    .orderBy('id')
    .execute();
  productIds = rows.map((r) => r.id);
  // The demo gives every account its default cart; the §4 rules below start from users without any.
  await server.ctx.database.db
    .deleteFrom('customer_picks')
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('id').where('phone', 'in', ['13800000004', '13800000005']),
    )
    .execute();
});
afterAll(() => server?.close());

const call = async <T>(path: string, body: unknown, token: string) => (await server.post<T>(path, body, token)).body;
const carts = async (token: string) =>
  (await call<{ list: CartInfo[] }>('/api/website/get_customer_pick', {}, token)).data.list;
const cartRow = (id: number) =>
  server.ctx.database.db.selectFrom('customer_picks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const defaults = async (userPhone: string) => {
  const rows = await server.ctx.database.db
    .selectFrom('customer_picks as cp')
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .select('cp.id')
    .where('u.phone', '=', userPhone)
    .where('cp.is_default', '=', true)
    .execute();
  return rows.map((r) => r.id);
};
const create = (token: string, body: Record<string, unknown>) =>
  call<{ id: number; result: BatchAddResult | null }>('/api/website/add_customer_pick', body, token);

describe('sample carts: §4 default rules', () => {
  it('forces the first cart default, keeps exactly one default, refuses to unset or delete it', async () => {
    expect(await carts(free)).toEqual([]);
    const first = await create(free, { name: '春季样品', is_default: 0 });
    expect(first.code).toBe(0);
    const second = await create(free, { name: '秋季样品' });
    let list = await carts(free);
    expect(list.map((c) => [c.name, c.is_default])).toEqual([
      ['春季样品', 1],
      ['秋季样品', 0],
    ]);

    const unset = await call(
      '/api/website/edit_customer_pick',
      { id: first.data.id, name: '春季样品', is_default: 0 },
      free,
    );
    expect(unset.code).not.toBe(0);
    expect(unset.msg).toBe(MSG.cartDefaultCannotUnset);
    const refused = await call('/api/website/delete_customer_pick', { id: first.data.id }, free);
    expect(refused).toMatchObject({ code: 1, msg: MSG.cartDefaultCannotRemove });
    expect((await cartRow(first.data.id)).is_default).toBe(true);

    const moved = await call<CartInfo>(
      '/api/website/edit_customer_pick',
      { id: second.data.id, name: '秋季样品', is_default: 1 },
      free,
    );
    expect(moved.data.is_default).toBe(1);
    list = await carts(free);
    expect(list.filter((c) => c.is_default === 1).map((c) => c.id)).toEqual([second.data.id]);
    expect((await call('/api/website/delete_customer_pick', { id: first.data.id }, free)).code).toBe(0);

    // A new cart asked to be default replaces the old default.
    const third = await create(free, { name: '冬季样品', is_default: 1 });
    expect(await defaults('13800000004')).toEqual([third.data.id]);
  });

  it('validates names with the domain message', async () => {
    for (const name of ['', '   ']) {
      const answer = await create(free, { name });
      expect(answer).toMatchObject({ code: 1, msg: '请输入选样车名称！' });
    }
    // A name over 10 characters says so, instead of asking for a name.
    expect(await create(free, { name: '一二三四五六七八九十一' })).toMatchObject({
      code: 1,
      msg: '选样车名称最多10个字',
    });
    const cart = (await carts(free))[0] as CartInfo;
    const edit = await call('/api/website/edit_customer_pick', { id: cart.id, name: ' ' }, free);
    expect(edit.msg).toBe('请输入选样车名称！');
    expect((await cartRow(cart.id)).name).toBe(cart.name);
  });

  it('two concurrent set-default calls leave exactly one default', async () => {
    const ids: number[] = [];
    for (const name of ['并发一', '并发二', '并发三', '并发四']) ids.push((await create(free, { name })).data.id);
    const answers = await Promise.all(
      ids.map((id, i) =>
        call('/api/website/edit_customer_pick', { id, name: `并发${'一二三四'[i]}`, is_default: 1 }, free),
      ),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(await defaults('13800000004')).toHaveLength(1);
  });

  it('two concurrent first carts of a new user leave exactly one default', async () => {
    const before = await carts(factory);
    expect(before).toEqual([]);
    const answers = await Promise.all(['甲车', '乙车', '丙车'].map((name) => create(factory, { name })));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(await defaults('13800000005')).toHaveLength(1);
  });
});

describe('sample cart items', () => {
  let cartId: number;
  beforeAll(async () => {
    cartId = (await create(free, { name: '测试加购' })).data.id;
  });

  it('needs a cart, refuses all-duplicates with the §8 message and reports partial results', async () => {
    const none = await call('/api/website/add_sample_car', { ids: [productIds[0]], data_module: 'search' }, free);
    expect(none).toMatchObject({ code: 1, msg: '请选择要加入的选样车' });
    const zero = await call('/api/website/add_sample_car', { ids: [productIds[0]], customer_pick_id: 0 }, free);
    expect(zero.msg).toBe('请选择要加入的选样车');

    const ids = productIds.slice(0, 5);
    const first = await call<BatchAddResult>(
      '/api/website/add_sample_car',
      { ids, customer_pick_id: cartId, data_module: 'search' },
      free,
    );
    expect(first.data).toMatchObject({ added: 5, existing: 0, message: '成功加入选样车5款，失败0款' });
    const again = await call(
      '/api/website/add_sample_car',
      { ids, customer_pick_id: cartId, data_module: 'search' },
      free,
    );
    expect(again).toMatchObject({ code: 1, msg: '加入选样车失败，选中的5款产品已存在该选样车中' });
    const partial = await call<BatchAddResult>(
      '/api/website/add_sample_car',
      { ids: productIds.slice(3, 7), customer_pick_id: cartId, data_module: 'search' },
      free,
    );
    expect(partial.data).toMatchObject({ added: 2, existing: 2 });
    expect(partial.data.message).toContain('其中2款已存在该选样车中');
  });

  it('refuses bad input whole: unknown ids, duplicates, over 1 000 ids', async () => {
    const count = async () =>
      (await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: cartId }, free)).data.total;
    const before = await count();
    const unknown = await call(
      '/api/website/add_sample_car',
      { ids: [productIds[10], 99_999_999], customer_pick_id: cartId },
      free,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.msg).toContain('99999999');
    const dup = await call(
      '/api/website/add_sample_car',
      { ids: [productIds[11], productIds[11]], customer_pick_id: cartId },
      free,
    );
    expect(dup.msg).toBe(WORKING_SET_MSG.duplicateIds([productIds[11] as number]));
    const many = await call(
      '/api/website/add_sample_car',
      { ids: productIds.slice(0, 1001), customer_pick_id: cartId },
      free,
    );
    expect(many.code).not.toBe(0);
    expect(many.msg).toContain('一次最多操作1000款产品');
    const empty = await call('/api/website/add_sample_car', { ids: [], customer_pick_id: cartId }, free);
    expect(empty.code).toBe(1);
    // A new cart with a bad product list is not created either.
    const names = (await carts(free)).length;
    expect((await create(free, { name: '半截车', ids: [productIds[0], 99_999_999] })).code).toBe(1);
    expect((await carts(free)).length).toBe(names);
    expect(await count()).toBe(before);
  });

  it('answers the cart page with lines and totals; edits, deletes and clears', async () => {
    const page = (await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: cartId }, free)).data;
    expect(page.cart.id).toBe(cartId);
    expect(page.total).toBe(7);
    const line = page.list[0] as SampleCarPage['list'][number];
    expect(line).toMatchObject({ customer_pick_id: cartId, quantity: 1, data_module: 'search' });
    expect(page.totals.cartons).toBe(7);
    expect(page.totals.cbm).toBeGreaterThan(0);
    // Paged: the lines of one page, the whole cart's totals and factory groups, pages continuing the groups.
    expect(page.factories.reduce((n, f) => n + f.count, 0)).toBe(7);
    const pages = await Promise.all(
      [1, 2, 3].map(
        async (n) =>
          (
            await call<SampleCarPage>(
              '/api/website/get_sample_car',
              { customer_pick_id: cartId, page: n, page_size: 3 },
              free,
            )
          ).data,
      ),
    );
    expect(pages.map((p) => p.list.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.list.map((l) => l.item_id))).toEqual(page.list.map((l) => l.item_id));
    for (const p of pages) {
      expect(p.total).toBe(7);
      expect(p.totals).toEqual(page.totals);
    }
    const order = page.list.map((l) => l.factory_id);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const edited = await call<SampleCarPage['list'][number]>(
      '/api/website/update_sample_car',
      { customer_pick_id: cartId, toy_id: line.toy_id, quantity: 12, remark: '要红色', custom_number: 'A-001' },
      free,
    );
    expect(edited.data).toMatchObject({ quantity: 12, remark: '要红色', custom_number: 'A-001' });
    const negative = await call(
      '/api/website/update_sample_car',
      { customer_pick_id: cartId, toy_id: line.toy_id, quantity: -1 },
      free,
    );
    expect(negative.code).toBe(400);
    const missing = await call(
      '/api/website/update_sample_car',
      { customer_pick_id: cartId, toy_id: productIds[500], quantity: 2 },
      free,
    );
    expect(missing.code).toBe(404);

    const selected = await call<{ ids: number[] }>(
      '/api/website/get_select_sample_list',
      { customer_pick_id: cartId },
      free,
    );
    expect(selected.data.ids).toHaveLength(7);
    const all = await call<{ list: { customer_pick_id: number; ids: number[] }[] }>(
      '/api/Sample/select_sample/getSelectSampleList',
      {},
      free,
    );
    expect(all.data.list.find((c) => c.customer_pick_id === cartId)?.ids).toHaveLength(7);

    const partlyMissing = await call(
      '/api/website/del_sample_car',
      { customer_pick_id: cartId, ids: [line.toy_id, productIds[900]] },
      free,
    );
    expect(partlyMissing.code).toBe(404);
    expect(
      (await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: cartId }, free)).data.total,
    ).toBe(7);
    const del = await call<{ deleted: number }>(
      '/api/website/del_sample_car',
      { customer_pick_id: cartId, ids: [line.toy_id] },
      free,
    );
    expect(del.data.deleted).toBe(1);
  });

  it('moves and copies lines between carts, skipping those already there', async () => {
    const target = (await create(free, { name: '转移目标' })).data.id;
    const page = (await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: cartId }, free)).data;
    const ids = page.list.map((l) => l.toy_id);
    await call('/api/website/add_sample_car', { ids: [ids[0]], customer_pick_id: target }, free);
    await call(
      '/api/website/update_sample_car',
      { customer_pick_id: cartId, toy_id: ids[3], quantity: 12, custom_number: 'A-001' },
      free,
    );
    const same = await call('/api/website/transfer_customer_pick', { id: cartId, to_id: cartId }, free);
    expect(same.msg).toBe(WORKING_SET_MSG.transferSameCart);
    const copy = await call<{ moved: number; existing: number }>(
      '/api/website/transfer_customer_pick',
      { id: cartId, to_id: target, ids: ids.slice(0, 2), copy: true },
      free,
    );
    expect(copy.data).toEqual({ moved: 1, existing: 1 });
    const move = await call<{ moved: number; existing: number }>(
      '/api/website/transfer_customer_pick',
      { id: cartId, to_id: target },
      free,
    );
    expect(move.data).toEqual({ moved: ids.length - 2, existing: 2 });
    expect(
      (await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: cartId }, free)).data.total,
    ).toBe(0);
    const moved = (await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: target }, free)).data;
    expect(moved.total).toBe(ids.length);
    expect(moved.list.find((l) => l.custom_number === 'A-001')?.quantity).toBe(12);

    const cleared = await call<{ deleted: number }>(
      '/api/website/del_all_sample_car',
      { customer_pick_id: target },
      free,
    );
    expect(cleared.data.deleted).toBe(ids.length);
  });

  it('adds 1 000 products in one call', async () => {
    const big = (await create(free, { name: '千款' })).data.id;
    const answer = await call<BatchAddResult>(
      '/api/website/add_sample_car',
      { ids: productIds.slice(0, 1000), customer_pick_id: big, data_module: 'bench' },
      free,
    );
    expect(answer.data.added).toBe(1000);
    const page = await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: big }, free);
    expect(page.data.total).toBe(1000);
    expect(page.data.totals.cartons).toBe(1000);
  });
});

describe('authorisation', () => {
  it('salesperson sees only carts assigned to them; main and admin see the whole company', async () => {
    const mainCarts = await carts(main);
    const salesCarts = await carts(sales);
    const adminCarts = await carts(admin);
    expect(salesCarts.length).toBeGreaterThan(0);
    expect(salesCarts.every((c) => c.user_name === '李晓梅')).toBe(true);
    expect(mainCarts.length).toBeGreaterThan(salesCarts.length);
    expect(adminCarts.map((c) => c.id)).toEqual(expect.arrayContaining(salesCarts.map((c) => c.id)));
    const mainOwn = mainCarts.find((c) => c.user_name === '王建国') as CartInfo;
    expect(mainOwn).toBeDefined();
    // The salesperson cannot see or change the main account's cart.
    const seen = await call('/api/website/get_sample_car', { customer_pick_id: mainOwn.id }, sales);
    expect(seen.code).toBe(404);
    const edit = await call('/api/website/edit_customer_pick', { id: mainOwn.id, name: '改名' }, sales);
    expect(edit.code).toBe(404);
    expect((await cartRow(mainOwn.id)).name).toBe(mainOwn.name);
    // The admin sees it and its lines, but renaming or changing a colleague's cart is the owner's alone.
    const adminView = await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: mainOwn.id }, admin);
    expect(adminView.code).toBe(0);
    expect(adminView.data.cart.can_manage).toBe(false);
    const adminEdit = await call(
      '/api/website/edit_customer_pick',
      { id: mainOwn.id, name: mainOwn.name, remark: '管理员备注' },
      admin,
    );
    expect(adminEdit).toMatchObject({ code: 403, msg: MSG.cartNotOwn });
    expect((await cartRow(mainOwn.id)).remark).toBe(mainOwn.remark);
  });

  it("the default cart is per owner (§4 speaks of one user's cart list): each user of a company has exactly one", async () => {
    const mainDefault = await defaults('13800000001');
    expect(mainDefault).toHaveLength(1);
    expect(await defaults('13800000002')).toHaveLength(1);
    const extra = await create(sales, { name: '业务员新车' });
    expect(extra.code).toBe(0);
    // The administrator may not make it default; the salesperson does: only the salesperson's default moves.
    const byAdmin = await call(
      '/api/website/edit_customer_pick',
      { id: extra.data.id, name: '业务员新车', is_default: 1 },
      admin,
    );
    expect(byAdmin.code).toBe(403);
    const set = await call<CartInfo>(
      '/api/website/edit_customer_pick',
      { id: extra.data.id, name: '业务员新车', is_default: 1 },
      sales,
    );
    expect(set.data.is_default).toBe(1);
    expect(await defaults('13800000002')).toEqual([extra.data.id]);
    expect(await defaults('13800000001')).toEqual(mainDefault);
    // Each user's own list shows its own default first.
    expect((await carts(sales))[0]?.id).toBe(extra.data.id);
    expect((await carts(main))[0]?.id).toBe(mainDefault[0]);
  });

  it("another company's cart is invisible and unchangeable", async () => {
    const theirs = (await carts(main))[1] as CartInfo;
    const before = await cartRow(theirs.id);
    const itemsBefore = (
      await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: theirs.id }, main)
    ).data.total;
    for (const token of [free, factory]) {
      expect((await carts(token)).some((c) => c.id === theirs.id)).toBe(false);
      const answers = await Promise.all([
        call('/api/website/get_sample_car', { customer_pick_id: theirs.id }, token),
        call('/api/website/edit_customer_pick', { id: theirs.id, name: '偷改', is_default: 1 }, token),
        call('/api/website/delete_customer_pick', { id: theirs.id }, token),
        call('/api/website/add_sample_car', { ids: [productIds[1100]], customer_pick_id: theirs.id }, token),
        call('/api/website/del_all_sample_car', { customer_pick_id: theirs.id }, token),
        call('/api/website/del_sample_car', { customer_pick_id: theirs.id, ids: [productIds[8]] }, token),
        call(
          '/api/website/update_sample_car',
          { customer_pick_id: theirs.id, toy_id: productIds[8], quantity: 99 },
          token,
        ),
        call('/api/website/get_select_sample_list', { customer_pick_id: theirs.id }, token),
        call('/api/website/transfer_customer_pick', { id: theirs.id, to_id: (await carts(token))[0]?.id ?? 1 }, token),
      ]);
      for (const answer of answers) expect(answer.code, answer.msg).not.toBe(0);
    }
    expect(await cartRow(theirs.id)).toEqual(before);
    expect(
      (await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: theirs.id }, main)).data.total,
    ).toBe(itemsBefore);
  });

  it("lists the user's own carts first, colleagues' after by owner, each with what the user may do", async () => {
    const list = await carts(main);
    const own = list.filter((c) => c.user_name === '王建国');
    expect(list.slice(0, own.length)).toEqual(own);
    expect(own[0]?.is_default).toBe(1);
    expect(own.filter((c) => c.is_default === 1)).toHaveLength(1);
    expect(own.every((c) => c.can_manage && c.can_transfer)).toBe(true);
    const colleagues = list.slice(own.length);
    expect(colleagues.length).toBeGreaterThan(0);
    expect(colleagues.every((c) => !c.can_manage && c.can_transfer)).toBe(true);
    // The carts products are added to are the user's own.
    const chosen = await call<{ list: { customer_pick_id: number }[] }>(
      '/api/Sample/select_sample/getSelectSampleList',
      {},
      main,
    );
    expect(chosen.data.list.map((c) => c.customer_pick_id)).toEqual(own.map((c) => c.id));
    // A colleague's cart takes no new products and loses none from the main account.
    const theirs = colleagues[0] as CartInfo;
    const add = await call(
      '/api/website/add_sample_car',
      { ids: [productIds[900]], customer_pick_id: theirs.id },
      main,
    );
    expect(add.code).toBe(403);
    expect((await call('/api/website/del_all_sample_car', { customer_pick_id: theirs.id }, main)).code).toBe(403);
    expect((await call('/api/website/delete_customer_pick', { id: theirs.id }, main)).code).toBe(403);
  });

  it('hands a cart over to a colleague: by its owner or the main account, never the default, never outside', async () => {
    const made = await create(sales, { name: '交接车', ids: productIds.slice(600, 603) });
    const salesUser = (await carts(sales)).find((c) => c.id === made.data.id) as CartInfo;
    const adminUser = await server.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000003')
      .executeTakeFirstOrThrow();
    const mainUser = await server.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000001')
      .executeTakeFirstOrThrow();
    const colleagues = await call<{ list: { user_id: number; name: string }[] }>(
      '/api/website/get_cart_colleagues',
      {},
      sales,
    );
    expect(colleagues.data.list.map((c) => c.user_id)).toEqual(expect.arrayContaining([adminUser.id, mainUser.id]));
    // The main account hands the salesperson's cart to the administrator; it keeps its lines, is not their default.
    const handed = await call<CartInfo>(
      '/api/website/hand_over_customer_pick',
      { id: salesUser.id, user_id: adminUser.id },
      main,
    );
    expect(handed.code).toBe(0);
    expect(handed.data).toMatchObject({ user_id: adminUser.id, is_default: 0, toy_count: 3 });
    expect(await defaults('13800000003')).toHaveLength(1);
    expect((await carts(sales)).some((c) => c.id === salesUser.id)).toBe(false);
    // The administrator (its owner now) hands it back; a salesperson cannot hand over what is not theirs.
    const salesDefault = (await defaults('13800000002'))[0] as number;
    expect(
      (await call('/api/website/hand_over_customer_pick', { id: salesDefault, user_id: adminUser.id }, sales)).msg,
    ).toBe(MSG.cartDefaultCannotTransfer);
    expect(
      (await call('/api/website/hand_over_customer_pick', { id: salesUser.id, user_id: adminUser.id }, admin)).msg,
    ).toBe(MSG.cartHandoverSameOwner);
    const outsider = await server.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000004')
      .executeTakeFirstOrThrow();
    expect(
      (await call('/api/website/hand_over_customer_pick', { id: salesUser.id, user_id: outsider.id }, admin)).msg,
    ).toBe(MSG.cartHandoverNoColleague);
    const back = await call<CartInfo>(
      '/api/website/hand_over_customer_pick',
      { id: salesUser.id, user_id: (await carts(sales))[0]?.user_id },
      admin,
    );
    expect(back.data.user_name).toBe('李晓梅');
    expect(
      (
        await call(
          '/api/website/hand_over_customer_pick',
          { id: (await defaults('13800000001'))[0], user_id: adminUser.id },
          sales,
        )
      ).code,
    ).toBe(404);
  });

  it("answers a salesperson's hand-over of their own cart with the cart as handed over, though they no longer see it", async () => {
    const made = await create(sales, { name: '销售交接车', ids: productIds.slice(610, 612) });
    const adminUser = await server.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000003')
      .executeTakeFirstOrThrow();
    const handed = await call<CartInfo>(
      '/api/website/hand_over_customer_pick',
      { id: made.data.id, user_id: adminUser.id },
      sales,
    );
    expect(handed.code, handed.msg).toBe(0);
    expect(handed.data).toMatchObject({
      id: made.data.id,
      user_id: adminUser.id,
      toy_count: 2,
      can_manage: false,
      can_transfer: false,
    });
    // The move is what it said: the colleague has it, the salesperson no longer sees it.
    expect((await carts(admin)).find((c) => c.id === made.data.id)?.user_id).toBe(adminUser.id);
    expect((await carts(sales)).some((c) => c.id === made.data.id)).toBe(false);
  });

  it('needs a session', async () => {
    const answer = await server.post('/api/website/get_customer_pick', {});
    expect(answer.body.code).toBe(-99);
  });
});

describe('customers', () => {
  it('adds, checks, edits and deletes within the scope; a cart refers only to a visible customer', async () => {
    const added = await call<CustomerItem>('/api/customer/add', { name: '  Toys R Fun ', country: '英国' }, sales);
    expect(added.data).toMatchObject({ name: 'Toys R Fun', user_name: '李晓梅' });
    expect((await call('/api/customer/add', { name: 'toys r fun' }, main)).msg).toBe(WORKING_SET_MSG.customerExists);
    expect((await call('/api/customer/add', { name: ' ' }, main)).msg).toBe(WORKING_SET_MSG.customerNameRequired);
    expect(
      (await call<{ exists: boolean }>('/api/customer/check_customer', { name: 'Toys R Fun' }, admin)).data.exists,
    ).toBe(true);
    expect(
      (await call<{ exists: boolean }>('/api/customer/check_customer', { name: 'Toys R Fun' }, free)).data.exists,
    ).toBe(false);

    const mainList = await call<{ list: CustomerItem[]; total: number }>(
      '/api/customer/list',
      { keyword: 'ACME' },
      main,
    );
    const acme = mainList.data.list[0] as CustomerItem;
    expect(acme.name).toBe('ACME Toys Inc.');
    const salesList = await call<{ list: CustomerItem[] }>('/api/customer/list', {}, sales);
    expect(salesList.data.list.every((c) => c.user_name === '李晓梅')).toBe(true);
    expect(salesList.data.list.some((c) => c.id === acme.id)).toBe(false);

    // The salesperson cannot use, edit or delete the main account's customer.
    expect((await create(sales, { name: '借客户', customer_id: acme.id })).code).toBe(404);
    expect((await call('/api/customer/edit', { id: acme.id, name: '改了' }, sales)).code).toBe(404);
    expect((await call('/api/customer/delete', { id: acme.id }, factory)).code).toBe(404);
    // The salesperson cannot assign to someone else; the main account can.
    expect((await call('/api/customer/add', { name: '分配客户', user_id: 1 }, sales)).code).toBe(403);
    const salesUser = salesList.data.list[0]?.user_id as number;
    const assigned = await call<CustomerItem>('/api/customer/add', { name: '分配客户', user_id: salesUser }, main);
    expect(assigned.data.user_name).toBe('李晓梅');
    expect(
      (await call<{ list: CustomerItem[] }>('/api/customer/list', { keyword: '分配' }, sales)).data.list,
    ).toHaveLength(1);
    expect((await call('/api/customer/add', { name: '外人', user_id: salesUser }, factory)).code).not.toBe(0);
    // The main account lists one salesperson's customers; a salesperson's filter cannot widen their view.
    const ofSales = await call<{ list: CustomerItem[] }>('/api/customer/list', { user_id: salesUser }, main);
    expect(ofSales.data.list.map((c) => c.name)).toEqual(expect.arrayContaining(['分配客户', 'Toys R Fun']));
    expect(ofSales.data.list.every((c) => c.user_id === salesUser)).toBe(true);
    expect(
      (await call<{ list: CustomerItem[] }>('/api/customer/list', { user_id: acme.user_id }, sales)).data.list,
    ).toEqual([]);

    const withCustomer = await create(sales, { name: '有客户', customer_id: added.data.id });
    expect(withCustomer.code).toBe(0);
    const edited = await call<CustomerItem>('/api/customer/edit', { id: added.data.id, name: 'Toys R Fun Ltd' }, sales);
    expect(edited.data.cart_count).toBe(1);
    expect((await call('/api/customer/delete', { id: added.data.id }, sales)).code).toBe(0);
    expect((await cartRow(withCustomer.data.id)).customer_id).toBeNull();
  });
});

describe('comparison', () => {
  it('keeps up to 10 products per user, in order', async () => {
    const ids = productIds.slice(20, 23);
    expect((await call<{ ids: number[] }>('/api/toy/edit_company_toy_contrast', { ids }, main)).data.ids).toEqual(ids);
    const list = await call<{ list: ToyItem[] }>('/api/toy/get_toy_contrast_list', {}, main);
    expect(list.data.list.map((p) => p.id)).toEqual(ids);
    expect((await call<{ list: ToyItem[] }>('/api/toy/get_toy_contrast_list', {}, sales)).data.list).toEqual([]);
    const full = await call(
      '/api/toy/edit_company_toy_contrast',
      { ids: productIds.slice(30, 38), action: 'add' },
      main,
    );
    expect(full).toMatchObject({ code: 1, msg: '最多对比10款产品' });
    expect((await call<{ list: ToyItem[] }>('/api/toy/get_toy_contrast_list', {}, main)).data.list).toHaveLength(3);
    const unknown = await call('/api/toy/edit_company_toy_contrast', { ids: [99_999_999], action: 'add' }, main);
    expect(unknown.code).toBe(1);
    const removed = await call<{ ids: number[] }>(
      '/api/toy/edit_company_toy_contrast',
      { ids: [ids[1]], action: 'remove' },
      main,
    );
    expect(removed.data.ids).toEqual([ids[0], ids[2]]);
  });
});

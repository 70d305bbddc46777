import type {
  CartInfo,
  ChooseApply,
  ChooseProduct,
  ChooseShare,
  QuotationDetail,
  SampleCarPage,
  SharedChoose,
} from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import { LIBRARY_LINE_MSG, MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, startTestServer, type TestServer } from './harness';

/**
 * Products of the company's own library in sample carts and selection lists: a product made by hand (no
 * platform product) and one taken from a platform product go into a cart and a list, read back with the
 * library's own names, item numbers, pictures and prices, are quoted from the cart, shown on the customer's
 * share page and picked there; another company's staff cannot use them; an inquiry cannot ask a factory about
 * a product made by hand.
 */

let server: TestServer;
let main: string;
let sales: string;
let other: string;
let productIds: number[];
let handMade: number;
let linked: number;
let linkedProduct: number;
let picture: string;

const call = async <T>(path: string, body: unknown, token?: string) => (await server.post<T>(path, body, token)).body;
const ok = <T>(answer: { code: number; msg: string; data: T }) => {
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
};

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '120' });
  const { db } = server.ctx.database;
  [main, sales] = await Promise.all([server.login('13800000001'), server.login('13800000002')]);
  // Another trading company's main account.
  await addCompany(server, { name: '另一家贸易公司', company_type: 1, is_chvip: true }, [
    { phone: '13900000011', nickname: '另主', user_type: 0, chat_id: 'u_lo' },
  ]);
  other = await server.login('13900000011');
  const rows = await db
    .selectFrom('products')
    .select(['id', 'pictures'])
    .where('is_black', '=', false)
    .where(({ fn, eb }) => eb(fn('cardinality', ['pictures']), '>', 0))
    .orderBy('id')
    .limit(10)
    .execute();
  productIds = rows.map((r) => r.id);
  picture = `/files/${rows[0]?.pictures[0]}.jpg`;
  handMade = ok(
    await call<{ id: number }>(
      '/api/company/product_add',
      {
        item_number: 'OWN-L-1',
        name: '手工录入积木桶',
        name_en: 'Block bucket',
        exworks_price: 18.5,
        carton_quantity: 24,
        carton_length: 50,
        carton_width: 40,
        carton_height: 30,
        picture,
      },
      main,
    ),
  ).id;
  linkedProduct = productIds[5] as number;
  ok(await call('/api/company/product_from_platform', { ids: [linkedProduct] }, main));
  const taken = ok(
    await call<{ list: { id: number; product_id: number | null }[] }>(
      '/api/company/product_list',
      { page: 1, page_size: 50, source: 'platform' },
      main,
    ),
  );
  linked = taken.list.find((p) => p.product_id === linkedProduct)?.id as number;
  ok(await call('/api/company/product_edit', { id: linked, item_number: 'OWN-L-2', name: '自营遥控跑车' }, main));
}, 120_000);
afterAll(() => server?.close());

async function newCart(token: string, name: string) {
  return ok(await call<{ id: number }>('/api/website/add_customer_pick', { name }, token)).id;
}

describe('library products in a sample cart', () => {
  it('adds a hand-made and a taken library product beside platform products and reads them back as the company keeps them', async () => {
    const cartId = await newCart(sales, '库产品车');
    const added = ok(
      await call<{ added: number; existing: number }>(
        '/api/website/add_sample_car',
        {
          customer_pick_id: cartId,
          ids: productIds.slice(0, 2),
          library_ids: [handMade, linked],
          data_module: 'library',
        },
        sales,
      ),
    );
    expect(added).toMatchObject({ added: 4, existing: 0 });
    // the same again: all there already (§8 message, nothing added)
    const again = await call(
      '/api/website/add_sample_car',
      { customer_pick_id: cartId, library_ids: [handMade] },
      sales,
    );
    expect(again.code).not.toBe(0);

    const page = ok(await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: cartId }, sales));
    expect(page.total).toBe(4);
    const own = page.list.find((l) => l.company_product_id === handMade);
    expect(own).toMatchObject({
      article_number: 'OWN-L-1',
      name: '手工录入积木桶',
      exworks_price: 18.5,
      carton_quantity: 24,
      toy_id: 0,
      factory_id: 0,
    });
    expect(own?.thumb).toBe(picture.replace('.jpg', '_s.jpg'));
    const taken = page.list.find((l) => l.company_product_id === linked);
    expect(taken).toMatchObject({ article_number: 'OWN-L-2', name: '自营遥控跑车', toy_id: linkedProduct });
    // library lines come last, in their own group; the totals count them
    expect(page.list.slice(-2).every((l) => l.company_product_id)).toBe(true);
    expect(page.factories.at(-1)).toEqual({ factory_id: 0, factory_name: LIBRARY_LINE_MSG.ownGroup, count: 2 });
    expect(page.totals.products).toBe(4);
    expect(page.totals.pieces).toBeGreaterThanOrEqual(24);

    // a line of it is edited and removed by its library id
    const line = ok(
      await call<{ quantity: number; company_product_id: number }>(
        '/api/website/update_sample_car',
        { customer_pick_id: cartId, company_product_id: handMade, quantity: 3, remark: '要红色' },
        sales,
      ),
    );
    expect(line).toMatchObject({ quantity: 3, company_product_id: handMade });
    const ids = ok(
      await call<{ ids: number[]; library_ids: number[] }>(
        '/api/website/get_select_sample_list',
        { customer_pick_id: cartId },
        sales,
      ),
    );
    expect(ids.library_ids.sort()).toEqual([handMade, linked].sort());
    expect(ids.ids).toEqual(productIds.slice(0, 2));

    // moved to another cart with its quantity, then removed there
    const second = await newCart(sales, '第二车');
    const moved = ok(
      await call<{ moved: number }>(
        '/api/website/transfer_customer_pick',
        { id: cartId, to_id: second, library_ids: [handMade], copy: true },
        sales,
      ),
    );
    expect(moved.moved).toBe(1);
    const copied = ok(await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: second }, sales));
    expect(copied.list[0]).toMatchObject({ company_product_id: handMade, quantity: 3, remark: '要红色' });
    expect(
      (await call('/api/website/del_sample_car', { customer_pick_id: second, library_ids: [linked] }, sales)).msg,
    ).toBe(LIBRARY_LINE_MSG.notInCart([String(linked)]));
    ok(await call('/api/website/del_sample_car', { customer_pick_id: second, library_ids: [handMade] }, sales));
    expect(
      ok(await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: second }, sales)).total,
    ).toBe(0);
  });

  it('generates a quotation from such a cart with the library products as the company keeps them', async () => {
    const cartId = await newCart(sales, '报价库车');
    ok(
      await call(
        '/api/website/add_sample_car',
        { customer_pick_id: cartId, ids: [productIds[0]], library_ids: [handMade, linked] },
        sales,
      ),
    );
    ok(
      await call(
        '/api/website/update_sample_car',
        { customer_pick_id: cartId, company_product_id: handMade, quantity: 5 },
        sales,
      ),
    );
    const made = ok(
      await call<{ id: number; added: number }>(
        '/api/system/add_quotation',
        { source: 'cart', source_id: cartId },
        sales,
      ),
    );
    expect(made.added).toBe(3);
    const d = ok(await call<QuotationDetail>('/api/quotation/get_detail', { id: made.id }, sales));
    const own = d.items.find((i) => i.article_number === 'OWN-L-1');
    expect(own).toMatchObject({ name: '手工录入积木桶', toy_id: null, exworks_price: 18.5, order_box_qty: 5 });
    expect(d.items.find((i) => i.article_number === 'OWN-L-2')?.toy_id).toBe(linkedProduct);
    // and its export holds every line, the hand-made one as it was quoted
    const preview = ok(
      await call<{ rows: Record<string, unknown>[]; total: number }>(
        '/api/system/preview_excel',
        { source: 'quotation', source_id: made.id, columns: ['article_number', 'name'], limit: 10 },
        sales,
      ),
    );
    expect(preview.total).toBe(3);
    expect(preview.rows).toContainEqual({ article_number: 'OWN-L-1', name: '手工录入积木桶' });
  });

  it('exports such a cart with the library products as the company keeps them', async () => {
    const cartId = await newCart(sales, '导出库车');
    ok(
      await call(
        '/api/website/add_sample_car',
        { customer_pick_id: cartId, ids: [productIds[0]], library_ids: [handMade, linked] },
        sales,
      ),
    );
    const preview = ok(
      await call<{ rows: Record<string, unknown>[]; total: number }>(
        '/api/system/preview_excel',
        { source: 'sample_cart', source_id: cartId, columns: ['article_number', 'name'], limit: 10 },
        sales,
      ),
    );
    expect(preview.total).toBe(3);
    expect(preview.rows.slice(1)).toEqual([
      { article_number: 'OWN-L-1', name: '手工录入积木桶' },
      { article_number: 'OWN-L-2', name: '自营遥控跑车' },
    ]);
    const direct = await call<{ progress: number }>(
      '/api/system/direct_export',
      { source: 'sample_cart', source_id: cartId, format: 'excel', columns: ['article_number', 'picture'] },
      sales,
    );
    expect(direct.code, direct.msg).toBe(0);
    expect(direct.data.progress).toBe(100);
  });

  it("refuses another company's staff and a user without a company", async () => {
    const cartId = await newCart(other, '别家车');
    const refused = await call(
      '/api/website/add_sample_car',
      { customer_pick_id: cartId, library_ids: [handMade] },
      other,
    );
    expect(refused.code).toBe(CODE.notFound);
    expect(refused.msg).toBe(LIBRARY_LINE_MSG.notInLibrary([handMade]));
    const list = ok(await call<{ id: number }>('/api/website/add_products', { name: '别家单', ids: [] }, other));
    expect(
      (await call('/api/website/add_products', { id: list.id, ids: [], library_ids: [handMade] }, other)).code,
    ).toBe(CODE.notFound);
    const free = await server.login('13800000004');
    const freeCart = await newCart(free, '个人车');
    expect(
      (await call('/api/website/add_sample_car', { customer_pick_id: freeCart, library_ids: [handMade] }, free)).code,
    ).toBe(CODE.forbidden);
    // nothing was added
    expect(
      ok(await call<SampleCarPage>('/api/website/get_sample_car', { customer_pick_id: cartId }, other)).total,
    ).toBe(0);
    // and a colleague's cart stays the owner's to change (role rules as before)
    const salesCart = ok(await call<{ list: CartInfo[] }>('/api/website/get_customer_pick', {}, sales)).list[0];
    const mainTry = await call(
      '/api/website/add_sample_car',
      { customer_pick_id: salesCart?.id, library_ids: [handMade] },
      main,
    );
    expect(mainTry.msg).toBe(MSG.cartNotOwn);
  });

  it('asks the factory about a taken library product, and refuses an inquiry naming a hand-made one', async () => {
    const count = async () =>
      Number(
        (
          await server.ctx.database.db
            .selectFrom('factory_requests')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await call(
      '/api/toy/batch_inquiry',
      { ids: [productIds[1]], library_ids: [linked, handMade], quantity: 10 },
      sales,
    );
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toBe(LIBRARY_LINE_MSG.noFactory(['OWN-L-1']));
    // refused whole: nothing was sent, not even the platform product's inquiry
    expect(await count()).toBe(before);
    const sent = ok(
      await call<{ list: { factory_id: number }[] }>(
        '/api/toy/batch_inquiry',
        { library_ids: [linked], quantity: 10 },
        sales,
      ),
    );
    const factory = await server.ctx.database.db
      .selectFrom('products')
      .select('factory_id')
      .where('id', '=', linkedProduct)
      .executeTakeFirstOrThrow();
    expect(sent.list.map((r) => r.factory_id)).toEqual([factory.factory_id]);
  });
});

describe('library products in a selection list and on the share page', () => {
  it('lists, prices, shares and lets the customer pick a hand-made library product', async () => {
    const list = ok(
      await call<{ id: number; added: number }>(
        '/api/website/add_products',
        { name: '库产品选品单', ids: [productIds[2]], library_ids: [handMade, linked] },
        sales,
      ),
    );
    expect(list.added).toBe(3);
    const products = ok(
      await call<{ list: ChooseProduct[]; total: number }>(
        '/api/website/get_products',
        { id: list.id, page: 1, page_size: 20 },
        sales,
      ),
    );
    expect(products.total).toBe(3);
    const own = products.list.find((p) => p.company_product_id === handMade);
    expect(own).toMatchObject({ article_number: 'OWN-L-1', name: '手工录入积木桶', exworks_price: 18.5 });
    expect(own?.quoted_price).toBeGreaterThan(0);

    // custom number and order by the library id
    ok(
      await call(
        '/api/website/set_custom_number',
        { id: list.id, list: [{ company_product_id: handMade, custom_number: 'K-01' }] },
        sales,
      ),
    );
    ok(await call('/api/website/sort_products', { id: list.id, company_product_id: handMade, position: 0 }, sales));
    const share = ok(await call<ChooseShare>('/api/website/share', { id: list.id }, sales));

    const page = ok(await call<SharedChoose>('/api/website/get_sample_chooses', { token: share.token, page: 1 }));
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({
      company_product_id: handMade,
      name: '手工录入积木桶',
      name_en: 'Block bucket',
      custom_number: 'K-01',
      thumb: picture.replace('.jpg', '_s.jpg'),
    });
    expect(page.list[0]?.quoted_price).toBeGreaterThan(0);
    // the share page shows no factory nor ex-works price
    expect(page.list[0]).not.toHaveProperty('exworks_price');
    expect(page.list[0]).not.toHaveProperty('factory_name');

    // the customer picks it; the pick reads back with the library product
    ok(
      await call('/api/website/apply', {
        token: share.token,
        ids: [productIds[2]],
        library_ids: [handMade],
        name: 'Mr. Smith',
      }),
    );
    const picks = ok(await call<{ list: ChooseApply[] }>('/api/website/get_chooses_detail', { id: list.id }, sales));
    expect(picks.list[0]?.list.map((p) => p.article_number)).toContain('OWN-L-1');
    // a library product not in the list cannot be picked
    const stranger = await call('/api/website/apply', {
      token: share.token,
      ids: [],
      library_ids: [linked + 1000],
      name: 'X',
    });
    expect(stranger.code).toBe(CODE.notFound);

    // removed by its library id
    ok(await call('/api/website/del_products', { id: list.id, library_ids: [handMade] }, sales));
    expect(
      ok(await call<{ total: number }>('/api/website/get_products', { id: list.id, page: 1, page_size: 20 }, sales))
        .total,
    ).toBe(2);
  });
});

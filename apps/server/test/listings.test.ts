import type { ListingDetail, ListingPage, StockEntry, ToyDetail, ToyItem, ToyPage } from '@wanju/api-client';
import { LISTING_MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { drawnPicture, productInput, rivalFactory, uploadPicture } from './listing-fixtures';

let server: TestServer;
let factory: string;
let buyer: string;
let rival: string;

const call = async <T>(path: string, body: unknown, token: string) => (await server.post<T>(path, body, token)).body;
const save = (body: object, token = factory) => call<ListingDetail>('/api/factory_product/save', body, token);

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '60' });
  factory = await server.login('13800000005');
  buyer = await server.login('13800000001');
  rival = (await rivalFactory(server)).token;
});
afterAll(async () => {
  await server?.close();
});

async function searchImage(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'q.jpg');
  const response = await fetch(`${server.baseUrl}/api/toy/search_image`, {
    method: 'POST',
    headers: { token: buyer },
    body: form,
  });
  return (await response.json()) as { code: number; data: { list: ToyItem[] } };
}

describe('a factory’s products', () => {
  let created: ListingDetail;
  const bytes = drawnPicture(7, 400);

  it('refuses to publish a product without a picture, naming the field', async () => {
    const answer = await save({ ...productInput(), status: 'published' });
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toBe('上架前请补充：图片');
  });

  it('refuses a fake or oversized picture', async () => {
    const fake = await uploadPicture(server, factory, Buffer.from('<html>not a picture</html>'));
    expect(fake.code).not.toBe(0);
    expect(fake.msg).toMatch(/图片|格式|jpg|png/i);
    const huge = await uploadPicture(server, factory, Buffer.alloc(11 * 1024 * 1024, 0xff));
    expect(huge.code).not.toBe(0);
  });

  it('creates a product with a cropped picture: buyers find it by keyword and by picture within 2 s', async () => {
    const uploaded = await uploadPicture(server, factory, await bytes, { x: 0, y: 0, width: 300, height: 300 });
    expect(uploaded.code).toBe(0);
    const second = await uploadPicture(server, factory, await drawnPicture(8));
    const answer = await save({
      ...productInput({ pictures: [uploaded.data.picture, second.data.picture] }),
      status: 'published',
    });
    expect(answer.code).toBe(0);
    created = answer.data;
    expect(created).toMatchObject({ status: 'published', carton_cubic_meter: 0.12, carton_cubic_feet: 4.24 });
    expect(created.pictures).toEqual([uploaded.data.picture, second.data.picture]);
    server.advance(2000);
    const found = await call<ToyPage>('/api/toy/get_list', { keyword: '星空遥控' }, buyer);
    expect(found.data.list.map((p) => p.id)).toContain(created.id);
    const byNumber = await call<ToyPage>('/api/toy/get_list', { keyword: 'LX-1001' }, buyer);
    expect(byNumber.data.list.map((p) => p.id)).toContain(created.id);
    // The cropped picture as stored is what the image search is asked with.
    const stored = Buffer.from(await (await fetch(server.baseUrl + created.picture)).arrayBuffer());
    const byPicture = await searchImage(stored);
    expect(byPicture.code).toBe(0);
    expect(byPicture.data.list[0]?.id).toBe(created.id);
    const shown = await call<ToyDetail>('/api/toy/get_detail', { id: created.id }, buyer);
    expect(shown.data.name).toBe('星空遥控越野车');
  });

  it('refuses a duplicate article number and a net weight above the gross weight', async () => {
    const duplicate = await save({ ...productInput({ article_number: 'lx-1001' }), status: 'draft' });
    expect(duplicate.msg).toBe(LISTING_MSG.articleDuplicate('lx-1001'));
    const heavy = await save({ ...productInput({ article_number: 'LX-2', net_weight: 20 }), status: 'draft' });
    expect(heavy.msg).toBe(LISTING_MSG.netOverGross);
    expect(heavy.data).toEqual({ field: 'net_weight' });
  });

  it('lists with filters and counts by state', async () => {
    await save({
      ...productInput({ article_number: 'LX-3', name: '木质积木', category_id: 4001, pictures: [] }),
      status: 'draft',
    });
    const drafts = await call<ListingPage>('/api/factory_product/get_list', { status: 'draft' }, factory);
    expect(drafts.data.list.map((p) => p.article_number)).toEqual(['LX-3']);
    expect(drafts.data.list[0]?.missing).toContain('picture');
    expect(drafts.data.counts.draft).toBe(1);
    const missing = await call<ListingPage>('/api/factory_product/get_list', { missing: 'picture' }, factory);
    expect(missing.data.list.every((p) => p.picture_count === 0)).toBe(true);
    const byKeyword = await call<ListingPage>('/api/factory_product/get_list', { keyword: '积木' }, factory);
    expect(byKeyword.data.list.map((p) => p.article_number)).toContain('LX-3');
    const byCert = await call<ListingPage>(
      '/api/factory_product/get_list',
      { certification: 'EN71', cate_id: 4000 },
      factory,
    );
    expect(byCert.data.list.map((p) => p.id)).toContain(created.id);
  });

  it('bulk actions: hide takes it off the portal, publish refuses what lacks fields, move and delete', async () => {
    const draft = (await call<ListingPage>('/api/factory_product/get_list', { status: 'draft' }, factory)).data.list[0];
    const hidden = await call<{ done: number; refused: { id: number; msg: string }[] }>(
      '/api/factory_product/bulk',
      { ids: [created.id], action: 'hide' },
      factory,
    );
    expect(hidden.data.done).toBe(1);
    expect((await call('/api/toy/get_detail', { id: created.id }, buyer)).code).not.toBe(0);
    const published = await call<{ done: number; refused: { id: number; msg: string }[] }>(
      '/api/factory_product/bulk',
      { ids: [created.id, draft?.id], action: 'publish' },
      factory,
    );
    expect(published.data).toEqual({ done: 1, refused: [{ id: draft?.id, msg: '上架前请补充：图片' }] });
    expect((await call('/api/toy/get_detail', { id: created.id }, buyer)).code).toBe(0);
    await call('/api/factory_product/bulk', { ids: [created.id], action: 'move', category_id: 4002 }, factory);
    expect(
      (await call<ListingDetail>('/api/factory_product/get_detail', { id: created.id }, factory)).data.category_id,
    ).toBe(4002);
    await call('/api/factory_product/bulk', { ids: [draft?.id], action: 'delete' }, factory);
    expect((await call('/api/factory_product/get_detail', { id: draft?.id }, factory)).code).not.toBe(0);
  });

  it('stock: quantity and price with history, feeding the portal’s factory-stock list', async () => {
    await call('/api/factory_product/set_stock', { id: created.id, stock_quantity: 480, stock_price: 30 }, factory);
    const answer = await call<ListingDetail>(
      '/api/factory_product/set_stock',
      { id: created.id, stock_quantity: 240 },
      factory,
    );
    expect(answer.data.stock_quantity).toBe(240);
    const history = await call<{ list: StockEntry[] }>(
      '/api/factory_product/stock_history',
      { id: created.id },
      factory,
    );
    expect(history.data.list.map((h) => h.stock_quantity)).toEqual([240, 480]);
    server.advance(2000);
    const stock = await call<ToyPage>('/api/toy/get_toy_stock_list', { page: 1, page_size: 100 }, buyer);
    expect(stock.data.list.map((p) => p.id)).toContain(created.id);
    await call('/api/factory_product/set_stock', { id: created.id, stock_quantity: 0 }, factory);
    server.advance(2000);
    const after = await call<ToyPage>('/api/toy/get_toy_stock_list', { page: 1, page_size: 100 }, buyer);
    expect(after.data.list.map((p) => p.id)).not.toContain(created.id);
  });

  it('another factory can never read or change these products', async () => {
    expect((await call('/api/factory_product/get_detail', { id: created.id }, rival)).code).not.toBe(0);
    const edit = await save({ id: created.id, ...productInput({ name: '被改了' }), status: 'draft' }, rival);
    expect(edit.code).not.toBe(0);
    const bulk = await call<{ done: number }>(
      '/api/factory_product/bulk',
      { ids: [created.id], action: 'delete' },
      rival,
    );
    expect(bulk.data.done).toBe(0);
    expect((await call('/api/factory_product/set_stock', { id: created.id, stock_quantity: 1 }, rival)).code).not.toBe(
      0,
    );
    expect((await call('/api/factory_product/stock_history', { id: created.id }, rival)).code).not.toBe(0);
    const list = await call<ListingPage>('/api/factory_product/get_list', { page_size: 100 }, rival);
    expect(list.data.list.map((p) => p.id)).not.toContain(created.id);
    // The same article number is free in another factory.
    expect((await save({ ...productInput(), status: 'draft' }, rival)).code).toBe(0);
    const mine = await call<ListingDetail>('/api/factory_product/get_detail', { id: created.id }, factory);
    expect(mine.data).toMatchObject({ name: '星空遥控越野车', status: 'published' });
    // A buyer account is no factory.
    expect((await call('/api/factory_product/get_list', {}, buyer)).code).not.toBe(0);
  });
});

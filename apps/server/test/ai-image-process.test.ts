import type { CompanyProduct, SampleCarPage } from '@wanju/api-client';
import { AI_MSG, COMPANY_MSG, MSG } from '@wanju/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let sales: string;
let admin: string;
let other: string;
let picture = '';
beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '60' });
  main = await server.login('13800000001');
  sales = await server.login('13800000002');
  admin = await server.login('13800000003');
  other = await server.login('13800000005');
  // A processed picture, stored as every AI result is (an upload stands for one here).
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a86ff' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'result.png');
  const response = await fetch(`${server.baseUrl}/api/ai/upload_picture`, {
    method: 'POST',
    headers: { token: main },
    body: form,
  });
  picture = ((await response.json()) as { data: { picture: string } }).data.picture;
  expect(picture).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Processed = { object: string; previous: string };
const process = (id: number, data_module: string, token: string, path = picture) =>
  server.post<Processed>('/api/toy/image_process', { id, path, data_module }, token);

describe('image_process on library products and cart lines', () => {
  it('replaces a library product picture for the roles that edit the library; the previous one is answered', async () => {
    const first = await server.ctx.database.db
      .selectFrom('products')
      .select('pictures')
      .orderBy('id')
      .executeTakeFirst();
    const original = `/files/${first?.pictures[0]}.jpg`;
    const made = await server.post<CompanyProduct>(
      '/api/company/product_add',
      { item_number: 'AI-001', name: '遥控车', picture: original },
      main,
    );
    expect(made.body.code).toBe(0);
    const id = made.body.data.id;

    const done = await process(id, 'company_product', main);
    expect(done.body.code).toBe(0);
    expect(done.body.data).toEqual({ object: picture, previous: original });
    const list = await server.post<{ list: CompanyProduct[] }>(
      '/api/company/product_list',
      { keyword: 'AI-001' },
      main,
    );
    expect(list.body.data.list[0]?.picture).toBe(picture);
    // the original is still stored: undo puts it back
    expect((await fetch(server.baseUrl + original)).status).toBe(200);
    const undone = await process(id, 'company_product', main, original);
    expect(undone.body.data).toEqual({ object: original, previous: picture });

    // a salesperson of the company reads the library but may not change it
    const refused = await process(id, 'company_product', sales);
    expect(refused.body.msg).toBe(COMPANY_MSG.notAllowed);
    // an account of another company does not reach the product
    expect((await process(id, 'company_product', other)).body.code).not.toBe(0);
    expect((await process(2_000_000, 'company_product', main)).body.msg).toBe(AI_MSG.recordNotFound);
    const after = await server.post<{ list: CompanyProduct[] }>(
      '/api/company/product_list',
      { keyword: 'AI-001' },
      main,
    );
    expect(after.body.data.list[0]?.picture).toBe(original);
  });

  it('gives a cart line its own picture (the product keeps its pictures) for the cart owner only', async () => {
    // the demo fills the main account's default cart
    const page = await server.post<SampleCarPage>('/api/website/get_sample_car', {}, main);
    const line = page.body.data.list[0];
    expect(line).toBeDefined();
    const itemId = line?.item_id as number;
    const product = await server.ctx.database.db
      .selectFrom('products')
      .select(['id', 'pictures'])
      .where('id', '=', line?.toy_id as number)
      .executeTakeFirstOrThrow();
    const shown = `/files/${product.pictures[0]}.jpg`;

    // another company's account and a colleague who does not own the cart may not change the line
    expect((await process(itemId, 'cart_item', other)).body.msg).toBe(AI_MSG.recordNotFound);
    // a salesperson does not see the main account's cart; an administrator sees it, but changing it is its owner's
    expect((await process(itemId, 'cart_item', sales)).body.msg).toBe(AI_MSG.recordNotFound);
    expect((await process(itemId, 'cart_item', admin)).body.msg).toBe(MSG.cartNotOwn);
    expect((await process(2_000_000, 'cart_item', main)).body.msg).toBe(AI_MSG.recordNotFound);

    const done = await process(itemId, 'cart_item', main);
    expect(done.body.data).toEqual({ object: picture, previous: shown });
    const after = await server.post<SampleCarPage>('/api/website/get_sample_car', {}, main);
    expect(after.body.data.list.find((l) => l.item_id === itemId)?.thumb).toBe(picture.replace('.jpg', '_s.jpg'));
    // the product itself keeps its pictures
    const kept = await server.ctx.database.db
      .selectFrom('products')
      .select('pictures')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(kept.pictures).toEqual(product.pictures);
    // undo: the previous picture goes back
    const undone = await process(itemId, 'cart_item', main, shown);
    expect(undone.body.data).toEqual({ object: shown, previous: picture });
    const back = await server.post<SampleCarPage>('/api/website/get_sample_car', {}, main);
    expect(back.body.data.list.find((l) => l.item_id === itemId)?.thumb).toBe(shown.replace('.jpg', '_s.jpg'));
  });

  it('refuses a module it does not know and a picture that is not ours', async () => {
    expect((await process(1, 'order_item', main)).body.code).not.toBe(0);
    expect((await process(1, 'cart_item', main, '/files/0123456789abcdef0123456789abcdef.jpg')).body.msg).toBe(
      AI_MSG.pictureNotOurs,
    );
  });
});

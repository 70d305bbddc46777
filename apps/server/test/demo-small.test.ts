import { afterAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer | undefined;
afterAll(() => server?.close());

it('loads a demo of only twenty-five products: every seed copes with a small catalogue', async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '25' });
  const { db } = server.ctx.database;
  const products = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(products.n)).toBe(25);
  const token = await server.login('13800000001');
  const cart = (await server.post('/api/website/get_sample_car', {}, token)).body;
  expect(cart.code, cart.msg).toBe(0);
});

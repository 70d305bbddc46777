import { CODE, type ToyPage } from '@wanju/api-client';
import { ERROR_REPORT_MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
let toyId: number;
beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '60' });
  token = await server.login('13800000001');
  const page = await server.post<ToyPage>('/api/toy/get_list', { page_size: 1 }, token);
  toyId = page.body.data.list[0]?.id ?? 0;
});
afterAll(() => server?.close());

describe('edit_error: report an error on a product', () => {
  it('stores the report for the signed-in user', async () => {
    const { body } = await server.post<{ id: number }>(
      '/api/toy/edit_error',
      { toy_id: toyId, types: ['price', 'price', 'packing'], content: '  出厂价与工厂报价不一致  ' },
      token,
    );
    expect(body.code).toBe(0);
    const row = await server.ctx.database.db
      .selectFrom('error_reports')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ toy_id: toyId, types: ['price', 'packing'], content: '出厂价与工厂报价不一致' });
  });

  it('refuses a missing type, an empty description and an unknown product with Chinese messages', async () => {
    const noType = await server.post('/api/toy/edit_error', { toy_id: toyId, types: [], content: '图片不对' }, token);
    expect(noType.body.code).toBe(CODE.badRequest);
    expect(noType.body.msg).toContain(ERROR_REPORT_MSG.typeRequired);
    const noText = await server.post('/api/toy/edit_error', { toy_id: toyId, types: ['picture'], content: ' ' }, token);
    expect(noText.body.msg).toContain(ERROR_REPORT_MSG.contentRequired);
    const unknown = await server.post(
      '/api/toy/edit_error',
      { toy_id: 99999999, types: ['other'], content: '无' },
      token,
    );
    expect(unknown.body.code).toBe(CODE.notFound);
  });

  it('needs a session and limits one user to 5 reports a day on one product', async () => {
    expect(
      (await server.post('/api/toy/edit_error', { toy_id: toyId, types: ['other'], content: '无' })).body.code,
    ).toBe(CODE.sessionInvalid);
    const other = await server.login('13800000002');
    for (let i = 0; i < 5; i++) {
      const r = await server.post(
        '/api/toy/edit_error',
        { toy_id: toyId, types: ['other'], content: `第${i}次` },
        other,
      );
      expect(r.body.code).toBe(0);
    }
    const sixth = await server.post(
      '/api/toy/edit_error',
      { toy_id: toyId, types: ['other'], content: '再一次' },
      other,
    );
    expect(sixth.body.msg).toBe(ERROR_REPORT_MSG.tooMany);
    server.advance(24 * 3600 * 1000 + 1000);
    expect(
      (await server.post('/api/toy/edit_error', { toy_id: toyId, types: ['other'], content: '第二天' }, other)).body
        .code,
    ).toBe(0);
  });
});

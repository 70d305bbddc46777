import type { ExportCallback, ExportStarted, Page, SysMessage } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessError } from '../src/platform/http/errors';
import { registerWorker, workerFor } from '../src/platform/jobs/registry';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let sales: string;
let cartId: number;

const call = async <T>(path: string, body: unknown, token: string) => (await server.post<T>(path, body, token)).body;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}

const exportNotices = async (token: string) =>
  (await call<Page<SysMessage>>('/api/system/get_sys_message', { page_size: 100 }, token)).data.list.filter(
    (m) => m.title === MSG.exportSuccess || m.title === MSG.exportFailed,
  );

async function exportCart(token: string): Promise<ExportCallback> {
  const started = await call<ExportStarted>(
    '/api/system/export_excel',
    { source: 'sample_cart', source_id: cartId },
    token,
  );
  expect(started.code, started.msg).toBe(0);
  return until(
    async () => (await call<ExportCallback>('/api/system/get_callback', { uuid: started.data.uuid }, token)).data,
    (state) => state.progress === 100 || state.progress === -100,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  [main, sales] = await Promise.all([server.login('13800000001'), server.login('13800000002')]);
  const products = await server.ctx.database.db
    .selectFrom('products')
    .select('id')
    .where('is_black', '=', false)
    .where('is_set_hide', '=', false)
    .orderBy('id')
    .limit(3)
    .execute();
  const created = await call<{ id: number }>(
    '/api/website/add_customer_pick',
    { name: '导出通知', ids: products.map((p) => p.id) },
    main,
  );
  expect(created.code, created.msg).toBe(0);
  cartId = created.data.id;
}, 120_000);
afterAll(() => server?.close());

describe('the end of an export', () => {
  it('tells its owner once that it is ready, and nobody else', async () => {
    expect(await exportNotices(main)).toHaveLength(0);
    expect((await exportCart(main)).progress).toBe(100);
    const notices = await until(
      () => exportNotices(main),
      (list) => list.length > 0,
    );
    expect(notices.map((m) => m.title)).toEqual([MSG.exportSuccess]);
    // A second export is a second notice, not a repeat of the first.
    await exportCart(main);
    const both = await until(
      () => exportNotices(main),
      (list) => list.length > 1,
    );
    expect(both.map((m) => m.title)).toEqual([MSG.exportSuccess, MSG.exportSuccess]);
    expect(await exportNotices(sales)).toHaveLength(0);
  });

  it('tells its owner once that it failed', async () => {
    const before = (await exportNotices(main)).length;
    const original = workerFor('export_excel') as NonNullable<ReturnType<typeof workerFor>>;
    registerWorker(
      original.kind,
      async () => {
        throw businessError(MSG.exportFailed);
      },
      original,
    );
    try {
      expect((await exportCart(main)).progress).toBe(-100);
    } finally {
      registerWorker(original.kind, original.handler, original);
    }
    const notices = await until(
      () => exportNotices(main),
      (list) => list.length > before,
    );
    expect(notices.filter((m) => m.title === MSG.exportFailed)).toHaveLength(1);
    expect(notices).toHaveLength(before + 1);
  });
});

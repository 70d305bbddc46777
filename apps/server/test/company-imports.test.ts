import {
  CODE,
  type CompanyProduct,
  type ImportJobInfo,
  type ImportRowItem,
  type ImportUpload,
  type Page,
} from '@wanju/api-client';
import { COMPANY_MSG, IMPORT_MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobRunner } from '../src/platform/jobs/index';
import { startTestServer, type TestServer } from './harness';
import { catalogueWorkbook, pictureRows, pictureZip } from './import-fixtures';
import { drawnPicture } from './listing-fixtures';

/**
 * The shared import pipeline writing into a trading company's own product library (rows matched by the
 * company's item number) and its pictures-only mode (a zip matched to the library's products), with the
 * domain's company permissions deciding who may import.
 */

let server: TestServer;
let main: string;
let admin: string;
let sales: string;
let runner: JobRunner | null = null;

const call = async <T>(path: string, body: unknown, token = main) => (await server.post<T>(path, body, token)).body;

async function upload(target: string, files: { xlsx?: Buffer; zip?: Buffer }, token = main) {
  const form = new FormData();
  form.append('target', target);
  if (files.xlsx) form.append('file', new Blob([new Uint8Array(files.xlsx)]), '公司产品.xlsx');
  if (files.zip) form.append('pictures', new Blob([new Uint8Array(files.zip)]), '图片.zip');
  const response = await fetch(`${server.baseUrl}/api/import/upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: ImportUpload };
}

async function settled(id: string, token = main): Promise<ImportJobInfo> {
  for (let i = 0; i < 600; i++) {
    const info = (await call<ImportJobInfo>('/api/import/get_job', { id }, token)).data;
    if (info.status === 'done' || info.status === 'failed') return info;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

const library = async (keyword: string, token = main) =>
  (
    await call<Page<CompanyProduct>>(
      '/api/company/product_list',
      { page: 1, page_size: 100, keyword, source: 'all' },
      token,
    )
  ).data;

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '60', JOB_WORKER: '0' });
  main = await server.login('13800000001');
  sales = await server.login('13800000002');
  admin = await server.login('13800000003');
  runner = startJobRunner(server.ctx, { pollMs: 100 });
}, 120_000);
afterAll(async () => {
  await runner?.stop();
  await server?.close();
});

describe('company product import', () => {
  it('writes rows into the company library by item number; a wrong row is refused alone', async () => {
    const rows = await pictureRows(6, 'CO');
    rows[2] = { ...rows[2], net: 20, gross: 10 } as (typeof rows)[number];
    const first = await upload('company_product', { xlsx: await catalogueWorkbook(rows) });
    expect(first.code, first.msg).toBe(0);
    expect(first.data.embedded_pictures).toBe(6);
    const started = await call<ImportJobInfo>('/api/import/start', {
      upload_id: first.data.upload_id,
      target: 'company_product',
      mapping: first.data.suggested,
    });
    expect(started.code, started.msg).toBe(0);
    const done = await settled(started.data.id);
    expect(done).toMatchObject({ status: 'done', total: 6, created: 5, updated: 0, refused: 1 });
    const refused = (
      await call<Page<ImportRowItem>>('/api/import/get_rows', {
        id: done.id,
        page: 1,
        page_size: 10,
        outcome: 'refused',
      })
    ).data.list;
    expect(refused).toEqual([expect.objectContaining({ row: 4, article_number: 'CO-3' })]);
    const list = await library('CO-');
    expect(list.total).toBe(5);
    expect(list.list.map((p) => p.item_number)).not.toContain('CO-3');
    const one = list.list.find((p) => p.item_number === 'CO-1');
    expect(one).toMatchObject({ name: '导入测试玩具1号', price: 10, product_id: null });
    expect(one?.picture).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);
    // Nothing went into the platform's products.
    const platform = await server.ctx.database.db
      .selectFrom('products')
      .select('id')
      .where('article_number', 'like', 'CO-%')
      .execute();
    expect(platform).toHaveLength(0);

    // The same item numbers again (another case) are updated, not duplicated; the administrator may import.
    const again = await upload(
      'company_product',
      {
        xlsx: await catalogueWorkbook([{ article: 'co-1', name: '改过的名字', price: 33 }]),
      },
      admin,
    );
    const second = await call<ImportJobInfo>(
      '/api/import/start',
      { upload_id: again.data.upload_id, target: 'company_product', mapping: again.data.suggested },
      admin,
    );
    expect(await settled(second.data.id, admin)).toMatchObject({ status: 'done', created: 0, updated: 1 });
    const updated = (await library('CO-1')).list.find((p) => p.item_number === 'CO-1');
    expect(updated).toMatchObject({ name: '改过的名字', price: 33, picture: one?.picture });
  });

  it('updates the pictures of library products from a zip alone; an unknown item number is refused', async () => {
    const before = (await library('CO-2')).list.find((p) => p.item_number === 'CO-2');
    const zip = pictureZip({
      'CO-2.jpg': await drawnPicture(4242, 120),
      'NOPE-9.jpg': await drawnPicture(4343, 120),
    });
    const pictures = await upload('company_picture', { zip });
    expect(pictures.code, pictures.msg).toBe(0);
    expect(pictures.data).toMatchObject({ zip_pictures: 2, columns: [] });
    const started = await call<ImportJobInfo>('/api/import/start', {
      upload_id: pictures.data.upload_id,
      target: 'company_picture',
      mapping: {},
    });
    expect(started.code, started.msg).toBe(0);
    const done = await settled(started.data.id);
    expect(done).toMatchObject({ status: 'done', total: 2, created: 0, updated: 1, refused: 1 });
    const rows = (await call<Page<ImportRowItem>>('/api/import/get_rows', { id: done.id, page: 1, page_size: 10 })).data
      .list;
    expect(rows.find((r) => r.outcome === 'refused')?.message).toBe(IMPORT_MSG.notInLibrary);
    const after = (await library('CO-2')).list.find((p) => p.item_number === 'CO-2');
    expect(after?.picture).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);
    expect(after?.picture).not.toBe(before?.picture);
    expect(done.report_url).toMatch(/^\/import_reports\//);

    const noZip = await upload('company_picture', { xlsx: await catalogueWorkbook([{ article: 'X', name: 'x' }]) });
    expect(noZip).toMatchObject({ code: CODE.business, msg: IMPORT_MSG.zipRequired });
  });

  it('refuses a salesperson (the library is changed by the main account and administrators only)', async () => {
    const xlsx = await catalogueWorkbook([{ article: 'SL-1', name: '业务员的产品' }]);
    expect(await upload('company_product', { xlsx }, sales)).toMatchObject({
      code: CODE.forbidden,
      msg: COMPANY_MSG.notAllowed,
    });
    const zip = pictureZip({ 'CO-1.jpg': await drawnPicture(99, 120) });
    expect(await upload('company_picture', { zip }, sales)).toMatchObject({ code: CODE.forbidden });
    expect(
      await call('/api/import/get_jobs', { target: 'company_product', page: 1, page_size: 10 }, sales),
    ).toMatchObject({ code: CODE.forbidden });
    // The main account's import is not the salesperson's to read.
    const mine = (
      await call<Page<ImportJobInfo>>('/api/import/get_jobs', { target: 'company_product', page: 1, page_size: 10 })
    ).data.list[0];
    expect(mine).toBeTruthy();
    expect((await call('/api/import/get_job', { id: mine?.id }, sales)).code).not.toBe(0);
    expect((await library('SL-1')).total).toBe(0);
  });

  it('refuses a user without a company', async () => {
    const factory = await server.login('13800000005');
    const xlsx = await catalogueWorkbook([{ article: 'FX-1', name: '工厂' }]);
    expect((await upload('company_product', { xlsx }, factory)).code).not.toBe(0);
  });
});

import type { ImportJobInfo, ImportRowItem, ImportUpload, ListingPage, ToyPage } from '@wanju/api-client';
import { IMPORT_MSG, JOB_LEASE_MS } from '@wanju/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_JOB, runImport } from '../src/imports/index';
import { claimJob, getJob, type JobRunner, startJobRunner } from '../src/platform/jobs/index';
import { startTestServer, type TestServer } from './harness';
import { catalogueWorkbook, pictureRows, pictureZip } from './import-fixtures';
import { drawnPicture, rivalFactory } from './listing-fixtures';

let server: TestServer;
let factory: string;
let rival: string;
let buyer: string;
let runner: JobRunner | null = null;

const call = async <T>(path: string, body: unknown, token = factory) => (await server.post<T>(path, body, token)).body;

async function upload(xlsx: Buffer, zip?: Buffer, token = factory) {
  const form = new FormData();
  form.append('target', 'factory_product');
  form.append('file', new Blob([new Uint8Array(xlsx)]), '产品目录.xlsx');
  if (zip) form.append('pictures', new Blob([new Uint8Array(zip)]), 'pictures.zip');
  const response = await fetch(`${server.baseUrl}/api/import/upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: ImportUpload };
}

async function settled(id: string, token = factory): Promise<ImportJobInfo> {
  for (let i = 0; i < 600; i++) {
    const info = (await call<ImportJobInfo>('/api/import/get_job', { id }, token)).data;
    if (info.status === 'done' || info.status === 'failed') return info;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

const start = (upload: ImportUpload, extra: object = {}) =>
  call<ImportJobInfo>('/api/import/start', {
    upload_id: upload.upload_id,
    target: 'factory_product',
    mapping: upload.suggested,
    publish: true,
    ...extra,
  });

const productCount = async (prefix: string) =>
  Number(
    (
      await server.ctx.database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('article_number', 'like', `${prefix}-%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '60', JOB_WORKER: '0' });
  factory = await server.login('13800000005');
  buyer = await server.login('13800000001');
  rival = (await rivalFactory(server)).token;
  runner = startJobRunner(server.ctx, { pollMs: 100 });
});
afterAll(async () => {
  await runner?.stop();
  await server?.close();
});

describe('batch import of a factory catalogue', () => {
  it('imports pictured rows; a bad row, a duplicate and a broken picture are refused alone, with the reason', async () => {
    const rows = await pictureRows(24, 'IM');
    rows[3] = { ...rows[3], gross: '十二公斤' } as (typeof rows)[number];
    rows[5] = { ...rows[5], article: 'IM-1' } as (typeof rows)[number];
    rows[7] = { ...rows[7], picture: Buffer.from('not a jpeg at all, just text') } as (typeof rows)[number];
    rows[9] = { ...rows[9], net: 20, gross: 10 } as (typeof rows)[number];
    rows[11] = { ...rows[11], picture: null } as (typeof rows)[number];
    const uploaded = await upload(await catalogueWorkbook(rows));
    expect(uploaded.code).toBe(0);
    expect(uploaded.data.columns.map((c) => c.header).slice(0, 3)).toEqual(['货号', '中文品名', '分类']);
    expect(uploaded.data.embedded_pictures).toBe(23);
    expect(uploaded.data.suggested).toMatchObject({ article_number: 1, name: 2, category_id: 3, exworks_price: 4 });
    // Wrong columns: the mapping must name the article number, and the category (a factory's products are filed).
    expect(uploaded.data.required).toEqual(['article_number', 'name', 'category_id']);
    const wrong = await start(uploaded.data, { mapping: { name: 2 } });
    expect(wrong.msg).toBe(IMPORT_MSG.missingColumns(['货号', '分类']));
    const uncategorised = await start(uploaded.data, { mapping: { article_number: 1, name: 2 } });
    expect(uncategorised.msg).toBe(IMPORT_MSG.categoryRequired);
    // Someone else's upload does not exist for another factory.
    expect(
      (
        await call(
          '/api/import/start',
          { upload_id: uploaded.data.upload_id, target: 'factory_product', mapping: uploaded.data.suggested },
          rival,
        )
      ).code,
    ).not.toBe(0);
    const started = await start(uploaded.data, { save_as: '我的表格' });
    expect(started.code).toBe(0);
    const done = await settled(started.data.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, total: 24, created: 20, updated: 0, refused: 4 });
    const refused = await call<{ list: ImportRowItem[] }>('/api/import/get_rows', { id: done.id, outcome: 'refused' });
    const byRow = new Map(refused.data.list.map((r) => [r.row, r.message]));
    expect(byRow.get(5)).toBe(IMPORT_MSG.notNumber('毛重', '十二公斤'));
    expect(byRow.get(7)).toBe(IMPORT_MSG.duplicateArticle(2));
    expect(byRow.get(9)).toMatch(/^图片无法使用：/);
    expect(byRow.get(11)).toBe('净重不能大于毛重');
    // The row without a picture is kept as a draft, and says so.
    const created = await call<{ list: ImportRowItem[] }>('/api/import/get_rows', { id: done.id, page_size: 100 });
    expect(created.data.list.find((r) => r.row === 13)?.message).toBe(IMPORT_MSG.savedAsDraft('上架前请补充：图片'));
    // Nothing of a refused row was written.
    expect(await productCount('IM')).toBe(20);
    // The report downloads as xlsx, one line per row.
    const report = await fetch(server.baseUrl + done.report_url);
    expect(report.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await report.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(25);
    expect(sheet.getRow(5).values).toEqual([undefined, 5, 'IM-4', '未导入', IMPORT_MSG.notNumber('毛重', '十二公斤')]);
    expect(
      (await fetch(`${server.baseUrl}/import_reports/${done.id}?expires=${Date.now() + 1000}&sig=${'0'.repeat(64)}`))
        .status,
    ).toBe(403);
    // Buyers find the imported products by keyword.
    server.advance(2000);
    const found = await call<ToyPage>('/api/toy/get_list', { keyword: 'IM-2' }, buyer);
    expect(found.data.list.map((p) => p.article_number)).toContain('IM-2');
    // The mapping was saved for the next file.
    const saved = await call<{ list: { name: string }[] }>('/api/import/get_mappings', { target: 'factory_product' });
    expect(saved.data.list.map((m) => m.name)).toEqual(['我的表格']);
  });

  it('imports again: rows of known article numbers update their products', async () => {
    const rows = (await pictureRows(3, 'IM')).map((r) => ({ ...r, name: `${r.name}（新版）`, picture: null }));
    const uploaded = await upload(await catalogueWorkbook(rows));
    const done = await settled((await start(uploaded.data)).data.id);
    expect(done).toMatchObject({ status: 'done', created: 0, updated: 3, refused: 0 });
    const list = await call<ListingPage>('/api/factory_product/get_list', { keyword: 'IM-1' });
    const one = list.data.list.find((p) => p.article_number === 'IM-1');
    // Pictures kept, still published.
    expect(one).toMatchObject({ name: '导入测试玩具1号（新版）', status: 'published', picture_count: 1 });
  });

  it('matches pictures of a zip by article number', async () => {
    const rows = [
      { article: 'ZP-1', name: '压缩包图片一' },
      { article: 'ZP-2', name: '压缩包图片二' },
    ];
    const zip = pictureZip({
      'pics/ZP-1.jpg': await drawnPicture(501),
      'pics/ZP-1_2.jpg': await drawnPicture(502),
      'ZP-2.JPG': await drawnPicture(503),
      '__MACOSX/._ZP-2.jpg': Buffer.from('junk'),
    });
    const uploaded = await upload(await catalogueWorkbook(rows), zip);
    expect(uploaded.data.zip_pictures).toBe(3);
    const done = await settled((await start(uploaded.data)).data.id);
    expect(done).toMatchObject({ status: 'done', created: 2, refused: 0 });
    const list = await call<ListingPage>('/api/factory_product/get_list', { keyword: 'ZP-1' });
    expect(list.data.list.find((p) => p.article_number === 'ZP-1')).toMatchObject({
      picture_count: 2,
      status: 'published',
    });
  });

  it("imports a supplier's price list as the Excel assistant reads it: header on row 3, combined carton size, pictures by row", async () => {
    const priceList = async (withCategory: boolean) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('报价单');
      sheet.addRow(['2026年新品报价单']);
      sheet.addRow(['汕头市澄海区某某玩具厂', null, '电话：0754-1234567']);
      sheet.addRow(['货号', '品名', ...(withCategory ? ['分类'] : []), '单价(RMB)', '外箱尺寸(cm)', '装箱量', '图片']);
      const items = [
        ['PL-1', '遥控越野车', '遥控车', '35.5', '60*40*50', '24'],
        ['PL-2', '大颗粒积木', '积木', '18', '62x42x48cm', '36'],
        ['PL-3', '毛绒小熊', '毛绒玩具', '9.8', '55×35×45', '48'],
      ];
      for (const [i, item] of items.entries()) {
        const cells = withCategory ? item : [item[0], item[1], ...item.slice(3)];
        const row = sheet.addRow(cells.map((c, k) => (k >= cells.length - 1 ? Number(c) : c)));
        const image = workbook.addImage({
          buffer: (await drawnPicture(300 + i + (withCategory ? 0 : 10), 120)) as unknown as ExcelJS.Buffer,
          extension: 'jpeg',
        });
        sheet.addImage(image, { tl: { col: cells.length, row: row.number - 1 }, ext: { width: 60, height: 60 } });
      }
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const product = async (article: string) => {
      const listed = (await call<ListingPage>('/api/factory_product/get_list', { keyword: article })).data.list.find(
        (p) => p.article_number === article,
      );
      const row = await server.ctx.database.db
        .selectFrom('products')
        .select(['carton_length', 'carton_width', 'carton_height', 'carton_quantity'])
        .where('article_number', '=', article)
        .executeTakeFirstOrThrow();
      return {
        name: listed?.name,
        category_id: listed?.category_id,
        picture_count: listed?.picture_count,
        ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : Number(v)])),
      };
    };

    const uploaded = await upload(await priceList(true));
    expect(uploaded.code).toBe(0);
    expect(uploaded.data.header_row).toBe(3);
    expect(uploaded.data.embedded_pictures).toBe(3);
    expect(uploaded.data.columns.map((c) => c.header).slice(0, 5)).toEqual([
      '货号',
      '品名',
      '分类',
      '单价(RMB)',
      '外箱尺寸(cm)',
    ]);
    expect(uploaded.data.suggested).toMatchObject({
      article_number: 1,
      name: 2,
      category_id: 3,
      exworks_price: 4,
      carton_size: 5,
      carton_quantity: 6,
    });
    const done = await settled((await start(uploaded.data)).data.id);
    expect(done).toMatchObject({ status: 'done', total: 3, created: 3, refused: 0 });
    expect(await product('PL-2')).toMatchObject({
      name: '大颗粒积木',
      category_id: 4014,
      carton_length: 62,
      carton_width: 42,
      carton_height: 48,
      carton_quantity: 36,
      picture_count: 1,
    });

    // Without a 分类 column the mapping step asks for one or a default, and the default files every row.
    const bare = await upload(await priceList(false));
    expect(bare.data.suggested.category_id).toBeUndefined();
    expect((await start(bare.data)).msg).toBe(IMPORT_MSG.categoryRequired);
    const again = await settled((await start(bare.data, { defaults: { category_id: 4008 } })).data.id);
    expect(again).toMatchObject({ status: 'done', total: 3, updated: 3, refused: 0 });
    expect(await product('PL-1')).toMatchObject({ category_id: 4008, carton_length: 60, picture_count: 1 });
  });

  it('refuses a file past the row limit as a whole, writing nothing', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('产品');
    sheet.addRow(['货号', '中文品名']);
    for (let i = 0; i < 10_050; i++) sheet.addRow([`BIG-${i}`, '大表格玩具']);
    const uploaded = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(uploaded.code).toBe(0);
    const done = await settled((await start(uploaded.data, { defaults: { category_id: 4000 } })).data.id);
    expect(done).toMatchObject({ status: 'failed', error: IMPORT_MSG.tooManyRows(10_000), created: 0 });
    expect(await productCount('BIG')).toBe(0);
  });

  it('refuses what is not an xlsx', async () => {
    const answer = await upload(Buffer.from('货号,品名\nA,B'));
    expect(answer.msg).toBe(IMPORT_MSG.notXlsx);
  });

  it('a server killed mid-import: the job is taken again after its lease and goes on, no row twice or half', async () => {
    await runner?.stop();
    runner = null;
    // More rows than one chunk of the job's writes, so it dies between two chunks.
    const rows = await pictureRows(120, 'KL', 64);
    const uploaded = await upload(await catalogueWorkbook(rows));
    const started = await start(uploaded.data);
    // A process claims the job and dies after its first rows (its lease is never renewed).
    const claimed = await claimJob(server.ctx, [IMPORT_JOB], JOB_LEASE_MS);
    expect(claimed?.id).toBeDefined();
    const death = new AbortController();
    await expect(
      runImport(server.ctx, started.data.id, {
        progress: async () => death.abort(),
        signal: death.signal,
      }),
    ).rejects.toThrow();
    const halfway = await call<ImportJobInfo>('/api/import/get_job', { id: started.data.id });
    expect(halfway.data.status).toBe('running');
    expect(halfway.data.created).toBeGreaterThan(0);
    expect(halfway.data.created).toBeLessThan(120);
    expect(await productCount('KL')).toBe(halfway.data.created);
    // Another process takes it once the lease ran out.
    runner = startJobRunner(server.ctx, { pollMs: 100 });
    server.advance(JOB_LEASE_MS + 1000);
    const done = await settled(started.data.id);
    expect(done).toMatchObject({ status: 'done', total: 120, created: 120, refused: 0 });
    expect(await productCount('KL')).toBe(120);
    expect((await getJob(server.ctx, claimed?.id as string))?.attempts).toBe(2);
  });
});

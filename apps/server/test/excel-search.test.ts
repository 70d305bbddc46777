import type { ExcelTask, ToyItem, ToyPage } from '@wanju/api-client';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimExcelJob, EXCEL_LEASE_MS } from '../src/catalogue/excel';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '240' });
  token = await server.login('13800000001');
});
afterAll(() => server?.close());

async function upload(bytes: Buffer, name = 'rows.xlsx', on = server, as = token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${on.baseUrl}/api/toy/search_excel`, {
    method: 'POST',
    headers: { token: as },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: { id: string } };
}

async function waitFor(id: string, on = server, as = token): Promise<ExcelTask> {
  const seen: number[] = [];
  for (let i = 0; i < 100; i++) {
    const { body } = await on.post<ExcelTask>('/api/toy/get_excel_task', { id }, as);
    seen.push(body.data.step_percent);
    if (body.data.status === 'done' || body.data.status === 'failed') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job did not finish: ${seen.join(',')}`);
}

describe('Excel search', () => {
  it('matches rows by item number, then name, then embedded picture', async () => {
    const items = (await server.post<ToyPage>('/api/toy/get_list', { page_size: 3, sort: 'hot' }, token)).body.data
      .list as ToyItem[];
    const picture = Buffer.from(await (await fetch(server.baseUrl + (items[2] as ToyItem).picture)).arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('找样');
    sheet.addRow(['货号', '品名', '图片']);
    sheet.addRow(['ＸＮ－１２３０', '']);
    sheet.addRow(['', '毛绒']);
    sheet.addRow(['', '', '']);
    sheet.addRow(['ZZ-000000', '不存在的东西呀']);
    const imageId = workbook.addImage({ buffer: picture as never, extension: 'jpeg' });
    sheet.addImage(imageId, { tl: { col: 2, row: 3 }, ext: { width: 80, height: 80 } });
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const started = await upload(bytes);
    expect(started.code).toBe(0);
    const task = await waitFor(started.data.id);
    expect(task.status).toBe('done');
    expect(task.step_percent).toBe(100);
    const byRow = new Map(task.list.map((r) => [r.row, r]));
    expect(byRow.get(2)?.matched_by).toBe('article_number');
    expect(byRow.get(2)?.candidates[0]?.article_number).toBe('XN-1230');
    expect(byRow.get(3)?.matched_by).toBe('name');
    expect(byRow.get(3)?.candidates.every((c) => `${c.name}${c.category_name}`.includes('毛绒'))).toBe(true);
    expect(byRow.get(4)?.matched_by).toBe('picture');
    expect(byRow.get(4)?.candidates[0]?.id).toBe(items[2]?.id);
    expect(byRow.get(5)?.matched_by).toBe(null);
    const other = await server.login('13800000002');
    expect((await server.post('/api/toy/get_excel_task', { id: started.data.id }, other)).body.code).toBe(404);
  });

  it('refuses unreadable, encrypted, empty and non-xlsx files with Chinese messages', async () => {
    expect((await upload(Buffer.from('not a spreadsheet'), 'a.xlsx')).msg).toBe(
      '仅支持jpg、png图片或xlsx格式的excel文件，请重新上传',
    );
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect((await upload(cfb)).msg).toBe('Excel文件已加密，请取消密码后重新上传');
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]);
    expect((await upload(brokenZip)).msg).toBe('Excel文件无法读取，请检查文件后重新上传');
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('空');
    expect((await upload(Buffer.from(await empty.xlsx.writeBuffer()))).msg).toBe(
      'Excel文件中没有可搜索的货号、名称或图片',
    );
    expect((await server.post('/api/toy/search_excel', {}, token)).body.msg).toBe('请上传xlsx格式的Excel文件');
  });
});

/** A workbook of item numbers (column A under a 货号 header). */
async function itemSheet(...numbers: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('找样');
  sheet.addRow(['货号']);
  for (const n of numbers) sheet.addRow([n]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('Excel search jobs are database rows', () => {
  it('are claimed once each, oldest first, and again only when the lease ran out; a restart finishes them', async () => {
    // A server without a worker only queues jobs (as when the worker's server is down).
    let web = await startTestServer({ DEMO_PRODUCTS: '100', EXCEL_WORKER: '0' });
    try {
      const owner = await web.login('13800000001');
      const first = await upload(await itemSheet('XN-1230'), 'a.xlsx', web, owner);
      web.advance(1000);
      const second = await upload(await itemSheet('XN-1231', 'XN-1232'), 'b.xlsx', web, owner);
      web.advance(1000);
      const third = await upload(await itemSheet('XN-1233'), 'c.xlsx', web, owner);
      expect([first.code, second.code, third.code]).toEqual([0, 0, 0]);
      const queued = await web.post<ExcelTask>('/api/toy/get_excel_task', { id: first.data.id }, owner);
      expect(queued.body.data).toMatchObject({ status: 'queued', step_percent: 0, list: [] });

      // Claims: the oldest first, each job once.
      const [a, b] = await Promise.all([claimExcelJob(web.ctx), claimExcelJob(web.ctx)]);
      expect(new Set([a?.id, b?.id])).toEqual(new Set([first.data.id, second.data.id]));
      const running = await web.post<ExcelTask>('/api/toy/get_excel_task', { id: first.data.id }, owner);
      expect(running.body.data.status).toBe('running');
      // The third is still free; after it nothing is left while the leases hold.
      expect((await claimExcelJob(web.ctx))?.id).toBe(third.data.id);
      expect(await claimExcelJob(web.ctx)).toBe(null);
      // Jobs whose worker stopped renewing the lease are claimed again.
      web.advance(EXCEL_LEASE_MS + 1000);
      const again = await claimExcelJob(web.ctx);
      expect(again).toMatchObject({ id: first.data.id, attempts: 2 });
      // The server stops with every lease run out, and one more job queued.
      web.advance(EXCEL_LEASE_MS + 1000);
      const fourth = await upload(await itemSheet('XN-1234'), 'd.xlsx', web, owner);

      // Another user cannot read the job.
      const other = await web.login('13800000002');
      const foreign = await web.post('/api/toy/get_excel_task', { id: first.data.id }, other);
      expect(foreign.body.code).toBe(404);
      expect(foreign.body.msg).toBe('记录不存在或无权访问');

      // After a restart with a worker, every job queued or left running before it is finished.
      web = await web.restart({ DEMO_PRODUCTS: '100' });
      const token2 = await web.login('13800000001');
      const jobs = [first, second, third, fourth].map((job) => job.data.id);
      const done = await Promise.all(jobs.map((id) => waitFor(id, web, token2)));
      expect(done.map((task) => task.status)).toEqual(['done', 'done', 'done', 'done']);
      expect(done.map((task) => task.list.length)).toEqual([1, 2, 1, 1]);
      expect(done[1]?.list.map((row) => row.candidates[0]?.article_number)).toEqual(['XN-1231', 'XN-1232']);
      const rows = await web.ctx.database.db
        .selectFrom('excel_jobs')
        .select(['status', 'lease_until'])
        .where('id', 'in', jobs)
        .execute();
      expect(rows.every((row) => row.status === 'done' && row.lease_until === null)).toBe(true);
      expect(await claimExcelJob(web.ctx)).toBe(null);
    } finally {
      await web.close();
    }
  });
});

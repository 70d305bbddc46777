import type { ExcelTask, ToyItem, ToyPage } from '@wanju/api-client';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '240' });
  token = await server.login('13800000001');
});
afterAll(() => server?.close());

async function upload(bytes: Buffer, name = 'rows.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.baseUrl}/api/toy/search_excel`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: { id: string } };
}

async function waitFor(id: string): Promise<ExcelTask> {
  const seen: number[] = [];
  for (let i = 0; i < 100; i++) {
    const { body } = await server.post<ExcelTask>('/api/toy/get_excel_task', { id }, token);
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

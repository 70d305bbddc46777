import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExcelTask, ToyItem, ToyPage } from '@wanju/api-client';
import { COLUMN_LIMITS, EXCEL_MSG, EXCEL_SEARCH_MAX_ROWS, JOB_LEASE_MS } from '@wanju/domain';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEL_SEARCH_JOB } from '../src/catalogue/excel';
import { migrationsDir } from '../src/paths';
import { openDatabase } from '../src/platform/db/database';
import { migrate } from '../src/platform/db/migrate';
import type { AppContext } from '../src/platform/http/context';
import { claimJob, jobsDb } from '../src/platform/jobs/index';
import { type ReadStats, readSheet, searchColumns } from '../src/sheets/index';
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
  // Until the job ends (the test's own limit ends a job that never does).
  for (let i = 0; i < 1000; i++) {
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

describe('Excel search jobs run on the shared job queue', () => {
  it('are claimed once each, oldest first, and again only when the lease ran out; a restart finishes them', async () => {
    // A server without a worker only queues jobs (as when the worker's server is down).
    let web = await startTestServer({ DEMO_PRODUCTS: '100', JOB_WORKER: '0' });
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
      const claimExcelJob = (on: AppContext) => claimJob(on, [EXCEL_SEARCH_JOB], JOB_LEASE_MS);
      const [a, b] = await Promise.all([claimExcelJob(web.ctx), claimExcelJob(web.ctx)]);
      expect(new Set([a?.id, b?.id])).toEqual(new Set([first.data.id, second.data.id]));
      const running = await web.post<ExcelTask>('/api/toy/get_excel_task', { id: first.data.id }, owner);
      expect(running.body.data.status).toBe('running');
      // The third is still free; after it nothing is left while the leases hold.
      expect((await claimExcelJob(web.ctx))?.id).toBe(third.data.id);
      expect(await claimExcelJob(web.ctx)).toBe(null);
      // Jobs whose worker stopped renewing the lease are claimed again.
      web.advance(JOB_LEASE_MS + 1000);
      const again = await claimExcelJob(web.ctx);
      expect(again).toMatchObject({ id: first.data.id, attempts: 2 });
      // The server stops with every lease run out, and one more job queued.
      web.advance(JOB_LEASE_MS + 1000);
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
      const rows = await jobsDb(web.ctx)
        .selectFrom('jobs')
        .select(['kind', 'status', 'lease_until', 'user_id'])
        .where('id', 'in', jobs)
        .execute();
      expect(
        rows.every((row) => row.kind === EXCEL_SEARCH_JOB && row.status === 'done' && row.lease_until === null),
      ).toBe(true);
      expect(await claimJob(web.ctx, [EXCEL_SEARCH_JOB], JOB_LEASE_MS)).toBe(null);
    } finally {
      await web.close();
    }
  });
});

/** A minimal xlsx written by hand: a 货号 header (a shared string) and one item number per row (numbers). */
function generatedSheet(rows: number, picture?: Uint8Array): Buffer {
  const parts: string[] = ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>'];
  for (let r = 2; r <= rows + 1; r++) parts.push(`<row r="${r}"><c r="A${r}"><v>${100000 + r}</v></c></row>`);
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="找样" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0"?><sst ${ns} count="1" uniqueCount="1"><si><t>货号</t></si></sst>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><worksheet ${ns}><sheetData>${parts.join('')}</sheetData></worksheet>`,
    ),
  };
  if (picture) {
    // One picture anchored on row 2.
    const drawing = 'http://schemas.openxmlformats.org/drawingml/2006';
    Object.assign(files, {
      'xl/worksheets/_rels/sheet1.xml.rels': strToU8(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/drawing" Target="../drawings/drawing1.xml"/></Relationships>`,
      ),
      'xl/drawings/drawing1.xml': strToU8(
        `<?xml version="1.0"?><xdr:wsDr xmlns:xdr="${drawing}/spreadsheetDrawing" xmlns:a="${drawing}/main" xmlns:r="${rel}"><xdr:oneCellAnchor><xdr:from><xdr:col>1</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:ext cx="9525" cy="9525"/><xdr:pic><xdr:blipFill><a:blip r:embed="rId1"/></xdr:blipFill></xdr:pic><xdr:clientData/></xdr:oneCellAnchor></xdr:wsDr>`,
      ),
      'xl/drawings/_rels/drawing1.xml.rels': strToU8(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/image" Target="../media/image1.png"/></Relationships>`,
      ),
      'xl/media/image1.png': picture,
    });
  }
  return Buffer.from(zipSync(files, { level: 1 }));
}

describe('Excel uploads are read as a stream', () => {
  it('finds the item-number and name columns under titles, as every sheet reader does', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('报价单');
    sheet.addRow(['2026年新品报价单']);
    sheet.addRow(['某某玩具厂', '电话：0754-1234567']);
    sheet.addRow(['序号', '产品名称', '单价', 'Item No.']);
    sheet.addRow([1, '回力工程车', 12.5, 'HL-88']);
    sheet.addRow([2, '遥控挖掘机', 36, 'YK-9']);
    const rows = await readSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows.map((r) => [r.row, r.article_number, r.name])).toEqual([
      [4, 'HL-88', '回力工程车'],
      [5, 'YK-9', '遥控挖掘机'],
    ]);
    // Without a header the columns are A and B from the first row.
    expect(searchColumns({ rows: [{ row: 1, cells: ['HL-88', '回力工程车'] }] })).toEqual({
      articleCol: 1,
      nameCol: 2,
      firstRow: 1,
    });
  });

  it('refuses a million-row workbook after reading about 500 rows, not the whole sheet', async () => {
    const huge = generatedSheet(1_000_000);
    expect(huge.length).toBeLessThan(20 * 1024 * 1024);
    const stats: ReadStats = { rowsScanned: 0, bytesInflated: 0 };
    await expect(readSheet(huge, { stats })).rejects.toThrow(EXCEL_MSG.tooManyRows);
    // The rows searched for the header, then 1 header + 501 rows, give or take a row; the sheet holds 40 MB of
    // XML, of which under 1 MB was unpacked.
    expect(stats.rowsScanned).toBeLessThanOrEqual(COLUMN_LIMITS.headerScan + EXCEL_SEARCH_MAX_ROWS + 3);
    expect(stats.bytesInflated).toBeLessThan(1024 * 1024);
    const answer = await upload(huge, 'huge.xlsx');
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toBe('Excel文件行数超过500行，请分批搜索');
  }, 300_000);

  it('takes up to 500 searchable rows and refuses the 501st', async () => {
    const rows = await readSheet(generatedSheet(EXCEL_SEARCH_MAX_ROWS));
    expect(rows.length).toBe(EXCEL_SEARCH_MAX_ROWS);
    expect(rows[0]).toMatchObject({ row: 2, article_number: '100002', name: '', has_picture: false });
    await expect(readSheet(generatedSheet(EXCEL_SEARCH_MAX_ROWS + 1))).rejects.toThrow(EXCEL_MSG.tooManyRows);
  });

  it('refuses a picture that unpacks to more than the limit before reading it', async () => {
    const small = await readSheet(generatedSheet(2, new Uint8Array([1, 2, 3])));
    expect(small[0]).toMatchObject({ row: 2, has_picture: true, picture: Buffer.from([1, 2, 3]) });
    // 30 MB of zeros packs into about 30 kB.
    const bomb = generatedSheet(2, new Uint8Array(30 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(200_000);
    const stats: ReadStats = { rowsScanned: 0, bytesInflated: 0 };
    await expect(readSheet(bomb, { pictures: false, stats })).rejects.toThrow(EXCEL_MSG.contentTooLarge);
    expect(stats.bytesInflated).toBeLessThan(1024 * 1024);
    expect((await upload(bomb, 'bomb.xlsx')).msg).toBe('Excel文件内容过大，请删减后重新上传');
  });

  it('reads shared and rich-text strings, named columns and pictures as exceljs writes them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('找样');
    sheet.addRow(['序号', '产品名称', '备注', '货号']);
    sheet.addRow([1, { richText: [{ text: '毛绒' }, { text: '小熊' }] }, '', 'AB-1']);
    sheet.addRow([2, '', '', '']);
    sheet.addRow([3, '积木', 'x', 42]);
    const picture = await (await import('sharp'))
      .default({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const imageId = workbook.addImage({ buffer: picture as never, extension: 'png' });
    sheet.addImage(imageId, { tl: { col: 2, row: 2 }, ext: { width: 40, height: 40 } });
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows = await readSheet(bytes);
    expect(rows.map(({ picture: p, ...row }) => ({ ...row, picture: p?.equals(picture) ?? null }))).toEqual([
      { row: 2, article_number: 'AB-1', name: '毛绒小熊', has_picture: false, picture: null },
      { row: 3, article_number: '', name: '', has_picture: true, picture: true },
      { row: 4, article_number: '42', name: '积木', has_picture: false, picture: null },
    ]);
    const lean = await readSheet(bytes, { pictures: false });
    expect(lean[1]).toMatchObject({ row: 3, has_picture: true, picture: null });
  });
});

describe('Excel search jobs stored before the shared queue', () => {
  it('are moved onto it and answer get_excel_task as before', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-excel-migrate-'));
    const before = path.join(dir, 'migrations');
    fs.mkdirSync(before);
    for (const file of fs.readdirSync(migrationsDir).filter((f) => f < '009'))
      fs.copyFileSync(path.join(migrationsDir, file), path.join(before, file));
    const admin = process.env.TEST_DATABASE_URL;
    let databaseUrl = '';
    const name = `wanju_test_migrate_${process.pid}`;
    if (admin) {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const url = new URL(admin);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const database = await openDatabase({ databaseUrl, dataDir: dir });
    try {
      await migrate(database, before);
      const db = database.db;
      await sql`INSERT INTO users (phone, password_hash, nickname, chat_id) VALUES ('13900000000', '', '旧用户', 'u1')`.execute(
        db,
      );
      await sql`
        INSERT INTO excel_jobs (id, user_id, file_hash, status, step_percent, result, error, attempts)
        SELECT 'old-done', id, 'aa', 'done', 100, '[{"row":2,"article_number":"XN-1","name":"","has_picture":false,"matched_by":null,"candidates":[]}]'::jsonb, '', 1 FROM users
        UNION ALL SELECT 'old-failed', id, 'bb', 'failed', -100, NULL, 'Excel搜索失败，请稍后重试', 4 FROM users
        UNION ALL SELECT 'old-queued', id, 'cc', 'queued', 0, NULL, '', 0 FROM users`.execute(db);
      expect(await migrate(database)).toEqual(expect.arrayContaining(['009_jobs.sql', '009b_excel_jobs_on_queue.sql']));
      const moved = await sql<{ id: string; kind: string; status: string; progress: number; error: string }>`
        SELECT id, kind, status, progress, error, payload->>'file_hash' AS file_hash FROM jobs ORDER BY id`.execute(db);
      expect(moved.rows).toEqual([
        { id: 'old-done', kind: 'excel_search', status: 'done', progress: 100, error: '', file_hash: 'aa' },
        {
          id: 'old-failed',
          kind: 'excel_search',
          status: 'failed',
          progress: 0,
          error: 'Excel搜索失败，请稍后重试',
          file_hash: 'bb',
        },
        { id: 'old-queued', kind: 'excel_search', status: 'queued', progress: 0, error: '', file_hash: 'cc' },
      ]);
      const done = await sql<{ result: unknown }>`SELECT result FROM jobs WHERE id = 'old-done'`.execute(db);
      expect(done.rows[0]?.result).toEqual([
        { row: 2, article_number: 'XN-1', name: '', has_picture: false, matched_by: null, candidates: [] },
      ]);
    } finally {
      await database.close();
      if (admin) {
        const client = new pg.Client({ connectionString: admin });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

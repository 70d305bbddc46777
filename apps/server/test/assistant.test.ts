import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AssistantAnswer,
  AssistantHistoryItem,
  CompanyProduct,
  ImportJobInfo,
  ImportUpload,
  Page,
  SheetJob,
} from '@wanju/api-client';
import { ASSISTANT_MSG, IMPORT_MSG, MSG } from '@wanju/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobRunner } from '../src/platform/jobs/index';
import { layoutWorkbook } from './assistant-fixtures';
import { startTestServer, type TestServer } from './harness';

/**
 * The AI assistant against the real server: a messy supplier price list analysed (header found under its
 * titles, columns mapped, pictures found on their rows), the mapping corrected, the import-ready sheet built
 * (units and currencies normalised, CBM, CUFT and the quoted price filled) and imported through the shared
 * import into the company's library; questions answered from the help centre and the catalogue, with and
 * without a configured model; each user's history and jobs their own.
 */

let server: TestServer;
let main: string;
let free: string;
let runner: JobRunner | null = null;

const call = async <T>(path: string, body: unknown, token = main) => (await server.post<T>(path, body, token)).body;

async function uploadSheet(xlsx: Buffer, token = main, name = '供应商报价.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(xlsx)]), name);
  const response = await fetch(`${server.baseUrl}/api/assistant/excel_upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: SheetJob };
}

async function settled<T extends { status: string }>(path: string, id: string, token = main): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const info = (await call<T>(path, { id }, token)).data;
    if (info.status === 'done' || info.status === 'failed') return info;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('job did not finish');
}

const ask = async (question: string, token = main) => {
  const started = await call<AssistantAnswer>('/api/assistant/ask', { question }, token);
  expect(started.code, started.msg).toBe(0);
  return settled<AssistantAnswer>('/api/assistant/answer', started.data.id, token);
};

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '300', JOB_WORKER: '0' });
  main = await server.login('13800000001');
  free = await server.login('13800000004');
  runner = startJobRunner(server.ctx, { pollMs: 100 });
}, 180_000);
afterAll(async () => {
  await runner?.stop();
  await server?.close();
});

describe('Excel assistant', () => {
  let analysis: SheetJob;

  it('finds the header under merged titles, maps the columns and finds the pictures on their rows', async () => {
    const fixture = await layoutWorkbook(1);
    const started = await uploadSheet(fixture.xlsx);
    expect(started.code, started.msg).toBe(0);
    expect(started.data).toMatchObject({ stage: 'analyze', file_name: '供应商报价.xlsx' });
    analysis = await settled<SheetJob>('/api/assistant/excel_job', started.data.id);
    expect(analysis.status, analysis.error).toBe('done');
    expect(analysis.analysis).toMatchObject({ header_row: 4, first_row: 5, rows: 8, pictures: 8 });
    const fields = Object.fromEntries((analysis.analysis?.columns ?? []).map((c) => [c.column, c.field]));
    expect(fields).toEqual(Object.fromEntries(fixture.expected.map((e) => [e.column, e.field])));
    expect(analysis.analysis?.columns.find((c) => c.field === 'carton_size')?.samples[0]).toMatch(/^\d+x\d+x\d+$/);
  });

  it('refuses a mapping without an item number, and another user cannot read or build from the analysis', async () => {
    const mapping = (analysis.analysis?.columns ?? [])
      .filter((c) => c.field && c.field !== 'article_number')
      .map((c) => ({ column: c.column, field: c.field }));
    const refused = await call('/api/assistant/excel_build', {
      id: analysis.id,
      mapping,
      computed: { cbm: false, cuft: false, quote: false },
    });
    expect(refused).toMatchObject({ msg: ASSISTANT_MSG.mappingNeedsArticle });
    const other = await call('/api/assistant/excel_job', { id: analysis.id }, free);
    expect(other.msg).toBe(ASSISTANT_MSG.notFound);
  });

  it('builds the import-ready sheet from the corrected mapping and imports it into the library through the shared import', async () => {
    // The user corrects one column: the English name is not wanted.
    const mapping = (analysis.analysis?.columns ?? [])
      .filter((c) => c.field && c.field !== 'name_en')
      .map((c) => ({ column: c.column, field: c.field }));
    const started = await call<SheetJob>('/api/assistant/excel_build', {
      id: analysis.id,
      mapping,
      computed: { cbm: true, cuft: true, quote: true },
    });
    expect(started.code, started.msg).toBe(0);
    const built = await settled<SheetJob>('/api/assistant/excel_job', started.data.id);
    expect(built.status, built.error).toBe('done');
    expect(built.output).toMatchObject({ rows: 8, refused: 0, pictures: 8 });
    expect(built.output?.headers).toEqual([
      '货号',
      '中文品名',
      '出厂价',
      '包装名称',
      '外箱长',
      '外箱宽',
      '外箱高',
      '装箱量',
      '外箱体积(CBM)',
      '外箱体积(CUFT)',
      '报价(RMB)',
    ]);
    const download = await fetch(server.baseUrl + (built.output?.download_url ?? ''));
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const ws = workbook.worksheets[0] as ExcelJS.Worksheet;
    const fixture = await layoutWorkbook(1);
    const first = fixture.products[0];
    expect(ws.getRow(2).values).toEqual([
      undefined,
      first?.article,
      first?.name,
      first?.price,
      '彩盒',
      ...(first?.carton ?? []),
      first?.qty,
      expect.any(Number),
      expect.any(Number),
      first?.price,
    ]);
    expect(ws.getImages()).toHaveLength(8);
    // A forged or expired link gives nothing.
    const forged = await fetch(
      `${server.baseUrl}/assistant_files/${built.id}?expires=${Date.now() + 60_000}&sig=${'0'.repeat(64)}`,
    );
    expect(forged.status).toBe(403);

    const form = new FormData();
    form.append('target', 'company_product');
    form.append('file', new Blob([new Uint8Array(bytes)]), built.output?.file_name ?? 'x.xlsx');
    const uploaded = (await (
      await fetch(`${server.baseUrl}/api/import/upload`, { method: 'POST', headers: { token: main }, body: form })
    ).json()) as { code: number; msg: string; data: ImportUpload };
    expect(uploaded.code, uploaded.msg).toBe(0);
    expect(uploaded.data.embedded_pictures).toBe(8);
    const imported = await call<ImportJobInfo>('/api/import/start', {
      upload_id: uploaded.data.upload_id,
      target: 'company_product',
      mapping: uploaded.data.suggested,
    });
    expect(imported.code, imported.msg).toBe(0);
    const done = await settled<ImportJobInfo>('/api/import/get_job', imported.data.id);
    expect(done).toMatchObject({ status: 'done', created: 8, refused: 0 });
    const library = await call<Page<CompanyProduct>>('/api/company/product_list', {
      page: 1,
      page_size: 20,
      keyword: first?.article,
      source: 'all',
    });
    expect(library.data.list[0]).toMatchObject({ item_number: first?.article, name: first?.name, price: first?.price });
    expect(library.data.list[0]?.picture).toMatch(/^\/files\//);
  });

  it('turns dollars into RMB by the exchange rate and inches into centimetres', async () => {
    const fixture = await layoutWorkbook(9);
    const started = await uploadSheet(fixture.xlsx);
    const analysed = await settled<SheetJob>('/api/assistant/excel_job', started.data.id);
    expect(analysed.status, analysed.error).toBe('done');
    const mapping = (analysed.analysis?.columns ?? [])
      .filter((c) => c.field)
      .map((c) => ({ column: c.column, field: c.field }));
    const build = await call<SheetJob>('/api/assistant/excel_build', {
      id: analysed.id,
      mapping,
      computed: { cbm: false, cuft: false, quote: false },
    });
    const built = await settled<SheetJob>('/api/assistant/excel_job', build.data.id);
    expect(built.status, built.error).toBe('done');
    const row = built.output?.preview[0] ?? [];
    const headers = built.output?.headers ?? [];
    const p = fixture.products[0];
    expect(Number(row[headers.indexOf('出厂价')])).toBeCloseTo(Number(((p?.price ?? 0) / 7.2).toFixed(2)) * 7.2, 2);
    expect(Number(row[headers.indexOf('外箱长')])).toBeCloseTo(p?.carton[0] ?? 0, 0);
    expect(Number(row[headers.indexOf('毛重')])).toBeCloseTo(p?.gross ?? 0, 1);
    expect(built.output?.notes[0]?.message).toBe(ASSISTANT_MSG.currencyConverted('USD', 7.2));
  });

  it('refuses what is not an xlsx, and ends a sheet without a recognisable header failed with its reason', async () => {
    const garbage = await uploadSheet(Buffer.from('not a workbook at all'));
    expect(garbage.msg).toBe(ASSISTANT_MSG.notXlsx);
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('x');
    ws.addRow(['你好', '世界']);
    ws.addRow([1, 2]);
    const started = await uploadSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(started.code, started.msg).toBe(0);
    const failed = await settled<SheetJob>('/api/assistant/excel_job', started.data.id);
    expect(failed).toMatchObject({ status: 'failed', error: ASSISTANT_MSG.noHeader });
    const refused = await call('/api/assistant/excel_build', {
      id: failed.id,
      mapping: [{ column: 1, field: 'article_number' }],
      computed: { cbm: false, cuft: false, quote: false },
    });
    expect(refused.msg).toBe(ASSISTANT_MSG.notReady);
    expect(IMPORT_MSG.notXlsx).toBe(ASSISTANT_MSG.notXlsx);
  });
});

describe('Q&A', () => {
  it('turns a catalogue question into a filtered search and shows the products, saying no model is configured', async () => {
    const status = await call('/api/assistant/status', {});
    expect(status.data).toEqual({ provider: false, model: '' });
    const answer = await ask('100元以内带CE认证的遥控车');
    expect(answer.status, answer.error).toBe('done');
    const r = answer.result;
    expect(r?.filters).toMatchObject({ intent: 'product', cate_ids: [4000], certifications: ['CE'], max_price: 100 });
    expect(r?.provider_note).toBe(ASSISTANT_MSG.noProvider);
    expect(r?.products.length).toBeGreaterThan(0);
    for (const p of r?.products ?? []) {
      expect(p.category_id).toBe(4000);
      expect(Number(p.exworks_price)).toBeLessThanOrEqual(100);
      expect(p.certifications).toContain('CE');
    }
    expect(r?.text).toContain(ASSISTANT_MSG.productsFound(r?.total ?? 0));
    expect(r?.sources[0]).toMatchObject({ n: 1, kind: 'product', link: `?toy=${r?.products[0]?.id}` });
    expect(r?.search_link).toBe('/sample_list?cate_id=4000&certification=CE&max_price=100');
  });

  it('finds the factories of a region that make a category', async () => {
    const answer = await ask('汕头澄海做积木的工厂');
    const r = answer.result;
    expect(r?.filters).toMatchObject({ intent: 'factory', cate_ids: [4014], region_id: 1 });
    expect(r?.factories.length).toBeGreaterThan(0);
    for (const f of r?.factories ?? []) expect(f.region_id).toBe(1);
    expect(r?.sources.every((s) => s.kind === 'factory' && s.link.startsWith('/factory_detail/'))).toBe(true);
  });

  it('answers a platform question from the help centre', async () => {
    const answer = await ask('免费用户每天可以搜索几次');
    const r = answer.result;
    expect(r?.filters.intent).toBe('help');
    expect(r?.help[0]?.slug).toBe('member');
    expect(r?.text).toContain(ASSISTANT_MSG.helpFound);
    expect(r?.cited).toEqual([1]);
  });

  it('with a model configured, the answer is the model’s over the numbered sources, the key sent only to it', async () => {
    const seen: { auth?: string; body?: { model: string; messages: { content: string }[] } }[] = [];
    const fake = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { content: '会员与免费次数见帮助[1]，另见[9]。' } }] }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
    const config = server.ctx.config as { aiProvider: unknown };
    config.aiProvider = { url, key: 'sk-test-secret', model: 'test-model' };
    try {
      expect((await call('/api/assistant/status', {})).data).toEqual({ provider: true, model: 'test-model' });
      const answer = await ask('怎么开通会员');
      const r = answer.result;
      expect(r?.provider_used).toBe(true);
      expect(r?.provider_note).toBe('');
      expect(r?.text).toBe('会员与免费次数见帮助[1]，另见[9]。');
      expect(r?.cited).toEqual([1]);
      expect(seen[0]?.auth).toBe('Bearer sk-test-secret');
      expect(seen[0]?.body?.model).toBe('test-model');
      expect(seen[0]?.body?.messages[1]?.content).toContain(`[1] ${r?.help[0]?.title}`);
      // A model that fails leaves the platform's own answer, and says so.
      fake.removeAllListeners('request');
      fake.on('request', (_req, res) => {
        res.statusCode = 500;
        res.end('{}');
      });
      const fallback = await ask('怎么联系客服');
      expect(fallback.result).toMatchObject({ provider_used: false, provider_note: ASSISTANT_MSG.providerFailed });
      expect(fallback.result?.text).toContain(ASSISTANT_MSG.helpFound);
    } finally {
      config.aiProvider = null;
      fake.close();
    }
  });

  it('keeps each user’s history, refuses an empty question and counts a free user’s runs', async () => {
    const mine = await call<Page<AssistantHistoryItem>>('/api/assistant/history', {
      tool: 'ask',
      page: 1,
      page_size: 20,
    });
    expect(mine.data.total).toBeGreaterThanOrEqual(4);
    expect(mine.data.list[0]).toMatchObject({ tool: 'ask', title: '怎么联系客服', status: 'done' });
    const sheets = await call<Page<AssistantHistoryItem>>('/api/assistant/history', {
      tool: 'excel',
      page: 1,
      page_size: 20,
    });
    expect(sheets.data.list.some((h) => h.title === '供应商报价.xlsx')).toBe(true);
    const theirs = await call<Page<AssistantHistoryItem>>(
      '/api/assistant/history',
      { tool: 'ask', page: 1, page_size: 20 },
      free,
    );
    expect(theirs.data.total).toBe(0);
    expect((await call('/api/assistant/ask', { question: '   ' })).msg).toBe(ASSISTANT_MSG.questionRequired);

    const before = await server.ctx.database.db
      .selectFrom('search_quota')
      .select('used')
      .where(
        'user_id',
        '=',
        (
          await server.ctx.database.db
            .selectFrom('users')
            .select('id')
            .where('phone', '=', '13800000004')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirst();
    await ask('遥控船', free);
    const after = await server.ctx.database.db
      .selectFrom('search_quota')
      .select('used')
      .where(
        'user_id',
        '=',
        (
          await server.ctx.database.db
            .selectFrom('users')
            .select('id')
            .where('phone', '=', '13800000004')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirst();
    expect(Number(after?.used ?? 0)).toBe(Number(before?.used ?? 0) + 1);
    expect(MSG.freeSearchLimit).toBeTruthy();
  });
});

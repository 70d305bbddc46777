import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExportCallback, ExportStarted, QuotationDetail, QuotationMailPreview } from '@wanju/api-client';
import {
  type ExportItem,
  MSG,
  moneyText,
  QUOTATION_MSG,
  WATERMARK_LANG_ZH,
  type WatermarkField,
  watermarkLines,
  watermarkValues,
} from '@wanju/domain';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBatches } from '../src/exports/sources';
import { addCompany, startTestServer, type TestServer } from './harness';

/**
 * A quotation's currency reaches every file made of it, and bad input for quotations gets a clear Chinese
 * message, leaves nothing half-saved and never answers a 500.
 */
let server: TestServer;
let main: string;
let sales: string;
let other: string;
let productIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  [main, sales] = (await Promise.all(['13800000001', '13800000002'].map((p) => server.login(p)))) as [string, string];
  await addCompany(server, { name: '揭阳别家玩具有限公司', company_type: 1 }, [
    { phone: '13800009911', nickname: '别家主账号', user_type: 0, chat_id: 'input-other' },
  ]);
  other = await server.login('13800009911');
  const rows = await server.ctx.database.db
    .selectFrom('products')
    .select('id')
    .where('is_black', '=', false)
    .where('is_set_hide', '=', false)
    .where(({ eb }) => eb.fn('cardinality', ['pictures']), '>', 0)
    .orderBy('id')
    .limit(6)
    .execute();
  productIds = rows.map((r) => r.id);
}, 240_000);
afterAll(() => server?.close());

const call = async <T>(urlPath: string, body: unknown, token: string) => {
  const r = await server.post<T>(urlPath, body, token);
  // never a server error, whatever the input
  expect(r.status, r.body.msg).toBeLessThan(500);
  return r.body;
};
const detail = async (id: number, token = sales) =>
  (await call<QuotationDetail>('/api/quotation/get_detail', { id }, token)).data;

async function quotation(formula?: Record<string, unknown>) {
  const made = await call<{ id: number; version: number }>(
    '/api/system/add_quotation',
    { source: 'search', ids: productIds },
    sales,
  );
  expect(made.code, made.msg).toBe(0);
  if (!formula) return detail(made.data.id);
  const saved = await call<QuotationDetail>(
    '/api/quotation/save',
    { id: made.data.id, version: made.data.version, formula },
    sales,
  );
  expect(saved.code, saved.msg).toBe(0);
  return saved.data;
}

async function exported(body: Record<string, unknown>, urlPath = '/api/system/export_excel') {
  const started = await call<ExportStarted>(urlPath, body, sales);
  expect(started.code, started.msg).toBe(0);
  let done: ExportCallback | undefined;
  for (let i = 0; i < 600; i++) {
    done = (await call<ExportCallback>('/api/system/get_callback', { uuid: started.data.uuid }, sales)).data;
    if (done.progress === 100 || done.progress === -100) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(done?.progress, done?.msg).toBe(100);
  const response = await fetch(server.baseUrl + (done as ExportCallback).link);
  return { uuid: started.data.uuid, bytes: Buffer.from(await response.arrayBuffer()) };
}

const USD = { currency_type: 'USD', exchange_rate: 7.1, profit_rate: 15 };

describe("a quotation's currency in every file made of it", () => {
  it('a USD quotation exported without settings (the export settings’ unit defaults to RMB) shows USD, not RMB', async () => {
    const q = await quotation(USD);
    expect(q.currency).toBe('USD');
    // Excel: every text and number format of the workbook
    const excel = await exported({ source: 'quotation', source_id: q.id, columns: ['article_number', 'quoted_price'] });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    const texts: string[] = [];
    for (const ws of wb.worksheets)
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          texts.push(String(cell.text ?? ''), String(cell.numFmt ?? ''));
        }),
      );
    const sheet = texts.join('\n');
    expect(sheet).toContain('USD');
    expect(sheet).not.toContain('RMB');

    // PDF: its text as pdftotext reads it
    const pdf = await exported({ source: 'quotation', source_id: q.id, format: 'pdf' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-quotation-pdf-'));
    try {
      fs.writeFileSync(path.join(dir, 'q.pdf'), pdf.bytes);
      const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'q.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('USD');
      expect(text).not.toContain('RMB');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("labels the zip's pictures with the quotation's currency and two decimals", async () => {
    const q = await quotation(USD);
    const fieldList: WatermarkField[] = ['article_number', 'quoted_price'];
    const zip = await exported(
      {
        source: 'quotation',
        source_id: q.id,
        settings: { is_show_watermark: 1, watermark_lang: WATERMARK_LANG_ZH, watermark_params: { fieldList } },
      },
      '/api/system/generate_zip',
    );
    expect(Object.keys(unzipSync(new Uint8Array(zip.bytes))).length).toBe(productIds.length);
    // the labels drawn on the pictures, as the zip's job computed them from the export's stored request
    const record = await server.ctx.database.db
      .selectFrom('export_records' as never)
      .select('request' as never)
      .where('uuid' as never, '=', zip.uuid as never)
      .executeTakeFirstOrThrow();
    const request = (
      record as {
        request: Parameters<typeof exportBatches>[1] & { settings: { watermark_params: { moneyUnit: string } } };
      }
    ).request;
    expect(request.settings.watermark_params.moneyUnit).toBe('USD');
    const labels: string[] = [];
    for await (const batch of exportBatches(server.ctx, request))
      for (const item of batch as ExportItem[])
        labels.push(
          ...watermarkLines(watermarkValues(item, WATERMARK_LANG_ZH), {
            fieldList,
            watermarkLang: WATERMARK_LANG_ZH,
            showUnit: true,
            showFactoryName: false,
            moneyUnit: request.settings.watermark_params.moneyUnit,
          }),
        );
    const prices = labels.filter((l) => l.startsWith('报价'));
    expect(prices).toHaveLength(productIds.length);
    for (const line of prices) expect(line).toMatch(/^报价：\d+\.\d{2,3} USD$/);
  });

  it("closes the e-mail with the total in the quotation's currency, two decimals", async () => {
    const q = await quotation(USD);
    for (const lang of ['zh', 'en'] as const) {
      const mail = await call<QuotationMailPreview>('/api/quotation/get_info', { id: q.id, lang }, sales);
      expect(mail.code, mail.msg).toBe(0);
      const expected = `USD ${moneyText(q.totals.amount)}`;
      expect(mail.data.body).toContain(expected);
      expect(mail.data.body).not.toContain('RMB');
      // a body typed from the preview keeps one total line
      const typed = await call<QuotationMailPreview>(
        '/api/quotation/get_info',
        { id: q.id, lang, body: mail.data.body },
        sales,
      );
      expect(typed.data.body.split(expected)).toHaveLength(2);
    }
  });
});

describe('bad input for quotations: a clear Chinese message, nothing half-saved, never a 500', () => {
  it('refuses an unknown currency on saving, creating and in a selection list’s formula; keeps the formula', async () => {
    const q = await quotation(USD);
    for (const currency of ['XYZ', '美金啊', 'US$']) {
      const r = await call(
        '/api/quotation/save',
        { id: q.id, version: q.version, formula: { ...USD, currency_type: currency } },
        sales,
      );
      expect(r.code).not.toBe(0);
      expect(r.msg).toBe(QUOTATION_MSG.currencyUnsupported);
      expect(r.msg).toMatch(/^不支持该币种/);
    }
    const after = await detail(q.id);
    expect(after.version).toBe(q.version);
    expect(after.formula.currency_type).toBe('USD');

    const count = async () =>
      Number(
        (
          await server.ctx.database.db
            .selectFrom('quotations' as never)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await call('/api/quotation/add_new_quotation', { formula: { currency_type: 'XYZ' } }, sales);
    expect(refused.msg).toBe(QUOTATION_MSG.currencyUnsupported);
    expect(await count()).toBe(before);

    const list = await call<{ id: number }>('/api/website/add_products', { name: '币种检查', ids: productIds }, sales);
    expect(list.code, list.msg).toBe(0);
    const saved = await call(
      '/api/website/save_price_formula',
      { id: list.data.id, formula: { currency_type: '美金啊' } },
      sales,
    );
    expect(saved.msg).toBe(QUOTATION_MSG.currencyUnsupported);
  });

  it('refuses a margin of 100 % or more, absurd or non-numeric formula values', async () => {
    const q = await quotation();
    const cases: [Record<string, unknown>, string][] = [
      [{ profit_mode: 'margin', profit_rate: 100 }, QUOTATION_MSG.formulaMargin],
      [{ profit_mode: 'margin', profit_rate: 150 }, QUOTATION_MSG.formulaMargin],
      [{ exchange_rate: 0, currency_type: 'USD' }, QUOTATION_MSG.formulaRate],
      [{ exchange_rate: 1e12, currency_type: 'USD' }, QUOTATION_MSG.formulaTooLarge('汇率', 100_000)],
      [{ profit_rate: 1e9 }, QUOTATION_MSG.formulaTooLarge('利润率', 1_000)],
      [{ profit_rate: -1 }, QUOTATION_MSG.formulaNegative('利润率')],
      [{ profit_rate: 'abc' }, QUOTATION_MSG.formulaNotNumber('利润率')],
      [{ price_basis: 'dozen' }, QUOTATION_MSG.formulaPriceBasis],
    ];
    for (const [formula, msg] of cases) {
      const r = await call('/api/quotation/save', { id: q.id, version: q.version, formula }, sales);
      expect(r.msg, JSON.stringify(formula)).toBe(msg);
    }
    expect((await detail(q.id)).version).toBe(q.version);
  });

  it('refuses negative or absurd quantities and prices, naming the field in Chinese, and saves none of the patch', async () => {
    const q = await quotation();
    const [first, second] = q.items as [QuotationDetail['items'][0], QuotationDetail['items'][0]];
    const patches = [
      { id: first.id, order_box_qty: -1 },
      { id: first.id, order_box_qty: 1e12 },
      { id: first.id, order_box_qty: 2.5 },
      { id: first.id, price_override: -0.01 },
      { id: first.id, price_override: 1e12 },
      { id: first.id, price_override: 'abc' },
    ];
    for (const patch of patches) {
      const r = await call(
        '/api/quotation/save',
        { id: q.id, version: q.version, items: [{ id: second.id, order_box_qty: 7 }, patch] },
        sales,
      );
      expect(r.code, JSON.stringify(patch)).not.toBe(0);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    // a valid line with an unknown one: refused as a whole, the valid line is not saved either
    const unknown = await call(
      '/api/quotation/save',
      {
        id: q.id,
        version: q.version,
        items: [
          { id: second.id, order_box_qty: 7 },
          { id: 2_000_000_000, order_box_qty: 1 },
        ],
      },
      sales,
    );
    expect(unknown.msg).toBe(QUOTATION_MSG.notFound);
    const after = await detail(q.id);
    expect(after.version).toBe(q.version);
    expect(after.items.find((i) => i.id === second.id)?.order_box_qty).toBe(second.order_box_qty);
  });

  it('refuses a stale version without saving anything', async () => {
    const q = await quotation();
    const ok = await call<QuotationDetail>(
      '/api/quotation/save',
      { id: q.id, version: q.version, header: { remark: '第一次' } },
      sales,
    );
    expect(ok.code).toBe(0);
    const stale = await call(
      '/api/quotation/save',
      { id: q.id, version: q.version, header: { remark: '旧版本' }, formula: USD },
      sales,
    );
    expect(stale.msg).toBe(QUOTATION_MSG.stale);
    const after = await detail(q.id);
    expect(after.remark).toBe('第一次');
    expect(after.formula.currency_type).toBe('RMB');
    const added = await call(
      '/api/system/add_quotation',
      { source: 'search', ids: productIds, quotation_id: q.id, version: q.version },
      sales,
    );
    expect(added.msg).toBe(QUOTATION_MSG.stale);
  });

  it("answers a deleted or another company's quotation as not found, on every call", async () => {
    const q = await quotation();
    const gone = await quotation();
    expect((await call('/api/quotation/delete', { id: gone.id }, sales)).code).toBe(0);
    for (const [id, token] of [
      [gone.id, sales],
      [q.id, other],
    ] as const) {
      const answers = await Promise.all([
        call('/api/quotation/get_detail', { id }, token),
        call('/api/quotation/save', { id, version: q.version, header: { remark: 'x' } }, token),
        call('/api/quotation/save_remark', { id, version: q.version, remark: 'x' }, token),
        call('/api/quotation/refresh_items', { id, version: q.version, item_ids: [q.items[0]?.id] }, token),
        call('/api/quotation/get_info', { id, lang: 'zh' }, token),
        call('/api/quotation/send_email', { id, to: 'buyer@example.com', lang: 'zh' }, token),
        call('/api/quotation/delete', { id }, token),
        call('/api/system/add_quotation', { source: 'search', ids: productIds, quotation_id: id }, token),
      ]);
      for (const r of answers) expect(r.msg).toBe(QUOTATION_MSG.notFound);
      const exportedOther = await call('/api/system/export_excel', { source: 'quotation', source_id: id }, token);
      expect(exportedOther.code).not.toBe(0);
      expect(exportedOther.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    // the other company's attempts changed nothing
    expect((await detail(q.id)).version).toBe(q.version);
  });

  it('refuses to send or export an empty quotation, and to create one from nothing', async () => {
    const made = await call<{ id: number }>('/api/quotation/add_new_quotation', {}, sales);
    expect(made.code).toBe(0);
    const send = await call(
      '/api/quotation/send_email',
      { id: made.data.id, to: 'buyer@example.com', lang: 'zh' },
      sales,
    );
    expect(send.msg).toBe(QUOTATION_MSG.noItems);
    expect((await detail(made.data.id)).status).toBe('draft');
    const exportEmpty = await call('/api/system/export_excel', { source: 'quotation', source_id: made.data.id }, sales);
    expect(exportEmpty.msg).toBe(MSG.exportEmptyQuotation);
    const none = await call('/api/system/add_quotation', { source: 'search', ids: [] }, sales);
    expect(none.msg).toBe(QUOTATION_MSG.noItems);
    expect((await call('/api/quotation/delete', { id: made.data.id }, main)).code).toBe(0);
  });
});

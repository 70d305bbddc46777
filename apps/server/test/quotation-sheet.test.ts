import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompanyDisplay, ExportCallback, ExportStarted, QuotationDetail } from '@wanju/api-client';
import { CONTAINERS, QUOTATION_TERMS_MSG } from '@wanju/domain';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let quotation: QuotationDetail;

const call = async <T>(p: string, body: unknown, token = main) => (await server.post<T>(p, body, token)).body;

async function exported(body: Record<string, unknown>): Promise<Buffer> {
  const started = await call<ExportStarted>('/api/system/export_excel', body);
  expect(started.code, started.msg).toBe(0);
  for (;;) {
    const r = await call<ExportCallback>('/api/system/get_callback', { uuid: started.data.uuid });
    expect(r.code).toBe(0);
    expect(r.data.progress).not.toBe(-100);
    if (r.data.link) {
      const response = await fetch(server.baseUrl + r.data.link);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function workbook(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return { wb, ws: wb.worksheets[0] as ExcelJS.Worksheet };
}

/** The row of the column titles: the one whose first cell is the picture column's title. */
function titleRowOf(ws: ExcelJS.Worksheet, title: string): number {
  for (let r = 1; r <= 20; r++) if (ws.getCell(r, 1).value === title) return r;
  throw new Error(`no title row ${title}`);
}

const numberOf = (v: ExcelJS.CellValue): number => {
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object' && 'result' in v) return Number((v as { result: unknown }).result ?? 0);
  return Number.NaN;
};

function allText(ws: ExcelJS.Worksheet): string {
  const out: string[] = [];
  ws.eachRow((row) => {
    row.eachCell((c) => {
      out.push(String(c.value ?? ''));
    });
  });
  return out.join('\n');
}

beforeAll(async () => {
  server = await startTestServer();
  main = await server.login('13800000001');
  const db = server.ctx.database.db;
  const user = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('phone', '=', '13800000001')
    .executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({
      company_id: user.company_id,
      user_id: user.id,
      name: 'ACME Toys Inc.',
      email: 'buyer@acme.example',
      country: 'USA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // the company's default terms, set once in its settings
  const settings = await call<CompanyDisplay>('/api/system/edit_company_display_picture', {
    quotation_terms: { validity_days: 45, trade_term: 'FOB', port: 'Shantou', payment_terms: '30% T/T deposit' },
  });
  expect(settings.code, settings.msg).toBe(0);
  expect(settings.data.quotation_terms).toMatchObject({ validity_days: 45, port: 'Shantou' });
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('is_black', '=', false)
    .where('is_set_hide', '=', false)
    .where(({ eb }) => eb.fn('cardinality', ['pictures']), '>', 0)
    .orderBy('id')
    .limit(6)
    .execute();
  const made = await call<{ id: number }>('/api/system/add_quotation', {
    source: 'search',
    ids: products.map((p) => p.id),
    customer_id: customer.id,
  });
  expect(made.code, made.msg).toBe(0);
  const detail = await call<QuotationDetail>('/api/quotation/get_detail', { id: made.data.id });
  expect(detail.data.terms).toEqual({
    validity_days: 45,
    trade_term: 'FOB',
    port: 'Shantou',
    payment_terms: '30% T/T deposit',
  });
  const [first, second] = detail.data.items as [QuotationDetail['items'][0], QuotationDetail['items'][0]];
  const saved = await call<QuotationDetail>('/api/quotation/save', {
    id: made.data.id,
    version: detail.data.version,
    formula: { currency_type: 'USD', exchange_rate: 7.1, profit_rate: 10 },
    terms: { trade_term: 'CIF', port: 'Los Angeles' },
    items: detail.data.items.map((it, i) => ({ id: it.id, order_box_qty: 3 + i * 7 })),
  });
  expect(saved.code, saved.msg).toBe(0);
  // one line's English name typed by the salesperson, one without any (a visible fallback)
  await db
    .updateTable('products')
    .set({ name_en: '' })
    .where('id', '=', second.toy_id as number)
    .execute();
  await server.ctx.database.db
    .updateTable('quotation_items' as never)
    .set({ snapshot: JSON.stringify({ ...(await snapshotOf(second.id)), name_en: '' }) } as never)
    .where('id' as never, '=', second.id as never)
    .execute();
  const named = await call<QuotationDetail>('/api/quotation/save', {
    id: made.data.id,
    version: saved.data.version,
    items: [{ id: first.id, name_en: 'Remote Control Racing Car' }],
  });
  expect(named.code, named.msg).toBe(0);
  quotation = named.data;
}, 400_000);
afterAll(() => server?.close(), 180_000);

async function snapshotOf(itemId: number) {
  const row = await server.ctx.database.db
    .selectFrom('quotation_items' as never)
    .select('snapshot' as never)
    .where('id' as never, '=', itemId as never)
    .executeTakeFirstOrThrow();
  return (row as { snapshot: Record<string, unknown> }).snapshot;
}

describe('quotation terms', () => {
  it("keeps the salesperson's terms and English names on the quotation", () => {
    expect(quotation.terms).toEqual({
      validity_days: 45,
      trade_term: 'CIF',
      port: 'Los Angeles',
      payment_terms: '30% T/T deposit',
    });
    expect(quotation.customer_lang).toBe('en');
    expect(quotation.items[0]?.name_en).toBe('Remote Control Racing Car');
    expect(quotation.items[1]?.name_en).toBe('');
  });

  it('refuses terms out of bounds with a Chinese message and changes nothing', async () => {
    for (const terms of [
      { validity_days: 0 },
      { validity_days: 366 },
      { validity_days: 1.5 },
      { trade_term: 'XYZ' },
      { port: 'x'.repeat(61) },
      { payment_terms: 'x'.repeat(201) },
    ]) {
      const r = await call('/api/quotation/save', { id: quotation.id, version: quotation.version, terms });
      expect(r.code, JSON.stringify(terms)).not.toBe(0);
      expect(r.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const r = await call('/api/quotation/save', {
      id: quotation.id,
      version: quotation.version,
      terms: { trade_term: 'XYZ' },
    });
    expect(r.msg).toContain(QUOTATION_TERMS_MSG.tradeTerm);
    const bad = await call('/api/system/edit_company_display_picture', { quotation_terms: { validity_days: 999 } });
    expect(bad.code).not.toBe(0);
    const after = await call<QuotationDetail>('/api/quotation/get_detail', { id: quotation.id });
    expect(after.data.version).toBe(quotation.version);
    expect(after.data.terms.trade_term).toBe('CIF');
  });
});

describe('the e-mail', () => {
  it('carries the same header, totals and currency in the mail language', async () => {
    const en = await call<{ body: string }>('/api/quotation/get_info', { id: quotation.id, lang: 'en' });
    expect(en.code, en.msg).toBe(0);
    const amount = quotation.totals.amount.toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(en.data.body).toContain('Customer: ACME Toys Inc.');
    expect(en.data.body).toContain('Trade Term: CIF Los Angeles');
    expect(en.data.body).toContain(`Total amount: USD ${amount}`);
    // a body that already holds the summary (sent back from the preview) gets it once
    const again = await call<{ body: string }>('/api/quotation/get_info', {
      id: quotation.id,
      lang: 'en',
      body: en.data.body,
    });
    expect(again.data.body.split('Total amount:').length).toBe(2);
    const zh = await call<{ body: string }>('/api/quotation/get_info', { id: quotation.id, lang: 'zh' });
    expect(zh.data.body).toContain('客户：ACME Toys Inc.');
    expect(zh.data.body).toContain(`总金额：USD ${amount}`);
  });
});

describe('the Excel quotation', () => {
  it('in English by default for a customer abroad: header, numbers with formats, formulas, totals, containers, pictures', async () => {
    const bytes = await exported({ source: 'quotation', source_id: quotation.id });
    const { wb, ws } = await workbook(bytes);
    const text = allText(ws);
    // the header block in English
    expect(text).toContain('Shenzhen Global Best Trading Co., Ltd.');
    expect(text).toContain('QUOTATION');
    expect(text).toContain('Customer: ACME Toys Inc.');
    expect(text).toContain(`Quotation No.: ${quotation.number}`);
    expect(text).toContain('Trade Term: CIF Los Angeles');
    expect(text).toContain('Payment Terms: 30% T/T deposit');
    expect(text).toContain('Validity: 45 days');
    expect(text).toContain('Currency: USD');
    const title = titleRowOf(ws, 'Picture');
    const titles = (ws.getRow(title).values as unknown[]).slice(1).map(String);
    expect(titles).toContain('Unit Price (USD)');
    expect(titles).toContain('Amount (USD)');
    for (const t of titles.filter((x) => /price|amount/i.test(x))) expect(t).toContain('(USD)');
    expect(titles).toEqual(
      expect.arrayContaining(['Volume (CBM/CTN)', 'G.W. (KGS/CTN)', 'Order Qty (CTNS)', 'Order Qty (PCS)']),
    );
    const colOf = (name: string) => titles.indexOf(name) + 1;
    const [price, cartons, pieces, amount, cbm, gw, name] = [
      'Unit Price (USD)',
      'Order Qty (CTNS)',
      'Order Qty (PCS)',
      'Amount (USD)',
      'Volume (CBM/CTN)',
      'G.W. (KGS/CTN)',
      'Description',
    ].map(colOf) as [number, number, number, number, number, number, number];
    const items = quotation.items;
    const rows = items.map((_, i) => ws.getRow(title + 1 + i));
    // English names, the missing one shown in Chinese
    expect(rows[0]?.getCell(name).value).toBe('Remote Control Racing Car');
    expect(rows[1]?.getCell(name).value).toBe(items[1]?.name);
    let sumAmount = 0;
    let sumCartons = 0;
    let sumCbm = 0;
    for (const [i, row] of rows.entries()) {
      const item = items[i] as QuotationDetail['items'][0];
      expect(typeof row.getCell(price).value).toBe('number');
      expect(row.getCell(price).value).toBeCloseTo(item.quoted_price, 6);
      expect(row.getCell(price).numFmt).toBe('#,##0.00');
      expect(row.getCell(cartons).value).toBe(item.order_box_qty);
      expect(row.getCell(cartons).numFmt).toBe('#,##0');
      if (item.carton_cubic_meter || item.carton_length) {
        expect(typeof row.getCell(cbm).value).toBe('number');
        expect(row.getCell(cbm).numFmt).toBe('0.000');
      }
      if (item.gross_weight) expect(row.getCell(gw).numFmt).toBe('0.00');
      const p = row.getCell(pieces).value as ExcelJS.CellFormulaValue;
      expect(p.formula).toMatch(/\*MAX\(1,/);
      expect(p.result).toBe(item.order_box_qty * (item.carton_quantity || 1));
      const a = row.getCell(amount).value as ExcelJS.CellFormulaValue;
      expect(a.formula).toMatch(/^[A-Z]+\d+\*[A-Z]+\d+$/);
      sumAmount += numberOf(a);
      sumCartons += item.order_box_qty;
      sumCbm += numberOf(row.getCell(cbm).value) * item.order_box_qty || 0;
      // a thumbnail row: tall enough to see, never over 150 pt
      expect(row.height).toBeGreaterThanOrEqual(60);
      expect(row.height).toBeLessThanOrEqual(150);
    }
    const total = ws.getRow(title + 1 + items.length);
    expect(total.getCell(2).value).toBe('TOTAL');
    const totalAmount = total.getCell(amount).value as ExcelJS.CellFormulaValue;
    expect(totalAmount.formula).toBe(
      `SUM(${ws.getColumn(amount).letter}${title + 1}:${ws.getColumn(amount).letter}${title + items.length})`,
    );
    expect(Math.abs(numberOf(totalAmount) - sumAmount)).toBeLessThan(0.01);
    expect(Math.abs(numberOf(totalAmount) - quotation.totals.amount)).toBeLessThan(0.01);
    expect(numberOf(total.getCell(cartons).value)).toBe(sumCartons);
    expect((total.getCell(cbm).value as ExcelJS.CellFormulaValue).formula).toMatch(/^SUMPRODUCT\(/);
    expect(Math.abs(numberOf(total.getCell(cbm).value) - sumCbm)).toBeLessThan(0.01);
    expect(total.getCell(amount).numFmt).toBe('#,##0.00');
    // a total weight runs into the thousands: grouped like the amount
    expect(total.getCell(gw).numFmt).toBe('#,##0.00');
    // the container estimate names every container, its fill as formulas over the totals
    for (const c of CONTAINERS) expect(text).toContain(c.code);
    expect(text).toContain('Container estimate');
    // each picture in its own item row, the file inside at the export's width
    const images = ws.getImages();
    expect(images).toHaveLength(items.length);
    const anchored = images.map((img) => img.range.tl.nativeRow + 1).sort((x, y) => x - y);
    expect(anchored).toEqual(items.map((_, i) => title + 1 + i));
    for (const img of images) {
      const media = wb.getImage(Number(img.imageId));
      const meta = await sharp(media.buffer as unknown as Buffer).metadata();
      expect(meta.width ?? 0).toBeGreaterThanOrEqual(300);
    }
    // printable: landscape, one page wide, the column titles on every page, frozen, page numbers
    expect(ws.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
    expect(ws.pageSetup.printTitlesRow).toBe(`${title}:${title}`);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: title });
    expect(ws.headerFooter.oddFooter).toContain('&P');
  });

  it('in Chinese when the export asks for it', async () => {
    const { ws } = await workbook(await exported({ source: 'quotation', source_id: quotation.id, lang: 'zh' }));
    const title = titleRowOf(ws, '图片');
    const titles = (ws.getRow(title).values as unknown[]).slice(1).map(String);
    expect(titles).toContain('单价 (USD)');
    expect(titles).toContain('金额 (USD)');
    const text = allText(ws);
    expect(text).toContain('深圳市环球优品贸易有限公司');
    expect(text).toContain('客户：ACME Toys Inc.');
    expect(text).toContain('贸易条款：CIF Los Angeles');
    expect(ws.getRow(title + 1).getCell(3).value).toBe(quotation.items[0]?.name);
  });

  it('the PDF holds the same header, totals, currency and customer', async () => {
    const bytes = await exported({ source: 'quotation', source_id: quotation.id, format: 'pdf' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quotation-pdf-'));
    const file = path.join(dir, 'q.pdf');
    fs.writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(text).toContain('ACME Toys Inc.');
    expect(text).toContain('Currency: USD');
    expect(text).toContain('CIF Los Angeles');
    const amount = quotation.totals.amount.toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(text).toContain(`Total amount: USD ${amount}`);
    expect(text).toContain(`${quotation.totals.cartons} CTNS`);
    expect(text).toContain('Remote Control Racing Car');
  });
});

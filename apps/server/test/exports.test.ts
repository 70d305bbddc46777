import type { ExcelPreview, ExportCallback, ExportRecordItem, ExportStarted } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import { MSG, WATERMARK_LANG_ZH } from '@wanju/domain';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessError } from '../src/platform/http/errors';
import { registerWorker } from '../src/platform/jobs/index';
import { workerFor } from '../src/platform/jobs/registry';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let factory: string;
let sales: string;
let products: { id: number; name: string; article_number: string }[];
let cartId: number;

const call = async <T>(path: string, body: unknown, token: string) => (await server.post<T>(path, body, token)).body;

async function waitDone(uuid: string, token: string): Promise<ExportCallback> {
  for (let i = 0; i < 600; i++) {
    const r = await call<ExportCallback>('/api/system/get_callback', { uuid }, token);
    expect(r.code).toBe(0);
    if (r.data.progress === 100 || r.data.progress === -100) return r.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('export did not finish');
}

async function download(link: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(server.baseUrl + link);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

async function exportOf(body: Record<string, unknown>, path = '/api/system/export_excel', token = main) {
  const started = await call<ExportStarted>(path, body, token);
  expect(started.code, started.msg).toBe(0);
  const done = await waitDone(started.data.uuid, token);
  expect(done.progress).toBe(100);
  expect(done.msg).toBe(MSG.exportSuccess);
  const file = await download(done.link);
  expect(file.status).toBe(200);
  return { started: started.data, done, bytes: file.bytes, headers: file.headers };
}

beforeAll(async () => {
  server = await startTestServer();
  [main, sales, factory] = (await Promise.all(
    ['13800000001', '13800000002', '13800000005'].map((p) => server.login(p)),
  )) as [string, string, string];
  const rows = await server.ctx.database.db
    .selectFrom('products')
    .select(['id', 'name', 'article_number'])
    .where('is_black', '=', false)
    .where('is_set_hide', '=', false)
    .where(({ eb }) => eb.fn('cardinality', ['pictures']), '>', 0)
    .orderBy('id')
    .limit(24)
    .execute();
  products = rows;
  const created = await call<{ id: number }>(
    '/api/website/add_customer_pick',
    { name: '导出测试', ids: products.map((p) => p.id) },
    main,
  );
  expect(created.code, created.msg).toBe(0);
  cartId = created.data.id;
}, 120_000);
afterAll(() => server?.close());

describe('Excel export', () => {
  it('writes one row per item with its picture anchored in that row, a frozen header and the company header', async () => {
    const { bytes, headers, started } = await exportOf({
      source: 'sample_cart',
      source_id: cartId,
      settings: { img_width: 120 },
      columns: ['picture', 'article_number', 'name', 'carton_size', 'gross_weight'],
    });
    expect(started.count).toBe(products.length);
    expect(headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    expect(ws.getCell('A1').value).toBe('深圳市环球优品贸易有限公司');
    expect(ws.getCell('A1').font?.name).toBe('微软雅黑');
    const titleRow = 3;
    expect(ws.getRow(titleRow).values).toEqual([undefined, '图片', '货号', '品名', '外箱规格', '毛重']);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: titleRow });
    const rowOf = new Map<string, number>();
    for (let r = titleRow + 1; r <= titleRow + products.length; r++) rowOf.set(String(ws.getCell(r, 2).value), r);
    expect(products.map((p) => ws.getCell(rowOf.get(p.article_number) ?? 0, 3).value)).toEqual(
      products.map((p) => p.name),
    );
    const images = ws.getImages();
    expect(images).toHaveLength(products.length);
    // Each picture sits inside its own item's row (0-based anchors) and the picture column.
    const anchoredRows = images.map((img) => img.range.tl.nativeRow + 1).sort((a, b) => a - b);
    expect(anchoredRows).toEqual(products.map((_, i) => titleRow + 1 + i));
    for (const img of images) {
      expect(img.range.tl.nativeCol).toBe(0);
      expect(img.range.br.nativeRow).toBe(img.range.tl.nativeRow);
    }
  });

  it("exports a quotation's lines with their quoted prices; another company cannot export it", async () => {
    const made = await call<{ id: number }>('/api/system/add_quotation', { source: 'cart', source_id: cartId }, main);
    expect(made.code, made.msg).toBe(0);
    const { started, bytes } = await exportOf({
      source: 'quotation',
      source_id: made.data.id,
      columns: ['article_number', 'name'],
    });
    expect(started.count).toBe(products.length);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    // a quotation exports as the quotation sheet: item number, then the name (Chinese for a customer without a country)
    const names = new Set<string>();
    (wb.worksheets[0] as ExcelJS.Worksheet).eachRow((row) => names.add(String(row.getCell(3).value)));
    for (const p of products) expect(names.has(p.name)).toBe(true);
    const refused = await call('/api/system/export_excel', { source: 'quotation', source_id: made.data.id }, factory);
    expect(refused.code).not.toBe(0);
  });

  it('previews the first rows as JSON', async () => {
    const r = await call<ExcelPreview>(
      '/api/system/preview_excel',
      { source: 'sample_cart', source_id: cartId, columns: ['article_number', 'name'], limit: 3 },
      main,
    );
    expect(r.code).toBe(0);
    expect(r.data.total).toBe(products.length);
    expect(r.data.columns.map((c) => c.title)).toEqual(['货号', '品名']);
    expect(r.data.rows).toEqual(products.slice(0, 3).map((p) => ({ article_number: p.article_number, name: p.name })));
  });

  it('skips blacked-out and hidden items, and refuses an empty export with the domain message', async () => {
    const [black, hidden, stopped] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
    const db = server.ctx.database.db;
    const list = await call<{ id: number }>(
      '/api/website/add_customer_pick',
      { name: '过滤', ids: [black.id, hidden.id, stopped.id] },
      main,
    );
    await db.updateTable('products').set({ is_black: true }).where('id', '=', black.id).execute();
    await db.updateTable('products').set({ is_set_hide: true }).where('id', 'in', [hidden.id, stopped.id]).execute();
    await db.updateTable('products').set({ stop_time: new Date() }).where('id', '=', stopped.id).execute();
    try {
      const preview = await call<ExcelPreview>(
        '/api/system/preview_excel',
        { source: 'sample_cart', source_id: list.data.id, columns: ['article_number'] },
        main,
      );
      expect(preview.data.rows).toEqual([{ article_number: stopped.article_number }]);
      await db.updateTable('products').set({ stop_time: null }).where('id', '=', stopped.id).execute();
      const empty = await call('/api/system/export_excel', { source: 'sample_cart', source_id: list.data.id }, main);
      expect(empty.msg).toBe('当前无样品数据可以导出');
      expect(empty.code).not.toBe(0);
    } finally {
      await db
        .updateTable('products')
        .set({ is_black: false, is_set_hide: false })
        .where('id', 'in', [black.id, hidden.id, stopped.id])
        .execute();
    }
  });
});

describe('PDF catalogue', () => {
  it('embeds a CJK font: the Chinese names come back out of the text', async () => {
    const { bytes } = await exportOf({ source: 'sample_cart', source_id: cartId, format: 'pdf' });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
    let text = '';
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      text += `${content.items.map((i) => ('str' in i ? i.str : '')).join('')}\n`;
    }
    expect(text).toContain('深圳市环球优品贸易有限公司');
    for (const p of products) expect(text).toContain(p.name);
    expect(text).toContain(`第 1 页 / 共 ${doc.numPages} 页`);
    // 9 items a page after the cover.
    expect(doc.numPages).toBe(1 + Math.ceil(products.length / 9));
  });
});

async function zipOf(settings: Record<string, unknown>) {
  const { bytes } = await exportOf({ source: 'sample_cart', source_id: cartId, settings }, '/api/system/generate_zip');
  return unzipSync(new Uint8Array(bytes));
}

describe('picture zip', () => {
  it('names pictures by article number, stripped, with (1) for duplicates; the watermark shows in the pixels', async () => {
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const db = server.ctx.database.db;
    const saved = [a.article_number, b.article_number];
    await db.updateTable('products').set({ article_number: 'AB-1/#' }).where('id', 'in', [a.id, b.id]).execute();
    try {
      const plain = await zipOf({ img_rename_type: 2, img_width: 300 });
      const marked = await zipOf({
        img_rename_type: 2,
        img_width: 300,
        is_show_watermark: 1,
        watermark_lang: WATERMARK_LANG_ZH,
        watermark_params: {
          font_color: '#FF0000',
          font_size: 22,
          fieldList: ['article_number', 'name'],
          position: 'bottom_left',
        },
      });
      const names = Object.keys(plain);
      expect(names).toHaveLength(products.length);
      expect(names).toContain('AB-1.jpg');
      expect(names).toContain('AB-1(1).jpg');
      expect(Object.keys(marked).sort()).toEqual(names.sort());
      const raw = async (bytes: Uint8Array) => sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const p = await raw(plain['AB-1.jpg'] as Uint8Array);
      const m = await raw(marked['AB-1.jpg'] as Uint8Array);
      expect(p.info.width).toBe(300);
      expect(m.info.width).toBe(300);
      const { width, height, channels } = p.info;
      const redder = (x0: number, y0: number, x1: number, y1: number) => {
        let n = 0;
        for (let y = y0; y < y1; y++)
          for (let x = x0; x < x1; x++) {
            const i = (y * width + x) * channels;
            const mr = m.data[i] as number;
            if (
              mr > 150 &&
              mr - (m.data[i + 1] as number) > 80 &&
              Math.abs(mr - (p.data[i] as number)) + Math.abs((m.data[i + 1] as number) - (p.data[i + 1] as number)) >
                60
            )
              n++;
          }
        return n;
      };
      // Red text in the bottom-left corner, nothing changed in the top-right one.
      expect(redder(0, Math.floor(height * 0.6), Math.floor(width * 0.6), height)).toBeGreaterThan(150);
      expect(redder(Math.floor(width * 0.6), 0, width, Math.floor(height * 0.3))).toBe(0);
    } finally {
      await db
        .updateTable('products')
        .set({ article_number: saved[0] as string })
        .where('id', '=', a.id)
        .execute();
      await db
        .updateTable('products')
        .set({ article_number: saved[1] as string })
        .where('id', '=', b.id)
        .execute();
    }
  });

  it('packs an explicit data list of platform pictures and refuses outside URLs', async () => {
    const rows = await server.ctx.database.db
      .selectFrom('products')
      .select('pictures')
      .where('id', '=', (products[0] as { id: number }).id)
      .executeTakeFirstOrThrow();
    const hash = (rows.pictures as string[])[0];
    const url = `/files/${hash}.jpg`;
    const { bytes } = await exportOf(
      {
        data: [
          { url, filename: '样品 1.png', labels: ['货号：A-1'] },
          { url, filename: '样品 1.png' },
        ],
        zip_name: '样品图',
      },
      '/api/system/generate_zip',
    );
    expect(Object.keys(unzipSync(new Uint8Array(bytes))).sort()).toEqual(['样品1(1).jpg', '样品1.jpg']);
    const refused = await call('/api/system/generate_zip', { data: [{ url: 'http://169.254.169.254/x.jpg' }] }, main);
    expect(refused.msg).toBe(MSG.exportPictureUrlInvalid);
  });
});

describe('history, links and access', () => {
  it('lists exports with links, converts one, answers a small one at once, deletes with its file', async () => {
    const direct = await call<ExportCallback>(
      '/api/system/direct_export',
      { source: 'sample_cart', source_id: cartId, format: 'excel', columns: ['article_number'] },
      main,
    );
    expect(direct.code, direct.msg).toBe(0);
    expect(direct.data).toMatchObject({ progress: 100, msg: '导出成功' });
    expect((await download(direct.data.link)).status).toBe(200);

    const converted = await call<ExportStarted>(
      '/api/system/get_convert',
      { uuid: direct.data.uuid, format: 'pdf' },
      main,
    );
    expect(converted.code).toBe(0);
    const pdf = await waitDone(converted.data.uuid, main);
    expect(pdf.file_name.endsWith('.pdf')).toBe(true);

    const list = await call<{ list: ExportRecordItem[]; total: number }>('/api/system/get_excel_list', {}, main);
    expect(list.code).toBe(0);
    const record = list.data.list.find((r) => r.uuid === direct.data.uuid) as ExportRecordItem;
    expect(record).toMatchObject({ content: '选样车：导出测试', toy_count: products.length, export_format: 1 });
    expect(record.file_url).toMatch(/^\/export_files\//);
    expect(list.data.list[0]?.uuid).toBe(converted.data.uuid);

    const del = await call('/api/system/del_excel', { id: record.id }, main);
    expect(del.code).toBe(0);
    expect((await download(record.file_url)).status).toBe(403);
    const after = await call<{ list: ExportRecordItem[] }>('/api/system/get_excel_list', {}, main);
    expect(after.data.list.some((r) => r.id === record.id)).toBe(false);
  });

  it('refuses another company its file by uuid, id or link; links are bound to one file and expire', async () => {
    const { done } = await exportOf({ source: 'sample_cart', source_id: cartId, columns: ['name'] });
    const other = await exportOf({ source: 'sample_cart', source_id: cartId, columns: ['article_number'] });
    for (const [path, body] of [
      ['/api/system/get_callback', { uuid: done.uuid }],
      ['/api/system/get_temp_auth', { uuid: done.uuid }],
      ['/api/system/get_convert', { uuid: done.uuid, format: 'zip' }],
    ] as const) {
      const r = await call(path, body, factory);
      expect(r.code).toBe(CODE.notFound);
      expect(r.msg).toBe(MSG.exportNotFound);
    }
    // A salesperson of the same company does not read the main account's exports either.
    expect((await call('/api/system/get_callback', { uuid: done.uuid }, sales)).code).toBe(CODE.notFound);
    const foreignList = await call<{ list: ExportRecordItem[] }>('/api/system/get_excel_list', {}, factory);
    expect(foreignList.data.list).toEqual([]);
    const mine = await call<{ list: ExportRecordItem[] }>('/api/system/get_excel_list', {}, main);
    const id = mine.data.list.find((r) => r.uuid === done.uuid)?.id as number;
    expect((await call('/api/system/del_excel', { id }, factory)).code).toBe(CODE.notFound);
    // The cart itself is not the factory's to export.
    const foreignCart = await call('/api/system/export_excel', { source: 'sample_cart', source_id: cartId }, factory);
    expect(foreignCart.code).not.toBe(0);

    const url = new URL(done.link, server.baseUrl);
    const otherUuid = other.done.uuid;
    // The signature of one file does not open another, nor does a changed expiry.
    expect((await download(done.link.replace(done.uuid, otherUuid))).status).toBe(403);
    const later = Number(url.searchParams.get('expires')) + 60_000;
    expect((await download(done.link.replace(/expires=\d+/, `expires=${later}`))).status).toBe(403);
    expect((await download(`/export_files/${done.uuid}/x.xlsx`)).status).toBe(403);
    const temp = await call<{ url: string; expires_time: number }>(
      '/api/system/get_temp_auth',
      { uuid: done.uuid },
      main,
    );
    expect((await download(temp.data.url)).status).toBe(200);
    server.advance(16 * 60_000);
    expect((await download(temp.data.url)).status).toBe(403);
  });

  it('answers -100 with the failure message once the job has failed', async () => {
    const started = await call<ExportStarted>('/api/system/export_excel', { source: 'compare' }, main);
    // The comparison is empty: the refusal comes before any job.
    expect(started.msg).toBe('当前无样品数据可以导出');
    // The Excel worker fails this run (whatever the timing, a finished export cannot be cancelled any more).
    const original = workerFor('export_excel') as NonNullable<ReturnType<typeof workerFor>>;
    registerWorker('export_excel', async () => {
      throw businessError(MSG.exportFailed);
    });
    let state: ExportCallback;
    try {
      const job = await call<ExportStarted>(
        '/api/system/export_excel',
        { source: 'sample_cart', source_id: cartId },
        main,
      );
      state = await waitDone(job.data.uuid, main);
    } finally {
      registerWorker(original.kind, original.handler, original);
    }
    expect(state).toMatchObject({ progress: -100, msg: '导出失败，请联系客服', link: '' });
  });

  it('signs an upload for one file once', async () => {
    const sig = await call<{ upload_url: string; key: string }>(
      '/api/system/get_signature',
      { file_name: '报价 单.xlsx' },
      main,
    );
    expect(sig.code).toBe(0);
    const put = (url: string) =>
      fetch(server.baseUrl + url, {
        method: 'PUT',
        body: new Uint8Array([1, 2, 3]),
        headers: { 'content-type': 'application/octet-stream' },
      });
    expect((await put(sig.data.upload_url)).status).toBe(200);
    expect((await put(sig.data.upload_url)).status).toBe(403);
    expect(
      (await put(sig.data.upload_url.replace(sig.data.key, `${sig.data.key.split('/')[0]}/up-other.xlsx`))).status,
    ).toBe(403);
    const bad = await call('/api/system/get_signature', { file_name: 'x.exe' }, main);
    expect(bad.code).not.toBe(0);
  });

  it('accepts the job-finished hook only with its signature', async () => {
    const r = await call('/api/system/callback', { uuid: 'nope', progress: 50, sig: 'a'.repeat(64) }, main);
    expect(r.code).toBe(CODE.notFound);
  });

  it('hides the download after 30 days and keeps the record', async () => {
    const { done } = await exportOf({ source: 'sample_cart', source_id: cartId, columns: ['name'] });
    server.advance(31 * 24 * 60 * 60_000);
    const token = await server.login('13800000001');
    const old = await call<{ list: ExportRecordItem[] }>('/api/system/get_excel_list', {}, token);
    expect(old.data.list.find((r) => r.uuid === done.uuid)?.file_url).toBe('');
    expect((await call('/api/system/get_temp_auth', { uuid: done.uuid }, token)).msg).toBe(MSG.exportNotFinished);
    expect((await download(done.link)).status).toBe(403);
  });
});

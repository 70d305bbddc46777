import type { Writable } from 'node:stream';
import type { ToyItem } from '@wanju/api-client';
import {
  EXPORT_COLUMNS,
  EXPORT_TEXT,
  type ExportColumn,
  type ExportFormatName,
  type ExportSettings,
  exportColumnTitle,
  exportRowValues,
  pictureNameMode,
  pictureNamer,
  stripSpecialCharacters,
  type WatermarkField,
  watermarkLines,
  watermarkValues,
} from '@wanju/domain';
import { writeCatalogue } from './pdf';
import { type Embedded, PictureSource, renderPicture } from './pictures';
import {
  firstItemRow,
  type QuotationSheet,
  quotationCatalogue,
  quotationCatalogueItem,
  quotationRows,
  quotationWorkbook,
} from './quotation-sheet';
import { exportBatches, type ItemExtras, payloadItemCount } from './sources';
import { writeWorkbook } from './xlsx';
import { ZipSink } from './zip';

/** One entry of generate_zip's explicit data list. */
export interface ZipEntryInput {
  url: string;
  filename?: string;
  labels?: string[];
  text?: string;
  size?: number;
  color?: string;
}

/** Everything a worker needs to make the file again: kept on the export's record. */
export interface ExportPayload {
  format: ExportFormatName;
  settings: ExportSettings;
  columns: ExportColumn[];
  /** exportable product ids in order, with what their list adds */
  ids: number[];
  extras: Record<number, ItemExtras>;
  /** products of the company's own library (no platform id): exported as they were when asked, after the ids */
  own?: (ToyItem & ItemExtras)[];
  currency: string;
  title: string;
  company: { name: string; lines: string[] };
  /** generate_zip with a data list: the pictures themselves instead of ids */
  entries?: ZipEntryInput[];
  /** the local date printed on covers */
  date: string;
  /** a quotation's sheet: header, terms and lines with their order (source 'quotation') */
  sheet?: QuotationSheet;
  /** the quotation sheet's language (absent: the customer's) */
  lang?: 'zh' | 'en';
}

export interface GenerateHooks {
  /** items done so far */
  progress(done: number): Promise<void> | void;
  signal?: AbortSignal;
}

type Item = ToyItem & ItemExtras;

/** Runs `fn` over `items` with at most `limit` at once, answering results in order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const PICTURE_CONCURRENCY = 4;

/** A gate letting at most `limit` calls run at once; a finished call hands its place to the longest waiting. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <R>(fn: () => Promise<R>): Promise<R> => {
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * The values of `source`, the next one being made while the consumer handles the current one (pictures
 * are read while the previous rows are written). Progress counted by `source` runs one value ahead.
 */
async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  let next = it.next();
  let done = false;
  try {
    for (;;) {
      const r = await next;
      if (r.done) {
        done = true;
        return;
      }
      next = it.next();
      // awaited at the next turn; a failure meanwhile is not an unhandled rejection
      next.catch(() => {});
      yield r.value;
    }
  } finally {
    // the consumer stopped early: let the value being made finish, then close the source
    if (!done) {
      await next.catch(() => {});
      await it.return?.();
    }
  }
}

function checkAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
}

/** The items of the payload in batches, counting progress as they are consumed. */
async function* counted<T>(batches: AsyncIterable<T[]>, hooks: GenerateHooks): AsyncGenerator<T[]> {
  let done = 0;
  for await (const batch of batches) {
    checkAborted(hooks.signal);
    yield batch;
    done += batch.length;
    await hooks.progress(done);
  }
}

const rowOptions = (p: ExportPayload) => ({
  lang: p.settings.watermark_lang,
  showUnit: p.settings.is_show_unit === 1,
  moneyUnit: p.settings.watermark_params.moneyUnit || p.currency,
});

const SHEET_BATCH = 50;

/** A quotation sheet's lines in batches with their pictures (at the export's width), counting progress. */
async function* sheetBatches(
  ctx: Parameters<typeof exportBatches>[0],
  sheet: QuotationSheet,
  width: number,
  hooks: GenerateHooks,
): AsyncGenerator<{ lines: QuotationSheet['lines']; pictures: (Embedded | null)[] }> {
  const pictures = new PictureSource(ctx);
  for (let i = 0; i < sheet.lines.length; i += SHEET_BATCH) {
    checkAborted(hooks.signal);
    const lines = sheet.lines.slice(i, i + SHEET_BATCH);
    const embedded = await mapLimited(lines, PICTURE_CONCURRENCY, (l) =>
      l.picture ? pictures.embedded(l.picture, width, 90) : Promise.resolve(null),
    );
    yield { lines, pictures: embedded };
    await hooks.progress(i + lines.length);
  }
}

const sheetLang = (p: ExportPayload & { sheet: QuotationSheet }) => p.lang ?? p.sheet.customer_lang;

/** The company's logo for a sheet's header, small (null when none or not of this platform's store). */
async function logoOf(ctx: Parameters<typeof exportBatches>[0], sheet: QuotationSheet): Promise<Embedded | null> {
  if (!sheet.header.logo) return null;
  return new PictureSource(ctx).embedded(sheet.header.logo, 300, 90).catch(() => null);
}

/**
 * A quotation's workbook: the header block, one row per line with its thumbnail (the picture inside at the
 * export's width, 600 px by default), numbers with formats, pieces and amounts as formulas, the totals and
 * the container estimate as formulas over the rows.
 */
async function generateQuotationExcel(
  ctx: Parameters<typeof exportBatches>[0],
  p: ExportPayload & { sheet: QuotationSheet },
  out: Writable,
  hooks: GenerateHooks,
): Promise<number> {
  const lang = sheetLang(p);
  const first = firstItemRow(p.sheet, lang);
  async function* rows() {
    let row = first;
    for await (const batch of readAhead(sheetBatches(ctx, p.sheet, p.settings.img_width, hooks))) {
      yield quotationRows(batch.lines, batch.pictures, lang, row);
      row += batch.lines.length;
    }
  }
  return writeWorkbook(out, quotationWorkbook(p.sheet, lang, await logoOf(ctx, p.sheet)), rows());
}

/** The workbook of the payload's items, written to `out`. */
export async function generateExcel(
  ctx: Parameters<typeof exportBatches>[0],
  p: ExportPayload,
  out: Writable,
  hooks: GenerateHooks,
): Promise<number> {
  if (p.sheet) return generateQuotationExcel(ctx, { ...p, sheet: p.sheet }, out, hooks);
  const pictures = new PictureSource(ctx);
  const lang = p.settings.watermark_lang;
  const options = rowOptions(p);
  const width = p.settings.img_width;
  async function* rows() {
    for await (const batch of counted(exportBatches(ctx, p), hooks)) {
      const embedded = await mapLimited(batch, PICTURE_CONCURRENCY, (it: Item) =>
        p.columns.includes('picture') && it.picture ? pictures.embedded(it.picture, width, 90) : Promise.resolve(null),
      );
      yield batch.map((it, i) => {
        const v = exportRowValues(it, options) as Record<string, string | number | null>;
        return { values: p.columns.map((c) => (c === 'picture' ? null : (v[c] ?? null))), picture: embedded[i] };
      });
    }
  }
  return writeWorkbook(
    out,
    {
      sheetName: p.title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1',
      columns: p.columns.map((c) => ({
        title: exportColumnTitle(c, lang),
        width: EXPORT_COLUMNS[c].width,
        picture: c === 'picture',
      })),
      header: [p.company.name || p.title, ...(p.company.lines.length ? [p.company.lines.join('    ')] : [])],
      // Displayed at the chosen width; the picture inside is at most that wide (600 px by default).
      pictureWidth: width,
    },
    readAhead(rows()),
  );
}

/** The PDF catalogue of the payload's items, written to `out`. */
export async function generatePdf(
  ctx: Parameters<typeof exportBatches>[0],
  p: ExportPayload,
  out: Writable,
  hooks: GenerateHooks,
): Promise<number> {
  if (p.sheet) {
    // a quotation: the sheet's header and totals on the cover, each item with its order and amount
    const sheet = p.sheet;
    const lang = sheetLang({ ...p, sheet });
    async function* quotationItems() {
      for await (const batch of sheetBatches(ctx, sheet, Math.min(p.settings.img_width, 600), hooks))
        yield batch.lines.map((l, i) =>
          quotationCatalogueItem(l, lang, sheet.header.currency, batch.pictures[i] ?? null),
        );
    }
    return writeCatalogue(out, quotationCatalogue(sheet, lang), quotationItems());
  }
  const pictures = new PictureSource(ctx);
  const lang = p.settings.watermark_lang;
  const options = rowOptions(p);
  // The grid cell is about 170 pt wide: a 600 px picture is sharp enough for print at that size.
  const width = Math.min(p.settings.img_width, 600);
  const fields = p.columns.filter((c) => c !== 'picture' && c !== 'article_number' && c !== 'name');
  async function* items() {
    for await (const batch of counted(exportBatches(ctx, p), hooks)) {
      const embedded = await mapLimited(batch, PICTURE_CONCURRENCY, (it: Item) =>
        p.columns.includes('picture') && it.picture ? pictures.embedded(it.picture, width, 85) : Promise.resolve(null),
      );
      yield batch.map((it, i) => {
        const v = exportRowValues(it, options) as Record<string, string | number | null>;
        const head = [v.article_number, v.name].filter((x) => x !== null && x !== '').join(' ');
        const lines = [head || String(it.id)];
        for (const c of fields) if (v[c] !== null && v[c] !== '') lines.push(`${exportColumnTitle(c, lang)}：${v[c]}`);
        return { picture: embedded[i] ?? null, lines };
      });
    }
  }
  return writeCatalogue(
    out,
    {
      company: p.company,
      title: p.title,
      facts: [EXPORT_TEXT.itemCount(payloadItemCount(p) || p.entries?.length || 0), p.date],
    },
    items(),
  );
}

const ZIP_WINDOW = 16;

/** The picture zip of the payload (its items, or its explicit entries), written to `out`. */
export async function generateZip(
  ctx: Parameters<typeof exportBatches>[0],
  p: ExportPayload,
  out: Writable,
  hooks: GenerateHooks,
): Promise<number> {
  const pictures = new PictureSource(ctx);
  const s = p.settings;
  const wm = s.watermark_params;
  const zip = new ZipSink(out);
  let written = 0;
  // Pictures are rendered PICTURE_CONCURRENCY at a time across batches and added in order: up to
  // ZIP_WINDOW wait their turn, so neither a slow picture nor the next batch's query idles the others.
  const render = limiter(PICTURE_CONCURRENCY);
  const pending: { filename: string; bytes: Promise<Buffer | null> }[] = [];
  const drain = async (keep: number) => {
    while (pending.length > keep) {
      const head = pending.shift() as (typeof pending)[number];
      const bytes = await head.bytes;
      if (!bytes) continue;
      await zip.add(head.filename, bytes, false);
      written += 1;
    }
  };
  const write = async (jobs: { url: string; filename: string; lines: string[]; size: number; color: string }[]) => {
    for (const job of jobs) {
      const bytes = render(async () => {
        const opened = await pictures.open(job.url, s.img_width);
        if (!opened) return null;
        return renderPicture(opened, {
          width: s.img_width,
          quality: 90,
          watermark: job.lines.length
            ? { lines: job.lines, color: job.color, fontSize: job.size, position: wm.position }
            : null,
        });
      });
      // awaited in its turn by drain; a failure meanwhile is not an unhandled rejection
      bytes.catch(() => {});
      pending.push({ filename: job.filename, bytes });
      await drain(ZIP_WINDOW);
    }
  };
  try {
    if (p.entries) {
      const taken = new Map<string, number>();
      for (let i = 0; i < p.entries.length; i += 50) {
        checkAborted(hooks.signal);
        const chunk = p.entries.slice(i, i + 50).map((e, j) => {
          const raw = (e.filename ?? '').replace(/\.[a-z0-9]{2,5}$/i, '');
          const base = stripSpecialCharacters(raw) || String(i + j + 1);
          const n = taken.get(base.toLowerCase()) ?? 0;
          taken.set(base.toLowerCase(), n + 1);
          const lines = [...(e.labels ?? []), ...(e.text ? e.text.split('\n') : [])].filter((l) => l.trim());
          return {
            url: e.url,
            filename: `${n ? `${base}(${n})` : base}.jpg`,
            lines,
            size: e.size ?? wm.font_size,
            color: e.color ?? wm.font_color,
          };
        });
        await write(chunk);
        await hooks.progress(Math.min(p.entries.length, i + 50));
      }
    } else {
      const name = pictureNamer(pictureNameMode(s.img_rename_type));
      const settings = {
        fieldList: wm.fieldList as WatermarkField[],
        watermarkLang: s.watermark_lang,
        showUnit: s.is_show_unit === 1,
        showFactoryName: s.is_show_factory_name === 1,
        moneyUnit: wm.moneyUnit || p.currency,
      };
      for await (const batch of counted(exportBatches(ctx, p, 50), hooks)) {
        const jobs = batch.flatMap((it) => {
          const file = name(it);
          if (!file) return [];
          const lines =
            s.is_show_watermark === 1 ? watermarkLines(watermarkValues(it, s.watermark_lang), settings) : [];
          return [{ url: file.url, filename: file.filename, lines, size: wm.font_size, color: wm.font_color }];
        });
        await write(jobs);
      }
    }
    await drain(0);
  } finally {
    await zip.end();
  }
  return written;
}

export const GENERATORS: Record<ExportFormatName, typeof generateExcel> = {
  excel: generateExcel,
  pdf: generatePdf,
  zip: generateZip,
};

import fs from 'node:fs/promises';
import {
  ASSISTANT_MSG,
  type ColumnGuess,
  type ComputedColumns,
  normalizeRow,
  outputColumns,
  type PriceFormula,
  type SheetMapping,
} from '@wanju/domain';
import ExcelJS from 'exceljs';
import { localCopy, putFile, tempFile } from '../imports/index';
import type { AppContext } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { registerWorker } from '../platform/jobs/index';
import { readPriceList } from './sheet';

/** The Excel assistant's jobs: a price list analysed, and the import-ready sheet built from it. */
export const ANALYZE_JOB = 'assistant_excel_analyze';
export const BUILD_JOB = 'assistant_excel_build';

export interface AnalyzePayload {
  key: string;
  file_name: string;
}

export interface AnalyzeResult {
  header_row: number;
  first_row: number;
  rows: number;
  pictures: number;
  width: number;
  columns: ColumnGuess[];
}

export interface BuildPayload {
  source_id: string;
  key: string;
  file_name: string;
  mapping: SheetMapping;
  computed: ComputedColumns;
  formula: PriceFormula;
  rates: Record<string, number>;
}

export interface BuildResult {
  key: string;
  file_name: string;
  rows: number;
  refused: number;
  pictures: number;
  headers: string[];
  preview: string[][];
  notes: { row: number; message: string }[];
}

const PICTURE_TYPES: Record<string, 'jpeg' | 'png' | 'gif'> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif' };
const NOTES_MAX = 500;

export const resultKey = (jobId: string) => `assistant/${jobId}/import-ready.xlsx`;

/** An xlsx cell: numbers as numbers (the import and Excel read them so), the rest as text. */
const cell = (v: string | number | null | undefined) =>
  v === null || v === undefined ? null : typeof v === 'number' || !/^-?\d+(\.\d+)?$/.test(v) ? v : Number(v);

registerWorker<AnalyzePayload>(
  ANALYZE_JOB,
  async (job, { ctx, progress }) => {
    const copy = await localCopy(ctx, job.payload.key);
    if (!copy) throw businessError(ASSISTANT_MSG.notFound);
    try {
      await progress(10);
      const { sheet, list } = await readPriceList(copy.file);
      sheet.close();
      let pictures = 0;
      for (const parts of list.pictures.values()) pictures += parts.length;
      const result: AnalyzeResult = {
        header_row: list.analysis.headerRow,
        first_row: list.analysis.firstRow,
        rows: list.dataRows.length,
        pictures,
        width: Math.max(0, ...list.analysis.columns.map((c) => c.column)),
        columns: list.analysis.columns,
      };
      return result;
    } finally {
      await copy.remove();
    }
  },
  {
    failedMessage: ASSISTANT_MSG.analyzeFailed,
    timeoutMs: 5 * 60_000,
    cleanup: (job, ctx) => ctx.storage.delete(job.payload.key),
  },
);

registerWorker<BuildPayload>(
  BUILD_JOB,
  async (job, { ctx, progress, signal }) => buildSheet(ctx, job.id, job.payload, progress, signal),
  {
    failedMessage: ASSISTANT_MSG.buildFailed,
    timeoutMs: 10 * 60_000,
    cleanup: (job, ctx) => ctx.storage.delete(resultKey(job.id)),
  },
);

/**
 * Reads the price list again, turns each data row into the import's fields (units, currencies, computed
 * columns), and writes the import-ready xlsx with each row's pictures anchored on its new row, so the shared
 * import reads it as its own layout.
 */
async function buildSheet(
  ctx: AppContext,
  jobId: string,
  payload: BuildPayload,
  progress: (n: number) => Promise<void>,
  signal: AbortSignal,
): Promise<BuildResult> {
  const copy = await localCopy(ctx, payload.key);
  if (!copy) throw businessError(ASSISTANT_MSG.notFound);
  const out = tempFile('assistant.xlsx');
  try {
    const { sheet, list } = await readPriceList(copy.file);
    try {
      const headers: string[] = [];
      for (const c of list.analysis.columns) headers[c.column - 1] = c.header;
      const { fields, headers: outHeaders } = outputColumns(
        payload.mapping,
        payload.computed,
        payload.formula.currency_type,
      );
      const workbook = new ExcelJS.Workbook();
      const ws = workbook.addWorksheet('产品');
      ws.addRow([...outHeaders, '图片']);
      const byRow = new Map(list.grid.rows.map((r) => [r.row, r.cells]));
      const notes: BuildResult['notes'] = [];
      const preview: string[][] = [];
      let rows = 0;
      let refused = 0;
      let pictures = 0;
      for (const [i, rowNo] of list.dataRows.entries()) {
        if (signal.aborted) throw businessError(ASSISTANT_MSG.buildFailed);
        const normalized = normalizeRow(byRow.get(rowNo) ?? [], payload.mapping, headers, {
          rates: payload.rates,
          formula: payload.formula,
          computed: payload.computed,
        });
        for (const message of normalized.notes) if (notes.length < NOTES_MAX) notes.push({ row: rowNo, message });
        if (normalized.refusal) {
          refused++;
          if (notes.length < NOTES_MAX) notes.push({ row: rowNo, message: normalized.refusal });
          continue;
        }
        const values = [
          ...fields.map((f) => cell(normalized.values[f])),
          ...(payload.computed.cbm ? [normalized.computed.cbm] : []),
          ...(payload.computed.cuft ? [normalized.computed.cuft] : []),
          ...(payload.computed.quote ? [normalized.computed.quote] : []),
        ];
        const added = ws.addRow(values);
        rows++;
        if (preview.length < 5) preview.push(values.map((v) => (v === null ? '' : String(v))));
        for (const [k, part] of (list.pictures.get(rowNo) ?? []).entries()) {
          const extension = PICTURE_TYPES[part.split('.').pop()?.toLowerCase() ?? ''];
          if (!extension) continue;
          const buffer = await sheet.picture(part);
          const image = workbook.addImage({ buffer: buffer as unknown as ExcelJS.Buffer, extension });
          ws.addImage(image, {
            tl: { col: outHeaders.length + k, row: added.number - 1 },
            ext: { width: 60, height: 60 },
          });
          pictures++;
        }
        if (i % 50 === 0) await progress(Math.min(90, Math.round((i / list.dataRows.length) * 90)));
      }
      if (!rows) throw businessError(ASSISTANT_MSG.noRows);
      await workbook.xlsx.writeFile(out);
      const key = resultKey(jobId);
      await putFile(ctx, key, out);
      return {
        key,
        file_name: `${payload.file_name.replace(/\.xlsx$/i, '')}-导入表.xlsx`,
        rows,
        refused,
        pictures,
        headers: outHeaders,
        preview,
        notes,
      };
    } finally {
      sheet.close();
    }
  } finally {
    await copy.remove();
    await fs.rm(out, { force: true });
  }
}

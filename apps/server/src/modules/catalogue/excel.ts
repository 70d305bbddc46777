import { randomUUID } from 'node:crypto';
import { api, type ExcelRow, type ExcelTask, type ToyItem } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionUser } from '../../http/context';
import { AppError, businessError } from '../../http/errors';
import { route } from '../../http/route';
import { readUpload, searchByImage } from './image-search';
import { listProducts } from './products';
import { chargeSearch, logSearch } from './search';
import { catalogue } from './state';
import { compactCode, parseQuery } from './text';

export const EXCEL_LIMITS = { bytes: 20 * 1024 * 1024, rows: 500 } as const;
export const EXCEL_MSG = {
  required: '请上传xlsx格式的Excel文件',
  tooLarge: 'Excel文件不能超过20MB',
  notXlsx: MSG.uploadProductImageOrXlsx,
  encrypted: 'Excel文件已加密，请取消密码后重新上传',
  unreadable: 'Excel文件无法读取，请检查文件后重新上传',
  empty: 'Excel文件中没有可搜索的货号、名称或图片',
  tooManyRows: 'Excel文件最多搜索500行',
} as const;

interface SheetRow {
  row: number;
  article_number: string;
  name: string;
  picture: Buffer | null;
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    return '';
  }
  return String(value);
};

/** Reads the first sheet: item-number and name columns (by header, else columns A and B) and embedded pictures by row. */
export async function readSheet(bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) throw businessError(EXCEL_MSG.encrypted);
  if (!bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw businessError(EXCEL_MSG.notXlsx);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw businessError(EXCEL_MSG.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw businessError(EXCEL_MSG.empty);
  let articleCol = 1;
  let nameCol = 2;
  let firstRow = 1;
  const header = sheet.getRow(1);
  header.eachCell((cell, col) => {
    const text = cellText(cell.value).toLowerCase();
    if (/货号|款号|编号|item|article|no\./.test(text)) {
      articleCol = col;
      firstRow = 2;
    } else if (/品名|名称|产品|name|description/.test(text)) {
      nameCol = col;
      firstRow = 2;
    }
  });
  const pictures = new Map<number, Buffer>();
  const media = (workbook.model as unknown as { media?: { buffer?: Buffer; extension?: string }[] }).media ?? [];
  for (const image of sheet.getImages()) {
    const row = Math.floor(image.range.tl.nativeRow) + 1;
    const buffer = media[Number(image.imageId)]?.buffer;
    if (buffer && !pictures.has(row)) pictures.set(row, Buffer.from(buffer));
  }
  const rows: SheetRow[] = [];
  const last = Math.max(sheet.rowCount, ...pictures.keys());
  for (let r = firstRow; r <= last; r++) {
    const row = sheet.getRow(r);
    const article = cellText(row.getCell(articleCol).value).trim().slice(0, 100);
    const name = cellText(row.getCell(nameCol).value).trim().slice(0, 100);
    const picture = pictures.get(r) ?? null;
    if (!article && !name && !picture) continue;
    rows.push({ row: r, article_number: article, name, picture });
  }
  if (!rows.length) throw businessError(EXCEL_MSG.empty);
  if (rows.length > EXCEL_LIMITS.rows) throw businessError(EXCEL_MSG.tooManyRows);
  return rows;
}

/** One row's best candidates: by item number, then by name, then by picture. */
async function matchRow(ctx: AppContext, row: SheetRow): Promise<ExcelRow> {
  const base = { row: row.row, article_number: row.article_number, name: row.name, has_picture: !!row.picture };
  if (row.article_number && compactCode(row.article_number)) {
    const page = await listProducts(ctx, { page: 1, page_size: 5, keyword: row.article_number });
    const code = compactCode(row.article_number);
    const exact = page.list.filter(
      (i) => compactCode(i.article_number) === code || compactCode(i.factory_number) === code,
    );
    if (exact.length)
      return {
        ...base,
        matched_by: 'article_number',
        candidates: [...exact, ...page.list.filter((i) => !exact.includes(i))].slice(0, 5),
      };
  }
  if (row.name && parseQuery(row.name).tsquery) {
    const page = await listProducts(ctx, { page: 1, page_size: 5, keyword: row.name });
    if (page.list.length) return { ...base, matched_by: 'name', candidates: page.list };
  }
  if (row.picture) {
    try {
      const list: ToyItem[] = await searchByImage(ctx, row.picture, { limit: 5 });
      if (list.length) return { ...base, matched_by: 'picture', candidates: list };
    } catch {
      // An unreadable embedded picture leaves the row unmatched.
    }
  }
  return { ...base, matched_by: null, candidates: [] };
}

async function runJob(ctx: AppContext, id: string, rows: SheetRow[]) {
  const { db } = ctx.database;
  const results: ExcelRow[] = [];
  try {
    await db.updateTable('excel_jobs').set({ status: 'running', updated_at: ctx.now() }).where('id', '=', id).execute();
    for (const [i, row] of rows.entries()) {
      results.push(await matchRow(ctx, row));
      if (i % 5 === 4 || i === rows.length - 1) {
        const percent = Math.min(99, Math.floor(((i + 1) / rows.length) * 100));
        await db
          .updateTable('excel_jobs')
          .set({ step_percent: percent, updated_at: ctx.now() })
          .where('id', '=', id)
          .execute();
      }
    }
    await db
      .updateTable('excel_jobs')
      .set({ status: 'done', step_percent: 100, result: JSON.stringify(results), updated_at: ctx.now() })
      .where('id', '=', id)
      .execute();
  } catch {
    await db
      .updateTable('excel_jobs')
      .set({ status: 'failed', step_percent: -100, error: 'Excel搜索失败，请稍后重试', updated_at: ctx.now() })
      .where('id', '=', id)
      .execute()
      .catch(() => {});
  }
}

export function excelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { toy } = api;
  const { db } = ctx.database;
  const state = catalogue(ctx);

  route(app, ctx, toy.searchExcel, async ({ request, user }) => {
    if (!request.isMultipart()) throw businessError(EXCEL_MSG.required);
    const { bytes } = await readUpload(request, EXCEL_LIMITS.bytes, EXCEL_MSG.tooLarge);
    if (!bytes) throw businessError(EXCEL_MSG.required);
    const rows = await readSheet(bytes);
    const counted = await chargeSearch(ctx, user as SessionUser, { kind: 'excel' });
    const hash = state.files.write(bytes, 'xlsx');
    const id = randomUUID();
    await db
      .insertInto('excel_jobs')
      .values({ id, user_id: user.userId, file_hash: hash, created_at: ctx.now(), updated_at: ctx.now() })
      .execute();
    await logSearch(ctx, user, { kind: 'excel', query: hash, result_count: rows.length, counted });
    state.background.push(runJob(ctx, id, rows));
    return { id };
  });

  route(app, ctx, toy.getExcelTask, async ({ body, user }): Promise<ExcelTask> => {
    const job = await db
      .selectFrom('excel_jobs')
      .select(['id', 'status', 'step_percent', 'error', 'result'])
      .where('id', '=', body.id)
      .where('user_id', '=', user.userId)
      .executeTakeFirst();
    if (!job) throw new AppError(404, MSG.recordNotFound);
    return {
      id: job.id,
      status: job.status as ExcelTask['status'],
      step_percent: job.step_percent,
      error: job.error,
      list: (job.result as ExcelRow[] | null) ?? [],
    };
  });
}

import { randomUUID } from 'node:crypto';
import { api, type ExcelRow, type ExcelTask, type ToyItem } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { readUpload, searchByImage } from '../pictures/image-search';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { route } from '../platform/http/route';
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

/** How long a claimed job stays its worker's without a sign of life; progress renews it. */
export const EXCEL_LEASE_MS = 60_000;
/** A job claimed this many times without finishing (its worker died each time) fails. */
const MAX_ATTEMPTS = 3;
/** Idle workers look for jobs left by other servers or by a stopped one this often. */
const POLL_MS = 15_000;
const FAILED = 'Excel搜索失败，请稍后重试';

type ClaimedJob = { id: string; file_hash: string; attempts: number };

/**
 * Claims the oldest job that is queued, or running under a lease that ran out (its server stopped):
 * one statement, FOR UPDATE SKIP LOCKED, so workers of several servers never take the same job.
 */
export async function claimExcelJob(ctx: AppContext): Promise<ClaimedJob | null> {
  const now = ctx.now();
  const { rows } = await sql<ClaimedJob>`
    UPDATE excel_jobs SET status = 'running', attempts = attempts + 1,
      lease_until = ${new Date(now.getTime() + EXCEL_LEASE_MS)}, updated_at = ${now}
    WHERE id = (
      SELECT id FROM excel_jobs
      WHERE status = 'queued' OR (status = 'running' AND lease_until < ${now})
      ORDER BY created_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id, file_hash, attempts`.execute(ctx.database.db);
  return rows[0] ?? null;
}

/** Runs a claimed job: re-reads the stored workbook, matches its rows, reports progress, stores the result. */
export async function runExcelJob(ctx: AppContext, job: ClaimedJob, stopped = () => false): Promise<void> {
  const { db } = ctx.database;
  const state = catalogue(ctx);
  const update = (values: { status?: string; step_percent?: number; result?: string; error?: string }, lease = true) =>
    db
      .updateTable('excel_jobs')
      .set({
        ...values,
        lease_until: lease ? new Date(ctx.now().getTime() + EXCEL_LEASE_MS) : null,
        updated_at: ctx.now(),
      })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      // only while the job is still this claim's (a worker whose lease ran out may have been overtaken)
      .where('attempts', '=', job.attempts)
      .execute();
  if (job.attempts > MAX_ATTEMPTS) {
    await update({ status: 'failed', step_percent: -100, error: FAILED }, false);
    return;
  }
  try {
    const stored = await state.files.readOriginal(job.file_hash, 'xlsx');
    if (!stored) throw new Error('the uploaded workbook is missing from storage');
    const rows = await readSheet(stored.bytes);
    const results: ExcelRow[] = [];
    for (const [i, row] of rows.entries()) {
      // A stopping server hands the job back to the queue; the next worker starts it again.
      if (stopped()) return void (await update({ status: 'queued', step_percent: 0 }, false));
      results.push(await matchRow(ctx, row));
      if (i % 5 === 4 || i === rows.length - 1)
        await update({ step_percent: Math.min(99, Math.floor(((i + 1) / rows.length) * 100)) });
    }
    await update({ status: 'done', step_percent: 100, result: JSON.stringify(results) }, false);
  } catch {
    if (stopped()) return; // the database closed under it: the lease runs out and the job is claimed again
    await update({ status: 'failed', step_percent: -100, error: FAILED }, false).catch(() => {});
  }
}

/**
 * The process's Excel worker: claims and runs jobs one at a time until none is left, then sleeps until a
 * new job is queued here or the poll interval passes. Starts at once, so jobs queued or running before a
 * restart are finished after it. Stops (handing a running job back) when the server closes.
 */
function startExcelWorker(ctx: AppContext) {
  let stopping = false;
  // A job queued while the worker was claiming must not wait for the next poll.
  let kicked = false;
  let wake = () => {};
  const stopped = () => stopping;
  const loop = (async () => {
    while (!stopping) {
      kicked = false;
      const job = await claimExcelJob(ctx).catch(() => null);
      if (job) {
        await runExcelJob(ctx, job, stopped);
        continue;
      }
      if (kicked || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    kick() {
      kicked = true;
      wake();
    },
    async stop() {
      stopping = true;
      wake();
      await loop;
    },
  };
}

export function excelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { toy } = api;
  const { db } = ctx.database;
  const state = catalogue(ctx);
  const worker = ctx.config.excelWorker ? startExcelWorker(ctx) : null;
  if (worker) app.addHook('onClose', () => worker.stop());

  route(app, ctx, toy.searchExcel, async ({ request, user }) => {
    if (!request.isMultipart()) throw businessError(EXCEL_MSG.required);
    const { bytes } = await readUpload(request, EXCEL_LIMITS.bytes, EXCEL_MSG.tooLarge);
    if (!bytes) throw businessError(EXCEL_MSG.required);
    const rows = await readSheet(bytes);
    const counted = await chargeSearch(ctx, user as SessionUser, { kind: 'excel' });
    const hash = await state.files.write(bytes, 'xlsx');
    const id = randomUUID();
    await db
      .insertInto('excel_jobs')
      .values({ id, user_id: user.userId, file_hash: hash, created_at: ctx.now(), updated_at: ctx.now() })
      .execute();
    await logSearch(ctx, user, { kind: 'excel', query: hash, result_count: rows.length, counted });
    worker?.kick();
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

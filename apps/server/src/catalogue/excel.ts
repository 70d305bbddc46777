import { api, type ExcelRow, type ExcelTask, type ToyItem } from '@wanju/api-client';
import { EXCEL_MSG, EXCEL_SEARCH_MAX_BYTES, MSG } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { readUpload, searchByImage } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { route } from '../platform/http/route';
import { enqueue, getJob, type Job, type JobContext, jobsDb, registerWorker } from '../platform/jobs/index';
import { readSheet, type SearchRow as SheetRow } from '../sheets/index';
import { listProducts } from './products';
import { chargeSearch, logSearch } from './search';
import { catalogue } from './state';
import { compactCode, parseQuery } from './text';

/** The queue's kind of an Excel search job; its payload names the stored workbook. */
export const EXCEL_SEARCH_JOB = 'excel_search';
type ExcelPayload = { file_hash: string };

/** One row's best candidates: by item number, then by name, then by picture. */
async function matchRow(ctx: AppContext, row: SheetRow): Promise<ExcelRow> {
  const base = { row: row.row, article_number: row.article_number, name: row.name, has_picture: row.has_picture };
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
      const { list }: { list: ToyItem[] } = await searchByImage(ctx, row.picture, { limit: 5 });
      if (list.length) return { ...base, matched_by: 'picture', candidates: list };
    } catch {
      // An unreadable embedded picture leaves the row unmatched.
    }
  }
  return { ...base, matched_by: null, candidates: [] };
}

/**
 * Runs an Excel search job: re-reads the stored workbook (with its pictures), matches its rows in order and
 * reports progress; the rows and their candidates are the job's result. A closing server or a cancel stops
 * it between rows (the queue hands it back or drops it).
 */
async function runExcelSearch(job: Job<ExcelPayload>, { ctx, progress, signal }: JobContext): Promise<ExcelRow[]> {
  const stored = await catalogue(ctx).files.readOriginal(job.payload.file_hash, 'xlsx');
  if (!stored) throw new Error('the uploaded workbook is missing from storage');
  const rows = await readSheet(stored.bytes);
  const results: ExcelRow[] = [];
  for (const [i, row] of rows.entries()) {
    signal.throwIfAborted();
    results.push(await matchRow(ctx, row));
    await progress(((i + 1) / rows.length) * 100);
  }
  return results;
}

registerWorker<ExcelPayload>(EXCEL_SEARCH_JOB, runExcelSearch, {
  failedMessage: EXCEL_MSG.searchFailed,
  // The workbook is stored by content: it goes with the last job that names it.
  async cleanup(job, ctx) {
    const hash = job.payload.file_hash;
    const other = await jobsDb(ctx)
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', EXCEL_SEARCH_JOB)
      .where(sql`payload->>'file_hash'`, '=', hash)
      .executeTakeFirst();
    const { files } = catalogue(ctx);
    if (!other) await files.storage.delete(files.originalKey(hash, 'xlsx'));
  },
});

/** What get_excel_task answers of a job: its status, step_percent (-100 when failed) and rows. */
function excelTask(job: Job): ExcelTask {
  const failed = job.status === 'failed' || job.status === 'cancelled';
  return {
    id: job.id,
    status: failed ? 'failed' : (job.status as ExcelTask['status']),
    step_percent: failed ? -100 : job.progress,
    error: failed ? job.error || EXCEL_MSG.searchFailed : '',
    list: job.status === 'done' ? ((job.result as ExcelRow[] | null) ?? []) : [],
  };
}

export function excelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { toy } = api;
  const state = catalogue(ctx);

  route(app, ctx, toy.searchExcel, async ({ request, user }) => {
    if (!request.isMultipart()) throw businessError(EXCEL_MSG.required);
    const { bytes } = await readUpload(request, EXCEL_SEARCH_MAX_BYTES, EXCEL_MSG.tooLarge);
    if (!bytes) throw businessError(EXCEL_MSG.required);
    // Checked here, so a refusal is answered at once rather than as a failed job.
    const rows = await readSheet(bytes, { pictures: false });
    const counted = await chargeSearch(ctx, user as SessionUser, { kind: 'excel' });
    const hash = await state.files.write(bytes, 'xlsx');
    const job = await enqueue<ExcelPayload>(ctx, {
      kind: EXCEL_SEARCH_JOB,
      owner: { userId: user.userId, companyId: user.companyId },
      payload: { file_hash: hash },
    });
    await logSearch(ctx, user, { kind: 'excel', query: hash, result_count: rows.length, counted });
    return { id: job.id };
  });

  route(app, ctx, toy.getExcelTask, async ({ body, user }): Promise<ExcelTask> => {
    const job = await getJob(ctx, body.id, { userId: user.userId });
    if (!job || job.kind !== EXCEL_SEARCH_JOB) throw new AppError(404, MSG.recordNotFound);
    return excelTask(job);
  });
}

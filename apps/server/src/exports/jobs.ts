import { DAY_MS, EXPORT_FAILED_PROGRESS, EXPORT_HISTORY_DAYS, type ExportFormatName, MSG } from '@wanju/domain';
import type { AppContext } from '../platform/http/context';
import { type ExportPayload, GENERATORS } from './generate';
import { clearFile, expiredFiles, failStale, recordByUuid, updateRecord } from './repo';
import { exportFiles } from './store';

/** The queue kinds of the three generators. */
export const EXPORT_JOB_KINDS: Record<ExportFormatName, string> = {
  excel: 'export_excel',
  pdf: 'export_pdf',
  zip: 'export_zip',
};
const EXTENSION: Record<ExportFormatName, string> = { excel: 'xlsx', pdf: 'pdf', zip: 'zip' };

/** What a job handler gets from the queue: progress (0–100) and a cancel signal. */
export interface ExportJobContext {
  progress(percent: number): Promise<void>;
  signal: AbortSignal;
}

/** The file key of an export: its owner's folder (company, or user without one) and its uuid. */
export const fileKey = (
  owner: { user_id: number; company_id: number | null },
  uuid: string,
  format: ExportFormatName,
) =>
  `${owner.company_id ? `c${owner.company_id}` : `u${owner.user_id}`}/${uuid.replace(/[^a-z0-9-]/gi, '')}.${EXTENSION[format]}`;

/**
 * Makes the file of one export record: the generator of its format streams into the file store, the
 * record follows (running with progress, then done with its file, or failed with -100).
 */
export async function runExport(ctx: AppContext, uuid: string, job: ExportJobContext): Promise<void> {
  const record = await recordByUuid(ctx, uuid);
  if (!record || record.deleted || record.status === 'done') return;
  const payload = record.request as ExportPayload;
  const total = Math.max(1, payload.entries?.length ?? payload.ids.length);
  const key = fileKey(record, uuid, payload.format);
  const file = exportFiles(ctx).create(key);
  await updateRecord(ctx, uuid, { status: 'running', progress: 0 });
  try {
    const count = await GENERATORS[payload.format](ctx, payload, file.stream, {
      // The last percent is kept for storing the file: 100 means the link works.
      progress: (done) => job.progress(Math.min(99, Math.floor((done / total) * 100))),
      signal: job.signal,
    });
    const size = await file.commit();
    await updateRecord(ctx, uuid, {
      status: 'done',
      progress: 100,
      file_key: key,
      file_name: record.file_name,
      file_size: size,
      finished_at: ctx.now(),
      toy_count: payload.format === 'zip' ? count : record.toy_count,
    });
  } catch (error) {
    await file.abort();
    await updateRecord(ctx, uuid, {
      status: 'failed',
      progress: EXPORT_FAILED_PROGRESS,
      error: MSG.exportFailed,
      finished_at: ctx.now(),
    });
    throw error;
  }
}

interface LocalRunner {
  chain: Promise<void>;
  controller: AbortController;
  sweeper: NodeJS.Timeout | null;
}
const runners = new WeakMap<AppContext, LocalRunner>();

function runner(ctx: AppContext): LocalRunner {
  let r = runners.get(ctx);
  if (!r) {
    r = { chain: Promise.resolve(), controller: new AbortController(), sweeper: null };
    runners.set(ctx, r);
  }
  return r;
}

const PROGRESS_EVERY_MS = 300;

/**
 * Queues an export in this process, one at a time (the work is CPU-bound). Progress is written to the
 * record, at most every 300 ms. The platform's job queue takes this over behind the same call.
 */
export function enqueueExport(ctx: AppContext, uuid: string, log?: (error: unknown) => void): Promise<void> {
  const r = runner(ctx);
  let last = 0;
  let lastPercent = -1;
  const job: ExportJobContext = {
    signal: r.controller.signal,
    progress: async (percent) => {
      const now = Date.now();
      if (percent === lastPercent || now - last < PROGRESS_EVERY_MS) return;
      last = now;
      lastPercent = percent;
      await updateRecord(ctx, uuid, { progress: percent });
    },
  };
  const run = r.chain.then(() => (r.controller.signal.aborted ? undefined : runExport(ctx, uuid, job)));
  r.chain = run.catch((error) => log?.(error));
  return run;
}

/** Stops taking exports and waits for the running one to end (server close). */
export async function stopExports(ctx: AppContext): Promise<void> {
  const r = runners.get(ctx);
  if (!r) return;
  r.controller.abort(new Error('server closing'));
  if (r.sweeper) clearInterval(r.sweeper);
  await r.chain;
}

/**
 * Removes the files of exports older than the history's 30 days and of deleted records (the rows stay,
 * without a file, so the history shows them expired).
 */
export async function sweepExpiredExports(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - EXPORT_HISTORY_DAYS * DAY_MS);
  let removed = 0;
  for (;;) {
    const rows = await expiredFiles(ctx, before);
    if (!rows.length) return removed;
    for (const row of rows) {
      await exportFiles(ctx).remove(row.file_key);
      await clearFile(ctx, row.uuid);
      removed += 1;
    }
  }
}

/** At start: exports a stopped process left unfinished are failed; the sweep runs now and every 6 hours. */
export function startExportHousekeeping(ctx: AppContext, log: (error: unknown) => void): void {
  const r = runner(ctx);
  if (r.sweeper) return;
  const stale = new Date(ctx.now().getTime() - 60 * 60_000);
  void failStale(ctx, stale, MSG.exportFailed).catch(log);
  void sweepExpiredExports(ctx).catch(log);
  r.sweeper = setInterval(() => void sweepExpiredExports(ctx).catch(log), 6 * 60 * 60_000);
  r.sweeper.unref();
}

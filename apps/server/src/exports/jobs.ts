import { DAY_MS, EXPORT_HISTORY_DAYS, type ExportFormatName, MSG } from '@wanju/domain';
import { publishEvent } from '../platform/events/index';
import type { AppContext } from '../platform/http/context';
import { enqueue, type JobContext, registerWorker } from '../platform/jobs/index';
import { type ExportPayload, GENERATORS } from './generate';
import {
  clearFile,
  type ExportRecordWithRequest,
  expiredFiles,
  recordByUuid,
  recordWithRequest,
  updateRecord,
} from './repo';
import { payloadItemCount } from './sources';
import { exportFiles } from './store';

/** The queue kinds of the three generators. */
export const EXPORT_JOB_KINDS: Record<ExportFormatName, string> = {
  excel: 'export_excel',
  pdf: 'export_pdf',
  zip: 'export_zip',
};
const EXTENSION: Record<ExportFormatName, string> = { excel: 'xlsx', pdf: 'pdf', zip: 'zip' };

/** A job's payload: the export record it makes the file of (the record holds the request). */
interface ExportJobPayload {
  uuid: string;
}

/** The file key of an export: its owner's folder (company, or user without one) and its uuid. */
export const fileKey = (
  owner: { user_id: number; company_id: number | null },
  uuid: string,
  format: ExportFormatName,
) =>
  `${owner.company_id ? `c${owner.company_id}` : `u${owner.user_id}`}/${uuid.replace(/[^a-z0-9-]/gi, '')}.${EXTENSION[format]}`;

/**
 * Makes the file of one export record: the generator of its format streams into the file store; the
 * record is marked done with its file. A failure removes the half file and is the queue's to retry or fail.
 */
export async function runExport(
  ctx: AppContext,
  uuid: string,
  job: Pick<JobContext, 'progress' | 'signal'>,
): Promise<void> {
  const record = await recordWithRequest(ctx, uuid);
  if (!record || record.deleted || record.status === 'done') return;
  const payload = record.request as ExportPayload;
  const total = Math.max(1, payload.entries?.length ?? payloadItemCount(payload));
  const key = fileKey(record, uuid, payload.format);
  const file = exportFiles(ctx).create(key);
  await updateRecord(ctx, uuid, { status: 'running' });
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
      file_size: size,
      finished_at: ctx.now(),
      toy_count: payload.format === 'zip' ? count : record.toy_count,
    });
  } catch (error) {
    await file.abort();
    throw error;
  }
}

for (const kind of Object.values(EXPORT_JOB_KINDS)) {
  registerWorker<ExportJobPayload>(kind, (job, context) => runExport(context.ctx, job.payload.uuid, context), {
    failedMessage: MSG.exportFailed,
    // The owner's bell says the export ended (once: the queue stores a job's end under one claim).
    async ended(job, ctx) {
      const record = await recordByUuid(ctx, job.payload.uuid);
      if (!record || record.deleted) return;
      await publishEvent(ctx, 'export.finished', { userId: record.user_id, ok: job.status === 'done' });
    },
    // The file goes with its job when the queue's retention (the history's 30 days) removes it.
    async cleanup(job, ctx) {
      const record = await recordByUuid(ctx, job.payload.uuid);
      if (record?.file_key) await exportFiles(ctx).remove(record.file_key);
      if (record) await clearFile(ctx, record.uuid);
    },
  });
}

/** Queues the job that makes an export record's file, owned by the record's maker. */
export async function enqueueExport(ctx: AppContext, record: ExportRecordWithRequest): Promise<string> {
  const format = (record.request as ExportPayload).format;
  const job = await enqueue<ExportJobPayload>(ctx, {
    kind: EXPORT_JOB_KINDS[format],
    owner: { userId: record.user_id, companyId: record.company_id },
    payload: { uuid: record.uuid },
    // A generator that failed once on the same items fails again: one retry covers a lost process.
    maxAttempts: 2,
  });
  await updateRecord(ctx, record.uuid, { job_id: job.id });
  return job.id;
}

/**
 * Removes the files of exports older than the history's 30 days that no job owns (direct exports; jobs'
 * files go with their jobs). The rows stay, without a file, so the history shows them expired.
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

const sweepers = new WeakMap<AppContext, NodeJS.Timeout>();

/** The sweep runs at start and every 6 hours. */
export function startExportHousekeeping(ctx: AppContext, log: (error: unknown) => void): void {
  if (sweepers.has(ctx)) return;
  void sweepExpiredExports(ctx).catch(log);
  const timer = setInterval(() => void sweepExpiredExports(ctx).catch(log), 6 * 60 * 60_000);
  timer.unref();
  sweepers.set(ctx, timer);
}

export function stopExportHousekeeping(ctx: AppContext): void {
  const timer = sweepers.get(ctx);
  if (timer) clearInterval(timer);
  sweepers.delete(ctx);
}

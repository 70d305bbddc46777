import { EXPORT_FAILED_PROGRESS, EXPORT_HISTORY_DAYS } from './export';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';

/** A background job's life: queued → running → done | failed | cancelled (running → queued again on a retry). */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['done', 'failed', 'cancelled'];

export const isJobFinished = (status: string): boolean => (FINISHED_JOB_STATUSES as readonly string[]).includes(status);

/** §9: finished jobs (an export's history entry and its files) are kept as long as the export history. */
export const JOB_RETENTION_DAYS = EXPORT_HISTORY_DAYS;
/** How many times a job is started before it ends failed (a worker error or a process that died counts). */
export const JOB_DEFAULT_MAX_ATTEMPTS = 3;

export const JOB_MSG = {
  failed: '任务执行失败，请稍后重试',
  cancelled: '任务已取消',
  cannotCancel: '任务已结束，无法取消',
} as const;

/** Whether a job finished before `now` is past its retention and may be removed with its files. */
export function isJobExpired(finishedAt: Date, now: Date): boolean {
  return now.getTime() - finishedAt.getTime() > JOB_RETENTION_DAYS * DAY_MS;
}

/**
 * The wait before a failed attempt runs again: exponential from 10 s (10 s, 20 s, 40 s …), at most an hour,
 * so a passing outage is ridden out without hammering it.
 */
export function jobRetryDelayMs(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(HOUR_MS, 10_000 * 2 ** Math.min(n - 1, 20));
}

/** How long a claimed job stays its worker's without a sign of life (the worker renews it while running). */
export const JOB_LEASE_MS = MINUTE_MS;

export interface JobProgressView {
  status: string;
  progress: number;
  result?: unknown;
}

/**
 * §4 get_callback's progress of a job: -100 for a failed or cancelled job, 100 (with its link) once done,
 * otherwise the progress, kept below 100 until the result is there (a client stops polling at 100).
 */
export function jobCallback(job: JobProgressView): { progress: number; link: string } {
  if (job.status === 'failed' || job.status === 'cancelled') return { progress: EXPORT_FAILED_PROGRESS, link: '' };
  if (job.status === 'done') {
    const result = job.result as { link?: unknown } | null | undefined;
    const link = result && typeof result.link === 'string' ? result.link : '';
    return { progress: 100, link };
  }
  return { progress: Math.min(99, Math.max(0, Math.floor(job.progress))), link: '' };
}

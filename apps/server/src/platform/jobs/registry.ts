import { JOB_MSG } from '@wanju/domain';
import type { AppContext } from '../http/context';
import type { Job } from './queue';

export interface JobContext {
  ctx: AppContext;
  /**
   * Reports progress (0–100; kept below 100 until the result is stored). Also renews the lease; writes are
   * throttled, so calling it per row is fine.
   */
  progress(percent: number): Promise<void>;
  /** Aborted when the job was cancelled, taken by another process, or this process is closing: stop soon. */
  signal: AbortSignal;
}

/**
 * Runs one job and answers its result (stored as JSON). Throwing an AppError fails the job at once with its
 * message (a refusal does not change on retry); any other error is retried with backoff until the attempts
 * are spent.
 */
export type JobHandler<Payload = unknown> = (job: Job<Payload>, context: JobContext) => Promise<unknown>;

export interface WorkerOptions<Payload = unknown> {
  /** The Chinese message of a job whose attempts are spent (default: 任务执行失败，请稍后重试). */
  failedMessage?: string;
  /** A run longer than this ends failed (its worker is told through the signal); default 30 minutes. */
  timeoutMs?: number;
  /** Removes what a job left (stored files) when the retention sweep deletes it. */
  cleanup?: (job: Job<Payload>, ctx: AppContext) => Promise<void> | void;
  /**
   * Runs once when a job ends done or failed (by the process whose claim stored the end; a cancel is not an
   * end of this kind): e.g. the owner's notice. Its failure is logged, never the job's.
   */
  ended?: (job: Job<Payload>, ctx: AppContext) => Promise<void> | void;
}

export interface Worker {
  kind: string;
  handler: JobHandler;
  failedMessage: string;
  timeoutMs: number;
  cleanup?: (job: Job, ctx: AppContext) => Promise<void> | void;
  ended?: (job: Job, ctx: AppContext) => Promise<void> | void;
}

// Per kind, for the whole process: areas register their workers when their module loads.
const workers = new Map<string, Worker>();

export function registerWorker<Payload>(
  kind: string,
  handler: JobHandler<Payload>,
  options: WorkerOptions<Payload> = {},
): void {
  workers.set(kind, {
    kind,
    handler: handler as JobHandler,
    failedMessage: options.failedMessage ?? JOB_MSG.failed,
    timeoutMs: options.timeoutMs ?? 30 * 60_000,
    cleanup: options.cleanup as Worker['cleanup'],
    ended: options.ended as Worker['ended'],
  });
}

export const workerFor = (kind: string): Worker | undefined => workers.get(kind);
export const registeredKinds = (): string[] => [...workers.keys()];

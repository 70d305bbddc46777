import type { JobStatus } from '@wanju/domain';
import type { AppContext } from '../http/context';
import type { Job } from './queue';

/** The `type` of a job change pushed to its owner's `user:<id>` channel. */
export const JOB_EVENT = 'job';

/** A job's status or progress changed (emitted by the process that changed it). */
export interface JobChange {
  id: string;
  kind: string;
  userId: number | null;
  companyId: number | null;
  status: JobStatus;
  progress: number;
  /** The Chinese message when failed. */
  error: string;
}

export type JobChangeListener = (change: JobChange) => void;

interface JobsState {
  listeners: Set<JobChangeListener>;
  /** Wakes this process's idle runners (a job was queued here, or NOTIFY said one was queued elsewhere). */
  wakers: Set<() => void>;
  /** Jobs running in this process, so a cancel reaches their worker at once. */
  running: Map<string, AbortController>;
  /** This process's runner: absent until started and after it stopped; `failing` while its last claim failed. */
  runner: { failing: boolean } | null;
}

const states = new WeakMap<AppContext, JobsState>();

export function jobsState(ctx: AppContext): JobsState {
  let state = states.get(ctx);
  if (!state) {
    state = { listeners: new Set(), wakers: new Set(), running: new Map(), runner: null };
    states.set(ctx, state);
  }
  return state;
}

/**
 * Listens to the status and progress changes this process makes to jobs (the realtime hub fans them out to
 * the owner's sockets on every process). Answers the unsubscribe function.
 */
export function onJobChange(ctx: AppContext, listener: JobChangeListener): () => void {
  const { listeners } = jobsState(ctx);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether this process's runner takes jobs: 'off' when none was started here (JOB_WORKER=0: other processes run
 * them), 'failing' while its last look at the queue failed.
 */
export function runnerHealth(ctx: AppContext): 'ok' | 'failing' | 'off' {
  const { runner } = jobsState(ctx);
  if (!runner) return ctx.config.jobWorker ? 'failing' : 'off';
  return runner.failing ? 'failing' : 'ok';
}

export function emitJobChange(ctx: AppContext, job: Job): void {
  const change: JobChange = {
    id: job.id,
    kind: job.kind,
    userId: job.userId,
    companyId: job.companyId,
    status: job.status,
    progress: job.progress,
    error: job.error,
  };
  for (const listener of jobsState(ctx).listeners) {
    try {
      listener(change);
    } catch {
      // a listener's failure is its own; the job goes on
    }
  }
}

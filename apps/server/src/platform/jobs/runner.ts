import { JOB_LEASE_MS, jobRetryDelayMs } from '@wanju/domain';
import pg from 'pg';
import type { AppContext } from '../http/context';
import { AppError } from '../http/errors';
import { metrics } from '../metrics/index';
import { type Claim, claimJob, deleteExpiredJobs, JOBS_CHANNEL, type Job, nextDue, updateClaimed } from './queue';
import { registeredKinds, type Worker, workerFor } from './registry';
import { schedule, scheduledKinds } from './schedule';
import { emitJobChange, jobsState } from './state';

export interface RunnerOptions {
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** Idle runners look for due jobs at least this often (NOTIFY and local enqueues wake them sooner). */
  pollMs?: number;
  leaseMs?: number;
  /** How often finished jobs past the retention are swept. */
  sweepMs?: number;
  log?: { warn(object: unknown, message: string): void };
}

export interface JobRunner {
  /** Stops claiming, tells running workers through their signal, hands their jobs back to the queue. */
  stop(): Promise<void>;
  /** Runs the retention sweep now (also run at start and every sweepMs). */
  sweep(): Promise<number>;
}

const POLL_MS = 10_000;
const SWEEP_MS = 60 * 60_000;
/** Progress is written at most this often per job (the heartbeat writes the latest value in between). */
const PROGRESS_WRITE_MS = 500;
/** The heartbeat renews the lease (and notices a cancel from another process) this often at most. */
const HEARTBEAT_MAX_MS = 5_000;
const LISTEN_RETRY_MS = 2_000;

class JobTimeout extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The process's job runner: `concurrency` loops that claim a due job of a registered kind, run its worker
 * under a renewed lease, and store its end (done, retry with backoff, failed with the kind's message).
 * Idle loops sleep until a job is queued (locally, or elsewhere through LISTEN on PostgreSQL), until the next
 * known due time, or the poll interval.
 */
export function startJobRunner(ctx: AppContext, options: RunnerOptions = {}): JobRunner {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const pollMs = options.pollMs ?? POLL_MS;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const heartbeatMs = Math.min(HEARTBEAT_MAX_MS, Math.floor(leaseMs / 3));
  const state = jobsState(ctx);
  const health = { failing: false };
  state.runner = health;
  const { jobDuration } = metrics(ctx);
  const closing = new AbortController();
  const warn = (error: unknown, message: string) => options.log?.warn({ err: error }, message);

  // A wake that comes while a loop is claiming must not be lost: loops compare the generation.
  let generation = 0;
  const sleepers = new Set<() => void>();
  const wake = () => {
    generation++;
    for (const resolve of sleepers) resolve();
  };
  state.wakers.add(wake);

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      sleepers.add(done);
    });

  async function run(job: Job, worker: Worker): Promise<void> {
    const claim: Claim = { id: job.id, attempts: job.attempts };
    const changed = async (updated: Job | null) => {
      if (!updated) return updated;
      emitJobChange(ctx, updated);
      // The write that stored the end is guarded by the claim, so this runs once per job.
      if ((updated.status === 'done' || updated.status === 'failed') && worker.ended)
        await Promise.resolve()
          .then(() => worker.ended?.(updated, ctx))
          .catch((error: unknown) => warn(error, `job ${job.kind} end`));
      return updated;
    };
    if (job.attempts > job.maxAttempts) {
      // Retaken after its process died with no attempt left.
      await changed(
        await updateClaimed(ctx, claim, { status: 'failed', error: worker.failedMessage, leaseUntil: null }),
      );
      return;
    }
    const controller = new AbortController();
    const onClose = () => controller.abort();
    closing.signal.addEventListener('abort', onClose);
    state.running.set(job.id, controller);
    let latest = job.progress;
    let written = job.progress;
    let lastWrite = 0;
    let writing: Promise<unknown> = Promise.resolve();
    // Renews the lease with the latest progress; a lost claim (cancelled, retaken) stops the worker.
    const renew = () => {
      writing = writing.then(async () => {
        if (controller.signal.aborted) return;
        lastWrite = Date.now();
        const progress = latest;
        const updated = await updateClaimed(ctx, claim, {
          progress,
          leaseUntil: new Date(ctx.now().getTime() + leaseMs),
        }).catch((error: unknown) => {
          warn(error, 'job lease renewal');
          return undefined;
        });
        if (updated === null) controller.abort();
        else if (updated && progress !== written) {
          written = progress;
          emitJobChange(ctx, updated);
        }
      });
      return writing;
    };
    const heartbeat = setInterval(renew, heartbeatMs);
    const endTimer = jobDuration.startTimer({ kind: job.kind });
    let outcome = 'done';
    const context = {
      ctx,
      signal: controller.signal,
      async progress(percent: number) {
        latest = Math.min(99, Math.max(0, Math.floor(percent)));
        if (latest !== written && Date.now() - lastWrite >= PROGRESS_WRITE_MS) await renew();
      },
    };
    // A worker that never returns would hold its job (and this loop) for ever under a renewed lease.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new JobTimeout());
      }, worker.timeoutMs);
    });
    try {
      const result = await Promise.race([worker.handler(job, context), timedOut]);
      clearInterval(heartbeat);
      await writing;
      // Stored unless the claim was lost meanwhile (the write is guarded by the claim).
      await changed(
        await updateClaimed(ctx, claim, { status: 'done', progress: 100, result: result ?? null, leaseUntil: null }),
      );
    } catch (error) {
      clearInterval(heartbeat);
      await writing;
      outcome = 'failed';
      if (error instanceof JobTimeout) {
        outcome = 'timed_out';
        warn(error, `job ${job.kind} timed out`);
        await changed(
          await updateClaimed(ctx, claim, { status: 'failed', error: worker.failedMessage, leaseUntil: null }),
        );
      } else if (closing.signal.aborted) {
        // The process is closing: hand the job back without counting the attempt; if the database is gone
        // already, its lease runs out and another process takes it.
        outcome = 'handed_back';
        await updateClaimed(ctx, claim, { status: 'queued', attempts: job.attempts - 1, leaseUntil: null })
          .then(changed)
          .catch(() => {});
      } else if (controller.signal.aborted) {
        // cancelled or retaken elsewhere: not this worker's to write any more
        outcome = 'cancelled';
      } else if (error instanceof AppError) {
        await changed(await updateClaimed(ctx, claim, { status: 'failed', error: error.message, leaseUntil: null }));
      } else if (job.attempts >= job.maxAttempts) {
        warn(error, `job ${job.kind} failed`);
        await changed(
          await updateClaimed(ctx, claim, { status: 'failed', error: worker.failedMessage, leaseUntil: null }),
        );
      } else {
        outcome = 'retried';
        warn(error, `job ${job.kind} will be retried`);
        const runAt = new Date(ctx.now().getTime() + jobRetryDelayMs(job.attempts));
        await changed(await updateClaimed(ctx, claim, { status: 'queued', runAt, leaseUntil: null }));
      }
    } finally {
      endTimer({ outcome });
      clearTimeout(timer);
      clearInterval(heartbeat);
      closing.signal.removeEventListener('abort', onClose);
      state.running.delete(job.id);
    }
  }

  async function loop(): Promise<void> {
    while (!closing.signal.aborted) {
      const seen = generation;
      const kinds = registeredKinds();
      let job: Job | null = null;
      try {
        job = await claimJob(ctx, kinds, leaseMs);
        health.failing = false;
        if (job) {
          const worker = workerFor(job.kind);
          if (worker) await run(job, worker);
          continue;
        }
      } catch (error) {
        if (closing.signal.aborted) break;
        health.failing = true;
        warn(error, 'job runner');
        await idle(pollMs);
        continue;
      }
      if (generation !== seen || closing.signal.aborted) continue;
      const due = await nextDue(ctx, kinds).catch(() => null);
      const wait = due ? Math.min(pollMs, due.getTime() - ctx.now().getTime() + 5) : pollMs;
      if (generation !== seen) continue;
      await idle(wait);
    }
  }

  async function sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      const jobs = await deleteExpiredJobs(ctx, registeredKinds());
      removed += jobs.length;
      for (const job of jobs) {
        try {
          await workerFor(job.kind)?.cleanup?.(job, ctx);
        } catch (error) {
          warn(error, `job ${job.kind} cleanup`);
        }
      }
      if (jobs.length < 200 || closing.signal.aborted) return removed;
    }
  }
  const sweeper = setInterval(
    () => void sweep().catch((error) => warn(error, 'job sweep')),
    options.sweepMs ?? SWEEP_MS,
  );
  const firstSweep = sweep().catch((error) => warn(error, 'job sweep'));

  // On PostgreSQL a dedicated connection LISTENs, so a job queued by any process wakes this one's loops.
  const listening = ctx.database.engine === 'postgres' && ctx.config.databaseUrl ? listen() : null;
  async function listen() {
    while (!closing.signal.aborted) {
      const client = new pg.Client({ connectionString: ctx.config.databaseUrl });
      const lost = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
        closing.signal.addEventListener('abort', () => resolve(), { once: true });
      });
      client.on('notification', (message) => {
        if (message.channel === JOBS_CHANNEL) wake();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${JOBS_CHANNEL}`);
        // Jobs queued while the connection was down are picked up now.
        wake();
        await lost;
      } catch (error) {
        if (!closing.signal.aborted) warn(error, 'job listen');
      }
      await client.end().catch(() => {});
      if (!closing.signal.aborted) await sleep(LISTEN_RETRY_MS);
    }
  }

  // Every scheduled kind has its pending run (kept as it is when another process made it already).
  const scheduling = Promise.all(
    scheduledKinds().map(([kind, next]) =>
      schedule(ctx, kind, next(ctx.now())).catch((error) => warn(error, `job ${kind} schedule`)),
    ),
  );

  const loops = Array.from({ length: concurrency }, () => loop());
  return {
    sweep,
    async stop() {
      closing.abort();
      if (state.runner === health) state.runner = null;
      clearInterval(sweeper);
      state.wakers.delete(wake);
      wake();
      await Promise.all([...loops, firstSweep, listening, scheduling]);
    },
  };
}

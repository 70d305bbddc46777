import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../http/context';
import { JOBS_CHANNEL, wakeRunners } from './queue';
import { type JobHandler, registerWorker, type WorkerOptions } from './registry';

/** When a scheduled kind runs next, given the time it is now. */
export type NextRunAt = (after: Date) => Date;

// Per kind, for the whole process, like the workers: the runner schedules each at its start.
const schedules = new Map<string, NextRunAt>();

export const scheduledKinds = (): [string, NextRunAt][] => [...schedules];

/**
 * Makes sure the kind has its one pending run, at `runAt` or earlier: a pending run that is due sooner is
 * kept, a later one is brought forward. Idempotent on every process (the unique index of migration 017), so
 * each may call it at start and after each run. Answers when the pending run is due.
 */
export async function schedule(ctx: AppContext, kind: string, runAt: Date): Promise<Date> {
  const now = ctx.now();
  const { rows } = await sql<{ run_at: Date | string }>`
    INSERT INTO jobs (id, kind, payload, max_attempts, run_at, created_at, updated_at, scheduled)
    VALUES (${randomUUID()}, ${kind}, '{}'::jsonb, 1, ${runAt}, ${now}, ${now}, true)
    ON CONFLICT (kind) WHERE scheduled AND status = 'queued'
    DO UPDATE SET run_at = LEAST(jobs.run_at, EXCLUDED.run_at), updated_at = EXCLUDED.updated_at
    RETURNING run_at`.execute(ctx.database.db);
  if (ctx.database.engine === 'postgres')
    await sql`SELECT pg_notify(${JOBS_CHANNEL}, ${kind})`.execute(ctx.database.db).catch(() => {});
  wakeRunners(ctx);
  const at = rows[0]?.run_at ?? runAt;
  return at instanceof Date ? at : new Date(at);
}

/**
 * Registers a worker that runs on a schedule: the runner schedules its first run when it starts, and after
 * each run (done or failed) the next slot is scheduled. A scheduled run is tried once; a failed one waits
 * for its next slot rather than being retried.
 */
export function registerScheduled(
  kind: string,
  handler: JobHandler,
  nextRunAt: NextRunAt,
  options: WorkerOptions = {},
): void {
  schedules.set(kind, nextRunAt);
  registerWorker(
    kind,
    async (job, context) => {
      try {
        return await handler(job, context);
      } finally {
        // A run handed back because its process is closing stays the pending one: no second is made.
        if (!context.signal.aborted) await schedule(context.ctx, kind, nextRunAt(context.ctx.now()));
      }
    },
    options,
  );
}

import { randomUUID } from 'node:crypto';
import { DAY_MS, JOB_DEFAULT_MAX_ATTEMPTS, JOB_RETENTION_DAYS, type JobStatus } from '@wanju/domain';
import { type ColumnType, type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { AppContext } from '../http/context';
import { emitJobChange, jobsState } from './state';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

/** The jobs table (migration 009_jobs). */
export interface JobsTable {
  id: string;
  kind: string;
  user_id: number | null;
  company_id: number | null;
  payload: ColumnType<unknown, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  result: Json;
  error: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  lease_until: NullTime;
  run_at: Time;
  created_at: Time;
  updated_at: Time;
  finished_at: NullTime;
  /** One pending row per kind (migration 017_job_schedules); see schedule.ts. */
  scheduled: ColumnType<boolean, boolean | undefined, boolean>;
}

type JobsDb = Kysely<DB & { jobs: JobsTable }>;
export const jobsDb = (ctx: AppContext): JobsDb => ctx.database.db.withTables<{ jobs: JobsTable }>();

/** Who a job belongs to: who may read it and whose sockets hear its progress. */
export interface JobOwner {
  userId: number | null;
  /** 0 or null: no company. */
  companyId?: number | null;
}

export interface Job<Payload = unknown> {
  id: string;
  kind: string;
  userId: number | null;
  companyId: number | null;
  payload: Payload;
  status: JobStatus;
  /** 0–100. */
  progress: number;
  result: unknown;
  /** The Chinese message of a failed job ('' otherwise). */
  error: string;
  attempts: number;
  maxAttempts: number;
  leaseUntil: Date | null;
  runAt: Date;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

type JobRow = {
  id: string;
  kind: string;
  user_id: number | null;
  company_id: number | null;
  payload: unknown;
  status: string;
  progress: number;
  result: unknown;
  error: string;
  attempts: number;
  max_attempts: number;
  lease_until: Date | string | null;
  run_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
};

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    companyId: row.company_id,
    payload: row.payload,
    status: row.status as JobStatus,
    progress: row.progress,
    result: row.result,
    error: row.error,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    leaseUntil: row.lease_until === null ? null : date(row.lease_until),
    runAt: date(row.run_at),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    finishedAt: row.finished_at === null ? null : date(row.finished_at),
  };
}

/** The NOTIFY channel that wakes idle runners of every process on PostgreSQL. */
export const JOBS_CHANNEL = 'wanju_jobs';

export interface EnqueueOptions<Payload> {
  kind: string;
  owner: JobOwner;
  payload: Payload;
  maxAttempts?: number;
  /** Not before this time (default: now). */
  runAt?: Date;
}

/** Queues a job; idle runners of this process wake at once, those of other processes through NOTIFY. */
export async function enqueue<Payload>(ctx: AppContext, options: EnqueueOptions<Payload>): Promise<Job<Payload>> {
  const now = ctx.now();
  const row = await jobsDb(ctx)
    .insertInto('jobs')
    .values({
      id: randomUUID(),
      kind: options.kind,
      user_id: options.owner.userId,
      company_id: options.owner.companyId || null,
      payload: JSON.stringify(options.payload ?? {}),
      max_attempts: Math.max(1, Math.floor(options.maxAttempts ?? JOB_DEFAULT_MAX_ATTEMPTS)),
      run_at: options.runAt ?? now,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const job = toJob(row as JobRow) as Job<Payload>;
  // Told before any runner can take it, so listeners hear queued before running.
  emitJobChange(ctx, job);
  if (ctx.database.engine === 'postgres')
    await sql`SELECT pg_notify(${JOBS_CHANNEL}, ${job.kind})`.execute(ctx.database.db).catch(() => {});
  wakeRunners(ctx);
  return job;
}

export function wakeRunners(ctx: AppContext): void {
  for (const wake of jobsState(ctx).wakers) wake();
}

/** A job by id; with `owner`, only when it is that user's. */
export async function getJob(ctx: AppContext, id: string, owner?: { userId: number }): Promise<Job | null> {
  let query = jobsDb(ctx).selectFrom('jobs').selectAll().where('id', '=', id);
  if (owner) query = query.where('user_id', '=', owner.userId);
  const row = await query.executeTakeFirst();
  return row ? toJob(row as JobRow) : null;
}

/**
 * Cancels a queued or running job (with `owner`, only that user's): it ends 'cancelled' at once; a worker
 * running it here is told through its signal, one in another process at its next lease renewal.
 * Answers the job as it is now (a finished job is left as it was), or null when there is none.
 */
export async function cancelJob(ctx: AppContext, id: string, owner?: { userId: number }): Promise<Job | null> {
  const now = ctx.now();
  let query = jobsDb(ctx)
    .updateTable('jobs')
    .set({ status: 'cancelled', lease_until: null, updated_at: now, finished_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running']);
  if (owner) query = query.where('user_id', '=', owner.userId);
  const row = await query.returningAll().executeTakeFirst();
  if (!row) return getJob(ctx, id, owner);
  const job = toJob(row as JobRow);
  jobsState(ctx).running.get(id)?.abort();
  emitJobChange(ctx, job);
  return job;
}

/**
 * Claims the next job of the given kinds: a queued one that is due, or a running one whose lease ran out
 * (its process died). One statement with FOR UPDATE SKIP LOCKED, so runners of several processes never take
 * the same job. The claim counts an attempt; a retaken job past its attempts is for the caller to fail.
 */
export async function claimJob(ctx: AppContext, kinds: readonly string[], leaseMs: number): Promise<Job | null> {
  if (!kinds.length) return null;
  const now = ctx.now();
  const { rows } = await sql<JobRow>`
    UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_until = ${new Date(now.getTime() + leaseMs)},
      updated_at = ${now}
    WHERE id = (
      SELECT id FROM jobs
      WHERE kind = ANY(${sql.val([...kinds])}::text[])
        AND ((status = 'queued' AND run_at <= ${now}) OR (status = 'running' AND lease_until < ${now}))
      ORDER BY run_at, created_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(ctx.database.db);
  const job = rows[0] ? toJob(rows[0]) : null;
  if (job) emitJobChange(ctx, job);
  return job;
}

/** When the next job of these kinds falls due (queued run_at or a running job's lease end), if any. */
export async function nextDue(ctx: AppContext, kinds: readonly string[]): Promise<Date | null> {
  if (!kinds.length) return null;
  const { rows } = await sql<{ at: Date | string | null }>`
    SELECT least(
      (SELECT min(run_at) FROM jobs WHERE status = 'queued' AND kind = ANY(${sql.val([...kinds])}::text[])),
      (SELECT min(lease_until) FROM jobs WHERE status = 'running' AND kind = ANY(${sql.val([...kinds])}::text[]))
    ) AS at`.execute(ctx.database.db);
  const at = rows[0]?.at;
  return at ? date(at) : null;
}

/** What waits in the queue of one kind: due jobs not yet taken, jobs running, and how long the oldest due one has waited. */
export interface QueueStats {
  kind: string;
  queued: number;
  running: number;
  /** Seconds since the oldest queued job fell due; 0 when none waits. */
  oldestAgeSeconds: number;
}

/**
 * The queue per kind now (of the whole database: every process sees the same). A job queued for later (a retry's
 * backoff, a scheduled run) does not wait yet and is not counted.
 */
export async function queueStats(ctx: AppContext): Promise<QueueStats[]> {
  const now = ctx.now();
  const { rows } = await sql<{ kind: string; queued: number; running: number; oldest: Date | string | null }>`
    SELECT kind,
      count(*) FILTER (WHERE status = 'queued' AND run_at <= ${now}) AS queued,
      count(*) FILTER (WHERE status = 'running') AS running,
      min(run_at) FILTER (WHERE status = 'queued' AND run_at <= ${now}) AS oldest
    FROM jobs WHERE status IN ('queued', 'running') GROUP BY kind`.execute(ctx.database.db);
  return rows.map((row) => ({
    kind: row.kind,
    queued: Number(row.queued),
    running: Number(row.running),
    oldestAgeSeconds: row.oldest ? Math.max(0, (now.getTime() - date(row.oldest).getTime()) / 1000) : 0,
  }));
}

/** The claim a worker holds: its writes apply only while the job is still running under this claim. */
export type Claim = Pick<Job, 'id' | 'attempts'>;

type ClaimedChange = {
  status?: JobStatus;
  progress?: number;
  result?: unknown;
  error?: string;
  leaseUntil?: Date | null;
  runAt?: Date;
  attempts?: number;
};

/**
 * Writes to a job while it is still running under this claim (not cancelled, not retaken by another process
 * after a lease ran out). Answers the updated job, or null when the claim was lost.
 */
export async function updateClaimed(ctx: AppContext, claim: Claim, change: ClaimedChange): Promise<Job | null> {
  const now = ctx.now();
  const finished = change.status === 'done' || change.status === 'failed' || change.status === 'cancelled';
  const row = await jobsDb(ctx)
    .updateTable('jobs')
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.progress !== undefined ? { progress: change.progress } : {}),
      ...(change.result !== undefined ? { result: JSON.stringify(change.result ?? null) } : {}),
      ...(change.error !== undefined ? { error: change.error } : {}),
      ...(change.leaseUntil !== undefined ? { lease_until: change.leaseUntil } : {}),
      ...(change.runAt ? { run_at: change.runAt } : {}),
      ...(change.attempts !== undefined ? { attempts: change.attempts } : {}),
      ...(finished ? { finished_at: now } : {}),
      updated_at: now,
    })
    .where('id', '=', claim.id)
    .where('status', '=', 'running')
    .where('attempts', '=', claim.attempts)
    .returningAll()
    .executeTakeFirst();
  return row ? toJob(row as JobRow) : null;
}

/**
 * Removes finished jobs of these kinds older than the retention (§9: the export history's 30 days), in
 * batches; each removed job is answered once, so its kind's cleanup runs once even with several processes.
 */
export async function deleteExpiredJobs(ctx: AppContext, kinds: readonly string[], batch = 200): Promise<Job[]> {
  if (!kinds.length) return [];
  const before = new Date(ctx.now().getTime() - JOB_RETENTION_DAYS * DAY_MS);
  const { rows } = await sql<JobRow>`
    DELETE FROM jobs WHERE id IN (
      SELECT id FROM jobs
      WHERE finished_at < ${before} AND kind = ANY(${sql.val([...kinds])}::text[])
      ORDER BY finished_at
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(ctx.database.db);
  return rows.map(toJob);
}

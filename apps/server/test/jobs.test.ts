import { JOB_LEASE_MS, JOB_MSG, JOB_RETENTION_DAYS, jobCallback } from '@wanju/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database';
import type { AppContext } from '../src/platform/http/context';
import { businessError } from '../src/platform/http/errors';
import {
  cancelJob,
  claimJob,
  enqueue,
  getJob,
  type Job,
  type JobChange,
  type JobRunner,
  jobsDb,
  onJobChange,
  registerWorker,
  startJobRunner,
} from '../src/platform/jobs/index';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let ctx: AppContext;
/** A second process's view of the same database (PostgreSQL only; PGlite is one process's). */
let other: AppContext | null = null;
const runners: JobRunner[] = [];

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '0', JOB_WORKER: '0' });
  ctx = server.ctx;
  if (server.engine === 'postgres') {
    const database = await openDatabase({ databaseUrl: ctx.config.databaseUrl, dataDir: ctx.config.dataDir });
    other = { ...ctx, database };
  }
});
afterAll(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await other?.database.close();
  await server?.close();
});

const run = (on: AppContext, options: Parameters<typeof startJobRunner>[1] = {}) => {
  const runner = startJobRunner(on, { pollMs: 200, ...options });
  runners.push(runner);
  return runner;
};
const stop = async (runner: JobRunner) => {
  runners.splice(runners.indexOf(runner), 1);
  await runner.stop();
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}
const settled = (id: string) =>
  until(
    () => getJob(ctx, id),
    (job) => !!job && ['done', 'failed', 'cancelled'].includes(job.status),
  ) as Promise<Job>;
const owner = { userId: null, companyId: 7 };
/** Connections of this database (PostgreSQL) whose last statement was a LISTEN: runners waiting for jobs. */
const listeners = async () =>
  (
    await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND query ILIKE 'LISTEN %'`.execute(ctx.database.db)
  ).rows[0]?.n ?? 0;

describe('job queue', () => {
  it('runs every job exactly once with two runners claiming concurrently', async () => {
    const runs = new Map<string, number>();
    registerWorker<{ n: number }>('test_once', async (job, { progress }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await progress(50);
      await sleep(5);
      return { doubled: job.payload.n * 2 };
    });
    const jobs = await Promise.all(
      Array.from({ length: 40 }, (_, n) => enqueue(ctx, { kind: 'test_once', owner, payload: { n } })),
    );
    // Two processes on PostgreSQL (two pools), two runners of one process on PGlite; two loops each.
    const a = run(ctx, { concurrency: 2 });
    const b = run(other ?? ctx, { concurrency: 2 });
    const done = await Promise.all(jobs.map((job) => settled(job.id)));
    expect(done.every((job) => job.status === 'done' && job.progress === 100 && job.attempts === 1)).toBe(true);
    expect(done.map((job) => (job.result as { doubled: number }).doubled)).toEqual(jobs.map((_, n) => n * 2));
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    await Promise.all([stop(a), stop(b)]);
  });

  it('wakes an idle runner as soon as a job is queued (LISTEN/NOTIFY across processes on PostgreSQL)', async () => {
    registerWorker('test_wake', async () => 'woken');
    // A poll far beyond the test: only the wake-up can start the job before the test gives up.
    const runner = run(other ?? ctx, { pollMs: 3_600_000 });
    // On PostgreSQL the runner hears of jobs queued elsewhere once its connection listens.
    if (other) await until(listeners, (n) => n > 0);
    const job = await enqueue(ctx, { kind: 'test_wake', owner, payload: {} });
    expect((await settled(job.id)).result).toBe('woken');
    await stop(runner);
  });

  it('takes again a job whose process died once its lease ran out', async () => {
    registerWorker('test_lease', async (job) => ({ attempt: job.attempts }));
    const job = await enqueue(ctx, { kind: 'test_lease', owner, payload: {} });
    // A process claims it and dies (never renews the lease).
    expect((await claimJob(ctx, ['test_lease'], JOB_LEASE_MS))?.id).toBe(job.id);
    const runner = run(ctx);
    await sleep(500);
    expect(await getJob(ctx, job.id)).toMatchObject({ status: 'running', attempts: 1 });
    server.advance(JOB_LEASE_MS + 1000);
    const done = await settled(job.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, result: { attempt: 2 }, leaseUntil: null });
    await stop(runner);
  });

  it('retries with backoff, then fails with the Chinese message once the attempts are spent', async () => {
    let calls = 0;
    registerWorker(
      'test_flaky',
      async () => {
        calls++;
        throw new Error('connection reset');
      },
      { failedMessage: '测试任务失败，请稍后重试' },
    );
    const runner = run(ctx);
    const job = await enqueue(ctx, { kind: 'test_flaky', owner, payload: {}, maxAttempts: 2 });
    const retry = await until(
      () => getJob(ctx, job.id),
      (j) => j?.status === 'queued' && j.attempts === 1,
    );
    // Not before its backoff.
    expect(retry?.runAt.getTime()).toBeGreaterThan(ctx.now().getTime() + 5_000);
    await sleep(400);
    expect(calls).toBe(1);
    server.advance(15_000);
    const failed = await settled(job.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, error: '测试任务失败，请稍后重试' });
    expect(jobCallback(failed).progress).toBe(-100);
    expect(calls).toBe(2);

    // A refusal does not change on retry: it fails at once with its own message.
    registerWorker('test_refused', async () => {
      throw businessError('文件内容不合规');
    });
    const refused = await settled((await enqueue(ctx, { kind: 'test_refused', owner, payload: {} })).id);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, error: '文件内容不合规' });

    // A job whose process died on its last attempt is not left running: it ends failed.
    registerWorker('test_dead', async () => 'never');
    await stop(runner);
    const dead = await enqueue(ctx, { kind: 'test_dead', owner, payload: {}, maxAttempts: 1 });
    await claimJob(ctx, ['test_dead'], JOB_LEASE_MS);
    server.advance(JOB_LEASE_MS + 1000);
    const next = run(ctx);
    expect(await settled(dead.id)).toMatchObject({ status: 'failed', attempts: 2, error: JOB_MSG.failed });
    await stop(next);
  });

  it('fails a job whose worker runs past its time limit, and goes on with the next', async () => {
    registerWorker('test_hang', () => new Promise(() => {}), { timeoutMs: 300, failedMessage: '测试任务超时' });
    const runner = run(ctx);
    const hung = await enqueue(ctx, { kind: 'test_hang', owner, payload: {} });
    expect(await settled(hung.id)).toMatchObject({ status: 'failed', attempts: 1, error: '测试任务超时' });
    registerWorker('test_after_hang', async () => 'next');
    expect((await settled((await enqueue(ctx, { kind: 'test_after_hang', owner, payload: {} })).id)).result).toBe(
      'next',
    );
    await stop(runner);
  });

  it('cancels a queued job, and a running one through its worker signal', async () => {
    let aborted = false;
    registerWorker('test_cancel', async (_job, { signal, progress }) => {
      await progress(10);
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      aborted = true;
      return 'finished anyway';
    });
    const queued = await enqueue(ctx, {
      kind: 'test_cancel',
      owner,
      payload: {},
      runAt: new Date(ctx.now().getTime() + 3_600_000),
    });
    expect(await cancelJob(ctx, queued.id)).toMatchObject({ status: 'cancelled' });
    const runner = run(ctx);
    const job = await enqueue(ctx, { kind: 'test_cancel', owner, payload: {} });
    await until(
      () => getJob(ctx, job.id),
      (j) => j?.status === 'running',
    );
    expect(await cancelJob(ctx, job.id, { userId: 999 })).toBe(null); // not that user's
    expect(await cancelJob(ctx, job.id)).toMatchObject({ status: 'cancelled' });
    await until(
      async () => aborted,
      (value) => value,
    );
    await sleep(200);
    // The worker's late result does not overwrite the cancel.
    expect(await getJob(ctx, job.id)).toMatchObject({ status: 'cancelled', result: null });
    expect(jobCallback((await getJob(ctx, job.id)) as Job).progress).toBe(-100);
    await stop(runner);
  });

  it('hands a running job back to the queue when its process closes', async () => {
    registerWorker('test_close', async (_job, { signal }) => {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      signal.throwIfAborted();
    });
    const runner = run(ctx);
    const job = await enqueue(ctx, { kind: 'test_close', owner, payload: {} });
    await until(
      () => getJob(ctx, job.id),
      (j) => j?.status === 'running',
    );
    await stop(runner);
    expect(await getJob(ctx, job.id)).toMatchObject({ status: 'queued', attempts: 0, leaseUntil: null });
    await cancelJob(ctx, job.id);
  });

  it('sweeps finished jobs past the retention and calls their kind’s cleanup', async () => {
    const cleaned: string[] = [];
    registerWorker('test_sweep', async () => ({ link: '/files/export.xlsx' }), {
      cleanup: (job) => void cleaned.push(job.id),
    });
    const runner = run(ctx, { sweepMs: 3_600_000 });
    const [old, recent, open] = await Promise.all(
      [1, 2, 3].map(() => enqueue(ctx, { kind: 'test_sweep', owner, payload: {} })),
    );
    const day = 24 * 3_600_000;
    await Promise.all([old, recent].map((job) => settled((job as Job).id)));
    const finishedAgo = (job: Job, days: number) =>
      jobsDb(ctx)
        .updateTable('jobs')
        .set({ finished_at: new Date(ctx.now().getTime() - days * day) })
        .where('id', '=', job.id)
        .execute();
    await finishedAgo(old as Job, JOB_RETENTION_DAYS + 1);
    await finishedAgo(recent as Job, JOB_RETENTION_DAYS - 1);
    expect(jobCallback((await getJob(ctx, (recent as Job).id)) as Job)).toEqual({
      progress: 100,
      link: '/files/export.xlsx',
    });
    await stop(runner);
    // A job that is not finished is never swept, however old.
    await jobsDb(ctx)
      .updateTable('jobs')
      .set({
        status: 'queued',
        finished_at: null,
        created_at: new Date(0),
        run_at: new Date(ctx.now().getTime() + day),
      })
      .where('id', '=', (open as Job).id)
      .execute();
    // Swept at start, and again when asked; each job's cleanup runs once.
    const sweeper = run(ctx);
    await sweeper.sweep();
    await until(
      async () => cleaned.length,
      (n) => n > 0,
    );
    expect(await sweeper.sweep()).toBe(0);
    expect(cleaned).toEqual([(old as Job).id]);
    expect(await getJob(ctx, (old as Job).id)).toBe(null);
    expect(await getJob(ctx, (recent as Job).id)).not.toBe(null);
    expect(await getJob(ctx, (open as Job).id)).not.toBe(null);
    await stop(sweeper);
  });

  it('tells listeners of status and progress changes, with the job’s owner', async () => {
    registerWorker('test_progress', async (_job, { progress }) => {
      for (const percent of [30, 60, 90]) {
        await progress(percent);
        await sleep(600); // past the write throttle, so each step is written
      }
      return 'ok';
    });
    const changes: JobChange[] = [];
    const unsubscribe = onJobChange(ctx, (change) => {
      if (change.kind === 'test_progress') changes.push(change);
    });
    const runner = run(ctx);
    const job = await enqueue(ctx, { kind: 'test_progress', owner, payload: {} });
    await settled(job.id);
    unsubscribe();
    expect(changes.every((change) => change.id === job.id && change.companyId === 7 && change.userId === null)).toBe(
      true,
    );
    expect(changes.map((change) => `${change.status}:${change.progress}`)).toEqual([
      'queued:0',
      'running:0',
      'running:30',
      'running:60',
      'running:90',
      'done:100',
    ]);
    await stop(runner);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_DIGEST_JOB, nextDigestAt } from '../src/notifications/index';
import { openDatabase } from '../src/platform/db/database';
import type { AppContext } from '../src/platform/http/context';
import { type JobRunner, registerScheduled, schedule, startJobRunner } from '../src/platform/jobs/index';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let ctx: AppContext;
/** A second process's view of the same database (PostgreSQL only). */
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = async (kind: string) =>
  (
    await sql<{ status: string; run_at: Date | string }>`
      SELECT status, run_at FROM jobs WHERE kind = ${kind} ORDER BY created_at, run_at`.execute(ctx.database.db)
  ).rows.map((r) => ({ status: r.status, runAt: new Date(r.run_at).getTime() }));

describe('scheduled jobs', () => {
  it('keeps one pending run per kind, at the earliest time asked, whoever schedules it', async () => {
    const t = ctx.now().getTime();
    const at = (ms: number) => new Date(t + ms);
    const answers = await Promise.all([
      schedule(ctx, 'test_schedule_once', at(60_000)),
      schedule(other ?? ctx, 'test_schedule_once', at(30_000)),
      schedule(ctx, 'test_schedule_once', at(90_000)),
      schedule(other ?? ctx, 'test_schedule_once', at(45_000)),
    ]);
    const pending = await rows('test_schedule_once');
    expect(pending).toEqual([{ status: 'queued', runAt: t + 30_000 }]);
    // Each caller hears when the one pending run is due (never later than what it asked for).
    expect(answers.every((d, i) => d.getTime() <= ([60_000, 30_000, 90_000, 45_000][i] ?? 0) + t)).toBe(true);
  });

  it('runs a slot once with runners on two processes, then schedules the next one', async () => {
    let runs = 0;
    const interval = 60 * 60_000;
    registerScheduled(
      'test_schedule_run',
      async () => {
        runs++;
        await sleep(50);
        return { runs };
      },
      (after) => new Date(after.getTime() + interval),
    );
    // Due now: two runners start, each schedules (the pending run stays one) and one of them runs it.
    await schedule(ctx, 'test_schedule_run', ctx.now());
    runners.push(startJobRunner(ctx, { pollMs: 100 }), startJobRunner(other ?? ctx, { pollMs: 100 }));
    // Until the slot has run and the next one is scheduled; then a moment for a second run, which must not come.
    const statuses = async () => (await rows('test_schedule_run')).map((r) => r.status).sort();
    await expect.poll(statuses, { timeout: 60_000 }).toEqual(['done', 'queued']);
    await sleep(300);
    expect(runs).toBe(1);
    const after = await rows('test_schedule_run');
    expect(after.map((r) => r.status).sort()).toEqual(['done', 'queued']);
    const next = after.find((r) => r.status === 'queued');
    expect(next?.runAt).toBeGreaterThan(ctx.now().getTime() + interval - 5_000);

    // The next slot comes: it runs once more and the one after is scheduled.
    server.advance(interval + 1000);
    await expect.poll(statuses, { timeout: 60_000 }).toEqual(['done', 'done', 'queued']);
    await sleep(300);
    expect(runs).toBe(2);
    const later = await rows('test_schedule_run');
    expect(later.filter((r) => r.status === 'queued')).toHaveLength(1);
    expect(later.filter((r) => r.status === 'done')).toHaveLength(2);
  });

  it('the factories’ digest is scheduled at its next §9 slot by a starting runner', async () => {
    const pending = (await rows(FACTORY_DIGEST_JOB)).filter((r) => r.status === 'queued');
    expect(pending).toHaveLength(1);
    // Scheduled when the runners started, before the clock moved on.
    expect(pending[0]?.runAt ?? 0).toBeLessThanOrEqual(nextDigestAt(ctx.now()).getTime());
    expect(new Date(pending[0]?.runAt ?? 0).getUTCMinutes() % 30).toBe(0);
  });
});

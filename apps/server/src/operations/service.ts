import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { Gauge } from 'prom-client';
import type { AppContext } from '../platform/http/context';
import { type QueueStats, queueStats, registeredKinds, runnerHealth } from '../platform/jobs/index';
import { metrics } from '../platform/metrics/index';

/** Operator-facing answers (probes, scrapes, backups). */
export const OPERATIONS_MSG = {
  up: '运行中',
  ready: '已就绪',
  notReady: (parts: string[]) => `未就绪：${parts.join('、')}不可用`,
  metricsToken: '请提供监控令牌（Authorization: Bearer …）',
} as const;

/** The parts readiness looks at, by their names in the answer and in Chinese. */
export const READY_PARTS = { database: '数据库', storage: '文件存储', jobs: '任务执行器' } as const;
export type ReadyPart = keyof typeof READY_PARTS;
export type PartState = 'ok' | 'failed' | 'off';

/** A check that has not answered by then counts as failed (a probe must not hang). */
const CHECK_TIMEOUT_MS = 3_000;
/** The file the local store's check writes (a full disk or a lost mount fails it); never removed, always replaced. */
const PROBE_KEY = 'health/readyz';

async function passes(work: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process can serve: the database answers a query, the file store answers (the data folder takes a
 * write; an object store a HEAD request), and the job runner takes jobs ('off' when this process runs none:
 * JOB_WORKER=0). Answers each part's state and the parts that failed.
 */
export async function readiness(
  ctx: AppContext,
): Promise<{ parts: Record<ReadyPart, PartState>; failed: ReadyPart[] }> {
  const [database, storage] = await Promise.all([
    passes(() => sql`SELECT 1`.execute(ctx.database.db)),
    passes(() =>
      ctx.storage.kind === 'local'
        ? ctx.storage.put(PROBE_KEY, new Date().toISOString())
        : ctx.storage.exists(PROBE_KEY),
    ),
  ]);
  const jobs = runnerHealth(ctx);
  const parts: Record<ReadyPart, PartState> = {
    database: database ? 'ok' : 'failed',
    storage: storage ? 'ok' : 'failed',
    jobs: jobs === 'failing' ? 'failed' : jobs,
  };
  const failed = (Object.keys(parts) as ReadyPart[]).filter((part) => parts[part] === 'failed');
  return { parts, failed };
}

/** Whether a request may read the metrics: with a token configured, only one carrying `Bearer <token>`. */
export function metricsAllowed(ctx: AppContext, authorization: string | undefined): boolean {
  const { token } = ctx.config.metrics;
  if (!token) return true;
  const given = Buffer.from(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const gauged = new WeakSet<AppContext>();

/**
 * The figures read when scraped: the job queue per kind (of the whole database, so every process reports the same:
 * take the max across instances) and this process's open websockets.
 */
export function registerScrapedMetrics(ctx: AppContext): void {
  if (gauged.has(ctx)) return;
  gauged.add(ctx);
  const registers = [metrics(ctx).registry];
  // One query per scrape, shared by the three queue gauges (the registry collects them at once).
  let pending: Promise<QueueStats[] | null> | null = null;
  const stats = () => {
    pending ??= queueStats(ctx)
      .catch(() => null)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  const perKind = async (gauge: Gauge<'kind'>, value: (kind: QueueStats) => number) => {
    const rows = await stats();
    // A database that does not answer leaves the last figures (readiness reports it).
    if (!rows) return;
    gauge.reset();
    for (const kind of registeredKinds()) gauge.set({ kind }, 0);
    for (const row of rows) gauge.set({ kind: row.kind }, value(row));
  };
  new Gauge({
    name: 'wanju_jobs_queued',
    help: 'Jobs due and waiting for a runner, by kind',
    labelNames: ['kind'],
    registers,
    async collect() {
      await perKind(this, (row) => row.queued);
    },
  });
  new Gauge({
    name: 'wanju_jobs_running',
    help: 'Jobs running, by kind',
    labelNames: ['kind'],
    registers,
    async collect() {
      await perKind(this, (row) => row.running);
    },
  });
  new Gauge({
    name: 'wanju_jobs_oldest_queued_age_seconds',
    help: 'How long the oldest due job has waited for a runner, by kind (0 when none waits)',
    labelNames: ['kind'],
    registers,
    async collect() {
      await perKind(this, (row) => row.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'wanju_websocket_connections',
    help: 'Open websocket connections on this process',
    registers,
    collect() {
      this.set(ctx.realtime.connections);
    },
  });
}

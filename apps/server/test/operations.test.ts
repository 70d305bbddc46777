import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { CODE } from '@wanju/api-client';
import { Kysely, PostgresDialect, sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataFolder, metricsAddress, OPERATOR_FILE, restoreDataFolder } from '../src/operations/index';
import { searchByImage } from '../src/pictures/index';
import { openDatabase } from '../src/platform/db/database';
import { requestIdGenerator } from '../src/platform/http/request-id';
import { enqueue, getJob, registerWorker, runnerHealth } from '../src/platform/jobs/index';
import { wakeRunners } from '../src/platform/jobs/queue';
import { startTestServer, type TestServer } from './harness';
import { openSocket } from './realtime-socket';

const TOKEN = 'metrics-token-for-tests-0123456789';
let server: TestServer;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
  });
  server = await startTestServer({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0', LOG_LEVEL: 'info' }, undefined, {
    logStream,
  });
  // The first file of a run makes the seeded template: minutes on a busy machine.
}, 300_000);
afterAll(async () => {
  await server?.close();
});

const until = async <T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

interface Answer {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read field by field
  data: any;
  request_id?: string;
}
const json = async (response: Response) => (await response.json()) as Answer;

/** A database whose every query fails (its connection cannot be had). */
const brokenDb = () =>
  new Kysely({
    dialect: new PostgresDialect({
      pool: { connect: async () => Promise.reject(new Error('database down')), end: async () => {} } as never,
    }),
  });

const scrape = async (token = TOKEN) => {
  const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
};
/** The value of one sample line (`name{labels} value`), or null when the scrape has none. */
const sample = (text: string, series: string): number | null => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
};

describe('health and readiness', () => {
  it('answers /healthz while the process is up, and /readyz when database, file store and job runner serve', async () => {
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect((await json(health)).code).toBe(CODE.ok);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect((await json(ready)).data).toEqual({ database: 'ok', storage: 'ok', jobs: 'ok' });
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const database = server.ctx.database;
    server.ctx.database = { ...database, db: brokenDb() as never };
    try {
      const response = await fetch(`${server.baseUrl}/readyz`);
      const body = await json(response);
      expect(response.status).toBe(503);
      expect(body.code).toBe(CODE.unavailable);
      expect(body.data.database).toBe('failed');
      expect(body.data.storage).toBe('ok');
      expect(body.msg).toContain('数据库');
      expect(body.request_id).toBe(response.headers.get('x-request-id'));
    } finally {
      server.ctx.database = database;
    }
    // /healthz does not depend on the database.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('answers 503 naming the file store when it cannot be written', async () => {
    const storage = server.ctx.storage;
    server.ctx.storage = {
      ...storage,
      put: async () => {
        throw Object.assign(new Error('no space left'), { code: 'ENOSPC' });
      },
    };
    try {
      const response = await fetch(`${server.baseUrl}/readyz`);
      const body = await json(response);
      expect(response.status).toBe(503);
      expect(body.data).toEqual({ database: 'ok', storage: 'failed', jobs: 'ok' });
      expect(body.msg).toContain('文件存储');
    } finally {
      server.ctx.storage = storage;
    }
  });

  it('answers 503 naming the job runner while its look at the queue fails', async () => {
    const database = server.ctx.database;
    server.ctx.database = { ...database, db: brokenDb() as never };
    try {
      // The runner looks at the queue at once when woken; its claim fails on the broken connection.
      wakeRunners(server.ctx);
      await until(async () => runnerHealth(server.ctx) === 'failing');
    } finally {
      server.ctx.database = database;
    }
    const response = await fetch(`${server.baseUrl}/readyz`);
    expect(response.status).toBe(503);
    const answer = await json(response);
    expect(answer.data).toEqual({ database: 'ok', storage: 'ok', jobs: 'failed' });
    expect(answer.msg).toContain('任务执行器');
    // Ready again once the runner's next look at the queue succeeds.
    wakeRunners(server.ctx);
    await until(async () => (await fetch(`${server.baseUrl}/readyz`)).status === 200);
  });
});

describe('request ids', () => {
  it('names every answer in X-Request-Id and carries it in an error envelope and in the log lines of the request', async () => {
    const ok = await fetch(`${server.baseUrl}/healthz`);
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const response = await fetch(`${server.baseUrl}/api/no-such-call`, { method: 'POST' });
    const id = response.headers.get('x-request-id');
    const body = await json(response);
    expect(body.code).toBe(CODE.notFound);
    expect(body.request_id).toBe(id);
    const line = await until(async () => logLines.find((l) => l.request_id === id && l.msg === 'request'), 5_000).catch(
      () => {
        throw new Error(`no log line of ${id} among ${logLines.length}: ${JSON.stringify(logLines.slice(-3))}`);
      },
    );
    expect(line).toMatchObject({ url: '/api/no-such-call', status: 404 });
    // A business refusal (HTTP 200) carries it too; a success does not need it.
    const refused = await server.post('/api/login', { phone: '13800000001', password: 'wrong-password' });
    expect(refused.body.code).not.toBe(CODE.ok);
    expect((refused.body as { request_id?: string }).request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes the id a trusted proxy sends, and ignores one from anyone else', async () => {
    // The test client connects from loopback, which TRUST_PROXY trusts by default.
    const forwarded = await fetch(`${server.baseUrl}/api/no-such-call`, {
      method: 'POST',
      headers: { 'x-request-id': 'proxy-id-0123456789' },
    });
    expect(forwarded.headers.get('x-request-id')).toBe('proxy-id-0123456789');
    expect((await json(forwarded)).request_id).toBe('proxy-id-0123456789');

    const generate = requestIdGenerator('10.0.0.1, 192.168.1.0/24');
    const request = (remoteAddress: string, id: string) =>
      ({ headers: { 'x-request-id': id }, socket: { remoteAddress } }) as unknown as IncomingMessage;
    expect(generate(request('10.0.0.1', 'from-the-proxy-1'))).toBe('from-the-proxy-1');
    expect(generate(request('192.168.1.20', 'from-the-proxy-2'))).toBe('from-the-proxy-2');
    expect(generate(request('203.0.113.9', 'chosen-by-client'))).not.toBe('chosen-by-client');
    expect(generate(request('127.0.0.1', 'chosen-by-client'))).not.toBe('chosen-by-client');
    // Even a trusted proxy cannot put a log line's worth (or a newline) into the id.
    expect(generate(request('10.0.0.1', `x${'y'.repeat(200)}`))).toMatch(/^[0-9a-f-]{36}$/);
    expect(generate(request('10.0.0.1', 'bad id\nwith newline'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names an answer written before any request was parsed (a header too large)', async () => {
    const response = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { token: 'x'.repeat(70_000) },
    });
    const body = await json(response);
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-request-id')).toBe(body.request_id);
  });
});

describe('metrics', () => {
  it('are not public: 401 without the token, 404 when no token is configured', async () => {
    const without = await fetch(`${server.baseUrl}/metrics`);
    expect(without.status).toBe(401);
    expect((await json(without)).request_id).toBeTruthy();
    expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const { metrics } = server.ctx.config;
    server.ctx.config.metrics = { ...metrics, token: '' };
    try {
      expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
      // …but served on the operators' own address.
      const address = metricsAddress(server.ctx);
      expect(address?.address).toBe('127.0.0.1');
      const own = await fetch(`http://127.0.0.1:${address?.port}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('wanju_http_requests_total');
    } finally {
      server.ctx.config.metrics = metrics;
    }
    // With a token configured it is asked on that address too.
    const address = metricsAddress(server.ctx);
    expect((await fetch(`http://127.0.0.1:${address?.port}/metrics`)).status).toBe(401);
  });

  it('count requests by route pattern and status, with latency histograms', async () => {
    const name = `no-such-file-${Date.now()}.png`;
    expect((await fetch(`${server.baseUrl}/ai-files/${name}`)).status).toBe(404);
    await server.post('/api/login', { phone: '13800000001', password: 'demo123456' });
    const text = await scrape();
    expect(sample(text, 'wanju_http_requests_total{method="GET",route="/ai-files/:name",status="404"}')).toBe(1);
    expect(text).not.toContain(name);
    expect(
      sample(text, 'wanju_http_requests_total{method="POST",route="/api/login",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'wanju_http_request_duration_seconds_count{method="POST",route="/api/login",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('wanju_http_request_duration_seconds_bucket{le="0.1",method="POST",route="/api/login"');
    // Unknown URLs share one label: a scanner cannot grow the figures without bound.
    await fetch(`${server.baseUrl}/wp-admin/${Date.now()}.php`, { method: 'POST' });
    expect(await scrape()).toContain('route="(unmatched)"');
    // Node's own figures come along.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('show the job queue per kind: due jobs waiting, running, the oldest one’s age, and run durations', async () => {
    const { db } = server.ctx.database;
    // A kind no runner takes waits in the queue; one due a minute ago is a minute old.
    await sql`INSERT INTO jobs (id, kind, status, run_at, created_at)
      VALUES ('ops-waiting', 'ops_waiting', 'queued', now() - interval '60 seconds', now() - interval '60 seconds'),
             ('ops-later', 'ops_waiting', 'queued', now() + interval '1 hour', now())`.execute(db);
    const text = await scrape();
    expect(sample(text, 'wanju_jobs_queued{kind="ops_waiting"}')).toBe(1);
    expect(sample(text, 'wanju_jobs_oldest_queued_age_seconds{kind="ops_waiting"}')).toBeGreaterThanOrEqual(59);
    // A registered kind with nothing waiting reads 0.
    expect(sample(text, 'wanju_jobs_queued{kind="export_excel"}')).toBe(0);
    await sql`DELETE FROM jobs WHERE kind = 'ops_waiting'`.execute(db);

    registerWorker('ops_probe_run', async () => ({ ran: true }));
    const job = await enqueue(server.ctx, { kind: 'ops_probe_run', owner: { userId: null }, payload: {} });
    await until(async () => (await getJob(server.ctx, job.id))?.status === 'done');
    const after = await scrape();
    expect(sample(after, 'wanju_job_duration_seconds_count{kind="ops_probe_run",outcome="done"}')).toBe(1);
  });

  it('count open websockets and time image searches', async () => {
    const before = sample(await scrape(), 'wanju_websocket_connections') ?? 0;
    const socket = await openSocket(server.baseUrl);
    try {
      expect(sample(await scrape(), 'wanju_websocket_connections')).toBe(before + 1);
    } finally {
      socket.ws.close();
    }
    await until(async () => sample(await scrape(), 'wanju_websocket_connections') === before);

    const counted = () => scrape().then((text) => sample(text, 'wanju_image_search_duration_seconds_count') ?? 0);
    const searches = await counted();
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    await searchByImage(server.ctx, picture, { limit: 5 });
    expect(await counted()).toBe(searches + 1);
  });
});

// Copies of a data folder and servers started on them: seconds each, minutes on a busy machine.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'backup and restore of the data folder (embedded database)',
  () => {
    const scratch: string[] = [];
    const tempDir = (name: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wanju-ops-${name}-`));
      scratch.push(dir);
      return dir;
    };
    afterAll(() => {
      for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('backs a running server up while it writes, and the restored folder holds every file its database names', async () => {
      const { db } = server.ctx.database;
      await sql`CREATE TABLE ops_files (i integer PRIMARY KEY, key text NOT NULL, body text NOT NULL)`.execute(db);
      // Like the app: a file is stored before the row naming it; a removal deletes the row, then the file.
      let stop = false;
      let written = 0;
      const writer = (async () => {
        for (let i = 0; !stop; i++) {
          const key = `ops/${i}.txt`;
          await server.ctx.storage.put(key, `file ${i}`);
          await sql`INSERT INTO ops_files VALUES (${i}, ${key}, ${`file ${i}`})`.execute(db);
          written = i + 1;
          if (i % 3 === 2) {
            const gone = i - 2;
            await sql`DELETE FROM ops_files WHERE i = ${gone}`.execute(db);
            await server.ctx.storage.delete(`ops/${gone}.txt`);
          }
        }
      })();
      await until(async () => written >= 30);
      const writtenBefore = written;
      const dest = path.join(tempDir('online'), 'backup');
      const manifest = await backupDataFolder(server.ctx.config.dataDir, dest);
      await until(async () => written >= writtenBefore + 30);
      stop = true;
      await writer;
      expect(manifest.mode).toBe('online');
      expect(manifest.files).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(dest, 'pgdata', 'postmaster.pid'))).toBe(false);

      const restored = tempDir('restored');
      const { users, products } = await restoreDataFolder(dest, restored);
      expect(users).toBeGreaterThan(0);
      expect(products).toBeGreaterThan(0);
      const copy = await openDatabase({ dataDir: restored });
      try {
        const { rows } = await sql<{
          i: number;
          key: string;
          body: string;
        }>`SELECT * FROM ops_files ORDER BY i`.execute(copy.db);
        // Everything written before the backup began is there (less what was removed), and every row's file too.
        expect(rows.length).toBeGreaterThanOrEqual(Math.floor((writtenBefore * 2) / 3) - 1);
        for (const row of rows) expect(fs.readFileSync(path.join(restored, 'files', row.key), 'utf8')).toBe(row.body);
      } finally {
        await copy.close();
      }
    }, 300_000);

    it('round trip through npm run backup and npm run restore: a server started on the restored folder has the data', async () => {
      const token = await server.login('13800000001');
      const name = `备份${Date.now() % 100000}`;
      const created = await server.post<{ id: number }>('/api/website/add_customer_pick', { name }, token);
      expect(created.body.code, created.body.msg).toBe(0);

      const dest = path.join(tempDir('cli'), 'backup');
      const restored = path.join(tempDir('cli-restored'), 'data');
      const root = path.resolve(__dirname, '../../..');
      // Run as its own process (this one serves the backup command meanwhile).
      const run = (...args: string[]) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          execFile(
            process.execPath,
            ['scripts/data-folder.mjs', ...args],
            {
              cwd: root,
              encoding: 'utf8',
              env: { ...process.env, DATA_DIR: server.ctx.config.dataDir, DATABASE_URL: '' },
            },
            (error, stdout, stderr) => resolve({ status: error ? ((error.code as number) ?? 1) : 0, stdout, stderr }),
          );
        });
      const backup = await run('backup', '--out', dest);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('服务运行中');
      const restore = await run('restore', dest, '--data-dir', restored);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('已从');

      // Restoring over data is refused.
      const again = await run('restore', dest, '--data-dir', restored);
      expect(again.status).not.toBe(0);
      expect(again.stderr).toContain('数据目录不是空的');

      const copy = await startTestServer(
        {},
        { dataDir: restored, databaseUrl: '', dropDatabase: async () => {}, offset: 0 },
      );
      try {
        const login = await copy.login('13800000001');
        const carts = await copy.post<{ list: { name: string }[] }>('/api/website/get_customer_pick', {}, login);
        expect(carts.body.data.list.map((cart) => cart.name)).toContain(name);
        expect((await fetch(`${copy.baseUrl}/readyz`)).status).toBe(200);
        expect(fs.existsSync(path.join(restored, OPERATOR_FILE))).toBe(true);
      } finally {
        await copy.close();
      }
    }, 300_000);

    it('backs up a folder no server runs on by copying it, and refuses destinations inside the data folder', async () => {
      const dataDir = server.ctx.config.dataDir;
      await expect(backupDataFolder(dataDir, path.join(dataDir, 'backup'))).rejects.toThrow(
        '备份目录不能在数据目录之内',
      );
      const occupied = tempDir('occupied');
      fs.writeFileSync(path.join(occupied, 'keep.txt'), 'x');
      await expect(backupDataFolder(dataDir, occupied)).rejects.toThrow('备份目录已存在且不是空的');
      expect(fs.readFileSync(path.join(occupied, 'keep.txt'), 'utf8')).toBe('x');

      // A stopped server's folder (a copy of it here) is copied as it is.
      const stopped = tempDir('stopped');
      const online = path.join(tempDir('first'), 'backup');
      await backupDataFolder(dataDir, online);
      await restoreDataFolder(online, stopped);
      const offline = path.join(tempDir('offline'), 'backup');
      const manifest = await backupDataFolder(stopped, offline);
      expect(manifest.mode).toBe('offline');
      expect(manifest.migration).toMatch(/\.sql$/);
    }, 300_000);

    it('refuses a backup command without the server’s token', async () => {
      const { port } = JSON.parse(fs.readFileSync(path.join(server.ctx.config.dataDir, OPERATOR_FILE), 'utf8'));
      const response = await fetch(`http://127.0.0.1:${port}/backup`, {
        method: 'POST',
        headers: { authorization: 'Bearer guessed' },
        body: JSON.stringify({ dir: path.join(os.tmpdir(), 'never-written') }),
      });
      expect(response.status).toBe(401);
      expect(fs.existsSync(path.join(os.tmpdir(), 'never-written'))).toBe(false);
    });
  },
);

import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './processes/cluster';
import { isEventOn, openSocket, subscribedSocket } from './realtime-socket';
import { startS3, type TestS3 } from './s3-server';

/**
 * Two server processes on one PostgreSQL database and one object store, as behind a load balancer: whatever
 * one process does, the other sees. Each case uses `a` and `b` (and `command` to act inside a process).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL and one object store', () => {
  const name = `wanju_multi_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let s3: TestS3;
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    s3 = await startS3();
    databaseUrl = url.toString();
    const env = { ...s3.env, DATABASE_URL: databaseUrl, DEMO_PRODUCTS: '40' };
    // The first loads the demo data into the empty database; the second finds it there.
    a = await startServerProcess('a', env);
    b = await startServerProcess('b', { ...env, SEED_DEMO: '0' });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await s3?.close();
  }, 60_000);

  it('accepts on one process a session made on the other', async () => {
    const token = await a.login('13800000001');
    const onB = await b.post<{ user_id: number }>('/api/system/get_user_detail', {}, token);
    const onA = await a.post<{ user_id: number }>('/api/system/get_user_detail', {}, token);
    expect(onB.code).toBe(0);
    expect(onB.data).toEqual(onA.data);
    // Signing out on the other process ends it everywhere.
    expect((await b.post('/api/logout', {}, token)).code).toBe(0);
    expect((await a.post('/api/system/get_user_detail', {}, token)).code).toBe(-99);
  });

  it('delivers a message published on one process to a socket connected to the other', async () => {
    const token = await a.login('13800000001');
    const probe = await openSocket(b.baseUrl, { token });
    const ready = await probe.next((m) => m.type === 'ready');
    probe.ws.close();
    if (ready.type !== 'ready') throw new Error('not ready');
    const company = `company:${ready.company_id}`;
    const onB = await subscribedSocket(b.baseUrl, token, [company]);
    const onA = await subscribedSocket(a.baseUrl, token, [company]);
    await a.command({ op: 'publish', channel: company, event: { text: '来自A' } });
    await b.command({ op: 'publish', channel: company, event: { text: '来自B', big: 'x'.repeat(10_000) } });
    for (const socket of [onA, onB]) {
      expect(await socket.next(isEventOn(company))).toMatchObject({ event: { text: '来自A' } });
      expect(await socket.next(isEventOn(company))).toMatchObject({ event: { text: '来自B' } });
      socket.ws.close();
    }
  });

  it('serves from one process a picture uploaded through the other', async () => {
    const token = await a.login('13800000001');
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc3344' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)]), 'q.jpg');
    const response = await fetch(`${a.baseUrl}/api/toy/search_image`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    const body = (await response.json()) as { code: number; msg: string; data: { picture: string } };
    expect(body.code, body.msg).toBe(0);
    // b renders the variant from the original a stored (neither has it on its own disk).
    const fromB = await fetch(b.baseUrl + body.data.picture);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    const served = Buffer.from(await fromB.arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ width: 300, height: 200, format: 'jpeg' });
    const fromA = await fetch(a.baseUrl + body.data.picture);
    expect(Buffer.from(await fromA.arrayBuffer()).equals(served)).toBe(true);
  });

  it('runs each queued job once, on whichever process claims it', async () => {
    await a.command({ op: 'probeWorker', name: 'a' });
    await b.command({ op: 'probeWorker', name: 'b' });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows: users } = await client.query('SELECT id FROM users ORDER BY id LIMIT 1');
      await a.command({ op: 'enqueueProbes', count: 24, userId: users[0].id });
      let done = 0;
      for (let i = 0; i < 1000 && done < 24; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { rows } = await client.query(
          "SELECT count(*)::int AS n FROM jobs WHERE kind = 'probe' AND status = 'done'",
        );
        done = rows[0].n;
      }
      expect(done).toBe(24);
      const { rows: runs } = await client.query(
        'SELECT job_id, count(*)::int AS n, min(process) AS process FROM probe_runs GROUP BY job_id',
      );
      expect(runs).toHaveLength(24);
      expect(runs.every((r) => r.n === 1)).toBe(true);
      // Both processes took jobs (each woke on the other's NOTIFY).
      expect(new Set(runs.map((r) => r.process))).toEqual(new Set(['a', 'b']));
    } finally {
      await client.end();
    }
  });

  it('counts a per-account request limit across both processes', async () => {
    // update_password allows an account 20 requests an hour; each process alone would allow 20.
    const token = await a.login('13800000003');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      for (const server of [a, b]) {
        const response = await fetch(`${server.baseUrl}/api/update_password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token },
          body: JSON.stringify({ old_password: 'wrong-password', new_password: 'new-password-1' }),
        });
        statuses.push(response.status);
      }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });
});

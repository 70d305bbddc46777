import type { PublicConfig } from '@wanju/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// PostgreSQL only (PGlite runs in the process): the server ends the pool's idle connections.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server that ends the connections', () => {
  it('does not take the app down; the next request opens a new connection', async () => {
    const { db } = server.ctx.database;
    // Several idle connections in the pool, then the server terminates every other backend of this database.
    await Promise.all(Array.from({ length: 4 }, () => sql`SELECT pg_sleep(0.05)`.execute(db)));
    const { rows } = await sql<{ n: number }>`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(db);
    expect(rows[0]?.n).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { body } = await server.post<PublicConfig>('/api/system/get_public_config', {});
    expect(body.code).toBe(0);
  });
});

describe('get_public_config (§3 Public config response, §7)', () => {
  it('is public and answers the menu, certificates, showrooms, keywords and enums from the database', async () => {
    const { body } = await server.post<PublicConfig>('/api/system/get_public_config', {});
    expect(body.code).toBe(0);
    const config = body.data;
    expect(config.category_list.map((g) => g.name)).toEqual([
      '电动/遥控',
      '婴童',
      '户外',
      '新奇/益智',
      '过家家',
      '力控',
      '模型',
    ]);
    const ids = config.cate_list.map((c) => c.id).sort((a, b) => a - b);
    expect(ids[0]).toBe(4000);
    expect(ids.at(-1)).toBe(4029);
    expect(ids).toHaveLength(30);
    expect(config.showroom_list.length).toBeGreaterThanOrEqual(25);
    expect(config.certification.map((c) => c.code)).toContain('EN71');
    expect(config.keyword.length).toBeGreaterThan(0);
    expect(config.enum.watermark_lang?.map((e) => e.code)).toContain(11201001);
  });

  it('filters cate_list by the payload cate', async () => {
    const { body } = await server.post<PublicConfig>('/api/system/get_public_config', { cate: [4001, 4005] });
    expect(body.data.cate_list.map((c) => c.id)).toEqual([4001, 4005]);
  });

  it('rejects a cate that is not a list of ids', async () => {
    const { status, body } = await server.post('/api/system/get_public_config', { cate: 'all' });
    expect(status).toBe(400);
    expect(body.msg).toContain('cate');
  });
});

describe('migrations and seeding', () => {
  it('are recorded and idempotent', async () => {
    const { migrate } = await import('../src/platform/db/migrate');
    expect(await migrate(server.ctx.database)).toEqual([]);
    const { seedDemoIfEmpty } = await import('../src/demo/index');
    const before = await server.ctx.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedDemoIfEmpty(server.ctx)).toBe(false);
    const after = await server.ctx.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

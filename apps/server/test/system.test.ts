import type { PublicConfig } from '@wanju/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

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
    const { migrate } = await import('../src/db/migrate');
    expect(await migrate(server.ctx.database)).toEqual([]);
    const { seedDemoIfEmpty } = await import('../src/seed/index');
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

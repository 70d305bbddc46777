import { ABUSE_MSG, MSG } from '@wanju/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/platform/db/database';
import { DatabaseCounters, MemoryCounters, RATE_LIMITS } from '../src/platform/http/rate-limit';
import { startTestServer, type TestServer } from './harness';

const MINUTE = 60_000;
let server: TestServer;
/** A server whose request limits are a tenth of the real ones, so a test reaches them in a few calls. */
let tight: TestServer;

beforeAll(async () => {
  [server, tight] = await Promise.all([
    startTestServer({ DEMO_PRODUCTS: '60' }),
    startTestServer({ DEMO_PRODUCTS: '60', RATE_LIMIT_SCALE: '0.1' }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([server?.close(), tight?.close()]);
});

/** A POST from the client at `ip` (the test is a trusted loopback proxy naming it in X-Forwarded-For). */
async function from(
  target: TestServer,
  ip: string,
  urlPath: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; code: number; msg: string; data: unknown }> {
  const response = await fetch(target.baseUrl + urlPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as { code: number; msg: string; data: unknown }) };
}

describe('sign-in protection that cannot be turned against the owner', () => {
  it('delays the guesser’s address more with each wrong try, says for how long, and never the owner', async () => {
    const phone = '13800000002';
    for (let i = 0; i < 5; i++)
      expect((await from(server, '203.0.113.7', '/api/login', { phone, password: `guess-${i}` })).msg).toBe(
        '手机号或密码错误',
      );
    const delayed = await from(server, '203.0.113.7', '/api/login', { phone, password: 'demo123456' });
    expect(delayed).toMatchObject({ code: 429, msg: '登录失败次数过多，请1分钟后再试，或使用短信验证码登录' });
    // The owner, elsewhere, still signs in.
    expect((await from(server, '198.51.100.20', '/api/login', { phone, password: 'demo123456' })).code).toBe(0);
    // The delays grow: 1, 2, 4 minutes after each further wrong try.
    for (const minutes of [2, 4]) {
      server.advance(MINUTE * (minutes / 2) + 1000);
      expect((await from(server, '203.0.113.7', '/api/login', { phone, password: 'guess-again' })).msg).toBe(
        '手机号或密码错误',
      );
      expect((await from(server, '203.0.113.7', '/api/login', { phone, password: 'demo123456' })).msg).toBe(
        `登录失败次数过多，请${minutes}分钟后再试，或使用短信验证码登录`,
      );
    }
    server.advance(4 * MINUTE + 1000);
    expect((await from(server, '203.0.113.7', '/api/login', { phone, password: 'demo123456' })).code).toBe(0);
  });

  it('many addresses guessing do not lock the account: the owner signs in with the password and by SMS code', async () => {
    const phone = '13800000003';
    for (let i = 0; i < 60; i++)
      await from(server, `192.0.2.${i + 1}`, '/api/login', { phone, password: 'wrong-one1' });
    expect((await from(server, '198.51.100.99', '/api/login', { phone, password: 'demo123456' })).code).toBe(0);
    // Even from an address that guessed (a shared office network) the SMS code lets the owner in.
    const shared = '192.0.2.1';
    for (let i = 0; i < 6; i++) await from(server, shared, '/api/login', { phone, password: 'wrong-two2' });
    expect((await from(server, shared, '/api/login', { phone, password: 'demo123456' })).code).toBe(429);
    expect((await from(server, shared, '/api/send_verification_code', { phone })).code).toBe(0);
    const code = /\d{6}/.exec(server.sms.filter((m) => m.phone === phone).at(-1)?.text ?? '')?.[0];
    const signedIn = await from(server, shared, '/api/login', { phone, code });
    expect(signedIn.code, signedIn.msg).toBe(0);
    // ... which also clears the address's delay for the password.
    expect((await from(server, shared, '/api/login', { phone, password: 'demo123456' })).code).toBe(0);
  });

  it('a code dies after five wrong entries, so it cannot be guessed', async () => {
    const phone = '13800000006';
    expect((await from(server, '203.0.113.9', '/api/send_verification_code', { phone })).code).toBe(0);
    const code = /\d{6}/.exec(server.sms.filter((m) => m.phone === phone).at(-1)?.text ?? '')?.[0] as string;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await from(server, '203.0.113.9', '/api/login', { phone, code: wrong })).msg).toBe(MSG.codeInvalid);
    expect((await from(server, '203.0.113.9', '/api/login', { phone, code: wrong })).msg).toBe(
      ABUSE_MSG.codeTriesSpent,
    );
    expect((await from(server, '203.0.113.9', '/api/login', { phone, code })).msg).toBe(MSG.codeInvalid);
  });

  it('tells the owner once, in their messages, that passwords were tried wrongly', async () => {
    const phone = '13800000001';
    const notices = async (token: string) =>
      (
        await server.post<{ list: { title: string; content: string }[] }>(
          '/api/system/get_sys_message',
          { page_size: 100 },
          token,
        )
      ).body.data.list.filter((m) => m.title === ABUSE_MSG.failuresNoticeTitle);
    const owner = await server.login(phone);
    expect(await notices(owner)).toHaveLength(0);
    for (let i = 0; i < 8; i++)
      await from(server, `203.0.113.${100 + (i % 3)}`, '/api/login', { phone, password: `guess-${i}` });
    const told = await notices(owner);
    expect(told).toHaveLength(1);
    expect(told[0]?.content).toContain('203.0.113.');
    // nobody else is told
    expect(await notices(await server.login('13800000004'))).toHaveLength(0);
  });
});

describe('SMS codes tell nothing about who is registered', () => {
  it('send_verification_code answers a registered and an unknown phone alike', async () => {
    const known = await from(server, '203.0.113.50', '/api/send_verification_code', { phone: '13800000001' });
    const unknown = await from(server, '203.0.113.50', '/api/send_verification_code', { phone: '13911112222' });
    expect(known).toEqual(unknown);
    expect(known.code).toBe(0);
  });

  it('send_bind_phone_code answers a taken and a free phone alike, again within the minute too', async () => {
    const token = await server.login('13800000004');
    const taken = await from(
      server,
      '203.0.113.51',
      '/api/system/send_bind_phone_code',
      { phone: '13800000005' },
      token,
    );
    const free = await from(
      server,
      '203.0.113.51',
      '/api/system/send_bind_phone_code',
      { phone: '13922223333' },
      token,
    );
    expect(taken).toEqual(free);
    const takenAgain = await from(
      server,
      '203.0.113.51',
      '/api/system/send_bind_phone_code',
      { phone: '13800000005' },
      token,
    );
    const freeAgain = await from(
      server,
      '203.0.113.51',
      '/api/system/send_bind_phone_code',
      { phone: '13922223333' },
      token,
    );
    expect({ ...takenAgain, request_id: '' }).toEqual({ ...freeAgain, request_id: '' });
    expect(takenAgain.msg).toBe('验证码发送过于频繁，请1分钟后再试');
  });
});

describe('per-client request limits', () => {
  it('covers sign-in, SMS codes, search, uploads and the picture fetch', () => {
    for (const path of [
      '/api/login',
      '/api/send_verification_code',
      '/api/system/send_bind_phone_code',
      '/api/toy/get_list',
      '/api/factory/get_list',
      '/api/toy/search_image',
      '/api/toy/search_excel',
      '/api/toy_search/upload_picture',
      '/api/toy/fetch_image',
      '/api/toy/get_image_base',
    ])
      expect(
        RATE_LIMITS[path]?.some((rule) => rule.by === 'ip'),
        path,
      ).toBe(true);
  });

  it('limits sign-in per address, with the envelope and a wait', async () => {
    // 60 per 10 minutes per address, scaled to 6.
    const phones = ['13900000001', '13900000002', '13900000003', '13900000004', '13900000005', '13900000006'];
    for (const phone of phones)
      expect((await from(tight, '203.0.113.80', '/api/login', { phone, password: 'x-wrong-1' })).status).toBe(200);
    const over = await from(tight, '203.0.113.80', '/api/login', { phone: '13900000007', password: 'x-wrong-1' });
    expect(over).toMatchObject({ status: 429, code: 429, msg: '操作过于频繁，请10分钟后再试', data: null });
    // Another address is not held up.
    expect(
      (await from(tight, '203.0.113.81', '/api/login', { phone: '13900000007', password: 'x-wrong-1' })).status,
    ).toBe(200);
    tight.advance(10 * MINUTE + 1000);
    expect(
      (await from(tight, '203.0.113.80', '/api/login', { phone: '13900000008', password: 'x-wrong-1' })).status,
    ).toBe(200);
  });

  it('limits SMS codes per address', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        (await from(tight, '203.0.113.90', '/api/send_verification_code', { phone: `1370000001${i}` })).status,
      );
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('limits search per account across addresses, and per address', async () => {
    const token = await tight.login('13800000001');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await from(tight, `198.51.100.${i + 1}`, '/api/toy/get_list', { keyword: '车' }, token)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const anonymous: number[] = [];
    for (let i = 0; i < 61; i++)
      anonymous.push((await from(tight, '198.51.100.200', '/api/factory/get_list', {}, undefined)).status);
    // Signed out: -99 (the endpoint needs a user) until the address's limit, then 429.
    expect(anonymous.filter((s) => s === 429).length).toBeLessThanOrEqual(1);
  });

  it('limits uploads and the picture fetch per account', async () => {
    const token = await tight.login('13800000002');
    const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const uploads: number[] = [];
    for (let i = 0; i < 4; i++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)]), 'a.png');
      const response = await fetch(`${tight.baseUrl}/api/toy_search/upload_picture`, {
        method: 'POST',
        headers: { token, 'x-forwarded-for': `203.0.113.${100 + i}` },
        body: form,
      });
      uploads.push(response.status);
    }
    expect(uploads).toEqual([200, 200, 200, 429]);
    const fetches: number[] = [];
    for (let i = 0; i < 4; i++)
      fetches.push(
        (await from(tight, `203.0.113.${110 + i}`, '/api/toy/fetch_image', { url: 'http://10.0.0.1/a.png' }, token))
          .status,
      );
    expect(fetches).toEqual([200, 200, 200, 429]);
  });
});

describe('rate-limit counters', () => {
  it('in the database, count together for every process and start again with the next window', async () => {
    // Two counters on one database stand for two server processes (the same table, no shared memory).
    const database = server.ctx.database;
    const one = new DatabaseCounters(database.db);
    const two = new DatabaseCounters(database.db);
    const now = Date.now();
    expect((await one.increment('test|ip|a', MINUTE, now)).count).toBe(1);
    expect((await two.increment('test|ip|a', MINUTE, now + 1)).count).toBe(2);
    expect(await one.increment('test|ip|a', MINUTE, now + 2)).toEqual({ count: 3, resetAt: now + MINUTE });
    expect((await two.increment('test|ip|a', MINUTE, now + MINUTE)).count).toBe(1);
    expect((await two.increment('test|ip|b', MINUTE, now)).count).toBe(1);
  });

  it('in memory, count per window too', async () => {
    const counters = new MemoryCounters();
    expect((await counters.increment('k', 1000, 0)).count).toBe(1);
    expect((await counters.increment('k', 1000, 999)).count).toBe(2);
    expect((await counters.increment('k', 1000, 1000)).count).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a second server process on the same database shares the counts',
    async () => {
      const url = server.ctx.config.databaseUrl;
      expect(url).toMatch(/^postgres/);
      // Two apps with their own connection pools on the first server's database stand for two processes.
      const database = await openDatabase({ databaseUrl: url, dataDir: server.ctx.config.dataDir });
      const config = { ...server.ctx.config, rateLimitScale: 0.1 };
      const first = await buildApp({ ...server.ctx, config }, { logger: false });
      const second = await buildApp({ ...server.ctx, database, config }, { logger: false });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const app = i % 2 ? second : first;
        const response = await app.inject({
          method: 'POST',
          url: '/api/send_verification_code',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.222' },
          payload: JSON.stringify({ phone: `1350000010${i}` }),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      await Promise.all([first.close(), second.close()]);
      await database.close();
    },
    60_000,
  );
});

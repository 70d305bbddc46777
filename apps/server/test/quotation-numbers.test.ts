import { parseQuotationNumber, quotationCounterDay, quotationNumber } from '@wanju/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, startTestServer, type TestServer } from './harness';
import { type ServerProcess, startServerProcess } from './processes/cluster';

/**
 * A quotation's number comes from a counter per company (or per user without one) and day, raised in the
 * quotation's own transaction: never a collision, never a number given twice, also after a deletion.
 */
describe('quotation numbers on one server', () => {
  let server: TestServer;
  let main: string;
  let sales: string;
  let free: string;

  beforeAll(async () => {
    server = await startTestServer();
    [main, sales, free] = (await Promise.all(
      ['13800000001', '13800000002', '13800000004'].map((p) => server.login(p)),
    )) as [string, string, string];
  }, 240_000);
  afterAll(() => server?.close());

  const create = async (token: string) => {
    const made = await server.post<{ id: number; number: string }>('/api/quotation/add_new_quotation', {}, token);
    expect(made.body.code, made.body.msg).toBe(0);
    return made.body.data;
  };
  const remove = async (id: number, token: string) =>
    expect((await server.post('/api/quotation/delete', { id }, token)).body.code).toBe(0);

  it('never gives a deleted quotation’s number again: create 3, delete the middle one, create 2 → 5 numbers', async () => {
    const first = [await create(sales), await create(main), await create(sales)];
    await remove(first[1]?.id as number, main);
    const later = [await create(main), await create(sales)];
    const numbers = [...first, ...later].map((q) => q.number);
    expect(new Set(numbers).size).toBe(5);
    // one company's counter: the sequences of the day follow each other, the deleted one's is not reused
    const sequences = numbers.map((n) => parseQuotationNumber(n)?.sequence as number);
    expect(sequences.slice(1)).toEqual(sequences.slice(0, -1).map((s) => s + 1));
    const today = quotationCounterDay(server.ctx.now());
    expect(numbers.every((n) => parseQuotationNumber(n)?.day === today)).toBe(true);
    // and the quotation made after the deletion is not numbered like the deleted one
    expect(later.map((q) => q.number)).not.toContain(first[1]?.number);
  });

  it('numbers concurrent creations of one company apart', async () => {
    const made = await Promise.all(Array.from({ length: 10 }, (_, i) => create(i % 2 ? main : sales)));
    expect(new Set(made.map((q) => q.number)).size).toBe(10);
  });

  it('counts a user without a company on their own, and another company on its own', async () => {
    const mine = await create(free);
    await addCompany(server, { name: '汕头编号玩具有限公司', company_type: 1 }, [
      { phone: '13800009901', nickname: '编号主账号', user_type: 0, chat_id: 'numbers-main' },
    ]);
    const other = await create(await server.login('13800009901'));
    expect(parseQuotationNumber(mine.number)?.sequence).toBe(1);
    expect(parseQuotationNumber(other.number)?.sequence).toBe(1);
  });

  it('starts a day past the numbers the company already has that day (quotations made before the counter)', async () => {
    await addCompany(server, { name: '澄海旧单玩具有限公司', company_type: 1 }, [
      { phone: '13800009902', nickname: '旧单主账号', user_type: 0, chat_id: 'numbers-old' },
    ]);
    const token = await server.login('13800009902');
    const { db } = server.ctx.database;
    const user = await db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('phone', '=', '13800009902')
      .executeTakeFirstOrThrow();
    const day = quotationCounterDay(server.ctx.now());
    const now = server.ctx.now();
    for (const sequence of [3, 41])
      await db
        .insertInto('quotations' as never)
        .values({
          company_id: user.company_id,
          user_id: user.id,
          number: quotationNumber(day, sequence),
          status_at: now,
          formula: '{}',
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    expect((await create(token)).number).toBe(quotationNumber(day, 42));
    expect((await create(token)).number).toBe(quotationNumber(day, 43));
  });

  it('starts again at 1 on the next day (in the company’s time zone)', async () => {
    const before = await create(sales);
    server.advance(86_400_000);
    try {
      const next = await create(sales);
      expect(parseQuotationNumber(next.number)?.sequence).toBe(1);
      expect(parseQuotationNumber(next.number)?.day).not.toBe(parseQuotationNumber(before.number)?.day);
    } finally {
      server.advance(-86_400_000);
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('quotation numbers on two server processes sharing one PostgreSQL', () => {
  const name = `wanju_qnum_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DEMO_PRODUCTS: '40' };
    // the first loads the demo data into the empty database; the second finds it there
    a = await startServerProcess('qnum-a', env);
    b = await startServerProcess('qnum-b', { ...env, SEED_DEMO: '0' });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('gives 20 concurrent creations by two salespeople of one company on two processes 20 different numbers', async () => {
    const [main, sales] = await Promise.all([a.login('13800000001'), b.login('13800000002')]);
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).post<{ number: string }>('/api/quotation/add_new_quotation', {}, i % 2 ? main : sales),
      ),
    );
    for (const r of made) expect(r.code, r.msg).toBe(0);
    const numbers = made.map((r) => r.data.number);
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map((n) => parseQuotationNumber(n)?.sequence as number).sort((x, y) => x - y);
    expect(sequences).toEqual(sequences.map((_, i) => (sequences[0] as number) + i));
  });
});

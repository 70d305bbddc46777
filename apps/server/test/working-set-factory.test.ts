import type { FactoryRequest, FindSampleRequest } from '@wanju/api-client';
import { WORKING_SET_MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { rivalFactory } from './listing-fixtures';

const HOUR = 3_600_000;

let server: TestServer;
let buyer: string;
let otherBuyer: string;
let factory: string;
let rival: string;
let factoryId: number;
let ownProducts: number[];
let rivalProducts: number[];

const call = async <T>(path: string, body: unknown, token: string) => (await server.post<T>(path, body, token)).body;
const requestRow = (id: number) =>
  server.ctx.database.db.selectFrom('factory_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const items = (id: number) =>
  server.ctx.database.db
    .selectFrom('factory_request_items')
    .selectAll()
    .where('request_id', '=', id)
    .orderBy('product_id')
    .execute();
const received = (token: string, kind: 'inquiry' | 'supplement' = 'inquiry') =>
  call<{ list: FactoryRequest[]; total: number }>(
    '/api/factory_console/get_request_list',
    { kind, page: 1, page_size: 100 },
    token,
  );

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '600' });
  const { db } = server.ctx.database;
  [buyer, otherBuyer, factory] = (await Promise.all(
    ['13800000001', '13800000004', '13800000005'].map((p) => server.login(p)),
  )) as [string, string, string];
  const linked = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('c.factory_id')
    .where('u.phone', '=', '13800000005')
    .executeTakeFirstOrThrow();
  factoryId = linked.factory_id as number;
  // A second factory account, linked to another factory of the catalogue.
  const { token, factoryId: otherFactoryId } = await rivalFactory(server);
  rival = token;
  const products = (fid: number) =>
    db
      .selectFrom('products')
      .select('id')
      .where('factory_id', '=', fid)
      .where('is_black', '=', false)
      .orderBy('id')
      .limit(3)
      .execute()
      .then((rows) => rows.map((r) => r.id));
  ownProducts = await products(factoryId);
  rivalProducts = await products(otherFactoryId);
  expect(ownProducts.length).toBeGreaterThan(1);
  expect(rivalProducts.length).toBeGreaterThan(0);
});
afterAll(() => server?.close());

describe('factory console: inquiries received', () => {
  let inquiryId: number;
  beforeAll(async () => {
    const sent = await call<{ list: { id: number; factory_id: number }[] }>(
      '/api/toy/batch_inquiry',
      { ids: [...ownProducts.slice(0, 2), rivalProducts[0]], remark: '请报500箱价格' },
      buyer,
    );
    expect(sent.code).toBe(0);
    inquiryId = sent.data.list.find((r) => r.factory_id === factoryId)?.id as number;
  });

  it('shows an inquiry only after its notification time, and only to its factory', async () => {
    const row = await requestRow(inquiryId);
    const before = await received(factory);
    // The demo data leaves an inquiry waiting for the demo factory, already notified.
    expect(before.data.list.some((r) => r.remark === '请报500箱价格和交期' && r.status === 'sent')).toBe(true);
    const due = row.notify_at.getTime() <= Date.now();
    expect(before.data.list.some((r) => r.id === inquiryId)).toBe(due);
    if (!due) {
      const early = await call('/api/factory_console/read_request', { id: inquiryId }, factory);
      expect(early.code).toBe(404);
    }
    server.advance(15 * HOUR);
    const after = await received(factory);
    const mine = after.data.list.find((r) => r.id === inquiryId);
    expect(mine).toMatchObject({ status: 'sent', remark: '请报500箱价格', toy_count: 2 });
    expect((await received(rival)).data.list.some((r) => r.id === inquiryId)).toBe(false);
  });

  it('marks read, answers with prices and closes; the buyer sees each step', async () => {
    const read = await call<FactoryRequest>('/api/factory_console/read_request', { id: inquiryId }, factory);
    expect(read.data).toMatchObject({ status: 'read', status_text: '工厂已读' });
    expect(read.data.read_time).not.toBeNull();

    const none = await call('/api/factory_console/answer_inquiry', { id: inquiryId, answer: '', prices: [] }, factory);
    expect(none).toMatchObject({ code: 1, msg: WORKING_SET_MSG.answerNeedsPrice });
    const foreign = await call(
      '/api/factory_console/answer_inquiry',
      { id: inquiryId, answer: '', prices: [{ toy_id: rivalProducts[0], price: 1 }] },
      factory,
    );
    expect(foreign.code).toBe(404);
    expect((await items(inquiryId)).every((i) => i.answer_price === null)).toBe(true);

    const answered = await call<FactoryRequest>(
      '/api/factory_console/answer_inquiry',
      {
        id: inquiryId,
        answer: '500箱可做，交期25天',
        prices: [
          { toy_id: ownProducts[0], price: 12.8, remark: '含彩盒' },
          { toy_id: ownProducts[1], price: 9.5 },
        ],
      },
      factory,
    );
    expect(answered.data).toMatchObject({ status: 'answered', answer: '500箱可做，交期25天' });
    const buyerView = await call<{ list: FactoryRequest[] }>(
      '/api/toy/get_inquiry_list',
      { page: 1, page_size: 50 },
      buyer,
    );
    const seen = buyerView.data.list.find((r) => r.id === inquiryId) as FactoryRequest;
    expect(seen).toMatchObject({ status: 'answered', status_text: '已回复', answer: '500箱可做，交期25天' });
    expect(seen.list.find((l) => l.toy_id === ownProducts[0])).toMatchObject({
      answer_price: 12.8,
      answer_remark: '含彩盒',
    });

    const closed = await call<FactoryRequest>('/api/factory_console/close_inquiry', { id: inquiryId }, factory);
    expect(closed.data.status).toBe('closed');
    const again = await call(
      '/api/factory_console/answer_inquiry',
      {
        id: inquiryId,
        answer: '改价',
        prices: [{ toy_id: ownProducts[0], price: 1 }],
      },
      factory,
    );
    expect(again).toMatchObject({ code: 1, msg: WORKING_SET_MSG.inquiryClosed });
    expect((await items(inquiryId)).find((i) => i.product_id === ownProducts[0])?.answer_price).toBe(12.8);
  });

  it('another factory cannot read, answer or close it: code ≠ 0 and the row unchanged', async () => {
    const sent = await call<{ list: { id: number; factory_id: number }[] }>(
      '/api/toy/batch_inquiry',
      { ids: [ownProducts[2] as number] },
      buyer,
    );
    const id = sent.data.list[0]?.id as number;
    server.advance(15 * HOUR);
    const before = await requestRow(id);
    const itemsBefore = await items(id);
    for (const token of [rival, buyer, otherBuyer]) {
      const answers = await Promise.all([
        call('/api/factory_console/read_request', { id }, token),
        call(
          '/api/factory_console/answer_inquiry',
          { id, answer: 'x', prices: [{ toy_id: ownProducts[2], price: 1 }] },
          token,
        ),
        call('/api/factory_console/close_inquiry', { id }, token),
      ]);
      for (const answer of answers) expect(answer.code, answer.msg).not.toBe(0);
    }
    expect(await requestRow(id)).toEqual(before);
    expect(await items(id)).toEqual(itemsBefore);
    // Accounts without a factory are refused the console.
    const refused = await received(buyer);
    expect(refused).toMatchObject({ code: 403, msg: WORKING_SET_MSG.factoryNotLinked });
  });
});

describe('factory console: supplements received', () => {
  it('lists them after the supplement schedule and marks them read; no price answer', async () => {
    const sent = await call<{ list: { id: number; factory_id: number }[] }>(
      '/api/toy/batch_supplement',
      { ids: [ownProducts[0] as number] },
      buyer,
    );
    const id = sent.data.list[0]?.id as number;
    server.advance(15 * HOUR);
    expect((await received(factory, 'supplement')).data.list.some((r) => r.id === id)).toBe(true);
    expect((await received(factory, 'inquiry')).data.list.some((r) => r.id === id)).toBe(false);
    const read = await call<FactoryRequest>('/api/factory_console/read_request', { id }, factory);
    expect(read.data.status).toBe('read');
    const price = await call(
      '/api/factory_console/answer_inquiry',
      { id, answer: '', prices: [{ toy_id: ownProducts[0], price: 1 }] },
      factory,
    );
    expect(price).toMatchObject({ code: 1, msg: WORKING_SET_MSG.supplementNoAnswer });
    const detail = await call<FactoryRequest>('/api/toy/get_supplement_detail', { id }, buyer);
    expect(detail.data.status_text).toBe('工厂已读');
  });
});

describe('factory console: find-sample requests', () => {
  it("answers with the factory's own products; the buyer sees the answer; rivals see only their own answers", async () => {
    const posted = await call<FindSampleRequest>(
      '/api/toy_search/add',
      { description: '带灯光的遥控挖掘机', target_price: 20, quantity: 1000 },
      buyer,
    );
    const id = posted.data.id;
    const list = await call<{ list: FindSampleRequest[] }>(
      '/api/factory_console/get_find_sample_list',
      { page: 1, page_size: 100 },
      factory,
    );
    expect(list.data.list.find((r) => r.id === id)).toMatchObject({ status: 'open', answers: [] });

    const notOwn = await call(
      '/api/factory_console/answer_find_sample',
      { id, toy_id: rivalProducts[0], price: 18 },
      factory,
    );
    expect(notOwn).toMatchObject({ code: 1, msg: WORKING_SET_MSG.answerOwnProducts });
    const answered = await call<FindSampleRequest>(
      '/api/factory_console/answer_find_sample',
      { id, toy_id: ownProducts[0], price: 18.5, remark: '可改灯光颜色' },
      factory,
    );
    expect(answered.data.status).toBe('answered');
    expect(answered.data.answers?.[0]).toMatchObject({ factory_id: factoryId, price: 18.5 });

    const detail = await call<FindSampleRequest>('/api/toy_search/detail', { id }, buyer);
    expect(detail.data.status).toBe('answered');
    expect(detail.data.answers?.map((a) => a.toy?.id)).toEqual([ownProducts[0]]);

    const rivalView = await call<{ list: FindSampleRequest[] }>(
      '/api/factory_console/get_find_sample_list',
      { page: 1, page_size: 100 },
      rival,
    );
    expect(rivalView.data.list.find((r) => r.id === id)?.answers).toEqual([]);

    // A closed request takes no more answers.
    await call('/api/toy_search/close', { id }, buyer);
    const late = await call(
      '/api/factory_console/answer_find_sample',
      { id, toy_id: ownProducts[1], price: 1 },
      factory,
    );
    expect(late).toMatchObject({ code: 1, msg: WORKING_SET_MSG.findSampleClosed });
    const count = await server.ctx.database.db
      .selectFrom('find_sample_answers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('request_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // Buyers are not factories.
    const buyerTry = await call('/api/factory_console/answer_find_sample', { id, toy_id: ownProducts[0] }, otherBuyer);
    expect(buyerTry.code).toBe(403);
  });
});

describe('the inquiry form reaches the factory as filled in', () => {
  it('carries quantities and target prices per product, currency, deadline, remark and sample wish', async () => {
    const { formatZonedDate, INQUIRY_MSG } = await import('@wanju/domain');
    const today = formatZonedDate(server.ctx.now());
    const [first, second] = ownProducts as [number, number];
    const past = await call(
      '/api/toy/batch_inquiry',
      { lines: [{ toy_id: first, quantity: 5 }], currency: 'USD', deadline: '2000-01-01' },
      buyer,
    );
    expect(past).toMatchObject({ code: 1, msg: INQUIRY_MSG.deadlinePast });
    const badCurrency = await call(
      '/api/toy/batch_inquiry',
      { lines: [{ toy_id: first, quantity: 5 }], currency: 'ABC' },
      buyer,
    );
    expect(badCurrency.msg).toBe(INQUIRY_MSG.currencyInvalid);
    const sent = await call<{ list: { id: number; factory_id: number }[] }>(
      '/api/toy/batch_inquiry',
      {
        lines: [
          { toy_id: first, quantity: 36, target_price: 4.25 },
          { toy_id: second, quantity: 7 },
        ],
        currency: 'USD',
        remark: '请报FOB汕头价',
        deadline: today,
        sample_needed: true,
      },
      buyer,
    );
    expect(sent.code).toBe(0);
    const id = sent.data.list[0]?.id as number;
    server.advance(15 * HOUR);
    const seen = (await received(factory)).data.list.find((r) => r.id === id) as FactoryRequest;
    expect(seen).toMatchObject({ currency: 'USD', deadline: today, sample_needed: true, remark: '请报FOB汕头价' });
    expect(seen.list.map((l) => [l.id, l.quantity, l.target_price])).toEqual([
      [first, 36, 4.25],
      [second, 7, null],
    ]);
    // Asking again keeps the quantities and target prices.
    await call('/api/factory_console/close_inquiry', { id }, factory);
    const again = await call<{ id: number }>('/api/toy/inquiry_again', { id }, buyer);
    expect(
      (await items(again.data.id)).map((i) => [i.quantity, i.target_price === null ? null : Number(i.target_price)]),
    ).toEqual([
      [36, 4.25],
      [7, null],
    ]);
  });
});

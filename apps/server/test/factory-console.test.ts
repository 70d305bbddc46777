import type {
  ConsoleRequest,
  FactoryDashboard,
  FactoryDetail,
  FactoryProfile,
  FactoryRequest,
  StaffMember,
  StaffPage,
} from '@wanju/api-client';
import { FACTORY_CONSOLE_MSG, formatZonedDate, WORKING_SET_MSG } from '@wanju/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { rivalFactory } from './listing-fixtures';

const HOUR = 3_600_000;

let server: TestServer;
let buyer: string;
let factory: string;
let rival: string;
let factoryId: number;
let rivalFactoryId: number;
let ownProducts: number[];

const call = async <T>(path: string, body: unknown, token: string) => (await server.post<T>(path, body, token)).body;
const fc = (name: string) => `/api/factory_console/${name}`;

async function upload(token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'p.png');
  const response = await fetch(`${server.baseUrl}${fc('upload_picture')}`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: { picture: string; thumb: string } };
}
const png = (r: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 120, b: 60 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '600' });
  const { db } = server.ctx.database;
  [buyer, factory] = (await Promise.all(['13800000001', '13800000005'].map((p) => server.login(p)))) as [
    string,
    string,
  ];
  const linked = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('c.factory_id')
    .where('u.phone', '=', '13800000005')
    .executeTakeFirstOrThrow();
  factoryId = linked.factory_id as number;
  ({ token: rival, factoryId: rivalFactoryId } = await rivalFactory(server));
  ownProducts = (
    await db
      .selectFrom('products')
      .select('id')
      .where('factory_id', '=', factoryId)
      .where('is_black', '=', false)
      .orderBy('id')
      .limit(2)
      .execute()
  ).map((r) => r.id);
});
afterAll(() => server?.close());

describe('answering a request with a price, a sample date, a message and pictures', () => {
  let inquiryId: number;
  let supplementId: number;
  const tomorrow = () => formatZonedDate(new Date(Date.now() + 48 * HOUR));
  beforeAll(async () => {
    const sent = await call<{ list: { id: number; factory_id: number }[] }>(
      '/api/toy/batch_inquiry',
      { ids: ownProducts, remark: '请报价并告知样品日期' },
      buyer,
    );
    inquiryId = sent.data.list.find((r) => r.factory_id === factoryId)?.id as number;
    const supplement = await call<{ list: { id: number; factory_id: number }[] }>(
      '/api/toy/batch_supplement',
      { ids: ownProducts.slice(0, 1), remark: '补一个样' },
      buyer,
    );
    supplementId = supplement.data.list[0]?.id as number;
    server.advance(15 * HOUR);
  });

  it('refuses another factory: it cannot list, answer or see the request', async () => {
    const list = await call<{ list: ConsoleRequest[] }>(fc('get_requests'), { kind: 'inquiry' }, rival);
    expect(list.code).toBe(0);
    expect(list.data.list.some((r) => r.id === inquiryId)).toBe(false);
    const answer = await call(
      fc('answer_request'),
      { id: inquiryId, answer: '抢单', prices: [{ toy_id: ownProducts[0], price: 1 }] },
      rival,
    );
    expect(answer.code).toBe(404);
    const buyerAsFactory = await call(fc('get_requests'), { kind: 'inquiry' }, buyer);
    expect(buyerAsFactory.code).not.toBe(0);
  });

  it('checks the answer: a price for an inquiry, a real future date, stored pictures only', async () => {
    const noPrice = await call(fc('answer_request'), { id: inquiryId, answer: '', prices: [] }, factory);
    expect(noPrice).toMatchObject({ code: 1, msg: WORKING_SET_MSG.answerNeedsPrice });
    const badDate = await call(
      fc('answer_request'),
      { id: inquiryId, prices: [{ toy_id: ownProducts[0], price: 3 }], sample_date: '2026-02-30' },
      factory,
    );
    expect(badDate.msg).toBe(FACTORY_CONSOLE_MSG.sampleDateInvalid);
    const fake = await call(
      fc('answer_request'),
      {
        id: inquiryId,
        prices: [{ toy_id: ownProducts[0], price: 3 }],
        pictures: ['/files/00000000000000000000000000000000.jpg'],
      },
      factory,
    );
    expect(fake.msg).toBe(WORKING_SET_MSG.findSamplePictureInvalid);
    const notPicture = await upload(factory, Buffer.from('%PDF-1.7 not a picture'));
    expect(notPicture.code).not.toBe(0);
    const supplementNoDate = await call(
      fc('answer_request'),
      { id: supplementId, answer: '可以', prices: [] },
      factory,
    );
    expect(supplementNoDate.msg).toBe(FACTORY_CONSOLE_MSG.sampleDateRequired);
  });

  it('stores the answer with who answered; the buyer sees it and is notified', async () => {
    const uploaded = await upload(factory, await png(200));
    expect(uploaded.code).toBe(0);
    const answered = await call<ConsoleRequest>(
      fc('answer_request'),
      {
        id: inquiryId,
        answer: '500箱可做，样品可寄',
        prices: [{ toy_id: ownProducts[0], price: 18.6, remark: '含彩盒' }],
        sample_date: tomorrow(),
        pictures: [uploaded.data.picture],
      },
      factory,
    );
    expect(answered.code).toBe(0);
    expect(answered.data).toMatchObject({
      status: 'answered',
      answer: '500箱可做，样品可寄',
      sample_date: tomorrow(),
      answer_pictures: [uploaded.data.picture],
      answered_by_name: '林志强',
    });
    const buyerView = await call<{ list: FactoryRequest[] }>(
      '/api/toy/get_inquiry_list',
      { page: 1, page_size: 50 },
      buyer,
    );
    const seen = buyerView.data.list.find((r) => r.id === inquiryId) as FactoryRequest;
    expect(seen).toMatchObject({
      status: 'answered',
      answer: '500箱可做，样品可寄',
      sample_date: tomorrow(),
      answer_pictures: [uploaded.data.picture],
    });
    expect(seen.list.find((l) => l.toy_id === ownProducts[0])?.answer_price).toBe(18.6);
    const notices = await server.ctx.database.db
      .selectFrom('sys_messages as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.title')
      .where('u.phone', '=', '13800000001')
      .where('m.link', '=', '/inquiry')
      .execute();
    expect(notices.length).toBeGreaterThan(0);

    const supplement = await call<ConsoleRequest>(
      fc('answer_request'),
      { id: supplementId, answer: '明天寄出', prices: [], sample_date: tomorrow() },
      factory,
    );
    expect(supplement.data).toMatchObject({ status: 'completed', sample_date: tomorrow() });
    const staff = await call<StaffPage>(fc('get_staff'), {}, factory);
    const owner = staff.data.list.find((m) => m.nickname === '林志强') as StaffMember;
    expect(owner.answered_count).toBeGreaterThanOrEqual(2);
  });
});

describe('the dashboard counts the real records of its own factory', () => {
  it('counts waiting requests, views and cart adds, and lists products to fix', async () => {
    // Requests the demo data schedules for later are due by now.
    server.advance(15 * HOUR);
    const before = (await call<FactoryDashboard>(fc('get_dashboard'), {}, factory)).data;
    expect(before.factory_id).toBe(factoryId);
    expect(before.views).toHaveLength(30);
    expect(before.cart_adds).toHaveLength(30);
    await call('/api/log/toy_browse_log', { toy_id: ownProducts[0] }, buyer);
    await call('/api/log/toy_browse_log', { toy_id: ownProducts[1] }, buyer);
    const carts = await call<{ list: { id: number }[] }>(
      '/api/website/get_customer_pick',
      { page: 1, page_size: 10 },
      buyer,
    );
    const fresh = await server.ctx.database.db
      .selectFrom('products as p')
      .select('p.id')
      .where('p.factory_id', '=', factoryId)
      .where('p.is_black', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('sample_car_items as i').select('i.id').whereRef('i.product_id', '=', 'p.id'))),
      )
      .executeTakeFirstOrThrow();
    const added = await call(
      '/api/website/add_sample_car',
      { ids: [fresh.id], customer_pick_id: carts.data.list[0]?.id },
      buyer,
    );
    expect(added.code).toBe(0);
    await server.ctx.database.db
      .updateTable('products')
      .set({ pictures: [] })
      .where('id', '=', ownProducts[1] as number)
      .execute();
    const sent = await call<{ list: { id: number; factory_id: number }[] }>(
      '/api/toy/batch_inquiry',
      { ids: ownProducts.slice(1) },
      buyer,
    );
    expect(sent.code).toBe(0);
    server.advance(15 * HOUR);

    const after = (await call<FactoryDashboard>(fc('get_dashboard'), {}, factory)).data;
    const sum = (s: { n: number }[]) => s.reduce((a, b) => a + b.n, 0);
    expect(sum(after.views) - sum(before.views)).toBe(2);
    expect(sum(after.cart_adds) - sum(before.cart_adds)).toBe(1);
    expect(after.waiting.inquiry).toBe(before.waiting.inquiry + 1);
    expect(after.to_fix.find((p) => p.id === ownProducts[1])?.gaps).toEqual(['picture']);
    expect(after.response_rate).toBeGreaterThan(0);
    expect(after.response_rate).toBeLessThanOrEqual(100);
    expect(after.median_response_minutes).not.toBeNull();

    // The rival's dashboard counts none of this.
    const rivalView = (await call<FactoryDashboard>(fc('get_dashboard'), {}, rival)).data;
    expect(rivalView.factory_id).toBe(rivalFactoryId);
    expect(rivalView.to_fix.some((p) => p.id === ownProducts[1])).toBe(false);
  });
});

describe('company display: one record for the console and the portal', () => {
  it('shows the company contacts of the demo factory, the same as its portal page', async () => {
    const mine = (await call<FactoryProfile>(fc('get_profile'), {}, factory)).data;
    const page = (await call<FactoryDetail>('/api/factory/get_detail', { id: factoryId }, buyer)).data;
    expect(mine).toMatchObject({ contact: '林志强', mobile: '13800000005' });
    expect(page).toMatchObject({ contact: mine.contact, tel: mine.tel, mobile: mine.mobile, address: mine.address });
  });

  it('saves contacts, pictures, categories and booth; buyers see them; nobody else changes them', async () => {
    const mine = (await call<FactoryProfile>(fc('get_profile'), {}, factory)).data;
    const logo = (await upload(factory, await png(20))).data.picture;
    const saved = await call<FactoryProfile>(
      fc('save_profile'),
      {
        ...mine,
        contact: '林小强',
        mobile: '13800000099',
        logo,
        publicity: [logo],
        main_categories: [4000, 4001],
        booth: 'A区 8号',
      },
      factory,
    );
    expect(saved.code).toBe(0);
    const page = (await call<FactoryDetail>('/api/factory/get_detail', { id: factoryId }, buyer)).data;
    expect(page).toMatchObject({ contact: '林小强', mobile: '13800000099', booth: 'A区 8号' });
    expect(page.main_categories?.map((c) => c.id)).toEqual([4000, 4001]);
    expect(page.publicity).toEqual([logo]);
    // Factory search finds it by the new mobile.
    const search = await call<{ list: { id: number }[] }>('/api/factory/get_list', { keyword: '13800000099' }, buyer);
    expect(search.data.list.some((f) => f.id === factoryId)).toBe(true);

    const fake = await call(
      fc('save_profile'),
      { ...mine, logo: '/files/ffffffffffffffffffffffffffffffff.jpg' },
      factory,
    );
    expect(fake.code).toBe(1);
    const noName = await call(fc('save_profile'), { ...mine, name: ' ' }, factory);
    expect(noName.msg).toBe(FACTORY_CONSOLE_MSG.profileNameRequired);
    // The rival saves its own record only.
    const rivalOwn = (await call<FactoryProfile>(fc('get_profile'), {}, rival)).data;
    expect(rivalOwn.id).toBe(rivalFactoryId);
    await call(fc('save_profile'), { ...rivalOwn, contact: '对手联系人' }, rival);
    expect((await call<FactoryDetail>('/api/factory/get_detail', { id: factoryId }, buyer)).data.contact).toBe(
      '林小强',
    );
  });
});

describe('staff', () => {
  it('invites by phone, changes roles, disables and enables; salespeople and other factories cannot', async () => {
    const invited = await call<StaffMember>(
      fc('invite_staff'),
      { phone: '13700000001', nickname: '周新人', role: 1 },
      factory,
    );
    expect(invited.data).toMatchObject({
      phone: '13700000001',
      user_type: 1,
      disabled: false,
      invited_by_name: '林志强',
    });
    const again = await call(fc('invite_staff'), { phone: '13700000001', nickname: '周新人', role: 1 }, factory);
    expect(again.msg).toBe(FACTORY_CONSOLE_MSG.staffAlreadyMember);
    const buyerPhone = await call(fc('invite_staff'), { phone: '13800000001', nickname: '王', role: 1 }, factory);
    expect(buyerPhone.msg).toBe(FACTORY_CONSOLE_MSG.staffOtherCompany);

    // Another factory neither sees nor changes our staff.
    const rivalStaff = await call<StaffPage>(fc('get_staff'), {}, rival);
    expect(rivalStaff.data.list.some((m) => m.user_id === invited.data.user_id)).toBe(false);
    const rivalChange = await call(fc('set_staff_disabled'), { user_id: invited.data.user_id, disabled: true }, rival);
    expect(rivalChange.code).toBe(404);

    // The demo salesperson may not manage staff.
    const sales = await server.login('13800000008');
    const salesPage = await call<StaffPage>(fc('get_staff'), {}, sales);
    expect(salesPage.data.can_manage).toBe(false);
    const denied = await call(fc('set_staff_role'), { user_id: invited.data.user_id, role: 2 }, sales);
    expect(denied.msg).toBe(FACTORY_CONSOLE_MSG.staffManageDenied);

    const promoted = await call<StaffMember>(fc('set_staff_role'), { user_id: invited.data.user_id, role: 2 }, factory);
    expect(promoted.data.user_type).toBe(2);
    const ownerId = salesPage.data.list.find((m) => m.user_type === 0)?.user_id as number;
    const onMain = await call(fc('set_staff_disabled'), { user_id: ownerId, disabled: true }, factory);
    expect(onMain.msg).toBe(FACTORY_CONSOLE_MSG.staffSelf);

    // Disabling ends the salesperson's session and their access to the factory's requests.
    const disabled = await call<StaffMember>(
      fc('set_staff_disabled'),
      { user_id: salesPage.data.me, disabled: true },
      factory,
    );
    expect(disabled.data).toMatchObject({ disabled: true, user_type: 1 });
    expect((await call(fc('get_requests'), { kind: 'inquiry' }, sales)).code).toBe(-99);
    const relogged = await server.login('13800000008');
    expect((await call(fc('get_requests'), { kind: 'inquiry' }, relogged)).code).not.toBe(0);
    const enabled = await call<StaffMember>(
      fc('set_staff_disabled'),
      { user_id: salesPage.data.me, disabled: false },
      factory,
    );
    expect(enabled.data).toMatchObject({ disabled: false, user_type: 1 });
    expect((await call(fc('get_requests'), { kind: 'inquiry' }, relogged)).code).toBe(0);
  });
});

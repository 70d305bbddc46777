import { CODE } from '@wanju/api-client';
import { COMPANY_MSG, MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * Company administration end to end through the API: the display, inviting a colleague by SMS code, roles,
 * disabling and removing (sessions end at once), the hand-over of a colleague's work in one step, the own
 * product library and supplier factories (deleting a factory with products asks first), customer associations.
 */

let server: TestServer;
let main: string;
let admin: string;
const MINUTE = 60_000;

const call = async <T = unknown>(path: string, body: unknown, token?: string) =>
  (await server.post<T>(path, body, token)).body;
const ok = <T>(answer: { code: number; msg: string; data: T }) => {
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
};
const lastSmsCode = (phone: string) => {
  const text = [...server.sms].reverse().find((s) => s.phone === phone)?.text ?? '';
  return /(\d{6})/.exec(text)?.[1] ?? '';
};

/** Signs a phone in with an SMS code (registering it as a free user when new). */
async function smsLogin(phone: string): Promise<string> {
  ok(await call('/api/send_verification_code', { phone }));
  const answer = ok(await call<{ token: string }>('/api/login', { phone, code: lastSmsCode(phone) }));
  return answer.token;
}

/** Invites `phone` with `role` as the main account and joins with the invitation's code. */
async function inviteAndJoin(phone: string, role: 1 | 2, nickname: string) {
  ok(await call('/api/company/invite_member', { phone, user_type: role, nickname }, main));
  const inviteCode = lastSmsCode(phone);
  expect([...server.sms].reverse().find((s) => s.phone === phone)?.text).toContain('邀请您加入');
  server.advance(2 * MINUTE); // past the SMS interval
  const token = await smsLogin(phone);
  const invites = ok(await call<{ list: { company_name: string }[] }>('/api/company/my_invites', {}, token));
  expect(invites.list[0]?.company_name).toBe('深圳市环球优品贸易有限公司');
  ok(await call('/api/company/accept_invite', { code: inviteCode }, token));
  const me = ok(
    await call<{ user_id: number; user_type: number; company_id: number }>('/api/system/get_user_detail', {}, token),
  );
  expect(me.user_type).toBe(role);
  expect(me.company_id).toBeGreaterThan(0);
  return { token, userId: me.user_id };
}

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '200' });
  main = await server.login('13800000001');
  admin = await server.login('13800000003');
}, 120_000);
afterAll(() => server?.close());

describe('company display', () => {
  it('shows the registration fields until edited; the main account edits it, a salesperson may only read it', async () => {
    const sales = await server.login('13800000002');
    const first = ok(
      await call<{ name: string; contacts: unknown[] }>('/api/system/get_company_display_picture', {}, sales),
    );
    expect(first.name).toBe('深圳市环球优品贸易有限公司');
    expect(first.contacts).toHaveLength(1);
    const edited = ok(
      await call<{ name_en: string; main_markets: string[]; introduction: string }>(
        '/api/system/edit_company_display_picture',
        { name_en: 'Global Best Trading', main_markets: ['欧洲', '北美'], introduction: '十年玩具出口经验' },
        main,
      ),
    );
    expect(edited.main_markets).toEqual(['欧洲', '北美']);
    const refused = await call('/api/system/edit_company_display_picture', { introduction: 'x' }, sales);
    expect(refused.code).toBe(CODE.forbidden);
    const pictures = await call(
      '/api/system/edit_company_display_picture',
      { logo: 'https://evil.example/x.png' },
      main,
    );
    expect(pictures.code).toBe(CODE.business);
    const blank = await call('/api/system/edit_company_display_picture', { name: '  ' }, main);
    expect(blank.msg).toBe(COMPANY_MSG.nameRequired);
  });
});

describe('staff', () => {
  it('invites a salesperson by SMS code; a wrong code is refused; the new colleague sees only their own work', async () => {
    const phone = '13700000011';
    ok(await call('/api/company/invite_member', { phone, user_type: 1, nickname: '赵新人' }, main));
    const again = await call('/api/company/invite_member', { phone, user_type: 1 }, main);
    expect(again.msg).toBe(COMPANY_MSG.inviteTooFrequent);
    server.advance(2 * MINUTE);
    const code = lastSmsCode(phone);
    server.advance(2 * MINUTE);
    const token = await smsLogin(phone);
    const wrong = await call('/api/company/accept_invite', { code: code === '000000' ? '111111' : '000000' }, token);
    expect(wrong.msg).toBe(COMPANY_MSG.inviteCodeInvalid);
    ok(await call('/api/company/accept_invite', { code }, token));
    const page = ok(
      await call<{ list: { nickname: string; user_type: number }[] }>('/api/company/member_list', {}, main),
    );
    expect(page.list.find((m) => m.nickname === '赵新人')?.user_type).toBe(1);
    const customers = ok(await call<{ list: unknown[] }>('/api/customer/list', {}, token));
    expect(customers.list).toHaveLength(0);
    const staffTab = await call('/api/company/member_list', {}, token);
    expect(staffTab.code).toBe(CODE.forbidden);
  });

  it('roles: an administrator promotes a salesperson; the main account hands over the main role', async () => {
    const { userId, token } = await inviteAndJoin('13700000012', 1, '钱业务');
    const promoted = ok(
      await call<{ user_type: number }>('/api/company/set_member_role', { user_id: userId, user_type: 2 }, admin),
    );
    expect(promoted.user_type).toBe(2);
    const toMain = await call('/api/company/set_member_role', { user_id: userId, user_type: 0 }, admin);
    expect(toMain.msg).toBe(COMPANY_MSG.onlyMainAssignsMain);
    const mainId = ok(await call<{ user_id: number }>('/api/system/get_user_detail', {}, main)).user_id;
    ok(await call('/api/company/set_member_role', { user_id: userId, user_type: 0 }, main));
    expect(ok(await call<{ user_type: number }>('/api/system/get_user_detail', {}, main)).user_type).toBe(2);
    // The new main account hands it back; the company never has two.
    ok(await call('/api/company/set_member_role', { user_id: mainId, user_type: 0 }, token));
    const { db } = server.ctx.database;
    const mains = await db
      .selectFrom('users')
      .select('id')
      .where('user_type', '=', 0)
      .where('company_id', '=', 1)
      .execute();
    expect(mains.map((m) => m.id)).toEqual([mainId]);
    expect((await call('/api/company/set_member_role', { user_id: mainId, user_type: 1 }, token)).msg).toBe(
      COMPANY_MSG.cannotChangeMain,
    );
  });

  it('a disabled colleague is signed out at once and is told why sign-in is refused; enabled, they can', async () => {
    const { token, userId } = await inviteAndJoin('13700000013', 1, '孙停用');
    ok(await call('/api/company/set_member_disabled', { user_id: userId, disabled: true }, admin));
    expect((await call('/api/system/get_user_detail', {}, token)).code).toBe(CODE.sessionInvalid);
    server.advance(2 * MINUTE);
    ok(await call('/api/send_verification_code', { phone: '13700000013' }));
    const refused = await call<{ token?: string }>('/api/login', {
      phone: '13700000013',
      code: lastSmsCode('13700000013'),
    });
    expect(refused).toMatchObject({ code: CODE.business, msg: MSG.accountDisabled });
    expect(refused.data?.token).toBeUndefined();
    ok(await call('/api/company/set_member_disabled', { user_id: userId, disabled: false }, admin));
    server.advance(2 * MINUTE);
    const back = await smsLogin('13700000013');
    expect((await call('/api/system/get_user_detail', {}, back)).code).toBe(0);
  });

  it("a removed colleague's session ends at once; their work goes to the chosen colleague", async () => {
    const { token, userId } = await inviteAndJoin('13700000014', 1, '周离职');
    const cart = ok(await call<{ id: number }>('/api/website/add_customer_pick', { name: '周的车' }, token));
    const customer = ok(await call<{ id: number }>('/api/customer/add', { name: '周的客户' }, token));
    const adminId = ok(await call<{ user_id: number }>('/api/system/get_user_detail', {}, admin)).user_id;
    const removed = ok(
      await call<{ transferred: { customers: number; carts: number } }>(
        '/api/company/remove_member',
        { user_id: userId, to_user_id: adminId },
        main,
      ),
    );
    expect(removed.transferred.customers).toBe(1);
    expect(removed.transferred.carts).toBeGreaterThanOrEqual(1);
    expect((await call('/api/system/get_user_detail', {}, token)).code).toBe(CODE.sessionInvalid);
    const { db } = server.ctx.database;
    const owner = await db
      .selectFrom('customer_picks')
      .select('user_id')
      .where('id', '=', cart.id)
      .executeTakeFirstOrThrow();
    expect(owner.user_id).toBe(adminId);
    const c = await db
      .selectFrom('customers')
      .select('user_id')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(c.user_id).toBe(adminId);
  });

  it("hands a salesperson's customers, carts, selection lists and quotations to a colleague in one step", async () => {
    const from = await inviteAndJoin('13700000015', 1, '吴交接');
    const to = await inviteAndJoin('13700000016', 1, '郑接收');
    ok(await call('/api/website/add_customer_pick', { name: '吴的车' }, from.token));
    ok(await call('/api/customer/add', { name: '吴的客户' }, from.token));
    const q = ok(await call<{ id: number }>('/api/quotation/add_new_quotation', { remark: '吴' }, from.token));
    const moved = ok(
      await call<{ customers: number; carts: number; quotations: number }>(
        '/api/company/transfer_member_work',
        { from_user_id: from.userId, to_user_id: to.userId },
        admin,
      ),
    );
    expect(moved).toMatchObject({ customers: 1, quotations: 1 });
    expect(moved.carts).toBeGreaterThanOrEqual(1);
    expect((await call('/api/quotation/get_detail', { id: q.id }, from.token)).code).toBe(CODE.notFound);
    expect((await call('/api/quotation/get_detail', { id: q.id }, to.token)).code).toBe(0);
    const carts = ok(await call<{ list: { name: string }[] }>('/api/website/get_customer_pick', {}, to.token)).list;
    expect(carts.map((c) => c.name)).toContain('吴的车');
    const refused = await call(
      '/api/company/transfer_member_work',
      { from_user_id: to.userId, to_user_id: from.userId },
      to.token,
    );
    expect(refused.code).toBe(CODE.forbidden);
  });

  it('the main account closes the staff tab to administrators; the audit log says who changed what', async () => {
    ok(await call('/api/company/set_staff_tab', { closed: true }, main));
    const closed = await call('/api/company/member_list', {}, admin);
    expect(closed.msg).toBe(COMPANY_MSG.staffTabClosed);
    expect((await call('/api/company/set_staff_tab', { closed: false }, admin)).code).toBe(CODE.forbidden);
    ok(await call('/api/company/set_staff_tab', { closed: false }, main));
    const log = ok(
      await call<{ list: { action: string; actor_name: string; target: string }[] }>(
        '/api/company/audit_log',
        { page_size: 100 },
        admin,
      ),
    );
    const actions = log.list.map((l) => l.action);
    for (const a of ['invite', 'join', 'role', 'disable', 'remove', 'transfer', 'staff_tab', 'display'])
      expect(actions).toContain(a);
    expect(log.list.find((l) => l.action === 'staff_tab')?.actor_name).toBe('王建国');
  });

  it('a password reset signs the colleague out and takes the new password; a weak one is refused', async () => {
    const { token, userId } = await inviteAndJoin('13700000017', 2, '冯管理');
    const weak = await call('/api/company/reset_member_password', { user_id: userId, password: '123' }, main);
    expect(weak.msg).toBe(MSG.passwordRule);
    ok(await call('/api/company/reset_member_password', { user_id: userId, password: 'newpass123' }, main));
    expect((await call('/api/system/get_user_detail', {}, token)).code).toBe(CODE.sessionInvalid);
    expect(await server.login('13700000017', 'newpass123')).toBeTruthy();
    const mainId = ok(await call<{ user_id: number }>('/api/system/get_user_detail', {}, main)).user_id;
    expect(
      (await call('/api/company/reset_member_password', { user_id: mainId, password: 'newpass123' }, admin)).msg,
    ).toBe(COMPANY_MSG.cannotChangeMain);
  });
});

describe('own product library and supplier factories', () => {
  it('takes platform products keeping the link, edits, filters, bulk edits; deleting their factory asks first', async () => {
    const { db } = server.ctx.database;
    const platform = await db
      .selectFrom('products')
      .select(['id', 'factory_id'])
      .where('is_black', '=', false)
      .orderBy('id')
      .limit(3)
      .execute();
    const taken = ok(
      await call<{ added: number; existing: number }>(
        '/api/company/product_from_platform',
        { ids: platform.map((p) => p.id) },
        main,
      ),
    );
    expect(taken.added).toBe(3);
    const twice = ok(
      await call<{ added: number; existing: number }>(
        '/api/company/product_from_platform',
        { ids: [platform[0]?.id] },
        main,
      ),
    );
    expect(twice).toEqual({ added: 0, existing: 1 });
    const linked = ok(
      await call<{
        list: { id: number; product_id: number; supplier_factory_id: number; price: number }[];
        total: number;
      }>('/api/company/product_list', { source: 'platform', page_size: 100 }, main),
    );
    expect(linked.total).toBe(3);
    expect(linked.list.every((p) => platform.some((x) => x.id === p.product_id))).toBe(true);
    const own = ok(
      await call<{ id: number }>(
        '/api/company/product_add',
        { item_number: 'GB-001', name: '遥控越野车', price: 35.5, unit: 'PCS' },
        main,
      ),
    );
    expect((await call('/api/company/product_add', { item_number: 'gb-001', name: '重复' }, main)).msg).toBe(
      COMPANY_MSG.itemNumberExists,
    );
    const edited = ok(
      await call<{ name_en: string; carton_quantity: number }>(
        '/api/company/product_edit',
        { id: own.id, name_en: 'RC Off-road Car', carton_quantity: 24 },
        main,
      ),
    );
    expect(edited).toMatchObject({ name_en: 'RC Off-road Car', carton_quantity: 24 });
    const found = ok(
      await call<{ total: number }>('/api/company/product_list', { keyword: '越野', source: 'own' }, main),
    );
    expect(found.total).toBe(1);
    ok(await call('/api/company/product_bulk_edit', { ids: [own.id], price_percent: 10 }, main));
    const after = ok(
      await call<{ list: { price: number }[] }>('/api/company/product_list', { keyword: 'GB-001' }, main),
    );
    expect(after.list[0]?.price).toBeCloseTo(39.05, 2);
    const sales = await server.login('13800000002');
    expect((await call('/api/company/product_edit', { id: own.id, name: 'x' }, sales)).code).toBe(CODE.forbidden);
    expect(ok(await call<{ total: number }>('/api/company/product_list', {}, sales)).total).toBeGreaterThanOrEqual(4);

    const factoryId = linked.list[0]?.supplier_factory_id as number;
    const inFactory = linked.list.filter((p) => p.supplier_factory_id === factoryId).length;
    const ask = await call<{ product_count: number }>('/api/company/factory_delete', { id: factoryId }, main);
    expect(ask.code).toBe(CODE.business);
    expect(ask.msg).toBe('该工厂已有录入产品，删除工厂后产品将同步删除');
    expect(ask.data.product_count).toBe(inFactory);
    const gone = ok(
      await call<{ deleted_products: number }>('/api/company/factory_delete', { id: factoryId, confirm: true }, main),
    );
    expect(gone.deleted_products).toBe(inFactory);
    const left = await db
      .selectFrom('company_products' as 'products')
      .select('id')
      .where('supplier_factory_id' as 'factory_id', '=', factoryId)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('own supplier factories: added by hand or from the platform once, edited, listed with their product count', async () => {
    const f = ok(
      await call<{ id: number }>(
        '/api/company/factory_add',
        { name: '东莞自有模具厂', contact: '黄生', notes: '账期30天' },
        main,
      ),
    );
    const platformFactory = await server.ctx.database.db
      .selectFrom('factories')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    ok(await call('/api/company/factory_add', { factory_id: platformFactory.id }, main));
    expect((await call('/api/company/factory_add', { factory_id: platformFactory.id }, main)).msg).toBe(
      COMPANY_MSG.factoryExists,
    );
    ok(await call('/api/company/product_add', { item_number: 'DG-9', name: '积木', supplier_factory_id: f.id }, main));
    const edited = ok(
      await call<{ notes: string }>('/api/company/factory_edit', { id: f.id, notes: '账期60天' }, main),
    );
    expect(edited.notes).toBe('账期60天');
    const list = ok(
      await call<{ list: { id: number; product_count: number }[] }>(
        '/api/company/factory_list',
        { keyword: '东莞' },
        main,
      ),
    );
    expect(list.list.find((x) => x.id === f.id)?.product_count).toBe(1);
  });
});

describe('customer association', () => {
  it("lists a customer's salesperson, carts and quotations; another salesperson's customer answers not found", async () => {
    const sales = await server.login('13800000002');
    const customer = ok(await call<{ id: number }>('/api/customer/add', { name: '关联客户' }, sales));
    ok(await call('/api/website/add_customer_pick', { name: '关联车', customer_id: customer.id }, sales));
    ok(await call('/api/quotation/add_new_quotation', { customer_id: customer.id }, sales));
    const assoc = ok(
      await call<{ user_name: string; carts: unknown[]; quotations: unknown[] }>(
        '/api/customer/get_customer_association',
        { id: customer.id },
        main,
      ),
    );
    expect(assoc.user_name).toBe('李晓梅');
    expect(assoc.carts).toHaveLength(1);
    expect(assoc.quotations).toHaveLength(1);
    const adminCustomer = ok(await call<{ id: number }>('/api/customer/add', { name: '管理员客户' }, admin));
    const refused = await call('/api/customer/get_customer_association', { id: adminCustomer.id }, sales);
    expect(refused.code).toBe(CODE.notFound);
  });
});

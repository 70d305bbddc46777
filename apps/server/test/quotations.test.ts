import {
  api,
  type ConfirmInfo,
  type ConfirmItem,
  type QuotationDetail,
  type QuotationSummary,
} from '@wanju/api-client';
import { MSG, QUOTATION_MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let sales: string;
let admin: string;
let free: string;
let factory: string;
let productIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  [main, sales, admin, free, factory] = (await Promise.all(
    ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005'].map((p) => server.login(p)),
  )) as [string, string, string, string, string];
  const rows = await server.ctx.database.db
    .selectFrom('products')
    .select('id')
    .where('is_black', '=', false)
    .orderBy('id')
    .limit(40)
    .execute();
  productIds = rows.map((r) => r.id);
});
afterAll(() => server?.close());

const call = async <T>(path: string, body: unknown, token?: string) => (await server.post<T>(path, body, token)).body;
const detail = (id: number, token: string) => call<QuotationDetail>('/api/quotation/get_detail', { id }, token);

async function cartWith(token: string, ids: number[]) {
  const made = await call<{ id: number }>(
    '/api/website/add_customer_pick',
    { name: `报价车${Math.random()}`.slice(0, 10), ids },
    token,
  );
  expect(made.code).toBe(0);
  return made.data.id;
}

describe('quotations: create, edit with a version check, totals', () => {
  it('creates a quotation from a sample cart with snapshots, the company header and a number', async () => {
    const cartId = await cartWith(sales, productIds.slice(0, 5));
    const made = await call<{ id: number; number: string; added: number }>(
      '/api/system/add_quotation',
      { source: 'cart', source_id: cartId },
      sales,
    );
    expect(made.code).toBe(0);
    expect(made.data.added).toBe(5);
    expect(made.data.number).toMatch(/^Q\d{8}-\d{4}$/);
    const d = (await detail(made.data.id, sales)).data;
    expect(d.status).toBe('draft');
    expect(d.company_name).toBe('深圳市环球优品贸易有限公司');
    expect(d.items).toHaveLength(5);
    expect(d.totals.cartons).toBe(5);

    // a later catalogue change does not change the snapshot; a refresh on purpose does
    const first = d.items[0];
    await server.ctx.database.db
      .updateTable('products')
      .set({ exworks_price: 999 })
      .where('id', '=', first?.toy_id as number)
      .execute();
    expect((await detail(made.data.id, sales)).data.items[0]?.exworks_price).toBe(first?.exworks_price);
    const toy = await call<{ differs: boolean }>(
      '/api/quotation/get_detail_toy',
      { id: d.id, item_id: first?.id },
      sales,
    );
    expect(toy.data.differs).toBe(true);
    const refreshed = await call<QuotationDetail>(
      '/api/quotation/refresh_items',
      { id: d.id, version: d.version, item_ids: [first?.id] },
      sales,
    );
    expect(refreshed.data.items[0]?.exworks_price).toBe(999);
  });

  it("quotes the company's own library products as the company keeps them, and refreshes them from the library", async () => {
    const own = await call<{ id: number }>(
      '/api/company/product_add',
      { item_number: 'OWN-Q-1', name: '自营积木城堡', exworks_price: 23.5, carton_quantity: 12 },
      main,
    );
    expect(own.code).toBe(0);
    expect((await call('/api/company/product_from_platform', { ids: [productIds[20]] }, main)).code).toBe(0);
    const taken = await call<{ list: { id: number; product_id: number | null; item_number: string }[] }>(
      '/api/company/product_list',
      { page: 1, page_size: 50, source: 'platform' },
      main,
    );
    const linked = taken.data.list.find((p) => p.product_id === productIds[20]);
    expect(linked).toBeDefined();
    await call('/api/company/product_edit', { id: linked?.id, item_number: 'OWN-Q-2', name: '自营遥控车' }, main);

    const made = await call<{ id: number; added: number }>(
      '/api/system/add_quotation',
      { source: 'library', ids: [own.data.id, linked?.id, own.data.id] },
      sales,
    );
    expect(made.code).toBe(0);
    expect(made.data.added).toBe(2);
    const d = (await detail(made.data.id, sales)).data;
    expect(d.items.map((i) => [i.article_number, i.name, i.toy_id])).toEqual([
      ['OWN-Q-1', '自营积木城堡', null],
      ['OWN-Q-2', '自营遥控车', productIds[20]],
    ]);
    expect(d.items[0]?.exworks_price).toBe(23.5);
    expect(d.items[0]?.carton_quantity).toBe(12);
    // adding the same library products again adds nothing
    const again = await call<{ added: number }>(
      '/api/system/add_quotation',
      { source: 'library', ids: [own.data.id], quotation_id: d.id },
      sales,
    );
    expect(again.data.added).toBe(0);

    await call('/api/company/product_edit', { id: own.data.id, exworks_price: 30 }, main);
    const refreshed = await call<QuotationDetail>(
      '/api/quotation/refresh_items',
      { id: d.id, version: (await detail(d.id, sales)).data.version, item_ids: d.items.map((i) => i.id) },
      sales,
    );
    expect(refreshed.data.items.map((i) => [i.article_number, i.exworks_price])[0]).toEqual(['OWN-Q-1', 30]);
    expect(refreshed.data.items[1]?.article_number).toBe('OWN-Q-2');

    // another company's library is out of reach: nothing to quote
    expect((await call('/api/system/add_quotation', { source: 'library', ids: [own.data.id] }, free)).code).not.toBe(0);
  });

  it('prices by the formula, takes overrides, refuses bad formulas and stale versions without changing anything', async () => {
    const made = await call<{ id: number; version: number }>(
      '/api/system/add_quotation',
      { source: 'search', ids: productIds.slice(5, 8) },
      sales,
    );
    let d = (await detail(made.data.id, sales)).data;
    const saved = await call<QuotationDetail>(
      '/api/quotation/save',
      {
        id: d.id,
        version: d.version,
        formula: { currency_type: 'USD', exchange_rate: 7.2, profit_rate: 10 },
        items: [{ id: d.items[0]?.id, price_override: 1.5, order_box_qty: 4 }],
        order: [d.items[2]?.id, d.items[0]?.id, d.items[1]?.id],
      },
      sales,
    );
    expect(saved.code).toBe(0);
    expect(saved.data.currency).toBe('USD');
    expect(saved.data.items.map((i) => i.id)).toEqual([d.items[2]?.id, d.items[0]?.id, d.items[1]?.id]);
    const overridden = saved.data.items.find((i) => i.id === d.items[0]?.id);
    expect(overridden?.quoted_price).toBe(1.5);
    expect(saved.data.version).toBe(d.version + 1);

    // the colleague who still holds the old version is refused with the catalogue message
    const stale = await call('/api/quotation/save', { id: d.id, version: d.version, header: { remark: '旧' } }, main);
    expect(stale.msg).toBe(QUOTATION_MSG.stale);
    for (const formula of [
      { currency_type: 'USD', exchange_rate: 0 },
      { currency_type: 'USD', rate: 7 },
      { currency_type: 'USD', profit_mode: 'margin', profit_rate: 100 },
    ]) {
      const bad = await call('/api/quotation/save', { id: d.id, version: saved.data.version, formula }, sales);
      expect(bad.code).not.toBe(0);
    }
    const negative = await call(
      '/api/quotation/save',
      { id: d.id, version: saved.data.version, items: [{ id: d.items[1]?.id, price_override: -1 }] },
      sales,
    );
    expect(negative.code).toBe(400);
    d = (await detail(made.data.id, sales)).data;
    expect(d.version).toBe(saved.data.version);
    expect(d.formula.exchange_rate).toBe(7.2);
  });

  it('lists with filters: role 1 sees their own, roles 0 and 2 the company, others nothing', async () => {
    await call('/api/quotation/add_new_quotation', {}, main);
    const mine = await call<{ list: QuotationSummary[]; total: number }>('/api/quotation/get_list', {}, sales);
    const all = await call<{ list: QuotationSummary[]; total: number }>('/api/quotation/get_list', {}, admin);
    expect(mine.data.list.every((q) => q.user_name === '李晓梅')).toBe(true);
    expect(all.data.total).toBeGreaterThan(mine.data.total);
    const drafts = await call<{ total: number }>('/api/quotation/get_list', { status: 'sent' }, admin);
    expect(drafts.data.total).toBe(0);
    const byNumber = await call<{ list: QuotationSummary[] }>(
      '/api/quotation/get_list',
      { keyword: mine.data.list[0]?.number },
      admin,
    );
    expect(byNumber.data.list.map((q) => q.id)).toEqual([mine.data.list[0]?.id]);
    const theirs = await call<{ list: QuotationSummary[] }>('/api/quotation/get_list', { page_size: 100 }, factory);
    expect(theirs.data.list.filter((q) => all.data.list.some((a) => a.id === q.id))).toEqual([]);
    // the salesperson cannot open the main account's quotation
    const othersId = all.data.list.find((q) => q.user_name !== '李晓梅')?.id;
    expect((await detail(othersId as number, sales)).msg).toBe(QUOTATION_MSG.notFound);
  });

  it('the salesperson filter offers the whole company’s staff, not only those on a page', async () => {
    type People = { list: { id: number; name: string }[] };
    const company = await call<People>('/api/quotation/get_salespeople', {}, admin);
    expect(company.data.list.map((p) => p.name)).toEqual(['王建国', '李晓梅', '张伟']);
    expect((await call<People>('/api/quotation/get_salespeople', {}, sales)).data.list.map((p) => p.name)).toEqual([
      '李晓梅',
    ]);
    // the factory's own staff: its main account and its salesperson
    expect((await call<People>('/api/quotation/get_salespeople', {}, factory)).data.list.map((p) => p.name)).toEqual([
      '林志强',
      '黄丽娟',
    ]);
  });
});

describe('sending and confirmation', () => {
  it('outboxes without a mailbox, confirms through a signed link, once, and tells the salesperson', async () => {
    const made = await call<{ id: number }>(
      '/api/system/add_quotation',
      { source: 'search', ids: productIds.slice(10, 13) },
      sales,
    );
    const id = made.data.id;
    const sent = await call<{ record: { status: number; status_text: string }; link: { url: string }; status: string }>(
      '/api/quotation/send_email',
      { id, to: 'buyer@example.com', name: 'Tom', lang: 'en' },
      sales,
    );
    expect(sent.code).toBe(0);
    expect(sent.data.status).toBe('sent');
    expect(sent.data.record.status).toBe(2);
    expect(sent.data.record.status_text).toBe('未发送');
    const token = new URL(sent.data.link.url).searchParams.get('token') as string;

    // another company's users and signed-out visitors cannot read it by id; the token shows only this quotation
    expect((await detail(id, factory)).code).toBe(404);
    expect((await detail(id, free)).code).toBe(404);
    const info = await call<ConfirmInfo>('/api/quotation/get_confirm_info', { token });
    expect(info.code).toBe(0);
    expect(info.data.company_name).toBe('深圳市环球优品贸易有限公司');
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect((await call('/api/quotation/get_confirm_info', { token: tampered })).msg).toBe(QUOTATION_MSG.linkInvalid);
    const otherId = token.replace(/^\d+/, (n) => String(Number(n) + 1000));
    expect((await call('/api/quotation/get_confirm_info', { token: otherId })).msg).toBe(QUOTATION_MSG.linkInvalid);

    const items = await call<{ list: ConfirmItem[] }>('/api/quotation/get_confirm_toy_list', { token });
    expect(items.data.list).toHaveLength(3);
    expect(items.data.list[0]).not.toHaveProperty('exworks_price');
    await call('/api/quotation/batch_confirm', {
      token,
      item_ids: items.data.list.map((i) => i.id),
      decision: 'accepted',
    });
    await call('/api/quotation/edit_confirm_info', {
      token,
      item_id: items.data.list[2]?.id,
      decision: 'declined',
      remark: 'no',
    });
    await call('/api/quotation/edit_confirm_info', { token, item_id: items.data.list[0]?.id, quantity: 12 });
    const pushed = vi.spyOn(server.ctx.realtime, 'publish');
    const submitted = await call<{ status: string; accepted: number; repeat: boolean }>(
      '/api/quotation/submit_confirm',
      {
        token,
        name: 'Tom',
      },
    );
    expect(submitted.data).toMatchObject({ status: 'confirmed_part', accepted: 2, repeat: false });
    const again = await call<{ repeat: boolean }>('/api/quotation/submit_confirm', { token, name: 'Tom' });
    expect(again.data.repeat).toBe(true);
    const d = (await detail(id, sales)).data;
    expect(d.answers).toHaveLength(1);
    expect(d.answers[0]?.submit_count).toBe(2);
    expect(d.items.find((i) => i.id === items.data.list[0]?.id)?.confirm_qty).toBe(12);
    const bell = await call<{ list: { title: string; content: string; link: string }[] }>(
      '/api/system/get_sys_message',
      {},
      sales,
    );
    // the identical repeat raised no second notice
    const notices = bell.data.list.filter((m) => m.link === `/edit_quotation/${id}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: QUOTATION_MSG.confirmedTitle(d.number),
      content: QUOTATION_MSG.confirmedContent('Tom', 2, 3, ''),
    });
    // a repeat that says something new (a remark) is a notice of its own
    const amended = await call<{ repeat: boolean }>('/api/quotation/submit_confirm', {
      token,
      name: 'Tom',
      remark: '请尽快发货',
    });
    expect(amended.data.repeat).toBe(true);
    const bellAfter = await call<{ list: { title: string; content: string; link: string }[] }>(
      '/api/system/get_sys_message',
      {},
      sales,
    );
    const noticesAfter = bellAfter.data.list.filter((m) => m.link === `/edit_quotation/${id}`);
    expect(noticesAfter.map((m) => m.content).sort()).toEqual(
      [
        QUOTATION_MSG.confirmedContent('Tom', 2, 3, ''),
        QUOTATION_MSG.confirmedContent('Tom', 2, 3, '请尽快发货'),
      ].sort(),
    );
    // the salesperson's bell count moves live, once per notice
    const pushes = pushed.mock.calls.filter(([channel]) => channel === `user:${d.user_id}`);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]?.[1]).toMatchObject({ type: 'notice', count: expect.any(Number) });
    pushed.mockRestore();

    // a change after sending shows on the confirmation page
    // (the customer's answers moved the version on)
    const current = (await detail(id, sales)).data;
    await call(
      '/api/quotation/save',
      { id, version: current.version, items: [{ id: d.items[1]?.id, order_box_qty: 9 }] },
      sales,
    );
    const changed = await call<ConfirmInfo>('/api/quotation/get_confirm_info', { token });
    expect(changed.data.changes.map((c) => c.kind)).toEqual(['quantity']);

    // revoked and expired links give their own clear messages
    await call('/api/quotation/revoke_link', { id }, sales);
    expect((await call('/api/quotation/get_confirm_info', { token })).msg).toBe(QUOTATION_MSG.linkRevoked);
    const resent = await call<{ link: { url: string } }>(
      '/api/quotation/send_email',
      { id, to: 'buyer@example.com' },
      sales,
    );
    const token2 = new URL(resent.data.link.url).searchParams.get('token') as string;
    server.advance(31 * 86_400_000);
    expect((await call('/api/quotation/get_confirm_info', { token: token2 })).msg).toBe(QUOTATION_MSG.linkExpired);
  });
});

describe('the calls of quotations and exports', () => {
  it('every call of the quotation, confirmation and export lists is served (an envelope, never an unknown route)', async () => {
    const paths = [...Object.values(api.quotation), ...Object.values(api.exports)].map((e) => e.path);
    for (const name of [
      'add_quotation',
      'add_new_quotation',
      'get_list',
      'get_salespeople',
      'get_detail',
      'get_detail_toy',
      'save_remark',
      'get_info',
      'edit_confirm_info',
      'get_confirm_toy_list',
      'get_confirm_info',
      'batch_confirm',
      'submit_confirm',
      'send_email',
      'get_excel_list',
      'preview_excel',
      'export_excel',
      'get_callback',
      'generate_zip',
      'direct_export',
      'get_convert',
      'callback',
      'get_signature',
      'get_temp_auth',
    ])
      expect(paths.some((p) => p.endsWith(`/${name}`))).toBe(true);
    for (const path of paths) {
      const response = await server.post<unknown>(path, {}, sales);
      expect(response.body.msg, path).not.toBe(MSG.notFound);
      expect(typeof response.body.code, path).toBe('number');
    }
  });
});

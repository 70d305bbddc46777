import type {
  BatchRequestResult,
  ChooseApply,
  ChooseDetail,
  ChooseProduct,
  ChooseShare,
  FactoryRequest,
  FindSampleRequest,
  SharedChoose,
} from '@wanju/api-client';
import {
  formatZonedDateTime,
  inquiryNotifyAt,
  MSG,
  quotePrice,
  supplementNotifyAt,
  WORKING_SET_MSG,
} from '@wanju/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let sales: string;
let free: string;
let factory: string;
let products: { id: number; factory_id: number }[];

beforeAll(async () => {
  server = await startTestServer();
  [main, sales, free, factory] = (await Promise.all(
    ['13800000001', '13800000002', '13800000004', '13800000005'].map((p) => server.login(p)),
  )) as [string, string, string, string];
  products = await server.ctx.database.db
    .selectFrom('products')
    .select(['id', 'factory_id'])
    .where('is_black', '=', false)
    .orderBy('id')
    .execute();
});
afterAll(() => server?.close());

const call = async <T>(path: string, body: unknown, token?: string) => (await server.post<T>(path, body, token)).body;
type Page<T> = { list: T[]; total: number };

/** Products from three different factories, two of the first. */
function threeFactories() {
  const [a, b, c] = [...new Set(products.map((p) => p.factory_id))];
  const of = (f: number | undefined) => products.filter((p) => p.factory_id === f).map((p) => p.id);
  return [...of(a).slice(0, 2), ...of(b).slice(0, 1), ...of(c).slice(0, 1)];
}

describe('inquiries', () => {
  it('sends one inquiry per factory with the domain notify time', async () => {
    const ids = threeFactories();
    const sent = await call<BatchRequestResult>('/api/toy/batch_inquiry', { ids, remark: '请报FOB价' }, sales);
    expect(sent.code).toBe(0);
    expect(sent.data.list.map((r) => r.toy_count)).toEqual([2, 1, 1]);
    const expected = formatZonedDateTime(inquiryNotifyAt(server.ctx.now()));
    expect(sent.data.list[0]?.notify_time).toBe(expected);
    const row = await server.ctx.database.db
      .selectFrom('factory_requests')
      .select(['notify_at', 'created_at'])
      .where('id', '=', sent.data.list[0]?.id as number)
      .executeTakeFirstOrThrow();
    expect(new Date(row.notify_at).getTime()).toBe(inquiryNotifyAt(new Date(row.created_at)).getTime());

    // The whole company sees them, with status and lines.
    const list = await call<Page<FactoryRequest>>('/api/toy/get_inquiry_list', { status: 'sent' }, main);
    const mine = list.data.list.find((r) => r.id === sent.data.list[0]?.id) as FactoryRequest;
    expect(mine).toMatchObject({ status: 'sent', status_text: '已发送', remark: '请报FOB价', user_name: '李晓梅' });
    expect(mine.list).toHaveLength(2);
    // Demo data: an answered inquiry with prices.
    const answered = await call<Page<FactoryRequest>>('/api/toy/get_inquiry_list', { status: 'answered' }, main);
    expect(answered.data.list[0]?.list[0]?.answer_price).toBeGreaterThan(0);
    expect(answered.data.list[0]?.status_text).toBe('已回复');
  });

  it('refuses bad input whole', async () => {
    const count = async () => (await call<Page<FactoryRequest>>('/api/toy/get_inquiry_list', {}, main)).data.total;
    const before = await count();
    const [a, b] = threeFactories();
    expect((await call('/api/toy/batch_inquiry', { ids: [a, 99_999_999] }, main)).code).toBe(1);
    expect((await call('/api/toy/batch_inquiry', { ids: [a, b, a] }, main)).msg).toBe(
      WORKING_SET_MSG.duplicateIds([a as number]),
    );
    expect((await call('/api/toy/batch_inquiry', { ids: [] }, main)).msg).toBe(WORKING_SET_MSG.noProducts);
    const many = await call('/api/toy/batch_inquiry', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, main);
    expect(many.msg).toContain('一次最多操作1000款产品');
    expect(await count()).toBe(before);
  });

  it('chases once an hour, not after an answer; asks again only after an answer', async () => {
    const list = (await call<Page<FactoryRequest>>('/api/toy/get_inquiry_list', {}, main)).data.list;
    const open = list.find((r) => r.status === 'sent') as FactoryRequest;
    const done = list.find((r) => r.status === 'answered') as FactoryRequest;
    const chased = await call<{ chase_count: number }>('/api/toy/chasing_inquiry_supplement', { id: open.id }, main);
    expect(chased.data.chase_count).toBe(1);
    expect((await call('/api/toy/chasing_inquiry_supplement', { id: open.id }, main)).msg).toBe(
      WORKING_SET_MSG.chaseTooSoon,
    );
    server.advance(3600_000);
    expect((await call('/api/toy/chasing_inquiry_supplement', { id: open.id }, main)).code).toBe(0);
    expect((await call('/api/toy/chasing_inquiry_supplement', { id: done.id }, main)).msg).toBe(
      WORKING_SET_MSG.chaseFinished,
    );

    expect((await call('/api/toy/inquiry_again', { id: open.id }, main)).msg).toBe(WORKING_SET_MSG.inquiryNotFinished);
    const again = await call<{ id: number }>('/api/toy/inquiry_again', { id: done.id }, main);
    expect(again.code).toBe(0);
    const copy = (await call<Page<FactoryRequest>>('/api/toy/get_inquiry_list', {}, main)).data.list.find(
      (r) => r.id === again.data.id,
    );
    expect(copy).toMatchObject({ status: 'sent', factory_id: done.factory_id, toy_count: done.toy_count });
  });

  it("another company's inquiries are invisible and undeletable; deletion is all or nothing", async () => {
    const list = (await call<Page<FactoryRequest>>('/api/toy/get_inquiry_list', {}, main)).data.list;
    const [first, second] = list;
    expect((await call<Page<FactoryRequest>>('/api/toy/get_inquiry_list', {}, factory)).data.total).toBe(0);
    expect((await call('/api/toy/delete_inquiry', { ids: [first?.id] }, free)).code).toBe(404);
    expect((await call('/api/toy/chasing_inquiry_supplement', { id: first?.id }, factory)).code).toBe(404);
    expect((await call('/api/toy/inquiry_again', { id: first?.id }, factory)).code).toBe(404);
    expect((await call('/api/toy/delete_inquiry', { ids: [first?.id, 99_999_999] }, main)).code).toBe(404);
    expect((await call<Page<FactoryRequest>>('/api/toy/get_inquiry_list', {}, main)).data.total).toBe(list.length);
    const deleted = await call<{ deleted: number }>('/api/toy/delete_inquiry', { ids: [first?.id, second?.id] }, main);
    expect(deleted.data.deleted).toBe(2);
    expect((await call<Page<FactoryRequest>>('/api/toy/get_inquiry_list', {}, main)).data.total).toBe(list.length - 2);
  });
});

describe('sample supplements', () => {
  it('sends per factory with the supplement schedule; detail, chase, complete, delete', async () => {
    const ids = threeFactories();
    const sent = await call<BatchRequestResult>('/api/toy/batch_supplement', { ids, quantity: 2 }, free);
    expect(sent.data.list).toHaveLength(3);
    expect(sent.data.list[0]?.notify_time).toBe(formatZonedDateTime(supplementNotifyAt(server.ctx.now())));
    const id = sent.data.list[0]?.id as number;
    const detail = await call<FactoryRequest>('/api/toy/get_supplement_detail', { id }, free);
    expect(detail.data).toMatchObject({ kind: 'supplement', status: 'sent', toy_count: 2 });
    expect(detail.data.list[0]?.quantity).toBe(2);
    // Not visible to the company, nor as an inquiry.
    expect((await call('/api/toy/get_supplement_detail', { id }, main)).code).toBe(404);
    expect((await call('/api/toy/chasing_inquiry_supplement', { id, type: 'inquiry' }, free)).code).toBe(404);
    expect((await call('/api/toy/complete_supplement', { id }, main)).code).toBe(404);

    expect((await call('/api/toy/chasing_inquiry_supplement', { id, type: 'supplement' }, free)).code).toBe(0);
    const done = await call<FactoryRequest>('/api/toy/complete_supplement', { id }, free);
    expect(done.data).toMatchObject({ status: 'completed', status_text: '已完成' });
    expect((await call('/api/toy/complete_supplement', { id }, free)).msg).toBe(
      WORKING_SET_MSG.supplementAlreadyCompleted,
    );
    const list = await call<Page<FactoryRequest>>('/api/toy/get_supplement_list', { status: 'completed' }, free);
    expect(list.data.list.map((r) => r.id)).toEqual([id]);
    expect((await call('/api/toy/delete_supplement', { ids: [id] }, main)).code).toBe(404);
    expect((await call<{ deleted: number }>('/api/toy/delete_supplement', { ids: [id] }, free)).data.deleted).toBe(1);
  });
});

describe('find-sample requests', () => {
  it('posts, lists with answers, chases all open ones, closes and deletes', async () => {
    expect((await call('/api/toy_search/add', { description: ' ' }, main)).msg).toBe(
      WORKING_SET_MSG.findSampleDescriptionRequired,
    );
    const added = await call<FindSampleRequest>(
      '/api/toy_search/add',
      { description: '木制拼图，3岁以上', target_price: 8.5, quantity: 5000 },
      sales,
    );
    expect(added.data).toMatchObject({ status: 'open', status_text: '找样中', answer_count: 0 });
    const list = await call<Page<FindSampleRequest>>('/api/toy_search/get_list', {}, main);
    expect(list.data.total).toBe(3);
    const demo = list.data.list.find((r) => r.answer_count > 0) as FindSampleRequest;
    const detail = await call<FindSampleRequest>('/api/toy_search/detail', { id: demo.id }, main);
    expect(detail.data.answers?.[0]?.toy?.id).toBeGreaterThan(0);
    expect(detail.data.answers?.[0]?.factory_name).not.toBe('');

    const chased = await call<{ chased: number; skipped: number }>('/api/toy/chasing_all', {}, main);
    expect(chased.data).toEqual({ chased: 2, skipped: 0 });
    expect((await call<{ chased: number; skipped: number }>('/api/toy/chasing_all', {}, main)).data).toEqual({
      chased: 0,
      skipped: 2,
    });
    expect((await call('/api/toy/chasing_all', { ids: [added.data.id] }, factory)).code).toBe(404);

    expect((await call('/api/toy_search/detail', { id: added.data.id }, free)).code).toBe(404);
    expect((await call('/api/toy_search/close', { id: added.data.id }, factory)).code).toBe(404);
    expect((await call<FindSampleRequest>('/api/toy_search/close', { id: added.data.id }, main)).data.status).toBe(
      'closed',
    );
    expect((await call('/api/toy_search/close', { id: added.data.id }, main)).msg).toBe(
      WORKING_SET_MSG.findSampleClosed,
    );
    expect((await call('/api/toy_search/delete', { id: added.data.id }, free)).code).toBe(404);
    expect((await call('/api/toy_search/delete', { id: added.data.id }, sales)).code).toBe(0);
  });
});

describe('find-sample pictures', () => {
  const upload = async (bytes: Buffer, name: string, token?: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server.baseUrl}/api/toy_search/upload_picture`, {
      method: 'POST',
      headers: token ? { token } : {},
      body: form,
    });
    return (await response.json()) as { code: number; msg: string; data: { picture: string; thumb: string } };
  };
  it('uploads pictures checked by content; a request takes only pictures uploaded here', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff8a3d' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png')).code).toBe(-99);
    const uploaded = await upload(png, 'a.png', main);
    expect(uploaded.code).toBe(0);
    expect(uploaded.data.picture).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);
    const fake = await upload(Buffer.from('PK\u0003\u0004 not a picture'), 'fake.png', main);
    expect(fake.code).not.toBe(0);
    expect(fake.msg).toBe(MSG.uploadProductImageOrXlsx);

    const before = await server.ctx.database.db
      .selectFrom('find_sample_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const pictures of [['https://example.com/x.jpg'], [`/files/${'0'.repeat(32)}.jpg`]]) {
      const refused = await call('/api/toy_search/add', { description: '带灯光的挖掘机', pictures }, main);
      expect(refused).toMatchObject({ code: 1, msg: WORKING_SET_MSG.findSamplePictureInvalid });
    }
    const after = await server.ctx.database.db
      .selectFrom('find_sample_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const added = await call<FindSampleRequest>(
      '/api/toy_search/add',
      { description: '带灯光的挖掘机', pictures: [uploaded.data.picture] },
      main,
    );
    expect(added.data.pictures).toEqual([uploaded.data.picture]);
    const file = await fetch(`${server.baseUrl}${uploaded.data.thumb}`);
    expect(file.status).toBe(200);
  });
});

describe('selection lists', () => {
  let listId: number;
  it('creates a list by adding products, prices them with the saved formula, numbers them', async () => {
    expect((await call('/api/website/add_products', { name: '', ids: [products[0]?.id] }, main)).msg).toBe(
      WORKING_SET_MSG.chooseNameRequired,
    );
    const ids = products.slice(50, 55).map((p) => p.id);
    const created = await call<{ id: number; added: number }>(
      '/api/website/add_products',
      { name: '欧洲客户', ids },
      main,
    );
    expect(created.data.added).toBe(5);
    listId = created.data.id;
    const more = await call<{ added: number; existing: number }>(
      '/api/website/add_products',
      { id: listId, ids: [...ids.slice(0, 2), products[60]?.id] },
      main,
    );
    expect(more.data).toMatchObject({ added: 1, existing: 2 });
    expect((await call('/api/website/add_products', { id: listId, ids: [99_999_999] }, main)).code).toBe(1);

    const saved = await call<{ price_formula: { currency_type: string; exchange_rate: number } }>(
      '/api/website/save_price_formula',
      { id: listId, formula: { currency_type: 'usd', profit_rate: 20 } },
      main,
    );
    expect(saved.data.price_formula).toMatchObject({ currency_type: 'USD', exchange_rate: 7.2, profit_rate: 20 });
    const page = await call<Page<ChooseProduct>>('/api/website/get_products', { id: listId }, main);
    expect(page.data.total).toBe(6);
    const first = page.data.list[0] as ChooseProduct;
    expect(first.quoted_price).toBe(quotePrice(first, saved.data.price_formula as never).quotedPrice);
    expect(first.currency).toBe('USD');
    const items = await call<{ list: { toy_id: number; quoted_price: number }[] }>(
      '/api/website/get_price_formula_item',
      { id: listId, toy_id: first.id },
      main,
    );
    expect(items.data.list).toHaveLength(1);
    expect(items.data.list[0]?.quoted_price).toBe(first.quoted_price);

    const numbered = await call(
      '/api/website/set_custom_number',
      { id: listId, list: [{ toy_id: first.id, custom_number: 'EU-01' }] },
      main,
    );
    expect(numbered.code).toBe(0);
    const outside = await call(
      '/api/website/set_custom_number',
      { id: listId, list: [{ toy_id: products[200]?.id, custom_number: 'X' }] },
      main,
    );
    expect(outside.code).toBe(404);
    const numbers = await call<{ list: { toy_id: number; custom_number: string }[] }>(
      '/api/website/get_custom_number',
      { id: listId },
      main,
    );
    expect(numbers.data.list.find((n) => n.toy_id === first.id)?.custom_number).toBe('EU-01');

    const words = await call<ChooseDetail>('/api/website/change_words', { id: listId, words: '欢迎选购' }, main);
    expect(words.data.words).toBe('欢迎选购');
    const rates = await call<{ list: { currency: string; rate: number }[] }>(
      '/api/website/get_exchange_rate',
      {},
      main,
    );
    expect(rates.data.list.find((r) => r.currency === 'USD')?.rate).toBe(7.2);
  });

  it('shares a read-only page without factory or ex-works price; the customer applies; links expire and are revoked', async () => {
    const share = await call<ChooseShare>('/api/website/share', { id: listId, days: 1 }, main);
    expect(share.data.state).toBe('active');
    const token = share.data.token as string;
    const page = await call<SharedChoose>('/api/website/get_sample_chooses', { token });
    expect(page.code).toBe(0);
    expect(page.data).toMatchObject({
      name: '欧洲客户',
      words: '欢迎选购',
      company_name: '深圳市环球优品贸易有限公司',
      total: 6,
    });
    const item = page.data.list[0] as unknown as Record<string, unknown>;
    expect(item).not.toHaveProperty('exworks_price');
    expect(item).not.toHaveProperty('factory_name');
    expect(item.custom_number).toBe('EU-01');

    const pick = page.data.list.slice(0, 2).map((p) => p.id);
    expect((await call('/api/website/apply', { token, ids: pick, name: ' ' })).msg).toBe(
      WORKING_SET_MSG.applyNameRequired,
    );
    expect((await call('/api/website/apply', { token, ids: [products[250]?.id], name: 'Anna' })).code).toBe(404);
    const applied = await call<{ id: number }>('/api/website/apply', {
      token,
      ids: pick,
      name: 'Anna',
      contact: 'anna@x.de',
    });
    expect(applied.code).toBe(0);
    const applies = await call<{ list: ChooseApply[] }>('/api/website/get_chooses_detail', { id: listId }, main);
    expect(applies.data.list[0]).toMatchObject({ name: 'Anna', contact: 'anna@x.de' });
    expect(applies.data.list[0]?.list.map((p) => p.id)).toEqual(pick);

    server.advance(24 * 3600_000 + 1000);
    expect((await call('/api/website/get_sample_chooses', { token })).msg).toBe(WORKING_SET_MSG.shareExpired);
    expect((await call('/api/website/apply', { token, ids: pick, name: 'Anna' })).msg).toBe(
      WORKING_SET_MSG.shareExpired,
    );
    const renewed = await call<ChooseShare>('/api/website/share', { id: listId }, main);
    expect(renewed.data.token).not.toBe(token);
    expect((await call('/api/website/get_sample_chooses', { token: renewed.data.token })).code).toBe(0);
    const revoked = await call<ChooseShare>('/api/website/share', { id: listId, revoke: true }, main);
    expect(revoked.data).toMatchObject({ state: 'revoked', token: null });
    expect((await call('/api/website/get_sample_chooses', { token: renewed.data.token })).msg).toBe(
      WORKING_SET_MSG.shareExpired,
    );
    expect((await call('/api/website/get_sample_chooses', { token: 'x'.repeat(32) })).msg).toBe(
      WORKING_SET_MSG.shareExpired,
    );
  });

  it("another company's list is invisible and unchangeable", async () => {
    const before = await call<ChooseDetail>('/api/website/chooses_detail', { id: listId }, main);
    const pid = products[0]?.id;
    for (const token of [free, factory]) {
      const answers = await Promise.all([
        call('/api/website/chooses_detail', { id: listId }, token),
        call('/api/website/get_products', { id: listId }, token),
        call('/api/website/add_products', { id: listId, ids: [pid] }, token),
        call('/api/website/del_products', { id: listId, ids: [products[50]?.id] }, token),
        call('/api/website/change_words', { id: listId, words: '黑' }, token),
        call('/api/website/share', { id: listId }, token),
        call(
          '/api/website/set_custom_number',
          { id: listId, list: [{ toy_id: products[50]?.id, custom_number: 'Z' }] },
          token,
        ),
        call('/api/website/save_price_formula', { id: listId, formula: { currency_type: 'EUR' } }, token),
        call('/api/website/get_chooses_detail', { id: listId }, token),
        call('/api/website/get_custom_number', { id: listId }, token),
        call('/api/website/get_price_formula_item', { id: listId }, token),
        call('/api/website/del_chooses', { id: listId }, token),
      ]);
      for (const answer of answers) expect(answer.code, answer.msg).toBe(404);
      expect((await call<Page<unknown>>('/api/website/chooses_list', {}, token)).data.total).toBe(0);
    }
    const after = await call<ChooseDetail>('/api/website/chooses_detail', { id: listId }, main);
    expect(after.data).toEqual(before.data);
    // The salesperson of the same company sees the company's lists.
    expect((await call<Page<unknown>>('/api/website/chooses_list', {}, sales)).data.total).toBe(2);
    expect(
      (await call('/api/website/del_products', { id: listId, ids: [products[50]?.id, 99_999_999] }, main)).code,
    ).toBe(404);
    expect(
      (await call<{ deleted: number }>('/api/website/del_products', { id: listId, ids: [products[50]?.id] }, main)).data
        .deleted,
    ).toBe(1);
    expect((await call('/api/website/del_chooses', { id: listId }, main)).code).toBe(0);
  });
});

describe('selection lists: made empty, ordered, shared with their units and branding', () => {
  it('creates an empty list by name, keeps added products last, moves one to a new place', async () => {
    const made = await call<{ id: number; added: number }>(
      '/api/website/add_products',
      { name: '空白选品单', ids: [] },
      sales,
    );
    expect(made).toMatchObject({ code: 0, data: { added: 0 } });
    const id = made.data.id;
    const ids = products.slice(100, 104).map((p) => p.id);
    await call('/api/website/add_products', { id, ids: ids.slice(0, 3) }, sales);
    await call('/api/website/add_products', { id, ids: ids.slice(3) }, sales);
    const order = async () =>
      (
        await call<Page<ChooseProduct>>('/api/website/get_products', { id, page: 1, page_size: 50 }, sales)
      ).data.list.map((p) => p.id);
    expect(await order()).toEqual(ids);
    const moved = await call<{ ids: number[] }>(
      '/api/website/sort_products',
      { id, toy_id: ids[3], position: 0 },
      sales,
    );
    expect(moved.data.ids).toEqual([ids[3], ids[0], ids[1], ids[2]]);
    expect(await order()).toEqual([ids[3], ids[0], ids[1], ids[2]]);
    await call('/api/website/sort_products', { id, toy_id: ids[3], position: 99 }, sales);
    expect(await order()).toEqual(ids);
    const foreign = await call('/api/website/sort_products', { id, toy_id: products[300]?.id, position: 0 }, sales);
    expect(foreign.code).not.toBe(0);
    // A later product still goes last after a reorder.
    await call('/api/website/add_products', { id, ids: [products[105]?.id] }, sales);
    expect((await order()).at(-1)).toBe(products[105]?.id);
  });

  it("shows a carton price per CTN on the share page, with the company's name and logo", async () => {
    const made = await call<{ id: number }>(
      '/api/website/add_products',
      { name: '按箱报价', ids: [products[110]?.id] },
      main,
    );
    const id = made.data.id;
    await call(
      '/api/website/save_price_formula',
      { id, formula: { currency_type: 'USD', exchange_rate: 7.2, price_basis: 'carton' } },
      main,
    );
    const share = await call<ChooseShare>('/api/website/share', { id }, main);
    // The page shows the company as its display presents it (set in company administration).
    const { db } = server.ctx.database;
    const owner = await db
      .selectFrom('users')
      .select('company_id')
      .where('phone', '=', '13800000001')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('company_displays')
      .values({ company_id: owner.company_id as number, name: '展示名称', logo: '/files/abc123.jpg' })
      .onConflict((oc) => oc.column('company_id').doUpdateSet({ name: '展示名称', logo: '/files/abc123.jpg' }))
      .execute();
    const page = await call<SharedChoose>('/api/website/get_sample_chooses', { token: share.data.token, page: 1 });
    const line = page.data.list[0];
    expect(line?.price_basis).toBe(line?.carton_quantity ? 'carton' : 'piece');
    expect(page.data.company_logo).toBe('/files/abc123.jpg');
    expect(page.data.company_name).toBe('展示名称');
    const detail = await call<Page<ChooseProduct>>('/api/website/get_products', { id, page: 1, page_size: 10 }, main);
    expect(detail.data.list[0]?.price_basis).toBe(line?.price_basis);
  });
});

import type { QuotationDetail, QuotationMailPreview, QuotationSummary } from '@wanju/api-client';
import { QUOTATION_MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** Adding products into an open quotation from every source, the picker's search, and the e-mail as sent. */

let server: TestServer;
let main: string;
let sales: string;
let admin: string;
let factory: string;
let productIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  [main, sales, admin, factory] = (await Promise.all(
    ['13800000001', '13800000002', '13800000003', '13800000005'].map((p) => server.login(p)),
  )) as [string, string, string, string];
  const rows = await server.ctx.database.db
    .selectFrom('products')
    .select('id')
    .where('is_black', '=', false)
    .orderBy('id')
    .limit(30)
    .execute();
  productIds = rows.map((r) => r.id);
});
afterAll(() => server?.close());

const call = async <T>(path: string, body: unknown, token?: string) => (await server.post<T>(path, body, token)).body;
const detail = (id: number, token: string) => call<QuotationDetail>('/api/quotation/get_detail', { id }, token);
type Added = { id: number; number: string; added: number; existing: number; version: number };
const add = (body: Record<string, unknown>, token: string) => call<Added>('/api/system/add_quotation', body, token);
type Page = { list: QuotationSummary[]; total: number };
const list = (body: Record<string, unknown>, token: string) => call<Page>('/api/quotation/get_list', body, token);

async function cartWith(token: string, name: string, ids: number[]) {
  const made = await call<{ id: number }>('/api/website/add_customer_pick', { name, ids }, token);
  expect(made.code).toBe(0);
  return made.data.id;
}

describe('adding products into an open quotation', () => {
  it('search results, a cart and a selection list join the same quotation; each product once', async () => {
    const made = await add({ source: 'search', ids: productIds.slice(0, 2) }, sales);
    expect(made.code).toBe(0);
    const id = made.data.id;
    let version = made.data.version;

    // more search results: one already there is counted, not added twice
    const more = await add({ source: 'search', ids: productIds.slice(1, 4), quotation_id: id, version }, sales);
    expect(more.data).toMatchObject({ id, number: made.data.number, added: 2, existing: 1 });
    version = more.data.version;

    // a cart that is not the one the quotation came from, with its cartons
    const cartId = await cartWith(sales, '另一个车', productIds.slice(4, 6));
    const fromCart = await add({ source: 'cart', source_id: cartId, quotation_id: id, version }, sales);
    expect(fromCart.data).toMatchObject({ id, added: 2, existing: 0 });
    version = fromCart.data.version;

    // a selection list
    const choose = await call<{ id: number }>(
      '/api/website/add_products',
      { name: '选品单甲', ids: productIds.slice(5, 8) },
      sales,
    );
    const fromList = await add({ source: 'chooses', source_id: choose.data.id, quotation_id: id, version }, sales);
    expect(fromList.data).toMatchObject({ id, added: 2, existing: 1 });

    const d = (await detail(id, sales)).data;
    expect(d.items.map((i) => i.toy_id)).toEqual(productIds.slice(0, 8));
    expect(d.version).toBe(fromList.data.version);
  });

  it('a stale version, a closed, a deleted or another company’s quotation is refused in Chinese, nothing added', async () => {
    const made = await add({ source: 'search', ids: productIds.slice(10, 11) }, sales);
    const id = made.data.id;
    const stale = await add({ source: 'search', ids: [productIds[12]], quotation_id: id, version: 99 }, sales);
    expect(stale.msg).toBe(QUOTATION_MSG.stale);

    // another company's user: not found, as if it did not exist
    const foreign = await add({ source: 'search', ids: [productIds[12]], quotation_id: id }, factory);
    expect(foreign.msg).toBe(QUOTATION_MSG.notFound);
    expect((await detail(id, sales)).data.items).toHaveLength(1);

    const d = (await detail(id, sales)).data;
    const closed = await call<QuotationDetail>(
      '/api/quotation/save',
      { id, version: d.version, action: 'close' },
      sales,
    );
    const refused = await add(
      { source: 'search', ids: [productIds[12]], quotation_id: id, version: closed.data.version },
      sales,
    );
    expect(refused.msg).toBe(QUOTATION_MSG.closed);

    const other = await add({ source: 'search', ids: productIds.slice(13, 14) }, sales);
    expect((await call('/api/quotation/delete', { id: other.data.id }, sales)).code).toBe(0);
    const gone = await add({ source: 'search', ids: [productIds[15]], quotation_id: other.data.id }, sales);
    expect(gone.code).not.toBe(0);
    expect(gone.msg).toBe(QUOTATION_MSG.notFound);
    expect(gone.msg).toMatch(/[\u4e00-\u9fa5]/);
    const lines = await server.ctx.database.db
      .selectFrom('quotation_items' as never)
      .select('id' as never)
      .where('quotation_id' as never, '=', other.data.id as never)
      .execute();
    expect(lines).toHaveLength(0);
  });

  it('a new quotation from the comparison and from a selection list', async () => {
    const set = await call('/api/toy/edit_company_toy_contrast', { ids: productIds.slice(16, 19) }, admin);
    expect(set.code).toBe(0);
    const fromCompare = await add({ source: 'compare' }, admin);
    expect(fromCompare.data.added).toBe(3);
    const choose = await call<{ id: number }>(
      '/api/website/add_products',
      { name: '选品单乙', ids: productIds.slice(19, 21) },
      admin,
    );
    const fromList = await add({ source: 'chooses', source_id: choose.data.id }, admin);
    expect(fromList.data.added).toBe(2);
    expect(fromList.data.id).not.toBe(fromCompare.data.id);
  });
});

describe('the picker of quotations', () => {
  it('searches all of the user’s quotations by number, customer and remark, pages them, leaves closed ones out', async () => {
    const customer = await call<{ id: number }>('/api/customer/add', { name: 'Sunrise Toys GmbH 检索' }, sales);
    expect(customer.code).toBe(0);
    const made: Added[] = [];
    for (let i = 0; i < 3; i++) {
      const q = await add({ source: 'search', ids: [productIds[22 + i]], customer_id: customer.data.id }, sales);
      made.push(q.data);
    }
    const remarked = await add({ source: 'search', ids: [productIds[25]] }, sales);
    const d = (await detail(remarked.data.id, sales)).data;
    await call('/api/quotation/save_remark', { id: d.id, version: d.version, remark: '圣诞 50%_特价' }, sales);

    const byCustomer = await list({ keyword: 'sunrise toys', page: 1, page_size: 2, editable: true }, sales);
    expect(byCustomer.data.total).toBe(3);
    expect(byCustomer.data.list).toHaveLength(2);
    const second = await list({ keyword: 'sunrise toys', page: 2, page_size: 2, editable: true }, sales);
    expect(second.data.list.map((q) => q.id)).toEqual([made[0]?.id]);

    // the remark, with % and _ taken literally
    expect((await list({ keyword: '50%_特', editable: true }, sales)).data.list.map((q) => q.id)).toEqual([d.id]);
    expect((await list({ keyword: '5_%', editable: true }, sales)).data.total).toBe(0);
    // the number
    const byNumber = await list({ keyword: made[1]?.number, editable: true }, sales);
    expect(byNumber.data.list.map((q) => q.id)).toEqual([made[1]?.id]);

    // a closed one is not offered to add to
    const first = (await detail(made[1]?.id as number, sales)).data;
    await call('/api/quotation/save', { id: first.id, version: first.version, action: 'close' }, sales);
    expect((await list({ keyword: 'sunrise toys', editable: true }, sales)).data.total).toBe(2);
    expect((await list({ keyword: 'sunrise toys' }, sales)).data.total).toBe(3);

    // nobody else's: another company finds none of them; a salesperson not the main account's
    expect((await list({ keyword: 'sunrise toys', editable: true }, factory)).data.total).toBe(0);
    const mainOwn = await add({ source: 'search', ids: [productIds[26]] }, main);
    const mine = await list({ keyword: mainOwn.data.number, editable: true }, sales);
    expect(mine.data.total).toBe(0);
    expect((await list({ keyword: mainOwn.data.number, editable: true }, admin)).data.total).toBe(1);
    expect((await list({ page_size: 500 }, sales)).code).not.toBe(0);
  });
});

describe('the e-mail preview', () => {
  it('an unsent quotation previews what the current user would send; a sent one shows the e-mail as it went', async () => {
    const made = await add({ source: 'search', ids: productIds.slice(27, 29) }, sales);
    const id = made.data.id;
    const before = await call<QuotationMailPreview>('/api/quotation/get_info', { id, lang: 'zh' }, admin);
    expect(before.code).toBe(0);
    expect(before.data.sent).toBeNull();
    // signed by the one who would send it (the administrator 张伟), not the quotation's salesperson
    expect(before.data.body).toContain('张伟');
    expect(before.data.body).not.toContain('李晓梅');

    const sent = await call(
      '/api/quotation/send_email',
      {
        id,
        to: 'anna@buyer.example',
        name: 'Anna',
        lang: 'en',
        subject: 'Our offer {number}',
        body: 'Hi {customer}, {link} — {sender}',
      },
      sales,
    );
    expect(sent.code).toBe(0);
    // the administrator's template would differ; the preview shows what the customer received from 李晓梅
    const after = await call<QuotationMailPreview>('/api/quotation/get_info', { id, lang: 'zh' }, admin);
    const mail = after.data.sent;
    expect(mail).not.toBeNull();
    expect(mail?.subject).toBe(`Our offer ${made.data.number}`);
    expect(mail?.body).toMatch(/^Hi Anna, http.*\/confirm\?token=.* — 李晓梅/);
    expect(mail?.sender).toBe('李晓梅');
    expect(mail?.to).toEqual({ name: 'Anna', email: 'anna@buyer.example' });
    expect(mail?.status_text).toBe('未发送');
    expect(mail?.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.xlsx$/)]);
    // the would-be preview stays the current user's
    expect(after.data.body).toContain('张伟');

    // another company reads nothing of it
    expect((await call('/api/quotation/get_info', { id }, factory)).msg).toBe(QUOTATION_MSG.notFound);
  });
});

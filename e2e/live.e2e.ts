import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyerSession, consoleNav, signIn } from './harness';

/**
 * Open screens follow what another person does, without a reload: each case is two browser contexts, and the
 * watcher's screen shows the other's change within 5 s.
 */
const { signedInPage, signedOutPage, baseUrl } = buyerSession();

const LIVE_MS = 5000;

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

const signInApi = async (phone = '13800000001') =>
  (await api<{ token: string }>('/api/login', { phone, password: 'demo123456' })).token;

async function productItems(token: string, n: number) {
  const found = await api<{ list: { id: number; article_number: string }[] }>(
    '/api/toy/get_list',
    { keyword: '玩具', page: 1, page_size: n },
    token,
  );
  return found.list;
}

const products = async (token: string, n: number) => (await productItems(token, n)).map((p) => p.id);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Resolves when the page's live socket has joined a channel matching `channel` (a change made before then
 * would be missed by the open screen, as it would be by a person opening it a moment later).
 */
const liveJoined = (page: Page, channel: RegExp) =>
  new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        // a signed-in socket is told `subscribed` per channel; a share link's is handed its channel with `ready`
        if (/"type":"(?:subscribed|ready)"/.test(text) && channel.test(text)) resolve();
      }),
    ),
  );

/** Resolves when `locator`-like text shows, polling without a reload, within LIVE_MS. */
const seen = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: LIVE_MS, intervals: [100, 250] }).toBe(true);

describe('live screens', () => {
  it("the customer confirms on /confirm → the salesperson's open quotation editor shows it", async () => {
    const token = await signInApi();
    const cart = await api<{ id: number }>(
      '/api/website/add_customer_pick',
      { name: '实时报价', ids: await products(token, 3) },
      token,
    );
    const made = await api<{ id: number }>('/api/system/add_quotation', { source: 'cart', source_id: cart.id }, token);
    const sent = await api<{ link: { url: string } }>(
      '/api/quotation/send_email',
      { id: made.id, to: 'live@buyer.example', name: 'Lee', lang: 'zh' },
      token,
    );
    const link = `${baseUrl()}/confirm?token=${new URL(sent.link.url).searchParams.get('token')}`;

    const sales = await signedInPage();
    await sales.goto(`${baseUrl()}/edit_quotation/${made.id}`);
    await sales.getByRole('region', { name: /^报价单 Q\d{8}-\d{4}$/ }).waitFor();
    expect(await sales.getByText(/Lee 于 .* 确认了/).count()).toBe(0);

    const customer = await signedOutPage();
    await customer.goto(link);
    await customer.getByRole('button', { name: '中文' }).click();
    await customer.getByRole('button', { name: '全部确认' }).click();
    await customer.getByRole('table').getByText('不要', { exact: true }).nth(2).click();
    await customer.getByRole('textbox', { name: /您的称呼/ }).fill('Lee');
    await customer.getByRole('button', { name: '提交确认' }).click();
    await customer.getByText(/已提交：确认 2\/3 款产品/).waitFor();

    await seen(sales, /Lee 于 .* 确认了 2\/3 款/);
    await seen(sales, '部分确认');
    await customer.close();
    await sales.close();
  });

  it('the customer picks on the share page → the open selection list and its detail count the answer', async () => {
    const token = await signInApi();
    const name = `实时选品${Date.now() % 100000}`;
    const list = await api<{ id: number }>('/api/website/add_products', { name, ids: await products(token, 4) }, token);
    const share = await api<{ token: string }>('/api/website/share', { id: list.id, days: 1 }, token);

    const owner = await signedInPage();
    await owner.goto(`${baseUrl()}/chooses`);
    const row = owner.getByRole('listitem', { name });
    await row.getByText('客户回传0次').waitFor();
    // the same owner, signed in on another page
    const detail = await signedInPage();
    await detail.goto(`${baseUrl()}/chooseDetails/${list.id}`);
    await detail.getByRole('heading', { level: 1, name }).waitFor();
    await detail.getByText('还没有客户回传').waitFor();

    const customer = await signedOutPage();
    await customer.goto(`${baseUrl()}/chooseShare?token=${share.token}`);
    await customer.getByRole('heading', { level: 1, name }).waitFor();
    await customer
      .getByRole('checkbox', { name: /^挑选 / })
      .first()
      .check({ force: true });
    await customer.getByRole('textbox', { name: /您的称呼/ }).fill('Live Buyer');
    await customer.getByRole('button', { name: '提交挑选' }).click();
    await customer.getByText('提交成功，分享人会尽快联系您').waitFor();

    await expect
      .poll(() => row.getByText('客户回传1次').isVisible(), { timeout: LIVE_MS, intervals: [100, 250] })
      .toBe(true);
    await expect
      .poll(
        () =>
          detail
            .getByRole('list', { name: '客户回传' })
            .getByText(/^Live Buyer/)
            .isVisible(),
        {
          timeout: LIVE_MS,
          intervals: [100, 250],
        },
      )
      .toBe(true);
    await customer.close();
    await detail.close();
    await owner.close();
  });

  it("the owner adds and removes products of a shared list → the customer's open share page shows them", async () => {
    const token = await signInApi();
    const [first, second, third, extra] = await products(token, 4);
    const name = `实时分享${Date.now() % 100000}`;
    const list = await api<{ id: number }>('/api/website/add_products', { name, ids: [first, second, third] }, token);
    const share = await api<{ token: string }>('/api/website/share', { id: list.id, days: 1 }, token);

    const customer = await signedOutPage();
    const joined = liveJoined(customer, /share:choose-\d+/);
    await customer.goto(`${baseUrl()}/chooseShare?token=${share.token}`);
    await customer.getByRole('heading', { level: 1, name }).waitFor();
    const picks = customer.getByRole('checkbox', { name: /^挑选 / });
    await expect.poll(() => picks.count()).toBe(3);
    await joined;

    await api('/api/website/add_products', { id: list.id, ids: [extra] }, token);
    await expect.poll(() => picks.count(), { timeout: LIVE_MS, intervals: [100, 250] }).toBe(4);
    await api('/api/website/del_products', { id: list.id, ids: [first, extra] }, token);
    await expect.poll(() => picks.count(), { timeout: LIVE_MS, intervals: [100, 250] }).toBe(2);
    await customer.close();
  });

  it("a colleague adds to and removes from their cart → the main account's open view of that cart shows it", async () => {
    const colleague = await signInApi('13800000002');
    const [product] = await productItems(colleague, 1);
    if (!product) throw new Error('the demo catalogue has products');
    const cart = await api<{ id: number }>(
      '/api/website/add_customer_pick',
      { name: `同事的车${Date.now() % 100000}` },
      colleague,
    );

    const main = await signedInPage();
    const joined = liveJoined(main, /company:\d+/);
    await main.goto(`${baseUrl()}/sample_car?customer_pick_id=${cart.id}`);
    await main.getByRole('region', { name: '选样车' }).first().waitFor();
    await joined;
    const line = main.getByText(new RegExp(`^${escaped(product.article_number)} ·`));
    expect(await line.count()).toBe(0);

    await api(
      '/api/website/add_sample_car',
      { ids: [product.id], customer_pick_id: cart.id, data_module: '' },
      colleague,
    );
    await expect.poll(() => line.first().isVisible(), { timeout: LIVE_MS, intervals: [100, 250] }).toBe(true);
    await api('/api/website/del_sample_car', { customer_pick_id: cart.id, ids: [product.id] }, colleague);
    await expect.poll(() => line.count(), { timeout: LIVE_MS, intervals: [100, 250] }).toBe(0);
    await main.close();
  });

  it("the factory answers in its console → the buyer's open inquiry list shows the answer", async () => {
    const buyer = await signedInPage();
    await buyer.goto(`${baseUrl()}/inquiry`);
    await buyer
      .getByText(/^工厂回复：/)
      .first()
      .waitFor();
    expect(await buyer.getByText('工厂回复：交期20天，实时回复').count()).toBe(0);

    const factory = await signedOutPage();
    await factory.goto(`${baseUrl()}/factory/`);
    await signIn(factory, '13800000005', 'demo123456');
    await consoleNav(factory, '收到的询价');
    const card = factory
      .getByRole('listitem', { name: /已发送$/ })
      .filter({ hasText: '请报500箱价格和交期' })
      .first();
    await card.waitFor();
    await card.getByRole('button', { name: '标记已读' }).click();
    const read = factory
      .getByRole('listitem', { name: /工厂已读$/ })
      .filter({ hasText: '请报500箱价格和交期' })
      .first();
    await read
      .getByRole('textbox', { name: /的报价（元）$/ })
      .first()
      .fill('11.5');
    await read.getByRole('textbox', { name: '回复内容' }).fill('交期20天，实时回复');
    await read.getByRole('button', { name: '回复报价' }).click();
    await factory.getByText('报价已回复').first().waitFor();

    await seen(buyer, '工厂回复：交期20天，实时回复');
    await factory.close();
    await buyer.close();
  });
});

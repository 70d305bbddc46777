import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, consoleNav, launchBrowser, signIn, startAppServer } from './harness';

/**
 * The buyer's day across two browser contexts: a salesperson's cart quantities reach the factory's desk through
 * the inquiry form; a colleague's cart is shown labelled and cannot be renamed; a list made from a product is
 * shared with the right price unit. The server is restarted on the same data a day ahead, so the
 * factory's notification time (the next full hour, §9) has come.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-journey-'));
let server: AppServer | null = null;
let base = '';
let browser: Browser;

async function start(env: Record<string, string> = {}): Promise<void> {
  server = await startAppServer(env, dataDir);
  base = server.baseUrl;
}
async function stop(): Promise<void> {
  await server?.stop();
  server = null;
}

beforeAll(async () => {
  [browser] = await Promise.all([launchBrowser(), start()]);
});
afterAll(async () => {
  await browser?.close();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

async function portal(phone: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/login`);
  await signIn(page, phone, 'demo123456');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.waitForLoadState('networkidle');
  return page;
}

/** A call of the contract from a signed-in page (its stored token), for what a test needs to look up. */
async function api<T>(page: Page, url: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([u, b]) => {
      const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { value?: string }).value ?? '';
      const res = await fetch(u as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(b),
      });
      return (await res.json()).data;
    },
    [url, body] as const,
  ) as Promise<T>;
}

describe("the buyer's day", () => {
  it("cart quantities reach the factory's desk through the inquiry form", async () => {
    // The factory's own product, looked up as the factory account.
    const factory = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await factory.goto(`${base}/factory/`);
    await signIn(factory, '13800000005', 'demo123456');
    await factory.getByRole('navigation', { name: '工厂后台导航' }).waitFor();
    const { factory_id } = await api<{ factory_id: number }>(factory, '/api/factory_console/get_find_sample_list', {
      page: 1,
      page_size: 1,
    });
    const sales = await portal('13800000002');
    const { list } = await api<{ list: { id: number; name: string; article_number: string }[] }>(
      sales,
      '/api/toy/get_list',
      { page: 1, page_size: 1, factory_id },
    );
    const product = list[0] as { id: number; name: string; article_number: string };

    // The salesperson finds it by item number and puts it in their default cart from the search card.
    await sales.goto(`${base}/sample_list?keyword=${encodeURIComponent(product.article_number)}`);
    await sales.getByRole('status').filter({ hasText: '共找到' }).waitFor();
    await sales
      .getByRole('button', { name: `加入选样车：${product.name}` })
      .first()
      .click();
    const add = sales.getByRole('dialog', { name: '加入选样车' });
    await add.getByRole('button', { name: '确定加入' }).click();
    await toast(sales, /成功加入选样车1款/);

    // In the cart: 36 cartons, ticked, 询价 opens the form with that quantity; a target price and remark are added.
    await sales.goto(`${base}/sample_car`);
    const row = sales.getByLabel(product.name, { exact: true }).first();
    await row.waitFor();
    const quantity = row.getByRole('textbox', { name: '箱数' });
    await quantity.fill('36');
    await quantity.press('Tab');
    await sales.waitForLoadState('networkidle');
    await row.getByRole('checkbox', { name: `选择 ${product.name}` }).check({ force: true });
    await sales.getByRole('button', { name: '发送询价' }).click();
    const form = sales.getByRole('dialog', { name: '发送询价' });
    const line = form.getByRole('listitem', { name: product.name });
    expect(await line.getByRole('textbox', { name: '数量（箱）' }).inputValue()).toBe('36');
    await line.getByRole('textbox', { name: /目标价/ }).fill('4.25');
    await form.getByRole('textbox', { name: /备注/ }).fill('请报FOB汕头价');
    await form.getByRole('checkbox', { name: '需要寄样' }).check({ force: true });
    await form.getByRole('button', { name: '发送询价' }).click();
    await toast(sales, '已向1家工厂发送询价');
    await sales.close();
    await factory.close();

    // A day later (night inquiries are notified at 10:00, §9) the factory's desk shows exactly what was filled in.
    await stop();
    await start({ E2E_CLOCK_OFFSET_MS: String(24 * 3_600_000) });
    const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await desk.goto(`${base}/factory/`);
    await signIn(desk, '13800000005', 'demo123456');
    await consoleNav(desk, '收到的询价');
    const card = desk.getByRole('listitem').filter({ hasText: '买家备注：请报FOB汕头价' }).first();
    await card.waitFor();
    await card.getByText(/数量 36 箱 · 目标价 ¥4\.25\/件/).waitFor();
    await card.getByText('需要寄样').waitFor();
    await desk.close();
  });

  it("shows a colleague's cart labelled with its owner, and a salesperson cannot rename it", async () => {
    const main = await portal('13800000001');
    await main.goto(`${base}/sample_car`);
    const colleagues = main.getByRole('region', { name: '同事的选样车' });
    await colleagues
      .getByRole('button', { name: /^李晓梅：/ })
      .first()
      .click();
    await main.getByRole('note').filter({ hasText: '这是同事 李晓梅 的选样车，只能查看或转交' }).waitFor();
    expect(await main.getByRole('button', { name: '清空选样车' }).count()).toBe(0);
    // Where a cart is chosen (the header's manage dialog) only the user's own carts are listed, one default.
    await main.close();

    // The salesperson sees only their own carts; renaming the main account's cart is refused by the server.
    const sales = await portal('13800000002');
    const own = await api<{ list: { id: number; user_name: string; is_default: number }[] }>(
      sales,
      '/api/website/get_customer_pick',
      {},
    );
    expect(own.list.every((c) => c.user_name === '李晓梅')).toBe(true);
    expect(own.list.filter((c) => c.is_default === 1)).toHaveLength(1);
    const mainCarts = await api<{ list: { id: number; user_name: string; name: string }[] }>(
      await portal('13800000001'),
      '/api/website/get_customer_pick',
      {},
    );
    const theirs = mainCarts.list.find((c) => c.user_name === '王建国') as { id: number; name: string };
    const refused = await sales.evaluate(async (id) => {
      const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { value?: string }).value ?? '';
      const res = await fetch('/api/website/edit_customer_pick', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ id, name: '改名' }),
      });
      return (await res.json()).code as number;
    }, theirs.id);
    expect(refused).not.toBe(0);
    await sales.close();
  });

  it('creates a list from a product, shares it, and the customer sees the carton price per CTN without the platform header', async () => {
    const main = await portal('13800000001');
    await main.goto(`${base}/sample_list?keyword=${encodeURIComponent('玩具')}`);
    await main.getByRole('status').filter({ hasText: '共找到' }).waitFor();
    await main
      .getByRole('button', { name: /^加入选品单：/ })
      .first()
      .click();
    const dialog = main.getByRole('dialog', { name: '加入选品单' });
    await dialog.getByRole('radio', { name: '新建选品单' }).check({ force: true });
    await dialog.getByRole('textbox', { name: '新选品单名称' }).fill('按箱报价单');
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(main, '已加入1款产品');

    await main.goto(`${base}/chooses`);
    await main.getByRole('button', { name: '查看 按箱报价单' }).click();
    await main.waitForURL(/\/chooseDetails\/\d+/);
    const id = Number(new URL(main.url()).pathname.split('/').pop());
    await api(main, '/api/website/save_price_formula', {
      id,
      formula: { currency_type: 'USD', exchange_rate: 7.2, price_basis: 'carton' },
    });
    await main.reload();
    await main.getByRole('button', { name: /^(生成|续期)分享链接$/ }).click();
    await toast(main, '分享链接已生成');
    const link = await main.getByRole('textbox', { name: '分享链接' }).inputValue();

    const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await customer.goto(link);
    await customer.getByRole('heading', { level: 1, name: '按箱报价单' }).waitFor();
    await customer.getByRole('banner', { name: '分享公司' }).or(customer.getByLabel('分享公司')).first().waitFor();
    await customer
      .getByText(/\/ CTN$/)
      .first()
      .waitFor();
    expect(await customer.getByRole('searchbox').count()).toBe(0);
    await customer.close();
    await main.close();
  });
});

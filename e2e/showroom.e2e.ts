import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, launchBrowser, signIn, startAppServer } from './harness';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The demo kiosk (README): 新联创玩具展厅's touch screen. */
const DEMO_KIOSK_CODE = 'WANJ-UZHT-8888';

async function kioskContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/kiosk/`);
  await page.getByRole('textbox', { name: '设备码' }).fill(DEMO_KIOSK_CODE);
  await page.getByRole('button', { name: '登录' }).tap();
  await page.getByRole('button', { name: /轻触屏幕开始浏览/ }).tap();
  await page
    .getByRole('search', { name: '搜索' })
    .or(page.getByRole('form', { name: '搜索' }))
    .first()
    .waitFor();
  return { context, page };
}

/** Opens the n-th product tile, collects it and goes back to the list. */
async function collect(page: Page, n: number) {
  await page
    .getByRole('list', { name: /共 \d+ 款/ })
    .getByRole('button')
    .nth(n)
    .tap();
  await page.getByRole('button', { name: '加入清单' }).tap();
  await page.getByRole('button', { name: '已加入清单' }).waitFor();
  await page.getByRole('button', { name: '返回' }).tap();
}

describe('showrooms in the portal', () => {
  it('opens a showroom with products from every showroom button of the home page', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, '13800000001', 'demo123456');
    await page.getByRole('button', { name: /王建国/ }).waitFor();
    const entries = page.getByRole('list', { name: '展厅入口' }).getByRole('button');
    await entries.first().waitFor();
    const count = await entries.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++) {
      // Back to the home page as a visitor goes back (the app's own navigation, no new page load).
      if (i > 0) await page.goBack();
      const button = page.getByRole('list', { name: '展厅入口' }).getByRole('button').nth(i);
      const name = ((await button.textContent()) ?? '').trim();
      await button.click();
      const products = page.getByRole('region', { name: '展厅产品' }).getByRole('listitem');
      await products.first().waitFor({ timeout: 15_000 });
      expect(await products.count(), name).toBeGreaterThan(0);
    }
    await page.close();
  });
});

describe('the exhibition-hall kiosk', () => {
  it('browses, searches, collects three products, and its QR link opens the list on a phone for a salesperson', async () => {
    const { context, page } = await kioskContext();
    await page.getByRole('button', { name: '2F' }).tap();
    await page.getByRole('button', { name: '全部' }).first().tap();
    const firstName = (
      (await page
        .getByRole('list', { name: /共 \d+ 款/ })
        .getByRole('button')
        .first()
        .textContent()) ?? ''
    ).slice(0, 2);
    await page.getByRole('searchbox', { name: '搜索' }).fill(firstName);
    await page.getByRole('button', { name: '搜索', exact: true }).tap();
    await page.getByRole('list', { name: /共 \d+ 款/ }).waitFor();
    await page.getByRole('button', { name: '清除筛选' }).tap();
    for (const n of [0, 1, 2]) await collect(page, n);
    await page.getByRole('button', { name: '我的清单（3）' }).tap();
    await page.getByRole('button', { name: '生成二维码' }).tap();
    const link = await page.getByTestId('share-link').getAttribute('href');
    expect(link).toMatch(/\/kioskList\?token=[\w-]{30,}/);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const mobile = await phone.newPage();
    await mobile.goto(link as string);
    await mobile.getByRole('heading', { name: '展厅选品清单' }).waitFor();
    expect(await mobile.getByRole('list', { name: '展厅选品清单' }).getByRole('listitem').count()).toBe(3);
    await mobile.getByRole('region', { name: '展厅选品清单' }).getByRole('button', { name: '登录' }).tap();
    await signIn(mobile, '13800000002', 'demo123456');
    await mobile.getByRole('button', { name: '生成展厅报价单' }).tap();
    await mobile.waitForURL(/\/edit_quotation\/\d+/);
    await phone.close();
    await context.close();
  });

  it('keeps browsing with the network cut and sends the queued list when back online', async () => {
    const { context, page } = await kioskContext();
    // the first start already fills the service worker's picture cache
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('wanju-kiosk-pictures')).keys()).length), {
        timeout: 90_000,
      })
      .toBeGreaterThan(20);
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: '离线模式' }).waitFor();
    const tiles = page.getByRole('list', { name: /共 \d+ 款/ }).getByRole('button');
    const name = ((await tiles.first().textContent()) ?? '').slice(0, 2);
    await page.getByRole('searchbox', { name: '搜索' }).fill(name);
    await page.getByRole('button', { name: '搜索', exact: true }).tap();
    await collect(page, 0);
    await page.getByRole('button', { name: '我的清单（1）' }).tap();
    await page.getByRole('button', { name: '生成二维码' }).tap();
    await page.getByText('网络已断开：清单已保存，联网后自动生成二维码').waitFor();
    await context.setOffline(false);
    const link = page.getByTestId('share-link');
    await link.waitFor({ timeout: 15_000 });
    expect(await link.getAttribute('href')).toMatch(/\/kioskList\?token=/);
    await context.close();
  });
});

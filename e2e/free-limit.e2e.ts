import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, launchBrowser, signIn, startAppServer } from './harness';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  // The daily limit lowered to 2 so the third search of the day is refused.
  [server, browser] = await Promise.all([startAppServer({ FREE_SEARCH_DAILY_LIMIT: '2' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('free user daily search limit', () => {
  it('shows the free-limit prompt on the search over the limit', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, '13800000004', 'demo123456');
    await page.getByRole('button', { name: /陈先生/ }).waitFor();
    const box = page.getByRole('combobox', { name: '搜索产品' });
    for (const keyword of ['遥控汽车', '积木', '毛绒玩具']) {
      await box.fill(keyword);
      await box.press('Enter');
      await page.waitForURL(new RegExp(`keyword=${encodeURIComponent(keyword)}$`));
      if (keyword !== '毛绒玩具') {
        await page
          .getByRole('status')
          .filter({ hasText: `“${keyword}” 共找到` })
          .waitFor()
          .catch(async (e) => {
            console.log('DIAG', page.url(), ((await page.locator('body').textContent()) ?? '').slice(0, 1500));
            throw e;
          });
        await page.keyboard.press('Escape');
      }
    }
    const prompt = page.getByRole('dialog', { name: '今日免费搜索次数已用完' });
    await prompt.waitFor();
    await prompt.getByText(/免费/).first().waitFor();
    await prompt.getByRole('button', { name: '开通会员' }).click();
    await prompt.waitFor({ state: 'hidden' });
    // 开通会员 opens the help's membership section.
    await page.waitForURL(/\/help#member$/);
    await page.getByRole('heading', { name: '会员与免费搜索次数' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.close();
  });
});

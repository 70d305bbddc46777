import { describe, expect, it } from 'vitest';
import { buyerSession, consoleNav, signIn } from './harness';

const { signedOutPage, baseUrl } = buyerSession();

/** The keys the page keeps in localStorage. */
const storedKeys = (page: import('playwright-core').Page) => page.evaluate(() => Object.keys(localStorage));

describe('a shared computer', () => {
  it("signing out removes the user's tabs and comparison; the next user sees none of them", async () => {
    const page = await signedOutPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, '13800000001', 'demo123456');
    await page.getByRole('button', { name: /王建国/ }).waitFor();
    await page.goto(`${baseUrl()}/inquiry`);
    await page
      .getByText(/^工厂回复：/)
      .first()
      .waitFor();
    await page.evaluate(() => {
      const id = JSON.parse(localStorage.getItem('user_info') ?? '{}').value.user_id;
      localStorage.setItem(`compare_list:u${id}`, JSON.stringify({ v: 1, value: [1, 2] }));
    });
    await expect
      .poll(async () => (await storedKeys(page)).some((k) => /^tabBar:u\d+$/.test(k)), { timeout: 5000 })
      .toBe(true);

    await page.getByRole('button', { name: /王建国/ }).click();
    await page.getByRole('menuitem', { name: '退出' }).click();
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    await expect.poll(async () => (await storedKeys(page)).filter((k) => /^(tabBar|compare_list)/.test(k))).toEqual([]);

    await page.goto(`${baseUrl()}/login`);
    await signIn(page, '13800000002', 'demo123456');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token') !== null), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('navigation').first().waitFor();
    const tabs = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([k]) => k.startsWith('tabBar'))
        .map(([, v]) => v)
        .join(),
    );
    expect(tabs).not.toContain('/inquiry');
    expect((await storedKeys(page)).filter((k) => k.startsWith('compare_list'))).toEqual([]);
    await page.close();
  });
});

describe('the factory console', () => {
  it('has a real screen behind every menu entry, and the product form has its own address', async () => {
    const factory = await signedOutPage();
    await factory.goto(`${baseUrl()}/factory/`);
    await signIn(factory, '13800000005', 'demo123456');
    await factory.getByRole('navigation', { name: '工厂后台导航' }).waitFor();
    await factory.getByRole('banner').getByRole('button').last().click();
    await factory.getByRole('menuitem', { name: '退出' }).waitFor();
    expect(await factory.getByRole('menuitem').allTextContents()).toEqual(['退出']);
    await factory.keyboard.press('Escape');

    await consoleNav(factory, '产品');
    await factory.getByRole('button', { name: '新建产品' }).click();
    await factory.waitForURL(/\/factory\/products\/new$/);
    const category = factory.getByRole('button', { name: /分类/ }).first();
    await category.click();
    const options = await factory.getByRole('option').allTextContents();
    expect(options).toContain('遥控车');
    expect(options.filter((o) => /^\d{4} /.test(o))).toEqual([]);
    await factory.keyboard.press('Escape');
    await factory.goBack();
    await factory.waitForURL(/\/factory\/products$/);
    await factory.getByRole('button', { name: '新建产品' }).waitFor();
    await factory.close();
  });
});

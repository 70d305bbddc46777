import type { Browser, Page } from 'playwright-core';
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

async function signedInPage(height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height } });
  await page.goto(`${server.baseUrl}/login`);
  await signIn(page, '13800000001', 'demo123456');
  await page.getByRole('button', { name: /王建国/ }).waitFor();
  return page;
}

describe('shell tools, help, law and settings', () => {
  it('shows help and the terms and privacy policy without signing in', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/help`);
    await page.getByRole('heading', { level: 1, name: '帮助中心' }).waitFor();
    await page.getByRole('button', { name: '服务条款与隐私政策' }).click();
    await page.waitForURL(/\/law/);
    await page.getByRole('heading', { name: '一、协议范围' }).waitFor();
    await page.getByRole('tab', { name: '隐私政策' }).click();
    await page.getByRole('heading', { name: '一、我们收集的信息' }).waitFor();
    expect(await page.title()).toContain('玩具采购平台');
    await page.close();
  });

  it('zooms the page, collapses the side toolbar and remembers both after a reload', async () => {
    const page = await signedInPage();
    await page.getByRole('button', { name: '放大' }).click();
    expect(await page.evaluate(() => document.documentElement.style.zoom)).toBe('110%');
    const toolbar = page.getByRole('complementary', { name: '侧边工具栏' });
    await toolbar.getByRole('button', { name: '收起' }).click();
    await toolbar.getByRole('button', { name: '展开' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /王建国/ }).waitFor();
    expect(await page.getByRole('textbox', { name: '页面缩放（%）' }).inputValue()).toBe('110');
    expect(await page.evaluate(() => document.documentElement.style.zoom)).toBe('110%');
    await toolbar.getByRole('button', { name: '展开' }).click();
    await toolbar.getByRole('button', { name: '对比' }).click();
    await page.waitForURL(/\/contrast/);
    await page.close();
  });

  it('shows back to top after scrolling a long page', async () => {
    // A short window, so the help page scrolls well past the 500 px threshold.
    const page = await signedInPage(480);
    await page.goto(`${server.baseUrl}/help`);
    await page.getByRole('heading', { level: 1, name: '帮助中心' }).waitFor();
    const toolbar = page.getByRole('complementary', { name: '侧边工具栏' });
    expect(await toolbar.getByRole('button', { name: '顶部' }).count()).toBe(0);
    // scrolled past the threshold once the page has laid out its whole length (scrolling again until it has)
    await page.waitForFunction(() => {
      window.scrollTo(0, 800);
      return window.scrollY > 500;
    });
    await toolbar.getByRole('button', { name: '顶部' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });

  it('changes the nickname in the settings', async () => {
    const page = await signedInPage();
    await page.getByRole('button', { name: /王建国/ }).click();
    await page.getByRole('menuitem', { name: /个人设置/ }).click();
    await page.waitForURL(/\/settings/);
    const field = page.getByRole('textbox', { name: '昵称' });
    await field.fill('王经理');
    await page.getByRole('region', { name: '个人资料' }).getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    await page.getByRole('button', { name: /王经理/ }).waitFor();
    await page.close();
  });
});

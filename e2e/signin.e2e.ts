import type { Browser } from 'playwright-core';
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

describe('sign-in journey (foundation)', () => {
  it('signs in as the main account, survives a reload, logs out and lands on /', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, '13800000001', 'demo123456');

    const userButton = page.getByRole('button', { name: /王建国/ });
    await userButton.waitFor();
    expect(await userButton.textContent()).toContain('主账号');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.title()).toContain('玩具采购平台');

    await page.reload();
    await page.getByRole('button', { name: /王建国/ }).waitFor();

    await page.getByRole('button', { name: /王建国/ }).click();
    await page.getByRole('menuitem', { name: '退出' }).click();
    await page.getByText('退出成功').waitFor();
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });

  it('shows the server message for a wrong password', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, '13800000001', 'wrong-password');
    await page.getByRole('alert').filter({ hasText: '手机号或密码错误' }).waitFor();
    await page.close();
  });

  it('sends a signed-out visit to a protected route home', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/sample_car`);
    await page.waitForURL(`${server.baseUrl}/`);
    await page.close();
  });

  it('signs in to the factory console and shows the company', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/factory/`);
    await signIn(page, '13800000005', 'demo123456');
    await page.getByRole('heading', { name: '汕头市澄海区星辉玩具厂' }).waitFor();
    await page.close();
  });

  it('signs the showroom kiosk in with its device code and shows its showroom', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/kiosk/`);
    await page.getByRole('textbox', { name: '设备码' }).fill('WANJ-UZHT-8888');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('button', { name: /新联创玩具展厅/ }).waitFor();
    await page.close();
  });
});

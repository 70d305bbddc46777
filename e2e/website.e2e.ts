import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, launchBrowser, signIn, startAppServer } from './harness';

/**
 * The company website from both sides: the company creates and publishes a site in the portal; a visitor
 * on a phone-sized page browses it, registers and applies for access; the company approves; the visitor
 * sees prices, builds a sample list and orders; the company finds the order in /customerIndent and the
 * visit in /browseRecords and /statistics.
 */

let server: AppServer | null = null;
let browser: Browser;
let base = '';
let admin: Page;
let phone: BrowserContext;
let visitor: Page;
const SLUG = 'e2e-shop';
const VISITOR = 'Mia Phone';

beforeAll(async () => {
  const reuse = process.env.E2E_BASE_URL;
  [server, browser] = await Promise.all([reuse ? Promise.resolve(null) : startAppServer(), launchBrowser()]);
  base = reuse ?? (server as AppServer).baseUrl;
  admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await admin.goto(`${base}/login`);
  await signIn(admin, '13800000001', 'demo123456');
  await admin.getByRole('button', { name: /王建国/ }).waitFor();
  phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  });
  visitor = await phone.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('company website journey', () => {
  it('the company creates and publishes a site from /websiteList', async () => {
    await admin.goto(`${base}/websiteList`);
    await admin.getByRole('button', { name: '新建网站' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /网站名称/ }).fill('E2E 展厅');
    await dialog.getByRole('textbox', { name: /网站地址/ }).fill(SLUG);
    await dialog.getByRole('button', { name: '保存' }).click();
    await admin.getByRole('button', { name: '发布 E2E 展厅' }).click();
    await admin.getByRole('button', { name: '下线 E2E 展厅' }).waitFor();
  });

  it('a visitor on a phone browses the site, registers and applies for access', async () => {
    await visitor.goto(`${base}/site/${SLUG}/`);
    await visitor.getByRole('heading', { level: 1, name: 'E2E 展厅' }).waitFor();
    expect(await visitor.locator('script').count()).toBe(0);
    await visitor.getByRole('link', { name: '产品中心' }).click();
    await visitor
      .getByRole('status')
      .filter({ hasText: /共 \d+ 款产品/ })
      .waitFor();
    await visitor.getByRole('list', { name: '产品中心' }).getByRole('link').first().click();
    await visitor.getByText('登录并通过审核后可见价格').waitFor();
    await visitor.goto(`${base}/site/${SLUG}/account?register=1`);
    const form = visitor.getByRole('form', { name: '注册' });
    await form.getByLabel('手机号或邮箱').fill('mia@example.com');
    await form.getByLabel('密码').fill('mia-12345');
    await form.getByLabel('姓名').fill(VISITOR);
    await form.getByRole('button', { name: '注册' }).click();
    await visitor.getByRole('heading', { name: `欢迎，${VISITOR}` }).waitFor();
    await visitor.getByRole('button', { name: '提交申请' }).click();
    await visitor.getByText('您的访问申请正在审核中').waitFor();
  });

  it('the company approves the request in /accessRequest', async () => {
    await admin.goto(`${base}/accessRequest`);
    await admin.getByRole('button', { name: `通过 ${VISITOR}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '通过' }).click();
    await admin.getByRole('button', { name: '已通过', exact: true }).click();
    await admin.getByRole('listitem', { name: /Mia Phone/ }).waitFor();
  });

  it('the approved visitor sees prices, submits a sample list and orders from it', async () => {
    await visitor.goto(`${base}/site/${SLUG}/products`);
    await visitor.getByRole('list', { name: '产品中心' }).getByRole('link').first().click();
    await visitor.getByLabel('价格').waitFor();
    await visitor.getByLabel('数量').fill('3');
    await visitor.getByRole('button', { name: '加入选样单' }).click();
    await visitor.getByRole('status').filter({ hasText: '已加入选样单' }).waitFor();
    await visitor.goto(`${base}/site/${SLUG}/samples`);
    await visitor.getByRole('button', { name: '提交选样单' }).click();
    await visitor.getByRole('status').filter({ hasText: '选样单已提交' }).waitFor();
    await visitor.getByRole('button', { name: '下单' }).click();
    await visitor.getByRole('status').filter({ hasText: '订单已提交，等待确认' }).waitFor();
    await visitor.getByRole('table', { name: '我的订单' }).getByText('待确认').waitFor();
  });

  it('the company sees the order, the visit and the figures', async () => {
    await admin.goto(`${base}/customerIndent`);
    await admin.getByRole('grid', { name: '客户订单' }).getByText(VISITOR).waitFor();
    await admin.goto(`${base}/browseRecords`);
    const filters = admin.getByRole('form', { name: '筛选' });
    await filters.getByRole('textbox', { name: '访客、产品或地址' }).fill(VISITOR);
    await filters.getByRole('button', { name: '搜索' }).click();
    await admin.getByRole('grid', { name: '浏览记录' }).getByText('产品详情').first().waitFor();
    await admin.goto(`${base}/statistics`);
    await admin.getByRole('img', { name: /访问趋势/ }).waitFor();
    const orders = await admin.getByRole('listitem', { name: /^订单 \d+$/ }).getAttribute('aria-label');
    expect(Number(orders?.split(' ')[1])).toBeGreaterThanOrEqual(1);
  });

  it('the visitor and the staff chat live, each without a reload', async () => {
    await visitor.getByRole('link', { name: '在线咨询' }).first().click();
    const log = visitor.getByRole('log', { name: '在线咨询' });
    await visitor.getByRole('textbox', { name: '消息' }).fill('能寄样品到深圳吗？');
    await visitor.getByRole('button', { name: '发送' }).click();
    await log.getByText('能寄样品到深圳吗？').waitFor();
    expect(await visitor.getByRole('textbox', { name: '消息' }).inputValue()).toBe('');

    // The staff find it in their website tab and answer.
    await admin.getByRole('complementary', { name: '侧边工具栏' }).getByRole('button', { name: /消息$/ }).click();
    const window = admin.getByRole('dialog', { name: '在线沟通' });
    await window.getByRole('tab', { name: /^官网访客/ }).click();
    await window.getByRole('option', { name: new RegExp(`^${VISITOR}`) }).click();
    const staffLog = window.getByRole('log', { name: '聊天记录' });
    await staffLog.getByText('能寄样品到深圳吗？').waitFor();
    await window.getByRole('textbox', { name: '消息内容' }).fill('可以，顺丰到付');
    await window.getByRole('textbox', { name: '消息内容' }).press('Enter');

    // The visitor's open page shows the answer (it has no refresh link: the chat streams), then their next
    // message reaches the staff's open window.
    await log.getByText('可以，顺丰到付').waitFor({ timeout: 5000 });
    expect(await visitor.getByRole('link', { name: '↻' }).count()).toBe(0);
    await visitor.getByRole('textbox', { name: '消息' }).fill('好的，谢谢');
    await visitor.getByRole('button', { name: '发送' }).click();
    await staffLog.getByText('好的，谢谢').waitFor();
  });
});

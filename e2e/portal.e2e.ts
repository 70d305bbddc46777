import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyerSession, signIn } from './harness';

// exceljs is the server's dependency; the journey writes its spreadsheet with the same library.
const ExcelJS = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'))(
  'exceljs',
) as typeof import('exceljs');

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

/** The first new arrival: its name, article number and full-size picture bytes. */
async function firstNewArrival(page: Page) {
  await page.goto(`${baseUrl()}/new_arrivals`);
  const first = page.getByRole('region', { name: '新品' }).getByRole('article').first();
  await first.waitFor();
  const name = ((await first.getByRole('button').first().textContent()) ?? '').trim();
  const articleText = (await first.getByText(/^货号：/).textContent()) ?? '';
  const article = articleText.replace(/^货号：/, '').trim();
  const src = await first.locator('img').first().getAttribute('src');
  const picture = await page.evaluate(
    async (url) => Array.from(new Uint8Array(await (await fetch(url as string)).arrayBuffer())),
    src?.replace(/_s\.jpg$/, '.jpg'),
  );
  return { name, article, picture: Buffer.from(picture) };
}

describe('buyer portal: settings, Excel search, crop, keep-alive', () => {
  it('changes the password, then signs in with the new one and not the old one', async () => {
    const page = await signedOutPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, '13800000005', 'demo123456');
    await tabBar(page).waitFor();
    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('heading', { level: 1, name: '个人设置' }).waitFor();
    await page.getByLabel('原密码').fill('demo123456');
    await page.getByLabel('新密码', { exact: true }).fill('toyBuyer2026');
    await page.getByLabel('确认新密码').fill('toyBuyer2026');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.getByText('密码修改成功，其他设备已退出登录').waitFor();
    await page.close();

    const again = await signedOutPage();
    await again.goto(`${baseUrl()}/login`);
    await signIn(again, '13800000005', 'demo123456');
    await again.getByText('手机号或密码错误').first().waitFor();
    await signIn(again, '13800000005', 'toyBuyer2026');
    await again.waitForURL((url) => !url.pathname.startsWith('/login'));
    await tabBar(again).waitFor();
    await again.close();
  });

  it('finds a product by its item number from an uploaded Excel file', async () => {
    const page = await signedInPage();
    const product = await firstNewArrival(page);
    expect(product.article).not.toBe('');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('找样');
    sheet.addRow(['货号', '品名']);
    sheet.addRow([product.article, '']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    await page.goto(`${baseUrl()}/imageSearch`);
    await page.getByLabel('上传图片').setInputFiles({
      name: '找样清单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: bytes,
    });
    const excel = page.getByRole('region', { name: 'Excel 找样' });
    await excel.getByRole('status').filter({ hasText: '共 1 行，1 行找到候选产品' }).waitFor();
    await excel.getByText('按货号匹配').waitFor();
    const top = excel.getByRole('list', { name: '第 2 行的候选产品' }).getByRole('article').first();
    expect(((await top.getByRole('button').first().textContent()) ?? '').trim()).toBe(product.name);

    // an unreadable file gets the server's Chinese refusal
    await page.getByLabel('上传图片').setInputFiles({
      name: '坏文件.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]),
    });
    await excel.getByRole('alert').filter({ hasText: 'Excel文件无法读取，请检查文件后重新上传' }).waitFor();
    await page.close();
  });

  it('searches an uploaded picture, then again with a new crop', async () => {
    const page = await signedInPage();
    const product = await firstNewArrival(page);
    // Record the `crop` part of each search_image upload (Playwright does not expose multipart file bodies).
    await page.addInitScript(() => {
      const w = window as unknown as { __crops: (string | null)[] };
      w.__crops = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith('/api/toy/search_image')) {
          const form = await request.clone().formData();
          w.__crops.push((form.get('crop') as string | null) ?? null);
        }
        return original(request);
      };
    });
    await page.goto(`${baseUrl()}/imageSearch`);
    const crops = () => page.evaluate(() => (window as unknown as { __crops: (string | null)[] }).__crops);
    await page
      .getByLabel('上传图片')
      .setInputFiles({ name: 'catalogue.jpg', mimeType: 'image/jpeg', buffer: product.picture });
    const status = page.getByRole('status').filter({ hasText: /找到 \d+ 款相似产品/ });
    await status.waitFor();
    const top = page.getByRole('region', { name: '相似产品' }).getByRole('article').first().getByRole('button').first();
    expect(((await top.textContent()) ?? '').trim()).toBe(product.name);
    expect(await crops()).toEqual([null]);

    // shrink the selection to the middle of the picture and search again
    const selection = page.getByRole('slider', { name: /裁剪区域/ });
    await selection.focus();
    for (let i = 0; i < 15; i++) await page.keyboard.press('Shift+ArrowLeft');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowUp');
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    const again = page.waitForResponse((r) => r.url().endsWith('/api/toy/search_image'));
    await page.getByRole('button', { name: '按选区搜索' }).click();
    expect(((await (await again).json()) as { code: number }).code).toBe(0);
    const sent = await crops();
    expect(sent).toHaveLength(2);
    const crop = JSON.parse(sent[1] ?? '{}') as { x: number; y: number; width: number; height: number };
    expect(crop.x + crop.y).toBeGreaterThan(0);
    expect(crop.width).toBeGreaterThan(0);
    expect(crop.height).toBeGreaterThan(0);
    await status.waitFor();
    await page.close();
  });

  it('keeps a list page with its filters and unsent input when switching tabs and back', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/new_arrivals`);
    const list = page.getByRole('region', { name: '新品' });
    await list.getByRole('article').first().waitFor();
    const category = list.page().getByRole('button', { name: /分类/ }).first();
    await category.click();
    await page.getByRole('option', { name: '婴童' }).click();
    await page.waitForURL(/group_id=/);
    await page
      .getByRole('status')
      .filter({ hasText: /共 .+ 款产品/ })
      .waitFor();
    // typed but not applied: lives only in the page's state
    await page.getByRole('textbox', { name: '最低价' }).fill('12');

    // switch tabs inside the app (a full page load would start a fresh app)
    await tabBar(page).getByRole('button', { name: '首页', exact: true }).click();
    await page.waitForURL(/\/index$|\/$/);
    await page.getByRole('list', { name: '新品上架' }).getByRole('article').first().waitFor();
    await tabBar(page).getByRole('button', { name: '新品', exact: true }).click();
    await page.waitForURL(/\/new_arrivals\?.*group_id=/);
    await expect.poll(() => page.getByRole('textbox', { name: '最低价' }).inputValue()).toBe('12');
    expect(await category.textContent()).toContain('婴童');
    await page.close();
  });
});

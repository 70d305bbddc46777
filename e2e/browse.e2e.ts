import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyerSession } from './harness';

const { signedInPage, baseUrl } = buyerSession();

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

describe('buyer portal browsing', () => {
  it('shows home with the server sections', async () => {
    const page = await signedInPage();
    await page.getByText(/昨日新增上新工厂 \d+ 家，新品 \d+ 款/).waitFor();
    for (const name of ['新品上架', '热销产品', '平台推荐']) {
      await page.getByRole('list', { name }).getByRole('article').first().waitFor();
    }
    const rooms = page.getByRole('list', { name: '展厅入口' }).getByRole('button');
    await rooms.first().waitFor();
    await expect.poll(() => rooms.count()).toBeGreaterThan(3);
    await page.close();
  });

  it('opens three category routes as tabs with their titles', async () => {
    const page = await signedInPage();
    for (const [path, title] of [
      ['/new_arrivals', '新品'],
      ['/globalHot', '全球热销'],
      ['/factorystock_list', '工厂库存'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /共 .+ 款产品/ })
        .waitFor();
      await expect
        .poll(() => page.getByRole('region', { name: title }).getByRole('article').count())
        .toBeGreaterThan(0);
      expect(await page.title()).toBe(`玩具采购平台 - ${title}`);
    }
    // A card's cart button asks which sample cart to add the product to.
    await page
      .getByRole('region', { name: '工厂库存' })
      .getByRole('button', { name: /^加入选样车：/ })
      .first()
      .click();
    const pick = page.getByRole('dialog', { name: '加入选样车' });
    await pick.waitFor();
    await page.keyboard.press('Escape');
    await pick.waitFor({ state: 'hidden' });
    const bar = tabBar(page);
    for (const title of ['首页', '新品', '全球热销', '工厂库存'])
      await bar.getByRole('button', { name: title, exact: true }).waitFor();
    await page.close();
  });

  it("searches '遥控汽车', opens a product and then its factory", async () => {
    const page = await signedInPage();
    const box = page.getByRole('combobox', { name: '搜索产品' });
    await box.fill('遥控汽车');
    await page.getByRole('group', { name: '猜你想要' }).waitFor();
    await box.press('Enter');
    await page.waitForURL(/\/sample_list\?keyword=/);
    await page.getByRole('status').filter({ hasText: '“遥控汽车” 共找到' }).waitFor();
    const first = page
      .getByRole('region', { name: '样品查询' })
      .getByRole('article')
      .first()
      .getByRole('button')
      .first();
    const name = ((await first.textContent()) ?? '').trim();
    await first.click();
    const dialog = page.getByRole('dialog', { name: '产品详情' });
    await dialog.getByRole('heading', { name }).waitFor();
    await dialog.getByText('外箱规格(cm)').waitFor();
    await dialog.getByRole('button', { name: '进入工厂' }).click();
    await page.waitForURL(/\/factory_detail\/\d+/);
    await page.getByRole('heading', { name: '公司信息' }).waitFor();
    await tabBar(page).getByRole('button', { name: '工厂详情', exact: true }).waitFor();
    await page.close();
  });

  it('opens 10 tabs, closes the others, reloads and keeps the tabs', async () => {
    const page = await signedInPage();
    const paths = [
      '/new_arrivals',
      '/globalHot',
      '/discountSection',
      '/factorystock_list',
      '/toyCross',
      '/factory_list',
      '/recommend',
      '/overreco',
      '/xinpinhd_listing',
      '/taxpayer',
    ];
    for (const path of paths) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    const bar = tabBar(page);
    await expect.poll(() => bar.getByRole('listitem').count()).toBe(11);
    await bar.getByRole('button', { name: '新品', exact: true }).click();
    await page.waitForURL(/\/new_arrivals/);
    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => bar.getByRole('listitem').count()).toBe(2);
    await page.reload();
    await bar.getByRole('button', { name: '新品', exact: true }).waitFor();
    await expect.poll(() => bar.getByRole('listitem').count()).toBe(2);
    await bar.getByRole('button', { name: '关闭 新品' }).click();
    await page.waitForURL(/\/index$/);
    await expect.poll(() => bar.getByRole('listitem').count()).toBe(1);
    await page.close();
  });

  it('opens the manufacturing areas, an area and the content routes', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/toy_area`);
    await page.getByRole('button', { name: '汕头澄海' }).click();
    await page.waitForURL(/\/toy_area\/\d+/);
    await page.getByRole('heading', { level: 1, name: '汕头澄海' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /共 \d+ 家工厂/ })
      .waitFor();
    for (const [path, title] of [
      ['/xiaoniaolive', '直播'],
      ['/video_zone', '视频专区'],
      ['/logistics', '物流服务商'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('list', { name: title }).getByRole('article').first().waitFor();
    }
    await page.close();
  });

  it('searches by an uploaded catalogue picture and finds that product first', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/new_arrivals`);
    const first = page.getByRole('region', { name: '新品' }).getByRole('article').first();
    const name = ((await first.getByRole('button').first().textContent()) ?? '').trim();
    const src = await first.locator('img').first().getAttribute('src');
    const picture = await page.evaluate(
      async (url) => {
        const bytes = new Uint8Array(await (await fetch(url as string)).arrayBuffer());
        return Array.from(bytes);
      },
      src?.replace(/_s\.jpg$/, '.jpg'),
    );
    await page.goto(`${baseUrl()}/imageSearch`);
    await page
      .getByLabel('上传图片')
      .setInputFiles({ name: 'catalogue.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(picture) });
    await page
      .getByRole('status')
      .filter({ hasText: /找到 \d+ 款相似产品/ })
      .waitFor();
    const top = page.getByRole('region', { name: '相似产品' }).getByRole('article').first().getByRole('button').first();
    expect(((await top.textContent()) ?? '').trim()).toBe(name);
    await page.close();
  });

  it('survives a stored tab bar from an older version', async () => {
    const page = await signedInPage();
    await page.evaluate(() => localStorage.setItem('tabBar', JSON.stringify([{ path: '/old', name: 'x' }])));
    await page.reload();
    await tabBar(page).getByRole('button', { name: '首页', exact: true }).waitFor();
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { buyerSession } from './harness';

const { signedInPage, baseUrl } = buyerSession();

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

describe("a trading company's own products go into sample carts and selection lists", () => {
  it('creates a product by hand on product management, adds it to the cart and a list, and sees it in both', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/product_management`);
    await page.getByRole('heading', { level: 1, name: '产品管理' }).waitFor();

    // A product made by hand: no platform product behind it.
    await page.getByRole('button', { name: '新建产品' }).click();
    const form = page.getByRole('dialog', { name: '新建产品' });
    await form.getByRole('textbox', { name: /^货号/ }).fill('E2E-OWN-1');
    await form.getByRole('textbox', { name: /^产品名称/ }).fill('手工录入恐龙积木');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    const search = page.getByRole('searchbox', { name: '搜索' });
    await search.fill('E2E-OWN-1');
    await search.press('Enter');
    await page.getByRole('listitem', { name: 'E2E-OWN-1 手工录入恐龙积木' }).waitFor();

    // The row's 加入选样车 opens the header's cart dialog; the default cart is chosen.
    await page.getByRole('button', { name: 'E2E-OWN-1 加入选样车' }).click();
    const add = page.getByRole('dialog', { name: '加入选样车' });
    await add.getByText('已选择 1 款产品').waitFor();
    await add.getByRole('radio').first().check({ force: true });
    await add.getByRole('button', { name: '确定加入' }).click();
    await toast(page, '成功加入选样车1款，失败0款');

    // The bulk action puts it into a new selection list.
    await page.getByRole('checkbox', { name: '选择 E2E-OWN-1' }).check({ force: true });
    await page.getByRole('button', { name: '加入选品单', exact: true }).click();
    const toList = page.getByRole('dialog', { name: '加入选品单' });
    await toList.getByRole('radio', { name: '新建选品单' }).check({ force: true });
    await toList.getByRole('textbox', { name: '新选品单名称' }).fill('自营产品推荐');
    await toList.getByRole('button', { name: '确定' }).click();
    await toast(page, '已加入1款产品');

    // The cart shows it with its own name and item number, in the company's own group.
    await page.goto(`${baseUrl()}/sample_car`);
    await page.getByRole('heading', { level: 1, name: '选样车' }).waitFor();
    const rows = page.getByTestId('sample-car-rows');
    await page
      .getByRole('status')
      .filter({ hasText: /^共\d+款/ })
      .waitFor();
    // Library products come last: scroll the (virtualised) list to its end.
    await rows.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await rows.getByRole('heading', { name: /^公司产品库（1）/ }).waitFor();
    const line = rows.getByLabel('手工录入恐龙积木');
    await line.getByText(/E2E-OWN-1/).waitFor();
    await line.getByText('产品库').waitFor();
    // An inquiry of it is refused with the reason: it has no factory on the platform.
    await line.getByRole('checkbox', { name: '选择 手工录入恐龙积木' }).check({ force: true });
    await page.getByRole('button', { name: '发送询价' }).click();
    await toast(page, /以下自建产品没有关联工厂产品，无法询价：E2E-OWN-1/);

    // The selection list shows it too.
    await page.goto(`${baseUrl()}/chooses`);
    await page.getByRole('button', { name: '查看 自营产品推荐' }).click();
    await page.waitForURL(/\/chooseDetails\/\d+/);
    await page.getByText('手工录入恐龙积木（E2E-OWN-1）').waitFor();
    await page.close();
  });
});

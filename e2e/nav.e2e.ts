import { describe, expect, it } from 'vitest';
import { buyerSession } from './harness';

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

describe('buyer portal navigation: the menu, home links, the factory hub and the error page', () => {
  it('reaches a screen from the menu and marks it as current', async () => {
    const page = await signedInPage();
    await page.getByRole('button', { name: '打开全部功能菜单' }).click();
    const menu = page.getByRole('navigation', { name: '全部功能' });
    await menu.getByRole('heading', { name: '选样与询价' }).waitFor();
    await menu.getByRole('link', { name: '以图搜图' }).click();
    await page.waitForURL(/\/imageSearch$/);
    await page.getByRole('heading', { level: 1, name: '以图搜图' }).waitFor();
    await page.getByRole('button', { name: '打开全部功能菜单' }).click();
    // The link is marked wherever the menu lists it (its own group and, once opened, 常用).
    await expect
      .poll(() =>
        menu
          .getByRole('link', { name: '以图搜图' })
          .evaluateAll((links) => links.map((a) => a.getAttribute('aria-current'))),
      )
      .toEqual(expect.arrayContaining(['page']));
    expect(
      await menu
        .getByRole('link', { name: '以图搜图' })
        .evaluateAll((links) => links.every((a) => a.getAttribute('aria-current') === 'page')),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('opens the Excel search and the licensed factories from the home banners, a filtered list from a sub-category', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/index`);
    await page.getByRole('button', { name: /Excel批量找样/ }).click();
    await page.waitForURL(/\/imageSearch$/);
    await page.goto(`${baseUrl()}/index`);
    await page.getByRole('button', { name: /工厂认证专区/ }).click();
    await page.waitForURL(/\/License$/);
    await page.goto(`${baseUrl()}/index`);
    await page
      .getByRole('navigation', { name: '商品分类' })
      .getByRole('button', { name: '遥控车', exact: true })
      .click();
    await page.waitForURL(/\/sample_list\?.*cate_id=4000/);
    await page.getByRole('button', { name: /子分类/ }).waitFor();
    await page.close();
  });

  it('shows the factory search and followed factories at /factory_detail without a factory', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/factory_detail`);
    await page.getByRole('heading', { level: 1, name: '找工厂' }).waitFor();
    await page.getByRole('searchbox', { name: '搜索工厂' }).fill('玩具');
    await page.getByRole('searchbox', { name: '搜索工厂' }).press('Enter');
    await page.waitForURL(/\/factory_list\?keyword=/);
    await page.close();
  });

  it('shows the error page with a retry and a way home, signed out too', async () => {
    const page = await signedOutPage();
    await page.goto(`${baseUrl()}/errorPage?reason=network&from=%2Fhelp`);
    await page.getByText('无法连接服务器').waitFor();
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.waitForURL(/\/help$/);
    await page.goto(`${baseUrl()}/errorPage`);
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(/\/index$/);
    await page.close();
  });
});

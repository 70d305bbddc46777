import { describe, expect, it } from 'vitest';
import { bellCount, buyerSession } from './harness';

const { signedInPage, baseUrl } = buyerSession();

describe('buyer portal browsing routes: follow, messages, points, IP, licences, activities, live, 3D', () => {
  it('follows a factory from its page and finds it in /follow', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/factory_detail/1`);
    const name = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    expect(name).not.toBe('');
    await page.getByRole('button', { name: '关注工厂' }).click();
    await page.getByRole('button', { name: '已关注' }).waitFor();
    await page.goto(`${baseUrl()}/follow`);
    const list = page.getByRole('list', { name: '关注的工厂' });
    await list.getByRole('heading', { name }).waitFor();
    // Unfollowing from the list empties it.
    await list.getByRole('button', { name: `取消关注 ${name}` }).press('Enter');
    await page.getByText('还没有关注的工厂').waitFor();
    await page.close();
  });

  it('reads a system message and the bell count drops', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/sys_func`);
    await page
      .getByRole('status')
      .filter({ hasText: /共 6 条，未读 3 条/ })
      .waitFor();
    await expect.poll(() => bellCount(page)).toBe(3);
    // Keyboard: the floating side toolbar sits over the right edge of full-width pages.
    await page.getByRole('button', { name: '标为已读 本周新品上架 1200+ 款' }).press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /未读 2 条/ })
      .waitFor();
    await expect.poll(() => bellCount(page)).toBe(2);
    // The bell opens the messages page.
    await page.goto(`${baseUrl()}/integral`);
    await page.getByRole('banner').getByRole('button', { name: '系统消息', exact: true }).click();
    await page.waitForURL(/\/sys_func$/);
    await page.close();
  });

  it('opens a 3D exhibit in the interactive viewer', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/toy3d`);
    await page.getByRole('heading', { level: 1, name: '3D展品' }).waitFor();
    const exhibits = page.getByRole('list', { name: '3D展品列表' }).getByRole('button');
    await exhibits.nth(1).click();
    await page.waitForURL(/exhibit=\d+/);
    const canvas = page.locator('canvas[data-state]');
    await page.locator('canvas[data-state="ready"]').waitFor();
    const controls = canvas.locator('..');
    // Any press stops the slow turn; 复位 also brings back the starting view, so the next pictures differ only by the action.
    await controls.getByRole('button', { name: '复位' }).click();
    const before = await canvas.screenshot();
    expect(Buffer.compare(before, await canvas.screenshot())).toBe(0);
    await controls.getByRole('button', { name: '放大' }).click();
    await controls.getByRole('button', { name: '向左旋转' }).click();
    const after = await canvas.screenshot();
    expect(Buffer.compare(before, after)).not.toBe(0);
    // Dragging turns the model too.
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    expect(Buffer.compare(after, await canvas.screenshot())).not.toBe(0);
    await page.close();
  });

  it('shows points, the IP zone, licences and a platform activity', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/integral`);
    await page.getByRole('grid', { name: '积分明细' }).getByRole('row').nth(1).waitFor();
    await expect.poll(() => page.getByText('兑换Excel找样次数').count()).toBe(1);

    await page.goto(`${baseUrl()}/toy_ip`);
    const ips = page.getByRole('list', { name: 'IP授权列表' }).getByRole('button');
    await ips.first().waitFor();
    await ips.nth(1).click();
    await page.waitForURL(/ip=\d+/);
    await page.getByRole('heading', { level: 1, name: /授权产品$/ }).waitFor();

    await page.goto(`${baseUrl()}/License`);
    const licences = page.getByRole('list', { name: '营业执照' }).getByRole('button');
    await licences.first().click();
    const dialog = page.getByRole('dialog', { name: /营业执照$/ });
    await dialog.getByRole('img').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl()}/factoryRecommend`);
    await page.getByRole('navigation', { name: '活动类型' }).getByRole('button', { name: '特价活动' }).click();
    await page.waitForURL(/\/factoryRecommend\/special$/);
    await page.getByRole('heading', { level: 1, name: '平台活动推荐 · 特价活动' }).waitFor();
    await page.getByRole('button', { name: '新品首发' }).click();
    await page.waitForURL(/\/factoryRecommend\/new$/);
    await page.getByRole('heading', { level: 1, name: '平台活动推荐 · 新品首发' }).waitFor();
    await page.close();
  });

  it('plays a live stream recording and opens a purchase order', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/xiaoniaolive`);
    await page.getByRole('button', { name: '澄海新品发布直播' }).click();
    await page.waitForURL(/\/xiaoniaolive\/live\/\d+$/);
    const video = page.getByLabel('澄海新品发布直播 视频播放器');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.goto(`${baseUrl()}/purchaseList`);
    await page.getByRole('button', { name: '求购遥控车5000台' }).click();
    await page.waitForURL(/\/purchaseDetails\?id=\d+$/);
    await page.getByText('采购数量').waitFor();
    await page.getByRole('heading', { level: 1, name: '求购遥控车5000台' }).waitFor();
    await page.close();
  });
});

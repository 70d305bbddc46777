import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyerSession } from './harness';

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

/**
 * Opens the header's hover list like a person does: pointer over the cart button, then over the item, then a
 * click. The page may still be settling after sign-in (the header re-renders when the carts arrive), so a list
 * that closes under the pointer is opened again (once it has closed), at most six times (a loaded machine
 * re-renders it for longer).
 */
async function fromHoverList(page: Page, item: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const list = page.getByRole('dialog', { name: '我的选样车' });
  for (let attempt = 1; ; attempt++) {
    try {
      await page.getByLabel('选样车', { exact: true }).hover();
      const button = list.getByRole('button', { name: item });
      await button.hover({ timeout: 5000 });
      await button.click({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 6) throw error;
      await page.mouse.move(0, 0);
      await list.waitFor({ state: 'hidden' });
    }
  }
}

/** Sends the inquiry form as it opened (quantities from the cart, one each otherwise). */
async function sendInquiryForm(page: Page): Promise<void> {
  const form = page.getByRole('dialog', { name: '发送询价' });
  await form.waitFor();
  await form.getByRole('button', { name: '发送询价' }).click();
  await toast(page, /已向\d+家工厂发送询价/);
  await form.waitFor({ state: 'hidden' });
}

async function openManage(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await fromHoverList(page, '管理选样车');
  const dialog = page.getByRole('dialog', { name: '管理选样车' });
  await dialog.waitFor();
  return dialog;
}

describe('buyer working set', () => {
  it("creates '春季样品', batch-adds a search page, makes it default, cannot delete it, compares 3, inquires through the form and requests a supplement", async () => {
    const page = await signedInPage();

    // Create the cart from the header's hover list.
    await fromHoverList(page, '新建选样车');
    const manage = page.getByRole('dialog', { name: '管理选样车' });
    await manage.getByLabel(/^选样车名称/).fill('春季样品');
    await manage.getByRole('button', { name: '创建' }).click();
    await toast(page, '新建选样车成功！');
    await manage.getByText('春季样品').waitFor();
    await manage.getByRole('button', { name: '关闭' }).click();
    await manage.waitFor({ state: 'hidden' });

    // Batch-add the 15 products of a search page (the lists' default page size).
    await page.goto(`${baseUrl()}/sample_list?keyword=${encodeURIComponent('玩具')}`);
    await page.getByRole('status').filter({ hasText: '共找到' }).waitFor();
    await page.getByRole('button', { name: '本页产品加入选样车' }).click();
    const add = page.getByRole('dialog', { name: '加入选样车' });
    await add.getByText('已选择 15 款产品').waitFor();
    await add.getByText(/^春季样品（0 款）/).click();
    expect(await add.getByRole('radio', { name: /春季样品/ }).isChecked()).toBe(true);
    await add.getByRole('button', { name: '确定加入' }).click();
    await toast(page, '成功加入选样车15款，失败0款');

    // Set it default; the default cart cannot be deleted.
    const dialog = await openManage(page);
    await dialog.getByText('15 款').first().waitFor();
    await dialog.getByRole('button', { name: '设为默认 春季样品' }).click();
    await toast(page, '修改默认选样车成功！');
    const del = dialog.getByRole('button', { name: '删除 春季样品（默认选样车不能删除）' });
    await del.waitFor();
    expect(await del.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.mouse.move(10, 600);

    // The default cart's products go to their factories as inquiries, through the inquiry form.
    await page.goto(`${baseUrl()}/sample_car`);
    await page.getByRole('status').filter({ hasText: '共15款' }).waitFor();
    await page.getByRole('button', { name: '发送询价' }).click();
    await sendInquiryForm(page);
    await page.goto(`${baseUrl()}/sample_list?keyword=${encodeURIComponent('玩具')}`);
    await page.getByRole('status').filter({ hasText: '共找到' }).waitFor();

    // Compare three products (kept locally and on the server), then inquire their factories.
    const compareButtons = page.getByRole('button', { name: /^加入对比/, pressed: false });
    for (let i = 0; i < 3; i++) await compareButtons.first().click();
    await page.goto(`${baseUrl()}/contrast`);
    await page.getByRole('status').filter({ hasText: '已选 3/10 款产品' }).waitFor();
    await page.getByRole('table', { name: '产品对比' }).waitFor();
    await page.reload();
    await page.getByRole('status').filter({ hasText: '已选 3/10 款产品' }).waitFor();
    await page.getByRole('button', { name: '发送询价' }).click();
    await sendInquiryForm(page);
    await page.getByRole('button', { name: '申请补样' }).click();
    await toast(page, /已向\d+家工厂申请补样/);
    await page.getByRole('button', { name: '加入选品单' }).click();
    const toList = page.getByRole('dialog', { name: '加入选品单' });
    await toList.getByRole('radio', { name: '新建选品单' }).check({ force: true });
    await toList.getByRole('textbox', { name: '新选品单名称' }).fill('对比选品');
    await toList.getByRole('button', { name: '确定' }).click();
    await toast(page, '已加入3款产品');
    await page.goto(`${baseUrl()}/chooses`);
    await page.getByRole('button', { name: '查看 对比选品' }).click();
    await page.waitForURL(/\/chooseDetails\/\d+/);
    await page.getByRole('heading', { level: 1, name: '对比选品' }).waitFor();
    await page.getByRole('status').filter({ hasText: '3款产品' }).waitFor();

    await page.goto(`${baseUrl()}/inquiry`);
    await page.getByRole('heading', { level: 1, name: '询价列表' }).waitFor();
    const inquiries = page.getByRole('list', { name: '询价列表' });
    await inquiries.getByRole('listitem').first().waitFor();
    expect(await inquiries.getByText('工厂回复：工厂暂未回复').count()).toBeGreaterThan(0);

    // The supplement is listed and opens its detail page.
    await page.goto(`${baseUrl()}/supplement`);
    await page.getByRole('heading', { level: 1, name: '补样列表' }).waitFor();
    await page
      .getByRole('button', { name: /^查看详情/ })
      .first()
      .click();
    await page.waitForURL(/\/supplement\/\d+/);
    await page.getByRole('heading', { level: 1, name: '补样详情' }).waitFor();
    await page.close();
  });
  it('shares a selection list, adds a customer and posts a find-sample request', async () => {
    const page = await signedInPage();

    await page.goto(`${baseUrl()}/chooses`);
    await page.getByRole('button', { name: '查看 2025春季推荐' }).click();
    await page.waitForURL(/\/chooseDetails\/\d+/);
    await page.getByRole('heading', { level: 1, name: '2025春季推荐' }).waitFor();
    await page.getByRole('button', { name: /^(生成|续期)分享链接$/ }).click();
    await toast(page, '分享链接已生成');
    const link = await page.getByRole('textbox', { name: '分享链接' }).inputValue();
    expect(link).toMatch(/\/chooseShare\?token=[\w-]{10,}/);

    // A customer without an account opens the link in another browser context, picks two products and sends them.
    const customer = await signedOutPage();
    await customer.goto(link);
    await customer.getByRole('heading', { level: 1, name: '2025春季推荐' }).waitFor();
    const picks = customer.getByRole('checkbox', { name: /^挑选 / });
    const picked = [
      (await picks.nth(0).getAttribute('aria-label'))?.replace('挑选 ', ''),
      (await picks.nth(1).getAttribute('aria-label'))?.replace('挑选 ', ''),
    ];
    await picks.nth(0).check({ force: true });
    await picks.nth(1).check({ force: true });
    await customer.getByRole('textbox', { name: /您的称呼/ }).fill('Tom Buyer');
    await customer.getByRole('textbox', { name: '联系方式' }).fill('tom@example.com');
    await customer.getByRole('button', { name: '提交挑选' }).click();
    await customer.getByText('提交成功，分享人会尽快联系您').waitFor();

    // The owner sees the pick arrive.
    await page.reload();
    const applies = page.getByRole('list', { name: '客户回传' });
    await applies.getByText(/^Tom Buyer（tom@example.com）/).waitFor();
    for (const name of picked)
      await applies
        .getByText(name as string, { exact: false })
        .first()
        .waitFor();

    await page.getByRole('button', { name: '撤销分享' }).click();
    await toast(page, '已撤销分享链接');
    await page.getByRole('textbox', { name: '分享链接' }).waitFor({ state: 'detached' });
    // The revoked link no longer opens.
    await customer.reload();
    await customer.getByText('分享链接已失效').waitFor();
    await customer.close();

    await page.goto(`${baseUrl()}/customer_management`);
    await page.getByRole('button', { name: '新建客户' }).click();
    const form = page.getByRole('dialog', { name: '新建客户' });
    await form.getByRole('textbox', { name: /客户名称/ }).fill('春季采购商');
    await form.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功');
    await page.getByRole('listitem', { name: '春季采购商' }).waitFor();
    // A second customer of that name is refused in the form; the search finds the first.
    await page.getByRole('button', { name: '新建客户' }).click();
    await form.getByRole('textbox', { name: /客户名称/ }).fill('春季采购商');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('该客户名称已存在').waitFor();
    await form.getByRole('button', { name: '取消' }).click();
    const search = page.getByRole('searchbox', { name: '搜索客户' });
    await search.fill('春季');
    await search.press('Enter');
    await page.getByRole('status').filter({ hasText: '共 1 个客户' }).waitFor();
    await page.getByRole('listitem', { name: '春季采购商' }).waitFor();

    await page.goto(`${baseUrl()}/toy_search`);
    await page.getByRole('button', { name: '发布找样' }).click();
    const post = page.getByRole('dialog', { name: '发布找样' });
    await post.getByRole('textbox', { name: '产品描述' }).fill('带灯光的遥控挖掘机');
    await post.getByRole('button', { name: '发布' }).click();
    await toast(page, '发布成功');
    await page.getByRole('heading', { name: '带灯光的遥控挖掘机' }).first().waitFor();
    await page.close();
  });
});

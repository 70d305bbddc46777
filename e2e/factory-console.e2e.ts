import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { buyerSession, consoleNav, signIn } from './harness';

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

/** The factory console signed in as the demo factory, in its own browser context. */
async function factoryConsole(): Promise<Page> {
  const page = await signedOutPage();
  await page.goto(`${baseUrl()}/factory/`);
  await signIn(page, '13800000005', 'demo123456');
  await page.getByRole('navigation', { name: '工厂后台导航' }).waitFor();
  return page;
}

/** A date in the kit's date picker: year, month and day segments typed in order. */
async function pickDate(page: Page, scope: ReturnType<Page['getByRole']>, date: string) {
  const [y, m, d] = date.split('-') as [string, string, string];
  await scope.getByRole('spinbutton', { name: /年/ }).first().click();
  await page.keyboard.type(y);
  await page.keyboard.type(m);
  await page.keyboard.type(d);
}

describe('factory console', () => {
  it("answers a buyer's inquiry with a price and a sample date; the buyer sees the answer", async () => {
    const factory = await factoryConsole();
    await factory.getByRole('heading', { name: '工作台', level: 1 }).waitFor();
    await consoleNav(factory, '收到的询价');
    const card = factory
      .getByRole('listitem', { name: /已发送$/ })
      .filter({ hasText: '请报500箱价格和交期' })
      .first();
    await card.waitFor();
    await card
      .getByRole('textbox', { name: /的报价（元）$/ })
      .first()
      .fill('16.8');
    await pickDate(factory, card, '2099-12-01');
    await card.getByRole('textbox', { name: '回复内容' }).fill('样品12月1日寄出，工厂后台回复');
    await card.getByRole('button', { name: '回复报价' }).click();
    await factory.getByText('报价已回复').first().waitFor();
    await factory.getByText('样品日期：2099-12-01').first().waitFor();

    // The buyer, in another browser context, sees the factory's answer and price.
    const buyer = await signedInPage();
    await buyer.goto(`${baseUrl()}/inquiry`);
    await buyer.getByText('工厂回复：样品12月1日寄出，工厂后台回复').first().waitFor();
    await buyer.getByText('报价 ¥16.80').first().waitFor();
    await buyer.close();

    // The chat with that buyer opens from the request.
    await factory
      .getByRole('listitem', { name: /已回复$/ })
      .filter({ hasText: '请报500箱价格和交期' })
      .first()
      .getByRole('button', { name: '联系采购商' })
      .click();
    await factory.waitForURL(/\/factory\/chat$/);
    await factory.close();
  });

  it("edits its contacts; the portal's factory page shows them", async () => {
    const factory = await factoryConsole();
    await consoleNav(factory, '公司展示');
    const form = factory.getByRole('form', { name: '公司展示' });
    await form.getByRole('textbox', { name: '联系人' }).fill('林小强');
    await form.getByRole('textbox', { name: '手机', exact: true }).fill('13800000077');
    await form.getByRole('button', { name: '保存' }).click();
    await factory.getByText('公司展示已保存').first().waitFor();
    await factory.getByRole('button', { name: '预览工厂主页' }).click();
    await factory.getByText('林小强').first().waitFor();
    await factory.close();

    // A buyer finds the factory by its new mobile and reads the same contacts on its page.
    const buyer = await signedInPage();
    await buyer.goto(`${baseUrl()}/factory_list?keyword=13800000077`);
    await buyer.getByRole('article', { name: '汕头市澄海区星辉玩具厂' }).getByRole('button').first().click();
    await buyer.waitForURL(/\/factory_detail\/\d+/);
    await buyer.getByRole('heading', { name: '公司信息' }).waitFor();
    // exact: the detail's own fields (the kept-alive list behind it shows them inside longer texts)
    await buyer.getByText('林小强', { exact: true }).first().waitFor();
    await buyer.getByText('13800000077', { exact: true }).first().waitFor();
    await buyer.close();
  });
});

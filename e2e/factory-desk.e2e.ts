import { describe, it } from 'vitest';
import { buyerSession, consoleNav, signIn } from './harness';

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

describe('factory console answers what buyers sent', () => {
  it('the demo factory marks a waiting inquiry read and answers it with a price; the buyer sees the answer', async () => {
    const factory = await signedOutPage();
    await factory.goto(`${baseUrl()}/factory/`);
    await signIn(factory, '13800000005', 'demo123456');
    await consoleNav(factory, '收到的询价');
    const card = factory
      .getByRole('listitem', { name: /已发送$/ })
      .filter({ hasText: '请报500箱价格和交期' })
      .first();
    await card.waitFor();
    await card.getByRole('button', { name: '标记已读' }).click();
    await factory.getByText('已标记为已读').first().waitFor();
    const read = factory
      .getByRole('listitem', { name: /工厂已读$/ })
      .filter({ hasText: '请报500箱价格和交期' })
      .first();
    await read
      .getByRole('textbox', { name: /的报价（元）$/ })
      .first()
      .fill('12.8');
    await read.getByRole('textbox', { name: '回复内容' }).fill('交期25天，工厂后台回复');
    await read.getByRole('button', { name: '回复报价' }).click();
    await factory.getByText('报价已回复').first().waitFor();
    await factory.close();

    const buyer = await signedInPage();
    await buyer.goto(`${baseUrl()}/inquiry`);
    await buyer.getByText('工厂回复：交期25天，工厂后台回复').first().waitFor();
    await buyer.getByText('报价 ¥12.80').first().waitFor();
    await buyer.close();
  });

  it('the factory recommends one of its products for a find-sample request; the buyer sees it', async () => {
    const buyer = await signedInPage();
    await buyer.goto(`${baseUrl()}/toy_search`);
    await buyer.getByRole('button', { name: '发布找样' }).click();
    const post = buyer.getByRole('dialog', { name: '发布找样' });
    await post.getByRole('textbox', { name: '产品描述' }).fill('六通道合金遥控挖掘机');
    await post.getByRole('button', { name: '发布' }).click();
    await buyer.getByText('发布成功').first().waitFor();

    const factory = await signedOutPage();
    await factory.goto(`${baseUrl()}/factory/`);
    await signIn(factory, '13800000005', 'demo123456');
    await consoleNav(factory, '找样需求');
    const card = factory.getByRole('listitem', { name: '六通道合金遥控挖掘机' });
    const picker = card.getByRole('combobox', { name: '匹配产品' });
    await picker.click();
    await picker.press('ArrowDown');
    const option = factory.getByRole('option').first();
    const product = ((await option.textContent()) ?? '').replace(/（.*$/, '');
    await option.click();
    await card.getByRole('textbox', { name: '报价（元）' }).fill('18.5');
    await card.getByRole('button', { name: '推荐该产品' }).click();
    await factory.getByText('已推荐给买家').first().waitFor();
    await factory.close();

    await buyer.goto(`${baseUrl()}/toy_search`);
    await buyer
      .getByRole('button', { name: /^查看详情/ })
      .first()
      .click();
    await buyer.waitForURL(/\/toy_search_details\/\d+/);
    await buyer.getByText(product).first().waitFor();
    await buyer.close();
  });
});

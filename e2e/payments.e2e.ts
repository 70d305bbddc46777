import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyerSession, signIn } from './harness';

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

/** Opens a screen from the portal's menu (全部功能). */
async function menu(page: Page, name: string) {
  await page.getByRole('button', { name: '打开全部功能菜单' }).click();
  await page.getByRole('navigation', { name: '全部功能' }).getByRole('link', { name, exact: true }).first().click();
}

describe('payments on the sandbox provider', () => {
  it('link, KYC, operator approval, a buyer’s payment, a contract from a confirmed quotation, a settlement that lowers the balance', async () => {
    const buyer = await signedInPage();

    // The trading company links its provider account: the KYC page follows.
    await menu(buyer, '收款账户关联');
    await buyer.waitForURL(/\/Connectaccount$/);
    await buyer.getByRole('button', { name: '授权关联收款账户' }).click();
    const kyc = buyer.getByRole('region', { name: '身份认证（KYC）' });
    await kyc.waitFor();
    // A gated page sends an account under KYC back here.
    await buyer.goto(`${baseUrl()}/contractList`);
    await buyer.waitForURL(/\/Connectaccount$/);
    await kyc.waitFor();
    for (const [label, value] of [
      ['公司名称', '深圳市环球优品贸易有限公司'],
      ['统一社会信用代码', '91440300MA5GXXXX2P'],
      ['注册地址', '广东省深圳市南山区科技园南区创维大厦A座1201'],
      ['法定代表人姓名', '王建国'],
      ['法定代表人证件号', '440301198001010011'],
      ['法定代表人手机号', '13800000001'],
      ['姓名 1', '王建国'],
      ['证件号 1', '440301198001010011'],
    ] as const)
      await kyc.getByRole('textbox', { name: label }).fill(value);
    await kyc.getByLabel('上传营业执照').setInputFiles(pdf('营业执照.pdf'));
    await kyc.getByText('已上传：营业执照.pdf').waitFor();
    await kyc.getByLabel('上传法定代表人身份证件').setInputFiles(pdf('身份证.pdf'));
    await kyc.getByText('已上传：身份证.pdf').waitFor();
    await kyc.getByRole('button', { name: '提交认证' }).click();
    await buyer.getByText('认证资料已提交，正在审核').first().waitFor();

    // The operator approves it in the sandbox console (another browser context).
    const operator = await signedOutPage();
    await operator.goto(`${baseUrl()}/login`);
    await signIn(operator, '13800000006', 'demo123456');
    await operator.waitForURL((url) => !url.pathname.startsWith('/login'));
    await menu(operator, '支付沙箱控制台');
    const card = operator.getByRole('article', { name: '深圳市环球优品贸易有限公司' });
    await card.getByRole('button', { name: '通过认证' }).click();
    await card.getByText('已开通').waitFor();

    // The buyer opens a USD collection account.
    await buyer.reload();
    await buyer.getByText('账户已开通，可以收款与结汇。').waitFor();
    await buyer.getByRole('button', { name: '管理收款账户' }).click();
    await buyer.waitForURL(/\/collectionManage$/);
    await buyer.getByRole('button', { name: '开通美元（USD）账户' }).click();
    await buyer.getByRole('article', { name: '美元（USD）' }).getByText('Sandbox Bank N.A.').waitFor();

    // A buyer abroad pays 20,000.00 USD into it (simulated by the operator); 0.3 % fee.
    await operator.reload();
    const active = operator.getByRole('article', { name: '深圳市环球优品贸易有限公司' });
    await active.getByRole('textbox', { name: '金额' }).fill('20000');
    await active.getByRole('textbox', { name: '付款人名称' }).fill('ACME Toys Inc.');
    await active.getByRole('button', { name: '模拟到账' }).click();
    await active.getByText('USD 可结汇余额 $19,940.00').waitFor();
    await buyer.reload();
    await expect.poll(() => buyer.getByLabel('USD 可结汇余额').textContent()).toBe('$19,940.00');
    await menu(buyer, '收款明细');
    await buyer.getByRole('table', { name: '收款明细' }).getByText('ACME Toys Inc.').waitFor();

    // A contract order from the customer's confirmed quotation.
    await menu(buyer, '合同订单列表');
    await buyer.waitForURL(/\/contractList$/);
    await buyer.getByRole('button', { name: '从报价单生成合同' }).click();
    const picker = buyer.getByRole('dialog', { name: '选择客户已确认的报价单' });
    await picker.getByRole('listitem').filter({ hasText: 'ACME Toys Inc.' }).getByRole('button').click();
    const row = buyer
      .getByRole('table', { name: '合同订单列表' })
      .getByRole('row')
      .filter({ hasText: 'ACME Toys Inc.' });
    await row.waitFor();
    expect(await row.textContent()).toContain('待收款');

    // The settlement application: 5,000.00 USD with the contract, invoice and customs declaration.
    await row.getByRole('button', { name: /申请结汇/ }).click();
    await buyer.waitForURL(/\/addContract\?contract=\d+$/);
    const form = buyer.getByRole('region', { name: '结汇申请' });
    await form.getByRole('textbox', { name: '结汇金额（USD）' }).fill('5000');
    await form.getByText(/按平台汇率 [\d.]+ 预计到账 ¥/).waitFor();
    for (const [label, file] of [
      ['上传贸易合同', 'contract.pdf'],
      ['上传商业发票', 'invoice.pdf'],
      ['上传报关单', 'customs.pdf'],
    ] as const) {
      await form.getByLabel(label).setInputFiles(pdf(file));
      await form.getByText(`已上传：${file}`).waitFor();
    }
    await form.getByRole('button', { name: '提交结汇申请' }).click();
    await buyer.getByRole('table', { name: '结汇申请记录' }).getByText('处理中').waitFor();

    // The balance falls by the settled amount.
    await menu(buyer, '收款账户管理');
    await expect.poll(() => buyer.getByLabel('USD 可结汇余额').textContent()).toBe('$14,940.00');
    await operator.close();
    await buyer.close();
  });
});

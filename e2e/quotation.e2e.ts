import { describe, expect, it } from 'vitest';
import { buyerSession } from './harness';

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

describe('quotation money flow', () => {
  it('cart → 生成报价单 → formula → send → the customer confirms signed out → the salesperson sees it', async () => {
    // a cart of three products, made through the API (the cart screens have their own journey)
    const { token } = await api<{ token: string }>('/api/login', { phone: '13800000001', password: 'demo123456' });
    const found = await api<{ list: { id: number }[] }>(
      '/api/toy/get_list',
      { keyword: '玩具', page: 1, page_size: 3 },
      token,
    );
    const cart = await api<{ id: number }>(
      '/api/website/add_customer_pick',
      { name: '报价样品', ids: found.list.map((p) => p.id) },
      token,
    );

    const page = await signedInPage();
    await page.goto(`${baseUrl()}/sample_car?customer_pick_id=${cart.id}`);
    await page.getByRole('button', { name: '生成报价单' }).click();
    await page.waitForURL(/\/edit_quotation\/\d+$/);
    const editor = page.getByRole('region', { name: /^报价单 Q\d{8}-\d{4}$/ });
    await editor.waitFor();
    expect(await editor.getByRole('table', { name: '产品' }).getByRole('row').count()).toBe(4);

    // the formula previews every price at once and is saved automatically
    const before = await page.getByRole('status', { name: '合计' }).textContent();
    await page.getByRole('textbox', { name: '利润率（%）' }).fill('25');
    await page.getByRole('textbox', { name: '利润率（%）' }).blur();
    await expect.poll(() => page.getByRole('status', { name: '合计' }).textContent()).not.toBe(before);
    await page.getByText('已自动保存').waitFor();

    // send: no mailbox configured, so the e-mail waits in the outbox and the link is shown on the quotation
    await page.getByRole('button', { name: '发送报价单' }).click();
    const dialog = page.getByRole('dialog', { name: '发送报价单' });
    await dialog.getByRole('textbox', { name: /收件邮箱/ }).fill('tom@buyer.example');
    await dialog.getByRole('button', { name: '发送', exact: true }).click();
    await page
      .getByText(/邮件已放入待发送箱/)
      .first()
      .waitFor();
    const link = (await page.locator('code', { hasText: '/confirm?token=' }).textContent()) ?? '';
    expect(link).toContain('/confirm?token=');

    // the customer, signed out in another browser context, confirms two of three items
    const customer = await signedOutPage();
    await customer.goto(link);
    // the browser asks for English: the company's English name, then the customer switches to Chinese
    await customer.getByRole('heading', { name: 'Shenzhen Global Best Trading Co., Ltd.' }).waitFor();
    await customer.getByRole('button', { name: '中文' }).click();
    await customer.getByRole('heading', { name: '深圳市环球优品贸易有限公司' }).waitFor();
    expect(await customer.getByRole('searchbox').count()).toBe(0);
    expect(await customer.title()).toBe('报价确认');
    await customer.getByRole('button', { name: '全部确认' }).click();
    await customer.getByRole('table').getByText('不要', { exact: true }).nth(2).click();
    await customer.getByRole('textbox', { name: /您的称呼/ }).fill('Tom');
    await customer.getByRole('button', { name: '提交确认' }).click();
    await customer.getByText(/已提交：确认 2\/3 款产品/).waitFor();

    // the salesperson sees the answer on the quotation
    await page.reload();
    await page.getByText(/Tom 于 .* 确认了 2\/3 款/).waitFor();
    await page.getByText('部分确认').first().waitFor();
  });
});

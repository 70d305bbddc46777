import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bellCount, buyerSession } from './harness';

const { signedInPage, signedOutPage, baseUrl, api } = buyerSession();

describe('quotation money flow', () => {
  it('cart → 生成报价单 → formula → send → the customer confirms signed out → the salesperson sees it → Excel', async () => {
    // a cart of three products, made through the API (the cart screens have their own journey)
    const { token } = await api<{ token: string }>('/api/login', { phone: '13800000001', password: 'demo123456' });
    const found = await api<{ list: { id: number; name: string }[] }>(
      '/api/toy/get_list',
      { keyword: '玩具', page: 1, page_size: 3 },
      token,
    );
    const cart = await api<{ id: number }>(
      '/api/website/add_customer_pick',
      { name: '报价样品', ids: found.list.map((p) => p.id) },
      token,
    );

    const names = found.list.map((p) => p.name);
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/sample_car?customer_pick_id=${cart.id}`);
    await page.getByRole('button', { name: '生成报价单' }).click();
    await page.waitForURL(/\/edit_quotation\/\d+$/);
    const editor = page.getByRole('region', { name: /^报价单 Q\d{8}-\d{4}$/ });
    await editor.waitFor();
    const number = ((await editor.getAttribute('aria-label')) ?? '').replace('报价单 ', '');
    await expect.poll(() => editor.getByRole('table', { name: '产品' }).getByRole('row').count()).toBe(4);

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
    const bellBefore = await bellCount(page);
    await customer.getByRole('button', { name: '全部确认' }).click();
    await customer.getByRole('table').getByText('不要', { exact: true }).nth(2).click();
    await customer.getByRole('textbox', { name: /您的称呼/ }).fill('Tom');
    await customer.getByRole('button', { name: '提交确认' }).click();
    await customer.getByText(/已提交：确认 2\/3 款产品/).waitFor();

    // the salesperson's bell counts the notice at once, without a reload (below 99, where it shows the number)
    if (bellBefore < 99) await expect.poll(() => bellCount(page)).toBe(bellBefore + 1);

    // the salesperson sees the answer on the quotation, and each line's decision
    await page.reload();
    await page.getByText(/Tom 于 .* 确认了 2\/3 款/).waitFor();
    await page.getByText('部分确认').first().waitFor();
    const lines = editor.getByRole('table', { name: '产品' });
    await expect.poll(() => lines.getByRole('cell', { name: '确认', exact: true }).count()).toBe(2);
    await expect.poll(() => lines.getByRole('cell', { name: '不要', exact: true }).count()).toBe(1);

    // export Excel from the editor: 导出 → the settings dialog → the job's progress → the download
    const downloading = page.waitForEvent('download');
    await editor.getByRole('button', { name: '导出', exact: true }).click();
    const settings = page.getByRole('dialog', { name: '导出（共 3 款）' });
    await settings.getByRole('radio', { name: /^Excel/ }).check();
    await settings.getByRole('button', { name: '开始导出' }).click();
    // (its progress bar shows while the job runs: a three-line sheet may be done before the bar is seen)
    const job = page.getByRole('dialog', { name: '导出', exact: true });
    await job.getByRole('status').getByText('导出成功').waitFor();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const cells = new Set<string>();
    (workbook.worksheets[0] as ExcelJS.Worksheet).eachRow((row) =>
      row.eachCell((cell) => {
        cells.add(String(cell.value));
      }),
    );
    for (const name of names) expect(cells).toContain(name);
    await job.getByRole('button', { name: '关闭' }).first().click();

    // every quotation screen is reachable from the header's 报价 menu
    const menu = async (entry: string) => {
      await page.getByRole('button', { name: '报价', exact: true }).click();
      await page.getByRole('menuitem', { name: entry, exact: true }).click();
    };
    await menu('报价单');
    await page.waitForURL(/\/CompanyQuotation$/);
    const list = page.getByRole('table', { name: '报价单' });
    await list.getByText(number).waitFor();
    await list.getByRole('button', { name: `打开 ${number}` }).click();
    await page.waitForURL(/\/edit_quotation\/\d+$/);
    await page.getByRole('button', { name: '预览邮件' }).click();
    await page.waitForURL(/\/Previewemail\?id=\d+/);
    const preview = page.getByRole('region', { name: '邮件预览' });
    await preview.getByText(number).first().waitFor();
    await preview.getByText(/\.xlsx$/).waitFor();
    await menu('展厅报价单');
    await page.waitForURL(/\/quotation_list$/);
    await page.getByRole('region', { name: '展厅报价单' }).waitFor();
    await menu('邮箱管理');
    await page.waitForURL(/\/emaliManagement$/);
    await page.getByRole('table', { name: '邮件记录' }).getByText('tom@buyer.example').first().waitFor();
  });
});

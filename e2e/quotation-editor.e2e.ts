import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { quotationColumnTitle } from '../packages/domain/src/quotation-sheet';
import { bellCount, buyerSession, checkInSearchedList, signIn } from './harness';

const { signedOutPage, baseUrl, api } = buyerSession();

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

type Product = { id: number; name: string; article_number: string };

describe('a salesperson builds one quotation from several sources', () => {
  it('a USD customer abroad: search results and carts into one open quotation → sent as a link → confirmed in English → answers, bell, an English Excel in dollars', async () => {
    // the salesperson's products, customer and two carts are made through the API (their screens have their own journeys)
    const { token } = await api<{ token: string }>('/api/login', { phone: '13800000002', password: 'demo123456' });
    const found = await api<{ list: Product[] }>(
      '/api/toy/get_list',
      { keyword: '玩具', page: 1, page_size: 12 },
      token,
    );
    // distinct item numbers, so a search by one finds that product
    const products = found.list.filter(
      (p, i, all) => p.article_number && all.findIndex((x) => x.article_number === p.article_number) === i,
    );
    const [a, b, c, d, e] = products as [Product, Product, Product, Product, Product];
    expect(e).toBeDefined();
    const customerName = `Sunrise Toys ${Date.now() % 100000}`;
    await api(
      '/api/customer/add',
      { name: customerName, email: 'anna@sunrise.example', country: 'United States' },
      token,
    );
    const cart = await api<{ id: number }>(
      '/api/website/add_customer_pick',
      { name: '圣诞样品车', ids: [c.id, d.id] },
      token,
    );
    const other = await api<{ id: number }>(
      '/api/website/add_customer_pick',
      { name: '补充样品车', ids: [e.id] },
      token,
    );

    const page = await signedOutPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, '13800000002', 'demo123456');
    await page.getByRole('button', { name: /李晓梅/ }).waitFor();

    // 1. search results: tick a product, 加入报价单 → a new quotation opens in the editor
    await page.goto(`${baseUrl()}/sample_list?keyword=${encodeURIComponent(a.article_number)}`);
    await page.getByRole('status').filter({ hasText: '共找到' }).waitFor();
    await page
      .getByRole('checkbox', { name: `选择 ${a.name}` })
      .first()
      .check({ force: true });
    await page.getByRole('button', { name: '加入报价单（1）' }).click();
    const picker = page.getByRole('dialog', { name: '将 1 款产品加入报价单' });
    await picker.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/edit_quotation\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const editor = page.getByRole('region', { name: /^报价单 Q\d{8}-\d{4}$/ });
    await editor.waitFor();
    const number = ((await editor.getAttribute('aria-label')) ?? '').replace('报价单 ', '');
    const lines = editor.getByRole('table', { name: '产品' });
    await lines.getByText(a.name).first().waitFor();

    // the quotation is for the customer (saved automatically)
    await editor.getByRole('region', { name: '报价单抬头' }).getByRole('button', { name: /客户/ }).first().click();
    await page.getByRole('option', { name: customerName }).click();
    await page.getByText('已自动保存').waitFor();

    // 2. the editor's 添加产品 → 从搜索结果添加: search the catalogue, tick, add
    await editor.getByRole('button', { name: '添加产品' }).click();
    await page.getByRole('menuitem', { name: '从搜索结果添加' }).click();
    const searchDialog = page.getByRole('dialog', { name: `从搜索结果添加到 ${number}` });
    await searchDialog.getByRole('searchbox', { name: '搜索产品' }).fill(b.article_number);
    await checkInSearchedList(searchDialog.getByRole('checkbox', { name: b.name }).first());
    await searchDialog.getByRole('button', { name: '添加所选（1）' }).click();
    await toast(page, `已加入报价单 ${number}：新增 1 款`);
    await lines.getByText(b.name).first().waitFor();

    // 3. the editor's 从选样车添加: any of the user's carts, all its products
    await editor.getByRole('button', { name: '添加产品' }).click();
    await page.getByRole('menuitem', { name: '从选样车添加' }).click();
    const cartDialog = page.getByRole('dialog', { name: `从选样车添加到 ${number}` });
    await cartDialog.getByRole('radio', { name: '圣诞样品车' }).check({ force: true });
    await cartDialog.getByRole('button', { name: '添加', exact: true }).click();
    await toast(page, `已加入报价单 ${number}：新增 2 款`);
    await lines.getByText(d.name).first().waitFor();

    // 4. another cart's 加入报价单: the picker finds the open quotation by its customer
    await page.goto(`${baseUrl()}/sample_car?customer_pick_id=${other.id}`);
    await page.getByRole('button', { name: '加入报价单', exact: true }).click();
    const cartPicker = page.getByRole('dialog', { name: '将 1 款产品加入报价单' });
    await cartPicker.getByRole('searchbox', { name: '搜索报价单' }).fill(customerName);
    await checkInSearchedList(cartPicker.getByRole('radio', { name: new RegExp(`^${number} · ${customerName}`) }));
    await cartPicker.getByRole('button', { name: '确定' }).click();
    await toast(page, `已加入报价单 ${number}：新增 1 款`);

    // all five in the one quotation, in the order they came
    await page.goto(`${baseUrl()}/edit_quotation/${id}`);
    await editor.waitFor();
    await expect.poll(() => lines.getByRole('row').count()).toBe(6);
    const detail = await api<{ items: { toy_id: number }[]; customer_name: string }>(
      '/api/quotation/get_detail',
      { id },
      token,
    );
    expect(detail.items.map((i) => i.toy_id)).toEqual([a.id, b.id, c.id, d.id, e.id]);
    expect(detail.customer_name).toBe(customerName);
    expect(cart.id).toBeGreaterThan(0);

    // dollars, FOB Shantou, the customer's payment terms and order quantities, as the salesperson types them
    await editor.getByRole('button', { name: /报价币种/ }).click();
    await page.getByRole('option', { name: /美元|USD/ }).click();
    const terms = editor.getByRole('region', { name: '报价条款' });
    await terms.getByRole('textbox', { name: /港口/ }).fill('Shantou');
    await terms.getByRole('textbox', { name: /付款方式/ }).fill('30% T/T deposit, balance before shipment');
    await editor.getByRole('textbox', { name: `${a.name} 箱数` }).fill('10');
    await editor.getByRole('textbox', { name: `${b.name} 箱数` }).fill('5');
    await editor.getByRole('textbox', { name: `${b.name} 箱数` }).blur();
    await expect
      .poll(async () => {
        const d = await api<{ currency: string; terms: { port: string }; items: { order_box_qty: number }[] }>(
          '/api/quotation/get_detail',
          { id },
          token,
        );
        return [d.currency, d.terms.port, d.items.slice(0, 2).map((it) => it.order_box_qty)];
      })
      .toEqual(['USD', 'Shantou', [10, 5]]);

    // 5. send: no mailbox, so the e-mail waits in the outbox and the quotation's link is shown
    await editor.getByRole('button', { name: '发送报价单' }).click();
    const send = page.getByRole('dialog', { name: '发送报价单' });
    await send.getByRole('textbox', { name: /收件邮箱/ }).fill('anna@sunrise.example');
    await send.getByRole('button', { name: '发送', exact: true }).click();
    await toast(page, /邮件已放入待发送箱/);
    const link = (await page.locator('code', { hasText: '/confirm?token=' }).textContent()) ?? '';
    expect(link).toContain('/confirm?token=');

    // the e-mail as sent: by 李晓梅, with the link and the Excel
    await editor.getByRole('button', { name: '预览邮件' }).click();
    await page.waitForURL(/\/Previewemail\?id=\d+/);
    const preview = page.getByRole('region', { name: '邮件预览' });
    await preview.getByText(/^李晓梅 于 .* 发送（未发送）$/).waitFor();
    await preview.getByText(link).waitFor();
    await preview.getByText(/\.xlsx$/).waitFor();
    await preview.getByRole('radio', { name: '再次发送的预览' }).click({ force: true });
    await page.waitForURL(/draft=1/);
    await preview.getByRole('radiogroup', { name: '邮件语言' }).waitFor();

    // 6. the customer abroad, in another browser context, reads it in English and confirms every item
    const customer = await signedOutPage();
    await customer.goto(link);
    await customer.getByRole('button', { name: 'Accept all' }).waitFor();
    await customer.getByText('FOB Shantou').waitFor();
    expect(await customer.getByText(/¥|RMB/).count()).toBe(0);
    await customer.getByText(/^\$\d/).first().waitFor();
    const bellBefore = await bellCount(page);
    await customer.getByRole('button', { name: 'Accept all' }).click();
    await customer.getByRole('textbox', { name: /Your name/ }).fill('Anna');
    await customer.getByRole('button', { name: 'Submit', exact: true }).click();
    await customer.getByText(/Submitted: 5 of 5 items accepted/).waitFor();
    await customer.close();

    // the salesperson's bell rises without a reload; the editor shows the answers
    if (bellBefore < 99) await expect.poll(() => bellCount(page)).toBe(bellBefore + 1);
    await page.goto(`${baseUrl()}/edit_quotation/${id}`);
    await page.getByText(/Anna 于 .* 确认了 5\/5 款/).waitFor();
    await expect.poll(() => lines.getByRole('cell', { name: '确认', exact: true }).count()).toBe(5);

    // 7. the Excel: in the customer's language (English, by the country), in dollars only, with the quantities
    await page
      .getByRole('button', { name: /报价单语言/ })
      .filter({ hasText: '英文' })
      .waitFor();
    const downloading = page.waitForEvent('download');
    await editor.getByRole('button', { name: '导出', exact: true }).click();
    const settings = page.getByRole('dialog', { name: '导出（共 5 款）' });
    await settings.getByRole('radio', { name: /^Excel/ }).check();
    await settings.getByRole('button', { name: '开始导出' }).click();
    const job = page.getByRole('dialog', { name: '导出', exact: true });
    await job.getByRole('status').getByText('导出成功').waitFor();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const rows = sheet.getRows(1, sheet.rowCount) ?? [];
    const texts = rows.flatMap((row) => (row.values as unknown[]).map((v) => (v == null ? '' : String(v))));
    const all = texts.join('\n');
    for (const text of ['QUOTATION', customerName, 'FOB Shantou', '30% T/T deposit, balance before shipment'])
      expect(all).toContain(text);
    expect(all).not.toMatch(/RMB|人民币|¥|报价单|单价/);
    // each item's row: the price a number (the currency in its column's title), the cartons ordered, the amount
    // a formula; the totals row sums them
    const title = (key: 'price' | 'cartons' | 'amount') => quotationColumnTitle(key, 'en', 'USD');
    const header = rows.find((row) => (row.values as unknown[]).includes(title('price')));
    const titles = (header?.values ?? []) as unknown[];
    const [price, cartons, amount] = (['price', 'cartons', 'amount'] as const).map((k) => titles.indexOf(title(k)));
    expect(price).toBeGreaterThan(0);
    for (const p of [a, b, c, d, e]) {
      const row = rows.find((r) => (r.values as unknown[]).includes(p.article_number));
      expect(row, p.article_number).toBeDefined();
      expect(typeof row?.getCell(price as number).value).toBe('number');
      expect(row?.getCell(amount as number).formula).toBeTruthy();
      if (p === a) expect(row?.getCell(cartons as number).value).toBe(10);
      if (p === b) expect(row?.getCell(cartons as number).value).toBe(5);
    }
    const totals = rows.find((r) => (r.values as unknown[]).includes('TOTAL'));
    expect(totals?.getCell(amount as number).formula).toMatch(/SUM/);
    await page.close();
  });
});

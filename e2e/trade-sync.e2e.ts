import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { type Bridge, platformVerifier, startBridge, xlsxAdapter } from '../apps/trade-bridge/src/index';
import { SYNC_PORT } from '../packages/domain/src/sync';
import { buyerSession, signIn } from './harness';

const { signedInPage, signedOutPage, baseUrl, api } = buyerSession();

let bridge: Bridge | null = null;
afterAll(async () => {
  await bridge?.close();
});

describe('quotation sync to the trade software', () => {
  it('signed out, /trade_system explains the sync and asks to sign in to apply', async () => {
    const page = await signedOutPage();
    await page.goto(`${baseUrl()}/trade_system`);
    await page.getByRole('heading', { name: '贸易系统同步' }).waitFor();
    await page.getByRole('link', { name: '登录后申请' }).waitFor();
    await page.close();
  });

  it('a company applies on /trade_system, the customer service opens it there with the LAN address', async () => {
    const applicant = await signedOutPage();
    await applicant.goto(`${baseUrl()}/login`);
    await signIn(applicant, '13800000005', 'demo123456');
    await applicant.getByRole('button', { name: /林志强/ }).waitFor();
    await applicant.goto(`${baseUrl()}/trade_system`);
    const form = applicant.getByRole('form', { name: '申请开通同步' });
    await form.getByRole('button', { name: '提交申请' }).click();
    await form.getByRole('alert').filter({ hasText: '请选择当前使用的贸易系统' }).waitFor();
    await form.getByRole('radio', { name: '贸易系统二' }).check({ force: true });
    await form.getByRole('textbox', { name: /联系人/ }).fill('林厂长');
    await form.getByRole('textbox', { name: /^手机/ }).fill('13800000005');
    await form.getByRole('button', { name: '提交申请' }).click();
    await applicant.getByText('已提交申请，请等待客服联系').first().waitFor();
    await applicant.getByRole('region', { name: '同步账号' }).getByText('待审核').waitFor();

    const agent = await signedOutPage();
    await agent.goto(`${baseUrl()}/login`);
    await signIn(agent, '13800000006', 'demo123456');
    await agent.getByRole('button', { name: /平台客服小雅/ }).waitFor();
    await agent.goto(`${baseUrl()}/trade_system`);
    const review = agent.getByRole('region', { name: '同步申请审核' });
    const entry = review.getByRole('listitem').filter({ hasText: '林厂长' });
    await entry.getByRole('button', { name: '开通' }).click();
    const dialog = agent.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /局域网IP/ }).fill('192.168.1.20');
    await dialog.getByRole('button', { name: '开通' }).click();
    await agent.getByText('已开通同步').first().waitFor();

    await applicant.reload();
    const panel = applicant.getByRole('region', { name: '同步账号' });
    await panel.getByText('已开通').waitFor();
    await panel.getByText('192.168.1.20').waitFor();
    expect(await panel.getByText(/^wj[0-9a-f]{16}$/).count()).toBe(1);
    await applicant.close();
    await agent.close();
  });

  it('a quotation syncs from the browser to the bridge on this machine, with progress, and the file holds every item', async () => {
    const { token } = await api<{ token: string }>('/api/login', { phone: '13800000001', password: 'demo123456' });
    const account = await api<{ appkey: string; use_ip: string; sync_count: number }>(
      '/api/quotation/get_sync_account',
      {},
      token,
    );
    expect(account.appkey).toMatch(/^wj/);
    // the company's bridge, started as its README says, checking tokens with this platform
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-trade-out-'));
    bridge = await startBridge({
      appkey: account.appkey,
      verify: platformVerifier(baseUrl()),
      adapter: xlsxAdapter(out),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-trade-data-')),
      port: SYNC_PORT,
      host: '127.0.0.1',
      platformUrl: baseUrl(),
    });

    const found = await api<{ list: { id: number; article_number: string }[] }>(
      '/api/toy/get_list',
      { keyword: '玩具', page: 1, page_size: 6 },
      token,
    );
    const made = await api<{ id: number; added: number }>(
      '/api/system/add_quotation',
      { source: 'search', ids: found.list.map((p) => p.id) },
      token,
    );

    const page = await signedInPage();
    // the company's sync account on /trade_system: open, with its appkey
    await page.goto(`${baseUrl()}/trade_system`);
    await page.getByRole('region', { name: '同步账号' }).getByText(account.appkey, { exact: true }).waitFor();

    await page.goto(`${baseUrl()}/edit_quotation/${made.id}`);
    await page.getByRole('button', { name: '同步到贸易系统' }).click();
    const dialog = page.getByRole('dialog', { name: '同步到贸易系统' });
    const name = dialog.getByRole('textbox', { name: /同步的账号名称/ });
    await name.fill('');
    await dialog.getByRole('button', { name: '开始同步' }).click();
    await page.getByText('请填写同步的账号名称').first().waitFor();
    await name.fill('sales01');
    // The done bar shows for only 0.5 s, so every progress bar's name is recorded as the page draws it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) {
          const label = bar.getAttribute('aria-labelledby');
          const name = label
            ? (document.getElementById(label.split(' ')[0] as string)?.textContent ?? '')
            : (bar.getAttribute('aria-label') ?? '');
          if (name && seen.at(-1) !== name) seen.push(name);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await dialog.getByRole('button', { name: '开始同步' }).click();
    await page.getByText(`导入完成，共${made.added}款产品`).first().waitFor();
    // the bar resets 0.5 s after done
    await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).toContain(
      '同步完成',
    );

    const files = fs.readdirSync(out);
    expect(files).toHaveLength(1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path.join(out, files[0] as string));
    const sheet = book.getWorksheet('报价导入');
    expect(sheet?.rowCount).toBe(made.added + 1);
    const numbers = new Set(
      Array.from({ length: made.added }, (_, i) => String(sheet?.getRow(i + 2).getCell(2).value ?? '')),
    );
    for (const p of found.list) expect(numbers.has(p.article_number)).toBe(true);
    expect(book.getWorksheet('同步信息')?.getRow(3).getCell(2).value).toBe('sales01');

    // the IP that worked is remembered and the sync counted
    await expect
      .poll(async () => await api<{ use_ip: string; sync_count: number }>('/api/quotation/get_sync_account', {}, token))
      .toMatchObject({ use_ip: '127.0.0.1', sync_count: account.sync_count + 1 });

    // the bridge stops: the next sync ends on the IP error after the last address
    await bridge.close();
    bridge = null;
    await dialog.getByRole('button', { name: '开始同步' }).click();
    await page.getByText('IP地址错误，请重启服务器或联系我们这边客服').first().waitFor();
    await page.close();
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from './harness';

/**
 * Company administration in the browser: the main account invites a salesperson, the salesperson signs in
 * with an SMS code and joins with the invitation's code, sees only their own customers; the administrator
 * hands the salesperson's work to a colleague. The server runs with its log SMS sender at info level, so the
 * codes are read from its log (what a developer does); no endpoint reveals them.
 */

const root = path.resolve(import.meta.dirname, '..');
const PHONE = '13700000021';
let child: ChildProcess;
let dataDir: string;
let base = '';
let browser: Browser;
const sms: { phone: string; text: string }[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The newest SMS code to a phone whose text matches, waiting for it to be logged. */
async function codeFor(phone: string, match: RegExp, after: number): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const found = sms.slice(after).find((s) => s.phone === phone && match.test(s.text));
    const code = found && /(\d{6})/.exec(found.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${phone}`);
}

beforeAll(async () => {
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-e2e-company-'));
  child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffer = '';
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('已启动')) resolve();
        if (!line.includes('"sms"')) continue;
        try {
          const entry = JSON.parse(line) as { sms?: { phone: string; text: string } };
          if (entry.sms) sms.push(entry.sms);
        } catch {
          // not a JSON log line
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  [browser] = await Promise.all([launchBrowser(), started]);
  base = `http://127.0.0.1:${port}`;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (child) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function passwordPage(phone: string, name: RegExp): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/login`);
  await signIn(page, phone, 'demo123456');
  await page.getByRole('button', { name }).waitFor();
  return page;
}

describe('company administration', () => {
  it('the main account invites a salesperson, who joins by SMS code and sees only their own work; the administrator hands it over', async () => {
    // The main account invites a salesperson from the staff page.
    const main = await passwordPage('13800000001', /王建国/);
    await main.goto(`${base}/member`);
    await main.getByRole('button', { name: '邀请员工' }).first().click();
    const dialog = main.getByRole('dialog', { name: '邀请员工' });
    await dialog.getByRole('textbox', { name: /^手机号/ }).fill(PHONE);
    await dialog.getByRole('textbox', { name: /^姓名/ }).fill('孙业务');
    const before = sms.length;
    await dialog.getByRole('button', { name: '邀请员工' }).click();
    await main.getByText('邀请短信已发送').first().waitFor();
    await main.getByRole('list', { name: '待加入的邀请' }).getByText(PHONE, { exact: false }).first().waitFor();
    const inviteCode = await codeFor(PHONE, /邀请您加入/, before);

    // The salesperson signs in with an SMS code, then joins with the invitation's code.
    const sales = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await sales.goto(`${base}/login`);
    await sales.getByRole('tab', { name: '验证码登录' }).click();
    const form = sales.getByRole('tabpanel', { name: '验证码登录' });
    await form.getByLabel(/^手机号/).fill(PHONE);
    const sent = sms.length;
    await form.getByRole('button', { name: '获取验证码' }).click();
    const loginCode = await codeFor(PHONE, /验证码/, sent);
    await form.getByLabel(/^验证码/).fill(loginCode);
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await sales.getByRole('button', { name: /用户0021/ }).waitFor();
    await sales.goto(`${base}/member`);
    await sales.getByText('深圳市环球优品贸易有限公司 邀请您以「业务员」身份加入').waitFor();
    await sales.getByRole('textbox', { name: '邀请验证码' }).fill(inviteCode);
    await sales.getByRole('button', { name: '加入', exact: true }).click();
    await sales.getByText('已加入公司').first().waitFor();

    // As a salesperson they see only their own customers: none, then the one they add.
    await sales.goto(`${base}/customer_management`);
    await sales.getByText('还没有客户').waitFor();
    await sales.getByRole('button', { name: '新建客户' }).click();
    const customer = sales.getByRole('dialog', { name: '新建客户' });
    await customer.getByRole('textbox', { name: /客户名称/ }).fill('孙的迪拜客户');
    await customer.getByRole('button', { name: '保存' }).click();
    await sales.getByText('共 1 个客户').waitFor();
    // The list's search and page live in the address: a reload keeps them, the back button restores the last.
    await sales.getByRole('searchbox', { name: '搜索客户' }).fill('迪拜');
    await sales.getByRole('searchbox', { name: '搜索客户' }).press('Enter');
    await sales.waitForURL(/\/customer_management\?keyword=%E8%BF%AA%E6%8B%9C$/);
    await sales.goto(`${base}/customer_management?keyword=${encodeURIComponent('没有这个')}&page=2`);
    await sales.getByText('还没有客户').waitFor();
    await sales.reload();
    await sales.getByText('还没有客户').waitFor();
    expect(new URL(sales.url()).searchParams.get('page')).toBe('2');
    expect(await sales.getByRole('searchbox', { name: '搜索客户' }).inputValue()).toBe('没有这个');
    await sales.goBack();
    await sales.getByRole('listitem', { name: '孙的迪拜客户' }).waitFor();
    await sales.reload();
    await sales.getByRole('listitem', { name: '孙的迪拜客户' }).waitFor();
    expect(await sales.getByRole('searchbox', { name: '搜索客户' }).inputValue()).toBe('迪拜');
    // No staff management for a salesperson.
    await sales.goto(`${base}/member`);
    await sales.getByText('当前角色无权进行此操作').waitFor();

    // The administrator hands the salesperson's customers and carts to a colleague.
    const admin = await passwordPage('13800000003', /张伟/);
    await admin.goto(`${base}/member`);
    await admin.getByRole('button', { name: '交接工作 孙业务' }).click();
    const transfer = admin.getByRole('dialog', { name: '交接孙业务的工作' });
    await transfer.getByRole('button', { name: /接收人/ }).click();
    await admin.getByRole('option', { name: '李晓梅（业务员）' }).click();
    await transfer.getByRole('button', { name: '交接工作' }).click();
    await admin
      .getByText(/交接完成：客户1个/)
      .first()
      .waitFor();

    // The salesperson's customer went to the colleague.
    await sales.goto(`${base}/customer_management`);
    await sales.getByText('还没有客户').waitFor();
    const colleague = await passwordPage('13800000002', /李晓梅/);
    await colleague.goto(`${base}/customer_management`);
    await colleague.getByRole('listitem', { name: '孙的迪拜客户' }).waitFor();

    // The audit says who did what.
    await admin.getByRole('tab', { name: '操作记录' }).click();
    await admin.getByText(/张伟 交接工作 孙业务 → 李晓梅/).waitFor();
  }, 180_000);
});

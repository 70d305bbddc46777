import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');

const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--disable-quic'];

/**
 * How long a page waits for an element or a navigation before it gives up (Playwright's default is 30 s): the
 * journeys wait for what they assert, and on a busy machine (four pages loading the app at once beside other
 * work) a first page load alone took longer than 30 s.
 */
const PAGE_TIMEOUT_MS = 90_000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // Every page's context (browser.newPage makes one too) gets the journeys' limit.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PAGE_TIMEOUT_MS);
    return context;
  };
  return browser;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** a data directory the server made and seeded at the start of the run ('' when there is none) */
    e2eTemplate: string;
  }
}

/** Settings that leave what the server stores at start unchanged: a server with them starts from the template. */
const TEMPLATE_NEUTRAL = new Set(['FREE_SEARCH_DAILY_LIMIT']);

/**
 * Starts the built server (apps/server/dist) on a free port. Its data directory (a temporary one unless one is
 * given: a given one outlives the server, so a test restarts on the same data, then removes it itself) starts,
 * when empty, as a copy of `template`: by default the run's seeded data directory (e2e/global-setup.ts).
 */
export async function startAppServer(
  env: Record<string, string> = {},
  keptDataDir?: string,
  template: string = inject('e2eTemplate'),
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-e2e-'));
  const empty = fs.readdirSync(dataDir).length === 0;
  if (template && empty && Object.keys(env).every((key) => TEMPLATE_NEUTRAL.has(key)))
    fs.cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('已启动')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fills the sign-in form (password tab) and submits it. */
export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: '密码登录' });
  await form.getByLabel(/^手机号/).fill(phone);
  await form.getByLabel(/^密码/).fill(password);
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Ticks a checkbox or radio in a list that a search redraws when its answer arrives (a spinner stands in for the
 * list meanwhile): a press on a row of the list being replaced is made again on the new one. React Aria's inputs
 * are visually hidden, so the press is forced.
 */
export async function checkInSearchedList(target: Locator): Promise<void> {
  await vi.waitFor(() => target.check({ force: true, timeout: 5_000 }), { timeout: 60_000, interval: 250 });
}

/** The header bell's unread count (0 while no badge shows). */
export async function bellCount(page: Page): Promise<number> {
  const badge = page.getByRole('banner').getByRole('status', { name: /条未读消息$/ });
  if (!(await badge.count())) return 0;
  return Number.parseInt((await badge.first().getAttribute('aria-label')) ?? '0', 10) || 0;
}

/** Opens a screen of the factory console from its navigation. */
export function consoleNav(page: Page, name: string | RegExp): Promise<void> {
  return page
    .getByRole('navigation', { name: '工厂后台导航' })
    .getByRole('link', typeof name === 'string' ? { name, exact: true } : { name })
    .click();
}

/**
 * One server with demo data (or the running one at E2E_BASE_URL, for local iteration) and one browser for a
 * test file; `signedInPage()` opens a page signed in as the main account 13800000001.
 */
export function buyerSession() {
  const reuse = process.env.E2E_BASE_URL;
  let server: AppServer | null = null;
  let browser: Browser;
  let base = '';
  beforeAll(async () => {
    [server, browser] = await Promise.all([reuse ? Promise.resolve(null) : startAppServer(), launchBrowser()]);
    base = reuse ?? (server as AppServer).baseUrl;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    baseUrl: () => base,
    /** A call of the server's API, as the apps make it; a refusal (code ≠ 0) throws with its message. */
    async api<T>(path: string, body: unknown, token?: string): Promise<T> {
      const response = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data;
    },
    /** A page in a fresh browser context: nobody signed in. */
    signedOutPage(): Promise<Page> {
      return browser.newPage({ viewport: { width: 1440, height: 900 } });
    },
    async signedInPage(): Promise<Page> {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${base}/login`);
      await signIn(page, '13800000001', 'demo123456');
      await page.getByRole('button', { name: /王建国/ }).waitFor();
      return page;
    },
  };
}

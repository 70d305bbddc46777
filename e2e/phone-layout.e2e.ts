import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, launchBrowser, signIn, startAppServer } from './harness';

// The pages people open on a phone, at the two phone sizes, touch first. Each must have:
// - no horizontal scrolling: the document is no wider than the viewport;
// - no overlapping controls: no two visible interactive controls (buttons, links, inputs, selects, tabs) cover
//   each other, unless one holds the other (what a scrolling ancestor cuts off does not count);
// - tap targets of at least 44 × 44 CSS px for the page's controls. Not counted: links set inline in running
//   text (display: inline — the sentence around them is the target, WCAG 2.5.8's inline exception), native
//   checkboxes and radios (their label is the target), and visually hidden inputs (1–2 px, under a label);
// - no cut-off text: an element with text of its own, overflow hidden or clipped, no ellipsis and no line
//   clamp, is no wider inside than its box.
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

const SIGNED_OUT = ['/index', '/login', '/login?mode=register', '/kioskList'];
/** The customer's pages opened by real links (made in the setup): a quotation sent for confirmation, a shared list. */
let linkPages: string[] = [];
const SIGNED_IN = [
  '/index',
  `/sample_list?keyword=${encodeURIComponent('玩具')}`,
  '/imageSearch',
  '/kioskList',
  '/sys_func',
];

let server: AppServer;
let browser: Browser;

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** A quotation sent to a customer for confirmation and a shared selection list: the links' pages. */
async function customerLinks(): Promise<string[]> {
  const { token } = await api<{ token: string }>('/api/login', { phone: '13800000001', password: 'demo123456' });
  const found = await api<{ list: { id: number }[] }>(
    '/api/toy/get_list',
    { keyword: '玩具', page: 1, page_size: 4 },
    token,
  );
  const ids = found.list.map((p) => p.id);
  const cart = await api<{ id: number }>('/api/website/add_customer_pick', { name: '手机确认', ids }, token);
  const quotation = await api<{ id: number }>(
    '/api/system/add_quotation',
    { source: 'cart', source_id: cart.id },
    token,
  );
  const sent = await api<{ link: { url: string } }>(
    '/api/quotation/send_email',
    { id: quotation.id, to: 'phone@buyer.example', name: 'Lee', lang: 'en' },
    token,
  );
  const list = await api<{ id: number }>('/api/website/add_products', { name: '手机分享', ids }, token);
  const share = await api<{ token: string }>('/api/website/share', { id: list.id, days: 1 }, token);
  return [`/confirm?token=${new URL(sent.link.url).searchParams.get('token')}`, `/chooseShare?token=${share.token}`];
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  linkPages = await customerLinks();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What is wrong with the page's layout on this viewport (empty when nothing is). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // A dialog that is still rising in is drawn smaller than it lays out: measure once entrances have ended
    // (endless animations such as spinners never do).
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
    const problems: string[] = [];
    const width = window.innerWidth;
    const doc = document.documentElement;
    if (doc.scrollWidth > width) problems.push(`horizontal scrolling: the page is ${doc.scrollWidth} px wide`);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24)}"`;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && Number(s.opacity) > 0 && !el.closest('[aria-hidden="true"], [inert]');
    };
    const controls = [
      ...document.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="switch"]',
      ),
    ].filter(shown);
    const targets = controls.filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 2 || r.height <= 2) return false; // visually hidden, under a label
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return false;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') return false;
      return true;
    });
    for (const el of targets) {
      const r = el.getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5)
        problems.push(`tap target ${Math.round(r.width)}×${Math.round(r.height)} px: ${describe(el)}`);
    }
    // What of a control shows: its box cut by every ancestor that clips (a scrolling list's rows out of its
    // view are not over the pager below it).
    const visibleRect = (el: Element) => {
      const r = el.getBoundingClientRect();
      let { left, top, right, bottom } = r;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        left = Math.max(left, c.left);
        top = Math.max(top, c.top);
        right = Math.min(right, c.right);
        bottom = Math.min(bottom, c.bottom);
      }
      return { left, top, right, bottom };
    };
    const boxes = controls
      .map((el) => ({ el, r: visibleRect(el) }))
      .filter(({ r }) => r.right - r.left > 2 && r.bottom - r.top > 2);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 1 && h > 1) problems.push(`overlapping controls: ${describe(a.el)} and ${describe(b.el)}`);
      }
    for (const el of document.querySelectorAll('body *')) {
      if (!(el instanceof HTMLElement) || !shown(el)) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText) continue;
      const s = getComputedStyle(el);
      const clips = (v: string) => v === 'hidden' || v === 'clip';
      if (!clips(s.overflowX) || s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none') continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`cut-off text: ${describe(el)}`);
    }
    return problems;
  });
}

async function phonePage(size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  return context.newPage();
}

/** Opens `path` and waits until the page has loaded its screen (no spinner, the network idle). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('status', { name: /加载/ }).waitFor({ state: 'detached' });
}

describe.each(SIZES)('on a $width×$height phone', (size) => {
  it('lays out the signed-out pages for touch: no sideways scrolling, overlaps, small targets or cut text', async () => {
    const page = await phonePage(size);
    const found: string[] = [];
    for (const path of [...SIGNED_OUT, ...linkPages]) {
      await open(page, path);
      for (const p of await layoutProblems(page)) found.push(`${path}: ${p}`);
    }
    // The links' pages showed their records, not the invalid-link screen.
    await open(page, linkPages[0] as string);
    await page.getByRole('table').first().waitFor();
    await open(page, linkPages[1] as string);
    await page
      .getByRole('checkbox', { name: /^挑选 / })
      .first()
      .waitFor();
    expect(await page.getByText('请联系分享人重新获取').count()).toBe(0);
    await page.context().close();
    expect(found).toEqual([]);
  });

  it('lays out the signed-in pages, the menu and a product for touch', async () => {
    const page = await phonePage(size);
    await open(page, '/login');
    await signIn(page, '13800000001', 'demo123456');
    await page.getByRole('button', { name: /王建国/ }).waitFor();
    const found: string[] = [];
    for (const path of SIGNED_IN) {
      await open(page, path);
      for (const p of await layoutProblems(page)) found.push(`${path}: ${p}`);
    }
    // A product's detail, opened from the search results.
    await open(page, `/sample_list?keyword=${encodeURIComponent('玩具')}`);
    await page.getByRole('region', { name: '样品查询' }).getByRole('article').first().getByRole('button').first().tap();
    await page.getByRole('dialog', { name: '产品详情' }).getByText('外箱规格(cm)').waitFor();
    await page.waitForLoadState('networkidle');
    for (const p of await layoutProblems(page)) found.push(`product detail: ${p}`);
    await page.context().close();
    expect(found).toEqual([]);
  });

  it('lets a phone take the picture for an image search with its camera', async () => {
    const page = await phonePage(size);
    await open(page, '/login');
    await signIn(page, '13800000001', 'demo123456');
    await page.getByRole('button', { name: /王建国/ }).waitFor();
    await open(page, '/imageSearch');
    const camera = page.getByLabel('拍照搜图');
    await camera.waitFor({ state: 'attached' });
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    await page.context().close();
  });
});

describe('the public company website on a phone', () => {
  it('lays out its home and catalogue at both phone sizes', async () => {
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await admin.goto(`${server.baseUrl}/login`);
    await signIn(admin, '13800000001', 'demo123456');
    await admin.getByRole('button', { name: /王建国/ }).waitFor();
    await admin.goto(`${server.baseUrl}/websiteList`);
    await admin.getByRole('button', { name: '新建网站' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /网站名称/ }).fill('手机展厅');
    await dialog.getByRole('textbox', { name: /网站地址/ }).fill('phone-shop');
    await dialog.getByRole('button', { name: '保存' }).click();
    await admin.getByRole('button', { name: '发布 手机展厅' }).click();
    await admin.getByRole('button', { name: '下线 手机展厅' }).waitFor();
    await admin.close();
    const found: string[] = [];
    for (const size of SIZES) {
      const page = await phonePage(size);
      for (const path of ['/site/phone-shop/', '/site/phone-shop/products']) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        for (const p of await layoutProblems(page)) found.push(`${size.width}px ${path}: ${p}`);
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  });
});

// What a first visit downloads: the pages whose first screen has a weight budget, and a measure of the JS and
// CSS the browser really fetches to show one (shared by `pnpm bench:weight` and the browser test of the budgets).
import { gzipSync } from 'node:zlib';

/** Budgets, gzip KB of JS + CSS of the first screen, per app. */
export const WEIGHT_BUDGETS_KB = { buyer: 150, factory: 150, kiosk: 110 };

/**
 * What CI holds each first screen to until its app meets the budget above: the size measured when the check came
 * in, plus a little. A change that makes a first screen heavier fails; lower a ceiling whenever a screen gets
 * lighter, down to the budget.
 */
export const WEIGHT_CEILINGS_KB = {
  '/': 221,
  '/confirm': 204,
  '/chooseShare': 181,
  '/kioskList': 238,
  '/factory/': 150,
  '/kiosk/': 104,
};

/** The first screens measured: each app's home and the buyer portal's pages people open on a phone. */
export const WEIGHT_PAGES = [
  { name: 'buyer portal home', app: 'buyer', path: '/' },
  { name: 'buyer /confirm', app: 'buyer', path: '/confirm' },
  { name: 'buyer /chooseShare', app: 'buyer', path: '/chooseShare' },
  { name: 'buyer /kioskList', app: 'buyer', path: '/kioskList' },
  { name: 'factory console', app: 'factory', path: '/factory/' },
  { name: 'showroom kiosk', app: 'kiosk', path: '/kiosk/' },
];

/**
 * Opens `url` in a fresh browser context (empty cache, signed out), waits until the network is idle, and
 * sums the JS and CSS files it fetched: their count, bytes as served and bytes gzipped (level 9, what a
 * compressing server or CDN would send).
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
export async function measureFirstLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<{ url: string, raw: number, gzip: number }>[]} */
  const files = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.(?:js|mjs|css)$/.test(pathname) || response.status() !== 200) return;
    files.push(
      response
        .body()
        .then((body) => ({ url: pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => ({ url: pathname, raw: 0, gzip: 0 })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const measured = await Promise.all(files);
  await context.close();
  return {
    files: measured,
    count: measured.length,
    raw: measured.reduce((n, f) => n + f.raw, 0),
    gzip: measured.reduce((n, f) => n + f.gzip, 0),
  };
}

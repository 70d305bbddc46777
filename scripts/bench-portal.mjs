#!/usr/bin/env node
// pnpm bench:portal — the buyer portal's budgets, measured and printed:
//   1. the home route's initial JS gzipped (entry, its static imports, the home chunk and its imports)  ≤ 170 KB
//      and the largest lazily loaded chunk gzipped                                                      ≤ 60 KB
//   2. Lighthouse performance (desktop preset: the portal is a desktop B2B tool) on home and on a search
//      results page, served by `npm start` with demo data, signed in                                    ≥ 90
//   3. time from the last keystroke in the header search to the suggestions shown, on demo data        ≤ 150 ms
// Runs `npm start` (scripts/start.mjs: builds what changed, loads the demo data) on a free port with a fresh
// data directory, drives Debian's Chromium, and exits 1 when a budget is blown.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { exitCode, median, p95, report, root, startChromium, startPlatform } from './bench-lib.mjs';

const require = createRequire(path.join(root, 'package.json'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// 1. npm start on a free port with an empty data directory.
const base = await startPlatform('portal');

// 2. Bundle figures of the build npm start serves.
const out = path.join(root, 'apps/server/public/buyer');
const assets = path.join(out, 'assets');
const gz = (file) => gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
const staticImports = (file) =>
  [...fs.readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1],
  );
const closure = (roots) => {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
};
const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
const initial = closure([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
const home = fs.readdirSync(assets).find((f) => /^HomePage-.*\.js$/.test(f));
const homeInitial = closure([...initial, home]);
const homeBytes = [...homeInitial].reduce((n, f) => n + gz(f), 0);
const lazy = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js') && !initial.has(f))
  .map((f) => ({ f, size: gz(f) }))
  .sort((a, b) => b.size - a.size);

// 3. Chromium with a DevTools port, shared by Playwright (sign-in, keystrokes) and Lighthouse.
const devtools = await startChromium();

const playwright = await import(pathToFileURL(require.resolve('playwright-core')).href);
const chromium = playwright.chromium ?? playwright.default.chromium;
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtools}`);
const context = browser.contexts()[0];
const page = await context.newPage();
await page.setViewportSize({ width: 1440, height: 900 });
await page.goto(`${base}/login`);
const form = page.getByRole('tabpanel', { name: '密码登录' });
await form.getByLabel(/^手机号/).fill('13800000001');
await form.getByLabel(/^密码/).fill('demo123456');
await form.getByRole('button', { name: '登录', exact: true }).click();
await page.getByRole('button', { name: /王建国/ }).waitFor();

// Keystroke → suggestions: type each word; from the last keystroke to the first frame that shows a suggestion
// containing the word under '猜你想搜'.
const WORDS = ['遥控', '毛绒', '积木', '水枪', '恐龙', '娃娃', '滑板', '拼图', '飞机', '泡泡'];
const keystroke = [];
const search = page.getByRole('combobox', { name: '搜索产品' });
for (let round = 0; round < 2; round++) {
  for (const word of WORDS) {
    await search.fill('');
    await page.waitForTimeout(300);
    await search.click();
    await page.evaluate((w) => {
      window.__shown = new Promise((resolve) => {
        const input = document.querySelector('input[aria-label="搜索产品"]');
        let last = 0;
        input.addEventListener('input', () => {
          last = performance.now();
        });
        const tick = () => {
          const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')];
          if (input.value === w && last && options.some((o) => o.textContent.includes(w))) {
            resolve(performance.now() - last);
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    }, word);
    await search.pressSequentially(word, { delay: 60 });
    keystroke.push(await page.evaluate(() => window.__shown));
  }
}
await page.close();

// Lighthouse (desktop preset) on home and on a search results page; storage is kept so the user stays signed in.
const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
const { default: desktop } = await import(
  pathToFileURL(path.join(path.dirname(require.resolve('lighthouse/package.json')), 'core/config/desktop-config.js'))
    .href
);
const lighthouseScore = async (url) => {
  const runner = await lighthouse(
    url,
    { port: devtools, logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    desktop,
  );
  const lhr = runner.lhr;
  // BENCH_LH_DIR=<dir>: keep each full Lighthouse report (JSON) there for a closer look.
  if (process.env.BENCH_LH_DIR) {
    fs.mkdirSync(process.env.BENCH_LH_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
    fs.writeFileSync(path.join(process.env.BENCH_LH_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.displayValue ?? '';
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    detail: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
  };
};
const homeScore = await lighthouseScore(`${base}/`);
const searchScore = await lighthouseScore(`${base}/sample_list?keyword=${encodeURIComponent('遥控汽车')}`);
await browser.close();

console.log(`\nbuyer portal budgets — ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}\n`);
report('home route initial JS, gzip', kb(homeBytes), '≤ 170 KB', homeBytes <= 170 * 1024);
report(
  `largest lazy chunk, gzip (${lazy[0]?.f})`,
  kb(lazy[0]?.size ?? 0),
  '≤ 60 KB',
  (lazy[0]?.size ?? 0) <= 60 * 1024,
);
report('Lighthouse performance (desktop), home', homeScore.score, '≥ 90', homeScore.score >= 90);
report('Lighthouse performance (desktop), search results 遥控汽车', searchScore.score, '≥ 90', searchScore.score >= 90);
report(
  'last keystroke → suggestions shown, median',
  `${median(keystroke).toFixed(0)} ms`,
  '≤ 150 ms',
  median(keystroke) <= 150,
);
console.log(`
  home initial chunks: ${[...homeInitial]
    .sort((a, b) => gz(b) - gz(a))
    .map((f) => `${f} ${kb(gz(f))}`)
    .join(', ')}
  Lighthouse home: ${homeScore.detail}
  Lighthouse search: ${searchScore.detail}
  keystroke → suggestions over ${keystroke.length} words: median ${median(keystroke).toFixed(0)} ms, p95 ${p95(keystroke).toFixed(0)} ms, max ${Math.max(...keystroke).toFixed(0)} ms`);
process.exitCode = exitCode();
process.exit();

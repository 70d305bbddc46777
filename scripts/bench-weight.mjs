#!/usr/bin/env node
// pnpm bench:weight — how light each app's first screen is, measured and printed against its budget:
//   1. JS + CSS a first visit downloads (signed out, empty cache, until the network is idle), gzipped:
//      buyer portal (home, /confirm, /chooseShare, /kioskList) ≤ 150 KB, factory console ≤ 150 KB, kiosk ≤ 110 KB
//      (the same measure runs in the browser tests, e2e/weight.e2e.ts, so CI fails on a blown budget);
//   2. Lighthouse's mobile profile (a mid-range phone on a slow 4G link) on the portal home, /confirm,
//      /chooseShare and /kioskList: performance ≥ 90, accessibility ≥ 95.
// Runs `npm start` (scripts/start.mjs) on a free port with a fresh data directory and drives Debian's Chromium.
// Exits 1 when a budget is blown.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { exitCode, report, root, startChromium, startPlatform } from './bench-lib.mjs';
import { measureFirstLoad, WEIGHT_BUDGETS_KB, WEIGHT_PAGES } from './first-load.mjs';

const require = createRequire(path.join(root, 'package.json'));
const kb = (n) => (n / 1024).toFixed(1);

const base = await startPlatform('weight');
const devtools = await startChromium();

// 1. First-load weight.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtools}`);
const weights = [];
for (const p of WEIGHT_PAGES) weights.push({ ...p, ...(await measureFirstLoad(browser, `${base}${p.path}`)) });
await browser.close();

// 2. Lighthouse, mobile profile (its default).
const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
const scores = [];
for (const p of WEIGHT_PAGES.filter((p) => p.app === 'buyer')) {
  const { lhr } = await lighthouse(`${base}${p.path}`, {
    port: devtools,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const audit = (id) => lhr.audits[id]?.displayValue ?? '';
  scores.push({
    name: p.name,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    detail: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
    failing: Object.values(lhr.audits)
      .filter(
        (a) => a.score !== null && a.score < 0.9 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id),
  });
}

console.log(`\nfirst screens — ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}\n`);
for (const w of weights) {
  const budget = WEIGHT_BUDGETS_KB[w.app];
  report(
    `first load JS+CSS gzip, ${w.name} (${w.count} files, ${kb(w.raw)} KB raw)`,
    `${kb(w.gzip)} KB`,
    `≤ ${budget} KB`,
    w.gzip <= budget * 1024,
  );
}
for (const s of scores) {
  report(`Lighthouse performance (mobile), ${s.name}`, s.performance, '≥ 90', s.performance >= 90);
  report(`Lighthouse accessibility (mobile), ${s.name}`, s.accessibility, '≥ 95', s.accessibility >= 95);
}
console.log('');
for (const s of scores)
  console.log(
    `  ${s.name}: ${s.detail}${s.failing.length ? `; accessibility audits below 0.9: ${s.failing.join(', ')}` : ''}`,
  );
process.exit(exitCode());

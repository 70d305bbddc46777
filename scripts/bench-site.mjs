#!/usr/bin/env node
// pnpm bench:website:lighthouse — the company website's public pages on a phone: Lighthouse performance and SEO
// (its default mobile profile: a mid-range phone on a slow 4G link) on the demo site's home, catalogue and a
// product page, served by `npm start` with demo data, each ≥ 95. Exits 1 when a budget is blown.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { exitCode, report, root, startChromium, startPlatform } from './bench-lib.mjs';

const require = createRequire(path.join(root, 'package.json'));
const base = await startPlatform('site');
const devtools = await startChromium();
const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);

const site = `${base}/site/globalbest`;
const catalogue = await (await fetch(`${site}/products`)).text();
const product = catalogue.match(/href="(\/site\/globalbest\/products\/\d+)"/)?.[1];
if (!product) throw new Error('the demo site lists no product');

const pages = [
  ['home', `${site}/`],
  ['catalogue', `${site}/products`],
  ['product page', `${base}${product}`],
];
const scores = [];
for (const [name, url] of pages) {
  const { lhr } = await lighthouse(url, {
    port: devtools,
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  const audit = (id) => lhr.audits[id]?.displayValue ?? '';
  scores.push({
    name,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    detail: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
  });
}

console.log(`\ncompany website on a phone — ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}\n`);
for (const s of scores) {
  report(`Lighthouse performance (mobile), ${s.name}`, s.performance, '≥ 95', s.performance >= 95);
  report(`Lighthouse SEO (mobile), ${s.name}`, s.seo, '≥ 95', s.seo >= 95);
}
console.log('');
for (const s of scores) console.log(`  ${s.name}: ${s.detail}`);
process.exit(exitCode());

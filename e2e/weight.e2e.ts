import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureFirstLoad, WEIGHT_CEILINGS_KB, WEIGHT_PAGES } from '../scripts/first-load.mjs';
import { type AppServer, launchBrowser, startAppServer } from './harness';

// The first screen of each app stays within its budget: the JS and CSS a first visit downloads (signed out,
// empty cache, until the network is idle), gzipped, held to its ceiling (scripts/first-load.mjs) while the apps
// are over their budgets. `pnpm bench:weight` prints the same figures against the budgets.
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('first-screen weight', () => {
  it.each(WEIGHT_PAGES)('$name downloads no more JS and CSS than its ceiling', async ({ path }) => {
    const { gzip, files } = await measureFirstLoad(browser, `${server.baseUrl}${path}`);
    const ceiling = WEIGHT_CEILINGS_KB[path] as number;
    const budget = ceiling * 1024;
    expect(files.length).toBeGreaterThan(0);
    expect(
      gzip,
      `${path}: ${(gzip / 1024).toFixed(1)} KB gzip > ${ceiling} KB; largest: ${[...files]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 8)
        .map((f) => `${f.url} ${(f.gzip / 1024).toFixed(1)}`)
        .join(', ')}`,
    ).toBeLessThanOrEqual(budget);
  });
});

// pnpm bench:cart — add 1 000 products to a sample cart in one call, then load the cart page's data
// (get_sample_car: the first page of 200 lines as /sample_car asks for it, with the whole cart's totals and
// factory groups; and, for comparison, all 1 000 lines in one answer), over HTTP, on PGlite and on PostgreSQL.
// Then (PGlite) a cart of 5 000 lines opened at /sample_car in Debian's Chromium: time from navigation to the
// first cart line painted (needs the built buyer portal in apps/server/public/buyer; BENCH_RENDER=0 skips it).
// BENCH_PRODUCTS (catalogue size, default 6 000), BENCH_RUNS (default 10), BENCH_DATABASE_URL (a PostgreSQL
// server to create a database on; default: a throwaway server from scripts/pg-temp.sh).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { loadConfig } from '../src/config';
import { seedAccounts } from '../src/demo/accounts';
import { seedCatalogue } from '../src/demo/catalogue';
import { seedReference } from '../src/demo/index';
import { createServer } from '../src/server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 6_000);
const RENDER = process.env.BENCH_RENDER !== '0';
const RENDER_LINES = 5000;
const PAGE_SIZE = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BATCH = 1000;
const root = fileURLToPath(new URL('../../..', import.meta.url));

const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
};
const ms = (n: number) => n.toFixed(1);

async function bench(engine: 'pglite' | 'postgres', databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wanju-bench-cart-${engine}-`));
  const config = {
    // One client at full speed: per-client request limits off.
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      PRERENDER_PICTURES: '0',
      RATE_LIMIT_SCALE: '0',
    }),
    databaseUrl,
  };
  const server = await createServer(config, { logger: false });
  await seedReference(server.ctx);
  const companies = await seedAccounts(server.ctx.database.db);
  await seedCatalogue(server.ctx, { products: PRODUCTS, factoryCompanyId: companies.factoryCompanyId });
  await sql`ANALYZE`.execute(server.ctx.database.db);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = async (urlPath: string, body: unknown, token?: string) => {
    const response = await fetch(base + urlPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; msg: string; data: never };
    if (json.code !== 0) throw new Error(`${urlPath}: ${json.msg}`);
    return json.data as Record<string, unknown>;
  };
  const { token } = (await post('/api/login', { phone: '13800000001', password: 'demo123456' })) as { token: string };
  const ids = (
    await server.ctx.database.db
      .selectFrom('products')
      .select('id')
      .where('is_black', '=', false)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);

  const add: number[] = [];
  const load: number[] = [];
  const loadAll: number[] = [];
  let bytes = 0;
  let bytesAll = 0;
  const timed = async (body: unknown) => {
    const t = performance.now();
    const response = await fetch(`${base}/api/website/get_sample_car`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { ms: performance.now() - t, text, page: JSON.parse(text) as { data: { total: number; list: unknown[] } } };
  };
  for (let run = 0; run <= RUNS; run++) {
    const cart = (await post('/api/website/add_customer_pick', { name: `压测${run}` }, token)) as { id: number };
    const offset = (run * 397) % Math.max(1, ids.length - BATCH);
    const batch = ids.slice(offset, offset + BATCH);
    const t = performance.now();
    const result = (await post(
      '/api/website/add_sample_car',
      { ids: batch, customer_pick_id: cart.id, data_module: 'bench' },
      token,
    )) as { added: number };
    const addMs = performance.now() - t;
    if (result.added !== BATCH) throw new Error(`added ${result.added}`);
    const first = await timed({ customer_pick_id: cart.id, page: 1, page_size: PAGE_SIZE });
    if (first.page.data.total !== BATCH || first.page.data.list.length !== PAGE_SIZE)
      throw new Error(`loaded ${first.page.data.total}`);
    const all = await timed({ customer_pick_id: cart.id });
    if (all.page.data.list.length !== BATCH) throw new Error(`loaded ${all.page.data.list.length}`);
    // The first run warms caches and plans; it is not counted.
    if (run > 0) {
      add.push(addMs);
      load.push(first.ms);
      loadAll.push(all.ms);
      bytes = first.text.length;
      bytesAll = all.text.length;
    }
  }
  const render = engine === 'pglite' && RENDER ? await renderCart(base, post, token, ids) : null;
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { add, load, loadAll, bytes, bytesAll, render };
}

/** A default cart of 5 000 lines opened at /sample_car in Chromium: navigation → first line painted. */
async function renderCart(
  base: string,
  post: (urlPath: string, body: unknown, token?: string) => Promise<Record<string, unknown>>,
  token: string,
  ids: number[],
) {
  const lines = ids.slice(0, RENDER_LINES);
  const cart = (await post('/api/website/add_customer_pick', { name: '五千款', is_default: 1 }, token)) as {
    id: number;
  };
  for (let i = 0; i < lines.length; i += BATCH)
    await post(
      '/api/website/add_sample_car',
      { ids: lines.slice(i, i + BATCH), customer_pick_id: cart.id, data_module: 'bench' },
      token,
    );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  const times: number[] = [];
  const painted: number[] = [];
  const shell: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // In the page: the time from navigation start (performance.now()'s origin) to the frame that first shows a
    // cart line, without the harness's polling and round trips.
    await page.addInitScript(`
      const seen = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="sample-car-rows"] li [aria-label]')) return;
        seen.disconnect();
        requestAnimationFrame(() => { window.__firstLine = performance.now(); });
      });
      seen.observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${base}/login`);
    const form = page.getByRole('tabpanel', { name: '密码登录' });
    await form.getByLabel(/^手机号/).fill('13800000001');
    await form.getByLabel(/^密码/).fill('demo123456');
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('button', { name: /王建国/ }).waitFor();
    for (let run = 0; run <= 5; run++) {
      await page.goto(`${base}/index`);
      const t = Date.now();
      await page.goto(`${base}/sample_car`);
      // The first line row is in the DOM, then painted (the next animation frame has run).
      await page.locator('[data-testid="sample-car-rows"] li [aria-label]').first().waitFor();
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      // The shell's first contentful paint (page, header, spinner) for comparison with the first line.
      const fcp = Number(
        await page.evaluate(
          "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? performance.getEntriesByType('paint').at(-1)?.startTime ?? 0",
        ),
      );
      const inPage = Number(await page.evaluate('window.__firstLine ?? 0'));
      if (run > 0) {
        times.push(Date.now() - t);
        painted.push(Math.round(inPage));
        shell.push(Math.round(fcp));
      }
    }
    const rows = await page.locator('[data-testid="sample-car-rows"] li').count();
    return { lines: lines.length, times, painted, shell, rowsInDom: rows };
  } finally {
    await browser.close();
  }
}

let pgDir = '';
let adminUrl = process.env.BENCH_DATABASE_URL ?? '';
if (!adminUrl) {
  const out = execFileSync('bash', [path.join(root, 'scripts/pg-temp.sh'), 'start'], { encoding: 'utf8' })
    .trim()
    .split(' ');
  pgDir = out[0] as string;
  adminUrl = out[1] as string;
}
const dbName = `wanju_bench_cart_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const pgUrl = new URL(adminUrl);
pgUrl.pathname = `/${dbName}`;

try {
  console.log(
    `bench:cart — ${BATCH} products per add_sample_car, ${RUNS} runs, catalogue of ${PRODUCTS}, ${os.cpus().length} cores, Node ${process.version}`,
  );
  const results = { PGlite: await bench('pglite', ''), PostgreSQL: await bench('postgres', pgUrl.toString()) };
  console.log(
    `\n| engine | add 1 000 p50 | add 1 000 p95 | load cart page (${PAGE_SIZE} lines + totals) p50 | p95 | JSON | all 1 000 lines p50 | p95 | JSON |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [engine, r] of Object.entries(results)) {
    console.log(
      `| ${engine} | ${ms(pct(r.add, 0.5))} ms | ${ms(pct(r.add, 0.95))} ms | ${ms(pct(r.load, 0.5))} ms | ${ms(pct(r.load, 0.95))} ms | ${(r.bytes / 1024).toFixed(0)} KB | ${ms(pct(r.loadAll, 0.5))} ms | ${ms(pct(r.loadAll, 0.95))} ms | ${(r.bytesAll / 1024).toFixed(0)} KB |`,
    );
  }
  const render = results.PGlite.render;
  if (render)
    console.log(
      `\nChromium, /sample_car with a cart of ${render.lines} lines (PGlite): first line painted p50 ${pct(render.painted, 0.5)} ms, max ${Math.max(...render.painted)} ms after navigation start, measured in the page (the harness's wall clock incl. its polling: p50 ${pct(render.times, 0.5)} ms) over ${render.times.length} loads (the page shell's first contentful paint p50 ${pct(render.shell, 0.5)} ms); ${render.rowsInDom} rows in the DOM`,
    );
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  if (pgDir) execFileSync('bash', [path.join(root, 'scripts/pg-temp.sh'), 'stop', pgDir]);
}

// pnpm bench:cart — add 1 000 products to a sample cart in one call, then load the cart page's data
// (get_sample_car with every line and the totals), over HTTP, on PGlite and on PostgreSQL.
// BENCH_PRODUCTS (catalogue size, default 5 000), BENCH_RUNS (default 10), BENCH_DATABASE_URL (a PostgreSQL
// server to create a database on; default: a throwaway server from scripts/pg-temp.sh).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { seedCatalogue } from '../src/modules/catalogue/seed';
import { seedAccounts } from '../src/seed/accounts';
import { seedReference } from '../src/seed/index';
import { createServer } from '../src/server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
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
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0', PRERENDER_PICTURES: '0' }),
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
  let bytes = 0;
  for (let run = 0; run <= RUNS; run++) {
    const cart = (await post('/api/website/add_customer_pick', { name: `压测${run}` }, token)) as { id: number };
    const offset = (run * 397) % Math.max(1, ids.length - BATCH);
    const batch = ids.slice(offset, offset + BATCH);
    let t = performance.now();
    const result = (await post(
      '/api/website/add_sample_car',
      { ids: batch, customer_pick_id: cart.id, data_module: 'bench' },
      token,
    )) as { added: number };
    const addMs = performance.now() - t;
    if (result.added !== BATCH) throw new Error(`added ${result.added}`);
    t = performance.now();
    const response = await fetch(`${base}/api/website/get_sample_car`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ customer_pick_id: cart.id }),
    });
    const text = await response.text();
    const loadMs = performance.now() - t;
    const page = JSON.parse(text) as { data: { total: number } };
    if (page.data.total !== BATCH) throw new Error(`loaded ${page.data.total}`);
    // The first run warms caches and plans; it is not counted.
    if (run > 0) {
      add.push(addMs);
      load.push(loadMs);
      bytes = text.length;
    }
  }
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { add, load, bytes };
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
  console.log('\n| engine | add 1 000 p50 | add 1 000 p95 | load cart p50 | load cart p95 | cart JSON |');
  console.log('|---|---|---|---|---|---|');
  for (const [engine, r] of Object.entries(results)) {
    console.log(
      `| ${engine} | ${ms(pct(r.add, 0.5))} ms | ${ms(pct(r.add, 0.95))} ms | ${ms(pct(r.load, 0.5))} ms | ${ms(pct(r.load, 0.95))} ms | ${(r.bytes / 1024).toFixed(0)} KB |`,
    );
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  if (pgDir) execFileSync('bash', [path.join(root, 'scripts/pg-temp.sh'), 'stop', pgDir]);
}

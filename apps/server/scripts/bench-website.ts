// pnpm bench:website — the public company website under a steady 100 requests/s (autocannon, client on the
// same machine, server in a child process): the home page, the product pages (anonymous visitors), and the
// product pages of a signed-in visitor (rendered per request). Target: p95 ≤ 50 ms. autocannon times the
// whole answer, which is an upper bound of the first byte: the pages are one write of ≤ 30 kB (gzip off).
// BENCH_PRODUCTS (demo catalogue, default 2 000), BENCH_SECONDS (per run, default 15), BENCH_RATE (default
// 100), BENCH_ENGINES (pglite,postgres), BENCH_DATABASE_URL (a PostgreSQL server to create a database on).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../test/processes/cluster';
import { type Engine, onEachEngine } from './bench-engines';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SITE = '/site/globalbest';

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
}

async function load(base: string, paths: string[], headers: Record<string, string>): Promise<Figures> {
  let next = 0;
  const latencies: number[] = [];
  const result = await autocannon({
    url: base,
    connections: 10,
    overallRate: RATE,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (request, context) => {
          (context as { t0: number }).t0 = performance.now();
          return { ...request, path: paths[next++ % paths.length] } as typeof request;
        },
        onResponse: (_status, _body, context) => {
          latencies.push(performance.now() - (context as { t0: number }).t0);
        },
      },
    ],
  });
  const sorted = latencies.sort((a, b) => a - b);
  const pct = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0).toFixed(1));
  return {
    rps: result.requests.total / SECONDS,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

const line = (name: string, f: Figures) =>
  console.log(
    `  ${name.padEnd(30)} ${f.rps.toFixed(0).padStart(4)} req/s  p50 ${String(f.p50).padStart(5)} ms  p95 ${String(f.p95).padStart(5)} ms  p99 ${String(f.p99).padStart(5)} ms  errors ${f.errors}/${f.requests}  ${f.p95 <= 50 ? 'OK' : 'over 50 ms'}`,
  );

async function bench(engine: Engine, databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wanju-website-${engine}-`));
  const server = await startServerProcess(`website-${engine}`, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_PRODUCTS: String(PRODUCTS),
    RATE_LIMIT_SCALE: '1000',
  });
  const base = server.baseUrl;
  try {
    const home = await (await fetch(`${base}${SITE}/products`)).text();
    const products = [...new Set([...home.matchAll(/\/site\/globalbest\/products\/(\d+)"/g)].map((m) => m[1]))].map(
      (id) => `${SITE}/products/${id}`,
    );
    // A visitor account: register once, keep the session cookie.
    const registered = await fetch(`${base}${SITE}/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=bench%40example.com&password=bench-123&name=Bench',
      redirect: 'manual',
    });
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Warm: every page once.
    for (const p of [`${SITE}/`, ...products]) await (await fetch(base + p)).text();
    console.log(
      `\n${engine}: ${PRODUCTS} demo products, ${products.length} product pages, ${RATE} req/s for ${SECONDS} s each`,
    );
    const visitorKey = { cookie: 'wsk=bench' };
    line('home (anonymous)', await load(base, [`${SITE}/`], visitorKey));
    line('product pages (anonymous)', await load(base, products, visitorKey));
    line('product pages (signed-in visitor)', await load(base, products, { cookie }));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await onEachEngine('website', bench);

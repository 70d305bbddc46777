// pnpm bench:load — the server under load, with the client (autocannon) on the same machine: keyword search
// and image search by upload, each against a server process of its own on the demo catalogue, on PGlite and
// on PostgreSQL. The server runs as a child process, so client and server do not share a JavaScript thread.
// Targets: keyword ≥ 300 requests/s with p99 ≤ 200 ms and 0 errors; image upload ≥ 20 requests/s, p95 ≤ 300 ms.
// BENCH_PRODUCTS (demo catalogue, default 10 000), BENCH_SECONDS (per run, default 20), BENCH_DATABASE_URL
// (a PostgreSQL server to create a database on; default: a throwaway one from scripts/pg-temp.sh),
// BENCH_ENGINES (pglite,postgres), BENCH_KEEP_DIR (keep and reuse the PGlite data folder there).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startServerProcess } from '../test/processes/cluster';
import { type Engine, onEachEngine } from './bench-engines';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

/** What buyers type: broad and narrow, Chinese, English and item numbers. */
const KEYWORDS = [
  '汽车',
  '遥控汽车',
  '毛绒恐龙',
  '益智积木',
  '过家家',
  '水枪',
  'XN-123',
  'car',
  'dinosaur',
  'remote control car',
  '泡泡枪',
  '娃娃',
];

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function post<T>(base: string, urlPath: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(base + urlPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${urlPath}: ${json.msg}`);
  return json.data;
}

/** Waits until the server's background warm-up is done: an image search answers and keyword search is quick. */
async function waitWarm(base: string, token: string, picture: Buffer) {
  for (let i = 0; i < 600; i++) {
    const started = performance.now();
    const answer = await uploadSearch(base, token, picture);
    if (answer.code === 0 && answer.data.list.length && performance.now() - started < 300) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  for (let i = 0; i < 3; i++) for (const keyword of KEYWORDS) await post(base, '/api/toy/get_list', { keyword }, token);
}

const BOUNDARY = '----wanjubench';
const multipart = (picture: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

async function uploadSearch(base: string, token: string, picture: Buffer) {
  const response = await fetch(`${base}/api/toy/search_image`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, token },
    body: multipart(picture),
  });
  return (await response.json()) as { code: number; msg: string; data: { list: unknown[] } };
}

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
}

/**
 * One autocannon run; a request counts as an error on a non-2xx status, a socket error, a timeout or an
 * envelope code ≠ 0. Latencies are taken per request (each connection has one request in flight).
 */
async function load(
  base: string,
  options: { path: string; headers: Record<string, string>; bodies: (string | Buffer)[]; connections: number },
): Promise<Figures> {
  let next = 0;
  let refused = 0;
  const latencies: number[] = [];
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: options.path,
        // Uncompressed answers, so each envelope can be checked.
        headers: options.headers,
        setupRequest: (request, context) => {
          (context as { t0: number }).t0 = performance.now();
          return { ...request, body: options.bodies[next++ % options.bodies.length] } as typeof request;
        },
        onResponse: (status, body, context) => {
          latencies.push(performance.now() - (context as { t0: number }).t0);
          if (status === 200 && !body.startsWith('{"code":0,')) refused++;
        },
      },
    ],
  });
  const sorted = latencies.sort((a, b) => a - b);
  const pct = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return {
    rps: result.requests.total / SECONDS,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    errors: result.errors + result.timeouts + result.non2xx + refused,
    requests: result.requests.total,
  };
}

const line = (name: string, f: Figures, extra = '') =>
  console.log(
    `  ${name.padEnd(22)} ${f.rps.toFixed(0).padStart(5)} req/s  p50 ${String(f.p50).padStart(4)} ms  p95 ${String(f.p95).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}/${f.requests}${extra}`,
  );

async function bench(engine: Engine, databaseUrl: string) {
  const keep = process.env.BENCH_KEEP_DIR;
  const dataDir = keep
    ? path.join(keep, `load-${engine}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), `wanju-load-${engine}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const server = await startServerProcess(`load-${engine}`, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_PRODUCTS: String(PRODUCTS),
    // The bench is one account on one address at hundreds of requests a second: the abuse limits would
    // (rightly) refuse it, so they are raised for this process only.
    RATE_LIMIT_SCALE: '1000',
  });
  const base = server.baseUrl;
  try {
    const token = (await post<{ token: string }>(base, '/api/login', { phone: '13800000001', password: 'demo123456' }))
      .token;
    const page = await post<{ list: { picture: string }[] }>(
      base,
      '/api/toy/get_list',
      { page_size: 40, sort: undefined },
      token,
    );
    // Buyers' photos, not the catalogue files: each picture re-encoded smaller with a slight crop.
    const pictures = await Promise.all(
      page.list.map(async (item) => {
        const bytes = Buffer.from(await (await fetch(new URL(item.picture, base))).arrayBuffer());
        const meta = await sharp(bytes).metadata();
        const w = meta.width ?? 600;
        const h = meta.height ?? 600;
        return sharp(bytes)
          .extract({
            left: Math.round(w * 0.05),
            top: Math.round(h * 0.05),
            width: Math.round(w * 0.9),
            height: Math.round(h * 0.9),
          })
          .resize(480)
          .jpeg({ quality: 80 })
          .toBuffer();
      }),
    );
    await waitWarm(base, token, pictures[0] as Buffer);
    console.log(
      `\n${engine}: ${PRODUCTS} demo products, server ready and warm in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    const keyword = await load(base, {
      path: '/api/toy/get_list',
      headers: { 'content-type': 'application/json', token },
      bodies: KEYWORDS.map((k) => JSON.stringify({ keyword: k, page: 1, page_size: 20 })),
      connections: 16,
    });
    line('keyword search', keyword, `  (RSS ${rssMb(server.pid).toFixed(0)} MB)`);
    const image = await load(base, {
      path: '/api/toy/search_image',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, token },
      bodies: pictures.map(multipart),
      connections: 8,
    });
    line('image search (upload)', image, `  (RSS ${rssMb(server.pid).toFixed(0)} MB)`);
    return { keyword, image };
  } finally {
    await server.stop();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`bench:load — ${os.cpus().length} cores, ${SECONDS} s per run, client and server on this machine`);
await onEachEngine('load', bench);

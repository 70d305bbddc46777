// pnpm bench:search — keyword and image search on a large demo catalogue, PGlite and PostgreSQL in one run.
// BENCH_PRODUCTS (default 200 000), BENCH_DATABASE_URL (a PostgreSQL server to create a database on; default:
// a throwaway server from scripts/pg-temp.sh), BENCH_IMAGE_QUERIES (default 200).
// BENCH_KEEP_DIR=<dir> (with BENCH_DATABASE_URL): keep the loaded databases — PGlite under <dir>, the PostgreSQL
// database wanju_bench_keep — and reuse them on the next run (a load is reused when it has as many products and,
// unless BENCH_SKIP_IMAGES=1, its picture index); migrations still apply to them at start.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import sharp, { type Sharp } from 'sharp';
import { listProducts } from '../src/catalogue/products';
import { catalogue } from '../src/catalogue/state';
import { loadConfig } from '../src/config';
import { seedAccounts } from '../src/demo/accounts';
import { seedCatalogue } from '../src/demo/catalogue';
import { seedReference } from '../src/demo/index';
import { rasterQuerySignature, svgSignature } from '../src/pictures/files';
import { pictureIndex, searchByImage } from '../src/pictures/image-search';
import { PictureIndex } from '../src/pictures/phash';
import { createServer, type StartedServer } from '../src/server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const IMAGE_QUERIES = Number(process.env.BENCH_IMAGE_QUERIES ?? 200);
const RUNS = 20;
/** BENCH_SKIP_IMAGES=1: keyword search only (no picture index, much faster load). */
const SKIP_IMAGES = process.env.BENCH_SKIP_IMAGES === '1';
const KEEP_DIR = process.env.BENCH_KEEP_DIR ? path.resolve(process.env.BENCH_KEEP_DIR) : '';
if (KEEP_DIR && !process.env.BENCH_DATABASE_URL) {
  console.error(
    'BENCH_KEEP_DIR needs BENCH_DATABASE_URL (a server that outlives the run: bash scripts/pg-temp.sh start)',
  );
  process.exit(2);
}
const QUERIES = [
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
];
const root = fileURLToPath(new URL('../../..', import.meta.url));

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
};
const ms = (n: number) => n.toFixed(1);

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const value = await fn();
  return [performance.now() - t, value];
}

/** What a kept database holds (KEEP_DIR/<engine>.json), so a later run knows whether it can reuse it. */
interface Loaded {
  products: number;
  images: boolean;
  loadMs: number;
}
const markerOf = (engine: string) => path.join(KEEP_DIR, `${engine}.json`);
const reusable = (engine: string): Loaded | null => {
  if (!KEEP_DIR || !fs.existsSync(markerOf(engine))) return null;
  const loaded = JSON.parse(fs.readFileSync(markerOf(engine), 'utf8')) as Loaded;
  return loaded.products === PRODUCTS && (loaded.images || SKIP_IMAGES) ? loaded : null;
};

async function load(engine: 'pglite' | 'postgres', url: string, signatures?: PictureIndex) {
  const kept = reusable(engine);
  const dataDir = KEEP_DIR
    ? path.join(KEEP_DIR, engine)
    : fs.mkdtempSync(path.join(os.tmpdir(), `wanju-bench-${engine}-`));
  if (KEEP_DIR && !kept) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(markerOf(engine), { force: true });
  }
  const config = {
    // One client at full speed: per-client request limits off.
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      PRERENDER_PICTURES: '0',
      RATE_LIMIT_SCALE: '0',
    }),
    databaseUrl: url,
  };
  const server = await createServer(config, { logger: false });
  if (kept) {
    process.stderr.write(`  ${engine}: reusing the kept load of ${kept.products} products\n`);
    await sql`ANALYZE`.execute(server.ctx.database.db);
    return { server, dataDir, loadMs: kept.loadMs, pictures: [] as string[], reused: true };
  }
  const t = Date.now();
  await seedReference(server.ctx);
  const companies = await seedAccounts(server.ctx.database.db);
  let last = 0;
  const result = await seedCatalogue(server.ctx, {
    products: PRODUCTS,
    factoryCompanyId: companies.factoryCompanyId,
    signatures,
    indexPictures: !SKIP_IMAGES,
    onProgress: (done) => {
      if (done - last >= 20_000 || done === PRODUCTS) {
        last = done;
        process.stderr.write(`  ${engine}: ${done} products, ${((Date.now() - t) / 1000).toFixed(0)} s\n`);
      }
    },
  });
  await sql`ANALYZE`.execute(server.ctx.database.db);
  const loadMs = Date.now() - t;
  if (KEEP_DIR) {
    const loaded: Loaded = { products: PRODUCTS, images: !SKIP_IMAGES, loadMs };
    fs.writeFileSync(markerOf(engine), JSON.stringify(loaded));
  }
  return { server, dataDir, loadMs, pictures: result.pictures, reused: false };
}

async function keywordBench(server: StartedServer) {
  const rows: {
    query: string;
    p50: number;
    p95: number;
    mixedP95: number;
    total: string;
    ilikeP95: number;
    ids: number[];
  }[] = [];
  const { db } = server.ctx.database;
  for (const query of QUERIES) {
    const times: number[] = [];
    let page = await listProducts(server.ctx, { page: 1, page_size: 40, keyword: query });
    for (let i = 0; i < RUNS; i++) {
      const [t, answer] = await timed(() => listProducts(server.ctx, { page: 1, page_size: 40, keyword: query }));
      times.push(t);
      page = answer;
    }
    // The plain scan the bigram index replaces: ILIKE over names and item numbers, page of 40 plus count.
    const like = `%${query}%`;
    const ilike: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 8); i++) {
      const [t] = await timed(() =>
        Promise.all([
          db
            .selectFrom('products')
            .select(['id'])
            .where((eb) =>
              eb.or([eb('name', 'ilike', like), eb('name_en', 'ilike', like), eb('article_number', 'ilike', like)]),
            )
            .orderBy('popularity', 'desc')
            .orderBy('id', 'desc')
            .limit(40)
            .execute(),
          db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where((eb) =>
              eb.or([eb('name', 'ilike', like), eb('name_en', 'ilike', like), eb('article_number', 'ilike', like)]),
            )
            .executeTakeFirst(),
        ]),
      );
      ilike.push(t);
    }
    rows.push({
      query,
      p50: p(times, 0.5),
      p95: p(times, 0.95),
      mixedP95: 0,
      total: page.total_text,
      ilikeP95: p(ilike, 0.95),
      ids: page.list.map((i) => i.id),
    });
  }
  // As buyers search: the queries one after another, RUNS rounds (a query's pages may have been evicted since).
  const mixed = new Map<string, number[]>(QUERIES.map((q) => [q, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const query of QUERIES) {
      const [t] = await timed(() => listProducts(server.ctx, { page: 1, page_size: 40, keyword: query }));
      mixed.get(query)?.push(t);
    }
  }
  for (const row of rows) row.mixedP95 = p(mixed.get(row.query) ?? [], 0.95);
  return rows;
}

type Transform = (img: Sharp, meta: { width: number; height: number }, k: number) => Sharp;
const crop: Transform = (img, m, k) => {
  const f = 0.05 + ((k * 37) % 11) / 100; // 5–15 %
  const w = Math.round(m.width * (1 - f));
  const h = Math.round(m.height * (1 - f * 0.6));
  return img.extract({
    left: Math.round((m.width - w) * ((k % 3) / 2)),
    top: Math.round((m.height - h) * (((k + 1) % 3) / 2)),
    width: w,
    height: h,
  });
};
const TRANSFORMS: Record<string, Transform> = {
  crop,
  resize: (img, _m, k) => img.resize(200 + (k % 5) * 80),
  jpeg50: (img) => img.jpeg({ quality: 50 }),
  watermark: (img) =>
    img.composite([
      {
        input: Buffer.from(
          '<svg width="600" height="600"><text x="120" y="320" font-size="54" fill="#777" opacity="0.55">样品 SAMPLE</text></svg>',
        ),
      },
    ]),
  brightness: (img, _m, k) => img.modulate({ brightness: k % 2 ? 1.2 : 0.8 }),
};

/**
 * Waits for a server's background work: the warm-up (keyword search cache, picture index) and the
 * re-indexing of pictures stored in an older signature layout (a kept load from before a change), or
 * until that stops making progress.
 */
async function settled(server: StartedServer) {
  await server.warmed;
  const state = catalogue(server.ctx);
  const { n: rows } = await server.ctx.database.db
    .selectFrom('picture_index')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  for (let tick = 1, last = -1, since = Date.now(); state.pictures.size < Number(rows); tick++) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    if (state.pictures.size !== last) [last, since] = [state.pictures.size, Date.now()];
    else if (Date.now() - since > 60_000) break;
    if (tick % 12 === 0) console.log(`  re-indexing pictures of an older layout: ${state.pictures.size} of ${rows}`);
  }
}

async function imageBench(server: StartedServer, pictures: string[]) {
  const state = catalogue(server.ctx);
  // The server read its index in the background after start; a fresh read is timed here.
  const fresh = { ...state, pictures: new PictureIndex(), picturesLoaded: null, background: [] };
  const [loadIndexMs] = await timed(() => pictureIndex(server.ctx, fresh));
  // Blacklisted products are never answered, so they are no test of recall.
  const ids = await server.ctx.database.db
    .selectFrom('products')
    .select(['id', sql<string>`pictures[1]`.as('picture')])
    .where('is_black', '=', false)
    .orderBy('id')
    .execute();
  const step = Math.max(1, Math.floor(ids.length / IMAGE_QUERIES));
  const sample = ids.filter((_, i) => i % step === 0).slice(0, IMAGE_QUERIES);
  const results: Record<string, { hits: number; n: number; times: number[] }> = {};
  const all = [...Object.keys(TRANSFORMS), 'combined'];
  for (const name of all) results[name] = { hits: 0, n: 0, times: [] };
  for (const [k, product] of sample.entries()) {
    const original = (await state.files.variant(product.picture, 'l')) as Buffer;
    const meta = { width: 600, height: 600 };
    for (const name of all) {
      let img = sharp(original);
      if (name === 'combined') {
        img = sharp(await crop(sharp(original), meta, k).toBuffer());
        img = sharp(
          await (TRANSFORMS.watermark as Transform)(img.resize(600, 600, { fit: 'fill' }), meta, k).toBuffer(),
        );
        img = (TRANSFORMS.brightness as Transform)(img, meta, k).resize(360).jpeg({ quality: 50 });
      } else img = (TRANSFORMS[name] as Transform)(img, meta, k);
      const query = await img.jpeg({ quality: name === 'jpeg50' || name === 'combined' ? 50 : 85 }).toBuffer();
      // Decode happens before the timer: the server has the upload's pixels in hand.
      const decoded = await sharp(query).png({ compressionLevel: 0 }).toBuffer();
      const [t, list] = await timed(() => searchByImage(server.ctx, decoded, { limit: 10 }));
      const r = results[name] as { hits: number; n: number; times: number[] };
      r.n++;
      r.times.push(t);
      if (list.list.some((item) => item.id === product.id)) r.hits++;
    }
  }
  // Pure scan time (signature of a decoded query + index scan), without the product lookup.
  const scan: number[] = [];
  const anyFile = (await state.files.variant(sample[0]?.picture as string, 'l')) as Buffer;
  const signature = await rasterQuerySignature(anyFile);
  for (let i = 0; i < 100; i++) scan.push((await timed(() => state.pictures.search(signature, 10)))[0]);
  // Indexing at import, one picture at a time: render the drawing small, then its signature.
  const [indexMs] = await timed(async () => {
    for (const product of sample) {
      const original = await state.files.readOriginal(product.picture);
      if (original?.ext === 'svg') await svgSignature(original.bytes.toString('utf8'));
    }
  });
  void pictures;
  return {
    loadIndexMs,
    results,
    scanP50: p(scan, 0.5),
    scanP95: p(scan, 0.95),
    indexed: state.pictures.size,
    indexRate: sample.length / (indexMs / 1000),
    indexMb: state.pictures.bytes / 1e6,
  };
}

function table(headers: string[], rows: (string | number)[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((c, i) => String(c).padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
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
const dbName = KEEP_DIR ? 'wanju_bench_keep' : `wanju_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if (KEEP_DIR) fs.mkdirSync(KEEP_DIR, { recursive: true });
if (KEEP_DIR && !reusable('postgres')) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount;
if (!exists) {
  await admin.query(`CREATE DATABASE ${dbName}`);
  // A kept load whose database is gone (another server) is loaded again.
  if (KEEP_DIR) fs.rmSync(markerOf('postgres'), { force: true });
}
const pgUrl = new URL(adminUrl);
pgUrl.pathname = `/${dbName}`;

console.log(`bench:search — ${PRODUCTS} products, ${os.cpus().length} cores, Node ${process.version}`);
const lite = await load('pglite', '');
// A PostgreSQL load reuses the PGlite signatures (a reused PGlite load reads them from picture_index first).
if (lite.reused && !SKIP_IMAGES && !reusable('postgres')) await pictureIndex(lite.server.ctx);
const liteSignatures = catalogue(lite.server.ctx).pictures;
const hashRate = PRODUCTS / (lite.loadMs / 1000);
const post = await load('postgres', pgUrl.toString(), liteSignatures);
// Timed once each server's background work is done, as on a running server.
await Promise.all([settled(lite.server), settled(post.server)]);
const liteRows = await keywordBench(lite.server);
const postRows = await keywordBench(post.server);
// PGlite runs inside this process (its WASM memory, buffer cache included); the PostgreSQL side is a client.
const rssMb = process.memoryUsage().rss / 1e6;

if (lite.reused || post.reused) console.log('\nLoad figures below are from the kept loads (BENCH_KEEP_DIR).');
console.log(
  `\nLoad: PGlite ${(lite.loadMs / 1000).toFixed(0)} s (drawing + hashing + insert, ${hashRate.toFixed(0)} products/s), PostgreSQL ${(post.loadMs / 1000).toFixed(0)} s (signatures reused)\n`,
);
console.log(`Bench process RSS after the keyword queries: ${rssMb.toFixed(0)} MB (the PGlite database runs in it)\n`);
console.log(
  `Keyword search, page of 40 + total, ms (bigram tsvector + GIN vs plain ILIKE scan); p50/p95: each query ${RUNS} times in a row after one untimed run; mixed: ${RUNS} rounds of all queries in turn:`,
);
console.log(
  table(
    [
      'query',
      'total',
      'PGlite p50',
      'PGlite p95',
      'PGlite p95 mixed',
      'PG p50',
      'PG p95',
      'PG p95 mixed',
      'ILIKE p95 PGlite',
      'ILIKE p95 PG',
      'same page',
    ],
    liteRows.map((l, i) => {
      const r = postRows[i] as (typeof postRows)[number];
      return [
        l.query,
        l.total,
        ms(l.p50),
        ms(l.p95),
        ms(l.mixedP95),
        ms(r.p50),
        ms(r.p95),
        ms(r.mixedP95),
        ms(l.ilikeP95),
        ms(r.ilikeP95),
        JSON.stringify(l.ids) === JSON.stringify(r.ids) ? 'yes' : 'NO',
      ];
    }),
  ),
);
const image = SKIP_IMAGES ? null : await imageBench(lite.server, lite.pictures);
if (image) {
  console.log(
    `\nImage search over ${image.indexed} indexed pictures (index read from the table in ${ms(image.loadIndexMs)} ms, ${image.indexMb.toFixed(0)} MB in memory; search alone p50 ${ms(image.scanP50)} / p95 ${ms(image.scanP95)} ms; indexing ${image.indexRate.toFixed(0)} pictures/s on one thread, drawing rendered + signature):`,
  );
  console.log(
    table(
      ['transform', 'queries', 'recall@10', 'p50 ms', 'p95 ms'],
      Object.entries(image.results).map(([name, r]) => [
        name,
        r.n,
        (r.hits / r.n).toFixed(3),
        ms(p(r.times, 0.5)),
        ms(p(r.times, 0.95)),
      ]),
    ),
  );
}

await lite.server.close();
await post.server.close();
if (!KEEP_DIR) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.end();
if (!KEEP_DIR) for (const dir of [lite.dataDir, post.dataDir]) fs.rmSync(dir, { recursive: true, force: true });
if (pgDir) execFileSync('bash', [path.join(root, 'scripts/pg-temp.sh'), 'stop', pgDir]);

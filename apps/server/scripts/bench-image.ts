// pnpm bench:image — image search as buyers use it: query pictures made from the demo catalogue's own pictures
// (mirrored, turned, rotated, on a cluttered photo, in a chat screenshot, cropped, warped, blurred, recompressed,
// covered, watermarked, beside another toy), the hard photos of hard-queries.ts (busy in-focus grounds, printed pages
// and phone screens on a table, other toys, colour casts and shadows, close-ups, partial frames, slants) and pictures
// of no toy at all, in two halves: development (what search is tuned on) and held-out (other recipes, products and
// seeds), reported side by side. Prints recall@1, recall@10, refusals and latency per group and per transform or
// recipe, and the index's size and build time.
// BENCH_PRODUCTS (default 10 000, the demo catalogue), BENCH_IMAGE_QUERIES (products queried per half, default 60),
// BENCH_NON_TOY (non-toy pictures per kind, default 15), BENCH_SEED (default 1: which products are queried),
// BENCH_JSON=<file> writes the per-query scores (for calibrating the similarity). BENCH_ONLY=<a,b> runs only the
// transforms whose name contains one of these words; BENCH_DEBUG=<dir> saves each query with its boxes drawn there.
// DATABASE_URL=<postgres url> seeds into that server (the database then is not in this process's memory);
// BENCH_DATA_DIR=<dir> keeps the stored pictures there: a second run on the same database and directory skips the
// seeding and reads the index from picture_index as a restarted server does (what a serving process holds).
// BENCH_REBUILD=1 (with a reused catalogue) then builds the index anew from the stored picture files, as the
// server rebuilds it (rebuildPictureIndex), and prints that build's time and the process's peak memory;
// BENCH_IMAGE_QUERIES=0 stops there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { seedAccounts } from '../src/demo/accounts';
import { seedCatalogue } from '../src/demo/catalogue';
import { seedReference } from '../src/demo/index';
import { pictureIndex, pictureState, rebuildPictureIndex, searchByImage } from '../src/pictures/index';
import { prepareQuery } from '../src/pictures/query';
import { seededRandom } from '../src/platform/random';
import { createServer } from '../src/server';
import { HALVES, HARD_RECIPES, type Half, halfSeed } from './hard-queries';
import { NON_TOYS, TRANSFORMS } from './image-queries';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const QUERIES = Number(process.env.BENCH_IMAGE_QUERIES ?? 60);
const NON_TOY = Number(process.env.BENCH_NON_TOY ?? 15);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const DEBUG = process.env.BENCH_DEBUG ?? '';
/** BENCH_HALF=development|held-out runs one half only; BENCH_PREPARE=1 also times decoding and detection alone. */
const halves = (process.env.BENCH_HALF ?? HALVES.join(',')).split(',');
const PREPARE = process.env.BENCH_PREPARE === '1';
const chosen = (name: string) => !ONLY.length || ONLY.some((word) => name.includes(word));

const p = (values: number[], q: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
};

interface Answer {
  ids: number[];
  refused: boolean;
  score: number;
  boxes: Awaited<ReturnType<typeof searchByImage>>['boxes'];
  box: number;
}

/** The query with its detected boxes drawn (the searched one in red), for looking at what detection found. */
async function saveDebug(file: string, bytes: Buffer, answer: Answer) {
  const meta = await sharp(bytes).metadata();
  const rects = answer.boxes
    .map(
      (b, i) =>
        `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" fill="none" stroke="${i === answer.box ? 'red' : 'lime'}" stroke-width="4"/><text x="${b.x + 6}" y="${b.y + 28}" font-size="26" fill="red">${i}:${b.similarity}</text>`,
    )
    .join('');
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}">${rects}</svg>`,
  );
  await sharp(bytes)
    .composite([{ input: overlay, left: 0, top: 0 }])
    .jpeg()
    .toFile(file);
}

/** One search as the server answers an upload: the picture's bytes in, a ranked list or a refusal out. */
async function search(ctx: Parameters<typeof searchByImage>[0], bytes: Buffer): Promise<[number, Answer]> {
  const t = performance.now();
  const answer = await searchByImage(ctx, bytes, { limit: 10 });
  const ms = performance.now() - t;
  return [
    ms,
    {
      ids: answer.list.map((i) => i.id),
      refused: !answer.matched,
      score: answer.best,
      boxes: answer.boxes,
      box: answer.box,
    },
  ];
}

function table(headers: string[], rows: (string | number)[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((c, i) => String(c).padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const KEEP = process.env.BENCH_DATA_DIR ?? '';
const dataDir = KEEP ? path.resolve(KEEP) : fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-bench-image-'));
fs.mkdirSync(dataDir, { recursive: true });
/** This process's resident and peak resident memory (VmHWM), in MB, from /proc (RSS where there is none). */
const memory = () => {
  try {
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1000;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    const rss = process.memoryUsage().rss / 1e6;
    return { rss, peak: rss };
  }
};
const config = loadConfig({
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  PRERENDER_PICTURES: '0',
  RATE_LIMIT_SCALE: '0',
});
console.log(
  `bench:image — ${PRODUCTS} products, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)} at the start`,
);
const tStart = performance.now();
const server = await createServer(config, { logger: false });
const { ctx } = server;
const existing = Number(
  (await sql<{ n: string }>`SELECT count(*) AS n FROM products`.execute(ctx.database.db)).rows[0]?.n ?? 0,
);
const reuse = Boolean(KEEP) && existing > 0;
const state = pictureState(ctx);
let loadMs = 0;
let readMs = 0;
if (reuse) {
  // A restarted server: the index is read from picture_index (the server starts that itself), timed from the start.
  await server.warmed;
  await pictureIndex(ctx);
  readMs = performance.now() - tStart;
} else {
  const t0 = Date.now();
  await seedReference(ctx);
  const companies = await seedAccounts(ctx.database.db);
  state.pictures.reserve(PRODUCTS);
  await seedCatalogue(ctx, {
    products: PRODUCTS,
    factoryCompanyId: companies.factoryCompanyId,
    onProgress: (done) => {
      if (done % 20_000 === 0)
        process.stderr.write(
          `  ${done} products, ${((Date.now() - t0) / 1000).toFixed(0)} s, RSS ${memory().rss.toFixed(0)} MB\n`,
        );
    },
  });
  loadMs = Date.now() - t0;
  await server.warmed;
}
const afterLoad = memory();
if (reuse && process.env.BENCH_REBUILD === '1') {
  const t = performance.now();
  const built = await rebuildPictureIndex(ctx, state);
  const after = memory();
  console.log(
    `Index rebuilt from the stored pictures: ${built} pictures in ${((performance.now() - t) / 1000).toFixed(0)} s (signatures written back to picture_index); RSS ${afterLoad.rss.toFixed(0)} MB before (the served index read), ${after.rss.toFixed(0)} MB after, peak ${after.peak.toFixed(0)} MB (VmHWM)`,
  );
}

const products = await ctx.database.db
  .selectFrom('products')
  .select(['id', sql<string>`pictures[1]`.as('picture')])
  .where('is_black', '=', false)
  .orderBy('id')
  .execute();
type Row = { top1: number; top10: number; refused: number; n: number; times: number[]; prepare: number[] };
/** Results by half and by transform or recipe; `group` names what the targets are stated for. */
const results = new Map<string, Row & { half: Half; name: string; group: string }>();
const scores: { half: Half; transform: string; score: number; hit: boolean; truth: boolean }[] = [];
const row = (half: Half, name: string, group = name) => {
  const key = `${half}\u0000${name}`;
  const r = results.get(key) ?? { half, name, group, top1: 0, top10: 0, refused: 0, n: 0, times: [], prepare: [] };
  results.set(key, r);
  return r;
};
// One warm-up search (first-call compilation and the worker threads' start are not what a buyer waits for).
if (QUERIES && products.length)
  await search(ctx, (await state.files.variant(products[0]?.picture as string, 'l')) as Buffer);
/** Products queried so far (the held-out half never asks about a product the development half asked about). */
const asked = new Set<number>();
for (const half of HALVES) {
  if (!halves.includes(half)) continue;
  const seed = halfSeed(half, SEED);
  const rnd = seededRandom(seed);
  const sample: typeof products = [];
  for (
    let tries = 0;
    sample.length < Math.min(QUERIES, products.length - asked.size) && tries < 100 * QUERIES;
    tries++
  ) {
    const product = products[Math.floor(rnd() * products.length)] as (typeof products)[number];
    if (asked.has(product.id)) continue;
    asked.add(product.id);
    sample.push(product);
  }
  const recipes = HARD_RECIPES.filter((r) => r.half === half);
  const picturesOf = (k: number) => state.files.variant(sample[k % sample.length]?.picture as string, 'l');
  for (const [k, product] of sample.entries()) {
    if (k % 10 === 0) process.stderr.write(`  ${half}: queries from product ${k + 1} of ${sample.length}\n`);
    const picture = (await state.files.variant(product.picture, 'l')) as Buffer;
    const others = (await Promise.all([1, 2, 3].map((d) => picturesOf(k + d)))) as Buffer[];
    const made: [string, string, () => Promise<Buffer>][] = [
      ...Object.entries(TRANSFORMS).map(
        ([name, make]) =>
          [name, name, () => make(picture, k, others[0] as Buffer, seededRandom(seed + 1000 + k))] as [
            string,
            string,
            () => Promise<Buffer>,
          ],
      ),
      ...recipes.map(
        (recipe, r) =>
          [
            `${recipe.group}: ${recipe.name}`,
            recipe.group,
            () => recipe.make(picture, others, seededRandom(seed + 50_000 + k * 97 + r), k),
          ] as [string, string, () => Promise<Buffer>],
      ),
    ];
    for (const [name, group, make] of made) {
      if (!chosen(name)) continue;
      const query = await make();
      const [ms, answer] = await search(ctx, query);
      const r = row(half, name, group);
      r.n++;
      r.times.push(ms);
      if (PREPARE) {
        // The share of the time spent decoding and detecting (the rest is the index).
        const tPrepare = performance.now();
        await prepareQuery(query);
        r.prepare.push(performance.now() - tPrepare);
      }
      if (answer.refused) r.refused++;
      else {
        if (answer.ids[0] === product.id) r.top1++;
        if (answer.ids.includes(product.id)) r.top10++;
      }
      scores.push({ half, transform: name, score: answer.score, hit: answer.ids.includes(product.id), truth: true });
      if (DEBUG) {
        const hit = answer.ids.indexOf(product.id);
        const file = path.join(
          DEBUG,
          `${half}-${name.replace(/\W+/g, '-')}-${k}-${hit < 0 ? 'miss' : `hit${hit}`}.jpg`,
        );
        await saveDebug(file, query, answer);
        console.log(
          `${half} ${name} #${k}: ${hit < 0 ? 'miss' : `rank ${hit + 1}`}, best ${answer.score.toFixed(3)}, box ${answer.box}, ${answer.boxes.map((b) => `[${b.x},${b.y} ${b.width}×${b.height} ${b.similarity}]`).join(' ')}`,
        );
      }
    }
  }
  for (const [name, make] of Object.entries(NON_TOYS)) {
    if (!chosen(`no toy: ${name}`)) continue;
    for (let k = 0; k < NON_TOY; k++) {
      const [ms, answer] = await search(ctx, await make(k, seededRandom(seed * 31 + k * 977)));
      const r = row(half, `no toy: ${name}`);
      r.n++;
      r.times.push(ms);
      if (answer.refused) r.refused++;
      scores.push({ half, transform: `no toy: ${name}`, score: answer.score, hit: false, truth: false });
    }
  }
}
if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(scores));

const index = pictureState(ctx).pictures;
const end = memory();
console.log(
  `\nIndex: ${index.size} pictures, ${(index.bytes / 1e6).toFixed(0)} MB of arrays; ${reuse ? `read from picture_index by a starting server in ${(readMs / 1000).toFixed(1)} s` : `catalogue load with drawing + signatures ${(loadMs / 1000).toFixed(0)} s`}; database ${ctx.database.engine}${ctx.database.engine === 'pglite' ? ' (in this process: its memory is counted below)' : ' (another process)'}`,
);
console.log(
  `Memory of this process: RSS ${afterLoad.rss.toFixed(0)} MB after the ${reuse ? 'index read' : 'load'}, ${end.rss.toFixed(0)} MB after the searches, peak ${end.peak.toFixed(0)} MB (VmHWM)\n`,
);
const all = [...results.values()];
const f = (n: number, d: number) => (d ? (n / d).toFixed(2) : '-');
const sumOf = (list: Row[], key: 'refused' | 'n' | 'top1' | 'top10') => list.reduce((s, r) => s + r[key], 0);
const inHalf = (half: Half, list: typeof all) => list.filter((r) => r.half === half);
const truth = all.filter((r) => !r.name.startsWith('no toy'));
const nonToy = all.filter((r) => r.name.startsWith('no toy'));
/** A group's figure in one half: its recipes' queries pooled. */
const pooled = (half: Half, group: string, key: 'top1' | 'top10' | 'refused') => {
  const rows = all.filter((r) => r.half === half && r.group === group);
  return f(sumOf(rows, key), sumOf(rows, 'n'));
};
const groups = [...new Set(all.map((r) => r.group))];
console.log(`Queries per half: ${QUERIES} products (the held-out half asks about other products, with other seeds)`);
console.log('By group — development half | held-out half (a refusal counts as a miss; non-toys: the share refused)');
console.log(
  table(
    [
      'group',
      'dev recall@1',
      'dev recall@10',
      'dev refused',
      'held-out recall@1',
      'held-out recall@10',
      'held-out refused',
      'p95 ms',
    ],
    groups.map((group) => [
      group,
      pooled('development', group, 'top1'),
      pooled('development', group, 'top10'),
      pooled('development', group, 'refused'),
      pooled('held-out', group, 'top1'),
      pooled('held-out', group, 'top10'),
      pooled('held-out', group, 'refused'),
      p(
        all.filter((r) => r.group === group).flatMap((r) => r.times),
        0.95,
      ).toFixed(0),
    ]),
  ),
);
console.log('\nBy transform or recipe');
console.log(
  table(
    [
      'half',
      'transform or recipe',
      'queries',
      'recall@1',
      'recall@10',
      'refused',
      'p50 ms',
      'p95 ms',
      'prepare p50 ms',
    ],
    all.map((r) => [
      r.half,
      r.name,
      r.n,
      r.name.startsWith('no toy') ? '-' : f(r.top1, r.n),
      r.name.startsWith('no toy') ? '-' : f(r.top10, r.n),
      f(r.refused, r.n),
      p(r.times, 0.5).toFixed(0),
      p(r.times, 0.95).toFixed(0),
      r.prepare.length ? p(r.prepare, 0.5).toFixed(0) : '-',
    ]),
  ),
);
for (const half of HALVES) {
  const refusedTrue = sumOf(inHalf(half, truth), 'refused');
  const refusedNon = sumOf(inHalf(half, nonToy), 'refused');
  if (!inHalf(half, all).length) continue;
  console.log(
    `\nNo-match (${half}): ${f(refusedNon, sumOf(inHalf(half, nonToy), 'n'))} of non-toy pictures refused; ${f(refusedTrue, sumOf(inHalf(half, truth), 'n'))} of true queries refused; precision of a refusal ${f(refusedNon, refusedNon + refusedTrue)}`,
  );
}
const times = all.flatMap((r) => r.times);
console.log(
  `Latency over every search: p50 ${p(times, 0.5).toFixed(0)} ms, p95 ${p(times, 0.95).toFixed(0)} ms, max ${p(times, 1).toFixed(0)} ms`,
);
console.log(
  `Load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`,
);
await server.close();
if (!KEEP) fs.rmSync(dataDir, { recursive: true, force: true });

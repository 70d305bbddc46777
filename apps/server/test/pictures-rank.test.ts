import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  coarse,
  type IndexArrays,
  PictureIndex,
  rankPart,
  type Signature,
  THUMB_BYTES,
  VARIANTS,
} from '../src/pictures/phash';
import { seededRandom } from '../src/platform/random';

// Stages 2 and 3 of the picture index (rankPart) share resampled blocks, spans and correlations between pictures
// and stages, in memory reused from call to call; these are their rules written out plainly, every value computed
// afresh, in the same order of sums: the ranking must come out the same to the last bit.

const SIDE = 32;
const AREA = SIDE * SIDE;
const CHROMA_SIDE = 16;
const MIN_SHARE = 0.66;
const STEP = 0.04;
const WIDEST = 1.16;
const TRIES = 3;
const CHROMA_WEIGHT = 0.5;
const COLOURLESS = 4;

type Span = readonly [start: number, share: number];

const COARSE: Span[] = [];
for (let share = 1; share >= MIN_SHARE - 1e-9; share -= STEP)
  for (let start = 0; start <= 1 - share + 1e-9; start += STEP) COARSE.push([start, share]);
const REFINE: Span[] = [...COARSE];
for (let share = 1 + STEP; share <= WIDEST + 1e-9; share += STEP)
  for (let start = 1 - share; start <= 1e-9; start += STEP) REFINE.push([start, share]);

function finer([start, share]: Span): Span[] {
  const out: Span[] = [];
  const d = STEP / 4;
  for (let i = -2; i <= 2; i++)
    for (let j = -2; j <= 2; j++) {
      const s = share > 1 ? share + i * d : Math.min(1, share + i * d);
      out.push([Math.max(Math.min(0, 1 - s), Math.min(Math.max(0, 1 - s), start + j * d)), s]);
    }
  return out;
}

/** A span's samples on a side-long axis: the first one and each one's query coordinate. */
function samples([start, share]: Span, side: number) {
  const from = Math.max(0, Math.ceil(start * side - 0.5));
  const to = Math.min(side - 1, Math.floor((start + share) * side - 0.5));
  const at: number[] = [];
  for (let i = from; i <= to; i++) at.push((((i + 0.5) / side - start) / share) * side - 0.5);
  return { from, at };
}

/** Where a query coordinate falls: the sample before it (clamped to the axis) and the weight of the next one. */
function place(c: number, side: number) {
  const x = Math.min(side - 1, Math.max(0, c));
  const i = Math.min(side - 2, Math.floor(x));
  return { i, a: x - i };
}

/** Column then row profiles of a grey thumbnail (means of its columns and rows). */
function profiles(thumb: Uint8Array) {
  const sums = new Array<number>(2 * SIDE).fill(0);
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++) {
      sums[x] = (sums[x] as number) + (thumb[y * SIDE + x] as number);
      sums[SIDE + y] = (sums[SIDE + y] as number) + (thumb[y * SIDE + x] as number);
    }
  const mean = sums.map((s) => s / SIDE);
  return { columns: mean.slice(0, SIDE), rows: mean.slice(SIDE) };
}

function resample(profile: number[], span: Span) {
  const { from, at } = samples(span, SIDE);
  const values = at.map((c) => {
    const { i, a } = place(c, SIDE);
    return (profile[i] as number) * (1 - a) + (profile[i + 1] as number) * a;
  });
  let sum = 0;
  let squares = 0;
  for (const v of values) {
    sum += v;
    squares += v * v;
  }
  return { span, from, values, sum, squares };
}
type Resampled = ReturnType<typeof resample>;

function correlate(profile: number[], q: Resampled): number {
  const n = q.values.length;
  const prefix = [0];
  const prefix2 = [0];
  for (const v of profile) {
    prefix.push((prefix[prefix.length - 1] as number) + v);
    prefix2.push((prefix2[prefix2.length - 1] as number) + v * v);
  }
  const sp = (prefix[q.from + n] as number) - (prefix[q.from] as number);
  const spp = (prefix2[q.from + n] as number) - (prefix2[q.from] as number);
  let sqp = 0;
  for (let k = 0; k < n; k++) sqp += (q.values[k] as number) * (profile[q.from + k] as number);
  const variance = (q.squares - (q.sum * q.sum) / n) * (spp - (sp * sp) / n);
  return variance > 1e-9 ? (sqp - (q.sum * sp) / n) / Math.sqrt(variance) : 0;
}

/** The best span by correlation (the first of equals) and its correlation. */
function bestSpan(profile: number[], spans: Resampled[]) {
  let best = 0;
  let score = -2;
  spans.forEach((span, k) => {
    const s = correlate(profile, span);
    if (s > score) [best, score] = [k, s];
  });
  return [best, score] as const;
}

/** The query's thumbnail on a grid resampled for a row and a column span: along its rows first, then its columns. */
function block(query: Uint8Array, rowSpan: Span, columnSpan: Span, side: number, offset: number, channels: number) {
  const columns = samples(columnSpan, side);
  const rows = samples(rowSpan, side);
  const nx = columns.at.length;
  const ny = rows.at.length;
  const across: number[] = [];
  for (let row = 0; row < channels * side; row++)
    for (const c of columns.at) {
      const { i, a } = place(c, side);
      const o = offset + row * side + i;
      across.push((query[o] as number) + ((query[o + 1] as number) - (query[o] as number)) * a);
    }
  const values: number[] = [];
  const sums: number[] = [];
  let squares = 0;
  for (let ch = 0; ch < channels; ch++) {
    let sum = 0;
    for (const c of rows.at) {
      const { i, a } = place(c, side);
      for (let x = 0; x < nx; x++) {
        const u = across[(ch * side + i) * nx + x] as number;
        const q = u + ((across[(ch * side + i + 1) * nx + x] as number) - u) * a;
        values.push(q);
        sum += q;
        squares += q * q;
      }
    }
    sums.push(sum);
    squares -= (sum * sum) / (ny * nx);
  }
  return { side, offset, channels, top: rows.from, left: columns.from, ny, nx, values, sums, squares };
}
type Block = ReturnType<typeof block>;

function correlateBlock(thumb: Uint8Array, b: Block): number {
  const n = b.ny * b.nx;
  if (!n) return 0;
  let pictureVariance = 0;
  let covariance = 0;
  for (let ch = 0; ch < b.channels; ch++) {
    let sp = 0;
    let spp = 0;
    let sqp = 0;
    for (let r = 0; r < b.ny; r++)
      for (let c = 0; c < b.nx; c++) {
        const p = thumb[b.offset + ch * b.side * b.side + (b.top + r) * b.side + b.left + c] as number;
        sp += p;
        spp += p * p;
        sqp += (b.values[ch * n + r * b.nx + c] as number) * p;
      }
    pictureVariance += spp - (sp * sp) / n;
    covariance += sqp - ((b.sums[ch] as number) * sp) / n;
  }
  const variance = b.squares * pictureVariance;
  return variance > 1e-9 ? covariance / Math.sqrt(variance) : 0;
}

/** Grey + CHROMA_WEIGHT × chroma correlation under a row and a column span (grey alone, scaled, for a colourless query). */
function match(query: Uint8Array, thumb: Uint8Array, rowSpan: Span, columnSpan: Span) {
  const grey = correlateBlock(thumb, block(query, rowSpan, columnSpan, SIDE, 0, 1));
  const chromaBlock = block(query, rowSpan, columnSpan, CHROMA_SIDE, AREA, 2);
  if (chromaBlock.squares < COLOURLESS * chromaBlock.ny * chromaBlock.nx * 2)
    return { grey, chroma: grey, score: grey * (1 + CHROMA_WEIGHT) };
  const chroma = correlateBlock(thumb, chromaBlock);
  return { grey, chroma, score: grey + CHROMA_WEIGHT * chroma };
}

/** The match under the spans or uncropped, whichever is better. */
function best(query: Uint8Array, thumb: Uint8Array, rowSpan: Span, columnSpan: Span) {
  const a = match(query, thumb, rowSpan, columnSpan);
  const b = match(query, thumb, [0, 1], [0, 1]);
  return a.score >= b.score ? a : b;
}

/** The `k` best spans by correlation, best first (the earlier of equals first). */
function topSpans(profile: number[], spans: Resampled[], k: number): number[] {
  return spans
    .map((span, at) => ({ at, score: correlate(profile, span) }))
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .slice(0, k)
    .map(({ at }) => at);
}

function rankReference(pictures: Signature[], candidates: Candidate[], query: Signature, keep: number) {
  const q = query.thumb;
  const own = profiles(q);
  const aligned = candidates.map(({ i, hash, colour }) => {
    const { columns, rows } = profiles(pictures[i]?.thumb as Uint8Array);
    const [x, xScore] = bestSpan(
      columns,
      COARSE.map((span) => resample(own.columns, span)),
    );
    const [y, yScore] = bestSpan(
      rows,
      COARSE.map((span) => resample(own.rows, span)),
    );
    const { score } = best(q, pictures[i]?.thumb as Uint8Array, COARSE[y] as Span, COARSE[x] as Span);
    return { i, hash, colour, profile: xScore + yScore, score };
  });
  aligned.sort((a, b) => b.score - a.score || a.i - b.i);
  const fine = aligned.slice(0, keep).map(({ i, hash, colour, profile }) => {
    const thumb = pictures[i]?.thumb as Uint8Array;
    const { columns, rows } = profiles(thumb);
    const xs = topSpans(
      columns,
      REFINE.map((span) => resample(own.columns, span)),
      TRIES,
    );
    const ys = topSpans(
      rows,
      REFINE.map((span) => resample(own.rows, span)),
      TRIES,
    );
    const grey = (y: number, x: number) =>
      correlateBlock(thumb, block(q, REFINE[y] as Span, REFINE[x] as Span, SIDE, 0, 1));
    let [by, bx] = [ys[0] as number, xs[0] as number];
    let top = grey(by, bx);
    for (const y of ys.slice(1)) {
      const s = grey(y, bx);
      if (s > top) [top, by] = [s, y];
    }
    for (const x of xs.slice(1)) {
      const s = grey(by, x);
      if (s > top) [top, bx] = [s, x];
    }
    const fx = finer(REFINE[bx] as Span);
    const fy = finer(REFINE[by] as Span);
    const [cx] = bestSpan(
      columns,
      fx.map((span) => resample(own.columns, span)),
    );
    const [cy] = bestSpan(
      rows,
      fy.map((span) => resample(own.rows, span)),
    );
    const found = best(q, thumb, fy[cy] as Span, fx[cx] as Span);
    const score = found.score + 0.05 * profile - 0.001 * hash - 0.0002 * colour;
    return { i, hash, colour, profile, grey: found.grey, chroma: found.chroma, score };
  });
  return fine.sort((a, b) => b.score - a.score || a.i - b.i);
}

/** Smooth random thumbnails: a few soft blobs of grey and of each chroma on a random ground. */
function thumbnail(rnd: () => number): Uint8Array {
  const thumb = new Uint8Array(THUMB_BYTES);
  const paint = (offset: number, side: number, ground: number) => {
    const blobs = Array.from({ length: 2 + Math.floor(rnd() * 4) }, () => ({
      x: rnd() * side,
      y: rnd() * side,
      r: (0.1 + rnd() * 0.3) * side,
      v: (rnd() - 0.5) * 300,
    }));
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++) {
        let v = ground;
        for (const b of blobs) v += b.v * Math.exp(-((x - b.x) ** 2 + (y - b.y) ** 2) / (b.r * b.r));
        thumb[offset + y * side + x] = Math.max(0, Math.min(255, Math.round(v + (rnd() - 0.5) * 8)));
      }
  };
  paint(0, SIDE, 60 + rnd() * 140);
  paint(AREA, CHROMA_SIDE, 128);
  paint(AREA + CHROMA_SIDE * CHROMA_SIDE, CHROMA_SIDE, 128);
  return thumb;
}

/** A picture's thumbnails seen through a crop [x, y, w, h] (fractions; past the edges repeats them), stretched back. */
function cropped(thumb: Uint8Array, [cx, cy, cw, ch]: readonly number[]): Uint8Array {
  const out = new Uint8Array(THUMB_BYTES);
  const sample = (offset: number, side: number, planes: number) => {
    for (let p = 0; p < planes; p++)
      for (let y = 0; y < side; y++)
        for (let x = 0; x < side; x++) {
          const sx = Math.min(side - 1, Math.max(0, Math.floor(((cx as number) + (x / side) * (cw as number)) * side)));
          const sy = Math.min(side - 1, Math.max(0, Math.floor(((cy as number) + (y / side) * (ch as number)) * side)));
          out[offset + p * side * side + y * side + x] = thumb[offset + p * side * side + sy * side + sx] as number;
        }
  };
  sample(0, SIDE, 1);
  sample(AREA, CHROMA_SIDE, 2);
  return out;
}

/** Pictures whose hashes and hues fall into a few groups (so many pass stage 1 for a query) with smooth thumbnails. */
function pictureSet(seed: number, count: number): Signature[] {
  const rnd = seededRandom(seed);
  const shapes = Array.from({ length: 3 }, () => Array.from({ length: 8 }, () => Math.floor(rnd() * 256)));
  return Array.from({ length: count }, () => {
    const hashes = new Uint8Array(VARIANTS * 8);
    const shape = shapes[Math.floor(rnd() * shapes.length)] as number[];
    for (let b = 0; b < hashes.length; b++) {
      let byte = shape[b % 8] as number;
      for (let bit = 0; bit < 8; bit++) if (rnd() < 0.1) byte ^= 1 << bit;
      hashes[b] = byte;
    }
    const colour = new Uint8Array(48);
    for (let k = 0; k < 3; k++) colour[Math.floor(rnd() * 24)] = Math.floor(rnd() * 120);
    return { hashes, colour, thumb: thumbnail(rnd) };
  });
}

const arraysOf = (index: PictureIndex) => (index as unknown as { arrays: IndexArrays }).arrays;

describe('picture index: stages 2 and 3', () => {
  const pictures = pictureSet(91, 1500);
  const index = new PictureIndex();
  for (const [k, signature] of pictures.entries()) index.add(`p${k}`, signature);
  const rnd = seededRandom(92);
  const crops = [
    [0, 0, 1, 1],
    [0.1, 0.05, 0.8, 0.9],
    [0.2, 0.2, 0.7, 0.7],
    [-0.08, -0.05, 1.15, 1.1],
    [0.03, 0.13, 0.9, 0.75],
  ] as const;
  const queries: Signature[] = crops.map((crop, k) => {
    const picture = pictures[Math.floor(rnd() * pictures.length)] as Signature;
    const thumb = cropped(picture.thumb, crop);
    // A grey query (chroma flat), so the colourless rule counts too.
    if (k === 2) thumb.fill(128, AREA);
    return { hashes: picture.hashes.slice(0, 16), colour: picture.colour, thumb };
  });
  // A flat query: no variance anywhere.
  queries.push({ ...(queries[0] as Signature), thumb: new Uint8Array(THUMB_BYTES).fill(100) });

  it('ranks as the rules written out, to the last bit, call after call', () => {
    const arrays = arraysOf(index);
    for (const [from, to, keep, count] of [
      [0, 1500, 48, 500],
      [200, 1300, 60, 150],
      [0, 1500, 48, 30],
    ] as const)
      for (const query of queries) {
        const found = rankPart(arrays, from, to, query, keep, count);
        const candidates = coarse(arrays, from, to, query, count);
        expect(found).toEqual(rankReference(pictures, candidates, query, keep));
      }
  });
});

import type { IndexArrays } from './coarse';
import { CHROMA_AREA, CHROMA_SIDE, type Signature, THUMB_AREA, THUMB_BYTES, THUMB_SIDE } from './signature';
import { CHROMA_WEIGHT } from './spans';

/**
 * Close-ups: a query that shows one half or the central quarter of a catalogue picture, enlarged (a phone held near
 * the toy). The alignment stages (rank.ts) reach crops of two thirds of a side at the least; this search compares
 * the query's thumbnails with each part's block of every picture's thumbnails instead: a scan at half resolution
 * picks the likeliest pictures and their likeliest part, then each is compared there at full resolution a few
 * samples either way.
 */

/** A part of a catalogue picture: [x, y, width, height] on the 32×32 grey thumbnail (even, so halved exactly). */
export const PARTS: readonly (readonly [number, number, number, number])[] = [
  [8, 8, 16, 16],
  [0, 0, 16, 32],
  [16, 0, 16, 32],
  [0, 0, 32, 16],
  [0, 16, 32, 16],
];
/** Pictures compared at full resolution after the scan. */
const FINE = 64;
/** Samples a part is shifted each way at full resolution (the close-up is seldom framed exactly). */
const SHIFT = 2;
/** Mean squared chroma deviation (halved units) under which a query counts as colourless (as spans.ts's). */
const COLOURLESS = 4;

/** The query's plane (side × side from `offset`) averaged down to w × h (each side a divisor of `side`). */
function shrink(thumb: Uint8Array, offset: number, side: number, w: number, h: number): Float64Array {
  const out = new Float64Array(w * h);
  const fx = side / w;
  const fy = side / h;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const o = Math.floor(y / fy) * w + Math.floor(x / fx);
      out[o] = (out[o] as number) + (thumb[offset + y * side + x] as number) / (fx * fy);
    }
  return out;
}

/** Values centred and scaled to unit length (all zero when flat); answers the spread before scaling. */
function normalise(values: Float64Array): number {
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / values.length;
  let squares = 0;
  for (let i = 0; i < values.length; i++) {
    const v = (values[i] as number) - mean;
    values[i] = v;
    squares += v * v;
  }
  const norm = Math.sqrt(squares);
  for (let i = 0; i < values.length; i++) values[i] = norm > 1e-9 ? (values[i] as number) / norm : 0;
  return squares / values.length;
}

/**
 * Correlation of a normalised query block (w × h) with the block of a picture's plane at (x, y) read every `step`
 * samples (step 2 averages nothing: the scan's coarse look).
 */
function correlateAt(
  thumbs: Uint8Array,
  plane: number,
  side: number,
  x: number,
  y: number,
  step: number,
  query: Float64Array,
  w: number,
  h: number,
): number {
  let sp = 0;
  let spp = 0;
  let sqp = 0;
  for (let r = 0; r < h; r++) {
    const row = plane + (y + r * step) * side + x;
    for (let c = 0; c < w; c++) {
      const p = thumbs[row + c * step] as number;
      sp += p;
      spp += p * p;
      sqp += (query[r * w + c] as number) * p;
    }
  }
  const n = w * h;
  const variance = spp - (sp * sp) / n;
  // The query is centred: Σq = 0, so the covariance is Σqp.
  return variance > 1e-9 ? sqp / Math.sqrt(variance) : 0;
}

export interface PartRanked {
  i: number;
  /** grey + CHROMA_WEIGHT × chroma correlation (as rank.ts scores), at the best part and shift */
  score: number;
  part: number;
}

/**
 * The `keep` pictures of [from, to) whose half or central quarter best matches the query as a whole, best first,
 * scored as the alignment stages score a match (about 1.5 for the same picture).
 */
export function rankParts(arrays: IndexArrays, from: number, to: number, query: Signature, keep: number): PartRanked[] {
  const { thumbs } = arrays;
  const thumb = query.thumb;
  // The query at the scan's resolution (half a part's size) and at full resolution, per part.
  const coarseQueries = PARTS.map(([, , w, h]) => {
    const q = shrink(thumb, 0, THUMB_SIDE, w / 2, h / 2);
    normalise(q);
    return q;
  });
  const greyQueries = PARTS.map(([, , w, h]) => {
    const q = shrink(thumb, 0, THUMB_SIDE, w, h);
    normalise(q);
    return q;
  });
  const chromaQueries = PARTS.map(([, , w, h]) =>
    [0, 1].map((ch) => {
      const q = shrink(thumb, THUMB_AREA + ch * CHROMA_AREA, CHROMA_SIDE, w / 2, h / 2);
      return { q, spread: normalise(q) };
    }),
  );
  // Scan: the best part of each picture at half resolution; the FINE best pictures kept (a small sorted list).
  const best: { i: number; score: number; part: number }[] = [];
  let floor = Number.NEGATIVE_INFINITY;
  const count = PARTS.length;
  for (let i = from; i < to; i++) {
    const plane = i * THUMB_BYTES;
    let top = Number.NEGATIVE_INFINITY;
    let part = 0;
    for (let p = 0; p < count; p++) {
      const [x, y, w, h] = PARTS[p] as (typeof PARTS)[number];
      const s = correlateAt(thumbs, plane, THUMB_SIDE, x, y, 2, coarseQueries[p] as Float64Array, w >> 1, h >> 1);
      if (s > top) {
        top = s;
        part = p;
      }
    }
    if (best.length >= FINE && top <= floor) continue;
    const entry = { i, score: top, part };
    if (best.length < FINE) best.push(entry);
    let at = best.length - 1;
    for (; at > 0 && (best[at - 1] as typeof entry).score < top; at--) best[at] = best[at - 1] as typeof entry;
    best[at] = entry;
    if (best.length >= FINE) floor = (best[FINE - 1] as typeof entry).score;
  }
  // Full resolution: the part the scan found best, shifted up to SHIFT samples either way; chroma at the best shift.
  const out: PartRanked[] = [];
  for (const { i, part } of best) {
    const plane = i * THUMB_BYTES;
    let top = Number.NEGATIVE_INFINITY;
    let bx = 0;
    let by = 0;
    const [x0, y0, w0, h0] = PARTS[part] as (typeof PARTS)[number];
    for (let dy = -SHIFT; dy <= SHIFT; dy++)
      for (let dx = -SHIFT; dx <= SHIFT; dx++) {
        const x = x0 + dx;
        const y = y0 + dy;
        if (x < 0 || y < 0 || x + w0 > THUMB_SIDE || y + h0 > THUMB_SIDE) continue;
        const s = correlateAt(thumbs, plane, THUMB_SIDE, x, y, 1, greyQueries[part] as Float64Array, w0, h0);
        if (s > top) {
          top = s;
          bx = x;
          by = y;
        }
      }
    const [, , w, h] = PARTS[part] as (typeof PARTS)[number];
    const chroma = chromaQueries[part] as { q: Float64Array; spread: number }[];
    const colourless = chroma.every(({ spread }) => spread < COLOURLESS * 2);
    let score = top * (1 + CHROMA_WEIGHT);
    if (!colourless) {
      // The chroma planes are half the grey one's side: the part and its shift halved.
      let c = 0;
      for (let ch = 0; ch < 2; ch++) {
        const chPlane = plane + THUMB_AREA + ch * CHROMA_AREA;
        const { q } = chroma[ch] as { q: Float64Array };
        c += correlateAt(thumbs, chPlane, CHROMA_SIDE, bx >> 1, by >> 1, 1, q, w / 2, h / 2);
      }
      score = top + CHROMA_WEIGHT * (c / 2);
    }
    out.push({ i, score, part });
  }
  out.sort((a, b) => b.score - a.score || a.i - b.i);
  return out.slice(0, keep);
}

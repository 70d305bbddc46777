import {
  BLOCK,
  growTo,
  HISTOGRAM_AT,
  MAX_QUERIES,
  NEAREST_LAYOUT,
  RECORDS_AT,
  type ScanMemory,
  type Slot,
  scanMemory,
  withSlot,
} from './scan';
import type { Signature } from './signature';
import { THUMB_BYTES, THUMB_SIDE } from './signature';

/**
 * Stage 1 of a search: the scan of every picture's hashes and hue histogram (scan.wat, over records in a shared
 * WebAssembly memory) that picks the candidates the alignment stages compare in full.
 */

/**
 * Candidates taken from the hash scan into the profile alignment, per part of the index: one picture in 200 of the
 * part, from 250 to 500 (a larger catalogue holds more look-alikes nearer a query by hashes than its own picture; in
 * a smaller one, fewer candidates leave fewer look-alikes to outscore it).
 */
export const coarseCandidates = (pictures: number) => Math.min(500, Math.max(250, Math.round(pictures / 200)));
/** Coarse scores (quarter bits) are counted up to this bin. */
const SCORE_BINS = 1024;
/** The coarse score of a picture its bounds ruled out (as scan.wat writes it). */
const NOT_SCORED = 0x7ff;

/** Hue-histogram bins (the stored colour field has room for 48; the first 24 are used). */
export const HUE_BINS = 24;
/**
 * Neighbouring hue bins summed into a group: the L1 distance of the GROUPS sums is at most that of the bins
 * (|Σa − Σq| ≤ Σ|a − q|), a third of the work, and rules out most pictures before their bins are compared.
 */
export const HUE_GROUP = 3;
export const GROUPS = HUE_BINS / HUE_GROUP;

/**
 * The index's arrays, shared with the worker threads (they read them in place). Stage 1's data is one record
 * a picture in a shared WebAssembly.Memory scanned by scan.wat (scan.ts: the VARIANTS hashes, their spreads, the
 * hue histogram and its GROUPS group sums); the thumbnails are thumbs[i × THUMB_BYTES …] and sums holds each grey
 * thumbnail's column sums then row sums.
 */
export interface IndexArrays extends ScanMemory {
  capacity: number;
  thumbs: Uint8Array;
  sums: Uint16Array;
}

export function allocate(capacity: number, store: ScanMemory = scanMemory(capacity)): IndexArrays {
  growTo(store, capacity);
  return {
    ...store,
    capacity,
    thumbs: new Uint8Array(new SharedArrayBuffer(capacity * THUMB_BYTES)),
    sums: new Uint16Array(new SharedArrayBuffer(2 * capacity * 2 * THUMB_SIDE)),
  };
}

/**
 * Writes a query's hashes at `at` for the kernel: its whole-picture hash, then its subject-box hash (an older
 * 8-byte query hash serves as both). Bytes as stored, like the records' (the order of bytes leaves bit counts alike).
 */
function writeHashes(bytes: Uint8Array, at: number, query: Signature): void {
  const subject = query.hashes.byteLength >= 16 ? 8 : 0;
  bytes.set(query.hashes.subarray(0, 8), at);
  bytes.set(query.hashes.subarray(subject, subject + 8), at + 8);
}

/** Writes a query's palette at `at` for the kernel: its 24 hue bins (and 8 zero bytes), then its GROUPS sums (u16). */
function writePalette(slot: Slot, at: number, query: Signature): void {
  slot.bytes.fill(0, at, at + 48);
  for (let b = 0; b < HUE_BINS; b++) {
    const value = query.colour[b] ?? 0;
    slot.bytes[at + b] = value;
    const g = (at + 32) / 2 + ((b / HUE_GROUP) | 0);
    slot.words[g] = (slot.words[g] as number) + value;
  }
}

/**
 * Stage 1 over pictures [from, to): the `count` with the lowest score in quarter bits, best first:
 * 4 × hash distance (the nearest variant) + round(4 × hue-histogram distance / 20) (20 hue-histogram units, of
 * 0–510, weigh as one bit of hash distance: crops move the hashes, not the hues). The hash distance is the nearest of the picture's region variants to the query's whole
 * hash (crop variants + 2, the mirror + 1) and of its subject-box hash to the query's (+ 1); scan.wat scores a
 * block of pictures at a time.
 */
export function coarse(
  arrays: IndexArrays,
  from: number,
  to: number,
  query: Signature,
  count = coarseCandidates(to - from),
): Candidate[] {
  const n = to - from;
  // Each picture's score | hash distance << 11 | colour distance << 18 (as the kernel writes it).
  const scored = new Uint32Array(n);
  const threshold = withSlot(arrays, (slot) => {
    writeHashes(slot.bytes, slot.query, query);
    writePalette(slot, slot.query + 16, query);
    // Scores are compared through a histogram the kernel keeps: the threshold that admits `count`.
    const at = slot.query + HISTOGRAM_AT;
    const histogram = slot.u32.subarray(at / 4, at / 4 + SCORE_BINS);
    histogram.fill(0);
    // Lower bounds of the colour and hash terms bound a score from below, and the threshold only falls as pictures
    // are scored: a picture whose bounds are above the threshold so far cannot be a candidate and is not compared
    // further. The threshold is taken again before each block.
    for (let k = 0; k < n; ) {
      const end = Math.min(n, k === 0 ? BLOCK - 1 : k + BLOCK);
      const threshold = k === 0 ? SCORE_BINS : admitting(histogram, count);
      slot.kernel.coarse(RECORDS_AT, from + k, from + end, threshold, slot.query, slot.at, at);
      scored.set(slot.u32.subarray(slot.at / 4, slot.at / 4 + end - k), k);
      k = end;
    }
    return admitting(histogram, count);
  });
  return collect(scored, from, threshold, count);
}

/** The lowest score whose histogram bins up to it hold `count` pictures (SCORE_BINS when they never do). */
function admitting(histogram: Uint32Array, count: number): number {
  let threshold = 0;
  for (let seen = 0; threshold < SCORE_BINS; threshold++) {
    seen += histogram[threshold] as number;
    if (seen >= count) break;
  }
  return threshold;
}

const byCoarseScore = (a: Candidate, b: Candidate) => a.score - b.score || a.i - b.i;

/** The candidates among coarse's scored pictures: those at or below the threshold, best first, at most `count`. */
function collect(scored: Uint32Array, from: number, threshold: number, count: number): Candidate[] {
  const pooled: Candidate[] = [];
  for (let k = 0; k < scored.length; k++) {
    const v = scored[k] as number;
    const s = v & NOT_SCORED;
    if (s > threshold) continue;
    pooled.push({ i: from + k, hash: (v >>> 11) & 0x7f, colour: v >>> 18, score: s });
  }
  pooled.sort(byCoarseScore);
  return pooled.slice(0, count);
}

/** Pictures between two new caps in nearestOf. */
const RECAP = 1024;

/**
 * The lowest stage-1 score (quarter bits, 4 × hash + 4 × hue distance / 20 unrounded) of any picture
 * in [from, to) for each of several signatures (a query's orientations): how close each one's nearest picture is
 * by hashes and hues alone, a cheap way to tell which orientations are worth searching. Only the `wanted` lowest
 * are needed exactly: the others are answered with a value no lower than theirs. Bounds of the colour and hash
 * terms rule most pictures out early, and once `wanted` signatures have found a near picture, the others are not
 * followed further than that.
 */
export function nearestOf(
  arrays: IndexArrays,
  from: number,
  to: number,
  signatures: Signature[],
  wanted: number,
): number[] {
  const m = signatures.length;
  if (m > MAX_QUERIES) throw new RangeError(`at most ${MAX_QUERIES} signatures at once`);
  return withSlot(arrays, (slot) => {
    const at = (part: keyof typeof NEAREST_LAYOUT) => slot.query + NEAREST_LAYOUT[part];
    // A query's flips and quarter turns have the same hues: their colour distances are computed once per picture.
    const paletteOf = new Map<string, number>();
    signatures.forEach((signature, q) => {
      const key = signature.colour.subarray(0, HUE_BINS).join(',');
      let palette = paletteOf.get(key);
      if (palette === undefined) {
        palette = paletteOf.size;
        writePalette(slot, at('palettes') + palette * 48, signature);
        paletteOf.set(key, palette);
      }
      writeHashes(slot.bytes, at('queries') + q * 16, signature);
      slot.u32[at('palette') / 4 + q] = palette;
    });
    const best = slot.f64.subarray(at('best') / 8, at('best') / 8 + m);
    best.fill(Number.POSITIVE_INFINITY);
    let cap = Number.POSITIVE_INFINITY;
    for (let i = from; i < to; ) {
      if (i % RECAP === 0) cap = Float64Array.from(best).sort()[Math.min(m, Math.max(1, wanted)) - 1] as number;
      const end = Math.min(to, (Math.floor(i / RECAP) + 1) * RECAP);
      slot.kernel.nearest(
        RECORDS_AT,
        i,
        end,
        cap,
        m,
        paletteOf.size,
        at('queries'),
        at('palette'),
        at('palettes'),
        at('best'),
        at('lowers'),
        at('distances'),
      );
      i = end;
    }
    return [...best];
  });
}

/** A picture that passed the hash scan: its hash distance (bits), colour distance and coarse score (quarter bits). */
export interface Candidate {
  i: number;
  hash: number;
  colour: number;
  score: number;
}

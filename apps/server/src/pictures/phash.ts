/**
 * Perceptual picture signatures for image search, searched in three stages:
 * 1. a scan of every picture's 64-bit DCT hashes (whole picture, mirror, several crops, subject box) and
 *    hue histogram picks a few hundred candidates (as WebAssembly: scan.wat, over records in a shared memory);
 * 2. each candidate's 32×32 grey thumbnail is aligned to the query by its row and column profiles (the
 *    query may be any crop of up to a quarter of either side, stretched to a square), scored by the
 *    correlation of the grey and the 16×16 chroma thumbnails there or uncropped, whichever is higher;
 * 3. the best of those are aligned finer and ranked by the same correlations plus the other stages' evidence.
 * Correlation ignores brightness and contrast; the alignment undoes crops and resizing; chroma tells apart
 * drawings of one shape in other colours. The index is ranked in parts of PART_SIZE pictures, each through
 * all three stages on a worker thread (picture-pool.ts), in parallel, and the parts' best are merged; the
 * workers read the index's arrays in place (a shared WebAssembly memory for stage 1's records, SharedArrayBuffers
 * for the thumbnails). Stage 1 runs as WebAssembly (scan.ts): lower bounds of the colour and hash terms (hue
 * groups, the spread of each picture's variants) rule pictures out before they are compared in full.
 * The parts by subject: signature.ts (hashes, hues, thumbnails), coarse.ts (stage 1), spans.ts (the alignment's
 * spans, resampling and correlations), rank.ts (stages 2 and 3), parts.ts (close-ups of a half or the central quarter); this file
 * holds the index itself.
 */

import { allocate, GROUPS, HUE_BINS, HUE_GROUP, nearestOf } from './coarse';
import { rankParts } from './parts';
import { byFinalScore, FINE_CANDIDATES, type Ranked, rankPart } from './rank';
import {
  RECORD_BINS,
  RECORD_BYTES,
  RECORD_GROUPS,
  RECORD_HASHES,
  RECORD_SPREADS,
  RECORDS_AT,
  recordBytes,
} from './scan';
import { type Signature, THUMB_BYTES, THUMB_SIDE, VARIANTS } from './signature';
import { CHROMA_WEIGHT, profileSums } from './spans';

export { type Candidate, coarse, type IndexArrays, nearestOf } from './coarse';
export { type Ranked, rankPart, type Shortlisted } from './rank';
export {
  INDEX_REGIONS,
  indexSignature,
  medianColour,
  querySignature,
  SIGNATURE_SIDE,
  type Signature,
  subjectBox,
  THUMB_BYTES,
  THUMB_SIDE,
  VARIANTS,
} from './signature';

/** Bits set in every byte value. */
const POP8 = new Uint8Array(256);
for (let i = 1; i < 256; i++) POP8[i] = (POP8[i >> 1] as number) + (i & 1);

/** Pictures per part of the index: a larger index is ranked part by part, in parallel. */
const PART_SIZE = 100_000;
/** Pictures below which nearestAll scans on this thread (a message costs more). */
const NEAREST_PIECE = 128;

/** Runs rankPart() elsewhere (the worker pool). */
export type RankRunner = (...args: Parameters<typeof rankPart>) => Promise<Ranked[]>;
/** Runs nearestOf() for a part of the index elsewhere (the worker pool). */
export type NearestRunner = (...args: Parameters<typeof nearestOf>) => Promise<number[]>;

/**
 * All indexed pictures in memory (1 776 bytes a picture: a record of VARIANTS hash pairs, their spreads,
 * a hue histogram and its group sums, then the thumbnails and their profile sums). The table picture_index is the durable copy.
 */
export class PictureIndex {
  private keys: string[] = [];
  private position = new Map<string, number>();
  private arrays = allocate(0);

  constructor(
    private readonly options: {
      partSize?: number;
      runRank?: RankRunner | null;
      runNearest?: NearestRunner | null;
      /** how many pieces nearestAll splits the index into (one per worker thread) */
      pieces?: number;
    } = {},
  ) {}

  get size(): number {
    return this.keys.length;
  }

  /** Adds the pictures of another index this one lacks (those indexed there while this one was built). */
  addMissing(from: PictureIndex): void {
    for (const key of from.keys) if (!this.position.has(key)) this.add(key, from.signature(key) as Signature);
  }

  /** An empty index searched the same way (the same worker threads). */
  emptyCopy(): PictureIndex {
    return new PictureIndex(this.options);
  }

  /** Bytes held by the records' memory and the typed arrays (keys and their map come on top). */
  get bytes(): number {
    const { memory, thumbs, sums } = this.arrays;
    return memory.buffer.byteLength + thumbs.byteLength + sums.byteLength;
  }

  has(key: string): boolean {
    return this.position.has(key);
  }

  /** Whether a stored signature has the current layout (older ones are indexed again). */
  static current(signature: Signature): boolean {
    return signature.hashes.byteLength === VARIANTS * 8 && signature.thumb.byteLength === THUMB_BYTES;
  }

  /** Makes room for this many pictures in all (a load that knows its count allocates once). */
  reserve(capacity: number): void {
    const old = this.arrays;
    if (capacity <= old.capacity) return;
    const n = this.keys.length;
    // The records' memory grows in place; the thumbnails are copied.
    const arrays = allocate(capacity, old);
    arrays.thumbs.set(old.thumbs.subarray(0, n * THUMB_BYTES));
    arrays.sums.set(old.sums.subarray(0, n * 2 * THUMB_SIDE));
    this.arrays = arrays;
  }

  add(key: string, signature: Signature): void {
    if (this.position.has(key) || !PictureIndex.current(signature)) return;
    const n = this.keys.length;
    if (n >= this.arrays.capacity) this.reserve(Math.max(1024, this.arrays.capacity * 2));
    const { thumbs, sums } = this.arrays;
    const bytes = recordBytes(this.arrays);
    const r = RECORDS_AT + n * RECORD_BYTES;
    const { hashes } = signature;
    bytes.set(hashes, r + RECORD_HASHES);
    for (let v = 0; v < VARIANTS; v++) {
      let d = 0;
      for (let b = 0; b < 8; b++) d += POP8[(hashes[b] as number) ^ (hashes[v * 8 + b] as number)] as number;
      bytes[r + RECORD_SPREADS + v] = d;
    }
    const groups = new Uint16Array(GROUPS);
    for (let b = 0; b < HUE_BINS; b++) {
      const value = signature.colour[b] ?? 0;
      bytes[r + RECORD_BINS + b] = value;
      groups[(b / HUE_GROUP) | 0] = (groups[(b / HUE_GROUP) | 0] as number) + value;
    }
    bytes.set(new Uint8Array(groups.buffer), r + RECORD_GROUPS);
    thumbs.set(signature.thumb, n * THUMB_BYTES);
    profileSums(signature.thumb, sums, n * 2 * THUMB_SIDE);
    this.keys.push(key);
    this.position.set(key, n);
  }

  /** The stored signature of a picture (so a second load of the same drawing skips rendering). */
  signature(key: string): Signature | null {
    const n = this.position.get(key);
    if (n === undefined) return null;
    const { thumbs } = this.arrays;
    const bytes = recordBytes(this.arrays);
    const r = RECORDS_AT + n * RECORD_BYTES;
    const hashes = bytes.slice(r + RECORD_HASHES, r + RECORD_HASHES + VARIANTS * 8);
    const colour = new Uint8Array(48);
    colour.set(bytes.subarray(r + RECORD_BINS, r + RECORD_BINS + HUE_BINS));
    return { hashes, colour, thumb: thumbs.slice(n * THUMB_BYTES, (n + 1) * THUMB_BYTES) };
  }

  /** The `limit` nearest pictures to a query signature, best first, with a distance (0 = the same picture). */
  async search(query: Signature, limit: number): Promise<{ key: string; distance: number }[]> {
    const ranked = await this.rank(query, limit);
    return ranked.slice(0, limit).map(({ i, score }) => ({
      key: this.keys[i] as string,
      distance: Math.round((1 - score / (1 + CHROMA_WEIGHT)) * 1000) / 1000,
    }));
  }

  /** The lowest stage-1 score of any picture for the query (lower is closer; see coarseBest). */
  nearest(query: Signature): number {
    const n = this.keys.length;
    return n ? (nearestOf(this.arrays, 0, n, [query], 1)[0] as number) : Number.POSITIVE_INFINITY;
  }

  /**
   * nearest() of several signatures at once (see nearestOf: only the `wanted` lowest are exact, the others no
   * lower than theirs), the index split between the worker threads when there are any.
   */
  async nearestAll(signatures: Signature[], wanted: number): Promise<number[]> {
    const n = this.keys.length;
    if (!n || !signatures.length) return signatures.map(() => Number.POSITIVE_INFINITY);
    const { runNearest } = this.options;
    const arrays = this.arrays;
    const pieces = runNearest && n >= NEAREST_PIECE ? Math.max(1, this.options.pieces ?? 2) : 1;
    const size = Math.ceil(n / pieces);
    const lists = await Promise.all(
      Array.from({ length: pieces }, (_, k) => {
        const [from, to] = [k * size, Math.min(n, (k + 1) * size)];
        return pieces > 1 && runNearest
          ? runNearest(arrays, from, to, signatures, wanted).catch(() =>
              nearestOf(arrays, from, to, signatures, wanted),
            )
          : nearestOf(arrays, from, to, signatures, wanted);
      }),
    );
    return signatures.map((_, q) => Math.min(...lists.map((list) => list[q] as number)));
  }

  /** The `keep` best pictures for a query with their raw score (about 1.5 for the same picture, near 0 for none alike). */
  async scored(
    query: Signature,
    keep: number,
    candidates?: number,
    fine?: number,
  ): Promise<{ key: string; score: number }[]> {
    const ranked = await this.rank(query, keep, candidates, fine);
    return ranked.slice(0, keep).map(({ i, score }) => ({ key: this.keys[i] as string, score }));
  }

  /**
   * The `keep` pictures one of whose halves or central quarter best matches the query (a close-up), with their raw
   * score on the scale of scored()'s.
   */
  partScored(query: Signature, keep: number): { key: string; score: number }[] {
    const n = this.keys.length;
    if (!n) return [];
    return rankParts(this.arrays, 0, n, query, keep).map(({ i, score }) => ({ key: this.keys[i] as string, score }));
  }

  /**
   * The finely aligned candidates with every stage's evidence, best first: each part of PART_SIZE pictures is
   * ranked on a worker thread when there are any (in parallel), and the parts' best are merged. `candidates` are
   * taken from each part's hash scan (by default by its size), and `fine` of them (at least `limit`) aligned finely.
   */
  async rank(query: Signature, limit: number, candidates?: number, fine = FINE_CANDIDATES): Promise<Ranked[]> {
    const n = this.keys.length;
    if (!n) return [];
    const arrays = this.arrays;
    const keep = Math.max(limit, fine);
    const { runRank } = this.options;
    const partSize = this.options.partSize ?? PART_SIZE;
    const parts: [number, number][] = [];
    for (let from = 0; from < n; from += partSize) parts.push([from, Math.min(n, from + partSize)]);
    const lists = await Promise.all(
      parts.map(([from, to]) =>
        runRank
          ? runRank(arrays, from, to, query, keep, candidates).catch(() =>
              rankPart(arrays, from, to, query, keep, candidates),
            )
          : rankPart(arrays, from, to, query, keep, candidates),
      ),
    );
    return parts.length > 1 ? lists.flat().sort(byFinalScore).slice(0, keep) : (lists[0] ?? []);
  }
}

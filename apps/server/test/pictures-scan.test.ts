import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  coarse,
  type IndexArrays,
  nearestOf,
  PictureIndex,
  type Signature,
  THUMB_BYTES,
  VARIANTS,
} from '../src/pictures/phash';
import { seededRandom } from '../src/platform/random';

// Stage 1 of the picture index runs as WebAssembly (scan.wat); these are its rules written out plainly in JS.

/** Bits set in each byte value. */
const POP = Uint8Array.from({ length: 256 }, (_, x) => {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
});
const bits = (a: number, b: number) => POP[(a ^ b) & 0xff] as number;
const distance = (a: Uint8Array, ao: number, b: Uint8Array, bo: number) => {
  let d = 0;
  for (let k = 0; k < 8; k++) d += bits(a[ao + k] as number, b[bo + k] as number);
  return d;
};
/** The query's subject-box hash: its second 8 bytes (an older 8-byte query hash serves as both). */
const boxAt = (query: Signature) => (query.hashes.byteLength >= 16 ? 8 : 0);

/** Bits from the nearest variant: the whole picture + 0, the mirror + 1, crops + 2; the subject box to the query's box + 1. */
function hashDistance(picture: Signature, query: Signature): number {
  let min = Number.POSITIVE_INFINITY;
  for (let v = 0; v < VARIANTS - 1; v++)
    min = Math.min(min, distance(picture.hashes, v * 8, query.hashes, 0) + (v > 1 ? 2 : v));
  return Math.min(min, distance(picture.hashes, (VARIANTS - 1) * 8, query.hashes, boxAt(query)) + 1);
}

function hashBound(picture: Signature, query: Signature): number {
  const d = distance(picture.hashes, 0, query.hashes, 0);
  const b = distance(picture.hashes, 0, query.hashes, boxAt(query));
  let min = d;
  for (let v = 1; v < VARIANTS - 1; v++)
    min = Math.min(min, Math.abs(d - distance(picture.hashes, 0, picture.hashes, v * 8)) + (v > 1 ? 2 : 1));
  return Math.min(min, Math.abs(b - distance(picture.hashes, 0, picture.hashes, (VARIANTS - 1) * 8)) + 1);
}

function colourDistance(picture: Signature, query: Signature): number {
  let d = 0;
  for (let b = 0; b < 24; b++) d += Math.abs((picture.colour[b] as number) - (query.colour[b] as number));
  return d;
}

function colourBound(picture: Signature, query: Signature): number {
  let d = 0;
  for (let g = 0; g < 8; g++) {
    let sum = 0;
    for (let b = g * 3; b < g * 3 + 3; b++) sum += (picture.colour[b] as number) - (query.colour[b] as number);
    d += Math.abs(sum);
  }
  return d;
}

/**
 * coarse as it was written in JS: the `count` lowest by score (quarter bits, at most 1023), then by position. A
 * picture whose bounds exceed the threshold so far (taken again every 4096 pictures) is left out; only a score
 * clamped to 1023 can tell (a picture whose bound is past the clamp), as it is in the kernel.
 */
function coarseReference(pictures: Signature[], from: number, to: number, query: Signature, count: number) {
  const histogram = new Uint32Array(1024);
  const cut = () => {
    let threshold = 0;
    for (let seen = 0; threshold < 1024; threshold++) {
      seen += histogram[threshold] as number;
      if (seen >= count) break;
    }
    return threshold;
  };
  const scored: Candidate[] = [];
  let bound = 1024;
  for (let k = 0; k < to - from; k++) {
    if ((k & 4095) === 4095) bound = cut();
    const i = from + k;
    const picture = pictures[i] as Signature;
    const lower = Math.round((colourBound(picture, query) * 4) / 20);
    if (lower > bound || hashBound(picture, query) * 4 + lower > bound) continue;
    const colour = colourDistance(picture, query);
    const c = Math.round((colour * 4) / 20);
    if (c > bound) continue;
    const hash = hashDistance(picture, query);
    const score = Math.min(1023, hash * 4 + c);
    histogram[score] = (histogram[score] as number) + 1;
    scored.push({ i, hash, colour, score });
  }
  const threshold = cut();
  return scored
    .filter(({ score }) => score <= threshold)
    .sort((a, b) => a.score - b.score || a.i - b.i)
    .slice(0, count);
}

/** nearestOf as it was written in JS: bounds and the cap decide which of the not-wanted values are exact. */
function nearestReference(pictures: Signature[], from: number, to: number, queries: Signature[], wanted: number) {
  const m = queries.length;
  const best = new Array<number>(m).fill(Number.POSITIVE_INFINITY);
  let cap = Number.POSITIVE_INFINITY;
  for (let i = from; i < to; i++) {
    if ((i & 1023) === 0) cap = [...best].sort((a, b) => a - b)[Math.min(m, Math.max(1, wanted)) - 1] as number;
    const picture = pictures[i] as Signature;
    for (let q = 0; q < m; q++) {
      const query = queries[q] as Signature;
      const limit = Math.min(best[q] as number, cap);
      const lower = colourBound(picture, query) * (4 / 20);
      if (lower >= limit || hashBound(picture, query) * 4 + lower >= limit) continue;
      const c = colourDistance(picture, query) * (4 / 20);
      if (c >= limit) continue;
      const s = hashDistance(picture, query) * 4 + c;
      if (s < (best[q] as number)) best[q] = s;
    }
  }
  return best;
}

/** Pictures near a few shapes with hues from a few palettes (many equal scores), some far off, some copies. */
function randomSignatures(seed: number, count: number, hashBytes = VARIANTS * 8): Signature[] {
  const rnd = seededRandom(seed);
  const shapes = Array.from({ length: 6 }, () => Array.from({ length: 8 }, () => Math.floor(rnd() * 256)));
  const palettes = Array.from({ length: 5 }, () => {
    const colour = new Uint8Array(48);
    for (let k = 0; k < 3; k++) colour[Math.floor(rnd() * 24)] = Math.floor(rnd() * 120);
    return colour;
  });
  const out: Signature[] = [];
  for (let k = 0; k < count; k++) {
    if (k > 0 && rnd() < 0.05) {
      out.push(out[Math.floor(rnd() * out.length)] as Signature);
      continue;
    }
    const hashes = new Uint8Array(hashBytes);
    const shape = shapes[Math.floor(rnd() * shapes.length)] as number[];
    const noise = rnd() < 0.1 ? 0.5 : 0.08;
    for (let b = 0; b < hashes.length; b++) {
      let byte = shape[b % 8] as number;
      for (let bit = 0; bit < 8; bit++) if (rnd() < noise) byte ^= 1 << bit;
      hashes[b] = byte;
    }
    const colour = (palettes[Math.floor(rnd() * palettes.length)] as Uint8Array).slice();
    // Now and then a hue histogram of extremes (each bin 0 or 255), so no difference of bins wraps around.
    if (rnd() < 0.1) for (let b = 0; b < 24; b++) colour[b] = rnd() < 0.5 ? 0 : 255;
    else if (rnd() < 0.5) colour[Math.floor(rnd() * 24)] = Math.floor(rnd() * 256);
    out.push({ hashes, colour, thumb: new Uint8Array(THUMB_BYTES) });
  }
  return out;
}

/** Far variants: a picture whose mirror, one crop and subject box are 12, 20 and 28 bits from its whole hash, the rest 2. */
function anchor(rnd: () => number, picture: Signature): Signature {
  const hashes = new Uint8Array(VARIANTS * 8);
  for (let v = 0; v < VARIANTS; v++) {
    hashes.set(picture.hashes.subarray(0, 8), v * 8);
    const flips = v === 0 ? 0 : v === 1 ? 12 : v === 3 ? 20 : v === VARIANTS - 1 ? 28 : 2;
    for (let f = 0; f < flips; ) {
      const bit = Math.floor(rnd() * 64);
      const before = hashes[v * 8 + (bit >> 3)] as number;
      const after = before ^ (1 << (bit & 7));
      if (((picture.hashes[bit >> 3] as number) ^ after) & (1 << (bit & 7))) {
        hashes[v * 8 + (bit >> 3)] = after;
        f++;
      }
    }
  }
  return { ...picture, hashes };
}

/**
 * Queries on which the bounds are tight: an anchor's far mirror, crop or subject box hash as both the whole and the
 * box hash (that variant's bound, |d(query, whole) − spread| + its offset, is then its distance and the lowest), and
 * its hues with a few bins of 0–11 raised (the group sums then differ as much as the bins).
 */
function tightQueries(seed: number, anchors: Signature[], count: number): Signature[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const picture = anchors[Math.floor(rnd() * anchors.length)] as Signature;
    const variant = [1, 3, VARIANTS - 1][Math.floor(rnd() * 3)] as number;
    const hash = picture.hashes.subarray(variant * 8, variant * 8 + 8);
    const hashes = new Uint8Array(16);
    hashes.set(hash, 0);
    hashes.set(hash, 8);
    const colour = picture.colour.slice();
    for (let k = 0; k < 3; k++) {
      const bin = Math.floor(rnd() * 12);
      colour[bin] = Math.min(255, (colour[bin] as number) + Math.floor(rnd() * 30));
    }
    return { hashes, colour, thumb: picture.thumb };
  });
}

const arraysOf = (index: PictureIndex) => (index as unknown as { arrays: IndexArrays }).arrays;

describe('picture index: stage 1 in WebAssembly', () => {
  // Added one by one, so the index grows (and its memory with it) several times.
  const pictures = randomSignatures(77, 9000);
  // A few pictures many times over, spread through the index: the tight queries' equal best scores.
  // Each with a few near copies (one hue bin of 12–23 raised: a score 1 or 2 quarter bits higher) in the first
  // block of 4096, so the threshold after it is just above the copies in later blocks: a bound too high there
  // would leave them out.
  const spread = seededRandom(76);
  const anchors = [10, 20, 30].map((k) => anchor(spread, pictures[k] as Signature));
  for (const picture of anchors) {
    for (let copy = 0; copy < 30; copy++) {
      const colour = picture.colour.slice();
      const bin = 12 + Math.floor(spread() * 12);
      colour[bin] = Math.min(255, (colour[bin] as number) + 8);
      pictures[40 + Math.floor(spread() * 3960)] = { ...picture, colour };
    }
    for (let copy = 0; copy < 40; copy++) pictures[4200 + Math.floor(spread() * 4800)] = picture;
  }
  const index = new PictureIndex();
  for (const [k, signature] of pictures.entries()) index.add(`p${k}`, signature);

  it('finds the same candidates, scores and order of ties as the rules written out', () => {
    const queries = [...randomSignatures(78, 6), ...randomSignatures(79, 2, 16), ...randomSignatures(80, 2, 8)];
    queries.push(pictures[123] as Signature, ...tightQueries(84, anchors, 12));
    const arrays = arraysOf(index);
    for (const query of queries)
      for (const [from, to, count] of [
        [0, 9000, 500],
        [0, 9000, 40],
        [0, 9000, 3],
        [0, 9000, 30],
        [4095, 8192, 300],
        [17, 4300, 9000],
        [8999, 9000, 5],
      ] as const) {
        const found = coarse(arrays, from, to, query, count);
        expect(found).toEqual(coarseReference(pictures, from, to, query, count));
      }
  });

  it('finds the same nearest scores as nearestOf written in JS, exact or not', () => {
    const arrays = arraysOf(index);
    const base = randomSignatures(81, 1)[0] as Signature;
    // A query's orientations: a few sharing one hue histogram (flips and turns), others with their own.
    const orientations = randomSignatures(82, 13, 16).map((signature, k) =>
      k < 7 ? { ...signature, colour: base.colour } : signature,
    );
    for (const queries of [orientations, tightQueries(85, anchors, 9)])
      for (const wanted of [1, 2, 5, 13])
        for (const [from, to] of [
          [0, 9000],
          [1000, 5000],
          [1024, 2048],
        ] as const)
          expect(nearestOf(arrays, from, to, queries, wanted)).toEqual(
            nearestReference(pictures, from, to, queries, wanted),
          );
  });

  it('keeps the signatures it was given, also through an index copied from it', () => {
    const copy = index.emptyCopy();
    copy.reserve(100);
    copy.addMissing(index);
    expect(copy.size).toBe(index.size);
    for (const k of [0, 1, 4567, 8999]) {
      const stored = copy.signature(`p${k}`) as Signature;
      const given = pictures[k] as Signature;
      expect([...stored.hashes]).toEqual([...given.hashes]);
      expect([...stored.colour.subarray(0, 24)]).toEqual([...given.colour.subarray(0, 24)]);
    }
    const query = randomSignatures(83, 1)[0] as Signature;
    expect(coarse(arraysOf(copy), 0, copy.size, query, 200)).toEqual(
      coarse(arraysOf(index), 0, index.size, query, 200),
    );
  });
});

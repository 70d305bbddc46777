import { describe, expect, it } from 'vitest';
import { PictureIndex, type Signature, THUMB_BYTES, VARIANTS } from '../src/pictures/phash';
import { seededRandom } from '../src/platform/random';

const popcount = (a: number, b: number) => {
  let x = (a ^ b) >>> 0;
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
};

/** A random picture signature: hashes near one of a few "shapes", a hue histogram of a few colours. */
function randomSignature(rnd: () => number, shapes: number[][]): Signature {
  const hashes = new Uint8Array(VARIANTS * 8);
  const shape = shapes[Math.floor(rnd() * shapes.length)] as number[];
  for (let b = 0; b < hashes.length; b++) {
    let byte = shape[b % 8] as number;
    for (let bit = 0; bit < 8; bit++) if (rnd() < 0.15) byte ^= 1 << bit;
    hashes[b] = byte;
  }
  const colour = new Uint8Array(48);
  for (let k = 0; k < 3; k++) {
    const bin = Math.floor(rnd() * 24);
    colour[bin] = Math.min(255, (colour[bin] as number) + Math.floor(rnd() * 90));
  }
  const thumb = new Uint8Array(THUMB_BYTES);
  for (let t = 0; t < thumb.length; t++) thumb[t] = Math.floor(rnd() * 256);
  return { hashes, colour, thumb };
}

/** Stage 1's score of a picture for a query, written out plainly (quarter bits): 4 × hash bits + 4 × hue L1 / 20. */
function bruteScore(picture: Signature, query: Signature): number {
  const word = (bytes: Uint8Array, o: number) =>
    (((bytes[o] as number) << 24) |
      ((bytes[o + 1] as number) << 16) |
      ((bytes[o + 2] as number) << 8) |
      (bytes[o + 3] as number)) >>>
    0;
  const distance = (v: number, q: number) =>
    popcount(word(picture.hashes, v * 8), word(query.hashes, q * 8)) +
    popcount(word(picture.hashes, v * 8 + 4), word(query.hashes, q * 8 + 4));
  let hash = 66;
  // The whole picture, its mirror (+1) and its crops (+2) against the query's whole hash; its subject box (+1) against the query's box.
  for (let v = 0; v < VARIANTS - 1; v++) hash = Math.min(hash, distance(v, 0) + (v > 1 ? 2 : v));
  hash = Math.min(hash, distance(VARIANTS - 1, 1) + 1);
  let colour = 0;
  for (let b = 0; b < 24; b++) colour += Math.abs((picture.colour[b] as number) - (query.colour[b] as number));
  return hash * 4 + (colour * 4) / 20;
}

describe('picture index: nearest picture of several signatures', () => {
  it('finds the same nearest scores as a full comparison with every picture (flips sharing their hues)', async () => {
    const rnd = seededRandom(4242);
    const shapes = Array.from({ length: 5 }, () => Array.from({ length: 8 }, () => Math.floor(rnd() * 256)));
    const index = new PictureIndex();
    const pictures: Signature[] = [];
    for (let k = 0; k < 3000; k++) {
      const signature = randomSignature(rnd, shapes);
      pictures.push(signature);
      index.add(`p${k}`, signature);
    }
    for (let round = 0; round < 4; round++) {
      // A query's orientations: one hue histogram (a flip or turn keeps the hues), a few with their own (small angles).
      const base = randomSignature(rnd, shapes);
      const queries = Array.from({ length: 9 }, (_, k) => {
        const other = randomSignature(rnd, shapes);
        return { ...other, hashes: other.hashes.slice(0, 16), colour: k < 6 ? base.colour : other.colour };
      });
      const expected = queries.map((query) => Math.min(...pictures.map((picture) => bruteScore(picture, query))));
      for (const wanted of [1, 2, 9]) {
        const found = await index.nearestAll(queries, wanted);
        // The `wanted` lowest are exact; the others are never below their true value.
        const order = expected.map((value, k) => [value, k] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        for (const [value, k] of order.slice(0, wanted)) expect(found[k]).toBeCloseTo(value, 9);
        for (const [k, value] of expected.entries()) expect(found[k] as number).toBeGreaterThanOrEqual(value - 1e-9);
      }
    }
  });
});

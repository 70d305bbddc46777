import { describe, expect, it } from 'vitest';
import { indexSignature, PictureIndex, querySignature, SIGNATURE_SIDE } from '../src/pictures/phash';
import { detectRare } from '../src/pictures/proposals';
import { seededRandom } from '../src/platform/random';

const S = SIGNATURE_SIDE;

/** A drawn catalogue picture (S × S RGB): a pale ground with a few solid blobs of random colours. */
function drawing(rnd: () => number): Uint8Array {
  const rgb = new Uint8Array(S * S * 3).fill(245);
  for (let k = 0; k < 6; k++) {
    const [cx, cy, rx, ry] = [rnd() * S, rnd() * S, 6 + rnd() * 24, 6 + rnd() * 24];
    const colour = [rnd() * 255, rnd() * 255, rnd() * 255];
    for (let y = 0; y < S; y++)
      for (let x = 0; x < S; x++)
        if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) rgb.set(colour, (y * S + x) * 3);
  }
  return rgb;
}

/** The part [x, y, w, h] (pixels) of an S × S picture enlarged to S × S (nearest sample). */
function enlarge(rgb: Uint8Array, [px, py, pw, ph]: readonly [number, number, number, number]): Uint8Array {
  const out = new Uint8Array(S * S * 3);
  for (let y = 0; y < S; y++)
    for (let x = 0; x < S; x++) {
      const sx = px + Math.floor((x * pw) / S);
      const sy = py + Math.floor((y * ph) / S);
      out.set(rgb.subarray((sy * S + sx) * 3, (sy * S + sx) * 3 + 3), (y * S + x) * 3);
    }
  return out;
}

describe('close-ups: a half or the central quarter of a picture', () => {
  const rnd = seededRandom(17);
  const pictures = Array.from({ length: 300 }, () => drawing(rnd));
  const index = new PictureIndex();
  for (const [i, rgb] of pictures.entries()) index.add(`p${i}`, indexSignature(rgb));

  it('finds the picture a close-up of its central quarter or of any half was taken of, first', () => {
    for (const target of [3, 120, 250]) {
      const picture = pictures[target] as Uint8Array;
      for (const part of <[number, number, number, number][]>[
        [S / 4, S / 4, S / 2, S / 2],
        [0, 0, S / 2, S],
        [S / 2, 0, S / 2, S],
        [0, 0, S, S / 2],
        [0, S / 2, S, S / 2],
      ]) {
        const [best] = index.partScored(querySignature(enlarge(picture, part)), 5);
        expect(best?.key).toBe(`p${target}`);
        expect(best?.score).toBeGreaterThan(1.3);
      }
    }
  });

  it('keeps the best first and no more than asked', () => {
    const list = index.partScored(querySignature(drawing(seededRandom(99))), 7);
    expect(list).toHaveLength(7);
    for (let k = 1; k < list.length; k++)
      expect((list[k - 1] as { score: number }).score).toBeGreaterThanOrEqual((list[k] as { score: number }).score);
  });
});

describe('subjects by colours rare on a busy ground', () => {
  /** A wooden table (brown planks with darker grain, in focus) w × h, with a pink toy's box at (tx, ty). */
  function table(w: number, h: number, toy?: [number, number, number, number]) {
    const rnd = seededRandom(5);
    const rgb = new Uint8Array(w * h * 3);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const grain = (y % 13 < 2 ? 40 : 0) + Math.floor(rnd() * 20);
        rgb.set([150 - grain, 100 - grain / 2, 60 - grain / 3], (y * w + x) * 3);
      }
    if (toy) {
      const [tx, ty, tw, th] = toy;
      for (let y = ty; y < ty + th; y++) for (let x = tx; x < tx + tw; x++) rgb.set([235, 70, 120], (y * w + x) * 3);
    }
    return rgb;
  }

  it('finds a toy whose colours the ground lacks, where it is', () => {
    const [found] = detectRare(table(160, 120, [60, 40, 40, 36]), 160, 120);
    expect(found).toBeDefined();
    expect(found?.x).toBeCloseTo(60 / 160, 1);
    expect(found?.y).toBeCloseTo(40 / 120, 1);
    expect(found?.width).toBeCloseTo(40 / 160, 1);
    expect(found?.cue).toBe('rare');
  });

  it('finds nothing on the ground alone', () => {
    expect(detectRare(table(160, 120), 160, 120)).toEqual([]);
  });
});

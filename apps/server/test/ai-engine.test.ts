import { boxContains, removalMethod } from '@wanju/domain';
import { describe, expect, it } from 'vitest';
import { type Ground, makeScene } from '../scripts/ai-scenes';
import { opencv } from '../src/ai/engine/cv';
import { removeArea } from '../src/ai/engine/inpaint';
import { patchFill } from '../src/ai/engine/patchfill';
import { cropSubjectBox } from '../src/ai/engine/subject';

function truthBox(mask: Uint8Array, size: number) {
  let x0 = size;
  let y0 = size;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < size * size; i++)
    if (mask[i]) {
      const x = i % size;
      const y = (i - x) / size;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** Fine detail of the masked pixels: mean absolute difference of each from its 3×3 mean. */
function grain(rgb: Uint8Array, mask: Uint8Array, size: number) {
  let sum = 0;
  let n = 0;
  for (let y = 1; y < size - 1; y++)
    for (let x = 1; x < size - 1; x++) {
      if (!mask[y * size + x]) continue;
      for (let c = 0; c < 3; c++) {
        let m = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) m += rgb[((y + dy) * size + x + dx) * 3 + c] as number;
        sum += Math.abs((rgb[(y * size + x) * 3 + c] as number) - m / 9);
        n++;
      }
    }
  return sum / n;
}

describe('smart crop subject box', () => {
  // Scenes whose toy has detached or faint parts (steam over a pan, bubbles beside a gun) on every ground.
  const cases: [Ground, number][] = [
    ['textured', 16],
    ['textured', 24],
    ['plain', 45],
    ['gradient', 16],
  ];
  it.each(cases)('holds every part of the toy on a %s ground (scene %i)', async (ground, n) => {
    const scene = await makeScene(ground, n, 500);
    const box = cropSubjectBox(scene.rgb, 500, 500);
    expect(box).not.toBeNull();
    expect(boxContains(box as NonNullable<typeof box>, truthBox(scene.mask, 500), 0)).toBe(true);
    // and is the toy's, not the whole picture
    expect(((box?.width ?? 0) * (box?.height ?? 0)) / (500 * 500)).toBeLessThan(0.8);
  });

  it.each(['plain', 'gradient', 'textured'] as Ground[])('finds nothing on a %s ground alone', async (ground) => {
    const scene = await makeScene(ground, 3, 400);
    expect(cropSubjectBox(scene.groundRgb, 400, 400)).toBeNull();
  });
});

describe('removal', () => {
  async function stickered(ground: Ground, size: number) {
    const scene = await makeScene(ground, 2, size);
    const side = Math.round(size * 0.2);
    const mask = new Uint8Array(size * size);
    const rgb = Uint8Array.from(scene.rgb);
    for (let y = 4; y < 4 + side; y++)
      for (let x = 4; x < 4 + side; x++) {
        mask[y * size + x] = 1;
        rgb.set([250, 30, 30], (y * size + x) * 3);
      }
    for (let i = 0; i < size * size; i++) if (mask[i]) expect(scene.mask[i]).toBe(0);
    return { scene, mask, rgb };
  }

  it('fills a wide area with patches of its textured surroundings: close to the original, grain kept', async () => {
    const size = 300;
    const { scene, mask, rgb } = await stickered('textured', size);
    const out = patchFill(rgb, mask, size, size);
    let err = 0;
    let count = 0;
    for (let i = 0; i < size * size; i++) {
      if (!mask[i]) {
        // nothing outside the area changes
        expect(out[i * 3]).toBe(rgb[i * 3]);
        continue;
      }
      for (let c = 0; c < 3; c++) err += Math.abs((out[i * 3 + c] as number) - (scene.rgb[i * 3 + c] as number));
      count += 3;
    }
    expect(err / count).toBeLessThan(16);
    // the sticker is gone and the ground's grain goes on through the area; inpainting smooths it away
    const cv = await opencv();
    const smooth = removeArea(cv, rgb, mask, size, size, 'telea').rgb;
    expect(grain(out, mask, size)).toBeGreaterThan(0.45 * grain(scene.rgb, mask, size));
    expect(grain(smooth, mask, size)).toBeLessThan(0.3 * grain(scene.rgb, mask, size));
  });

  it('fills a hole with no whole patch of known pixels around it from its border all the same', () => {
    const size = 40;
    const rgb = new Uint8Array(size * size * 3).fill(200);
    const mask = new Uint8Array(size * size);
    for (let y = 2; y < size - 2; y++)
      for (let x = 2; x < size - 2; x++) {
        mask[y * size + x] = 1;
        rgb.set([250, 30, 30], (y * size + x) * 3);
      }
    const out = patchFill(rgb, mask, size, size);
    for (let i = 0; i < size * size; i++)
      if (mask[i]) expect(Math.abs((out[i * 3 + 1] as number) - 200)).toBeLessThan(3);
  });

  it('uses the patch fill for a wide area and Telea inpainting for a thin stroke', async () => {
    const cv = await opencv();
    const size = 200;
    const { mask, rgb } = await stickered('plain', size);
    expect(removeArea(cv, rgb, mask, size, size).method).toBe('patch');
    const stroke = new Uint8Array(size * size);
    for (let x = 10; x < 150; x++) for (let y = 20; y < 24; y++) stroke[y * size + x] = 1;
    expect(removeArea(cv, rgb, stroke, size, size).method).toBe('telea');
    expect(removalMethod(140 * 4, 4)).toBe('telea');
  });
});

import { removalMethod } from '@wanju/domain';
import { type Cv, matOf } from './cv';
import { patchFill } from './patchfill';

/** The mask's thickness: twice the largest distance of a masked pixel from the unmasked (chessboard metric). */
export function maskThickness(mask: Uint8Array, w: number, h: number): number {
  // Two-pass distance transform.
  const d = new Int32Array(w * h);
  const big = w + h;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!mask[i]) continue;
      let v = big;
      if (x > 0) v = Math.min(v, (d[i - 1] as number) + 1);
      else v = 1;
      if (y > 0) v = Math.min(v, (d[i - w] as number) + 1, x > 0 ? (d[i - w - 1] as number) + 1 : big);
      else v = 1;
      d[i] = v;
    }
  let max = 0;
  for (let y = h - 1; y >= 0; y--)
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      if (!mask[i]) continue;
      let v = d[i] as number;
      if (x < w - 1) v = Math.min(v, (d[i + 1] as number) + 1);
      else v = 1;
      if (y < h - 1) v = Math.min(v, (d[i + w] as number) + 1, x < w - 1 ? (d[i + w + 1] as number) + 1 : big);
      else v = 1;
      d[i] = v;
      if (v > max) max = v;
    }
  return max * 2;
}

/**
 * Coarse-to-fine fill of a wide area: the picture is halved until the hole is a few pixels across, the
 * hole is filled there from its border, and each finer level starts from the coarser fill and relaxes it
 * (each hole pixel the mean of its neighbours), so colours and gradients of the surroundings carry into
 * the middle of a large sticker without the smear of one-pass filling.
 */
export function pyramidFill(rgb: Uint8Array, mask: Uint8Array, w: number, h: number): Uint8Array {
  const out = Uint8Array.from(rgb);
  const levels: { rgb: Float32Array; known: Uint8Array; w: number; h: number }[] = [];
  let cur = { rgb: Float32Array.from(rgb), known: Uint8Array.from(mask, (m) => (m ? 0 : 1)), w, h };
  levels.push(cur);
  while (cur.w > 8 && cur.h > 8 && levels.length < 10) {
    const nw = Math.ceil(cur.w / 2);
    const nh = Math.ceil(cur.h / 2);
    const next = { rgb: new Float32Array(nw * nh * 3), known: new Uint8Array(nw * nh), w: nw, h: nh };
    let unknown = 0;
    for (let y = 0; y < nh; y++)
      for (let x = 0; x < nw; x++) {
        let n = 0;
        const sum = [0, 0, 0];
        for (let dy = 0; dy < 2; dy++)
          for (let dx = 0; dx < 2; dx++) {
            const xx = 2 * x + dx;
            const yy = 2 * y + dy;
            if (xx >= cur.w || yy >= cur.h) continue;
            const j = yy * cur.w + xx;
            if (!cur.known[j]) continue;
            n++;
            for (let c = 0; c < 3; c++) (sum[c] as number) += cur.rgb[j * 3 + c] as number;
          }
        const o = y * nw + x;
        if (n) {
          next.known[o] = 1;
          for (let c = 0; c < 3; c++) next.rgb[o * 3 + c] = (sum[c] as number) / n;
        } else unknown++;
      }
    levels.push(next);
    cur = next;
    if (!unknown) break;
  }
  // Coarsest level: any pixel still unknown takes the mean of the known ones.
  const top = levels[levels.length - 1] as (typeof levels)[number];
  const mean = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < top.w * top.h; i++)
    if (top.known[i]) {
      count++;
      for (let c = 0; c < 3; c++) (mean[c] as number) += top.rgb[i * 3 + c] as number;
    }
  for (let i = 0; i < top.w * top.h; i++)
    if (!top.known[i]) for (let c = 0; c < 3; c++) top.rgb[i * 3 + c] = (mean[c] as number) / Math.max(1, count);
  for (let l = levels.length - 2; l >= 0; l--) {
    const fine = levels[l] as (typeof levels)[number];
    const coarse = levels[l + 1] as (typeof levels)[number];
    const holes: number[] = [];
    for (let i = 0; i < fine.w * fine.h; i++) {
      if (fine.known[i]) continue;
      holes.push(i);
      const x = i % fine.w;
      const y = (i - x) / fine.w;
      const j = Math.min(coarse.h - 1, y >> 1) * coarse.w + Math.min(coarse.w - 1, x >> 1);
      for (let c = 0; c < 3; c++) fine.rgb[i * 3 + c] = coarse.rgb[j * 3 + c] as number;
    }
    for (let iter = 0; iter < 12; iter++)
      for (const i of holes) {
        const x = i % fine.w;
        const neighbours = [
          x > 0 ? i - 1 : -1,
          x < fine.w - 1 ? i + 1 : -1,
          i >= fine.w ? i - fine.w : -1,
          i < fine.w * (fine.h - 1) ? i + fine.w : -1,
        ].filter((n) => n >= 0);
        for (let c = 0; c < 3; c++) {
          let s = 0;
          for (const n of neighbours) s += fine.rgb[n * 3 + c] as number;
          fine.rgb[i * 3 + c] = s / neighbours.length;
        }
      }
  }
  const base = levels[0] as (typeof levels)[number];
  for (let i = 0; i < w * h; i++)
    if (mask[i]) for (let c = 0; c < 3; c++) out[i * 3 + c] = base.rgb[i * 3 + c] as number;
  return out;
}

export type RemovalFill = 'telea' | 'patch' | 'smooth';

/**
 * Fills the masked pixels from their surroundings (the domain's removalMethod picks how, `force` overrides
 * it for the bench): thin strokes with OpenCV's Telea inpainting; wide areas with the exemplar fill
 * (patchFill), which carries the ground's texture in. 'smooth' is the coarse-to-fine fill alone with its
 * seam blended by a Telea pass over the area's rim (kept for comparison).
 */
export function removeArea(cv: Cv, rgb: Uint8Array, mask: Uint8Array, w: number, h: number, force?: RemovalFill) {
  let pixels = 0;
  for (let i = 0; i < w * h; i++) if (mask[i]) pixels++;
  const method: RemovalFill = force ?? removalMethod(pixels, maskThickness(mask, w, h));
  if (method === 'patch') return { rgb: patchFill(rgb, mask, w, h), method };
  const source = method === 'smooth' ? pyramidFill(rgb, mask, w, h) : rgb;
  const src = matOf(cv, source, w, h, 3);
  const region = new Uint8Array(w * h);
  if (method === 'telea') for (let i = 0; i < w * h; i++) region[i] = mask[i] ? 255 : 0;
  else {
    // Only the rim of the filled area (its outer 3 pixels) is inpainted again, to hide the seam.
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (!mask[i]) continue;
        let rim = false;
        for (let d = -3; d <= 3 && !rim; d++)
          rim = (x + d >= 0 && x + d < w && !mask[i + d]) || (y + d >= 0 && y + d < h && !mask[i + d * w]);
        region[i] = rim ? 255 : 0;
      }
  }
  const m = matOf(cv, region, w, h, 1);
  const dst = new cv.Mat();
  try {
    cv.inpaint(src, m, dst, 5, cv.INPAINT_TELEA);
    return { rgb: Uint8Array.from(dst.data.subarray(0, w * h * 3)), method };
  } finally {
    src.delete();
    m.delete();
    dst.delete();
  }
}

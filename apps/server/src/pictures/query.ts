import sharp from 'sharp';
import { type Box, DETECT_SIDE, type Detected, detectSubjects } from './detect';
import { querySignature, SIGNATURE_SIDE, type Signature } from './phash';

/**
 * A query picture made ready for the index: decoded once to a working copy, its subjects detected, and
 * each region to search (the whole picture, then each subject box made square and padded as catalogue
 * pictures frame their toy) turned into signatures, in several orientations where it pays.
 */

/** Longest side of the working copy that regions are cut from. */
const WORK_SIDE = 512;
/** A subject box is widened by this share of its side on each side (catalogue pictures leave a margin). */
const PAD = 0.14;
/** The small rotations tried on the main region (degrees): photos are seldom held straight. */
export const SMALL_ANGLES = [-11, 11] as const;

export interface Region {
  /** fractions of the (cropped) picture */
  box: Box;
  /** what found it: the whole picture or a detection cue */
  source: 'whole' | Detected['cue'];
  /** signatures to search: [0] upright, then flips, quarter turns and small rotations */
  signatures: Signature[];
}

export interface PreparedQuery {
  width: number;
  height: number;
  regions: Region[];
  /** the picture has almost nothing in it (one colour, or noise without structure) */
  featureless: boolean;
}

/** RGB of a square `side`² picture in one of the 8 orientations (k & 4: mirrored first; k & 3: quarter turns). */
export function orient(rgb: Uint8Array, side: number, k: number): Uint8Array {
  if (k === 0) return rgb;
  const out = new Uint8Array(rgb.length);
  const turns = k & 3;
  const last = side - 1;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const mx = k & 4 ? last - x : x;
      // Source of (mx, y) after `turns` quarter turns: (x, y) ← (y, last − x) per turn.
      const sx = turns === 0 ? mx : turns === 1 ? y : turns === 2 ? last - mx : last - y;
      const sy = turns === 0 ? y : turns === 1 ? last - mx : turns === 2 ? last - y : mx;
      const o = (y * side + x) * 3;
      const s = (sy * side + sx) * 3;
      out[o] = rgb[s] as number;
      out[o + 1] = rgb[s + 1] as number;
      out[o + 2] = rgb[s + 2] as number;
    }
  return out;
}

/** RGB of a square picture turned by `degrees` about its centre (bilinear), corners filled with `fill`. */
export function turn(rgb: Uint8Array, side: number, degrees: number, fill: readonly number[]): Uint8Array {
  const out = new Uint8Array(rgb.length);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const c = (side - 1) / 2;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const sx = cos * (x - c) + sin * (y - c) + c;
      const sy = -sin * (x - c) + cos * (y - c) + c;
      const o = (y * side + x) * 3;
      if (sx < 0 || sy < 0 || sx > side - 1 || sy > side - 1) {
        for (let ch = 0; ch < 3; ch++) out[o + ch] = fill[ch] as number;
        continue;
      }
      const x0 = Math.min(side - 2, Math.floor(sx));
      const y0 = Math.min(side - 2, Math.floor(sy));
      const fx = sx - x0;
      const fy = sy - y0;
      const a = (y0 * side + x0) * 3;
      const b = a + side * 3;
      for (let ch = 0; ch < 3; ch++)
        out[o + ch] = Math.round(
          (rgb[a + ch] as number) * (1 - fx) * (1 - fy) +
            (rgb[a + 3 + ch] as number) * fx * (1 - fy) +
            (rgb[b + ch] as number) * (1 - fx) * fy +
            (rgb[b + 3 + ch] as number) * fx * fy,
        );
    }
  return out;
}

/** Area-average resample of a region of an RGB picture to a `side`² square. */
function cut(rgb: Uint8Array, w: number, h: number, box: Box, side: number): Uint8Array {
  const out = new Uint8Array(side * side * 3);
  const x0 = box.x * w;
  const y0 = box.y * h;
  const sx = (box.width * w) / side;
  const sy = (box.height * h) / side;
  for (let oy = 0; oy < side; oy++) {
    const ya = Math.min(h - 1, Math.floor(y0 + oy * sy));
    const yb = Math.max(ya + 1, Math.min(h, Math.floor(y0 + (oy + 1) * sy)));
    for (let ox = 0; ox < side; ox++) {
      const xa = Math.min(w - 1, Math.floor(x0 + ox * sx));
      const xb = Math.max(xa + 1, Math.min(w, Math.floor(x0 + (ox + 1) * sx)));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = ya; y < yb; y++)
        for (let x = xa; x < xb; x++) {
          const j = (y * w + x) * 3;
          r += rgb[j] as number;
          g += rgb[j + 1] as number;
          b += rgb[j + 2] as number;
        }
      const n = (yb - ya) * (xb - xa);
      const o = (oy * side + ox) * 3;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
    }
  }
  return out;
}

/** A detected box made square (the longer side) and padded, kept inside the picture as far as it fits. */
function frame(box: Box, w: number, h: number): Box {
  const side = Math.max(box.width * w, box.height * h) * (1 + 2 * PAD);
  const cx = (box.x + box.width / 2) * w;
  const cy = (box.y + box.height / 2) * h;
  const sw = Math.min(side, w);
  const sh = Math.min(side, h);
  const x = Math.max(0, Math.min(w - sw, cx - sw / 2));
  const y = Math.max(0, Math.min(h - sh, cy - sh / 2));
  return { x: x / w, y: y / h, width: sw / w, height: sh / h };
}

/**
 * The region's pixels outside its detected mask (grown a little) painted white: a toy cut out of a busy
 * photo looks like its catalogue picture on a plain ground.
 */
function matte(rgb: Uint8Array, side: number, region: Box, detected: Detected): Uint8Array {
  const out = Uint8Array.from(rgb);
  const { mask, maskWidth: mw, maskHeight: mh } = detected;
  const grow = 1;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      // The pixel's place in the detected box's mask.
      const fx = region.x + ((x + 0.5) / side) * region.width;
      const fy = region.y + ((y + 0.5) / side) * region.height;
      const mx = Math.floor(((fx - detected.x) / detected.width) * mw);
      const my = Math.floor(((fy - detected.y) / detected.height) * mh);
      let inside = false;
      for (let dy = -grow; dy <= grow && !inside; dy++)
        for (let dx = -grow; dx <= grow && !inside; dx++) {
          const u = mx + dx;
          const v = my + dy;
          inside = u >= 0 && v >= 0 && u < mw && v < mh && mask[v * mw + u] === 1;
        }
      if (!inside) out.fill(255, (y * side + x) * 3, (y * side + x) * 3 + 3);
    }
  return out;
}

/** Standard deviation of the grey levels, and the share of strong edges, of a small RGB picture. */
function structure(rgb: Uint8Array, w: number, h: number): { deviation: number; edges: number } {
  const grey = new Float32Array(w * h);
  let sum = 0;
  for (let i = 0; i < w * h; i++) {
    const v = 0.299 * (rgb[i * 3] as number) + 0.587 * (rgb[i * 3 + 1] as number) + 0.114 * (rgb[i * 3 + 2] as number);
    grey[i] = v;
    sum += v;
  }
  const mean = sum / (w * h);
  let squares = 0;
  for (const v of grey) squares += (v - mean) * (v - mean);
  let edges = 0;
  for (let y = 0; y < h - 1; y++)
    for (let x = 0; x < w - 1; x++) {
      const i = y * w + x;
      const g =
        Math.abs((grey[i + 1] as number) - (grey[i] as number)) +
        Math.abs((grey[i + w] as number) - (grey[i] as number));
      if (g > 40) edges++;
    }
  return { deviation: Math.sqrt(squares / (w * h)), edges: edges / (w * h) };
}

/**
 * Decodes a picture (EXIF-turned, optionally cropped to a box of pixels) and prepares its regions: the
 * whole picture and up to `maxBoxes` detected subjects. The first `orientedRegions` regions are also
 * searched mirrored and turned, the first also at small angles.
 */
export async function prepareQuery(
  bytes: Uint8Array,
  crop?: { x: number; y: number; width: number; height: number },
  options: { maxBoxes?: number; orientedRegions?: number } = {},
): Promise<PreparedQuery> {
  let input = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
  if (crop)
    input = sharp(
      await input.extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height }).toBuffer(),
    );
  const work = await input
    .flatten({ background: '#ffffff' })
    .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = work.info;
  const rgb = new Uint8Array(work.data.buffer, work.data.byteOffset, work.data.byteLength);
  const scale = DETECT_SIDE / Math.max(w, h);
  const dw = Math.max(8, Math.round(w * scale));
  const dh = Math.max(8, Math.round(h * scale));
  const small = await sharp(work.data, { raw: work.info }).resize(dw, dh, { fit: 'fill' }).raw().toBuffer();
  const smallRgb = new Uint8Array(small.buffer, small.byteOffset, small.byteLength);
  const { deviation, edges } = structure(smallRgb, dw, dh);
  const detected = detectSubjects(smallRgb, dw, dh, options.maxBoxes ?? 3);
  const oriented = options.orientedRegions ?? 2;

  const regions: Region[] = [];
  const whole: Box = { x: 0, y: 0, width: 1, height: 1 };
  const signaturesOf = (pixels: Uint8Array, all: boolean, angles: boolean) => {
    const list = [querySignature(pixels)];
    if (all) for (let k = 1; k < 8; k++) list.push(querySignature(orient(pixels, SIGNATURE_SIDE, k)));
    if (angles)
      for (const a of SMALL_ANGLES) list.push(querySignature(turn(pixels, SIGNATURE_SIDE, a, [255, 255, 255])));
    return list;
  };
  regions.push({
    box: whole,
    source: 'whole',
    signatures: signaturesOf(cut(rgb, w, h, whole, SIGNATURE_SIDE), oriented > 0, true),
  });
  for (const d of detected) {
    const box = frame(d, w, h);
    let pixels = cut(rgb, w, h, box, SIGNATURE_SIDE);
    if (d.cue === 'contrast') pixels = matte(pixels, SIGNATURE_SIDE, box, d);
    regions.push({ box, source: d.cue, signatures: signaturesOf(pixels, regions.length < oriented, false) });
  }
  return {
    width: w,
    height: h,
    regions, // Blank, a smooth gradient, or noise: nothing a product picture is made of.
    featureless: deviation < 6 || edges < 0.004 || (edges > 0.35 && deviation > 50),
  };
}

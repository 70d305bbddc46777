import { keepMainRegions, labelRegions, maskBox, shrink } from '../../platform/raster';
import { fitGround } from './ground';

/** Longest side the crop's subject box is looked for at: thin parts (steam, a string, bubbles) stay visible. */
export const CROP_SUBJECT_SIDE = 256;

/** Evidence floors: below these a pixel never counts as the subject, however quiet the ground. */
const LUMA_FLOOR = 10;
const CHROMA_FLOOR = 10;
const EDGE_FLOOR = 12;

const percentile = (values: Float32Array, p: number) => {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/**
 * Per pixel of a small picture, three kinds of evidence that it is not ground, each measured against what
 * the border band (the ground) itself shows:
 * - brightness far from the ground surface fitted along the border (a lighter or darker part);
 * - colour (chroma) far from it: shading and texture of a ground change its brightness much more than its
 *   hue, so a part of another colour stands out even on a busy ground;
 * - edge strength (the largest channel's Sobel gradient): a ground's texture is soft at this size, a toy's
 *   outlines and thin parts are sharp.
 * Answers the largest of the three, each divided by its threshold (above 1: subject), and the largest of
 * colour and edge alone (`sharp`): a soft blotch of a busy ground differs in brightness only.
 */
export function subjectEvidence(rgb: Uint8Array, w: number, h: number): { any: Float32Array; sharp: Float32Array } {
  const fit = fitGround(rgb, w, h);
  const luma = new Float32Array(w * h);
  const chroma = new Float32Array(w * h);
  const edge = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const x = i % w;
    const u = x / w;
    const v = (i - x) / w / h;
    const t = [1, u, v, u * u, v * v, u * v];
    const d = [0, 0, 0];
    for (let ch = 0; ch < 3; ch++) {
      const c = fit.coef[ch] as number[];
      let g = 0;
      for (let k = 0; k < 6; k++) g += (c[k] as number) * (t[k] as number);
      d[ch] = (rgb[i * 3 + ch] as number) - g;
    }
    const mean = ((d[0] as number) + (d[1] as number) + (d[2] as number)) / 3;
    luma[i] = Math.abs(mean);
    chroma[i] = Math.max(
      Math.abs((d[0] as number) - mean),
      Math.abs((d[1] as number) - mean),
      Math.abs((d[2] as number) - mean),
    );
  }
  const at = (x: number, y: number, ch: number) =>
    rgb[(Math.min(h - 1, Math.max(0, y)) * w + Math.min(w - 1, Math.max(0, x))) * 3 + ch] as number;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let g = 0;
      for (let ch = 0; ch < 3; ch++) {
        const gx =
          at(x + 1, y - 1, ch) +
          2 * at(x + 1, y, ch) +
          at(x + 1, y + 1, ch) -
          at(x - 1, y - 1, ch) -
          2 * at(x - 1, y, ch) -
          at(x - 1, y + 1, ch);
        const gy =
          at(x - 1, y + 1, ch) +
          2 * at(x, y + 1, ch) +
          at(x + 1, y + 1, ch) -
          at(x - 1, y - 1, ch) -
          2 * at(x, y - 1, ch) -
          at(x + 1, y - 1, ch);
        g = Math.max(g, Math.hypot(gx, gy) / 4);
      }
      edge[y * w + x] = g;
    }
  // The ground's own spread: the border band, away from the picture's very edge (where Sobel is one-sided).
  const band = Math.max(3, Math.round(Math.max(w, h) * 0.04));
  const ring: number[] = [];
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++)
      if (x <= band || y <= band || x >= w - 1 - band || y >= h - 1 - band) ring.push(y * w + x);
  const sample = (map: Float32Array) => Float32Array.from(ring, (i) => map[i] as number);
  // The border's 99th percentile with headroom: a toy touching the border can only raise it a little.
  const lumaT = Math.max(LUMA_FLOOR, percentile(sample(luma), 0.99) * 1.25 + 4);
  const chromaT = Math.max(CHROMA_FLOOR, percentile(sample(chroma), 0.99) * 1.25 + 4);
  const edgeT = Math.max(EDGE_FLOOR, percentile(sample(edge), 0.99) * 1.5 + 4);
  const any = new Float32Array(w * h);
  const sharp = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    sharp[i] = Math.max((chroma[i] as number) / chromaT, (edge[i] as number) / edgeT);
    any[i] = Math.max(sharp[i] as number, (luma[i] as number) / lumaT);
  }
  return { any, sharp };
}

/** The mask grown by one pixel (3×3): a thin stroke broken by the shrinking holds together again. */
function dilate(mask: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!mask[y * w + x]) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < w && yy < h) out[yy * w + xx] = 1;
        }
    }
  return out;
}

/** Clears (in place) every 8-connected region of `mask` where no pixel's `sharp` evidence is above 1. */
function dropRegionsWithout(mask: Uint8Array, sharp: Float32Array, w: number, h: number) {
  const { label, sizes } = labelRegions(mask, w, h);
  const strong = new Uint8Array(sizes.length);
  for (let i = 0; i < w * h; i++) if ((sharp[i] as number) > 1) strong[label[i] as number] = 1;
  for (let i = 0; i < w * h; i++) if (!strong[label[i] as number]) mask[i] = 0;
}

/**
 * The box of everything in a picture that is not ground, for smart crop (in pixels of the full picture),
 * or null when nothing, or nearly the whole picture, stands out. Every region of subject evidence
 * counts, not only the largest (a toy's steam, bubbles or a detached part are part of the listing), except
 * specks smaller than a toy's part can be; the box then gets a safety margin of a small pixel and more.
 */
export function cropSubjectBox(rgb: Uint8Array, w: number, h: number) {
  const small = shrink(rgb, w, h, CROP_SUBJECT_SIDE);
  const sw = small.width;
  const sh = small.height;
  const evidence = subjectEvidence(small.rgb, sw, sh);
  const mask = new Uint8Array(sw * sh);
  for (let i = 0; i < sw * sh; i++) mask[i] = (evidence.any[i] as number) > 1 ? 1 : 0;
  // A region below this share of the largest is a speck of the ground's texture or noise; a region with no
  // colour or edge evidence at all is a soft blotch of the ground's shading.
  const kept = keepMainRegions(dilate(mask, sw, sh), sw, sh, 0.004);
  dropRegionsWithout(kept, evidence.sharp, sw, sh);
  const tight = maskBox(kept, sw, sh);
  if (!tight) return null;
  const area = (tight.width * tight.height) / (sw * sh);
  if (area < 0.002 || area > 0.92) return null;
  const fx = w / sw;
  const fy = h / sh;
  // One small pixel of safety on every side, beyond the dilation's.
  const x0 = Math.max(0, Math.floor((tight.x - 1) * fx));
  const y0 = Math.max(0, Math.floor((tight.y - 1) * fy));
  const x1 = Math.min(w, Math.ceil((tight.x + tight.width + 1) * fx));
  const y1 = Math.min(h, Math.ceil((tight.y + tight.height + 1) * fy));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

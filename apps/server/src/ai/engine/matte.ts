import { DETECT_SIDE, type Detected, detectSubjects } from '../../pictures/index';
import { fillHoles, keepMainRegions, maskBox, shrink, upsample } from '../../platform/raster';
import { type Cv, matOf } from './cv';
import { fitGround, type GroundFit, residual } from './ground';

/** Longest side grabCut works at: the matte is cut there and refined at full size. */
export const GRABCUT_SIDE = 400;

const GC_BGD = 0;
const GC_FGD = 1;
const GC_PR_BGD = 2;
const GC_PR_FGD = 3;

export interface Subject {
  /** the subject's box in pixels of the full picture */
  box: { x: number; y: number; width: number; height: number };
  detected: Detected | null;
}

/**
 * The toy of a picture, on a small copy: the box of every pixel unlike the ground fitted along the border
 * (plain, gradient or textured); when that is no subject's size, the image-search detector's first box;
 * when neither finds one, the middle of the picture.
 */
export function findSubject(rgb: Uint8Array, w: number, h: number): Subject {
  const small = shrink(rgb, w, h, DETECT_SIDE);
  const found = detectSubjects(small.rgb, small.width, small.height, 4);
  const first = found[0] ?? null;
  let box = first
    ? { x: first.x, y: first.y, width: first.width, height: first.height }
    : { x: 0.1, y: 0.1, width: 0.8, height: 0.8 };
  // Every pixel unlike the fitted ground; its main regions' box is the subject's (thin parts included).
  const fit = fitGround(small.rgb, small.width, small.height);
  const differs = new Uint8Array(small.width * small.height);
  for (let i = 0; i < differs.length; i++)
    differs[i] = residual(fit, small.rgb, i, small.width, small.height) > fit.threshold ? 1 : 0;
  // Small separate parts count on a smooth ground (plain, gradient); when that takes in the texture of a
  // busy one (the box is nearly the whole picture), only the larger regions count.
  for (const share of fit.noise < 14 ? [0.01, 0.05] : [0.05]) {
    const tight = maskBox(keepMainRegions(differs, small.width, small.height, share), small.width, small.height);
    const area = tight ? (tight.width * tight.height) / (small.width * small.height) : 0;
    // Trusted when it is a subject's size (not a speck, not the whole busy picture).
    if (tight && area > 0.01 && area < 0.9) {
      box = {
        x: tight.x / small.width,
        y: tight.y / small.height,
        width: tight.width / small.width,
        height: tight.height / small.height,
      };
      break;
    }
  }
  return {
    box: {
      x: Math.round(box.x * w),
      y: Math.round(box.y * h),
      width: Math.max(1, Math.round(box.width * w)),
      height: Math.max(1, Math.round(box.height * h)),
    },
    detected: first,
  };
}

/**
 * The alpha matte (0–255, w×h) of a picture's toy:
 * 1. the subject box (findSubject) seeds grabCut on a copy of at most GRABCUT_SIDE: outside the box
 *    (with a margin) is background for sure; inside, pixels far from the ground fitted along the border
 *    (and, on a busy ground, the detector's region) are probably the toy, the rest probably background;
 * 2. grabCut's colour models settle each pixel; the toy's main regions are kept and their holes filled;
 * 3. the matte is brought to full size and its edge refined there: on a smooth ground (plain, gradient)
 *    each edge pixel is decided by its own distance from the fitted ground, then a one-pixel feather.
 */
export function cutoutAlpha(cv: Cv, rgb: Uint8Array, w: number, h: number): { alpha: Uint8Array; subject: Subject } {
  const subject = findSubject(rgb, w, h);
  const work = shrink(rgb, w, h, GRABCUT_SIDE);
  const gw = work.width;
  const gh = work.height;
  const sx = gw / w;
  const sy = gh / h;
  const fit = fitGround(work.rgb, gw, gh);
  const smooth = fit.noise < 14;
  const margin = Math.round(Math.max(gw, gh) * 0.04);
  const bx0 = Math.max(0, Math.floor(subject.box.x * sx) - margin);
  const by0 = Math.max(0, Math.floor(subject.box.y * sy) - margin);
  const bx1 = Math.min(gw - 1, Math.ceil((subject.box.x + subject.box.width) * sx) + margin);
  const by1 = Math.min(gh - 1, Math.ceil((subject.box.y + subject.box.height) * sy) + margin);
  const seed = new Uint8Array(gw * gh);
  const det = subject.detected;
  let fgSeeds = 0;
  for (let y = 0; y < gh; y++)
    for (let x = 0; x < gw; x++) {
      const i = y * gw + x;
      if (x < bx0 || x > bx1 || y < by0 || y > by1) {
        seed[i] = GC_BGD;
        continue;
      }
      const r = residual(fit, work.rgb, i, gw, gh);
      let fg = r > fit.threshold;
      if (!fg && !smooth && det) {
        // On a busy ground the detector's region also counts as the toy.
        const mx = Math.floor(((x / gw - det.x) / det.width) * det.maskWidth);
        const my = Math.floor(((y / gh - det.y) / det.height) * det.maskHeight);
        fg =
          mx >= 0 &&
          my >= 0 &&
          mx < det.maskWidth &&
          my < det.maskHeight &&
          !!det.mask[my * det.maskWidth + mx] &&
          r > fit.noise;
      }
      seed[i] = fg ? GC_PR_FGD : GC_PR_BGD;
      if (fg) fgSeeds++;
    }
  // Nothing looked like a toy inside the box: let the colour models decide the whole box.
  if (!fgSeeds) for (let y = by0; y <= by1; y++) for (let x = bx0; x <= bx1; x++) seed[y * gw + x] = GC_PR_FGD;

  const image = matOf(cv, work.rgb, gw, gh, 3);
  const mask = matOf(cv, seed, gw, gh, 1);
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  let fg: Uint8Array;
  try {
    cv.grabCut(image, mask, new cv.Rect(0, 0, 1, 1), bgd, fgd, 4, cv.GC_INIT_WITH_MASK);
    fg = new Uint8Array(gw * gh);
    for (let i = 0; i < gw * gh; i++) {
      const v = mask.data[i] as number;
      fg[i] = v === GC_FGD || v === GC_PR_FGD ? 1 : 0;
    }
  } finally {
    image.delete();
    mask.delete();
    bgd.delete();
    fgd.delete();
  }
  fg = fillHoles(keepMainRegions(fg, gw, gh), gw, gh);
  return { alpha: refine(rgb, w, h, upsample(fg, gw, gh, w, h), smooth ? fit : null), subject };
}

/**
 * Full-size edge: where the upsampled matte is undecided (its soft band), a smooth ground decides each pixel
 * by its distance from the ground colour; elsewhere the band is cut at half. Then a 3×3 mean feathers it.
 */
function refine(rgb: Uint8Array, w: number, h: number, soft: Uint8Array, fit: GroundFit | null): Uint8Array {
  const hard = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const v = soft[i] as number;
    if (v === 0 || v === 255 || !fit) hard[i] = v >= 128 ? 1 : 0;
    else hard[i] = residual(fit, rgb, i, w, h) > Math.max(16, fit.noise + 8) ? 1 : 0;
  }
  const alpha = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          sum += hard[yy * w + xx] as number;
          n++;
        }
      }
      alpha[y * w + x] = Math.round((sum / n) * 255);
    }
  return alpha;
}

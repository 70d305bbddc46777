import { floodFromEdge } from '../platform/raster';
import { medianColour } from './phash';

/**
 * Subject detection for image search: the candidate boxes of the objects in a query picture, found on a
 * small copy of it by two cues, then merged:
 * - difference from the ground (the colour of the picture's border): a toy on a plain ground, two toys on
 *   one picture, a picture inside a screenshot's interface (text lines on the interface are too thin and
 *   short to make a box of their own);
 * - centre–surround contrast (how far a pixel's colour is from the mean colour around it): a toy on a busy
 *   photo, where every pixel differs from the border.
 * Each cue's mask is closed a little, split into connected regions, and a region's box is kept when it is
 * large enough to be a subject and not the whole picture. Boxes are fractions of the picture's sides.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Detected extends Box {
  /** the region's share of its box (a solid object fills its box; scattered clutter does not) */
  fill: number;
  /** which cue found it */
  cue: 'ground' | 'contrast' | 'sharp' | 'rare';
  /** pixels of the region in the small copy (1) and elsewhere (0), side by side with the box */
  mask: Uint8Array;
  maskWidth: number;
  maskHeight: number;
}

/** Longest side of the small copy the detection works on. */
export const DETECT_SIDE = 160;
const MIN_AREA = 0.03;
const MAX_AREA = 0.92;

/** Median of each channel over the picture's border pixels. */
export function borderColour(rgb: Uint8Array, w: number, h: number): [number, number, number] {
  const border: number[] = [];
  for (let x = 0; x < w; x++) border.push(x * 3, ((h - 1) * w + x) * 3);
  for (let y = 1; y < h - 1; y++) border.push(y * w * 3, (y * w + w - 1) * 3);
  return medianColour(rgb, border);
}

/** Whether the RGB pixel at byte offset j differs from a colour by more than `tolerance` in some channel. */
export function unlikeColour(rgb: Uint8Array, j: number, colour: readonly number[], tolerance: number): boolean {
  return (
    Math.abs((rgb[j] as number) - (colour[0] as number)) > tolerance ||
    Math.abs((rgb[j + 1] as number) - (colour[1] as number)) > tolerance ||
    Math.abs((rgb[j + 2] as number) - (colour[2] as number)) > tolerance
  );
}

/** Share of border pixels within `tolerance` of the border colour: high for a plain ground. */
export function plainBorder(rgb: Uint8Array, w: number, h: number, tolerance = 24): number {
  const ground = borderColour(rgb, w, h);
  let near = 0;
  let all = 0;
  const test = (x: number, y: number) => {
    const j = (y * w + x) * 3;
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs((rgb[j + c] as number) - (ground[c] as number)));
    all++;
    if (d <= tolerance) near++;
  };
  for (let x = 0; x < w; x++) {
    test(x, 0);
    test(x, h - 1);
  }
  for (let y = 1; y < h - 1; y++) {
    test(0, y);
    test(w - 1, y);
  }
  return near / all;
}

/** Mask dilated then eroded by `r` (a square structuring element): closes gaps between an object's parts. */
function close(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return morph(morph(mask, w, h, r, false), w, h, r, true);
}

/**
 * Mask dilated (`all` false: a pixel is set when any within r is) or eroded (`all` true: when all are) by a
 * square of side 2r + 1; separable with running counts, rows then columns.
 */
function morph(mask: Uint8Array, w: number, h: number, r: number, all: boolean): Uint8Array {
  {
    const src = mask;
    const rows = new Uint8Array(src.length);
    for (let y = 0; y < h; y++) {
      let count = 0;
      for (let x = 0; x < Math.min(r, w); x++) count += src[y * w + x] as number;
      for (let x = 0; x < w; x++) {
        if (x + r < w) count += src[y * w + x + r] as number;
        if (x - r - 1 >= 0) count -= src[y * w + x - r - 1] as number;
        const span = Math.min(w - 1, x + r) - Math.max(0, x - r) + 1;
        rows[y * w + x] = all ? (count === span ? 1 : 0) : count > 0 ? 1 : 0;
      }
    }
    const out = new Uint8Array(src.length);
    for (let x = 0; x < w; x++) {
      let count = 0;
      for (let y = 0; y < Math.min(r, h); y++) count += rows[y * w + x] as number;
      for (let y = 0; y < h; y++) {
        if (y + r < h) count += rows[(y + r) * w + x] as number;
        if (y - r - 1 >= 0) count -= rows[(y - r - 1) * w + x] as number;
        const span = Math.min(h - 1, y + r) - Math.max(0, y - r) + 1;
        out[y * w + x] = all ? (count === span ? 1 : 0) : count > 0 ? 1 : 0;
      }
    }
    return out;
  }
}

/** Connected regions (4-neighbours) of a mask: each with its box, its pixel count and its own mask. */
export function regions(mask: Uint8Array, w: number, h: number) {
  const label = new Int32Array(w * h);
  const found: { x0: number; y0: number; x1: number; y1: number; count: number; id: number }[] = [];
  // A typed stack, neighbours pushed inline (a closure per pixel costs more than the fill itself).
  const stack = new Int32Array(w * h);
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || label[start]) continue;
    const id = found.length + 1;
    const region = { x0: w, y0: h, x1: 0, y1: 0, count: 0, id };
    label[start] = id;
    let top = 0;
    stack[top++] = start;
    while (top) {
      const i = stack[--top] as number;
      const x = i % w;
      const y = (i - x) / w;
      region.count++;
      if (x < region.x0) region.x0 = x;
      if (x > region.x1) region.x1 = x;
      if (y < region.y0) region.y0 = y;
      if (y > region.y1) region.y1 = y;
      if (x > 0 && mask[i - 1] && !label[i - 1]) {
        label[i - 1] = id;
        stack[top++] = i - 1;
      }
      if (x < w - 1 && mask[i + 1] && !label[i + 1]) {
        label[i + 1] = id;
        stack[top++] = i + 1;
      }
      if (y > 0 && mask[i - w] && !label[i - w]) {
        label[i - w] = id;
        stack[top++] = i - w;
      }
      if (y < h - 1 && mask[i + w] && !label[i + w]) {
        label[i + w] = id;
        stack[top++] = i + w;
      }
    }
    found.push(region);
  }
  return { label, found };
}

/** Mean colour distance of each pixel to the mean colour of the square of side 2r + 1 around it. */
function contrast(rgb: Uint8Array, w: number, h: number, r: number): Float32Array {
  // Integral images per channel.
  const W = w + 1;
  const sums = [0, 1, 2].map(() => new Float64Array(W * (h + 1)));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++) {
        const s = sums[c] as Float64Array;
        s[(y + 1) * W + x + 1] =
          (rgb[(y * w + x) * 3 + c] as number) +
          (s[y * W + x + 1] as number) +
          (s[(y + 1) * W + x] as number) -
          (s[y * W + x] as number);
      }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const n = (y1 - y0) * (x1 - x0);
      let d = 0;
      for (let c = 0; c < 3; c++) {
        const s = sums[c] as Float64Array;
        const mean =
          ((s[y1 * W + x1] as number) -
            (s[y0 * W + x1] as number) -
            (s[y1 * W + x0] as number) +
            (s[y0 * W + x0] as number)) /
          n;
        const v = (rgb[(y * w + x) * 3 + c] as number) - mean;
        d += v * v;
      }
      out[y * w + x] = Math.sqrt(d);
    }
  }
  return out;
}

export function boxesOf(mask: Uint8Array, w: number, h: number, cue: Detected['cue'], closing: number): Detected[] {
  const closed = close(mask, w, h, closing);
  const { label, found } = regions(closed, w, h);
  const out: Detected[] = [];
  for (const r of found) {
    const bw = r.x1 - r.x0 + 1;
    const bh = r.y1 - r.y0 + 1;
    const area = (bw * bh) / (w * h);
    if (area < MIN_AREA || area > MAX_AREA) continue;
    const fill = r.count / (bw * bh);
    if (fill < 0.2) continue;
    // Thin strips (a line of text, a toolbar) are no subject.
    if (bw / bh > 4 || bh / bw > 4) continue;
    const own = new Uint8Array(bw * bh);
    for (let y = 0; y < bh; y++)
      for (let x = 0; x < bw; x++) own[y * bw + x] = label[(r.y0 + y) * w + r.x0 + x] === r.id ? 1 : 0;
    out.push({
      x: r.x0 / w,
      y: r.y0 / h,
      width: bw / w,
      height: bh / h,
      fill,
      cue,
      mask: own,
      maskWidth: bw,
      maskHeight: bh,
    });
  }
  return out;
}

export const overlap = (a: Box, b: Box) => {
  const ix = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const inter = ix * iy;
  return inter / (a.width * a.height + b.width * b.height - inter);
};

/** The k-th smallest of some values (0-based: where sorting would put it), found without sorting (quickselect). */
export function kth(values: Float32Array, k: number): number {
  const a = Float32Array.from(values);
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i++] = a[j] as number;
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k] as number;
}

/**
 * The candidate subjects of a picture (RGB pixels of a copy whose longest side is about DETECT_SIDE),
 * largest and most solid first, at most `max`; overlapping boxes of the two cues count once.
 */
export function detectSubjects(rgb: Uint8Array, w: number, h: number, max = 4): Detected[] {
  const ground = borderColour(rgb, w, h);
  const differs = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs((rgb[i * 3 + c] as number) - (ground[c] as number)));
    differs[i] = d > 28 ? 1 : 0;
  }
  const side = Math.max(w, h);
  const candidates = boxesOf(differs, w, h, 'ground', Math.max(1, Math.round(side / 80)));
  // Centre–surround contrast, the strongest fifth of the pixels.
  const map = contrast(rgb, w, h, Math.max(4, Math.round(side / 8)));
  const threshold = Math.max(40, kth(map, Math.floor(map.length * 0.8)));
  const salient = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) salient[i] = (map[i] as number) > threshold ? 1 : 0;
  candidates.push(...boxesOf(salient, w, h, 'contrast', Math.max(2, Math.round(side / 40))));
  // Solid, large and central first.
  const rank = (b: Detected) => {
    const cx = b.x + b.width / 2 - 0.5;
    const cy = b.y + b.height / 2 - 0.5;
    return Math.sqrt(b.width * b.height) * (0.5 + b.fill) * (1.2 - Math.sqrt(cx * cx + cy * cy));
  };
  candidates.sort((a, b) => rank(b) - rank(a));
  const kept: Detected[] = [];
  for (const box of candidates) {
    if (kept.some((k) => overlap(k, box) > 0.6)) continue;
    kept.push(box);
    if (kept.length >= max) break;
  }
  return kept;
}

/**
 * Crisp edge pixels: a step across two pixels (the largest channel's central difference) at least `floor`
 * and most of the step across eight (a soft edge out of focus spreads its step over many pixels): 2 there,
 * 1 where the step is only at least `weakFloor` (a faint crisp edge), 0 elsewhere.
 */
export function crispEdges(rgb: Uint8Array, w: number, h: number, floor = 56, weakFloor = floor): Uint8Array {
  const out = new Uint8Array(w * h);
  const R = 4;
  const row = w * 3;
  // Largest channel difference between the pixels at byte offsets a and b.
  const step = (a: number, b: number) => {
    const d0 = Math.abs((rgb[a] as number) - (rgb[b] as number));
    const d1 = Math.abs((rgb[a + 1] as number) - (rgb[b + 1] as number));
    const d2 = Math.abs((rgb[a + 2] as number) - (rgb[b + 2] as number));
    return d0 > d1 ? (d0 > d2 ? d0 : d2) : d1 > d2 ? d1 : d2;
  };
  for (let y = R; y < h - R; y++)
    for (let x = R, j = (y * w + R) * 3; x < w - R; x++, j += 3) {
      // The step across eight pixels only where the step across two is large (few pixels).
      const fx = step(j + 3, j - 3);
      let level = fx >= weakFloor && fx * 10 >= step(j + 3 * R, j - 3 * R) * 6 ? (fx >= floor ? 2 : 1) : 0;
      if (level < 2) {
        const fy = step(j + row, j - row);
        if (fy >= weakFloor && fy * 10 >= step(j + R * row, j - R * row) * 6)
          level = Math.max(level, fy >= floor ? 2 : 1);
      }
      out[y * w + x] = level;
    }
  return out;
}

/**
 * The crisp edges of a window (1 a pixel) that a cut-out's outline is made of: the strong ones, and the faint
 * ones joined to them (where the toy meets a ground of nearly its own colour, its outline steps less, yet
 * still crisply); a faint one on its own is the ground's noise.
 */
function outline(levels: Uint8Array, mw: number, mh: number): Uint8Array {
  const any = new Uint8Array(mw * mh);
  for (let i = 0; i < any.length; i++) any[i] = levels[i] ? 1 : 0;
  // Joined across a pixel: a faint stretch of an outline is often broken by the noise.
  const { label, found } = regions(morph(any, mw, mh, 1, false), mw, mh);
  const strong = new Uint8Array(found.length + 1);
  for (let i = 0; i < levels.length; i++) if (levels[i] === 2) strong[label[i] as number] = 1;
  const out = new Uint8Array(mw * mh);
  for (let i = 0; i < out.length; i++) out[i] = any[i] && strong[label[i] as number] ? 1 : 0;
  return out;
}

/**
 * Sharp detail: the subject a camera focused on has the picture's crispest edges, while a busy ground out
 * of focus (a shelf behind, a printed backdrop) has soft ones. Crisp edge pixels, counted on blocks, are
 * closed into regions; a region dense with them is a candidate, its mask what the ground flooded in round
 * it does not reach (groundFlood). Needs a copy of about 1000 px (at 160 px every edge is crisp). Best first: most crisp blocks, compact.
 */
export function detectSharp(rgb: Uint8Array, w: number, h: number, max = 3): Detected[] {
  const crisp = crispEdges(rgb, w, h, 56, OUTLINE_FLOOR);
  const f = Math.max(1, Math.round(Math.max(w, h) / 256));
  const bw0 = Math.ceil(w / f);
  const bh0 = Math.ceil(h / f);
  const strong = new Uint8Array(bw0 * bh0);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (crisp[y * w + x] === 2) strong[Math.floor(y / f) * bw0 + Math.floor(x / f)] = 1;
  const W = bw0;
  const H = bh0;
  const side = Math.max(W, H);
  const closed = close(strong, W, H, Math.max(2, Math.round(side / 45)));
  const { label, found } = regions(closed, W, H);
  const out: (Detected & { rank: number })[] = [];
  for (const r of found) {
    const bw = r.x1 - r.x0 + 1;
    const bh = r.y1 - r.y0 + 1;
    if (Math.max(bw, bh) < side * 0.04 || bw * bh > W * H * MAX_AREA) continue;
    if (bw / bh > 5 || bh / bw > 5) continue;
    let count = 0;
    for (let y = r.y0; y <= r.y1; y++)
      for (let x = r.x0; x <= r.x1; x++) if (label[y * W + x] === r.id) count += strong[y * W + x] as number;
    // The subject's pixels are looked for on the full copy, in the region's box widened by a fiftieth.
    const reach = Math.max(2, Math.round((side * f) / 50));
    const px0 = Math.max(0, r.x0 * f - reach - 1);
    const py0 = Math.max(0, r.y0 * f - reach - 1);
    const mw = Math.min(w, (r.x1 + 1) * f + reach + 1) - px0;
    const mh = Math.min(h, (r.y1 + 1) * f + reach + 1) - py0;
    const levels = new Uint8Array(mw * mh);
    for (let y = 0; y < mh; y++)
      for (let x = 0; x < mw; x++) {
        const i = (py0 + y) * w + px0 + x;
        // Another region's crisp edges in the window count as faint ones: kept only where they join this one's.
        const own = label[Math.floor((py0 + y) / f) * W + Math.floor((px0 + x) / f)] === r.id;
        levels[y * mw + x] = own ? (crisp[i] as number) : Math.min(1, crisp[i] as number);
      }
    // The subject is what the blurred ground, flooded in from the window's edge, does not reach; its
    // outline's crisp edges (thickened to close gaps of a few pixels) are walls the flood never crosses.
    // The mask is then eroded by a pixel: the walls straddle the edge and hold a rim of the ground.
    const walls = morph(outline(levels, mw, mh), mw, mh, 2, false);
    // The patches the subject is split into, where ground may show through, are bounded by its strong edges
    // alone (a faint edge inside it, between two of its parts, would cut off a patch of one colour).
    const firm = new Uint8Array(mw * mh);
    for (let i = 0; i < firm.length; i++) firm[i] = levels[i] === 2 ? 1 : 0;
    const patchWalls = morph(firm, mw, mh, 2, false);
    const cut = groundFlood({ rgb, w, px0, py0, mw, mh, walls, patchWalls, step: FLOOD_STEP });
    const found = candidate(morph(cut, mw, mh, 1, true), mw, mh, px0, py0, w, h);
    if (found) out.push({ ...found, rank: count * found.fill });
  }
  out.sort((a, b) => b.rank - a.rank);
  return out.slice(0, max).map(({ rank: _rank, ...d }) => d);
}

/**
 * A window of the picture (RGB, w pixels a row) at px0, py0 of mw × mh pixels, with the crisp edges in it
 * (`walls`, one a pixel of the window) and the largest colour step a flood of the ground crosses.
 */
interface FloodWindow {
  rgb: Uint8Array;
  w: number;
  px0: number;
  py0: number;
  mw: number;
  mh: number;
  walls: Uint8Array;
  /** the crisp edges the subject's patches are told apart by (groundInHoles); the walls when not given */
  patchWalls?: Uint8Array;
  step: number;
}

/** Byte offset in the picture of pixel i of a window. */
const windowAt = ({ w, px0, py0, mw }: FloodWindow, i: number) => ((py0 + Math.floor(i / mw)) * w + px0 + (i % mw)) * 3;

/**
 * The subject's pixels in a window of the picture: what the ground, flooded in from the window's edge,
 * does not reach. The flood crosses from a pixel to its neighbour when their colours differ by at most
 * `step` (a blurred ground changes gradually) and never crosses the crisp edges (`walls`); the subject,
 * its parts and whatever they enclose stay dry.
 */
export function groundFlood(window: FloodWindow): Uint8Array {
  const { rgb, mw, mh, walls, step } = window;
  const wet = floodFromEdge(
    mw,
    mh,
    (j) => !walls[j],
    (a, b) => {
      const ja = windowAt(window, a);
      const jb = windowAt(window, b);
      return (
        Math.abs((rgb[ja] as number) - (rgb[jb] as number)) <= step &&
        Math.abs((rgb[ja + 1] as number) - (rgb[jb + 1] as number)) <= step &&
        Math.abs((rgb[ja + 2] as number) - (rgb[jb + 2] as number)) <= step
      );
    },
  );
  // A flood that got into the subject through a gap in its outline a few pixels wide: the ground is what
  // stays joined to the window's edge once the flood is thinned by NECK, grown back by as much.
  const core = morph(wet, mw, mh, NECK, true);
  const { label, found } = regions(core, mw, mh);
  const outer = new Set(
    found.filter((r) => r.x0 === 0 || r.y0 === 0 || r.x1 === mw - 1 || r.y1 === mh - 1).map((r) => r.id),
  );
  const kept = new Uint8Array(mw * mh);
  for (let i = 0; i < kept.length; i++) kept[i] = outer.has(label[i] as number) ? 1 : 0;
  const grown = morph(kept, mw, mh, NECK + 1, false);
  for (let i = 0; i < wet.length; i++) if (!grown[i]) wet[i] = 0;
  const dry = new Uint8Array(mw * mh);
  for (let i = 0; i < dry.length; i++) dry[i] = wet[i] ? 0 : 1;
  groundInHoles(window, dry);
  return dry;
}

/**
 * Ground seen through the subject (between a handle and its body, through a window): a dry patch inside
 * the walls whose mean colour is that of at least a fifth of the wet ground round it is ground too.
 */
function groundInHoles(window: FloodWindow, dry: Uint8Array) {
  const { rgb, mw, mh, step } = window;
  const walls = window.patchWalls ?? window.walls;
  const inner = new Uint8Array(mw * mh);
  for (let i = 0; i < inner.length; i++) inner[i] = dry[i] && !walls[i] ? 1 : 0;
  const { label, found } = regions(inner, mw, mh);
  const at = (x: number, y: number) => windowAt(window, y * mw + x);
  const margin = Math.round(Math.max(mw, mh) * 0.08);
  for (const r of found) {
    if (r.count < 24) continue;
    const mean = [0, 0, 0];
    for (let y = r.y0; y <= r.y1; y++)
      for (let x = r.x0; x <= r.x1; x++)
        if (label[y * mw + x] === r.id)
          for (let c = 0; c < 3; c++) mean[c] = (mean[c] as number) + (rgb[at(x, y) + c] as number);
    for (let c = 0; c < 3; c++) mean[c] = (mean[c] as number) / r.count;
    let near = 0;
    let all = 0;
    for (let y = Math.max(0, r.y0 - margin); y <= Math.min(mh - 1, r.y1 + margin); y++)
      for (let x = Math.max(0, r.x0 - margin); x <= Math.min(mw - 1, r.x1 + margin); x++) {
        if (dry[y * mw + x]) continue;
        all++;
        const j = at(x, y);
        if (
          Math.abs((rgb[j] as number) - (mean[0] as number)) <= step &&
          Math.abs((rgb[j + 1] as number) - (mean[1] as number)) <= step &&
          Math.abs((rgb[j + 2] as number) - (mean[2] as number)) <= step
        )
          near++;
      }
    if (all && near >= all * 0.2)
      for (let y = r.y0; y <= r.y1; y++)
        for (let x = r.x0; x <= r.x1; x++) if (label[y * mw + x] === r.id) dry[y * mw + x] = 0;
  }
}

/**
 * Largest colour step (each channel) between neighbours the flood of the ground crosses: a ground out of
 * focus changes gradually, even with a camera's noise; a crisp subject's outline steps further.
 */
const FLOOD_STEP = 16;
/** Gaps in the subject's outline up to twice this wide (pixels of the detail copy) keep the flood out. */
const NECK = 3;
/** The least step (across two pixels, each channel) of a faint crisp edge that continues a subject's outline. */
const OUTLINE_FLOOR = 32;

/** A mask on a window of the picture (at px0, py0) as a detection: its box is the mask's extent. */
function candidate(own: Uint8Array, mw: number, mh: number, px0: number, py0: number, w: number, h: number) {
  let x0 = mw;
  let y0 = mh;
  let x1 = -1;
  let y1 = -1;
  let filled = 0;
  for (let y = 0; y < mh; y++)
    for (let x = 0; x < mw; x++)
      if (own[y * mw + x]) {
        filled++;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return null;
  const ow = x1 - x0 + 1;
  const oh = y1 - y0 + 1;
  const mask = new Uint8Array(ow * oh);
  for (let y = 0; y < oh; y++) mask.set(own.subarray((y0 + y) * mw + x0, (y0 + y) * mw + x0 + ow), y * ow);
  return {
    x: (px0 + x0) / w,
    y: (py0 + y0) / h,
    width: ow / w,
    height: oh / h,
    fill: filled / (ow * oh),
    cue: 'sharp' as const,
    mask,
    maskWidth: ow,
    maskHeight: oh,
  };
}

/**
 * Something flat reaching into a picture on a plain ground from its edge (a hand holding the toy, a
 * sticker, a thumb over the lens): the largest patch of one colour, unlike the ground, that touches the
 * border, when it covers 2–35 % of the picture. Its pixels (1) or null.
 */
export function coverFromEdge(rgb: Uint8Array, w: number, h: number): Uint8Array | null {
  const ground = borderColour(rgb, w, h);
  const label = new Int32Array(w * h);
  const stack = new Int32Array(w * h);
  let best: { id: number; count: number } | null = null;
  let id = 0;
  const fill = (start: number) => {
    id++;
    const colour = [rgb[start * 3] as number, rgb[start * 3 + 1] as number, rgb[start * 3 + 2] as number];
    let top = 0;
    let count = 0;
    label[start] = id;
    stack[top++] = start;
    while (top) {
      const i = stack[--top] as number;
      count++;
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (j < 0 || j >= w * h || label[j] || unlikeColour(rgb, j * 3, colour, COVER_TOLERANCE)) continue;
        label[j] = id;
        stack[top++] = j;
      }
    }
    if (!best || count > best.count) best = { id, count };
  };
  const edge: number[] = [];
  for (let x = 0; x < w; x++) edge.push(x, (h - 1) * w + x);
  for (let y = 1; y < h - 1; y++) edge.push(y * w, y * w + w - 1);
  for (const i of edge) if (!label[i] && unlikeColour(rgb, i * 3, ground, 40)) fill(i);
  const found = best as { id: number; count: number } | null;
  if (!found || found.count < w * h * 0.02 || found.count > w * h * 0.35) return null;
  const mask = new Uint8Array(w * h);
  for (let i = 0; i < mask.length; i++) mask[i] = label[i] === found.id ? 1 : 0;
  return mask;
}
/** How far (each channel) a cover's pixels may be from the colour where it meets the border. */
const COVER_TOLERANCE = 20;

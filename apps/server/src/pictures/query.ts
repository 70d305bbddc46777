import sharp from 'sharp';
import { fillHoles } from '../platform/raster';
import {
  type Box,
  borderColour,
  coverFromEdge,
  DETECT_SIDE,
  type Detected,
  detectSharp,
  detectSubjects,
  regions as patches,
  plainBorder,
  unlikeColour,
} from './detect';
import { medianColour, querySignature, SIGNATURE_SIDE, type Signature } from './phash';
import { detectRare } from './proposals';

/**
 * A query picture made ready for the index: decoded once to a working copy, its subjects detected, and
 * each region to search (the whole picture, then each subject box made square and padded as catalogue
 * pictures frame their toy) turned into signatures, in several orientations where it pays.
 */

/** Longest side of the working copy that regions are cut from. */
const WORK_SIDE = 512;
/** Longest side of the copy crisp edges are looked for on (fine enough to tell a sharp edge from a soft one). */
const DETAIL_SIDE = 1024;
/** A subject box is widened by this share of its side on each side (catalogue pictures leave a margin). */
const PAD = 0.14;
/**
 * A subject cut out of a busy photo by its crisp edges is framed without a margin: its mask reaches as far as
 * its decorations and shadow, often as far as the catalogue picture's own edges, and the ground round it is
 * painted white, unlike the catalogue picture's own ground.
 */
const CUT_OUT_PAD = 0;
/**
 * A cut-out is also searched framed with this margin: where the toy fills less of its catalogue picture than
 * the alignment reaches (a tight box is then too small a crop of it), the wider frame matches.
 */
const CUT_OUT_MARGIN = 0.1;
/** The small rotations tried on the main region (degrees): photos are seldom held straight. */
export const SMALL_ANGLES = [-15, -10, -5, 5, 10, 15] as const;

export interface Region {
  /** fractions of the (cropped) picture */
  box: Box;
  /** what found it: the whole picture or a detection cue */
  source: 'whole' | 'frame' | Detected['cue'];
  /** signatures to search: [0] upright, then flips, quarter turns and small rotations */
  signatures: Signature[];
  /**
   * the region upright as it may also be: with something covering part of it painted as ground, or a cut-out
   * framed with a margin; searched with [0]
   */
  alsoUpright?: Signature[];
}

export interface PreparedQuery {
  width: number;
  height: number;
  /** the whole picture, then each subject */
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

/**
 * RGB of a square picture turned by `degrees` about its centre (bilinear), corners filled with `fill`; with
 * `inscribed`, only the middle square that was inside the picture before it was turned (a picture turned on a
 * larger canvas, turned back, is that square).
 */
export function turn(
  rgb: Uint8Array,
  side: number,
  degrees: number,
  fill: readonly number[],
  inscribed = false,
): Uint8Array {
  const out = new Uint8Array(rgb.length);
  const a = (degrees * Math.PI) / 180;
  const zoom = inscribed ? 1 / (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a))) : 1;
  const cos = Math.cos(a) * zoom;
  const sin = Math.sin(a) * zoom;
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

/**
 * The tilt of a picture turned on a plain canvas (a rotated photo or screenshot on white): when what differs
 * from the border colour is one rectangle standing on a corner, the angle its top edge was turned by
 * (degrees, clockwise as shown); null otherwise (then the small angles are all tried).
 */
export function canvasTilt(rgb: Uint8Array, w: number, h: number): number | null {
  const ground = borderColour(rgb, w, h);
  let count = 0;
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let y = 0, j = 0; y < h; y++)
    for (let x = 0; x < w; x++, j += 3) {
      if (!unlikeColour(rgb, j, ground, TILT_STEP)) continue;
      count++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  if (count < w * h * 0.2) return null;
  // The extreme points of what differs: the rectangle's corners (each the middle of its run on the extreme line).
  const [top, bottom, left, right] = [
    offCanvasMiddle(rgb, w, ground, 0, y0, 1, 0, w),
    offCanvasMiddle(rgb, w, ground, 0, y1, 1, 0, w),
    offCanvasMiddle(rgb, w, ground, x0, 0, 0, 1, h),
    offCanvasMiddle(rgb, w, ground, x1, 0, 0, 1, h),
  ];
  const length = (a: typeof top, b: typeof top) => Math.hypot(a.x - b.x, a.y - b.y);
  const [a, b, c, d] = [length(top, right), length(right, bottom), length(bottom, left), length(left, top)];
  // A rectangle: opposite sides alike, and it fills the area they span.
  if (Math.abs(a - c) > 0.05 * (a + c) || Math.abs(b - d) > 0.05 * (b + d)) return null;
  if (Math.abs(count - ((a + c) / 2) * ((b + d) / 2)) > 0.06 * count) return null;
  const slope = (Math.atan2(right.y - top.y, right.x - top.x) * 180) / Math.PI;
  const tilt = slope < 45 ? slope : slope - 90;
  return Math.abs(tilt) >= 2 && Math.abs(tilt) <= 25 ? tilt : null;
}
/** How far (each channel) from the canvas colour a pixel still counts as canvas (a picture's pale ground does not). */
const TILT_STEP = 4;

/**
 * The middle of the pixels off the canvas on a line (from x, y in steps of dx, dy), averaged in the order they are
 * met.
 */
function offCanvasMiddle(
  rgb: Uint8Array,
  w: number,
  ground: readonly number[],
  x: number,
  y: number,
  dx: number,
  dy: number,
  length: number,
) {
  const p = { x: 0, y: 0, n: 0 };
  for (let k = 0; k < length; k++, x += dx, y += dy)
    if (unlikeColour(rgb, (y * w + x) * 3, ground, TILT_STEP)) {
      p.x = (p.x * p.n + x) / (p.n + 1);
      p.y = (p.y * p.n + y) / (p.n + 1);
      p.n++;
    }
  return p;
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
function frame(box: Box, w: number, h: number, pad = PAD): Box {
  const side = Math.max(box.width * w, box.height * h) * (1 + 2 * pad);
  const cx = (box.x + box.width / 2) * w;
  const cy = (box.y + box.height / 2) * h;
  const sw = Math.min(side, w);
  const sh = Math.min(side, h);
  const x = Math.max(0, Math.min(w - sw, cx - sw / 2));
  const y = Math.max(0, Math.min(h - sh, cy - sh / 2));
  return { x: x / w, y: y / h, width: sw / w, height: sh / h };
}

/**
 * The picture inside a frame: when a box's outer ring is one plain colour (a chat bubble, a card, a border
 * round a photo in a screenshot), the rectangle of what differs from that colour inside it, taken as a whole
 * picture (no margin added). Null when the ring is not plain or nothing framed is inside.
 */
export function insideFrame(rgb: Uint8Array, w: number, h: number, box: Box, depth = 0): Box | null {
  // The detected box is a few pixels off the frame's edge either way: rings a little inside are tried too.
  for (let inset = 0; inset <= 3; inset++) {
    const x0 = Math.max(0, Math.round(box.x * w) + inset);
    const y0 = Math.max(0, Math.round(box.y * h) + inset);
    const x1 = Math.min(w, Math.round((box.x + box.width) * w)) - 1 - inset;
    const y1 = Math.min(h, Math.round((box.y + box.height) * h)) - 1 - inset;
    if (x1 - x0 < 16 || y1 - y0 < 16) return null;
    const found = framed(rgb, w, x0, y0, x1, y1);
    // A plain ring with no framed picture inside: no ring further in has one either.
    if (found === null) return null;
    if (found) {
      const inner = { x: found[0] / w, y: found[1] / h, width: found[2] / w, height: found[3] / h };
      // A frame in a frame (a bubble on a chat, a border round the photo): peeled too.
      return (depth < 3 && insideFrame(rgb, w, h, inner, depth + 1)) || inner;
    }
  }
  return null;
}

/**
 * The framed picture inside the ring x0..x1 × y0..y1: [x, y, width, height] in pixels; null when the ring is
 * plain but frames no picture, undefined when the ring is not plain.
 */
function framed(rgb: Uint8Array, w: number, x0: number, y0: number, x1: number, y1: number) {
  const at = (x: number, y: number) => (y * w + x) * 3;
  const ring = new Int32Array(2 * (x1 - x0 + 1) + 2 * Math.max(0, y1 - y0 - 1));
  let n = 0;
  for (let x = x0; x <= x1; x++) {
    ring[n++] = at(x, y0);
    ring[n++] = at(x, y1);
  }
  for (let y = y0 + 1; y < y1; y++) {
    ring[n++] = at(x0, y);
    ring[n++] = at(x1, y);
  }
  const colour = medianColour(rgb, ring);
  let plainRing = 0;
  for (const j of ring) if (!unlikeColour(rgb, j, colour, 16)) plainRing++;
  if (plainRing < ring.length * 0.9) return undefined;
  // The largest connected patch unlike the frame is the framed picture (text on the frame is many small ones).
  const fw = x1 - x0 - 1;
  const fh = y1 - y0 - 1;
  const unlike = new Uint8Array(fw * fh);
  for (let y = 0; y < fh; y++)
    for (let x = 0, j = at(x0 + 1, y0 + 1 + y); x < fw; x++, j += 3)
      unlike[y * fw + x] = unlikeColour(rgb, j, colour, 24) ? 1 : 0;
  const { label, found } = patches(unlike, fw, fh);
  // Widest patches first: a thin frame round a picture as like its ground as the outer frame has few pixels
  // but the widest box.
  const area = (r: (typeof found)[number]) => (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1);
  const widest = found.filter((r) => r.count >= fw * fh * 0.002).sort((a, b) => area(b) - area(a));
  for (const patch of widest.slice(0, 4)) {
    const iw = patch.x1 - patch.x0 + 1;
    const ih = patch.y1 - patch.y0 + 1;
    if (iw < fw * 0.3 || ih < fh * 0.3 || iw / ih > 3 || ih / iw > 3) continue;
    // A framed picture fills its rectangle once its holes are filled (an inner frame's ground may be like the
    // outer one); a toy on the frame's own ground does not. What lies before a row's first pixel of the patch
    // and after its last is never filled: when that alone is too much, the rectangle is not filled.
    let open = 0;
    for (let y = 0; y < ih; y++) {
      const row = (patch.y0 + y) * fw + patch.x0;
      let left = 0;
      while (left < iw && label[row + left] !== patch.id) left++;
      let right = 0;
      while (right < iw - left && label[row + iw - 1 - right] !== patch.id) right++;
      open += left + right;
    }
    if (iw * ih - open < iw * ih * 0.85) continue;
    const own = new Uint8Array(iw * ih);
    for (let y = 0; y < ih; y++)
      for (let x = 0; x < iw; x++) own[y * iw + x] = label[(patch.y0 + y) * fw + patch.x0 + x] === patch.id ? 1 : 0;
    let filled = 0;
    for (const v of fillHoles(own, iw, ih)) filled += v;
    if (filled >= iw * ih * 0.85) return [x0 + 1 + patch.x0, y0 + 1 + patch.y0, iw, ih] as const;
  }
  return null;
}

/**
 * The region's pixels outside its detected mask painted white: a toy cut out of a busy photo looks like its
 * catalogue picture on a plain ground. The mask is grown by `grow` of its pixels (shrunk when negative), and
 * how many pixels were kept is counted.
 */
function matte(rgb: Uint8Array, side: number, region: Box, detected: Detected, grow = 1) {
  const out = Uint8Array.from(rgb);
  const { mask, maskWidth: mw, maskHeight: mh } = detected;
  const r = Math.abs(grow);
  // Grown: kept when any mask pixel within r is set; shrunk: only when all are.
  const any = grow >= 0;
  let kept = 0;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      // The pixel's place in the detected box's mask.
      const fx = region.x + ((x + 0.5) / side) * region.width;
      const fy = region.y + ((y + 0.5) / side) * region.height;
      const mx = Math.floor(((fx - detected.x) / detected.width) * mw);
      const my = Math.floor(((fy - detected.y) / detected.height) * mh);
      let inside = !any;
      for (let dy = -r; dy <= r && inside !== any; dy++)
        for (let dx = -r; dx <= r && inside !== any; dx++) {
          const u = mx + dx;
          const v = my + dy;
          inside = u >= 0 && v >= 0 && u < mw && v < mh && mask[v * mw + u] === 1;
        }
      if (inside) kept++;
      else out.fill(255, (y * side + x) * 3, (y * side + x) * 3 + 3);
    }
  return { pixels: out, kept };
}

/**
 * Mask pixels (of the detail copy) left out of a cut-out subject's colours: its mask's rim holds a band of the
 * ground round the crisp outline it was cut along, whose colours would count as the subject's.
 */
const RIM = 4;

/**
 * A page of text and nothing else: by the horizontal projection, the inked rows (ink unlike the border's
 * grey) form many bands, every one of them short and most running across the page (lines of text), with
 * nothing as tall as a picture.
 */
export function textOnly(rgb: Uint8Array, w: number, h: number): boolean {
  const grey = (i: number) =>
    0.299 * (rgb[i * 3] as number) + 0.587 * (rgb[i * 3 + 1] as number) + 0.114 * (rgb[i * 3 + 2] as number);
  const border: number[] = [];
  for (let x = 0; x < w; x++) border.push(grey(x), grey((h - 1) * w + x));
  for (let y = 0; y < h; y++) border.push(grey(y * w), grey(y * w + w - 1));
  const ground = Float64Array.from(border).sort()[border.length >> 1] as number;
  let bands = 0;
  let wide = 0;
  let run = 0;
  let tallest = 0;
  let left = w;
  let right = -1;
  for (let y = 0; y <= h; y++) {
    let ink = 0;
    if (y < h)
      for (let x = 0; x < w; x++)
        if (Math.abs(grey(y * w + x) - ground) > 60) {
          ink++;
          if (x < left) left = x;
          if (x > right) right = x;
        }
    if (ink > w * 0.01) run++;
    else if (run) {
      bands++;
      // A line of text runs across much of the page.
      if (right - left > w * 0.3) wide++;
      tallest = Math.max(tallest, run);
      run = 0;
    }
    if (!run) {
      left = w;
      right = -1;
    }
  }
  return bands >= 8 && wide >= bands * 0.75 && tallest < h * 0.06;
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

/** A subject of the query picture: its box, what found it and the detection whose mask it is cut along (if any). */
export interface Subject {
  box: Box;
  source: Region['source'];
  detected?: Detected;
}

/**
 * A query picture decoded, with the whole picture's region ready to search and its subjects found (their
 * signatures are computed by subjectRegions, only when the whole picture matched nothing well).
 */
export interface WholePrepared {
  /** the picture's size as shown (EXIF-turned, before any crop) */
  shown: { width: number; height: number };
  width: number;
  height: number;
  whole: Region;
  subjects: Subject[];
  /** the working copy (RGB, width × height) the subjects are cut from */
  rgb: Uint8Array;
  /** how many regions, the whole picture first, are also searched mirrored and turned */
  oriented: number;
  /** the picture has almost nothing in it (one colour, or noise without structure) */
  featureless: boolean;
}

/**
 * Decodes a picture (EXIF-turned, optionally cropped to a box of pixels) and prepares it whole: its region
 * (mirrored, turned and at small angles too) and up to `maxBoxes` detected subjects. The first `orientedRegions`
 * regions (the whole picture, then the subjects) are also searched mirrored and turned.
 */
export async function prepareWhole(
  bytes: Uint8Array,
  crop?: { x: number; y: number; width: number; height: number },
  options: { maxBoxes?: number; orientedRegions?: number } = {},
): Promise<WholePrepared> {
  let input = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
  const meta = await input.metadata();
  // (EXIF orientations 5–8 swap width and height)
  const turned = (meta.orientation ?? 1) >= 5;
  const shown = { width: (turned ? meta.height : meta.width) ?? 1, height: (turned ? meta.width : meta.height) ?? 1 };
  if (crop)
    input = sharp(
      await input.extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height }).toBuffer(),
    );
  const detail = await input
    .flatten({ background: '#ffffff' })
    .resize(DETAIL_SIDE, DETAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const work =
    Math.max(detail.info.width, detail.info.height) > WORK_SIDE
      ? await sharp(detail.data, { raw: detail.info })
          .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside' })
          .raw()
          .toBuffer({ resolveWithObject: true })
      : detail;
  const { width: w, height: h } = work.info;
  const rgb = new Uint8Array(work.data.buffer, work.data.byteOffset, work.data.byteLength);
  const scale = DETECT_SIDE / Math.max(w, h);
  const dw = Math.max(8, Math.round(w * scale));
  const dh = Math.max(8, Math.round(h * scale));
  const small = await sharp(work.data, { raw: work.info }).resize(dw, dh, { fit: 'fill' }).raw().toBuffer();
  const smallRgb = new Uint8Array(small.buffer, small.byteOffset, small.byteLength);
  const { deviation, edges } = structure(smallRgb, dw, dh);
  let detected = detectSubjects(smallRgb, dw, dh, options.maxBoxes ?? 3);
  const detailRgb = new Uint8Array(detail.data.buffer, detail.data.byteOffset, detail.data.byteLength);
  // A busy ground (most of the border not one colour): the subject is looked for by its crisp edges too.
  // What the camera focused on is the subject there; the boxes the colour cues find on the blurred ground
  // around it are the ground's own objects, searched only when nothing is in focus.
  const plain = plainBorder(smallRgb, dw, dh) >= 0.6;
  // A busy ground in focus has crisp edges everywhere: the toy's colours rare on the ground find it there.
  if (!plain) {
    const sharp = detectSharp(detailRgb, detail.info.width, detail.info.height, 2);
    const rare = detectRare(smallRgb, dw, dh, 2);
    if (sharp.length || rare.length) detected = [...rare, ...sharp];
  }
  const oriented = options.orientedRegions ?? 2;
  const whole: Box = { x: 0, y: 0, width: 1, height: 1 };
  // A picture turned on a plain canvas is turned back by its own tilt, not by every small angle.
  const tilt = plain ? canvasTilt(rgb, w, h) : null;
  // Something flat reaching in from the edge of a plain picture (a hand holding the toy): the picture is
  // searched with it painted as ground too (what it hides is unknown; its own colour would mislead).
  const cover = plain ? coverFromEdge(rgb, w, h) : null;
  let alsoUpright: Signature[] | undefined;
  if (cover) {
    const ground = borderColour(rgb, w, h);
    const painted = Uint8Array.from(rgb);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        // The cover and a pixel round it (its blended edge).
        const i = y * w + x;
        if (
          cover[i] ||
          (x > 0 && cover[i - 1]) ||
          (x < w - 1 && cover[i + 1]) ||
          (y > 0 && cover[i - w]) ||
          (y < h - 1 && cover[i + w])
        )
          painted.set(ground, i * 3);
      }
    alsoUpright = [querySignature(cut(painted, w, h, whole, SIGNATURE_SIDE))];
  }
  const subjects: Subject[] = [];
  // A picture inside a plain frame (a screenshot's interface, a chat bubble) is searched as a whole picture.
  const framedWhole = insideFrame(rgb, w, h, whole);
  if (framedWhole && framedWhole.width * framedWhole.height < 0.9) subjects.push({ box: framedWhole, source: 'frame' });
  const near = (a: Box, b: Box) =>
    Math.abs(a.x - b.x) < 0.02 && Math.abs(a.y - b.y) < 0.02 && Math.abs(a.width - b.width) < 0.02;
  for (const d of detected) {
    const inner = insideFrame(rgb, w, h, d);
    if (inner && (near(whole, inner) || subjects.some((r) => near(r.box, inner)))) continue;
    if (inner) subjects.push({ box: inner, source: 'frame' });
    else
      subjects.push({
        box: frame(d, w, h, d.cue === 'sharp' ? CUT_OUT_PAD : PAD),
        source: d.cue,
        // A subject on the ground's own colour is cut as it is; the others along their masks.
        detected: d.cue === 'ground' ? undefined : d,
      });
  }
  return {
    shown,
    width: w,
    height: h,
    whole: {
      box: whole,
      source: 'whole',
      signatures: signaturesOf(
        cut(rgb, w, h, whole, SIGNATURE_SIDE),
        oriented > 0,
        tilt === null ? SMALL_ANGLES : [-tilt],
      ),
      alsoUpright,
    },
    subjects,
    rgb,
    oriented,
    // Blank, a smooth gradient, or noise: nothing a product picture is made of.
    featureless:
      deviation < 6 || edges < 0.004 || (edges > 0.35 && deviation > 50) || (!framedWhole && textOnly(rgb, w, h)),
  };
}

/**
 * A region's signatures: upright, then (all) mirrored and turned, then turned back by each of `angles`; the hue
 * histogram of `colourOf` (the same picture with what is not surely the subject left out).
 */
function signaturesOf(pixels: Uint8Array, all: boolean, angles: readonly number[] = [], colourOf = pixels) {
  const list = [querySignature(pixels, colourOf)];
  if (all) for (let k = 1; k < 8; k++) list.push(querySignature(orient(pixels, SIGNATURE_SIDE, k), colourOf));
  for (const a of angles) list.push(querySignature(turn(pixels, SIGNATURE_SIDE, a, [255, 255, 255], true)));
  return list;
}

/** The regions of a prepared picture's subjects: each cut out (along its mask when detected so) and signed. */
export function subjectRegions(query: WholePrepared): Region[] {
  const { rgb, width: w, height: h } = query;
  return query.subjects.map(({ box, source, detected: d }, k) => {
    // The whole picture is region 0.
    const all = k + 1 < query.oriented;
    let pixels = cut(rgb, w, h, box, SIGNATURE_SIDE);
    if (!d) return { box, source, signatures: signaturesOf(pixels, all) };
    const matted = matte(pixels, SIGNATURE_SIDE, box, d);
    let colourOf = matted.pixels;
    let alsoUpright: Signature[] | undefined;
    if (d.cue === 'sharp') {
      // A cut-out's colours are taken from inside its rim, unless that leaves little of it (a thin toy).
      const interior = matte(pixels, SIGNATURE_SIDE, box, d, -RIM);
      if (interior.kept >= matted.kept * 0.3) colourOf = interior.pixels;
      const wider = frame(d, w, h, CUT_OUT_MARGIN);
      const widerPixels = matte(cut(rgb, w, h, wider, SIGNATURE_SIDE), SIGNATURE_SIDE, wider, d).pixels;
      alsoUpright = [querySignature(widerPixels, colourOf)];
    }
    pixels = matted.pixels;
    return { box, source, alsoUpright, signatures: signaturesOf(pixels, all, [], colourOf) };
  });
}

/** A picture prepared whole and its subjects' regions at once (what the staged search does in two steps). */
export async function prepareQuery(...args: Parameters<typeof prepareWhole>): Promise<PreparedQuery> {
  const query = await prepareWhole(...args);
  return {
    width: query.width,
    height: query.height,
    regions: [query.whole, ...subjectRegions(query)],
    featureless: query.featureless,
  };
}

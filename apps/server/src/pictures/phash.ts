/**
 * Perceptual picture signatures for image search, searched in three stages:
 * 1. a scan of every picture's 64-bit DCT hashes (whole picture, mirror, several crops, subject box) and
 *    hue histogram picks a few hundred candidates (as WebAssembly: scan.wat, over records in a shared memory);
 * 2. each candidate's 32×32 grey thumbnail is aligned to the query by its row and column profiles (the
 *    query may be any crop of up to a quarter of either side, stretched to a square), scored by the
 *    correlation of the grey and the 16×16 chroma thumbnails there or uncropped, whichever is higher;
 * 3. the best of those are aligned finer and ranked by the same correlations plus the other stages' evidence.
 * Correlation ignores brightness and contrast; the alignment undoes crops and resizing; chroma tells apart
 * drawings of one shape in other colours. The index is ranked in parts of PART_SIZE pictures, each through
 * all three stages on a worker thread (picture-pool.ts), in parallel, and the parts' best are merged; the
 * workers read the index's arrays in place (a shared WebAssembly memory for stage 1's records, SharedArrayBuffers
 * for the thumbnails). Stage 1 runs as WebAssembly (scan.ts): lower bounds of the colour and hash terms (hue
 * groups, the spread of each picture's variants) rule pictures out before they are compared in full.
 */

import {
  BLOCK,
  growTo,
  HISTOGRAM_AT,
  MAX_QUERIES,
  NEAREST_LAYOUT,
  RECORD_BINS,
  RECORD_BYTES,
  RECORD_GROUPS,
  RECORD_HASHES,
  RECORD_SPREADS,
  RECORDS_AT,
  recordBytes,
  type ScanMemory,
  type Slot,
  scanMemory,
  withSlot,
} from './scan';

/** Side of the square the picture is reduced to before hashing. */
export const SIGNATURE_SIDE = 96;
const HASH_SIDE = 32;
/** Side of the grey thumbnail kept per picture for the alignment stages (SIGNATURE_SIDE / 3). */
export const THUMB_SIDE = 32;
const THUMB_AREA = THUMB_SIDE * THUMB_SIDE;
/** Side of the two chroma thumbnails (SIGNATURE_SIDE / 6) stored after the grey one. */
const CHROMA_SIDE = 16;
const CHROMA_AREA = CHROMA_SIDE * CHROMA_SIDE;
/** Bytes of a picture's thumbnails: grey, then the red–green and the yellow–blue chroma. */
export const THUMB_BYTES = THUMB_AREA + 2 * CHROMA_AREA;
/**
 * Candidates taken from the hash scan into the profile alignment, per part of the index: one picture in 200 of the
 * part, from 250 to 500 (a larger catalogue holds more look-alikes nearer a query by hashes than its own picture; in
 * a smaller one, fewer candidates leave fewer look-alikes to outscore it).
 */
const coarseCandidates = (pictures: number) => Math.min(500, Math.max(250, Math.round(pictures / 200)));
/** Candidates taken from the profile alignment into the full alignment (at least). */
const FINE_CANDIDATES = 48;
/** Crops the alignment considers: the query shows at least this share of the picture's width and height. */
const MIN_SHARE = 0.66;
const COARSE_STEP = 0.04;
/**
 * Final score: grey correlation + CHROMA_WEIGHT × chroma correlation + PROFILE_WEIGHT × profile correlation
 * − penalties per hash bit and per hue-histogram unit.
 */
const CHROMA_WEIGHT = 0.5;
/** Mean squared chroma deviation (per sample, in halved units) under which a query counts as colourless. */
const COLOURLESS = 4;
const PROFILE_WEIGHT = 0.05;
const HASH_PENALTY = 0.001;
const COLOUR_PENALTY = 0.0002;

/** Regions hashed for an indexed picture: [x, y, w, h] as fractions; index 1 is the mirror of 0. */
export const INDEX_REGIONS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 1, 1],
  [0, 0, 1, 1],
  [0.05, 0.05, 0.9, 0.9],
  [0, 0, 0.87, 0.87],
  [0.13, 0, 0.87, 0.87],
  [0, 0.13, 0.87, 0.87],
  [0.13, 0.13, 0.87, 0.87],
];
/** The region variants plus one hash of the subject box (compared with the query's own subject box). */
export const VARIANTS = INDEX_REGIONS.length + 1;
/** Coarse scores (quarter bits) are counted up to this bin. */
const SCORE_BINS = 1024;
/** The coarse score of a picture its bounds ruled out (as scan.wat writes it). */
const NOT_SCORED = 0x7ff;
const MIRROR_VARIANT = 1;

const COS: Float64Array[] = Array.from({ length: 8 }, (_, u) => {
  const row = new Float64Array(HASH_SIDE);
  for (let x = 0; x < HASH_SIDE; x++) row[x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * HASH_SIDE));
  return row;
});

/**
 * The channels one signature is computed from, reused by every signature of a thread (one at a time, and none is
 * kept): a query's many signatures would otherwise leave megabytes of arrays to collect.
 */
const CHANNELS = {
  grey: new Float64Array(SIGNATURE_SIDE * SIGNATURE_SIDE),
  redGreen: new Float64Array(SIGNATURE_SIDE * SIGNATURE_SIDE),
  yellowBlue: new Float64Array(SIGNATURE_SIDE * SIGNATURE_SIDE),
};

/** Greyscale of a SIGNATURE_SIDE² RGB raw buffer (in CHANNELS.grey). */
function luminance(rgb: Uint8Array): Float64Array {
  const { grey } = CHANNELS;
  for (let i = 0, j = 0; i < grey.length; i++, j += 3) {
    grey[i] = 0.299 * (rgb[j] as number) + 0.587 * (rgb[j + 1] as number) + 0.114 * (rgb[j + 2] as number);
  }
  return grey;
}

/** Area averages of a SIGNATURE_SIDE² channel on a side² grid, written from `offset` on (value + bias, clamped). */
function reduce(channel: Float64Array, side: number, out: Uint8Array, offset: number, scale = 1, bias = 0): void {
  const f = SIGNATURE_SIDE / side;
  const sums = new Float64Array(side * side);
  for (let y = 0; y < SIGNATURE_SIDE; y++) {
    const row = Math.floor(y / f) * side;
    for (let x = 0; x < SIGNATURE_SIDE; x++) {
      const t = row + Math.floor(x / f);
      sums[t] = (sums[t] as number) + (channel[y * SIGNATURE_SIDE + x] as number);
    }
  }
  for (let i = 0; i < side * side; i++)
    out[offset + i] = Math.max(0, Math.min(255, Math.round(((sums[i] as number) / (f * f)) * scale + bias)));
}

/**
 * The thumbnails: 32×32 grey (3×3 area averages), then 16×16 red–green (R − G) and yellow–blue
 * ((R + G) / 2 − B) chroma, halved and centred on 128. Chroma tells apart drawings of one shape whose
 * parts have other colours; a brighter or darker copy only scales it.
 */
function thumbnails(rgb: Uint8Array, grey: Float64Array): Uint8Array {
  const out = new Uint8Array(THUMB_BYTES);
  reduce(grey, THUMB_SIDE, out, 0);
  const n = SIGNATURE_SIDE * SIGNATURE_SIDE;
  const { redGreen, yellowBlue } = CHANNELS;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const r = rgb[j] as number;
    const g = rgb[j + 1] as number;
    redGreen[i] = r - g;
    yellowBlue[i] = (r + g) / 2 - (rgb[j + 2] as number);
  }
  reduce(redGreen, CHROMA_SIDE, out, THUMB_AREA, 0.5, 128);
  reduce(yellowBlue, CHROMA_SIDE, out, THUMB_AREA + CHROMA_AREA, 0.5, 128);
  return out;
}

/** Area-averaged 32×32 sample of a region of the square grey picture, optionally mirrored. */
function sample(grey: Float64Array, side: number, region: readonly number[], mirror: boolean): Float64Array {
  const [fx, fy, fw, fh] = region as [number, number, number, number];
  const out = new Float64Array(HASH_SIDE * HASH_SIDE);
  const x0 = fx * side;
  const y0 = fy * side;
  const sx = (fw * side) / HASH_SIDE;
  const sy = (fh * side) / HASH_SIDE;
  for (let oy = 0; oy < HASH_SIDE; oy++) {
    const ya = Math.floor(y0 + oy * sy);
    const yb = Math.max(ya + 1, Math.min(side, Math.floor(y0 + (oy + 1) * sy)));
    for (let ox = 0; ox < HASH_SIDE; ox++) {
      const xa = Math.floor(x0 + ox * sx);
      const xb = Math.max(xa + 1, Math.min(side, Math.floor(x0 + (ox + 1) * sx)));
      let sum = 0;
      for (let y = ya; y < yb; y++) for (let x = xa; x < xb; x++) sum += grey[y * side + x] as number;
      out[oy * HASH_SIDE + (mirror ? HASH_SIDE - 1 - ox : ox)] = sum / ((yb - ya) * (xb - xa));
    }
  }
  return out;
}

/** The 64-bit pHash of a 32×32 grey sample: signs of the 8×8 low DCT coefficients against their median. */
function dctHash(pixels: Float64Array): [number, number] {
  const rows = new Float64Array(HASH_SIDE * 8);
  for (let y = 0; y < HASH_SIDE; y++) {
    for (let u = 0; u < 8; u++) {
      const cos = COS[u] as Float64Array;
      let s = 0;
      for (let x = 0; x < HASH_SIDE; x++) s += (pixels[y * HASH_SIDE + x] as number) * (cos[x] as number);
      rows[y * 8 + u] = s;
    }
  }
  const coefficients = new Float64Array(64);
  for (let v = 0; v < 8; v++) {
    const cos = COS[v] as Float64Array;
    for (let u = 0; u < 8; u++) {
      let s = 0;
      for (let y = 0; y < HASH_SIDE; y++) s += (rows[y * 8 + u] as number) * (cos[y] as number);
      coefficients[v * 8 + u] = s;
    }
  }
  // The DC term says only how bright the picture is; leave it out of the median and the bits.
  const ac = coefficients.slice(1).sort();
  const median = ((ac[31] as number) + (ac[32] as number)) / 2;
  let hi = 0;
  let lo = 0;
  for (let i = 1; i < 64; i++) {
    if ((coefficients[i] as number) > median) {
      if (i < 32) hi |= 1 << i;
      else lo |= 1 << (i - 32);
    }
  }
  return [hi >>> 0, lo >>> 0];
}

/** Each channel's median over the RGB pixels at some byte offsets (found by counting: the values are bytes). */
export function medianColour(rgb: Uint8Array, offsets: ArrayLike<number>): [number, number, number] {
  const counts = [0, 1, 2].map(() => new Uint32Array(256));
  for (let k = 0; k < offsets.length; k++)
    for (let c = 0; c < 3; c++) {
      const count = counts[c] as Uint32Array;
      const v = rgb[(offsets[k] as number) + c] as number;
      count[v] = (count[v] as number) + 1;
    }
  // The value sorting would put at offsets.length >> 1.
  return counts.map((count) => {
    let v = 0;
    for (let seen = count[0] as number; seen <= offsets.length >> 1; ) seen += count[++v] as number;
    return v;
  }) as [number, number, number];
}

/**
 * The box around the picture's subject: pixels that differ from the border colour, 2nd–98th percentile
 * of their positions, widened by 4 %. A crop that leaves the subject whole leaves this box on the same
 * part of the subject, so a hash of the box survives crops (catalogue pictures are subjects on plain ground).
 */
export function subjectBox(rgb: Uint8Array, side: number): [number, number, number, number] {
  // The border's colour (4 × side pixels, corners twice).
  const border = new Int32Array(4 * side);
  const last = side - 1;
  for (let i = 0; i < side; i++) border.set([i * 3, (last * side + i) * 3, i * side * 3, (i * side + last) * 3], i * 4);
  const background = medianColour(rgb, border);
  const xs = new Uint32Array(side);
  const ys = new Uint32Array(side);
  let count = 0;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const j = (y * side + x) * 3;
      let diff = 0;
      for (let c = 0; c < 3; c++) diff = Math.max(diff, Math.abs((rgb[j + c] as number) - (background[c] as number)));
      if (diff > 48) {
        xs[x] = (xs[x] as number) + 1;
        ys[y] = (ys[y] as number) + 1;
        count++;
      }
    }
  }
  if (count < side * side * 0.02) return [0, 0, 1, 1];
  const percentile = (histogram: Uint32Array, q: number) => {
    let seen = 0;
    for (let i = 0; i < histogram.length; i++) {
      seen += histogram[i] as number;
      if (seen >= q * count) return i;
    }
    return histogram.length - 1;
  };
  const pad = 0.04 * side;
  const x0 = Math.max(0, percentile(xs, 0.02) - pad);
  const x1 = Math.min(side, percentile(xs, 0.98) + 1 + pad);
  const y0 = Math.max(0, percentile(ys, 0.02) - pad);
  const y1 = Math.min(side, percentile(ys, 0.98) + 1 + pad);
  return [x0 / side, y0 / side, (x1 - x0) / side, (y1 - y0) / side];
}

/**
 * The colours of the subject: a 24-bin hue histogram of the saturated pixels,
 * scaled to sum 255. Crops, resizing, recompression, brightness and grey watermarks barely move it,
 * while it separates drawings of the same shape in other colours.
 */
function colourLayout(rgb: Uint8Array, side: number): Uint8Array {
  const bins = new Float64Array(24);
  let total = 0;
  for (let i = 0; i < side * side; i++) {
    const r = (rgb[i * 3] as number) / 255;
    const g = (rgb[i * 3 + 1] as number) / 255;
    const b = (rgb[i * 3 + 2] as number) / 255;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const chroma = max - min;
    // Saturation relative to brightness, so a brighter or darker copy keeps the same pixels.
    if (max < 0.12 || chroma / max < 0.3) continue;
    let hue = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
    if (hue < 0) hue += 6;
    // Soft binning: a hue between two bins counts for both, so small hue shifts move little weight.
    const position = (hue / 6) * 24 - 0.5;
    const low = Math.floor(position);
    const share = position - low;
    const first = (low + 24) % 24;
    const second = (low + 1) % 24;
    bins[first] = (bins[first] as number) + 1 - share;
    bins[second] = (bins[second] as number) + share;
    total += 1;
  }
  const out = new Uint8Array(48);
  if (total > 0) for (let i = 0; i < 24; i++) out[i] = Math.round(((bins[i] as number) / total) * 255);
  return out;
}

export interface Signature {
  /** VARIANTS × 8 bytes (hi, lo big-endian per variant) for an indexed picture; 16 bytes for a query */
  hashes: Uint8Array;
  colour: Uint8Array;
  /** THUMB_BYTES: the grey thumbnail, then the two chroma thumbnails */
  thumb: Uint8Array;
}

function pack(pairs: [number, number][]): Uint8Array {
  const bytes = new Uint8Array(pairs.length * 8);
  const view = new DataView(bytes.buffer);
  pairs.forEach(([hi, lo], i) => {
    view.setUint32(i * 8, hi);
    view.setUint32(i * 8 + 4, lo);
  });
  return bytes;
}

/** The signature of a catalogue picture from its SIGNATURE_SIDE² RGB raw pixels: every index variant. */
export function indexSignature(rgb: Uint8Array): Signature {
  const grey = luminance(rgb);
  const pairs = INDEX_REGIONS.map((region, i) => dctHash(sample(grey, SIGNATURE_SIDE, region, i === MIRROR_VARIANT)));
  pairs.push(dctHash(sample(grey, SIGNATURE_SIDE, subjectBox(rgb, SIGNATURE_SIDE), false)));
  return { hashes: pack(pairs), colour: colourLayout(rgb, SIGNATURE_SIDE), thumb: thumbnails(rgb, grey) };
}

/**
 * The signature of a query picture: the whole picture and its subject box; the hue histogram of `colourOf`
 * when given (the same picture with what is not surely the subject left out).
 */
export function querySignature(rgb: Uint8Array, colourOf: Uint8Array = rgb): Signature {
  const grey = luminance(rgb);
  return {
    hashes: pack([
      dctHash(sample(grey, SIGNATURE_SIDE, [0, 0, 1, 1], false)),
      dctHash(sample(grey, SIGNATURE_SIDE, subjectBox(rgb, SIGNATURE_SIDE), false)),
    ]),
    colour: colourLayout(colourOf, SIGNATURE_SIDE),
    thumb: thumbnails(rgb, grey),
  };
}

/** Bits set in every byte value. */
const POP8 = new Uint8Array(256);
for (let i = 1; i < 256; i++) POP8[i] = (POP8[i >> 1] as number) + (i & 1);

/**
 * A span's samples on a side-long axis: the picture's samples from..from + count − 1, each at a query coordinate
 * clamped to the axis, that is between the query's samples index and index + 1, at weight of the way.
 */
interface Samples {
  from: number;
  count: number;
  index: Int32Array;
  weight: Float64Array;
}

/**
 * A crop on one axis: the query spans [start, start + share] of the picture (fractions). Each span is made once
 * (spanOf, all of them as the module loads) and numbered, so a search's caches are arrays or number-keyed maps.
 */
interface Span {
  readonly id: number;
  readonly start: number;
  readonly share: number;
  /** its samples on the grey grid (and the profiles, THUMB_SIDE long) and on the chroma grid */
  readonly samples: readonly [grey: Samples, chroma: Samples];
}

function samplesOf(start: number, share: number, side: number): Samples {
  const from = Math.max(0, Math.ceil(start * side - 0.5));
  const to = Math.min(side - 1, Math.floor((start + share) * side - 0.5));
  const count = Math.max(0, to - from + 1);
  const index = new Int32Array(count);
  const weight = new Float64Array(count);
  for (let i = from; i <= to; i++) {
    const at = (((i + 0.5) / side - start) / share) * side - 0.5;
    const c = Math.min(side - 1, Math.max(0, at));
    index[i - from] = Math.min(side - 2, Math.floor(c));
    weight[i - from] = c - (index[i - from] as number);
  }
  return { from, count, index, weight };
}

/** Every span, by number and by value (spans of equal value resample alike, so one stands for all). */
const SPANS: Span[] = [];
const spanByValue = new Map<string, Span>();

function spanOf(start: number, share: number): Span {
  const key = `${start} ${share}`;
  let span = spanByValue.get(key);
  if (!span) {
    const samples = [samplesOf(start, share, THUMB_SIDE), samplesOf(start, share, CHROMA_SIDE)] as const;
    span = { id: SPANS.length, start, share, samples };
    SPANS.push(span);
    spanByValue.set(key, span);
  }
  return span;
}

/** The spans of the coarse alignment: every share from 1 down to MIN_SHARE and every start, COARSE_STEP apart. */
const COARSE_SPANS: Span[] = [];
for (let share = 1; share >= MIN_SHARE - 1e-9; share -= COARSE_STEP)
  for (let start = 0; start <= 1 - share + 1e-9; start += COARSE_STEP) COARSE_SPANS.push(spanOf(start, share));

/**
 * Scratch memory for the query's resampled thumbnails (Columns and Blocks are offsets into it): a search makes
 * hundreds, so one growing array per thread stands for as many short-lived ones. rankPart() is synchronous and
 * starts it afresh; nothing taken from it outlives that call. Read it through `arena` after the last take.
 */
let arena = new Float64Array(1 << 16);
let arenaTop = 0;

/** The offset of n fresh numbers in the arena (it grows by copying; offsets taken before stay valid). */
function take(n: number): number {
  if (arenaTop + n > arena.length) {
    const grown = new Float64Array(Math.max(2 * arena.length, arenaTop + n));
    grown.set(arena.subarray(0, arenaTop));
    arena = grown;
  }
  const at = arenaTop;
  arenaTop += n;
  return at;
}

/**
 * The query under a span, resampled onto the picture's samples the span covers: for sample i of the
 * picture (from..from + n - 1), the query's value at the same place (n numbers in the arena from `at`).
 */
interface Resampled {
  span: Span;
  from: number;
  n: number;
  at: number;
  sum: number;
  /** the sum of squares less sum² / n (n × the variance) */
  spread: number;
}

/** A profile of THUMB_SIDE samples resampled for a span by linear interpolation. */
function resample(profile: Float64Array, span: Span): Resampled {
  const { from, count: n, index, weight } = span.samples[0];
  const at = take(n);
  const values = arena;
  let sum = 0;
  let squares = 0;
  for (let k = 0; k < n; k++) {
    const i = index[k] as number;
    const a = weight[k] as number;
    const v = (profile[i] as number) * (1 - a) + (profile[i + 1] as number) * a;
    values[at + k] = v;
    sum += v;
    squares += v * v;
  }
  return { span, from, n, at, sum, spread: squares - (sum * sum) / n };
}

/** Correlation of a picture profile (with prefix sums of values and squares) with a resampled query. */
function correlate(profile: Float64Array, prefix: Float64Array, prefix2: Float64Array, q: Resampled): number {
  const { n, at, from, sum } = q;
  const values = arena;
  const end = from + n;
  const sp = (prefix[end] as number) - (prefix[from] as number);
  const spp = (prefix2[end] as number) - (prefix2[from] as number);
  let sqp = 0;
  for (let k = 0; k < n; k++) sqp += (values[at + k] as number) * (profile[from + k] as number);
  const cov = sqp - (sum * sp) / n;
  const variance = q.spread * (spp - (sp * sp) / n);
  return variance > 1e-9 ? cov / Math.sqrt(variance) : 0;
}

/** Adds a grey thumbnail's column sums then row sums (its profiles × THUMB_SIDE) into sums[o …]. */
function profileSums(thumb: ArrayLike<number>, sums: Uint16Array, o: number): void {
  for (let y = 0; y < THUMB_SIDE; y++)
    for (let x = 0; x < THUMB_SIDE; x++) {
      const v = thumb[y * THUMB_SIDE + x] as number;
      sums[o + x] = (sums[o + x] as number) + v;
      sums[o + THUMB_SIDE + y] = (sums[o + THUMB_SIDE + y] as number) + v;
    }
}

function prefixSums(profile: Float64Array, prefix: Float64Array, prefix2: Float64Array): void {
  for (let i = 0; i < THUMB_SIDE; i++) {
    const v = profile[i] as number;
    prefix[i + 1] = (prefix[i] as number) + v;
    prefix2[i + 1] = (prefix2[i] as number) + v * v;
  }
}

/**
 * The best span of a list for one axis: [index, correlation]. With `keep`, every span's correlation is also
 * written to the arena from there on (stage 3 compares the same spans again).
 */
function bestSpan(profile: Float64Array, prefix: Float64Array, prefix2: Float64Array, spans: Resampled[], keep = -1) {
  let best = 0;
  let score = -2;
  for (let k = 0; k < spans.length; k++) {
    const s = correlate(profile, prefix, prefix2, spans[k] as Resampled);
    if (keep >= 0) arena[keep + k] = s;
    if (s > score) {
      score = s;
      best = k;
    }
  }
  return [best, score] as const;
}

/** Spans around a coarse one, a quarter of COARSE_STEP apart, kept inside the picture. */
function finerSpans({ start, share }: Span): Span[] {
  const out: Span[] = [];
  const d = COARSE_STEP / 4;
  for (let i = -2; i <= 2; i++)
    for (let j = -2; j <= 2; j++) {
      // A share past 1 only from one already past it (the query showing more than the picture).
      const s = share > 1 ? share + i * d : Math.min(1, share + i * d);
      out.push(spanOf(Math.max(Math.min(0, 1 - s), Math.min(Math.max(0, 1 - s), start + j * d)), s));
    }
  return out;
}

/**
 * One of the thumbnails: its side, its first byte and its channels (planes one after the other); `index` says
 * which of a span's samples are on it.
 */
interface Grid {
  index: 0 | 1;
  side: number;
  offset: number;
  channels: number;
}
const GREY: Grid = { index: 0, side: THUMB_SIDE, offset: 0, channels: 1 };
const CHROMA: Grid = { index: 1, side: CHROMA_SIDE, offset: THUMB_AREA, channels: 2 };

/**
 * The query's thumbnail on one grid resampled along its rows onto the picture's columns that a column span
 * covers: every row of the grid, for each channel (the first half of the bilinear resampling, shared by every
 * row span paired with this column span).
 */
interface Columns {
  grid: Grid;
  left: number;
  nx: number;
  /** the offset in the arena of channels × side rows × nx values */
  at: number;
}

function resampleColumns(query: Uint8Array, columnSpan: Span, grid: Grid): Columns {
  const { side, offset, channels } = grid;
  const columns = columnSpan.samples[grid.index];
  const { count: nx, index: xi, weight: xa } = columns;
  const at = take(channels * side * nx);
  const values = arena;
  for (let row = 0, k = at; row < channels * side; row++) {
    const base = offset + row * side;
    for (let c = 0; c < nx; c++, k++) {
      const o = base + (xi[c] as number);
      values[k] = (query[o] as number) + ((query[o + 1] as number) - (query[o] as number)) * (xa[c] as number);
    }
  }
  return { grid, left: columns.from, nx, at };
}

/**
 * The query's thumbnail on one grid resampled onto the picture's samples that a row span and a column
 * span cover, with each channel's sums (channels are centred separately when correlated).
 */
interface Block {
  grid: Grid;
  top: number;
  left: number;
  ny: number;
  nx: number;
  /** the offset in the arena of channels × ny × nx values, then each channel's sum */
  at: number;
  squares: number;
  /** the picture correlated as the block was made (or −1), and that correlation */
  picture: number;
  correlation: number;
}

/** A block from the query's columns for the column span, resampled along the columns for a row span. */
function resampleBlock(columns: Columns, rowSpan: Span): Block {
  const { grid, nx } = columns;
  const { side, channels } = grid;
  const rows = rowSpan.samples[grid.index];
  const { count: ny, index: yi, weight: ya } = rows;
  const n = ny * nx;
  const at = take(n * channels + channels);
  const values = arena;
  let squares = 0;
  for (let ch = 0; ch < channels; ch++) {
    const plane = columns.at + ch * side * nx;
    let sum = 0;
    for (let r = 0, k = at + ch * n; r < ny; r++) {
      const ay = ya[r] as number;
      const upper = plane + (yi[r] as number) * nx;
      const lower = upper + nx;
      for (let c = 0; c < nx; c++, k++) {
        const u = values[upper + c] as number;
        const q = u + ((values[lower + c] as number) - u) * ay;
        values[k] = q;
        sum += q;
        squares += q * q;
      }
    }
    values[at + n * channels + ch] = sum;
    squares -= (sum * sum) / n;
  }
  return { grid, top: rows.from, left: columns.left, ny, nx, at, squares, picture: -1, correlation: 0 };
}

/**
 * resampleBlock(), and correlateBlock() for picture i in the same pass (a block is made for the picture that first
 * needs it): the block keeps that correlation. The sums run in the same order as in the two functions.
 */
function resampleBlockFor(columns: Columns, rowSpan: Span, thumbs: Uint8Array, i: number): Block {
  const { grid, nx, left } = columns;
  const { side, channels, offset } = grid;
  const rows = rowSpan.samples[grid.index];
  const { count: ny, index: yi, weight: ya, from: top } = rows;
  const n = ny * nx;
  const at = take(n * channels + channels);
  const values = arena;
  let squares = 0;
  let pictureVariance = 0;
  let covariance = 0;
  for (let ch = 0; ch < channels; ch++) {
    const plane = columns.at + ch * side * nx;
    const picturePlane = i * THUMB_BYTES + offset + ch * side * side;
    let sum = 0;
    let sp = 0;
    let spp = 0;
    let sqp = 0;
    for (let r = 0, k = at + ch * n; r < ny; r++) {
      const ay = ya[r] as number;
      const upper = plane + (yi[r] as number) * nx;
      const lower = upper + nx;
      const base = picturePlane + (top + r) * side + left;
      for (let c = 0; c < nx; c++, k++) {
        const u = values[upper + c] as number;
        const q = u + ((values[lower + c] as number) - u) * ay;
        values[k] = q;
        sum += q;
        squares += q * q;
        const p = thumbs[base + c] as number;
        sp += p;
        spp += p * p;
        sqp += q * p;
      }
    }
    values[at + n * channels + ch] = sum;
    squares -= (sum * sum) / n;
    pictureVariance += spp - (sp * sp) / n;
    covariance += sqp - (sum * sp) / n;
  }
  const variance = squares * pictureVariance;
  const correlation = n && variance > 1e-9 ? covariance / Math.sqrt(variance) : 0;
  return { grid, top, left, ny, nx, at, squares, picture: i, correlation };
}

/** Correlation of picture `i`'s thumbnail under a block with the block's query values (channels centred apart). */
function correlateBlock(thumbs: Uint8Array, i: number, block: Block): number {
  if (block.picture === i) return block.correlation;
  const { ny, nx, at, grid, top, left } = block;
  const { channels, side, offset } = grid;
  const values = arena;
  const n = ny * nx;
  if (!n) return 0;
  let pictureVariance = 0;
  let covariance = 0;
  for (let ch = 0; ch < channels; ch++) {
    const plane = i * THUMB_BYTES + offset + ch * side * side;
    let sp = 0;
    let spp = 0;
    let sqp = 0;
    for (let r = 0, k = at + ch * n; r < ny; r++) {
      const base = plane + (top + r) * side + left;
      for (let c = 0; c < nx; c++, k++) {
        const p = thumbs[base + c] as number;
        sp += p;
        spp += p * p;
        sqp += (values[k] as number) * p;
      }
    }
    pictureVariance += spp - (sp * sp) / n;
    covariance += sqp - ((values[at + n * channels + ch] as number) * sp) / n;
  }
  const variance = block.squares * pictureVariance;
  return variance > 1e-9 ? covariance / Math.sqrt(variance) : 0;
}

/** The query aligned by a row span and a column span, on both grids. */
interface Alignment {
  grey: Block;
  chroma: Block;
}

/** How well a picture matches an alignment: its grey and chroma correlations and its score. */
interface Match {
  grey: number;
  chroma: number;
  score: number;
}

/**
 * How well picture i matches an alignment: grey correlation + CHROMA_WEIGHT × chroma correlation (the grey one
 * passed when known).
 */
function match(
  thumbs: Uint8Array,
  i: number,
  alignment: Alignment,
  grey = correlateBlock(thumbs, i, alignment.grey),
): Match {
  // A query without colour (a grey photo or print) is judged by its grey thumbnail alone, on the same scale.
  const { chroma: block } = alignment;
  if (block.squares < COLOURLESS * block.ny * block.nx * 2)
    return { grey, chroma: grey, score: grey * (1 + CHROMA_WEIGHT) };
  const chroma = correlateBlock(thumbs, i, block);
  return { grey, chroma, score: grey + CHROMA_WEIGHT * chroma };
}

/** Hue-histogram bins (the stored colour field has room for 48; the first 24 are used). */
const HUE_BINS = 24;
/**
 * Neighbouring hue bins summed into a group: the L1 distance of the GROUPS sums is at most that of the bins
 * (|Σa − Σq| ≤ Σ|a − q|), a third of the work, and rules out most pictures before their bins are compared.
 */
const HUE_GROUP = 3;
const GROUPS = HUE_BINS / HUE_GROUP;

/**
 * The index's arrays, shared with the worker threads (they read them in place). Stage 1's data is one record
 * a picture in a shared WebAssembly.Memory scanned by scan.wat (scan.ts: the VARIANTS hashes, their spreads, the
 * hue histogram and its GROUPS group sums); the thumbnails are thumbs[i × THUMB_BYTES …] and sums holds each grey
 * thumbnail's column sums then row sums.
 */
export interface IndexArrays extends ScanMemory {
  capacity: number;
  thumbs: Uint8Array;
  sums: Uint16Array;
}

function allocate(capacity: number, store: ScanMemory = scanMemory(capacity)): IndexArrays {
  growTo(store, capacity);
  return {
    ...store,
    capacity,
    thumbs: new Uint8Array(new SharedArrayBuffer(capacity * THUMB_BYTES)),
    sums: new Uint16Array(new SharedArrayBuffer(2 * capacity * 2 * THUMB_SIDE)),
  };
}

/** A picture that passed the hash scan and the profile alignment, with each stage's evidence. */
export interface Shortlisted {
  i: number;
  hash: number;
  colour: number;
  /** the sum of the best coarse spans' profile correlations */
  profile: number;
  score: number;
  /** where in the arena the profile correlations of every coarse span are (columns, then rows) */
  correlations: number;
  /** the alignment by those spans, the picture's match there and uncropped (stage 3 reuses their correlations) */
  alignment: Alignment;
  aligned: Match;
  whole: Match;
}

/**
 * Writes a query's hashes at `at` for the kernel: its whole-picture hash, then its subject-box hash (an older
 * 8-byte query hash serves as both). Bytes as stored, like the records' (the order of bytes leaves bit counts alike).
 */
function writeHashes(bytes: Uint8Array, at: number, query: Signature): void {
  const subject = query.hashes.byteLength >= 16 ? 8 : 0;
  bytes.set(query.hashes.subarray(0, 8), at);
  bytes.set(query.hashes.subarray(subject, subject + 8), at + 8);
}

/** Writes a query's palette at `at` for the kernel: its 24 hue bins (and 8 zero bytes), then its GROUPS sums (u16). */
function writePalette(slot: Slot, at: number, query: Signature): void {
  slot.bytes.fill(0, at, at + 48);
  for (let b = 0; b < HUE_BINS; b++) {
    const value = query.colour[b] ?? 0;
    slot.bytes[at + b] = value;
    const g = (at + 32) / 2 + ((b / HUE_GROUP) | 0);
    slot.words[g] = (slot.words[g] as number) + value;
  }
}

/**
 * Stage 1 over pictures [from, to): the `count` with the lowest score in quarter bits, best first:
 * 4 × hash distance (the nearest variant) + round(4 × hue-histogram distance / 20) (20 hue-histogram units, of
 * 0–510, weigh as one bit of hash distance: crops move the hashes, not the hues). The hash distance is the nearest of the picture's region variants to the query's whole
 * hash (crop variants + 2, the mirror + 1) and of its subject-box hash to the query's (+ 1); scan.wat scores a
 * block of pictures at a time.
 */
export function coarse(
  arrays: IndexArrays,
  from: number,
  to: number,
  query: Signature,
  count = coarseCandidates(to - from),
): Candidate[] {
  const n = to - from;
  // Each picture's score | hash distance << 11 | colour distance << 18 (as the kernel writes it).
  const scored = new Uint32Array(n);
  const threshold = withSlot(arrays, (slot) => {
    writeHashes(slot.bytes, slot.query, query);
    writePalette(slot, slot.query + 16, query);
    // Scores are compared through a histogram the kernel keeps: the threshold that admits `count`.
    const at = slot.query + HISTOGRAM_AT;
    const histogram = slot.u32.subarray(at / 4, at / 4 + SCORE_BINS);
    histogram.fill(0);
    // Lower bounds of the colour and hash terms bound a score from below, and the threshold only falls as pictures
    // are scored: a picture whose bounds are above the threshold so far cannot be a candidate and is not compared
    // further. The threshold is taken again before each block.
    for (let k = 0; k < n; ) {
      const end = Math.min(n, k === 0 ? BLOCK - 1 : k + BLOCK);
      const threshold = k === 0 ? SCORE_BINS : admitting(histogram, count);
      slot.kernel.coarse(RECORDS_AT, from + k, from + end, threshold, slot.query, slot.at, at);
      scored.set(slot.u32.subarray(slot.at / 4, slot.at / 4 + end - k), k);
      k = end;
    }
    return admitting(histogram, count);
  });
  return collect(scored, from, threshold, count);
}

/** The lowest score whose histogram bins up to it hold `count` pictures (SCORE_BINS when they never do). */
function admitting(histogram: Uint32Array, count: number): number {
  let threshold = 0;
  for (let seen = 0; threshold < SCORE_BINS; threshold++) {
    seen += histogram[threshold] as number;
    if (seen >= count) break;
  }
  return threshold;
}

const byCoarseScore = (a: Candidate, b: Candidate) => a.score - b.score || a.i - b.i;

/** The candidates among coarse's scored pictures: those at or below the threshold, best first, at most `count`. */
function collect(scored: Uint32Array, from: number, threshold: number, count: number): Candidate[] {
  const pooled: Candidate[] = [];
  for (let k = 0; k < scored.length; k++) {
    const v = scored[k] as number;
    const s = v & NOT_SCORED;
    if (s > threshold) continue;
    pooled.push({ i: from + k, hash: (v >>> 11) & 0x7f, colour: v >>> 18, score: s });
  }
  pooled.sort(byCoarseScore);
  return pooled.slice(0, count);
}

/** Pictures between two new caps in nearestOf. */
const RECAP = 1024;

/**
 * The lowest stage-1 score (quarter bits, 4 × hash + 4 × hue distance / 20 unrounded) of any picture
 * in [from, to) for each of several signatures (a query's orientations): how close each one's nearest picture is
 * by hashes and hues alone, a cheap way to tell which orientations are worth searching. Only the `wanted` lowest
 * are needed exactly: the others are answered with a value no lower than theirs. Bounds of the colour and hash
 * terms rule most pictures out early, and once `wanted` signatures have found a near picture, the others are not
 * followed further than that.
 */
export function nearestOf(
  arrays: IndexArrays,
  from: number,
  to: number,
  signatures: Signature[],
  wanted: number,
): number[] {
  const m = signatures.length;
  if (m > MAX_QUERIES) throw new RangeError(`at most ${MAX_QUERIES} signatures at once`);
  return withSlot(arrays, (slot) => {
    const at = (part: keyof typeof NEAREST_LAYOUT) => slot.query + NEAREST_LAYOUT[part];
    // A query's flips and quarter turns have the same hues: their colour distances are computed once per picture.
    const paletteOf = new Map<string, number>();
    signatures.forEach((signature, q) => {
      const key = signature.colour.subarray(0, HUE_BINS).join(',');
      let palette = paletteOf.get(key);
      if (palette === undefined) {
        palette = paletteOf.size;
        writePalette(slot, at('palettes') + palette * 48, signature);
        paletteOf.set(key, palette);
      }
      writeHashes(slot.bytes, at('queries') + q * 16, signature);
      slot.u32[at('palette') / 4 + q] = palette;
    });
    const best = slot.f64.subarray(at('best') / 8, at('best') / 8 + m);
    best.fill(Number.POSITIVE_INFINITY);
    let cap = Number.POSITIVE_INFINITY;
    for (let i = from; i < to; ) {
      if (i % RECAP === 0) cap = Float64Array.from(best).sort()[Math.min(m, Math.max(1, wanted)) - 1] as number;
      const end = Math.min(to, (Math.floor(i / RECAP) + 1) * RECAP);
      slot.kernel.nearest(
        RECORDS_AT,
        i,
        end,
        cap,
        m,
        paletteOf.size,
        at('queries'),
        at('palette'),
        at('palettes'),
        at('best'),
        at('lowers'),
        at('distances'),
      );
      i = end;
    }
    return [...best];
  });
}

/** Picture i's row and column profiles (means of its grey thumbnail's columns and rows), with prefix sums. */
class Profiles {
  columns = new Float64Array(THUMB_SIDE);
  rows = new Float64Array(THUMB_SIDE);
  cPrefix = new Float64Array(THUMB_SIDE + 1);
  cPrefix2 = new Float64Array(THUMB_SIDE + 1);
  rPrefix = new Float64Array(THUMB_SIDE + 1);
  rPrefix2 = new Float64Array(THUMB_SIDE + 1);

  of(sums: Uint16Array, i: number): this {
    for (let k = 0, o = i * 2 * THUMB_SIDE; k < THUMB_SIDE; k++, o++) {
      this.columns[k] = (sums[o] as number) / THUMB_SIDE;
      this.rows[k] = (sums[o + THUMB_SIDE] as number) / THUMB_SIDE;
    }
    prefixSums(this.columns, this.cPrefix, this.cPrefix2);
    prefixSums(this.rows, this.rPrefix, this.rPrefix2);
    return this;
  }

  bestColumns(spans: Resampled[], keep?: number) {
    return bestSpan(this.columns, this.cPrefix, this.cPrefix2, spans, keep);
  }

  bestRows(spans: Resampled[], keep?: number) {
    return bestSpan(this.rows, this.rPrefix, this.rPrefix2, spans, keep);
  }
}

/** An empty cache by number (filled, so the engine keeps it a plain array, not a dictionary). */
function slots<T>(n: number): (T | undefined)[] {
  return new Array<T | undefined>(n).fill(undefined);
}

/**
 * What every stage needs of the query, computed once per search of a part: its thumbnails, its profiles
 * resampled for every coarse span (and, for stage 3, every refine span and the finer ones), the blocks and
 * alignments used so far (by span numbers; the blocks' values are in the arena).
 */
class Query {
  columns: Float64Array;
  rows: Float64Array;
  columnSpans: Resampled[];
  rowSpans: Resampled[];
  whole: Alignment;
  /** the profiles (columns, rows) resampled, by span number */
  private resampled = [slots<Resampled>(SPANS.length), slots<Resampled>(SPANS.length)] as const;
  /** the finer spans round each refine span (columns, rows), resampled, by refine span */
  private finerResampled = [slots<Resampled[]>(REFINE_SPANS.length), slots<Resampled[]>(REFINE_SPANS.length)] as const;
  /** the thumbnail resampled along its rows for a column span, per grid, by span number */
  private resampledColumns = [slots<Columns>(SPANS.length), slots<Columns>(SPANS.length)] as const;
  /** blocks per grid and alignments, by row span number × SPANS.length + column span number */
  private blocks: [Map<number, Block>, Map<number, Block>] = [new Map(), new Map()];
  private alignments = new Map<number, Alignment>();
  private refineSpans: { columns: Resampled[]; rows: Resampled[] } | null = null;

  constructor(
    readonly signature: Signature,
    readonly thumbs: Uint8Array,
  ) {
    const sums = new Uint16Array(2 * THUMB_SIDE);
    profileSums(signature.thumb, sums, 0);
    ({ columns: this.columns, rows: this.rows } = new Profiles().of(sums, 0));
    this.columnSpans = this.profiles(0, COARSE_SPANS);
    this.rowSpans = this.profiles(1, COARSE_SPANS);
    this.whole = this.align(0, 0);
  }

  /** The query's column (axis 0) or row (axis 1) profile resampled for a span. */
  private profile(axis: 0 | 1, span: Span): Resampled {
    const known = this.resampled[axis];
    let out = known[span.id];
    if (!out) {
      out = resample(axis === 0 ? this.columns : this.rows, span);
      known[span.id] = out;
    }
    return out;
  }

  /** The query's profile on an axis resampled for each of some spans (a loop: a callback would be compiled anew). */
  private profiles(axis: 0 | 1, spans: readonly Span[]): Resampled[] {
    const out: Resampled[] = [];
    for (const span of spans) out.push(this.profile(axis, span));
    return out;
  }

  /** The query's profiles resampled for every span of stage 3 (REFINE_SPANS). */
  get refine() {
    this.refineSpans ??= {
      columns: this.profiles(0, REFINE_SPANS),
      rows: this.profiles(1, REFINE_SPANS),
    };
    return this.refineSpans;
  }

  /** The query's profile on an axis resampled for the finer spans round refine span `at` (FINER_SPANS). */
  finer(axis: 0 | 1, at: number): Resampled[] {
    const known = this.finerResampled[axis];
    let out = known[at];
    if (!out) {
      out = this.profiles(axis, FINER_SPANS[at] as Span[]);
      known[at] = out;
    }
    return out;
  }

  /**
   * The query's thumbnail on a grid under a row span and a column span (its columns resampled once per span);
   * made for `picture` when it is new (see resampleBlockFor).
   */
  block(rowSpan: Span, columnSpan: Span, grid: Grid, picture = -1): Block {
    const blocks = this.blocks[grid.index];
    const key = rowSpan.id * SPANS.length + columnSpan.id;
    let block = blocks.get(key);
    if (!block) {
      const known = this.resampledColumns[grid.index];
      let columns = known[columnSpan.id];
      if (!columns) {
        columns = resampleColumns(this.signature.thumb, columnSpan, grid);
        known[columnSpan.id] = columns;
      }
      block = picture >= 0 ? resampleBlockFor(columns, rowSpan, this.thumbs, picture) : resampleBlock(columns, rowSpan);
      blocks.set(key, block);
    }
    return block;
  }

  /** The query aligned by a row span and a column span, on both grids. */
  alignment(rowSpan: Span, columnSpan: Span, picture = -1): Alignment {
    const key = rowSpan.id * SPANS.length + columnSpan.id;
    let alignment = this.alignments.get(key);
    if (!alignment) {
      alignment = {
        grey: this.block(rowSpan, columnSpan, GREY, picture),
        chroma: this.block(rowSpan, columnSpan, CHROMA, picture),
      };
      this.alignments.set(key, alignment);
    }
    return alignment;
  }

  /** The query aligned by the coarse spans y (rows) and x (columns). */
  align(y: number, x: number, picture = -1): Alignment {
    return this.alignment(COARSE_SPANS[y] as Span, COARSE_SPANS[x] as Span, picture);
  }
}

/** A picture that passed the hash scan: its hash distance (bits), colour distance and coarse score (quarter bits). */
export interface Candidate {
  i: number;
  hash: number;
  colour: number;
  score: number;
}

/**
 * Picture i's match under an alignment or uncropped, whichever is better: the profiles can prefer a
 * crop when only the ground changed (a brighter copy loses its tinted ground and its shadow).
 */
function better(aligned: Match, whole: Match): Match {
  return aligned.score >= whole.score ? aligned : whole;
}

/** Stage 2 over some candidates of stage 1: each aligned by its profiles and scored by the aligned correlations. */
function alignCandidates(arrays: IndexArrays, query: Query, candidates: Candidate[]): Shortlisted[] {
  const profile = new Profiles();
  const { thumbs } = arrays;
  const { whole } = query;
  const spans = COARSE_SPANS.length;
  const kept = take(candidates.length * 2 * spans);
  // (A loop, not a callback made anew each call: V8 would compile each one again.)
  const out: Shortlisted[] = [];
  for (let c = 0; c < candidates.length; c++) {
    const { i, hash, colour } = candidates[c] as Candidate;
    profile.of(arrays.sums, i);
    const correlations = kept + c * 2 * spans;
    const [x, xScore] = profile.bestColumns(query.columnSpans, correlations);
    const [y, yScore] = profile.bestRows(query.rowSpans, correlations + spans);
    const alignment = query.align(y, x, i);
    const aligned = match(thumbs, i, alignment);
    const uncropped = alignment === whole ? aligned : match(thumbs, i, whole);
    const score = better(aligned, uncropped).score;
    out.push({ i, hash, colour, profile: xScore + yScore, score, correlations, alignment, aligned, whole: uncropped });
  }
  return out;
}

const byAlignedScore = (a: Shortlisted, b: Shortlisted) => b.score - a.score || a.i - b.i;
const byFinalScore = (a: { i: number; score: number }, b: { i: number; score: number }) =>
  b.score - a.score || a.i - b.i;

/**
 * The spans stage 3 starts from: the coarse ones, and the query showing more than the picture, up to WIDEST of
 * its side (a subject cut out of a photo with its decorations and shadow can reach past the picture's edges).
 */
const WIDEST = 1.16;
/** (The coarse spans come first, so stage 2's correlations for them serve stage 3.) */
const REFINE_SPANS: Span[] = [...COARSE_SPANS];
for (let share = 1 + COARSE_STEP; share <= WIDEST + 1e-9; share += COARSE_STEP)
  for (let start = 1 - share; start <= 1e-9; start += COARSE_STEP) REFINE_SPANS.push(spanOf(start, share));
/** The finer spans round each refine span (the last spans made: SPANS is complete after this). */
const FINER_SPANS: Span[][] = REFINE_SPANS.map(finerSpans);
/**
 * Spans per axis, best by their profiles, that stage 3 compares by the grey correlation: on a cut-out, a warped
 * or a crowded picture the best profile is often not the best place.
 */
const REFINE_TRIES = 3;

/**
 * The `k` best spans of REFINE_SPANS for one axis by profile correlation: their indexes, best first, written to
 * `top` (the earlier span first on a tie); `scores` is scratch. The coarse spans' correlations are in the arena
 * from `known`. Returns how many.
 */
function topSpans(
  profile: Float64Array,
  prefix: Float64Array,
  prefix2: Float64Array,
  spans: Resampled[],
  known: number,
  k: number,
  top: Int32Array,
  scores: Float64Array,
): number {
  const coarseSpans = COARSE_SPANS.length;
  let count = 0;
  for (let at = 0; at < spans.length; at++) {
    const score =
      at < coarseSpans ? (arena[known + at] as number) : correlate(profile, prefix, prefix2, spans[at] as Resampled);
    if (count < k || score > (scores[count - 1] as number)) {
      // Into the free slot, or over the last one when full, then up past those scoring lower.
      let p = count < k ? count++ : k - 1;
      for (; p > 0 && (scores[p - 1] as number) < score; p--) {
        scores[p] = scores[p - 1] as number;
        top[p] = top[p - 1] as number;
      }
      scores[p] = score;
      top[p] = at;
    }
  }
  return count;
}

/**
 * Stage 3: each shortlisted picture aligned again, then its final score; best first. Of the REFINE_TRIES best
 * spans by profile on each axis (among REFINE_SPANS), the pair with the best grey correlation is found one axis
 * at a time (rows with the best columns, then columns), and finer spans around it are chosen by profile.
 * A correlation stage 2 or an earlier try already computed for the picture and block is not computed again.
 */
function refine(arrays: IndexArrays, query: Query, shortlisted: Shortlisted[]) {
  const profile = new Profiles();
  const { thumbs } = arrays;
  const { columns: columnSpans, rows: rowSpans } = query.refine;
  const xs = new Int32Array(REFINE_TRIES);
  const ys = new Int32Array(REFINE_TRIES);
  const scores = new Float64Array(REFINE_TRIES);
  // The grey blocks whose correlation with the current picture is known, and those correlations.
  const known: Block[] = [];
  const knownGrey: number[] = [];
  const grey = (i: number, block: Block) => knownGreyOf(known, knownGrey, thumbs, i, block);
  const tried = (i: number, y: number, x: number) =>
    grey(i, query.block(REFINE_SPANS[y] as Span, REFINE_SPANS[x] as Span, GREY, i));
  const fine: Ranked[] = [];
  for (const entry of shortlisted) {
    const { i, hash, colour, profile: profileScore, correlations, alignment: coarseAlignment, aligned, whole } = entry;
    known.length = 0;
    knownGrey.length = 0;
    known.push(coarseAlignment.grey, query.whole.grey);
    knownGrey.push(aligned.grey, whole.grey);
    profile.of(arrays.sums, i);
    const { columns, cPrefix, cPrefix2, rows, rPrefix, rPrefix2 } = profile;
    const rowCorrelations = correlations + COARSE_SPANS.length;
    const nx = topSpans(columns, cPrefix, cPrefix2, columnSpans, correlations, REFINE_TRIES, xs, scores);
    const ny = topSpans(rows, rPrefix, rPrefix2, rowSpans, rowCorrelations, REFINE_TRIES, ys, scores);
    let [by, bx] = [ys[0] as number, xs[0] as number];
    let top = tried(i, by, bx);
    for (let k = 1; k < ny; k++) {
      const y = ys[k] as number;
      const s = tried(i, y, bx);
      if (s > top) [top, by] = [s, y];
    }
    for (let k = 1; k < nx; k++) {
      const x = xs[k] as number;
      const s = tried(i, by, x);
      if (s > top) [top, bx] = [s, x];
    }
    const fx = query.finer(0, bx);
    const fy = query.finer(1, by);
    const [cx] = profile.bestColumns(fx);
    const [cy] = profile.bestRows(fy);
    const alignment = query.alignment((fy[cy] as Resampled).span, (fx[cx] as Resampled).span, i);
    const near = alignment === coarseAlignment ? aligned : match(thumbs, i, alignment, grey(i, alignment.grey));
    const { grey: greyScore, chroma, score: correlation } = better(near, whole);
    // Mostly the aligned correlation; the other stages' evidence breaks near-ties between look-alike drawings.
    const score = correlation + PROFILE_WEIGHT * profileScore - HASH_PENALTY * hash - COLOUR_PENALTY * colour;
    fine.push({ i, hash, colour, profile: profileScore, grey: greyScore, chroma, score });
  }
  fine.sort(byFinalScore);
  return fine;
}

/** A picture of the final ranking: its final score, the aligned correlations and each stage's evidence. */
export interface Ranked {
  i: number;
  hash: number;
  colour: number;
  profile: number;
  grey: number;
  chroma: number;
  score: number;
}

/** Picture i's grey correlation under a block: known already (for this picture) or computed and remembered. */
function knownGreyOf(known: Block[], knownGrey: number[], thumbs: Uint8Array, i: number, block: Block): number {
  for (let k = 0; k < known.length; k++) if (known[k] === block) return knownGrey[k] as number;
  const value = correlateBlock(thumbs, i, block);
  known.push(block);
  knownGrey.push(value);
  return value;
}

/**
 * The three stages over pictures [from, to): the hash scan's candidates aligned by their profiles, the
 * `keep` best of those aligned finely, best first.
 */
export function rankPart(
  arrays: IndexArrays,
  from: number,
  to: number,
  signature: Signature,
  keep: number,
  candidates = coarseCandidates(to - from),
): Ranked[] {
  arenaTop = 0;
  const query = new Query(signature, arrays.thumbs);
  const aligned = alignCandidates(arrays, query, coarse(arrays, from, to, signature, candidates));
  return refine(arrays, query, aligned.sort(byAlignedScore).slice(0, keep));
}

/** Pictures per part of the index: a larger index is ranked part by part, in parallel. */
const PART_SIZE = 100_000;
/** Pictures below which nearestAll scans on this thread (a message costs more). */
const NEAREST_PIECE = 128;

/** Runs rankPart() elsewhere (the worker pool). */
export type RankRunner = (...args: Parameters<typeof rankPart>) => Promise<Ranked[]>;
/** Runs nearestOf() for a part of the index elsewhere (the worker pool). */
export type NearestRunner = (...args: Parameters<typeof nearestOf>) => Promise<number[]>;

/**
 * All indexed pictures in memory (1 776 bytes a picture: a record of VARIANTS hash pairs, their spreads,
 * a hue histogram and its group sums, then the thumbnails and their profile sums). The table picture_index is the durable copy.
 */
export class PictureIndex {
  private keys: string[] = [];
  private position = new Map<string, number>();
  private arrays = allocate(0);

  constructor(
    private readonly options: {
      partSize?: number;
      runRank?: RankRunner | null;
      runNearest?: NearestRunner | null;
      /** how many pieces nearestAll splits the index into (one per worker thread) */
      pieces?: number;
    } = {},
  ) {}

  get size(): number {
    return this.keys.length;
  }

  /** Adds the pictures of another index this one lacks (those indexed there while this one was built). */
  addMissing(from: PictureIndex): void {
    for (const key of from.keys) if (!this.position.has(key)) this.add(key, from.signature(key) as Signature);
  }

  /** An empty index searched the same way (the same worker threads). */
  emptyCopy(): PictureIndex {
    return new PictureIndex(this.options);
  }

  /** Bytes held by the records' memory and the typed arrays (keys and their map come on top). */
  get bytes(): number {
    const { memory, thumbs, sums } = this.arrays;
    return memory.buffer.byteLength + thumbs.byteLength + sums.byteLength;
  }

  has(key: string): boolean {
    return this.position.has(key);
  }

  /** Whether a stored signature has the current layout (older ones are indexed again). */
  static current(signature: Signature): boolean {
    return signature.hashes.byteLength === VARIANTS * 8 && signature.thumb.byteLength === THUMB_BYTES;
  }

  /** Makes room for this many pictures in all (a load that knows its count allocates once). */
  reserve(capacity: number): void {
    const old = this.arrays;
    if (capacity <= old.capacity) return;
    const n = this.keys.length;
    // The records' memory grows in place; the thumbnails are copied.
    const arrays = allocate(capacity, old);
    arrays.thumbs.set(old.thumbs.subarray(0, n * THUMB_BYTES));
    arrays.sums.set(old.sums.subarray(0, n * 2 * THUMB_SIDE));
    this.arrays = arrays;
  }

  add(key: string, signature: Signature): void {
    if (this.position.has(key) || !PictureIndex.current(signature)) return;
    const n = this.keys.length;
    if (n >= this.arrays.capacity) this.reserve(Math.max(1024, this.arrays.capacity * 2));
    const { thumbs, sums } = this.arrays;
    const bytes = recordBytes(this.arrays);
    const r = RECORDS_AT + n * RECORD_BYTES;
    const { hashes } = signature;
    bytes.set(hashes, r + RECORD_HASHES);
    for (let v = 0; v < VARIANTS; v++) {
      let d = 0;
      for (let b = 0; b < 8; b++) d += POP8[(hashes[b] as number) ^ (hashes[v * 8 + b] as number)] as number;
      bytes[r + RECORD_SPREADS + v] = d;
    }
    const groups = new Uint16Array(GROUPS);
    for (let b = 0; b < HUE_BINS; b++) {
      const value = signature.colour[b] ?? 0;
      bytes[r + RECORD_BINS + b] = value;
      groups[(b / HUE_GROUP) | 0] = (groups[(b / HUE_GROUP) | 0] as number) + value;
    }
    bytes.set(new Uint8Array(groups.buffer), r + RECORD_GROUPS);
    thumbs.set(signature.thumb, n * THUMB_BYTES);
    profileSums(signature.thumb, sums, n * 2 * THUMB_SIDE);
    this.keys.push(key);
    this.position.set(key, n);
  }

  /** The stored signature of a picture (so a second load of the same drawing skips rendering). */
  signature(key: string): Signature | null {
    const n = this.position.get(key);
    if (n === undefined) return null;
    const { thumbs } = this.arrays;
    const bytes = recordBytes(this.arrays);
    const r = RECORDS_AT + n * RECORD_BYTES;
    const hashes = bytes.slice(r + RECORD_HASHES, r + RECORD_HASHES + VARIANTS * 8);
    const colour = new Uint8Array(48);
    colour.set(bytes.subarray(r + RECORD_BINS, r + RECORD_BINS + HUE_BINS));
    return { hashes, colour, thumb: thumbs.slice(n * THUMB_BYTES, (n + 1) * THUMB_BYTES) };
  }

  /** The `limit` nearest pictures to a query signature, best first, with a distance (0 = the same picture). */
  async search(query: Signature, limit: number): Promise<{ key: string; distance: number }[]> {
    const ranked = await this.rank(query, limit);
    return ranked.slice(0, limit).map(({ i, score }) => ({
      key: this.keys[i] as string,
      distance: Math.round((1 - score / (1 + CHROMA_WEIGHT)) * 1000) / 1000,
    }));
  }

  /** The lowest stage-1 score of any picture for the query (lower is closer; see coarseBest). */
  nearest(query: Signature): number {
    const n = this.keys.length;
    return n ? (nearestOf(this.arrays, 0, n, [query], 1)[0] as number) : Number.POSITIVE_INFINITY;
  }

  /**
   * nearest() of several signatures at once (see nearestOf: only the `wanted` lowest are exact, the others no
   * lower than theirs), the index split between the worker threads when there are any.
   */
  async nearestAll(signatures: Signature[], wanted: number): Promise<number[]> {
    const n = this.keys.length;
    if (!n || !signatures.length) return signatures.map(() => Number.POSITIVE_INFINITY);
    const { runNearest } = this.options;
    const arrays = this.arrays;
    const pieces = runNearest && n >= NEAREST_PIECE ? Math.max(1, this.options.pieces ?? 2) : 1;
    const size = Math.ceil(n / pieces);
    const lists = await Promise.all(
      Array.from({ length: pieces }, (_, k) => {
        const [from, to] = [k * size, Math.min(n, (k + 1) * size)];
        return pieces > 1 && runNearest
          ? runNearest(arrays, from, to, signatures, wanted).catch(() =>
              nearestOf(arrays, from, to, signatures, wanted),
            )
          : nearestOf(arrays, from, to, signatures, wanted);
      }),
    );
    return signatures.map((_, q) => Math.min(...lists.map((list) => list[q] as number)));
  }

  /** The `keep` best pictures for a query with their raw score (about 1.5 for the same picture, near 0 for none alike). */
  async scored(
    query: Signature,
    keep: number,
    candidates?: number,
    fine?: number,
  ): Promise<{ key: string; score: number }[]> {
    const ranked = await this.rank(query, keep, candidates, fine);
    return ranked.slice(0, keep).map(({ i, score }) => ({ key: this.keys[i] as string, score }));
  }

  /**
   * The finely aligned candidates with every stage's evidence, best first: each part of PART_SIZE pictures is
   * ranked on a worker thread when there are any (in parallel), and the parts' best are merged. `candidates` are
   * taken from each part's hash scan (by default by its size), and `fine` of them (at least `limit`) aligned finely.
   */
  async rank(query: Signature, limit: number, candidates?: number, fine = FINE_CANDIDATES): Promise<Ranked[]> {
    const n = this.keys.length;
    if (!n) return [];
    const arrays = this.arrays;
    const keep = Math.max(limit, fine);
    const { runRank } = this.options;
    const partSize = this.options.partSize ?? PART_SIZE;
    const parts: [number, number][] = [];
    for (let from = 0; from < n; from += partSize) parts.push([from, Math.min(n, from + partSize)]);
    const lists = await Promise.all(
      parts.map(([from, to]) =>
        runRank
          ? runRank(arrays, from, to, query, keep, candidates).catch(() =>
              rankPart(arrays, from, to, query, keep, candidates),
            )
          : rankPart(arrays, from, to, query, keep, candidates),
      ),
    );
    return parts.length > 1 ? lists.flat().sort(byFinalScore).slice(0, keep) : (lists[0] ?? []);
  }
}

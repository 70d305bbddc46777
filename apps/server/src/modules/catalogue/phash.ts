/**
 * Perceptual picture signatures for image search, searched in three stages:
 * 1. a scan of every picture's 64-bit DCT hashes (whole picture, mirror, several crops, subject box) and
 *    hue histogram picks a few hundred candidates;
 * 2. each candidate's 32×32 grey thumbnail is aligned to the query by its row and column profiles (the
 *    query may be any crop of up to a quarter of either side, stretched to a square), scored by correlation
 *    there or uncropped, whichever is higher;
 * 3. the best of those are aligned finer and ranked by the correlation of the whole aligned thumbnail.
 * Correlation ignores brightness and contrast; the alignment undoes crops and resizing.
 * The scan reads 16-bit hash words and per-bin hue arrays: about 20 ms of one core over 200 000 pictures here.
 */

/** Side of the square the picture is reduced to before hashing. */
export const SIGNATURE_SIDE = 96;
const HASH_SIDE = 32;
/** Side of the grey thumbnail kept per picture for the alignment stages (SIGNATURE_SIDE / 3). */
export const THUMB_SIDE = 32;
const THUMB_AREA = THUMB_SIDE * THUMB_SIDE;
/** Candidates taken from the hash scan into the profile alignment, and from there into the full alignment. */
const COARSE_CANDIDATES = 800;
const FINE_CANDIDATES = 48;
/** Crops the alignment considers: the query shows at least this share of the picture's width and height. */
const MIN_SHARE = 0.76;
const COARSE_STEP = 0.04;
/** Final score: correlation + PROFILE_WEIGHT × profile correlation − penalties per hash bit and per hue-histogram unit. */
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
/** Hue-histogram L1 distance (0–510) per bit of hash distance in the final ranking. */
const COLOUR_WEIGHT = 20;
/** Coarse scores (quarter bits) are counted up to this bin. */
const SCORE_BINS = 1024;
const SUBJECT_VARIANT = INDEX_REGIONS.length;
const MIRROR_VARIANT = 1;

const COS: Float64Array[] = Array.from({ length: 8 }, (_, u) => {
  const row = new Float64Array(HASH_SIDE);
  for (let x = 0; x < HASH_SIDE; x++) row[x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * HASH_SIDE));
  return row;
});

/** Greyscale of an RGB raw buffer. */
function luminance(rgb: Uint8Array, side: number): Float64Array {
  const grey = new Float64Array(side * side);
  for (let i = 0, j = 0; i < grey.length; i++, j += 3) {
    grey[i] = 0.299 * (rgb[j] as number) + 0.587 * (rgb[j + 1] as number) + 0.114 * (rgb[j + 2] as number);
  }
  return grey;
}

/** The 32×32 grey thumbnail: 3×3 area averages of the grey picture. */
function thumbnail(grey: Float64Array): Uint8Array {
  const f = SIGNATURE_SIDE / THUMB_SIDE;
  const sums = new Float64Array(THUMB_AREA);
  for (let y = 0; y < SIGNATURE_SIDE; y++) {
    const row = Math.floor(y / f) * THUMB_SIDE;
    for (let x = 0; x < SIGNATURE_SIDE; x++) {
      const t = row + Math.floor(x / f);
      sums[t] = (sums[t] as number) + (grey[y * SIGNATURE_SIDE + x] as number);
    }
  }
  const out = new Uint8Array(THUMB_AREA);
  for (let i = 0; i < THUMB_AREA; i++) out[i] = Math.round((sums[i] as number) / (f * f));
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
  const ac = [...coefficients.subarray(1)].sort((a, b) => a - b);
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

/**
 * The box around the picture's subject: pixels that differ from the border colour, 2nd–98th percentile
 * of their positions, widened by 4 %. A crop that leaves the subject whole leaves this box on the same
 * part of the subject, so a hash of the box survives crops (catalogue pictures are subjects on plain ground).
 */
export function subjectBox(rgb: Uint8Array, side: number): [number, number, number, number] {
  const border: number[][] = [[], [], []];
  for (let i = 0; i < side; i++) {
    for (const [x, y] of [
      [i, 0],
      [i, side - 1],
      [0, i],
      [side - 1, i],
    ] as const) {
      const j = (y * side + x) * 3;
      for (let c = 0; c < 3; c++) (border[c] as number[]).push(rgb[j + c] as number);
    }
  }
  const background = border.map((values) => values.sort((a, b) => a - b)[values.length >> 1] as number);
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
  /** THUMB_SIDE² grey values of the whole picture */
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
  const grey = luminance(rgb, SIGNATURE_SIDE);
  const pairs = INDEX_REGIONS.map((region, i) => dctHash(sample(grey, SIGNATURE_SIDE, region, i === MIRROR_VARIANT)));
  pairs.push(dctHash(sample(grey, SIGNATURE_SIDE, subjectBox(rgb, SIGNATURE_SIDE), false)));
  return { hashes: pack(pairs), colour: colourLayout(rgb, SIGNATURE_SIDE), thumb: thumbnail(grey) };
}

/** The signature of a query picture: the whole picture and its subject box. */
export function querySignature(rgb: Uint8Array): Signature {
  const grey = luminance(rgb, SIGNATURE_SIDE);
  return {
    hashes: pack([
      dctHash(sample(grey, SIGNATURE_SIDE, [0, 0, 1, 1], false)),
      dctHash(sample(grey, SIGNATURE_SIDE, subjectBox(rgb, SIGNATURE_SIDE), false)),
    ]),
    colour: colourLayout(rgb, SIGNATURE_SIDE),
    thumb: thumbnail(grey),
  };
}

/** Bits set in every 16-bit value. */
const POP16 = new Uint8Array(65536);
for (let i = 1; i < 65536; i++) POP16[i] = (POP16[i >> 1] as number) + (i & 1);

/** A crop on one axis: the query spans [start, start + share] of the picture (fractions). */
type Span = readonly [start: number, share: number];

/** The spans of the coarse alignment: every share from 1 down to MIN_SHARE and every start, COARSE_STEP apart. */
const COARSE_SPANS: Span[] = [];
for (let share = 1; share >= MIN_SHARE - 1e-9; share -= COARSE_STEP)
  for (let start = 0; start <= 1 - share + 1e-9; start += COARSE_STEP) COARSE_SPANS.push([start, share]);

/** Linear interpolation in a profile of THUMB_SIDE samples at sample coordinate c (clamped). */
function lerp(profile: Float64Array, c: number): number {
  const x = Math.min(THUMB_SIDE - 1, Math.max(0, c));
  const i = Math.min(THUMB_SIDE - 2, Math.floor(x));
  const a = x - i;
  return (profile[i] as number) * (1 - a) + (profile[i + 1] as number) * a;
}

/**
 * The query under a span, resampled onto the picture's samples the span covers: for sample i of the
 * picture (from..from + values.length - 1), the query's value at the same place, plus the coordinate.
 */
interface Resampled {
  from: number;
  at: Float64Array;
  values: Float64Array;
  sum: number;
  squares: number;
}

function resample(profile: Float64Array, [start, share]: Span): Resampled {
  const from = Math.max(0, Math.ceil(start * THUMB_SIDE - 0.5));
  const to = Math.min(THUMB_SIDE - 1, Math.floor((start + share) * THUMB_SIDE - 0.5));
  const at = new Float64Array(to - from + 1);
  const values = new Float64Array(at.length);
  let sum = 0;
  let squares = 0;
  for (let i = from; i <= to; i++) {
    const c = (((i + 0.5) / THUMB_SIDE - start) / share) * THUMB_SIDE - 0.5;
    const v = lerp(profile, c);
    at[i - from] = c;
    values[i - from] = v;
    sum += v;
    squares += v * v;
  }
  return { from, at, values, sum, squares };
}

/** Correlation of a picture profile (with prefix sums of values and squares) with a resampled query. */
function correlate(profile: Float64Array, prefix: Float64Array, prefix2: Float64Array, q: Resampled): number {
  const n = q.values.length;
  const end = q.from + n;
  const sp = (prefix[end] as number) - (prefix[q.from] as number);
  const spp = (prefix2[end] as number) - (prefix2[q.from] as number);
  let sqp = 0;
  for (let k = 0; k < n; k++) sqp += (q.values[k] as number) * (profile[q.from + k] as number);
  const cov = sqp - (q.sum * sp) / n;
  const variance = (q.squares - (q.sum * q.sum) / n) * (spp - (sp * sp) / n);
  return variance > 1e-9 ? cov / Math.sqrt(variance) : 0;
}

/** The row and column profiles of a thumbnail (means of its columns and of its rows). */
function profiles(thumb: ArrayLike<number>, offset: number, columns: Float64Array, rows: Float64Array): void {
  columns.fill(0);
  for (let y = 0; y < THUMB_SIDE; y++) {
    let sum = 0;
    const base = offset + y * THUMB_SIDE;
    for (let x = 0; x < THUMB_SIDE; x++) {
      const v = thumb[base + x] as number;
      sum += v;
      columns[x] = (columns[x] as number) + v;
    }
    rows[y] = sum / THUMB_SIDE;
  }
  for (let x = 0; x < THUMB_SIDE; x++) columns[x] = (columns[x] as number) / THUMB_SIDE;
}

function prefixSums(profile: Float64Array, prefix: Float64Array, prefix2: Float64Array): void {
  for (let i = 0; i < THUMB_SIDE; i++) {
    const v = profile[i] as number;
    prefix[i + 1] = (prefix[i] as number) + v;
    prefix2[i + 1] = (prefix2[i] as number) + v * v;
  }
}

/** The best span of a list for one axis: [index, correlation]. */
function bestSpan(profile: Float64Array, prefix: Float64Array, prefix2: Float64Array, spans: Resampled[]) {
  let best = 0;
  let score = -2;
  for (let k = 0; k < spans.length; k++) {
    const s = correlate(profile, prefix, prefix2, spans[k] as Resampled);
    if (s > score) {
      score = s;
      best = k;
    }
  }
  return [best, score] as const;
}

/** Spans around a coarse one, a quarter of COARSE_STEP apart, kept inside the picture. */
function finerSpans([start, share]: Span): Span[] {
  const out: Span[] = [];
  const d = COARSE_STEP / 4;
  for (let i = -2; i <= 2; i++)
    for (let j = -2; j <= 2; j++) {
      const s = Math.min(1, share + i * d);
      out.push([Math.max(0, Math.min(1 - s, start + j * d)), s]);
    }
  return out;
}

/** The query resampled onto the picture's samples that a row span and a column span cover, with its sums. */
interface Block {
  top: number;
  left: number;
  ny: number;
  nx: number;
  values: Float64Array;
  sum: number;
  squares: number;
}

function resampleBlock(query: Float64Array, rows: Resampled, columns: Resampled): Block {
  const ny = rows.at.length;
  const nx = columns.at.length;
  const values = new Float64Array(ny * nx);
  let sum = 0;
  let squares = 0;
  for (let r = 0; r < ny; r++) {
    const cy = Math.min(THUMB_SIDE - 1, Math.max(0, rows.at[r] as number));
    const iy = Math.min(THUMB_SIDE - 2, Math.floor(cy));
    const ay = cy - iy;
    for (let c = 0; c < nx; c++) {
      const cx = Math.min(THUMB_SIDE - 1, Math.max(0, columns.at[c] as number));
      const ix = Math.min(THUMB_SIDE - 2, Math.floor(cx));
      const ax = cx - ix;
      const o = iy * THUMB_SIDE + ix;
      const q =
        ((query[o] as number) * (1 - ax) + (query[o + 1] as number) * ax) * (1 - ay) +
        ((query[o + THUMB_SIDE] as number) * (1 - ax) + (query[o + THUMB_SIDE + 1] as number) * ax) * ay;
      values[r * nx + c] = q;
      sum += q;
      squares += q * q;
    }
  }
  return { top: rows.from, left: columns.from, ny, nx, values, sum, squares };
}

/** Correlation of the thumbnail's samples under a block with the block's query values. */
function correlateBlock(thumb: Uint8Array, offset: number, block: Block): number {
  const { ny, nx, values } = block;
  let sp = 0;
  let spp = 0;
  let sqp = 0;
  for (let r = 0, k = 0; r < ny; r++) {
    const base = offset + (block.top + r) * THUMB_SIDE + block.left;
    for (let c = 0; c < nx; c++, k++) {
      const p = thumb[base + c] as number;
      const q = values[k] as number;
      sp += p;
      spp += p * p;
      sqp += q * p;
    }
  }
  const n = ny * nx;
  const variance = (block.squares - (block.sum * block.sum) / n) * (spp - (sp * sp) / n);
  return variance > 1e-9 ? (sqp - (block.sum * sp) / n) / Math.sqrt(variance) : 0;
}

/**
 * Each picture's distance to the query in bits: the nearest of its region variants to the query's whole
 * hash (crop variants + 2, the mirror + 1) and of its subject-box hash to the query's (+ 1).
 */
function nearestHashes(words: Uint16Array, n: number, whole: number[], box: number[]): Uint8Array {
  const [q0, q1, q2, q3] = whole as [number, number, number, number];
  const [b0, b1, b2, b3] = box as [number, number, number, number];
  const out = new Uint8Array(n);
  for (let i = 0, o = 0; i < n; i++) {
    let min = 66;
    for (let v = 0; v < SUBJECT_VARIANT; v++, o += 4) {
      // A crop variant must be clearly closer than the whole picture to win (fewer chance matches).
      const d =
        (POP16[(words[o] as number) ^ q0] as number) +
        (POP16[(words[o + 1] as number) ^ q1] as number) +
        (POP16[(words[o + 2] as number) ^ q2] as number) +
        (POP16[(words[o + 3] as number) ^ q3] as number) +
        (v > 1 ? 2 : v);
      if (d < min) min = d;
    }
    const subject =
      (POP16[(words[o] as number) ^ b0] as number) +
      (POP16[(words[o + 1] as number) ^ b1] as number) +
      (POP16[(words[o + 2] as number) ^ b2] as number) +
      (POP16[(words[o + 3] as number) ^ b3] as number) +
      1;
    o += 4;
    out[i] = Math.min(subject, min);
  }
  return out;
}

/** Hue-histogram bins (the stored colour field has room for 48; the first 24 are used). */
const HUE_BINS = 24;

/**
 * All indexed pictures in memory: VARIANTS hash pairs, a hue histogram and a grey thumbnail each
 * (1 114 bytes a picture). The histograms are kept bin by bin (all pictures' bin 0, then bin 1 …), so a
 * query's distance is summed over the few bins it has colour in. The table picture_index is the durable copy.
 */
export class PictureIndex {
  private keys: string[] = [];
  private position = new Map<string, number>();
  private capacity = 0;
  /** The hashes as 16-bit words: picture i's variant v is words[(i × VARIANTS + v) × 4 …+ 3]. */
  private words = new Uint16Array(0);
  /** colours[bin × capacity + picture] */
  private colours = new Uint8Array(0);
  /** Each picture's histogram total (about 255; 0 for a picture without saturated colour). */
  private colourTotals = new Uint16Array(0);
  private thumbs = new Uint8Array(0);
  /** Each thumbnail's column sums then row sums (its profiles × THUMB_SIDE), for the alignment. */
  private sums = new Uint16Array(0);

  get size(): number {
    return this.keys.length;
  }

  /** Bytes held by the typed arrays (keys and their map come on top). */
  get bytes(): number {
    return (
      this.words.byteLength +
      this.colours.byteLength +
      this.colourTotals.byteLength +
      this.thumbs.byteLength +
      this.sums.byteLength
    );
  }

  has(key: string): boolean {
    return this.position.has(key);
  }

  /** Whether a stored signature has the current layout (older ones are indexed again). */
  static current(signature: Signature): boolean {
    return signature.hashes.byteLength === VARIANTS * 8 && signature.thumb.byteLength === THUMB_AREA;
  }

  /** Makes room for this many pictures in all (a load that knows its count allocates once). */
  reserve(capacity: number): void {
    if (capacity <= this.capacity) return;
    const n = this.keys.length;
    const words = new Uint16Array(capacity * VARIANTS * 4);
    words.set(this.words.subarray(0, n * VARIANTS * 4));
    const colours = new Uint8Array(capacity * HUE_BINS);
    for (let b = 0; b < HUE_BINS; b++)
      colours.set(this.colours.subarray(b * this.capacity, b * this.capacity + n), b * capacity);
    const totals = new Uint16Array(capacity);
    totals.set(this.colourTotals.subarray(0, n));
    const thumbs = new Uint8Array(capacity * THUMB_AREA);
    thumbs.set(this.thumbs.subarray(0, n * THUMB_AREA));
    const sums = new Uint16Array(capacity * 2 * THUMB_SIDE);
    sums.set(this.sums.subarray(0, n * 2 * THUMB_SIDE));
    Object.assign(this, { capacity, words, colours, colourTotals: totals, thumbs, sums });
  }

  add(key: string, signature: Signature): void {
    if (this.position.has(key) || !PictureIndex.current(signature)) return;
    const n = this.keys.length;
    if (n >= this.capacity) this.reserve(Math.max(1024, this.capacity * 2));
    const view = new DataView(signature.hashes.buffer, signature.hashes.byteOffset, signature.hashes.byteLength);
    for (let k = 0; k < VARIANTS * 4; k++) this.words[n * VARIANTS * 4 + k] = view.getUint16(k * 2);
    let total = 0;
    for (let b = 0; b < HUE_BINS; b++) {
      const value = signature.colour[b] ?? 0;
      this.colours[b * this.capacity + n] = value;
      total += value;
    }
    this.colourTotals[n] = total;
    this.thumbs.set(signature.thumb, n * THUMB_AREA);
    for (let y = 0, o = n * 2 * THUMB_SIDE; y < THUMB_SIDE; y++)
      for (let x = 0; x < THUMB_SIDE; x++) {
        const v = signature.thumb[y * THUMB_SIDE + x] as number;
        this.sums[o + x] = (this.sums[o + x] as number) + v;
        this.sums[o + THUMB_SIDE + y] = (this.sums[o + THUMB_SIDE + y] as number) + v;
      }
    this.keys.push(key);
    this.position.set(key, n);
  }

  /** The stored signature of a picture (so a second load of the same drawing skips rendering). */
  signature(key: string): Signature | null {
    const n = this.position.get(key);
    if (n === undefined) return null;
    const hashes = new Uint8Array(VARIANTS * 8);
    const view = new DataView(hashes.buffer);
    for (let k = 0; k < VARIANTS * 4; k++) view.setUint16(k * 2, this.words[n * VARIANTS * 4 + k] as number);
    const colour = new Uint8Array(48);
    for (let b = 0; b < HUE_BINS; b++) colour[b] = this.colours[b * this.capacity + n] as number;
    return { hashes, colour, thumb: this.thumbs.slice(n * THUMB_AREA, (n + 1) * THUMB_AREA) };
  }

  /**
   * Every picture's hue-histogram L1 distance (0–510) to the query's: Σ|a − q| over the bins the query
   * has colour in, plus the picture's weight in the other bins (its total less its weight in those).
   */
  private colourDistances(qc: Uint8Array): Int32Array {
    const n = this.keys.length;
    const { colours, capacity } = this;
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) out[i] = this.colourTotals[i] as number;
    for (let b = 0; b < HUE_BINS; b++) {
      const q = qc[b] as number;
      if (!q) continue;
      for (let i = 0, o = b * capacity; i < n; i++, o++) {
        const a = colours[o] as number;
        out[i] = (out[i] as number) + (a > q ? -q : q - 2 * a);
      }
    }
    return out;
  }

  /**
   * Stage 1: the COARSE_CANDIDATES pictures with the lowest score in quarter bits: 4 × hash distance (the
   * nearest variant) + 4 × hue-histogram distance / COLOUR_WEIGHT (crops move the hashes, not the hues).
   */
  private coarse(query: Signature): { i: number; hash: number; colour: number }[] {
    const view = new DataView(query.hashes.buffer, query.hashes.byteOffset, query.hashes.byteLength);
    // The whole picture's hash and the subject box's (an older 8-byte query hash serves as both).
    const subject = query.hashes.byteLength >= 16 ? 8 : 0;
    const [q0, q1, q2, q3] = [0, 2, 4, 6].map((o) => view.getUint16(o)) as [number, number, number, number];
    const [b0, b1, b2, b3] = [0, 2, 4, 6].map((o) => view.getUint16(subject + o)) as [number, number, number, number];
    const n = this.keys.length;
    const { words } = this;
    const colours = this.colourDistances(query.colour);
    // Scores in quarter bits, compared through a histogram: the threshold that admits COARSE_CANDIDATES.
    const scores = new Uint16Array(n);
    const histogram = new Uint32Array(SCORE_BINS);
    const nearest = nearestHashes(words, n, [q0, q1, q2, q3], [b0, b1, b2, b3]);
    for (let i = 0; i < n; i++) {
      const min = nearest[i] as number;
      const s = Math.min(SCORE_BINS - 1, min * 4 + Math.round(((colours[i] as number) * 4) / COLOUR_WEIGHT));
      scores[i] = s;
      histogram[s] = (histogram[s] as number) + 1;
    }
    let threshold = 0;
    for (let seen = 0; threshold < SCORE_BINS; threshold++) {
      seen += histogram[threshold] as number;
      if (seen >= COARSE_CANDIDATES) break;
    }
    const pooled: { i: number; hash: number; colour: number; score: number }[] = [];
    for (let i = 0; i < n; i++) {
      const s = scores[i] as number;
      if (s > threshold) continue;
      const colour = colours[i] as number;
      const hash = (s - Math.round((colour * 4) / COLOUR_WEIGHT)) / 4;
      pooled.push({ i, hash, colour, score: s });
    }
    pooled.sort((a, b) => a.score - b.score || a.i - b.i);
    return pooled.slice(0, COARSE_CANDIDATES);
  }

  /** Picture i's row and column profiles (means of its thumbnail's columns and rows). */
  private profiles(i: number, columns: Float64Array, rows: Float64Array): void {
    const { sums } = this;
    for (let k = 0, o = i * 2 * THUMB_SIDE; k < THUMB_SIDE; k++, o++) {
      columns[k] = (sums[o] as number) / THUMB_SIDE;
      rows[k] = (sums[o + THUMB_SIDE] as number) / THUMB_SIDE;
    }
  }

  /** The `limit` nearest pictures to a query signature, best first: [key, distance] (1 − correlation). */
  search(query: Signature, limit: number): { key: string; distance: number }[] {
    return this.rank(query, limit)
      .slice(0, limit)
      .map(({ i, score }) => ({ key: this.keys[i] as string, distance: Math.round((1 - score) * 1000) / 1000 }));
  }

  /** The finely aligned candidates with every stage's evidence, best first. */
  rank(query: Signature, limit: number) {
    if (!this.keys.length) return [];
    const candidates = this.coarse(query);
    // The query's thumbnail and profiles, resampled once for every coarse span.
    const q = Float64Array.from(query.thumb);
    const qColumns = new Float64Array(THUMB_SIDE);
    const qRows = new Float64Array(THUMB_SIDE);
    profiles(q, 0, qColumns, qRows);
    const columnSpans = COARSE_SPANS.map((span) => resample(qColumns, span));
    const rowSpans = COARSE_SPANS.map((span) => resample(qRows, span));
    // Stage 2: align each candidate's profiles to the query's.
    const columns = new Float64Array(THUMB_SIDE);
    const rows = new Float64Array(THUMB_SIDE);
    const cPrefix = new Float64Array(THUMB_SIDE + 1);
    const cPrefix2 = new Float64Array(THUMB_SIDE + 1);
    const rPrefix = new Float64Array(THUMB_SIDE + 1);
    const rPrefix2 = new Float64Array(THUMB_SIDE + 1);
    const blocks = new Map<number, Block>();
    const whole = resampleBlock(q, rowSpans[0] as Resampled, columnSpans[0] as Resampled);
    const aligned = candidates.map(({ i, hash, colour }) => {
      this.profiles(i, columns, rows);
      prefixSums(columns, cPrefix, cPrefix2);
      prefixSums(rows, rPrefix, rPrefix2);
      const [x, xScore] = bestSpan(columns, cPrefix, cPrefix2, columnSpans);
      const [y, yScore] = bestSpan(rows, rPrefix, rPrefix2, rowSpans);
      // Candidates share their best spans: each pair of spans is resampled once per query.
      const key = y * COARSE_SPANS.length + x;
      let block = blocks.get(key);
      if (!block) {
        block = resampleBlock(q, rowSpans[y] as Resampled, columnSpans[x] as Resampled);
        blocks.set(key, block);
      }
      // The profiles can prefer a crop when only the ground changed (a brighter copy loses its tinted
      // ground and its shadow), so the uncropped alignment is always tried too.
      const rough = Math.max(
        correlateBlock(this.thumbs, i * THUMB_AREA, block),
        correlateBlock(this.thumbs, i * THUMB_AREA, whole),
      );
      return { i, hash, colour, x, y, profile: xScore + yScore, score: rough };
    });
    aligned.sort((a, b) => b.score - a.score || a.i - b.i);
    // Stage 3: finer spans around the best, then the correlation of the whole aligned thumbnail.
    const columnsFiner = new Map<number, Resampled[]>();
    const rowsFiner = new Map<number, Resampled[]>();
    const finer = (cache: Map<number, Resampled[]>, profile: Float64Array, coarse: number) => {
      let spans = cache.get(coarse);
      if (!spans) {
        spans = finerSpans(COARSE_SPANS[coarse] as Span).map((span) => resample(profile, span));
        cache.set(coarse, spans);
      }
      return spans;
    };
    const fine = aligned.slice(0, Math.max(limit, FINE_CANDIDATES)).map(({ i, hash, colour, x, y, profile }) => {
      this.profiles(i, columns, rows);
      prefixSums(columns, cPrefix, cPrefix2);
      prefixSums(rows, rPrefix, rPrefix2);
      const xs = finer(columnsFiner, qColumns, x);
      const ys = finer(rowsFiner, qRows, y);
      const [fx] = bestSpan(columns, cPrefix, cPrefix2, xs);
      const [fy] = bestSpan(rows, rPrefix, rPrefix2, ys);
      const correlation = Math.max(
        correlateBlock(this.thumbs, i * THUMB_AREA, resampleBlock(q, ys[fy] as Resampled, xs[fx] as Resampled)),
        correlateBlock(this.thumbs, i * THUMB_AREA, whole),
      );
      // Mostly the aligned correlation; the other stages' evidence breaks near-ties between look-alike drawings.
      const score = correlation + PROFILE_WEIGHT * profile - HASH_PENALTY * hash - COLOUR_PENALTY * colour;
      return { i, hash, colour, profile, correlation, score };
    });
    fine.sort((a, b) => b.score - a.score || a.i - b.i);
    return fine;
  }
}

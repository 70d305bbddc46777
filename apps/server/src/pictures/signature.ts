/**
 * Perceptual signatures of a picture, as the index stores them and a query is compared: 64-bit DCT hashes of the
 * whole picture, its mirror, several crops and its subject box; a hue histogram; and 32×32 grey plus 16×16 chroma
 * thumbnails for the alignment stages (spans.ts, rank.ts).
 */

/** Side of the square the picture is reduced to before hashing. */
export const SIGNATURE_SIDE = 96;
export const HASH_SIDE = 32;
/** Side of the grey thumbnail kept per picture for the alignment stages (SIGNATURE_SIDE / 3). */
export const THUMB_SIDE = 32;
export const THUMB_AREA = THUMB_SIDE * THUMB_SIDE;
/** Side of the two chroma thumbnails (SIGNATURE_SIDE / 6) stored after the grey one. */
export const CHROMA_SIDE = 16;
export const CHROMA_AREA = CHROMA_SIDE * CHROMA_SIDE;
/** Bytes of a picture's thumbnails: grey, then the red–green and the yellow–blue chroma. */
export const THUMB_BYTES = THUMB_AREA + 2 * CHROMA_AREA;

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

/**
 * Perceptual picture signatures for image search: 64-bit DCT hashes of the whole picture, its mirror
 * and several crops (so a cropped, mirrored, recompressed, watermarked or brightened copy still lands
 * near its original), plus a 4×4 colour layout to separate drawings of the same shape in other colours.
 */

/** Side of the square the picture is reduced to before hashing. */
export const SIGNATURE_SIDE = 96;
const HASH_SIDE = 32;

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
  /** VARIANTS × 8 bytes (hi, lo big-endian per variant) for an indexed picture; 8 bytes for a query */
  hashes: Uint8Array;
  colour: Uint8Array;
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
  return { hashes: pack(pairs), colour: colourLayout(rgb, SIGNATURE_SIDE) };
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
  };
}

/** Bits set in every 16-bit value. */
const POP16 = new Uint8Array(65536);
for (let i = 1; i < 65536; i++) POP16[i] = (POP16[i >> 1] as number) + (i & 1);

/**
 * All indexed pictures in memory: VARIANTS hash pairs and a colour layout each. A scan of 200 000
 * pictures takes a few milliseconds; the table picture_index is the durable copy.
 */
export class PictureIndex {
  private keys: string[] = [];
  private position = new Map<string, number>();
  private hi = new Uint32Array(1024 * VARIANTS);
  private lo = new Uint32Array(1024 * VARIANTS);
  private colours = new Uint8Array(1024 * 48);

  get size(): number {
    return this.keys.length;
  }

  has(key: string): boolean {
    return this.position.has(key);
  }

  add(key: string, signature: Signature): void {
    // Signatures of an older layout (other variant count) are skipped rather than misread.
    if (this.position.has(key) || signature.hashes.byteLength !== VARIANTS * 8) return;
    const n = this.keys.length;
    if ((n + 1) * VARIANTS > this.hi.length) {
      const grow = <T extends Uint32Array | Uint8Array>(a: T, size: number): T => {
        const b = new (a.constructor as new (n: number) => T)(size);
        b.set(a);
        return b;
      };
      this.hi = grow(this.hi, this.hi.length * 2);
      this.lo = grow(this.lo, this.lo.length * 2);
      this.colours = grow(this.colours, this.colours.length * 2);
    }
    const view = new DataView(signature.hashes.buffer, signature.hashes.byteOffset, signature.hashes.byteLength);
    for (let v = 0; v < VARIANTS; v++) {
      this.hi[n * VARIANTS + v] = view.getUint32(v * 8);
      this.lo[n * VARIANTS + v] = view.getUint32(v * 8 + 4);
    }
    this.colours.set(signature.colour.subarray(0, 48), n * 48);
    this.keys.push(key);
    this.position.set(key, n);
  }

  /** The stored signature of a picture (so a second load of the same drawing skips rendering). */
  signature(key: string): Signature | null {
    const n = this.position.get(key);
    if (n === undefined) return null;
    const pairs: [number, number][] = [];
    for (let v = 0; v < VARIANTS; v++)
      pairs.push([this.hi[n * VARIANTS + v] as number, this.lo[n * VARIANTS + v] as number]);
    return { hashes: pack(pairs), colour: this.colours.slice(n * 48, n * 48 + 48) };
  }

  /** The `limit` nearest pictures to a query signature, best first: [key, score] (lower is closer). */
  search(query: Signature, limit: number): { key: string; distance: number }[] {
    const view = new DataView(query.hashes.buffer, query.hashes.byteOffset, query.hashes.byteLength);
    const qh = view.getUint32(0);
    const ql = view.getUint32(4);
    const bh = query.hashes.byteLength >= 16 ? view.getUint32(8) : qh;
    const bl = query.hashes.byteLength >= 16 ? view.getUint32(12) : ql;
    const n = this.keys.length;
    const best = new Uint8Array(n);
    const histogram = new Uint32Array(68);
    const { hi, lo } = this;
    const qh0 = qh & 0xffff;
    const qh1 = qh >>> 16;
    const ql0 = ql & 0xffff;
    const ql1 = ql >>> 16;
    const bh0 = bh & 0xffff;
    const bh1 = bh >>> 16;
    const bl0 = bl & 0xffff;
    const bl1 = bl >>> 16;
    for (let i = 0, base = 0; i < n; i++, base += VARIANTS) {
      let min = 66;
      for (let v = 0; v < SUBJECT_VARIANT; v++) {
        const h = hi[base + v] as number;
        const l = lo[base + v] as number;
        // A crop variant must be clearly closer than the whole picture to win (fewer chance matches).
        const d =
          (POP16[(h & 0xffff) ^ qh0] as number) +
          (POP16[(h >>> 16) ^ qh1] as number) +
          (POP16[(l & 0xffff) ^ ql0] as number) +
          (POP16[(l >>> 16) ^ ql1] as number) +
          (v > 1 ? 2 : v);
        if (d < min) min = d;
      }
      const h = hi[base + SUBJECT_VARIANT] as number;
      const l = lo[base + SUBJECT_VARIANT] as number;
      const subject =
        (POP16[(h & 0xffff) ^ bh0] as number) +
        (POP16[(h >>> 16) ^ bh1] as number) +
        (POP16[(l & 0xffff) ^ bl0] as number) +
        (POP16[(l >>> 16) ^ bl1] as number) +
        1;
      if (subject < min) min = subject;
      best[i] = min;
      histogram[min] = (histogram[min] as number) + 1;
    }
    // Candidates: the closest by hash (the distance that fills the pool, and everything nearer), then re-ranked with colour.
    const pool = Math.min(n, Math.max(limit * 8, 400));
    let threshold = 0;
    for (let seen = 0; threshold < 67; threshold++) {
      seen += histogram[threshold] as number;
      if (seen >= pool) break;
    }
    const candidates: number[] = [];
    for (let i = 0; i < n; i++) if ((best[i] as number) <= threshold) candidates.push(i);
    const scored = candidates.map((i) => {
      let colour = 0;
      for (let c = 0; c < 24; c++)
        colour += Math.abs((this.colours[i * 48 + c] as number) - (query.colour[c] as number));
      return { key: this.keys[i] as string, distance: (best[i] as number) + colour / COLOUR_WEIGHT, index: i };
    });
    scored.sort((a, b) => a.distance - b.distance || a.index - b.index);
    return scored.slice(0, limit).map(({ key, distance }) => ({ key, distance: Math.round(distance * 100) / 100 }));
  }
}

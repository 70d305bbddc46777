import { CHROMA_SIDE, type Signature, THUMB_AREA, THUMB_BYTES, THUMB_SIDE } from './signature';

/**
 * The alignment of a query's thumbnails to an indexed picture's: spans (crops on one axis), the query's profiles
 * and thumbnails resampled under them (in a per-thread arena), and the correlations stages 2 and 3 score by.
 */

/** Crops the alignment considers: the query shows at least this share of the picture's width and height. */
export const MIN_SHARE = 0.66;
export const COARSE_STEP = 0.04;
/**
 * Final score: grey correlation + CHROMA_WEIGHT × chroma correlation + PROFILE_WEIGHT × profile correlation
 * − penalties per hash bit and per hue-histogram unit.
 */
export const CHROMA_WEIGHT = 0.5;
/** Mean squared chroma deviation (per sample, in halved units) under which a query counts as colourless. */
const COLOURLESS = 4;
export const PROFILE_WEIGHT = 0.05;
export const HASH_PENALTY = 0.001;
export const COLOUR_PENALTY = 0.0002;

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
export interface Span {
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
export const SPANS: Span[] = [];
const spanByValue = new Map<string, Span>();

export function spanOf(start: number, share: number): Span {
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
export const COARSE_SPANS: Span[] = [];
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
export function take(n: number): number {
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
export interface Resampled {
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
export function correlate(profile: Float64Array, prefix: Float64Array, prefix2: Float64Array, q: Resampled): number {
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
export function profileSums(thumb: ArrayLike<number>, sums: Uint16Array, o: number): void {
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
export interface Grid {
  index: 0 | 1;
  side: number;
  offset: number;
  channels: number;
}
export const GREY: Grid = { index: 0, side: THUMB_SIDE, offset: 0, channels: 1 };
export const CHROMA: Grid = { index: 1, side: CHROMA_SIDE, offset: THUMB_AREA, channels: 2 };

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
export interface Block {
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
export function correlateBlock(thumbs: Uint8Array, i: number, block: Block): number {
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
export interface Alignment {
  grey: Block;
  chroma: Block;
}

/** How well a picture matches an alignment: its grey and chroma correlations and its score. */
export interface Match {
  grey: number;
  chroma: number;
  score: number;
}

/**
 * How well picture i matches an alignment: grey correlation + CHROMA_WEIGHT × chroma correlation (the grey one
 * passed when known).
 */
export function match(
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

/**
 * The spans stage 3 starts from: the coarse ones, and the query showing more than the picture, up to WIDEST of
 * its side (a subject cut out of a photo with its decorations and shadow can reach past the picture's edges).
 */
export const WIDEST = 1.16;
/** (The coarse spans come first, so stage 2's correlations for them serve stage 3.) */
export const REFINE_SPANS: Span[] = [...COARSE_SPANS];
for (let share = 1 + COARSE_STEP; share <= WIDEST + 1e-9; share += COARSE_STEP)
  for (let start = 1 - share; start <= 1e-9; start += COARSE_STEP) REFINE_SPANS.push(spanOf(start, share));
/** The finer spans round each refine span (the last spans made: SPANS is complete after this). */
export const FINER_SPANS: Span[][] = REFINE_SPANS.map(finerSpans);

/** Picture i's row and column profiles (means of its grey thumbnail's columns and rows), with prefix sums. */
export class Profiles {
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
export class Query {
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

/** Starts the arena afresh (a search of a part of the index: nothing taken before outlives it). */
export function resetArena(): void {
  arenaTop = 0;
}

/** The arena's numbers as they are now (read after the last take: a take may have grown it). */
export function arenaValues(): Float64Array {
  return arena;
}

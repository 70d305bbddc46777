import { type Candidate, coarse, coarseCandidates, type IndexArrays } from './coarse';
import type { Signature } from './signature';
import {
  type Alignment,
  arenaValues,
  type Block,
  COARSE_SPANS,
  COLOUR_PENALTY,
  correlate,
  correlateBlock,
  GREY,
  HASH_PENALTY,
  type Match,
  match,
  PROFILE_WEIGHT,
  Profiles,
  Query,
  REFINE_SPANS,
  type Resampled,
  resetArena,
  type Span,
  take,
} from './spans';

/**
 * Stages 2 and 3 of a search over a part of the index: stage 1's candidates aligned by their profiles and
 * scored by the aligned correlations, then the best of them aligned finer and ranked.
 */

/** Candidates taken from the profile alignment into the full alignment (at least). */
export const FINE_CANDIDATES = 48;

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
export const byFinalScore = (a: { i: number; score: number }, b: { i: number; score: number }) =>
  b.score - a.score || a.i - b.i;

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
  const values = arenaValues();
  let count = 0;
  for (let at = 0; at < spans.length; at++) {
    const score =
      at < coarseSpans ? (values[known + at] as number) : correlate(profile, prefix, prefix2, spans[at] as Resampled);
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
  resetArena();
  const query = new Query(signature, arrays.thumbs);
  const aligned = alignCandidates(arrays, query, coarse(arrays, from, to, signature, candidates));
  return refine(arrays, query, aligned.sort(byAlignedScore).slice(0, keep));
}

import { seededRandom } from '../../platform/random';
import { pyramidFill } from './inpaint';

/** Patch side (pixels) the exemplar fill compares and copies. */
const PATCH = 7;
const R = (PATCH - 1) >> 1;
/** The hole is halved until its longer side is at most this at the coarsest level. */
const COARSE_HOLE = 28;

interface Level {
  w: number;
  h: number;
  rgb: Float32Array;
  /** 1 where the pixel is to be filled */
  hole: Uint8Array;
}

function halve(level: Level): Level {
  const w = Math.ceil(level.w / 2);
  const h = Math.ceil(level.h / 2);
  const rgb = new Float32Array(w * h * 3);
  const hole = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let n = 0;
      const o = y * w + x;
      for (let dy = 0; dy < 2; dy++)
        for (let dx = 0; dx < 2; dx++) {
          const xx = Math.min(level.w - 1, 2 * x + dx);
          const yy = Math.min(level.h - 1, 2 * y + dy);
          const j = yy * level.w + xx;
          if (level.hole[j]) hole[o] = 1;
          n++;
          for (let c = 0; c < 3; c++) rgb[o * 3 + c] = (rgb[o * 3 + c] as number) + (level.rgb[j * 3 + c] as number);
        }
      for (let c = 0; c < 3; c++) rgb[o * 3 + c] = (rgb[o * 3 + c] as number) / n;
    }
  return { w, h, rgb, hole };
}

/**
 * One level of the fill: an approximate nearest-neighbour field (PatchMatch: propagation from the
 * neighbours and a random search at shrinking radii) maps every patch touching the hole to a patch of
 * known pixels, then every hole pixel becomes the mean of what the patches covering it copy there; a few
 * rounds of both (expectation–maximisation, as in Wexler et al.'s completion).
 */
class LevelFill {
  readonly targets: Int32Array;
  readonly nnf: Int32Array;
  readonly cost: Float64Array;
  readonly sources: Int32Array;
  readonly valid: Uint8Array;

  constructor(
    readonly level: Level,
    readonly rand: () => number,
  ) {
    const { w, h, hole } = level;
    // Sources: centres whose whole patch is inside and known.
    const valid = new Uint8Array(w * h);
    const sources: number[] = [];
    for (let y = R; y < h - R; y++)
      for (let x = R; x < w - R; x++) {
        let ok = 1;
        for (let dy = -R; dy <= R && ok; dy++)
          for (let dx = -R; dx <= R && ok; dx++) if (hole[(y + dy) * w + x + dx]) ok = 0;
        if (ok) {
          valid[y * w + x] = 1;
          sources.push(y * w + x);
        }
      }
    // Targets: centres whose patch touches the hole.
    const targets: number[] = [];
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let touches = false;
        for (let dy = -R; dy <= R && !touches; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= h) continue;
          for (let dx = -R; dx <= R && !touches; dx++) {
            const xx = x + dx;
            if (xx >= 0 && xx < w && hole[yy * w + xx]) touches = true;
          }
        }
        if (touches) targets.push(y * w + x);
      }
    this.valid = valid;
    this.sources = Int32Array.from(sources);
    this.targets = Int32Array.from(targets);
    this.nnf = new Int32Array(targets.length);
    this.cost = new Float64Array(targets.length);
  }

  randomSource(): number {
    return this.sources[Math.floor(this.rand() * this.sources.length)] as number;
  }

  /** Sum of squared differences of the patches at t and s (over the target's pixels inside the picture), stopping past `limit`. */
  distance(t: number, s: number, limit: number): number {
    const { w, h, rgb } = this.level;
    const tx = t % w;
    const ty = (t - tx) / w;
    const sx = s % w;
    const sy = (s - sx) / w;
    let d = 0;
    for (let dy = -R; dy <= R; dy++) {
      const yy = ty + dy;
      if (yy < 0 || yy >= h) continue;
      for (let dx = -R; dx <= R; dx++) {
        const xx = tx + dx;
        if (xx < 0 || xx >= w) continue;
        const a = (yy * w + xx) * 3;
        const b = ((sy + dy) * w + sx + dx) * 3;
        const e0 = (rgb[a] as number) - (rgb[b] as number);
        const e1 = (rgb[a + 1] as number) - (rgb[b + 1] as number);
        const e2 = (rgb[a + 2] as number) - (rgb[b + 2] as number);
        d += e0 * e0 + e1 * e1 + e2 * e2;
      }
      if (d > limit) return d;
    }
    return d;
  }

  /** Starts the field: from the coarser level's field where given, else at random. */
  init(coarser: LevelFill | null) {
    const { w } = this.level;
    const index = new Map<number, number>();
    if (coarser) for (let k = 0; k < coarser.targets.length; k++) index.set(coarser.targets[k] as number, k);
    for (let k = 0; k < this.targets.length; k++) {
      const t = this.targets[k] as number;
      let s = -1;
      if (coarser) {
        const x = t % w;
        const y = (t - x) / w;
        const cw = coarser.level.w;
        const parent = (y >> 1) * cw + (x >> 1);
        const pk = index.get(parent);
        if (pk !== undefined) {
          const ps = coarser.nnf[pk] as number;
          const px = ps % cw;
          const py = (ps - px) / cw;
          const sx = 2 * px + (x & 1);
          const sy = 2 * py + (y & 1);
          if (sx < w && sy < this.level.h && this.valid[sy * w + sx]) s = sy * w + sx;
        }
      }
      if (s < 0) s = this.randomSource();
      this.nnf[k] = s;
    }
  }

  refreshCosts() {
    for (let k = 0; k < this.targets.length; k++)
      this.cost[k] = this.distance(this.targets[k] as number, this.nnf[k] as number, Number.POSITIVE_INFINITY);
  }

  /** One PatchMatch sweep (forward on even rounds, backward on odd). */
  sweep(round: number, maxRadius: number) {
    const { w, h } = this.level;
    const n = this.targets.length;
    const where = new Int32Array(w * h).fill(-1);
    for (let k = 0; k < n; k++) where[this.targets[k] as number] = k;
    const step = round % 2 ? -1 : 1;
    for (let j = 0; j < n; j++) {
      const k = step > 0 ? j : n - 1 - j;
      const t = this.targets[k] as number;
      let best = this.nnf[k] as number;
      let bestCost = this.cost[k] as number;
      // An exact match (a plain ground) cannot be bettered.
      if (bestCost === 0) continue;
      const tryS = (s: number) => {
        if (s < 0 || s >= w * h || !this.valid[s] || s === best) return;
        const d = this.distance(t, s, bestCost);
        if (d < bestCost) {
          bestCost = d;
          best = s;
        }
      };
      // Propagation: the neighbour's match, shifted by one (a shift across a row's end is no valid source).
      for (const back of [t - step, t - step * w]) {
        const nk = back >= 0 && back < w * h ? (where[back] as number) : -1;
        if (nk >= 0) tryS((this.nnf[nk] as number) + (t - back));
      }
      // Random search around the best, at halving radii.
      for (let radius = maxRadius; radius >= 1; radius >>= 1) {
        const cx = best % w;
        const cy = (best - cx) / w;
        const x = Math.round(cx + (this.rand() * 2 - 1) * radius);
        const y = Math.round(cy + (this.rand() * 2 - 1) * radius);
        if (x >= R && y >= R && x < w - R && y < h - R) tryS(y * w + x);
      }
      this.nnf[k] = best;
      this.cost[k] = bestCost;
    }
  }

  /** Each hole pixel: the mean of the pixels the patches covering it copy there. */
  vote() {
    const { w, h, rgb, hole } = this.level;
    const sum = new Float32Array(w * h * 3);
    const count = new Float32Array(w * h);
    for (let k = 0; k < this.targets.length; k++) {
      const t = this.targets[k] as number;
      const s = this.nnf[k] as number;
      const tx = t % w;
      const ty = (t - tx) / w;
      const sx = s % w;
      const sy = (s - sx) / w;
      for (let dy = -R; dy <= R; dy++) {
        const yy = ty + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -R; dx <= R; dx++) {
          const xx = tx + dx;
          if (xx < 0 || xx >= w) continue;
          const p = yy * w + xx;
          if (!hole[p]) continue;
          const q = ((sy + dy) * w + sx + dx) * 3;
          sum[p * 3] = (sum[p * 3] as number) + (rgb[q] as number);
          sum[p * 3 + 1] = (sum[p * 3 + 1] as number) + (rgb[q + 1] as number);
          sum[p * 3 + 2] = (sum[p * 3 + 2] as number) + (rgb[q + 2] as number);
          count[p] = (count[p] as number) + 1;
        }
      }
    }
    for (let p = 0; p < w * h; p++)
      if (hole[p] && count[p])
        for (let c = 0; c < 3; c++) rgb[p * 3 + c] = (sum[p * 3 + c] as number) / (count[p] as number);
  }
}

/**
 * Exemplar (patch-based) fill of a wide area: the area is filled with patches copied from the known
 * pixels around it, so a textured ground (wood, cloth, paper grain) continues through it instead of
 * turning into a smooth blur. Works on the area's neighbourhood only (its box grown by its own size),
 * coarse to fine: at the coarsest level the hole starts from the smooth coarse-to-fine fill, each finer
 * level starts from the coarser one's field. Answers the whole picture with the area filled.
 */
export function patchFill(rgb: Uint8Array, mask: Uint8Array, w: number, h: number, seed = 1): Uint8Array {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (mask[y * w + x]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return Uint8Array.from(rgb);
  const grow = Math.max(24, Math.round(Math.max(x1 - x0, y1 - y0) * 0.75));
  const rx0 = Math.max(0, x0 - grow);
  const ry0 = Math.max(0, y0 - grow);
  const rw = Math.min(w, x1 + grow + 1) - rx0;
  const rh = Math.min(h, y1 + grow + 1) - ry0;
  // The neighbourhood, its hole first filled smoothly (the coarsest level's starting guess).
  const roi = new Uint8Array(rw * rh * 3);
  const hole = new Uint8Array(rw * rh);
  for (let y = 0; y < rh; y++)
    for (let x = 0; x < rw; x++) {
      const i = (y + ry0) * w + x + rx0;
      hole[y * rw + x] = mask[i] ? 1 : 0;
      for (let c = 0; c < 3; c++) roi[(y * rw + x) * 3 + c] = rgb[i * 3 + c] as number;
    }
  const smooth = pyramidFill(roi, hole, rw, rh);
  const levels: Level[] = [{ w: rw, h: rh, rgb: Float32Array.from(smooth), hole }];
  let holeSide = Math.max(x1 - x0, y1 - y0) + 1;
  while (holeSide > COARSE_HOLE && levels.length < 8) {
    const next = halve(levels[levels.length - 1] as Level);
    if (next.w < 4 * PATCH || next.h < 4 * PATCH) break;
    levels.push(next);
    holeSide /= 2;
  }
  const rand = seededRandom(seed);
  let coarser: LevelFill | null = null;
  for (let l = levels.length - 1; l >= 0; l--) {
    const fill = new LevelFill(levels[l] as Level, rand);
    // No whole known patch at this level (a hole nearly as large as its neighbourhood): the level keeps the
    // smooth fill it started from and the next finer one searches afresh.
    if (!fill.sources.length) {
      coarser = null;
      continue;
    }
    fill.init(coarser);
    // From the coarser field the first vote already gives this level its texture; then it is refined.
    if (coarser) fill.vote();
    // The coarsest level searches the whole neighbourhood; finer ones only refine their inherited match nearby.
    const rounds = l === 0 ? 1 : coarser ? 2 : 4;
    const radius = coarser ? 2 * PATCH : Math.max(fill.level.w, fill.level.h);
    for (let round = 0; round < rounds; round++) {
      fill.refreshCosts();
      fill.sweep(round, radius);
      fill.vote();
    }
    coarser = fill;
  }
  const out = Uint8Array.from(rgb);
  const top = levels[0] as Level;
  for (let y = 0; y < rh; y++)
    for (let x = 0; x < rw; x++) {
      const p = y * rw + x;
      if (!hole[p]) continue;
      const i = (y + ry0) * w + x + rx0;
      for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.round(top.rgb[p * 3 + c] as number);
    }
  return out;
}

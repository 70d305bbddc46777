import { boxesOf, type Detected, overlap } from './detect';

/**
 * Subjects on a busy ground in focus (a wooden table, a tablecloth, tiles, a carpet): the ground's colours are
 * those of the picture's border band, and a toy is made of colours the band has few of. Pixels whose colour (and
 * the colours next to it) is rare in the band are grouped into regions; the largest solid ones are the proposals,
 * cut out along their masks. Unlike the crisp-edge cue, this does not need the ground out of focus.
 */

/** Levels per channel of the colour cube (a bin is 32 levels wide). */
const LEVELS = 8;
/** Share of the border band's pixels (round a colour's bin) under which the colour is rare there. */
const RARE = 0.004;
/** The border band's width, as a share of each side. */
const BAND = 0.1;

const binOf = (r: number, g: number, b: number) => ((r >> 5) * LEVELS + (g >> 5)) * LEVELS + (b >> 5);

/** The candidate subjects by rare colours (RGB of a small copy, w × h), largest and most solid first, at most `max`. */
export function detectRare(rgb: Uint8Array, w: number, h: number, max = 3): Detected[] {
  const counts = new Float64Array(LEVELS ** 3);
  const bx = Math.max(1, Math.round(w * BAND));
  const by = Math.max(1, Math.round(h * BAND));
  let band = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (x >= bx && x < w - bx && y >= by && y < h - by) continue;
      const j = (y * w + x) * 3;
      const bin = binOf(rgb[j] as number, rgb[j + 1] as number, rgb[j + 2] as number);
      counts[bin] = (counts[bin] as number) + 1;
      band++;
    }
  // Each bin's share with its neighbours' (noise and shading move a colour across a bin's edge).
  const near = new Float64Array(LEVELS ** 3);
  for (let r = 0; r < LEVELS; r++)
    for (let g = 0; g < LEVELS; g++)
      for (let b = 0; b < LEVELS; b++) {
        let sum = 0;
        for (let dr = -1; dr <= 1; dr++)
          for (let dg = -1; dg <= 1; dg++)
            for (let db = -1; db <= 1; db++) {
              const [rr, gg, bb] = [r + dr, g + dg, b + db];
              if (rr < 0 || gg < 0 || bb < 0 || rr >= LEVELS || gg >= LEVELS || bb >= LEVELS) continue;
              sum += counts[(rr * LEVELS + gg) * LEVELS + bb] as number;
            }
        near[(r * LEVELS + g) * LEVELS + b] = sum / band;
      }
  const rare = new Uint8Array(w * h);
  let found = 0;
  for (let i = 0; i < w * h; i++) {
    const j = i * 3;
    if ((near[binOf(rgb[j] as number, rgb[j + 1] as number, rgb[j + 2] as number)] as number) < RARE) {
      rare[i] = 1;
      found++;
    }
  }
  // A ground of many colours leaves everything common, a plain one everything rare: no cue either way.
  if (found < w * h * 0.01 || found > w * h * 0.6) return [];
  const side = Math.max(w, h);
  const candidates = boxesOf(rare, w, h, 'rare', Math.max(2, Math.round(side / 40)));
  const rank = (b: Detected) => Math.sqrt(b.width * b.height) * (0.5 + b.fill);
  candidates.sort((a, b) => rank(b) - rank(a));
  const kept: Detected[] = [];
  for (const box of candidates) {
    if (kept.some((k) => overlap(k, box) > 0.5)) continue;
    kept.push(box);
    if (kept.length >= max) break;
  }
  return kept;
}

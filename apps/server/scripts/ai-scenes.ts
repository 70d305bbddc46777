import sharp from 'sharp';
import { type DrawingParams, drawingSvg, TOY_KINDS } from '../src/demo/drawings';
import { seededRandom } from '../src/platform/random';

/**
 * Ground truth for the AI picture tools: a demo drawing of a toy alone (its mask is known: the drawing's
 * own transparency), composited onto a plain, gradient or textured photo-like background.
 */
export type Ground = 'plain' | 'gradient' | 'textured';

const TOY_COLOURS = ['#e63946', '#1d70d6', '#2a9d8f', '#f4a261', '#7b2cbf', '#ff006e', '#3a86ff', '#ffbe0b', '#06a77d'];
const PLAIN_GROUNDS = [
  [255, 255, 255],
  [242, 242, 242],
  [250, 245, 230],
  [228, 238, 248],
  [200, 200, 200],
];

/** The toy alone on transparency: the drawing without its ground, shadow, decorations and tag. */
export function toyOnlySvg(p: DrawingParams): string {
  return (
    drawingSvg({ ...p, dots: [], label: '' })
      .replace(/<rect width="600" height="600" fill="[^"]*"\/>/, '')
      .replace(/<ellipse cx="[^"]*" cy="545"[^>]*\/>/, '')
      .replace(/<rect x="16" y="548"[^>]*\/><text[^>]*>.*?<\/text>/, '')
      // A half-transparent part (a rail, a shade) would be half toy, half ground: drawn solid, the mask is exact.
      .replace(/ opacity="[0-9.]+"/g, '')
  );
}

function background(kind: Ground, size: number, rand: () => number): Uint8Array {
  const out = new Uint8Array(size * size * 3);
  if (kind === 'plain') {
    const c = PLAIN_GROUNDS[Math.floor(rand() * PLAIN_GROUNDS.length)] as number[];
    for (let i = 0; i < size * size; i++) out.set(c, i * 3);
    return out;
  }
  if (kind === 'gradient') {
    const a = [150 + rand() * 105, 150 + rand() * 105, 150 + rand() * 105];
    const b = [rand() * 120 + 60, rand() * 120 + 60, rand() * 120 + 60];
    const angle = rand() * Math.PI * 2;
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const t = Math.min(1, Math.max(0, 0.5 + ((x / size - 0.5) * ux + (y / size - 0.5) * uy)));
        for (let c = 0; c < 3; c++) out[(y * size + x) * 3 + c] = (a[c] as number) * (1 - t) + (b[c] as number) * t;
      }
    return out;
  }
  // Photo-like texture: a wood/fabric grain of a few waves, soft blotches and sensor noise around one hue.
  const base = [120 + rand() * 100, 100 + rand() * 100, 80 + rand() * 100];
  const waves = Array.from({ length: 4 }, () => ({
    fx: (rand() - 0.5) * 0.08,
    fy: (rand() - 0.5) * 0.08,
    phase: rand() * 6.28,
    amp: 6 + rand() * 10,
  }));
  const blotches = Array.from({ length: 6 }, () => ({
    x: rand() * size,
    y: rand() * size,
    r: 80 + rand() * 200,
    v: (rand() - 0.5) * 40,
  }));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let v = 0;
      for (const w of waves) v += w.amp * Math.sin(x * w.fx + y * w.fy + w.phase + Math.sin(y * 0.01) * 2);
      for (const b of blotches) {
        const d = ((x - b.x) ** 2 + (y - b.y) ** 2) / (b.r * b.r);
        if (d < 4) v += b.v * Math.exp(-d);
      }
      for (let c = 0; c < 3; c++)
        out[(y * size + x) * 3 + c] = Math.min(255, Math.max(0, (base[c] as number) + v + (rand() - 0.5) * 24));
    }
  return out;
}

export interface Scene {
  ground: Ground;
  /** the composited picture (PNG) */
  png: Buffer;
  /** its RGB pixels */
  rgb: Uint8Array;
  /** background alone (what a removal should give back where nothing of the toy is) */
  groundRgb: Uint8Array;
  /** the toy's true mask (1 toy, 0 background) */
  mask: Uint8Array;
  size: number;
}

/** Scene number `n` on `ground`, `size` pixels square (deterministic). */
export async function makeScene(ground: Ground, n: number, size = 1000): Promise<Scene> {
  const rand = seededRandom(n * 7919 + ground.length * 104729);
  const colour = TOY_COLOURS[Math.floor(rand() * TOY_COLOURS.length)] as string;
  let accent = TOY_COLOURS[Math.floor(rand() * TOY_COLOURS.length)] as string;
  if (accent === colour) accent = '#333333';
  const params: DrawingParams = {
    kind: TOY_KINDS[n % TOY_KINDS.length] as DrawingParams['kind'],
    color: colour,
    accent,
    background: '#ffffff',
    rotate: Math.round((rand() - 0.5) * 24),
    scale: 0.75 + rand() * 0.25,
    dx: Math.round((rand() - 0.5) * 60),
    dy: Math.round((rand() - 0.5) * 60),
    flip: rand() < 0.5,
    dots: [],
    label: '',
  };
  const { data } = await sharp(Buffer.from(toyOnlySvg(params)), { density: (72 * size) / 600 })
    .resize(size, size)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const groundRgb = background(ground, size, rand);
  const rgb = new Uint8Array(size * size * 3);
  const mask = new Uint8Array(size * size);
  for (let i = 0; i < size * size; i++) {
    const a = (data[i * 4 + 3] as number) / 255;
    mask[i] = a >= 0.5 ? 1 : 0;
    for (let c = 0; c < 3; c++)
      rgb[i * 3 + c] = Math.round((data[i * 4 + c] as number) * a + (groundRgb[i * 3 + c] as number) * (1 - a));
  }
  const png = await sharp(Buffer.from(rgb), { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
  return { ground, png, rgb, groundRgb, mask, size };
}

/** Intersection over union of a predicted alpha (≥ 128 is the toy) and the true mask. */
export function iou(alpha: Uint8Array, mask: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < mask.length; i++) {
    const p = (alpha[i] as number) >= 128;
    const t = !!mask[i];
    if (p && t) inter++;
    if (p || t) union++;
  }
  return union ? inter / union : 1;
}

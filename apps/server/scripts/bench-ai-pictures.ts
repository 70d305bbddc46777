/**
 * Quality and speed of the AI picture tools on ground truth made from the demo drawings (their masks are
 * known) composited onto plain, gradient and textured backgrounds, 1000×1000 pixels:
 * - cutout: IoU of the matte against the true mask, and the time from picture bytes to PNG bytes;
 * - smart crop: share of crops (every ratio) that hold the whole toy, and the time per picture;
 * - removal: a sticker over 5 % of the picture, on the background beside the toy, painted out; mean absolute error (0–255, per channel) of the
 *   filled area against the untouched picture, and the time. The method the tool uses there (the domain's
 *   removalMethod: a 224-pixel square is a wide area, so the exemplar patch fill) and, for comparison, OpenCV's
 *   Telea inpainting of the whole area; for both the grain: the filled area's fine detail (mean absolute
 *   difference of a pixel from its 3×3 mean), beside the untouched picture's there (equal: the ground's texture
 *   carries on; near 0 on a textured ground: a smooth smear).
 * Usage: pnpm bench:ai:pictures [scenes per background, default 30] [grounds, default plain,gradient,textured]
 */
import os from 'node:os';
import { boxContains, CROP_RATIO_PRESETS } from '@wanju/domain';
import sharp from 'sharp';
import { opencv } from '../src/ai/engine/cv';
import { type RemovalFill, removeArea } from '../src/ai/engine/inpaint';
import { cutoutPicture, smartCrop } from '../src/ai/engine/tools';
import { type Ground, iou, makeScene } from './ai-scenes';

const COUNT = Number(process.argv[2] ?? 30);
const GROUNDS = (process.argv[3]?.split(',') ?? ['plain', 'gradient', 'textured']) as Ground[];
/**
 * Removal thresholds (mean absolute error per channel over the filled area, per picture) by background. On the
 * textured ground its own grain (±12 of sensor noise per pixel) cannot be predicted: any fill that keeps a grain
 * is off by about 8 there before any shading error.
 */
const REMOVE_MAE_MAX: Record<Ground, number> = { plain: 3, gradient: 4, textured: 16 };

/** Fine detail of the masked area: mean absolute difference of each pixel (all channels) from its 3×3 mean. */
function grain(rgb: Uint8Array, mask: Uint8Array, size: number): number {
  let sum = 0;
  let n = 0;
  for (let y = 1; y < size - 1; y++)
    for (let x = 1; x < size - 1; x++) {
      const i = y * size + x;
      if (!mask[i]) continue;
      for (let c = 0; c < 3; c++) {
        let m = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) m += rgb[((y + dy) * size + x + dx) * 3 + c] as number;
        sum += Math.abs((rgb[i * 3 + c] as number) - m / 9);
        n++;
      }
    }
  return n ? sum / n : 0;
}

const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(v.length * p))] ?? 0;
const ms = (v: number) => `${v.toFixed(0)} ms`;
/** CPU time of this process (all its threads) in ms: on a busy shared machine the wall time says little. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const loadStart = performance.now();
const cv = await opencv();
console.log(`OpenCV loaded once in ${ms(performance.now() - loadStart)} (not counted below)`);
// Warm-up (first grabCut and sharp calls allocate).
await cutoutPicture(cv, (await makeScene('plain', 999)).png, 'transparent');

for (const ground of GROUNDS) {
  const ious: number[] = [];
  const cutTimes: number[] = [];
  const cutCpu: number[] = [];
  const cropCpu: number[] = [];
  const removeCpu: number[] = [];
  let cropsKept = 0;
  let crops = 0;
  const cropTimes: number[] = [];
  const maes: number[] = [];
  const removeTimes: number[] = [];
  const grains: number[] = [];
  const truthGrains: number[] = [];
  const altMaes: number[] = [];
  const altGrains: number[] = [];
  const altTimes: number[] = [];
  const methods = new Set<string>();
  let altMethod = '';
  for (let n = 0; n < COUNT; n++) {
    const scene = await makeScene(ground, n);
    const size = scene.size;

    let t = performance.now();
    let c = cpu();
    const cut = await cutoutPicture(cv, scene.png, 'transparent');
    cutTimes.push(performance.now() - t);
    cutCpu.push(cpu() - c);
    ious.push(iou(cut.alpha, scene.mask));

    // The toy's true box.
    let x0 = size;
    let y0 = size;
    let x1 = -1;
    let y1 = -1;
    for (let i = 0; i < size * size; i++)
      if (scene.mask[i]) {
        const x = i % size;
        const y = (i - x) / size;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    const truth = { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
    for (const ratio of [...CROP_RATIO_PRESETS, { width: 1, height: 5 }, { width: 5, height: 2 }]) {
      t = performance.now();
      c = cpu();
      const { crop } = await smartCrop(scene.png, ratio);
      cropTimes.push(performance.now() - t);
      cropCpu.push(cpu() - c);
      crops++;
      if (boxContains(crop, truth, 2)) cropsKept++;
    }

    // A price sticker of 5 % of the picture (a 224-pixel square) on the background beside the toy (the
    // first place, scanning from the corners, that stays 8 pixels clear of it), painted out.
    const side = Math.round(Math.sqrt(0.05 * size * size));
    const clear = (x0: number, y0: number) => {
      for (let y = Math.max(0, y0 - 8); y < Math.min(size, y0 + side + 8); y++)
        for (let x = Math.max(0, x0 - 8); x < Math.min(size, x0 + side + 8); x++)
          if (scene.mask[y * size + x]) return false;
      return true;
    };
    let sx = 16;
    let sy = 16;
    search: for (let y = 16; y + side < size - 16; y += 24)
      for (const x of [16, size - side - 16, Math.round((size - side) / 2)])
        if (clear(x, n % 2 ? y : size - side - y)) {
          sx = x;
          sy = n % 2 ? y : size - side - y;
          break search;
        }
    const stickered = Uint8Array.from(scene.rgb);
    const mask = new Uint8Array(size * size);
    for (let y = sy; y < sy + side; y++)
      for (let x = sx; x < sx + side; x++) {
        const i = y * size + x;
        mask[i] = 1;
        stickered.set([250, 30, 30], i * 3);
      }
    truthGrains.push(grain(scene.rgb, mask, size));
    const measure = (fill: Uint8Array) => {
      let err = 0;
      let count = 0;
      for (let i = 0; i < size * size; i++)
        if (mask[i])
          for (let c = 0; c < 3; c++) {
            err += Math.abs((fill[i * 3 + c] as number) - (scene.rgb[i * 3 + c] as number));
            count++;
          }
      return { mae: err / count, grain: grain(fill, mask, size) };
    };
    t = performance.now();
    c = cpu();
    const filled = removeArea(cv, stickered, mask, size, size);
    removeTimes.push(performance.now() - t);
    removeCpu.push(cpu() - c);
    methods.add(filled.method);
    const used = measure(filled.rgb);
    maes.push(used.mae);
    grains.push(used.grain);
    // The other method, on the same area, for comparison.
    const other: RemovalFill = filled.method === 'telea' ? 'patch' : 'telea';
    t = performance.now();
    const alt = removeArea(cv, stickered, mask, size, size, other);
    altTimes.push(performance.now() - t);
    const altMeasure = measure(alt.rgb);
    altMaes.push(altMeasure.mae);
    altGrains.push(altMeasure.grain);
    altMethod = other;
    if (n === 0 && process.env.BENCH_SAVE)
      for (const [name, rgb] of [
        [filled.method, filled.rgb],
        [other, alt.rgb],
      ] as const)
        await sharp(Buffer.from(rgb), { raw: { width: size, height: size, channels: 3 } })
          .jpeg()
          .toFile(`/tmp/bench-remove-${ground}-${name}.jpg`);
  }
  const below = maes.filter((e) => e <= REMOVE_MAE_MAX[ground]).length;
  console.log(
    `\n${ground} (${COUNT} pictures, 1000×1000; machine load ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores)\n` +
      `  cutout IoU mean ${mean(ious).toFixed(3)}, median ${pct(ious, 0.5).toFixed(3)}, worst ${Math.min(...ious).toFixed(3)}; ` +
      `time mean ${ms(mean(cutTimes))}, p95 ${ms(pct(cutTimes, 0.95))} (CPU mean ${ms(mean(cutCpu))})\n` +
      `  smart crop keeps the whole toy in ${((100 * cropsKept) / crops).toFixed(1)} % of ${crops} crops; ` +
      `time mean ${ms(mean(cropTimes))}, p95 ${ms(pct(cropTimes, 0.95))} (CPU mean ${ms(mean(cropCpu))})\n` +
      `  removal of 5 % (${[...methods].join(', ')}): MAE mean ${mean(maes).toFixed(1)}, worst ${Math.max(...maes).toFixed(1)} ` +
      `(threshold ${REMOVE_MAE_MAX[ground]}: ${below}/${COUNT} below), grain ${mean(grains).toFixed(1)} (untouched ${mean(truthGrains).toFixed(1)}); ` +
      `time mean ${ms(mean(removeTimes))}, p95 ${ms(pct(removeTimes, 0.95))} (CPU mean ${ms(mean(removeCpu))})\n` +
      `    compared, ${altMethod} on the same areas: MAE mean ${mean(altMaes).toFixed(1)}, worst ${Math.max(...altMaes).toFixed(1)} ` +
      `(${altMaes.filter((e) => e <= REMOVE_MAE_MAX[ground]).length}/${COUNT} below), grain ${mean(altGrains).toFixed(1)}; time mean ${ms(mean(altTimes))}`,
  );
}

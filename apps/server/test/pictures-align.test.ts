import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clutter, cutOut } from '../scripts/image-queries';
import { type DrawingParams, drawingSvg } from '../src/demo/drawings';
import { svgSignature } from '../src/pictures/files';
import { PictureIndex } from '../src/pictures/phash';
import { prepareQuery } from '../src/pictures/query';
import { seededRandom } from '../src/platform/random';

/** A demo car whose decorations reach the picture's corners. */
const car = (change: Partial<DrawingParams> = {}): DrawingParams => ({
  kind: 'car',
  color: '#e85d04',
  accent: '#6b4f3a',
  background: '#f1faee',
  rotate: 0,
  scale: 0.9,
  dx: 0,
  dy: 0,
  flip: false,
  dots: [
    [40, 40, 22, 0],
    [560, 50, 20, 1],
    [70, 470, 18, 2],
    [545, 460, 24, 0],
  ],
  label: 'TD2-44561',
  ...change,
});

/** Look-alikes of car(): the same toy with other colours inside it, or in another pose. */
const LOOK_ALIKES: Partial<DrawingParams>[] = [
  { accent: '#1d3557' },
  { accent: '#ffd166' },
  { color: '#f48c06' },
  { color: '#dc2f02' },
  { rotate: 6 },
  { scale: 0.8 },
  { dx: 30, dy: 20 },
];
/** Of those, the ones that differ only inside the toy (its wheels' hubs, its body). */
const INSIDE = ['look-alike-0', 'look-alike-1', 'look-alike-2', 'look-alike-3'];

async function catalogue() {
  const index = new PictureIndex();
  const own = drawingSvg(car());
  index.add('own', await svgSignature(own));
  for (const [k, change] of LOOK_ALIKES.entries())
    index.add(`look-alike-${k}`, await svgSignature(drawingSvg(car({ ...change, label: `XD-${k}` }))));
  return { index, own: await sharp(Buffer.from(own)).png().toBuffer() };
}

describe('final alignment', () => {
  it('ranks a toy cut out of a busy photo above its look-alikes in other colours inside it', async () => {
    const { index, own } = await catalogue();
    for (const seed of [3, 11]) {
      const toy = await sharp(await cutOut(own))
        .resize(260, 260)
        .toBuffer();
      const photo = await sharp(await clutter(1200, 900, seededRandom(seed)))
        .composite([{ input: toy, left: 300 + seed * 20, top: 250 }])
        .jpeg({ quality: 85 })
        .toBuffer();
      const query = await prepareQuery(photo);
      const cut = query.regions.find((r) => r.source === 'sharp');
      expect(cut, JSON.stringify(query.regions.map((r) => r.source))).toBeDefined();
      const ranked = await index.scored((cut as NonNullable<typeof cut>).signatures[0] as never, 20);
      const score = (key: string) => ranked.find((r) => r.key === key)?.score ?? Number.NEGATIVE_INFINITY;
      for (const key of INSIDE) expect(score('own'), key).toBeGreaterThan(score(key));
    }
  });

  it('finds a picture shown whole inside a wider white margin first (the query shows more than the picture)', async () => {
    const { index, own } = await catalogue();
    // An eighth of the side added round the picture on every side.
    const framed = await sharp(own)
      .resize(480, 480)
      .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#ffffff' })
      .png()
      .toBuffer();
    const query = await prepareQuery(framed, undefined, { maxBoxes: 0 });
    const [first] = await index.search(query.regions[0]?.signatures[0] as never, 3);
    expect(first?.key).toBe('own');
  });
});

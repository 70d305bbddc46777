import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverFromEdge, DETECT_SIDE, detectSharp, detectSubjects, kth } from '../src/pictures/detect';
import { NO_MATCH_SIMILARITY, similarityOf } from '../src/pictures/image-search';
import { medianColour, SIGNATURE_SIDE } from '../src/pictures/phash';
import { canvasTilt, insideFrame, orient, prepareQuery, SMALL_ANGLES, textOnly, turn } from '../src/pictures/query';
import { seededRandom } from '../src/platform/random';

const toy = (fill: string) =>
  `<circle cx="150" cy="150" r="110" fill="${fill}"/><rect x="95" y="95" width="110" height="110" fill="#222"/>`;

async function raw(svg: string, width: number, height: number) {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * A busy scene: `ground` (SVG body, 1200 × 900) blurred as out of focus, a sharp toy (a PNG) composited at
 * `at`; the scene (PNG) and its 1024 px copy decoded raw, as detectSharp takes it.
 */
async function busyScene(ground: string, toyPicture: Buffer, at: { left: number; top: number }) {
  const blurred = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">${ground}</svg>`),
  )
    .blur(2.5)
    .png()
    .toBuffer();
  const scene = await sharp(blurred)
    .composite([{ input: toyPicture, ...at }])
    .png()
    .toBuffer();
  const { data, info } = await sharp(scene)
    .resize(1024, 1024, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { scene, rgb: new Uint8Array(data), width: info.width, height: info.height };
}

/** A shaded ground (its border is no one colour) with 30 blobs of many colours, as SVG body for busyScene. */
const shadedGround = () => {
  let ground =
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c4b8d6"/><stop offset="1" stop-color="#5a5366"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/>';
  for (let k = 0; k < 30; k++)
    ground += `<ellipse cx="${(k * 173) % 1200}" cy="${(k * 119) % 900}" rx="${60 + (k % 5) * 25}" ry="${40 + (k % 4) * 30}" fill="hsl(${(k * 47) % 360},45%,${40 + (k % 4) * 8}%)"/>`;
  return ground;
};

/**
 * The mask of the best sharp subject detected in a busyScene, at a point of it (pixels of 1200 × 900): 1 subject,
 * 0 ground, undefined outside its box.
 */
function sharpMaskAt(rgb: Uint8Array, width: number, height: number) {
  const [best] = detectSharp(rgb, width, height);
  expect(best, JSON.stringify(best && { ...best, mask: undefined })).toBeDefined();
  const found = best as NonNullable<typeof best>;
  return (x: number, y: number) => {
    const mx = Math.floor(((x / 1200 - found.x) / found.width) * found.maskWidth);
    const my = Math.floor(((y / 900 - found.y) / found.height) * found.maskHeight);
    return mx < 0 || my < 0 || mx >= found.maskWidth || my >= found.maskHeight
      ? undefined
      : found.mask[my * found.maskWidth + mx];
  };
}

describe('subject detection', () => {
  it("finds each channel's median colour over some pixels as sorting would", () => {
    const rnd = seededRandom(12);
    const rgb = Uint8Array.from({ length: 3000 }, () => Math.floor(rnd() * (rnd() < 0.5 ? 4 : 256)));
    for (const n of [1, 2, 5, 64, 999]) {
      const offsets = Array.from({ length: n }, () => Math.floor(rnd() * 1000) * 3);
      const sorted = [0, 1, 2].map((c) => offsets.map((j) => rgb[j + c] as number).sort((a, b) => a - b)[n >> 1]);
      expect(medianColour(rgb, offsets)).toEqual(sorted);
    }
  });

  it('finds the k-th smallest value as sorting would, with repeats and at either end', () => {
    const rnd = seededRandom(11);
    for (const length of [1, 2, 7, 100, 1001]) {
      const values = Float32Array.from(
        { length },
        () => Math.floor(rnd() * (length / 3 + 1)) + rnd() * 0.25 * (rnd() < 0.5 ? 1 : 0),
      );
      const sorted = Float32Array.from(values).sort();
      for (const k of [0, length >> 1, Math.floor(length * 0.8), length - 1]) expect(kth(values, k)).toBe(sorted[k]);
    }
  });

  it('finds both toys of a picture with two on a plain ground, each in its own box', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="1200" height="600" fill="#fff"/><g transform="translate(60 150)">${toy('#e63946')}</g><g transform="translate(760 150)">${toy('#2a9d8f')}</g></svg>`;
    const { rgb, width, height } = await raw(svg, DETECT_SIDE, DETECT_SIDE / 2);
    const boxes = detectSubjects(rgb, width, height);
    const left = boxes.find((b) => b.x + b.width < 0.5);
    const right = boxes.find((b) => b.x > 0.5);
    expect(left, JSON.stringify(boxes)).toBeDefined();
    expect(right).toBeDefined();
    // Each box holds its toy (about 220 px of 1200 wide, from x 70 and 770).
    expect(left?.x).toBeLessThan(0.07);
    expect((left?.x ?? 0) + (left?.width ?? 0)).toBeGreaterThan(0.2);
    expect(right?.x).toBeLessThan(0.65);
  });

  it('finds a small toy on a busy, noisy ground by its contrast with its surroundings', async () => {
    let clutter = '<rect width="1200" height="900" fill="#8a8f7a"/>';
    for (let k = 0; k < 12; k++)
      clutter += `<rect x="${(k * 97) % 1100}" y="${(k * 61) % 800}" width="90" height="70" fill="#7f8572"/>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">${clutter}<g transform="translate(700 450)">${toy('#ff1d58')}</g></svg>`;
    const { rgb, width, height } = await raw(svg, DETECT_SIDE, DETECT_SIDE * 0.75);
    const boxes = detectSubjects(rgb, width, height);
    const hit = boxes.find((b) => b.x < 0.62 && b.x + b.width > 0.78 && b.y < 0.55 && b.y + b.height > 0.76);
    expect(hit, JSON.stringify(boxes.map(({ mask, ...b }) => b))).toBeDefined();
  });

  it('finds a small sharp toy on a busy ground out of focus by its crisp edges, with a mask of its own pixels', async () => {
    let ground = '<rect width="1200" height="900" fill="#9a8fa8"/>';
    for (let k = 0; k < 30; k++)
      ground += `<ellipse cx="${(k * 173) % 1200}" cy="${(k * 119) % 900}" rx="${60 + (k % 5) * 25}" ry="${40 + (k % 4) * 30}" fill="hsl(${(k * 47) % 360},60%,${35 + (k % 4) * 10}%)"/>`;
    const sharpToy = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">${toy('#ff1d58')}</svg>`),
    )
      .resize(160, 160)
      .png()
      .toBuffer();
    const { rgb, width, height } = await busyScene(ground, sharpToy, { left: 700, top: 450 });
    const [best] = detectSharp(rgb, width, height);
    // The toy spans x 0.60–0.70 and y 0.52–0.66 (its 220 px circle scaled to 117 px, at 700, 450 of 1200 × 900).
    expect(best, JSON.stringify(best && { ...best, mask: undefined })).toBeDefined();
    expect(best?.x).toBeGreaterThan(0.58);
    expect((best?.x ?? 0) + (best?.width ?? 0)).toBeLessThan(0.74);
    expect(best?.y).toBeGreaterThan(0.5);
    expect((best?.y ?? 0) + (best?.height ?? 0)).toBeLessThan(0.74);
    // The mask is the toy: its middle set, its box's corners (ground around a circle) not.
    const { mask, maskWidth: mw, maskHeight: mh } = best as NonNullable<typeof best>;
    expect(mask[(mh >> 1) * mw + (mw >> 1)]).toBe(1);
    expect(mask[0]).toBe(0);
  });

  it('cuts a sharp toy out of a blurred busy ground without the ground between its parts or seen through it', async () => {
    // A blurred ground (shaded: its border is no one colour) seen through a ring and between the ring and a bar below it.
    let ground = shadedGround();
    // A blob behind the ring, wider than it, and one filling the gap.
    ground += '<ellipse cx="600" cy="250" rx="190" ry="120" fill="#3f8f8a"/>';
    ground += '<ellipse cx="600" cy="430" rx="170" ry="70" fill="#c9a227"/>';
    const toyParts = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="110" r="80" fill="none" stroke="#e63946" stroke-width="44"/><rect x="70" y="250" width="160" height="30" fill="#1d3557"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const { scene, rgb, width, height } = await busyScene(ground, toyParts, { left: 450, top: 150 });
    const at = sharpMaskAt(rgb, width, height);
    // The ring (its right side at 450 + 230, 150 + 110) and the bar (at 600, 415) are the subject.
    expect(at(680, 260)).toBe(1);
    expect(at(600, 415)).toBe(1);
    // The blob between them (at 600, 385) and the ground in the ring (at 600, 260) are not.
    expect(at(600, 385)).toBe(0);
    expect(at(600, 260)).toBe(0);
    // The search is by the whole picture and the subject in focus (with the proposals by colours rare on the ground,
    // ranked by how well they match), not by the boxes the plain-ground and contrast cues find on the blurred ground.
    const query = await prepareQuery(await sharp(scene).jpeg().toBuffer());
    const sources = query.regions.map((r) => r.source);
    expect(sources[0]).toBe('whole');
    expect(sources.filter((s) => s === 'sharp')).toHaveLength(1);
    expect(sources.filter((s) => s === 'ground' || s === 'contrast')).toEqual([]);
    const subject = query.regions.find((r) => r.source === 'sharp')?.box as NonNullable<
      (typeof query.regions)[number]
    >['box'];
    expect(subject.x).toBeLessThan(470 / 1200);
    expect(subject.x + subject.width).toBeGreaterThan(730 / 1200);
  });

  it('keeps the part of a sharp toy that meets a ground of nearly its own colour out of the flood', async () => {
    let ground = shadedGround();
    // A blob behind the lower left of the toy's rim, a little darker than the toy's red (a step under 56).
    ground += '<ellipse cx="500" cy="560" rx="90" ry="90" fill="#b0402c"/>';
    const redToy = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="120" fill="#e0202a"/><rect x="120" y="120" width="60" height="60" fill="#1d3557"/></svg>',
      ),
    )
      .resize(220, 220)
      .png()
      .toBuffer();
    const { rgb, width, height } = await busyScene(ground, redToy, { left: 490, top: 340 });
    const at = sharpMaskAt(rgb, width, height);
    // The toy's circle (centre 600, 450, radius 88): the flood that meets it on the blob does not get in.
    expect(at(540, 450)).toBe(1);
    expect(at(560, 500)).toBe(1);
    expect(at(660, 450)).toBe(1);
  });

  it("takes a cut-out toy's colours from inside its outline, not from the ground along its edge", async () => {
    // A red toy on blurred blue and green blobs: the band of ground its cut-out mask keeps round its outline
    // must not count as its colours.
    let ground = shadedGround();
    ground +=
      '<ellipse cx="600" cy="450" rx="260" ry="200" fill="#2f5fd0"/><rect x="560" y="300" width="260" height="140" fill="#2fa04a"/>';
    const redToy = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="120" fill="#e0202a"/><rect x="110" y="110" width="80" height="80" fill="#ffffff"/></svg>',
      ),
    )
      .resize(220, 220)
      .png()
      .toBuffer();
    const { scene } = await busyScene(ground, redToy, { left: 490, top: 340 });
    const query = await prepareQuery(await sharp(scene).jpeg({ quality: 90 }).toBuffer());
    const subject = query.regions.find((r) => r.source === 'sharp');
    expect(subject, JSON.stringify(query.regions.map((r) => [r.source, r.box]))).toBeDefined();
    const colour = subject?.signatures[0]?.colour as Uint8Array;
    // Hue bins 22, 23, 0 and 1 are the reds (the histogram sums to 255).
    const red = (colour[22] as number) + (colour[23] as number) + (colour[0] as number) + (colour[1] as number);
    expect(red).toBeGreaterThanOrEqual(252);
    // The cut-out is searched framed tightly and, upright, framed with a margin too.
    expect(subject?.alsoUpright).toHaveLength(1);
    expect(subject?.alsoUpright?.[0]?.colour).toEqual(colour);
  });

  it('finds a flat cover reaching in from the edge of a plain picture (a hand), not the toy', async () => {
    const covered = await raw(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#f3f0fa"/><g transform="translate(150 150)">${toy('#2a9d8f')}</g><ellipse cx="470" cy="420" rx="135" ry="120" fill="#e0ac8a"/></svg>`,
      300,
      300,
    );
    const cover = coverFromEdge(covered.rgb, 300, 300);
    expect(cover).not.toBeNull();
    const at = (x: number, y: number) => cover?.[Math.round(y / 2) * 300 + Math.round(x / 2)];
    // The hand (its middle at 500, 450 of 600), not the toy's disc (at 180, 300) nor the ground (at 40, 40).
    expect(at(500, 450)).toBe(1);
    expect(at(180, 300)).toBe(0);
    expect(at(40, 40)).toBe(0);
    // Nothing reaches in from the edge of a plain picture of a toy.
    const plain = await raw(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/><g transform="translate(150 150)">${toy('#1d3557')}</g></svg>`,
      300,
      300,
    );
    expect(coverFromEdge(plain.rgb, 300, 300)).toBeNull();
  });

  it('cuts the picture out of a chat screenshot: inside the bubble, inside the interface with its text', async () => {
    const text = (y: number, words: string) =>
      `<text x="40" y="${y}" font-family="sans-serif" font-size="30" fill="#111">${words}</text>`;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334"><rect width="750" height="1334" fill="#ededed"/>` +
      `<rect width="750" height="130" fill="#f7f7f7"/>${text(95, '王经理 Wang')}${text(206, 'Still in stock?')}` +
      `<rect x="180" y="300" width="540" height="540" rx="10" fill="#95ec69"/><rect x="190" y="310" width="520" height="520" fill="#fdfdfd"/>` +
      `<g transform="translate(300 420)">${toy('#e63946')}</g>${text(930, 'Price 12.50 / 60 cartons')}</svg>`;
    const { rgb, width, height } = await raw(svg, 288, 512);
    const inner = insideFrame(rgb, width, height, { x: 0, y: 0, width: 1, height: 1 });
    // The picture is 190..710 of 750 wide and 310..830 of 1334 high.
    expect(inner?.x).toBeCloseTo(190 / 750, 1);
    expect(inner?.y).toBeCloseTo(310 / 1334, 1);
    expect(inner?.width).toBeCloseTo(520 / 750, 1);
    expect(inner?.height).toBeCloseTo(520 / 1334, 1);
    // A toy on a plain ground is no framed picture.
    const plain = await raw(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/><g transform="translate(150 150)">${toy('#1d3557')}</g></svg>`,
      300,
      300,
    );
    expect(insideFrame(plain.rgb, 300, 300, { x: 0, y: 0, width: 1, height: 1 })).toBeNull();
  });

  it('tells a page of text from a picture with a few lines of text under it', async () => {
    const line = (y: number) => `<rect x="50" y="${y}" width="600" height="14" fill="#222"/>`;
    let page = '<rect width="750" height="1000" fill="#fff"/>';
    for (let k = 0; k < 20; k++) page += line(60 + k * 45);
    const text = await raw(`<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1000">${page}</svg>`, 384, 512);
    expect(textOnly(text.rgb, text.width, text.height)).toBe(true);
    let captioned = `<rect width="750" height="1000" fill="#fff"/><g transform="translate(220 60)">${toy('#e63946')}</g>`;
    for (let k = 0; k < 10; k++) captioned += line(450 + k * 45);
    const picture = await raw(
      `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1000">${captioned}</svg>`,
      384,
      512,
    );
    expect(textOnly(picture.rgb, picture.width, picture.height)).toBe(false);
  });

  it('finds nothing in a blank picture', async () => {
    const { rgb, width, height } = await raw(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#f4f4f4"/></svg>',
      DETECT_SIDE,
      DETECT_SIDE,
    );
    expect(detectSubjects(rgb, width, height)).toEqual([]);
  });

  it('prepares the whole picture in the 8 orientations and small angles, and marks a blank one featureless', async () => {
    const picture = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/><g transform="translate(150 150)">${toy('#1d3557')}</g></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    const query = await prepareQuery(picture);
    expect(query.featureless).toBe(false);
    expect(query.regions[0]?.source).toBe('whole');
    expect(query.regions[0]?.signatures).toHaveLength(8 + SMALL_ANGLES.length);
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect((await prepareQuery(blank)).featureless).toBe(true);
  });
});

describe('a picture tilted on a canvas', () => {
  const picture = (ground: string) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${ground}"/><g transform="translate(150 150)">${toy('#1d3557')}</g></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
  const tiltOf = async (bytes: Buffer) => {
    const { data, info } = await sharp(bytes)
      .resize(512, 512, { fit: 'inside' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return canvasTilt(new Uint8Array(data), info.width, info.height);
  };

  it('measures the tilt of a picture with a pale ground turned on white, either way', async () => {
    for (const angle of [12, -12, 7]) {
      const turned = await sharp(await picture('#fdf0f5'))
        .rotate(angle, { background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer();
      expect(Math.abs(((await tiltOf(turned)) ?? 99) - angle)).toBeLessThan(1);
      // Searched turned back by that tilt alone, besides the 8 orientations.
      expect((await prepareQuery(turned)).regions[0]?.signatures).toHaveLength(8 + 1);
    }
  });

  it('has no tilt for an upright picture or one whose ground is the canvas colour', async () => {
    expect(await tiltOf(await picture('#fdf0f5'))).toBeNull();
    const white = await sharp(await picture('#ffffff'))
      .rotate(12, { background: '#ffffff' })
      .jpeg()
      .toBuffer();
    expect(await tiltOf(white)).toBeNull();
    expect((await prepareQuery(white)).regions[0]?.signatures).toHaveLength(8 + SMALL_ANGLES.length);
  });
});

describe('orientations', () => {
  const side = SIGNATURE_SIDE;
  const picture = new Uint8Array(side * side * 3);
  // One red pixel near the top-left corner.
  picture.set([255, 0, 0], (2 * side + 5) * 3);
  const red = (rgb: Uint8Array) => {
    for (let i = 0; i < side * side; i++) if (rgb[i * 3] === 255) return [i % side, Math.floor(i / side)];
    return null;
  };

  it('mirrors, turns by quarters and mirrors-and-turns as the 8 symmetries of a square', () => {
    expect(red(orient(picture, side, 0))).toEqual([5, 2]);
    expect(red(orient(picture, side, 4))).toEqual([side - 1 - 5, 2]);
    const seen = new Set(Array.from({ length: 8 }, (_, k) => JSON.stringify(red(orient(picture, side, k)))));
    expect(seen.size).toBe(8);
    // Four quarter turns are the identity.
    let turned: Uint8Array = picture;
    for (let t = 0; t < 4; t++) turned = orient(turned, side, 1);
    expect(Buffer.from(turned).equals(Buffer.from(picture))).toBe(true);
  });

  it('turns by a small angle about the centre, filling the corners', () => {
    const white = turn(new Uint8Array(side * side * 3), side, 12, [255, 255, 255]);
    expect(white[0]).toBe(255);
    expect(white[((side / 2) * side + side / 2) * 3]).toBe(0);
  });

  it('turned back inside a larger canvas, keeps only the square that was the picture', () => {
    // A picture turned 12° on a white canvas as large as the turned picture (1.186 times its side), then
    // turned back: no white corners.
    const a = (12 * Math.PI) / 180;
    const big = Math.ceil(side * (Math.cos(a) + Math.sin(a)));
    const canvas = new Uint8Array(big * big * 3).fill(255);
    const inset = Math.round((big - side) / 2);
    for (let y = 0; y < side; y++)
      canvas.fill(0, ((y + inset) * big + inset) * 3, ((y + inset) * big + inset + side) * 3);
    const turned = turn(canvas, big, 12, [255, 255, 255]);
    const back = turn(turned, big, -12, [255, 255, 255], true);
    expect(back[(2 * big + 2) * 3]).toBeLessThan(60);
    expect(back[((big - 3) * big + big - 3) * 3]).toBeLessThan(60);
    // Not so without: the corners are the canvas.
    expect(turn(turned, big, -12, [255, 255, 255])[(2 * big + 2) * 3]).toBe(255);
  });
});

describe('similarity', () => {
  it('reads 0–100, rising with the raw score, and refuses below the no-match threshold', () => {
    const scores = [-1, 0, 0.5, 0.8, 0.9, 1, 1.2, 1.5, 1.6];
    const similarities = scores.map(similarityOf);
    for (const s of similarities) expect(s).toBeGreaterThanOrEqual(0);
    for (const s of similarities) expect(s).toBeLessThanOrEqual(100);
    for (let i = 1; i < similarities.length; i++)
      expect(similarities[i]).toBeGreaterThanOrEqual(similarities[i - 1] as number);
    // The same picture reads near 100; an unrelated one under the threshold.
    expect(similarityOf(1.5)).toBeGreaterThanOrEqual(95);
    expect(similarityOf(0.3)).toBeLessThan(NO_MATCH_SIMILARITY);
  });
});

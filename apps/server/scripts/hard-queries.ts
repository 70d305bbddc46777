// The hard query pictures of pnpm bench:image: a catalogue picture as buyers really photograph it — on a busy
// in-focus ground (a wooden table, a desk, a carpet, tiles, a tablecloth, stone), as a printed page or a phone
// screen lying there, among other toys, under a colour cast and a strong shadow, as a close-up of one half or the
// central quarter, cut by the frame's edge, or seen at a slant on clutter.
// Every kind of picture comes in two recipes of its own: the development half (the one search is tuned on) and the
// held-out half (never tuned on: other grounds, other placements, other products and seeds). bench-image.ts
// reports both side by side.
import sharp, { type OverlayOptions } from 'sharp';
import { cutOut } from './image-queries';

/** The half of the evaluation set a recipe belongs to. */
export type Half = 'development' | 'held-out';
export const HALVES: readonly Half[] = ['development', 'held-out'];

/** What a recipe makes, as the targets name it (each group has recipes in both halves). */
export type Group =
  | 'in-focus clutter'
  | 'close-up quarter'
  | 'close-up half'
  | 'colour cast + shadow'
  | 'partial frame'
  | 'perspective + clutter';

/** Makes one query of the product's picture (`others`: pictures of other products, for the toys beside it). */
export type HardMake = (picture: Buffer, others: Buffer[], rnd: () => number, k: number) => Promise<Buffer>;

export interface HardRecipe {
  name: string;
  group: Group;
  half: Half;
  make: HardMake;
}

const W = 1200;
const H = 900;
const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
const FONT = 'font-family="Noto Sans CJK SC, Noto Serif CJK SC, sans-serif"';
const int = (rnd: () => number, from: number, to: number) => from + Math.floor(rnd() * (to - from + 1));
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

/** Busy grounds, drawn sharp (in focus): each a W × H picture. */
const GROUNDS = {
  /** Planks with grain lines and knots. */
  wood: (rnd: () => number) => {
    const hue = int(rnd, 20, 38);
    let body = '';
    const plank = int(rnd, 110, 170);
    for (let y = 0; y < H; y += plank) {
      body += `<rect y="${y}" width="${W}" height="${plank}" fill="${hsl(hue, 45, 30 + rnd() * 25)}"/>`;
      for (let g = 0; g < 14; g++) {
        const gy = y + rnd() * plank;
        body += `<path d="M0 ${gy.toFixed(0)} Q ${W / 2} ${(gy + (rnd() - 0.5) * 40).toFixed(0)} ${W} ${gy.toFixed(0)}" stroke="${hsl(hue, 50, 15 + rnd() * 35)}" stroke-width="${1 + rnd() * 3}" fill="none"/>`;
      }
      body += `<rect y="${y}" width="${W}" height="3" fill="#2a1a10"/>`;
      for (let k = 0; k < 2; k++)
        body += `<ellipse cx="${int(rnd, 0, W)}" cy="${y + plank / 2}" rx="${int(rnd, 12, 30)}" ry="${int(rnd, 6, 12)}" fill="${hsl(hue, 55, 18)}"/>`;
    }
    return body;
  },
  /** Papers, pens, a cup, sticky notes and printed lines on a desk. */
  desk: (rnd: () => number) => {
    let body = `<rect width="${W}" height="${H}" fill="${hsl(int(rnd, 0, 360), 10, 55 + rnd() * 20)}"/>`;
    for (let k = 0; k < 18; k++) {
      const x = int(rnd, -100, W);
      const y = int(rnd, -100, H);
      const w = int(rnd, 120, 320);
      const h = int(rnd, 90, 260);
      body += `<g transform="rotate(${int(rnd, -25, 25)} ${x} ${y})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${rnd() < 0.5 ? '#fbfbf7' : hsl(int(rnd, 0, 360), 70, 70)}"/>`;
      for (let l = 0; l < 5; l++)
        body += `<rect x="${x + 12}" y="${y + 18 + l * 18}" width="${w * (0.4 + rnd() * 0.5)}" height="5" fill="#333"/>`;
      body += '</g>';
    }
    for (let k = 0; k < 6; k++) {
      const x = int(rnd, 0, W);
      const y = int(rnd, 0, H);
      body += `<rect x="${x}" y="${y}" width="${int(rnd, 140, 220)}" height="12" rx="6" fill="${hsl(int(rnd, 0, 360), 80, 45)}" transform="rotate(${int(rnd, 0, 180)} ${x} ${y})"/>`;
    }
    const cx = int(rnd, 0, W);
    const cy = int(rnd, 0, H);
    body += `<circle cx="${cx}" cy="${cy}" r="70" fill="${hsl(int(rnd, 0, 360), 40, 60)}"/><circle cx="${cx}" cy="${cy}" r="52" fill="#3b2416"/>`;
    return body;
  },
  /** A carpet of small dots and diamonds in several colours. */
  carpet: (rnd: () => number) => {
    const hue = int(rnd, 0, 360);
    let body = `<rect width="${W}" height="${H}" fill="${hsl(hue, 35, 40)}"/>`;
    for (let k = 0; k < 900; k++) {
      const x = int(rnd, 0, W);
      const y = int(rnd, 0, H);
      const r = int(rnd, 3, 9);
      body += `<rect x="${x}" y="${y}" width="${r}" height="${r}" fill="${hsl(hue + int(rnd, -60, 60), 50, 25 + rnd() * 50)}" transform="rotate(45 ${x} ${y})"/>`;
    }
    return body;
  },
  /** Floor tiles with grout and speckles. */
  tiles: (rnd: () => number) => {
    const hue = int(rnd, 0, 360);
    const tile = int(rnd, 90, 150);
    let body = `<rect width="${W}" height="${H}" fill="#d8d4cc"/>`;
    for (let y = 0; y < H; y += tile)
      for (let x = 0; x < W; x += tile)
        body += `<rect x="${x + 3}" y="${y + 3}" width="${tile - 6}" height="${tile - 6}" fill="${hsl(hue + ((x + y) / tile) * 7, 25, (x / tile + y / tile) % 2 ? 35 : 70)}"/>`;
    for (let k = 0; k < 500; k++)
      body += `<circle cx="${int(rnd, 0, W)}" cy="${int(rnd, 0, H)}" r="${1 + rnd() * 3}" fill="${hsl(hue, 20, rnd() * 100)}"/>`;
    return body;
  },
  /** A plaid tablecloth: crossing bands of several colours. */
  fabric: (rnd: () => number) => {
    const hue = int(rnd, 0, 360);
    let body = `<rect width="${W}" height="${H}" fill="${hsl(hue, 40, 80)}"/>`;
    for (let k = 0; k < 30; k++) {
      const at = int(rnd, 0, W);
      const band = int(rnd, 6, 40);
      const fill = hsl(hue + int(rnd, -90, 90), 60, 30 + rnd() * 40);
      body += `<rect x="${at}" width="${band}" height="${H}" fill="${fill}" opacity="0.6"/><rect y="${at * (H / W)}" width="${W}" height="${band}" fill="${fill}" opacity="0.6"/>`;
    }
    return body;
  },
  /** Stone: overlapping grey and beige patches with dark veins. */
  stone: (rnd: () => number) => {
    let body = `<rect width="${W}" height="${H}" fill="#9a948a"/>`;
    for (let k = 0; k < 160; k++)
      body += `<ellipse cx="${int(rnd, 0, W)}" cy="${int(rnd, 0, H)}" rx="${int(rnd, 20, 110)}" ry="${int(rnd, 15, 80)}" fill="${hsl(int(rnd, 20, 50), 10 + rnd() * 15, 35 + rnd() * 45)}"/>`;
    for (let k = 0; k < 12; k++)
      body += `<path d="M${int(rnd, 0, W)} ${int(rnd, 0, H)} L${int(rnd, 0, W)} ${int(rnd, 0, H)} L${int(rnd, 0, W)} ${int(rnd, 0, H)}" stroke="#3a3630" stroke-width="${1 + rnd() * 2}" fill="none"/>`;
    return body;
  },
};
type Ground = keyof typeof GROUNDS;

/** A ground as RGB PNG. */
const ground = (name: Ground, rnd: () => number) =>
  sharp(svg(W, H, GROUNDS[name](rnd)))
    .png()
    .toBuffer();

/** The picture as a phone photographs it: sensor noise (sharp, not blurred), optionally a colour cast, as JPEG. */
async function photo(scene: Buffer, rnd: () => number, cast?: readonly [number, number, number]): Promise<Buffer> {
  const { data, info } = await sharp(scene).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.from(data);
  for (let i = 0; i < out.length; i++) {
    const v = (out[i] as number) * (cast ? (cast[i % 3] as number) : 1) + (rnd() - 0.5) * 16;
    out[i] = Math.max(0, Math.min(255, v));
  }
  return sharp(out, { raw: info }).jpeg({ quality: 82 }).toBuffer();
}

/** A soft dark silhouette of a cut-out (its shadow): same size, blurred, `opacity` dark. */
async function shadowOf(toy: Buffer, opacity: number): Promise<Buffer> {
  const { data, info } = await sharp(toy).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i += 4) out[i + 3] = Math.round((data[i + 3] as number) * opacity);
  return sharp(out, { raw: info }).blur(9).png().toBuffer();
}

/** Side of a toy's box covering about a third of the W × H frame. */
const THIRD = Math.round(Math.sqrt((W * H) / 3));

/**
 * The product's toy cut out of its picture on a ground, its box about a third of the frame, with a shadow; `others`
 * other toys beside it (smaller); `out` of its side past the frame's edges (x, y: −1 left/top, 1 right/bottom).
 */
async function toyOn(
  name: Ground,
  picture: Buffer,
  rnd: () => number,
  options: { others?: Buffer[]; shadow?: number; side?: number; out?: [number, number]; angle?: number } = {},
): Promise<Buffer> {
  const side = options.side ?? Math.round(THIRD * (0.9 + rnd() * 0.2));
  const [ox, oy] = options.out ?? [0, 0];
  const left = ox < 0 ? -Math.round(side * 0.25) : ox > 0 ? W - Math.round(side * 0.75) : int(rnd, 40, W - side - 40);
  const top = oy < 0 ? -Math.round(side * 0.2) : oy > 0 ? H - Math.round(side * 0.8) : int(rnd, 30, H - side - 30);
  let toy = await sharp(await cutOut(picture))
    .resize(side, side)
    .png()
    .toBuffer();
  if (options.angle)
    toy = await sharp(toy)
      .rotate(options.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .resize(side, side)
      .png()
      .toBuffer();
  const layers: OverlayOptions[] = [];
  // Other toys first (behind), kept off the product's box where they fit.
  for (const other of options.others ?? []) {
    const s = Math.round(side * (0.5 + rnd() * 0.25));
    const x = Math.round(
      rnd() < 0.5 ? int(rnd, 0, Math.max(0, left - s / 2)) : int(rnd, Math.min(W - s, left + side - s / 2), W - s),
    );
    const y = int(rnd, 0, H - s);
    const cut = await sharp(await cutOut(other))
      .resize(s, s)
      .png()
      .toBuffer();
    layers.push({ input: await shadowOf(cut, 0.45), left: x + 14, top: Math.min(H - s, y + 18) });
    layers.push({ input: cut, left: x, top: y });
  }
  const shadow = options.shadow ?? 0.6;
  // What lies past the frame is cut off: the layers are placed on a canvas as large as the toy's reach.
  const pad = side;
  const canvas = await sharp(await ground(name, rnd))
    .extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: 'mirror' })
    .png()
    .toBuffer();
  const shift = (l: OverlayOptions) => ({ ...l, left: (l.left ?? 0) + pad, top: (l.top ?? 0) + pad });
  const dx = Math.round(side * 0.06);
  const dy = Math.round(side * 0.08);
  const placed = await sharp(canvas)
    .composite([
      ...layers.map(shift),
      shift({ input: await shadowOf(toy, shadow), left: left + dx, top: top + dy }),
      shift({ input: toy, left, top }),
    ])
    .png()
    .toBuffer();
  return sharp(placed).extract({ left: pad, top: pad, width: W, height: H }).png().toBuffer();
}

/** A diagonal band of strong shadow over part of the scene (a person or a shelf between the lamp and the table). */
async function castShadow(scene: Buffer, rnd: () => number, darkness: number): Promise<Buffer> {
  const a = int(rnd, 0, W);
  const b = int(rnd, 0, W);
  const band = svg(W, H, `<polygon points="${a},0 ${W},0 ${W},${H} ${b},${H}" fill="#000" opacity="${darkness}"/>`);
  return sharp(scene)
    .composite([{ input: await sharp(band).blur(6).png().toBuffer() }])
    .png()
    .toBuffer();
}

/** The catalogue picture printed on a page with a caption and lines of text, turned a little, lying on a ground. */
async function printedOn(name: Ground, picture: Buffer, rnd: () => number): Promise<Buffer> {
  const side = Math.round(THIRD * (0.85 + rnd() * 0.15));
  const page = { w: side + 80, h: Math.round(side * 1.45) };
  let text = `<rect width="${page.w}" height="${page.h}" fill="#f7f6f1"/><text x="40" y="${side + 100}" ${FONT} font-size="26" fill="#111">新品 货号 ${int(rnd, 1000, 9999)}</text>`;
  for (let l = 0; l < 5; l++)
    text += `<rect x="40" y="${side + 125 + l * 24}" width="${page.w * (0.4 + rnd() * 0.45)}" height="7" fill="#555"/>`;
  const printed = await sharp(svg(page.w, page.h, text))
    .composite([{ input: await sharp(picture).resize(side, side).toBuffer(), left: 40, top: 40 }])
    .rotate(int(rnd, -7, 7), { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const meta = await sharp(printed).metadata();
  const left = int(rnd, 0, Math.max(0, W - (meta.width ?? 0)));
  const top = int(rnd, -Math.round(page.h * 0.2), Math.max(0, H - (meta.height ?? 0)));
  return sharp(await ground(name, rnd))
    .composite([{ input: printed, left, top: Math.max(-(meta.height ?? 0) + 10, top) }])
    .png()
    .toBuffer()
    .then((b) => sharp(b).extract({ left: 0, top: 0, width: W, height: H }).png().toBuffer());
}

/** A phone lying on a ground, its screen showing the catalogue picture between app bars, turned a little. */
async function phoneOn(name: Ground, picture: Buffer, rnd: () => number): Promise<Buffer> {
  const side = Math.round(THIRD * (0.8 + rnd() * 0.15));
  const phone = { w: side + 40, h: Math.round(side * 2) };
  const top = Math.round((phone.h - side) / 2);
  const body =
    `<rect width="${phone.w}" height="${phone.h}" rx="40" fill="#15161a"/>` +
    `<rect x="20" y="50" width="${side}" height="${phone.h - 100}" fill="#ffffff"/>` +
    `<rect x="20" y="50" width="${side}" height="70" fill="#f2f2f2"/><text x="40" y="96" ${FONT} font-size="24" fill="#111">商品详情</text>` +
    `<text x="40" y="${top + side + 50}" ${FONT} font-size="26" fill="#e4393c">¥${(5 + rnd() * 40).toFixed(2)}</text>` +
    `<rect x="40" y="${top + side + 75}" width="${side * 0.7}" height="9" fill="#666"/>`;
  const screen = await sharp(svg(phone.w, phone.h, body))
    .composite([{ input: await sharp(picture).resize(side, side).toBuffer(), left: 20, top }])
    .rotate(int(rnd, -10, 10), { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const meta = await sharp(screen).metadata();
  const left = int(rnd, 0, Math.max(0, W - (meta.width ?? 0)));
  // The screen's middle (the picture) stays in the frame; the phone's ends may not.
  const y = Math.round(H / 2 - (meta.height ?? 0) / 2) + int(rnd, -60, 60);
  const canvas = await sharp(await ground(name, rnd))
    .extend({ top: phone.h, bottom: phone.h, left: 0, right: 0, extendWith: 'mirror' })
    .composite([{ input: screen, left, top: y + phone.h }])
    .png()
    .toBuffer();
  return sharp(canvas).extract({ left: 0, top: phone.h, width: W, height: H }).png().toBuffer();
}

/** A projective warp of the whole catalogue picture (keystone: the far edge narrower), placed on a ground. */
async function slantedOn(name: Ground, picture: Buffer, rnd: () => number, sideways: boolean): Promise<Buffer> {
  const side = Math.round(THIRD * 1.1);
  const { data } = await sharp(picture).resize(side, side).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pull = 0.1 + rnd() * 0.06;
  const out = Buffer.alloc(side * side * 4);
  for (let v = 0; v < side; v++) {
    const t = v / (side - 1);
    const inset = pull * side * (1 - t);
    const span = side - 2 * inset;
    const sv = Math.min(side - 1, Math.round(side * (t * (1 + pull) - pull * t * t)));
    for (let u = 0; u < side; u++) {
      if (u < inset || u >= side - inset) continue;
      const su = Math.min(side - 1, Math.round(((u - inset) / span) * side));
      // Sideways: the far edge is the left one (the picture transposed in and out).
      const [x, y, sx, sy] = sideways ? [v, u, sv, su] : [u, v, su, sv];
      const o = (y * side + x) * 4;
      const s = (sy * side + sx) * 3;
      out[o] = data[s] as number;
      out[o + 1] = data[s + 1] as number;
      out[o + 2] = data[s + 2] as number;
      out[o + 3] = 255;
    }
  }
  const warped = await sharp(out, { raw: { width: side, height: side, channels: 4 } })
    .png()
    .toBuffer();
  return sharp(await ground(name, rnd))
    .composite([{ input: warped, left: int(rnd, 20, W - side - 20), top: int(rnd, 20, H - side - 20) }])
    .png()
    .toBuffer();
}

/** A close-up: the part [x, y, w, h] (fractions) of the picture, enlarged as a phone held near it shows it. */
async function closeUp(picture: Buffer, part: readonly number[], rnd: () => number, angle = 0): Promise<Buffer> {
  const meta = await sharp(picture).metadata();
  const pw = meta.width ?? 600;
  const ph = meta.height ?? 600;
  const [x, y, w, h] = part as [number, number, number, number];
  const box = {
    left: Math.max(0, Math.round(x * pw)),
    top: Math.max(0, Math.round(y * ph)),
    width: Math.min(pw, Math.round(w * pw)),
    height: Math.min(ph, Math.round(h * ph)),
  };
  let cut = sharp(await sharp(picture).extract(box).toBuffer()).resize(
    Math.round((900 * box.width) / Math.max(box.width, box.height)),
    Math.round((900 * box.height) / Math.max(box.width, box.height)),
  );
  if (angle) cut = cut.rotate(angle, { background: '#ffffff' });
  return photo(await cut.png().toBuffer(), rnd);
}

const recipe = (group: Group, half: Half, name: string, make: HardMake): HardRecipe => ({ name, group, half, make });

/** The recipes: each group in both halves, by other grounds, placements and framings. */
export const HARD_RECIPES: readonly HardRecipe[] = [
  // In-focus clutter: the toy about a third of the frame on a sharp busy ground with a shadow.
  recipe('in-focus clutter', 'development', 'toy on a wooden table', async (pic, _o, rnd) =>
    photo(await toyOn('wood', pic, rnd), rnd),
  ),
  recipe('in-focus clutter', 'development', 'printed page on a desk', async (pic, _o, rnd) =>
    photo(await printedOn('desk', pic, rnd), rnd),
  ),
  recipe('in-focus clutter', 'development', 'among other toys on a carpet', async (pic, others, rnd) =>
    photo(await toyOn('carpet', pic, rnd, { others: others.slice(0, 3) }), rnd),
  ),
  recipe('in-focus clutter', 'held-out', 'toy on floor tiles', async (pic, _o, rnd) =>
    photo(await toyOn('tiles', pic, rnd, { shadow: 0.75 }), rnd),
  ),
  recipe('in-focus clutter', 'held-out', 'phone screen on stone', async (pic, _o, rnd) =>
    photo(await phoneOn('stone', pic, rnd), rnd),
  ),
  recipe('in-focus clutter', 'held-out', 'among other toys on a tablecloth', async (pic, others, rnd) =>
    photo(await toyOn('fabric', pic, rnd, { others: others.slice(0, 2), angle: int(rnd, -8, 8) }), rnd),
  ),
  // Colour casts and strong shadows.
  recipe('colour cast + shadow', 'development', 'warm lamp, shadow band, carpet', async (pic, _o, rnd) =>
    photo(await castShadow(await toyOn('carpet', pic, rnd), rnd, 0.45), rnd, [1.12, 1.0, 0.72]),
  ),
  recipe('colour cast + shadow', 'held-out', 'cold daylight, shadow band, tablecloth', async (pic, _o, rnd) =>
    photo(await castShadow(await toyOn('fabric', pic, rnd), rnd, 0.55), rnd, [0.8, 0.95, 1.18]),
  ),
  // Close-ups.
  recipe('close-up quarter', 'development', 'the central quarter', (pic, _o, rnd) =>
    closeUp(pic, [0.25, 0.25, 0.5, 0.5], rnd),
  ),
  recipe('close-up quarter', 'held-out', 'the central quarter, a little off and turned', (pic, _o, rnd, k) => {
    const s = 0.47 + rnd() * 0.06;
    const d = () => (rnd() - 0.5) * 0.08;
    return closeUp(pic, [(1 - s) / 2 + d(), (1 - s) / 2 + d(), s, s], rnd, k % 2 ? 4 : -4);
  }),
  recipe('close-up half', 'development', 'the left or top half', (pic, _o, rnd, k) =>
    closeUp(pic, k % 2 ? [0, 0, 0.5, 1] : [0, 0, 1, 0.5], rnd),
  ),
  recipe('close-up half', 'held-out', 'the right or bottom half', (pic, _o, rnd, k) =>
    closeUp(pic, k % 2 ? [0.5, 0, 0.5, 1] : [0, 0.5, 1, 0.5], rnd),
  ),
  // Partial frames: the toy cut by the frame's edge.
  recipe('partial frame', 'development', 'cut by the right edge, wooden table', async (pic, _o, rnd) =>
    photo(await toyOn('wood', pic, rnd, { out: [1, 0] }), rnd),
  ),
  recipe('partial frame', 'held-out', 'cut by the bottom-left corner, stone', async (pic, _o, rnd) =>
    photo(await toyOn('stone', pic, rnd, { out: [-1, 1] }), rnd),
  ),
  // Perspective plus clutter.
  recipe('perspective + clutter', 'development', 'keystoned on a desk', async (pic, _o, rnd) =>
    photo(await slantedOn('desk', pic, rnd, false), rnd),
  ),
  recipe('perspective + clutter', 'held-out', 'slanted sideways on tiles', async (pic, _o, rnd) =>
    photo(await slantedOn('tiles', pic, rnd, true), rnd),
  ),
];

/**
 * The seed of a half's queries: the products each half asks about and the randomness of its pictures differ
 * (the held-out half's are never the development half's).
 */
export const halfSeed = (half: Half, seed: number) => (half === 'development' ? seed * 7919 : seed * 7919 + 104_729);

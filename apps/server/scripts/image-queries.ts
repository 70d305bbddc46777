// The query pictures of pnpm bench:image: made from a catalogue picture as buyers send them, and pictures of no toy.
import sharp, { type Sharp } from 'sharp';

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
const FONT = 'font-family="Noto Sans CJK SC, Noto Serif CJK SC, sans-serif"';

/** The picture with its plain ground made transparent (a toy cut out of its catalogue picture). */
export async function cutOut(picture: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const corner = [0, 1, 2].map((c) => data[c] as number);
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    let diff = 0;
    for (let c = 0; c < 3; c++) {
      const v = data[i * 3 + c] as number;
      rgba[i * 4 + c] = v;
      diff = Math.max(diff, Math.abs(v - (corner[c] as number)));
    }
    rgba[i * 4 + 3] = diff > 24 ? 255 : 0;
  }
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** A photo-like cluttered scene: a wall and shelf in soft light, with blurred boxes and objects of many colours. */
export async function clutter(width: number, height: number, rnd: () => number): Promise<Buffer> {
  const hue = () => Math.floor(rnd() * 360);
  let body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue()},25%,70%)"/><stop offset="1" stop-color="hsl(${hue()},20%,40%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>`;
  for (let k = 0; k < 45; k++) {
    const x = Math.floor(rnd() * width);
    const y = Math.floor(rnd() * height);
    const w = 30 + Math.floor(rnd() * 220);
    const h = 30 + Math.floor(rnd() * 200);
    const fill = `hsl(${hue()},${30 + Math.floor(rnd() * 60)}%,${25 + Math.floor(rnd() * 55)}%)`;
    body +=
      rnd() < 0.5
        ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.floor(rnd() * 20)}" fill="${fill}"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${fill}"/>`;
  }
  // Shelf boards.
  for (let y = height * 0.3; y < height; y += height * 0.35)
    body += `<rect x="0" y="${y}" width="${width}" height="14" fill="#6b4f3a"/>`;
  const scene = await sharp(svg(width, height, body))
    .blur(2.5)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sensor noise.
  const noisy = Buffer.from(scene.data);
  for (let i = 0; i < noisy.length; i++)
    noisy[i] = Math.max(0, Math.min(255, (noisy[i] as number) + (rnd() - 0.5) * 24));
  return sharp(noisy, { raw: scene.info }).png().toBuffer();
}

/** A projective warp of a square picture: the top edge pulled in by `pull` of the width on each side. */
async function perspective(picture: Buffer, pull: number): Promise<Buffer> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const out = Buffer.alloc(w * h * 3, 255);
  // Output row y maps back to the source with a width that shrinks linearly towards the top (a keystone).
  for (let y = 0; y < h; y++) {
    const t = y / (h - 1);
    const inset = pull * w * (1 - t);
    const rowWidth = w - 2 * inset;
    // Rows farther away are squeezed too: y in the source grows faster near the top.
    const sy = Math.min(h - 1, Math.round(h * (t * (1 + pull) - pull * t * t)));
    for (let x = 0; x < w; x++) {
      if (x < inset || x >= w - inset) continue;
      const sx = Math.min(w - 1, Math.round(((x - inset) / rowWidth) * w));
      const o = (y * w + x) * 3;
      const s = (sy * w + sx) * 3;
      out[o] = data[s] as number;
      out[o + 1] = data[s + 1] as number;
      out[o + 2] = data[s + 2] as number;
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

type Make = (picture: Buffer, k: number, other: Buffer, rnd: () => number) => Promise<Buffer>;
const jpeg = (s: Sharp, quality = 85) => s.jpeg({ quality }).toBuffer();

/** The transforms of a true query: each makes a picture a buyer could send of the product. */
export const TRANSFORMS: Record<string, Make> = {
  original: (pic) => jpeg(sharp(pic)),
  mirror: (pic) => jpeg(sharp(pic).flop()),
  rotate90: (pic) => jpeg(sharp(pic).rotate(90)),
  rotate180: (pic) => jpeg(sharp(pic).rotate(180)),
  rotate270: (pic) => jpeg(sharp(pic).rotate(270)),
  'rotate12 on white': (pic, k) => jpeg(sharp(pic).rotate(k % 2 ? 12 : -12, { background: '#ffffff' })),
  grayscale: (pic) => jpeg(sharp(pic).grayscale()),
  'small on clutter': async (pic, _k, _o, rnd) => {
    const side = 220 + Math.floor(rnd() * 100);
    const toy = await sharp(await cutOut(pic))
      .resize(side, side)
      .toBuffer();
    const scene = await clutter(1200, 900, rnd);
    return jpeg(
      sharp(scene).composite([
        { input: toy, left: Math.floor(rnd() * (1200 - side)), top: Math.floor(rnd() * (900 - side)) },
      ]),
    );
  },
  'screenshot with text': async (pic, k) => {
    const side = 520 + (k % 3) * 40;
    const top = 260 + (k % 4) * 30;
    const lines = [
      ['老板，这款还有货吗？', '#111'],
      [`出厂价 ¥${(8 + (k % 40) * 1.25).toFixed(2)} 起订 ${60 + k * 12} 箱`, '#d0021b'],
    ];
    const body =
      `<rect width="750" height="1334" fill="#ededed"/><rect width="750" height="130" fill="#f7f7f7"/>` +
      `<text x="375" y="95" ${FONT} font-size="34" text-anchor="middle" fill="#111">汕头澄海玩具厂 王经理</text>` +
      `<rect x="20" y="160" width="560" height="70" rx="10" fill="#fff"/>` +
      `<text x="40" y="206" ${FONT} font-size="28" fill="#111">${lines[0]?.[0]}</text>` +
      `<rect x="${740 - side - 20}" y="${top - 10}" width="${side + 20}" height="${side + 20}" rx="10" fill="#95ec69"/>` +
      `<rect x="20" y="${top + side + 40}" width="700" height="120" rx="10" fill="#fff"/>` +
      `<text x="40" y="${top + side + 90}" ${FONT} font-size="30" fill="${lines[1]?.[1]}">${lines[1]?.[0]}</text>` +
      `<text x="40" y="${top + side + 135}" ${FONT} font-size="24" fill="#555">包装：彩盒 装箱 48 PCS 外箱 60×40×50</text>` +
      `<rect y="1224" width="750" height="110" fill="#f7f7f7"/><text x="40" y="1290" ${FONT} font-size="28" fill="#999">发送消息…</text>`;
    const shot = await sharp(svg(750, 1334, body))
      .composite([{ input: await sharp(pic).resize(side, side).toBuffer(), left: 730 - side, top }])
      .png()
      .toBuffer();
    return jpeg(sharp(shot));
  },
  'centre crop 50%': (pic) =>
    // Half of the area: the middle 71 % of each side.
    jpeg(sharp(pic).extract({ left: 87, top: 87, width: 425, height: 425 })),
  perspective: async (pic, k) => jpeg(sharp(await perspective(pic, 0.1 + (k % 3) * 0.03))),
  blur: (pic) => jpeg(sharp(pic).blur(4)),
  'jpeg q10': (pic) => jpeg(sharp(pic).resize(300), 10),
  occlusion: async (pic, k) => {
    // A hand-coloured blob over a quarter of the picture, on a side that changes per query.
    const x = k % 2 ? 330 : 0;
    const y = k % 3 ? 300 : 60;
    return jpeg(
      sharp(pic).composite([
        {
          input: svg(600, 600, `<ellipse cx="${x + 135}" cy="${y + 120}" rx="135" ry="120" fill="#e0ac8a"/>`),
          left: 0,
          top: 0,
        },
      ]),
    );
  },
  watermark: (pic) =>
    jpeg(
      sharp(pic).composite([
        {
          input: svg(
            600,
            600,
            [100, 260, 420]
              .map(
                (y) =>
                  `<text x="40" y="${y}" ${FONT} font-size="52" fill="#888" opacity="0.5" transform="rotate(-20 300 300)">样品 仅供参考 SAMPLE</text>`,
              )
              .join(''),
          ),
          left: 0,
          top: 0,
        },
      ]),
    ),
  'two toys': async (pic, k, other) => {
    const left = k % 2 === 0;
    return jpeg(
      sharp({ create: { width: 1200, height: 600, channels: 3, background: '#ffffff' } }).composite([
        { input: left ? pic : other, left: 0, top: 0 },
        { input: left ? other : pic, left: 600, top: 0 },
      ]),
    );
  },
};

/** Pictures of no toy at all: each kind made NON_TOY times with other colours and content. */
export const NON_TOYS: Record<string, (k: number, rnd: () => number) => Promise<Buffer>> = {
  gradient: (_k, rnd) => {
    const h = () => Math.floor(rnd() * 360);
    return jpeg(
      sharp(
        svg(
          800,
          600,
          `<defs><linearGradient id="g" x1="0" y1="0" x2="${rnd().toFixed(2)}" y2="1"><stop offset="0" stop-color="hsl(${h()},70%,60%)"/><stop offset="1" stop-color="hsl(${h()},70%,40%)"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/>`,
        ),
      ),
    );
  },
  noise: async (k, rnd) => {
    const width = 640;
    const height = 480;
    const data = Buffer.alloc(width * height * 3);
    const grey = k % 2 === 0;
    for (let i = 0; i < width * height; i++) {
      const v = Math.floor(rnd() * 256);
      for (let c = 0; c < 3; c++) data[i * 3 + c] = grey ? v : Math.floor(rnd() * 256);
    }
    return jpeg(sharp(data, { raw: { width, height, channels: 3 } }));
  },
  'page of text': (k) => {
    const words = '关于本次采购的说明：请各工厂于本月底前提交报价单，包括出厂价、装箱数、外箱尺寸与交货期。';
    let body = `<rect width="750" height="1000" fill="#fff"/>`;
    for (let line = 0; line < 26; line++) {
      const start = (line * 7 + k) % words.length;
      body += `<text x="50" y="${70 + line * 35}" ${FONT} font-size="${22 + (k % 3) * 2}" fill="#222">${(words + words).slice(start, start + 26)}</text>`;
    }
    return jpeg(sharp(svg(750, 1000, body)));
  },
  blank: (k, rnd) => {
    const shade = 220 + Math.floor(rnd() * 35);
    const data = Buffer.alloc(600 * 600 * 3);
    for (let i = 0; i < data.length; i++)
      data[i] = Math.max(0, Math.min(255, shade + (k % 2 ? Math.round((rnd() - 0.5) * 6) : 0)));
    return jpeg(sharp(data, { raw: { width: 600, height: 600, channels: 3 } }));
  },
};

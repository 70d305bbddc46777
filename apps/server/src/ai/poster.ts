import { POSTER_SIZES, POSTER_TEMPLATES, type PosterFields, type PosterLang, posterLines } from '@wanju/domain';
import sharp, { type OverlayOptions } from 'sharp';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** The CJK font installed with the project's setup (Debian's fonts-noto-cjk); sharp renders SVG text with it. */
const FONT = "'Noto Sans CJK SC', 'Noto Sans CJK', 'DejaVu Sans', sans-serif";

export interface PosterInput extends PosterFields {
  template: string;
  lang: PosterLang;
  /** the toy cut out (PNG with transparency) */
  toy: Buffer;
  logo?: Buffer | null;
  /** a generated background, when a provider made one */
  background?: Buffer | null;
}

/**
 * One poster: the template's ground (or a generated background), the cut-out toy in the upper part, the
 * logo in a corner, and the name, item number and price below in the chosen language.
 */
export async function renderPoster(input: PosterInput, sizeKey: string): Promise<Buffer> {
  const size = POSTER_SIZES.find((s) => s.key === sizeKey) ?? POSTER_SIZES[0];
  const template = POSTER_TEMPLATES.find((t) => t.key === input.template) ?? POSTER_TEMPLATES[0];
  const { width, height } = size;
  const wide = width / height > 1.4;
  const text = posterLines(input, input.lang);
  const unit = Math.min(width, height);
  const titleSize = Math.round(unit * 0.07);
  const lineSize = Math.round(unit * 0.045);
  // The toy's area: the upper two thirds (left half of a banner).
  const toyBox = wide
    ? {
        left: Math.round(width * 0.04),
        top: Math.round(height * 0.08),
        width: Math.round(width * 0.5),
        height: Math.round(height * 0.84),
      }
    : {
        left: Math.round(width * 0.08),
        top: Math.round(height * 0.1),
        width: Math.round(width * 0.84),
        height: Math.round(height * 0.58),
      };
  const toy = await sharp(input.toy)
    .trim({ threshold: 1 })
    .resize(toyBox.width, toyBox.height, { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const textX = wide ? Math.round(width * 0.58) : Math.round(width * 0.08);
  let textY = wide ? Math.round(height * 0.35) : Math.round(height * 0.76);
  const maxChars = Math.max(
    6,
    Math.floor(((wide ? width * 0.38 : width * 0.84) / titleSize) * (input.lang === 'en' ? 1.8 : 1)),
  );
  const title = text.title.length > maxChars ? `${text.title.slice(0, maxChars - 1)}…` : text.title;
  const parts: string[] = [];
  if (title) {
    parts.push(
      `<text x="${textX}" y="${textY}" font-family="${FONT}" font-size="${titleSize}" font-weight="bold" fill="${template.ink}">${escapeXml(title)}</text>`,
    );
    textY += Math.round(titleSize * 0.5);
  }
  parts.push(
    `<rect x="${textX}" y="${textY}" width="${Math.round(unit * 0.12)}" height="${Math.max(3, Math.round(unit * 0.008))}" fill="${template.accent}"/>`,
  );
  textY += Math.round(lineSize * 1.6);
  for (const line of text.lines) {
    parts.push(
      `<text x="${textX}" y="${textY}" font-family="${FONT}" font-size="${lineSize}" fill="${template.ink}">${escapeXml(line)}</text>`,
    );
    textY += Math.round(lineSize * 1.5);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
  const ground = input.background
    ? sharp(input.background).resize(width, height, { fit: 'cover' })
    : sharp({ create: { width, height, channels: 3, background: template.background } });
  const layers: OverlayOptions[] = [
    {
      input: toy.data,
      left: toyBox.left + Math.round((toyBox.width - toy.info.width) / 2),
      top: toyBox.top + Math.round((toyBox.height - toy.info.height) / 2),
    },
    { input: Buffer.from(svg), left: 0, top: 0 },
  ];
  if (input.logo) {
    const side = Math.round(unit * 0.14);
    const logo = await sharp(input.logo).resize(side, side, { fit: 'inside' }).png().toBuffer();
    layers.push({ input: logo, left: width - side - Math.round(unit * 0.04), top: Math.round(unit * 0.04) });
  }
  return ground.composite(layers).jpeg({ quality: 90 }).toBuffer();
}

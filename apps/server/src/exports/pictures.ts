import fs from 'node:fs/promises';
import { watermarkOrigin } from '@wanju/domain';
import sharp, { type Sharp } from 'sharp';
import { FileStore, VARIANT_SIZE } from '../pictures/index';
import type { AppContext } from '../platform/http/context';

/** The font family of watermarks: Debian's fonts-noto-cjk, installed by the project's setup. */
export const WATERMARK_FONT = 'Noto Sans CJK SC';
const LOCAL = /^(?:https?:\/\/[^/]+)?\/files\/([0-9a-f]{32})(?:_s)?\.jpg(?:[?#].*)?$/;

/** The content hash of a picture of this platform's file store, or null for anything else. */
export function localPictureHash(url: string | null | undefined): string | null {
  return LOCAL.exec((url ?? '').trim())?.[1] ?? null;
}

/**
 * The pixel size a JPEG's frame header states (read from its markers, without decoding); null when the
 * bytes are not a JPEG with a frame header.
 */
export function jpegSize(data: Uint8Array): { width: number; height: number } | null {
  if (data[0] !== 0xff || data[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < data.length) {
    if (data[i] !== 0xff) return null;
    const marker = data[i + 1] as number;
    // fill bytes, and markers without a length (TEM, RSTn)
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = ((data[i + 2] as number) << 8) | (data[i + 3] as number);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((data[i + 5] as number) << 8) | (data[i + 6] as number);
      const width = ((data[i + 7] as number) << 8) | (data[i + 8] as number);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    i += 2 + length;
  }
  return null;
}

export interface Embedded {
  data: Buffer;
  width: number;
  height: number;
}

/** Product pictures read for exports, from the file store by content hash (never fetched from elsewhere). */
export class PictureSource {
  private files: FileStore;

  constructor(ctx: AppContext) {
    this.files = new FileStore(ctx.storage);
  }

  /**
   * The picture auto-oriented as a sharp pipeline with its upright size, from the stored 600 px variant
   * when that is wide enough, otherwise from the original; null when the picture is unknown.
   */
  async open(url: string, width: number): Promise<{ image: Sharp; width: number; height: number } | null> {
    const hash = localPictureHash(url);
    if (!hash) return null;
    if (width <= VARIANT_SIZE.l) {
      const file = await this.files.variant(hash, 'l');
      if (!file) return null;
      const image = sharp(file);
      const meta = await image.metadata();
      return { image, width: meta.width ?? 0, height: meta.height ?? 0 };
    }
    const original = await this.files.readOriginal(hash);
    if (!original) return null;
    if (original.ext === 'svg') {
      const image = sharp(original.bytes, { density: (72 * width) / 600 });
      const meta = await image.metadata();
      return { image, width: meta.width ?? 0, height: meta.height ?? 0 };
    }
    const image = sharp(original.bytes, { limitInputPixels: 40_000_000 }).rotate();
    const meta = await image.metadata();
    return {
      image,
      width: meta.autoOrient?.width ?? meta.width ?? 0,
      height: meta.autoOrient?.height ?? meta.height ?? 0,
    };
  }

  /**
   * JPEG bytes to embed in a workbook or PDF: the stored 600 px variant as it is when it is wide enough
   * (no re-encoding), otherwise rendered at `width`; null when the picture is unknown.
   */
  async embedded(url: string, width: number, quality: number): Promise<Embedded | null> {
    const hash = localPictureHash(url);
    if (!hash) return null;
    if (width <= VARIANT_SIZE.l) {
      const data = await this.files.variant(hash, 'l');
      if (!data) return null;
      // the size from the JPEG's header: no trip through sharp's thread pool for each row
      const size = jpegSize(data) ?? (await sharp(data).metadata());
      return { data, width: size.width ?? 0, height: size.height ?? 0 };
    }
    const opened = await this.open(url, width);
    if (!opened) return null;
    const { data, info } = await opened.image
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }
}

export interface WatermarkStyle {
  lines: string[];
  color: string;
  fontSize: number;
  position: string;
}

const escapeMarkup = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** The CJK font file handed to Pango directly (faster than a lookup per picture; the family is the fallback). */
const FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const fontFile = fs
  .access(FONT_FILE)
  .then(() => FONT_FILE)
  .catch(() => undefined);

type Layer = {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
  left: number;
  top: number;
  /** drawn in this colour through the layer's alpha instead of the layer's own colours (the shadow) */
  tint?: readonly [number, number, number];
};

const SHADOW_TINT = [0, 0, 0] as const;

/**
 * The watermark as composite layers for a picture of this size: the lines drawn by Pango in the CJK font
 * (about 1 ms, where an SVG overlay costs several), over a one-pixel dark shadow that keeps light text
 * readable on light pictures; wrapped to the picture's width, cut to its height. The text is drawn once:
 * the shadow is the same glyphs' coverage in black. Null when there is nothing to write.
 */
export async function watermarkLayers(
  style: WatermarkStyle,
  picture: { width: number; height: number },
): Promise<Layer[] | null> {
  const lines = style.lines.filter((l) => l.trim());
  const margin = 8;
  if (!lines.length || picture.width < 2 * margin + 8 || picture.height < 8) return null;
  const fontSize = Math.max(8, Math.min(96, Math.round(style.fontSize)));
  const color = HEX.test(style.color) ? style.color : '#FFFFFF';
  const file = await fontFile;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${lines.map(escapeMarkup).join('\n')}</span>`,
      font: `${WATERMARK_FONT} ${fontSize}px`,
      ...(file ? { fontfile: file } : {}),
      rgba: true,
      dpi: 72,
      width: picture.width - 2 * margin - 1,
      wrap: 'word-char',
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const width = Math.min(info.width, picture.width - 1);
  const height = Math.min(info.height, picture.height - 1);
  const text =
    width === info.width && height === info.height
      ? data
      : await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
          .extract({ left: 0, top: 0, width, height })
          .raw()
          .toBuffer();
  const { left, top } = watermarkOrigin(style.position, picture, { width: width + 1, height: height + 1 }, margin);
  const raw = { width, height, channels: 4 } as const;
  return [
    { input: text, raw, left: left + 1, top: top + 1, tint: SHADOW_TINT },
    { input: text, raw, left, top },
  ];
}

/** Blends an RGBA layer (or its alpha in the layer's tint) onto RGB pixels in place (the layer lies inside the picture). */
function blend(pixels: Buffer, width: number, layer: Layer): void {
  const { width: w, height: h } = layer.raw;
  const src = layer.input;
  const tint = layer.tint;
  for (let y = 0; y < h; y++) {
    let s = y * w * 4;
    let d = ((layer.top + y) * width + layer.left) * 3;
    for (let x = 0; x < w; x++, s += 4, d += 3) {
      const a = src[s + 3] as number;
      if (a === 0) continue;
      const k = a / 255;
      const r = tint ? tint[0] : (src[s] as number);
      const g = tint ? tint[1] : (src[s + 1] as number);
      const b = tint ? tint[2] : (src[s + 2] as number);
      pixels[d] = (pixels[d] as number) * (1 - k) + r * k;
      pixels[d + 1] = (pixels[d + 1] as number) * (1 - k) + g * k;
      pixels[d + 2] = (pixels[d + 2] as number) * (1 - k) + b * k;
    }
  }
}

/**
 * The picture resized to `width` (never enlarged), watermarked when lines are given, as JPEG. The text is
 * blended into the decoded pixels of its own box only: libvips' composite would convert the whole picture
 * to floating point for a box of a few lines, three times the cost of the picture itself.
 */
export async function renderPicture(
  opened: { image: Sharp; width: number; height: number },
  options: { width: number; quality: number; watermark?: WatermarkStyle | null },
): Promise<Buffer> {
  const image = opened.image
    .resize({ width: options.width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  if (!options.watermark) return image.jpeg({ quality: options.quality }).toBuffer();
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const layers = await watermarkLayers(options.watermark, { width: info.width, height: info.height });
  if (layers && info.channels === 3) for (const layer of layers) blend(data, info.width, layer);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: options.quality })
    .toBuffer();
}

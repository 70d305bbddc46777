import fs from 'node:fs/promises';
import { watermarkOrigin } from '@wanju/domain';
import sharp, { type Sharp } from 'sharp';
import { FileStore, filesRoot, VARIANT_SIZE } from '../pictures/files';
import type { AppContext } from '../platform/http/context';

/** The font family of watermarks: Debian's fonts-noto-cjk, installed by the project's setup. */
export const WATERMARK_FONT = 'Noto Sans CJK SC';
const LOCAL = /^(?:https?:\/\/[^/]+)?\/files\/([0-9a-f]{32})(?:_s)?\.jpg(?:[?#].*)?$/;

/** The content hash of a picture of this platform's file store, or null for anything else. */
export function localPictureHash(url: string | null | undefined): string | null {
  return LOCAL.exec((url ?? '').trim())?.[1] ?? null;
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
    this.files = new FileStore(filesRoot(ctx));
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
    const original = this.files.original(hash);
    if (!original) return null;
    if (original.ext === 'svg') {
      const image = sharp(original.file, { density: (72 * width) / 600 });
      const meta = await image.metadata();
      return { image, width: meta.width ?? 0, height: meta.height ?? 0 };
    }
    const image = sharp(original.file, { limitInputPixels: 40_000_000 }).rotate();
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
      const file = await this.files.variant(hash, 'l');
      if (!file) return null;
      const data = await fs.readFile(file);
      const meta = await sharp(data).metadata();
      return { data, width: meta.width ?? 0, height: meta.height ?? 0 };
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

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Width of a line in pixels, estimated: CJK and full-width characters a full em, others about 0.6 em. */
function lineWidth(line: string, fontSize: number): number {
  let em = 0;
  for (const ch of line)
    em += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch)
      ? 1
      : 0.6;
  return Math.ceil(em * fontSize);
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The watermark as an SVG overlay placed on a picture of this size (null when there is nothing to write). */
export function watermarkOverlay(
  style: WatermarkStyle,
  picture: { width: number; height: number },
): { input: Buffer; left: number; top: number } | null {
  const lines = style.lines.filter((l) => l.trim());
  if (!lines.length || picture.width < 4 || picture.height < 4) return null;
  const fontSize = Math.max(8, Math.min(96, Math.round(style.fontSize)));
  const lineHeight = Math.ceil(fontSize * 1.3);
  const pad = Math.ceil(fontSize / 4);
  const width = Math.min(picture.width, Math.max(...lines.map((l) => lineWidth(l, fontSize))) + 2 * pad);
  const height = Math.min(picture.height, lines.length * lineHeight + 2 * pad);
  const color = HEX.test(style.color) ? style.color : '#FFFFFF';
  const { left, top } = watermarkOrigin(style.position, picture, { width, height });
  // A thin dark outline keeps light text readable on a light picture (and light on dark with dark text).
  const text = lines
    .map(
      (l, i) =>
        `<text x="${pad}" y="${pad + i * lineHeight + fontSize}" font-family="${WATERMARK_FONT}" font-size="${fontSize}" fill="${color}" stroke="rgba(0,0,0,0.45)" stroke-width="${Math.max(1, fontSize / 12).toFixed(1)}" paint-order="stroke">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${text}</svg>`;
  return { input: Buffer.from(svg), left, top };
}

/** The picture resized to `width` (never enlarged), watermarked when lines are given, as JPEG. */
export async function renderPicture(
  opened: { image: Sharp; width: number; height: number },
  options: { width: number; quality: number; watermark?: WatermarkStyle | null },
): Promise<Buffer> {
  const scale = opened.width > options.width ? options.width / opened.width : 1;
  const size = { width: Math.round(opened.width * scale), height: Math.round(opened.height * scale) };
  const image = opened.image
    .resize({ width: options.width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  // sharp composites after the resize; one pixel of slack absorbs its rounding of the new size.
  const overlay = options.watermark
    ? watermarkOverlay(options.watermark, { width: size.width - 1, height: size.height - 1 })
    : null;
  if (overlay) image.composite([overlay]);
  return image.jpeg({ quality: options.quality }).toBuffer();
}

import { type CropRatio, type MaskStroke, type PixelBox, smartCropBox } from '@wanju/domain';
import sharp from 'sharp';
import type { Cv } from './cv';
import { removeArea } from './inpaint';
import { cutoutAlpha, findSubject } from './matte';
import { cropSubjectBox } from './subject';

/** Longest side a tool works at: larger pictures are brought down to it first (a listing needs no more). */
export const WORK_SIDE = 1600;

/** A picture's RGB pixels (EXIF orientation applied, transparency flattened on white), at most WORK_SIDE. */
export async function decodeRgb(bytes: Buffer) {
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

export type CutoutBackground = 'transparent' | 'white';

/** Cutout: the toy on a transparent PNG, or on white as a JPEG; with its box and the matte's size. */
export async function cutoutPicture(cv: Cv, bytes: Buffer, background: CutoutBackground) {
  const { rgb, width, height } = await decodeRgb(bytes);
  const { alpha, subject } = cutoutAlpha(cv, rgb, width, height);
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = rgb[i * 3] as number;
    rgba[i * 4 + 1] = rgb[i * 3 + 1] as number;
    rgba[i * 4 + 2] = rgb[i * 3 + 2] as number;
    rgba[i * 4 + 3] = alpha[i] as number;
  }
  const image = sharp(rgba, { raw: { width, height, channels: 4 } });
  const out =
    background === 'white'
      ? await image.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer()
      : await image.png({ compressionLevel: 6 }).toBuffer();
  return {
    bytes: out,
    ext: background === 'white' ? ('jpg' as const) : ('png' as const),
    alpha,
    width,
    height,
    box: subject.box,
  };
}

/**
 * The subject box of a picture in its own pixels (for smart crop), with the size it was found at: every part
 * that stands out from the ground (cropSubjectBox), else the cutout's subject box.
 */
export async function subjectOf(bytes: Buffer) {
  const { rgb, width, height } = await decodeRgb(bytes);
  return { box: cropSubjectBox(rgb, width, height) ?? findSubject(rgb, width, height).box, width, height };
}

/** Smart crop: the frame of `ratio` keeping the toy whole and centred (see the domain's smartCropBox). */
export async function smartCrop(bytes: Buffer, ratio: CropRatio) {
  const found = await subjectOf(bytes);
  return { ...found, crop: smartCropBox(found.width, found.height, found.box, ratio) };
}

/** The cropped picture (JPEG): a frame past the picture's edge is filled white. */
export async function renderCrop(bytes: Buffer, size: { width: number; height: number }, crop: PixelBox) {
  const base = sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(size.width, size.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' });
  const left = Math.max(0, -crop.x);
  const top = Math.max(0, -crop.y);
  const right = Math.max(0, crop.x + crop.width - size.width);
  const bottom = Math.max(0, crop.y + crop.height - size.height);
  const padded =
    left || top || right || bottom
      ? sharp(await base.extend({ left, top, right, bottom, background: '#ffffff' }).toBuffer())
      : base;
  return padded
    .extract({ left: crop.x + left, top: crop.y + top, width: crop.width, height: crop.height })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A mask of painted strokes (0/1, width×height), drawn by sharp from an SVG of round polylines. */
export async function strokeMask(
  strokes: readonly MaskStroke[],
  shown: { width: number; height: number },
  width: number,
  height: number,
) {
  const sx = width / shown.width;
  const sy = height / shown.height;
  const lines = strokes
    .filter((s) => s.points.length >= 2)
    .map((s) => {
      const pts: string[] = [];
      for (let i = 0; i + 1 < s.points.length; i += 2)
        pts.push(`${((s.points[i] as number) * sx).toFixed(1)},${((s.points[i + 1] as number) * sy).toFixed(1)}`);
      if (pts.length === 1) pts.push(pts[0] as string);
      return `<polyline points="${pts.join(' ')}" fill="none" stroke="#fff" stroke-width="${(s.size * sx).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${lines}</svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(width * height);
  let pixels = 0;
  for (let i = 0; i < width * height; i++) {
    mask[i] = (data[i] as number) >= 96 ? 1 : 0;
    pixels += mask[i] as number;
  }
  return { mask, pixels };
}

/** Removal: the masked area filled from its surroundings, as a JPEG of the picture's working size. */
export async function removePainted(cv: Cv, bytes: Buffer, mask: (w: number, h: number) => Promise<Uint8Array>) {
  const { rgb, width, height } = await decodeRgb(bytes);
  const filled = removeArea(cv, rgb, await mask(width, height), width, height);
  const out = await sharp(Buffer.from(filled.rgb), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { bytes: out, method: filled.method, width, height };
}

import { MSG } from './messages';

/** §5: an image URL is required and must start with http:// or https://. Returns the message or null. */
export function validateImageUrl(url: string): string | null {
  const value = (url ?? '').trim();
  if (value === '') return MSG.imageUrlRequired;
  if (!/^https?:\/\//i.test(value)) return MSG.imageUrlScheme;
  return null;
}

/** §5 upload kinds: factory search accepts pictures only, product search also an xlsx file. */
export type SearchUploadKind = 'factory' | 'product';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** §5: the extensions each search upload accepts (lower case, no dot). */
export const SEARCH_UPLOAD_EXTENSIONS: Record<SearchUploadKind, readonly string[]> = {
  factory: IMAGE_EXTENSIONS,
  product: [...IMAGE_EXTENSIONS, 'xlsx'],
};

/** Lower-case extension of a file name without the dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * §5 search uploads: factory search takes only jpg/png ('只支持图片格式的文件'); product search takes
 * jpg/png or xlsx ('仅支持jpg、png图片或xlsx格式的excel文件，请重新上传'). The extension decides; a file
 * without an extension (a pasted clipboard image) is judged by its MIME type.
 */
export function validateSearchUpload(kind: SearchUploadKind, file: { name: string; type?: string }): string | null {
  const allowed = SEARCH_UPLOAD_EXTENSIONS[kind];
  const ext = fileExtension(file.name);
  const type = (file.type ?? '').toLowerCase();
  const ok =
    ext !== ''
      ? allowed.includes(ext)
      : (IMAGE_MIME_TYPES as readonly string[]).includes(type) || (kind === 'product' && type === XLSX_MIME_TYPE);
  if (ok) return null;
  return kind === 'factory' ? MSG.uploadFactoryImageOnly : MSG.uploadProductImageOrXlsx;
}

/** §4, §9: zoom scale bounds and step (percent). */
export const ZOOM = { min: 50, max: 150, step: 10 } as const;

/** §5: a typed zoom value must lie between 50 and 150 ('不能低于50', '不能高于150'). */
export function validateZoom(value: number): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return MSG.zoomNotNumber;
  if (value < ZOOM.min) return MSG.zoomTooLow;
  if (value > ZOOM.max) return MSG.zoomTooHigh;
  return null;
}

/** Clamps a zoom value into [50, 150] (NaN → 100). */
export function clampZoom(value: number): number {
  if (Number.isNaN(value)) return 100;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, value));
}

/**
 * §4 zoom buttons: one step of 10 in `direction`, snapping an off-grid value to the next multiple of
 * 10 in that direction, never leaving [50, 150].
 */
export function stepZoom(current: number, direction: 1 | -1): number {
  const c = clampZoom(current);
  const onGrid = c % ZOOM.step === 0;
  const next =
    direction === 1
      ? onGrid
        ? c + ZOOM.step
        : Math.ceil(c / ZOOM.step) * ZOOM.step
      : onGrid
        ? c - ZOOM.step
        : Math.floor(c / ZOOM.step) * ZOOM.step;
  return clampZoom(next);
}

/** §9: the picture-search crop box, px. */
export const CROP_BOX = { width: 450, height: 280 } as const;
/** §5: the crop selection's aspect ratio must lie between 1:5 and 5:1. */
export const CROP_ASPECT = { min: 1 / 5, max: 5 } as const;

/** §5: true when width:height lies between 1:5 and 5:1 (inclusive) and both are positive. */
export function isCropAspectAllowed(width: number, height: number): boolean {
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return false;
  // Cross-multiplied so 1:5 and 5:1 are exact.
  return width * 5 >= height && height * 5 >= width;
}

/** §5: a search needs login; returns the login message when there is no token. */
export function validateSearchLogin(token: string | null | undefined): string | null {
  return token ? null : MSG.loginRequired;
}

import { MSG } from './messages';
import { CROP_BOX } from './validation';

/** The Excel search file limit (the server refuses larger files with the same message). */
export const EXCEL_SEARCH_MAX_BYTES = 20 * 1024 * 1024;
export const EXCEL_TOO_LARGE = 'Excel文件不能超过20MB';
/** Rows one Excel search matches (rows with an item number, a name or a picture; the header excluded). */
export const EXCEL_SEARCH_MAX_ROWS = 500;

/** Why an Excel search upload is refused, and its job's failure. */
export const EXCEL_MSG = {
  required: '请上传xlsx格式的Excel文件',
  tooLarge: EXCEL_TOO_LARGE,
  /** A part of the workbook (sheet, pictures, strings) unpacks to more than the reader accepts. */
  contentTooLarge: 'Excel文件内容过大，请删减后重新上传',
  notXlsx: MSG.uploadProductImageOrXlsx,
  encrypted: 'Excel文件已加密，请取消密码后重新上传',
  unreadable: 'Excel文件无法读取，请检查文件后重新上传',
  empty: 'Excel文件中没有可搜索的货号、名称或图片',
  tooManyRows: `Excel文件行数超过${EXCEL_SEARCH_MAX_ROWS}行，请分批搜索`,
  searchFailed: 'Excel搜索失败，请稍后重试',
} as const;

/** An .xlsx over the limit is refused before upload. Returns the message or null. */
/**
 * A picture sent for image search, find-sample or a URL fetch: at most 10 MB and 40 megapixels; a URL is
 * given 10 s to answer. The server refuses beyond these with the catalogue's messages.
 */
export const PICTURE_LIMITS = { bytes: 10 * 1024 * 1024, pixels: 40_000_000, fetchTimeoutMs: 10_000 } as const;

export function validateExcelSize(size: number): string | null {
  return size > EXCEL_SEARCH_MAX_BYTES ? EXCEL_TOO_LARGE : null;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * §2, §9 picture-search cropper: the selection is drawn in the 450×280 box where the picture is shown
 * contained (scaled to fit, centred). This maps it to whole picture pixels, clipped to the picture, for
 * search_image's `crop`. Answers null when the selection misses the picture.
 */
export function cropBoxToImage(
  selection: Rect,
  image: { width: number; height: number },
  box: { width: number; height: number } = CROP_BOX,
): Rect | null {
  if (image.width <= 0 || image.height <= 0) return null;
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const offsetX = (box.width - image.width * scale) / 2;
  const offsetY = (box.height - image.height * scale) / 2;
  const left = Math.max(0, Math.floor((selection.x - offsetX) / scale));
  const top = Math.max(0, Math.floor((selection.y - offsetY) / scale));
  const right = Math.min(image.width, Math.ceil((selection.x + selection.width - offsetX) / scale));
  const bottom = Math.min(image.height, Math.ceil((selection.y + selection.height - offsetY) / scale));
  if (right - left < 1 || bottom - top < 1) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The inverse of cropBoxToImage: a box in picture pixels (a subject the server found) as a selection in
 * the cropper's box, where the picture is shown contained and centred. Rounded to whole box pixels.
 */
export function imageToCropBox(
  rect: Rect,
  image: { width: number; height: number },
  box: { width: number; height: number } = CROP_BOX,
): Rect {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const offsetX = (box.width - image.width * scale) / 2;
  const offsetY = (box.height - image.height * scale) / 2;
  const x = Math.max(0, Math.floor(rect.x * scale + offsetX));
  const y = Math.max(0, Math.floor(rect.y * scale + offsetY));
  return {
    x,
    y,
    width: Math.max(1, Math.min(box.width - x, Math.ceil(rect.width * scale))),
    height: Math.max(1, Math.min(box.height - y, Math.ceil(rect.height * scale))),
  };
}

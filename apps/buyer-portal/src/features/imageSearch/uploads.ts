import { api, type ExcelTask, errorMessage } from '@wanju/api-client';
import { CROP_BOX, cropBoxToImage, type Rect, validateExcelSize } from '@wanju/domain';
import { proxy, ref } from 'valtio';
import { client } from '../../app/session';

/** A picture chosen in the header's camera popover or on /imageSearch, with its crop in box pixels. */
export interface PictureQuery {
  file: File;
  /** The selection in the 450×280 cropper box. */
  crop: Rect;
}

/**
 * The search uploads of the session: the picture being searched (the header popover hands it to
 * /imageSearch) and the Excel search job with its progress (step_percent) and per-row results.
 */
export const uploadsState = proxy<{
  picture: PictureQuery | null;
  /** A picture link to search instead (no cropper: the picture is not ours). */
  url: string | null;
  /** Bumped for each new search of a picture or link (the page re-runs on it). */
  pictureSeq: number;
  excel: ExcelTask | null;
  excelError: string | null;
  excelFileName: string;
}>({ picture: null, url: null, pictureSeq: 0, excel: null, excelError: null, excelFileName: '' });

export const FULL_CROP: Rect = { x: 0, y: 0, width: CROP_BOX.width, height: CROP_BOX.height };

export function searchPicture(file: File, crop: Rect = FULL_CROP): void {
  uploadsState.picture = { file: ref(file), crop };
  uploadsState.url = null;
  uploadsState.pictureSeq += 1;
}

export function searchPictureUrl(url: string): void {
  uploadsState.picture = null;
  uploadsState.url = url;
  uploadsState.pictureSeq += 1;
}

export function clearPicture(): void {
  uploadsState.picture = null;
}

async function naturalSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** The picture's pixels under the box selection (null: the whole picture). */
export async function pictureCrop(query: PictureQuery): Promise<Rect | null> {
  const size = await naturalSize(query.file);
  const crop = cropBoxToImage(query.crop, size);
  if (!crop || (crop.x === 0 && crop.y === 0 && crop.width === size.width && crop.height === size.height)) return null;
  return crop;
}

const POLL_MS = 1000;
let polling = 0;

/** Starts an Excel search (≤ 20 MB .xlsx) and polls its job until it is done or failed. */
export async function startExcelSearch(file: File): Promise<void> {
  const tooLarge = validateExcelSize(file.size);
  uploadsState.excelFileName = file.name;
  uploadsState.excel = null;
  uploadsState.excelError = tooLarge;
  if (tooLarge) return;
  const run = ++polling;
  try {
    const form = new FormData();
    form.append('file', file, file.name);
    const { id } = await client.upload(api.toy.searchExcel, form, { needError: true });
    uploadsState.excel = { id, status: 'queued', step_percent: 0, error: '', list: [] };
    while (run === polling) {
      const task = await client.call(api.toy.getExcelTask, { id }, { needError: true });
      if (run !== polling) return;
      uploadsState.excel = task;
      if (task.status === 'done' || task.status === 'failed') return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch (e) {
    if (run === polling) uploadsState.excelError = errorMessage(e);
  }
}

export function clearExcel(): void {
  polling += 1;
  uploadsState.excel = null;
  uploadsState.excelError = null;
  uploadsState.excelFileName = '';
}

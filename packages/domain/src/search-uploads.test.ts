import { describe, expect, it } from 'vitest';
import { cropBoxToImage, EXCEL_SEARCH_MAX_BYTES, imageToCropBox, validateExcelSize } from './search-uploads';

describe('Excel search size (≤ 20 MB)', () => {
  it('refuses a file over 20 MB only', () => {
    expect(validateExcelSize(EXCEL_SEARCH_MAX_BYTES)).toBeNull();
    expect(validateExcelSize(EXCEL_SEARCH_MAX_BYTES + 1)).toBe('Excel文件不能超过20MB');
  });
});

describe('cropper box to picture pixels (§2, §9 450×280 box)', () => {
  it('maps the whole box to the whole picture when the aspect matches', () => {
    expect(cropBoxToImage({ x: 0, y: 0, width: 450, height: 280 }, { width: 900, height: 560 })).toEqual({
      x: 0,
      y: 0,
      width: 900,
      height: 560,
    });
  });

  it('removes the letterbox of a square picture and clips to it', () => {
    // 400×400 shown at 280×280, 85 px from the left
    expect(cropBoxToImage({ x: 0, y: 0, width: 450, height: 280 }, { width: 400, height: 400 })).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 400,
    });
    expect(cropBoxToImage({ x: 85, y: 0, width: 140, height: 140 }, { width: 400, height: 400 })).toEqual({
      x: 0,
      y: 0,
      width: 200,
      height: 200,
    });
  });

  it('answers null for a selection outside the picture', () => {
    expect(cropBoxToImage({ x: 0, y: 0, width: 60, height: 60 }, { width: 400, height: 400 })).toBeNull();
  });
});

describe('imageToCropBox (a found subject shown as the cropper selection)', () => {
  it('places a box of picture pixels in the letterboxed cropper box', () => {
    // 400×400 shown at 280×280, 85 px from the left: the top-left quarter is 140×140 from x 85
    expect(imageToCropBox({ x: 0, y: 0, width: 200, height: 200 }, { width: 400, height: 400 })).toEqual({
      x: 85,
      y: 0,
      width: 140,
      height: 140,
    });
  });

  it('round-trips through cropBoxToImage to the same pixels', () => {
    const image = { width: 1200, height: 900 };
    const subject = { x: 300, y: 240, width: 360, height: 360 };
    const back = cropBoxToImage(imageToCropBox(subject, image), image);
    expect(back).not.toBeNull();
    expect(Math.abs((back?.x ?? 0) - subject.x)).toBeLessThanOrEqual(4);
    expect(Math.abs((back?.width ?? 0) - subject.width)).toBeLessThanOrEqual(8);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BATTERY_MATERIAL_CODES,
  CHUNK_TIMEOUT_MS,
  FIXED_WIDTHS,
  fixedWidthFor,
  LOCAL_IMAGE_SUBPATHS,
  localImageUrl,
  PRODUCT_PAGE_SIZES,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
  SUGGESTION_LIMIT,
  showBackToTop,
} from './constants';

describe('§9 constants', () => {
  it('timeouts, suggestions, codes, subpaths', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(SUGGESTION_LIMIT).toBe(10);
    expect(Object.values(BATTERY_MATERIAL_CODES).sort()).toEqual([11701004, 11801002, 11901009]);
    expect(Object.values(LOCAL_IMAGE_SUBPATHS)).toEqual([
      'company/logo',
      'company/publicity',
      'company/license',
      'factory/logo',
      'product/',
    ]);
    expect(STORAGE_KEYS.chatSettings).toBe('TIMSET');
    expect(PRODUCT_PAGE_SIZES).toEqual([15, 30, 60]);
  });
  it('builds local image URLs', () => {
    expect(localImageUrl('http://img.local/', 'product', '/a.jpg')).toBe('http://img.local/product/a.jpg');
    expect(localImageUrl('http://img.local', 'companyLogo', 'b.png')).toBe('http://img.local/company/logo/b.png');
  });
  it('window width → fixed width (1046, 1230, 1448, 1686)', () => {
    expect(FIXED_WIDTHS.map((f) => f.width).sort()).toEqual([1046, 1230, 1448, 1686]);
    expect(fixedWidthFor(1024)).toBe(1046);
    expect(fixedWidthFor(1366)).toBe(1230);
    expect(fixedWidthFor(1440)).toBe(1230);
    expect(fixedWidthFor(1600)).toBe(1448);
    expect(fixedWidthFor(1920)).toBe(1686);
    expect(fixedWidthFor(2560)).toBe(1686);
    expect(fixedWidthFor(-5)).toBe(1046);
  });
  it('§2 back to top after 499/500 px', () => {
    expect(showBackToTop(499)).toBe(false);
    expect(showBackToTop(500)).toBe(true);
  });
});

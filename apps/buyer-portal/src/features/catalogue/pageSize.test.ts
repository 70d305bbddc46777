import { STORAGE_KEYS } from '@wanju/domain';
import { describe, expect, it } from 'vitest';
import { productListPrefs, setProductPageSize } from './pageSize';

describe('the product list page size', () => {
  it('starts at 15, keeps a chosen size of 15/30/60 and ignores any other', () => {
    expect(productListPrefs.pageSize).toBe(15);
    setProductPageSize(60);
    expect(productListPrefs.pageSize).toBe(60);
    expect(window.localStorage.getItem(STORAGE_KEYS.productPageSize)).toContain('60');
    setProductPageSize(20);
    expect(productListPrefs.pageSize).toBe(60);
  });
});

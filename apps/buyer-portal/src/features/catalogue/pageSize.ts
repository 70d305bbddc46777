import { loadLocal, saveLocal } from '@wanju/app-shell';
import { PRODUCT_PAGE_SIZES, STORAGE_KEYS } from '@wanju/domain';
import { proxy } from 'valtio';

const isPageSize = (v: unknown): v is number => PRODUCT_PAGE_SIZES.some((n) => n === v);

/** The product lists' page size: chosen once, kept for every list and the next visit. */
export const productListPrefs = proxy({
  pageSize: loadLocal(STORAGE_KEYS.productPageSize, isPageSize) ?? PRODUCT_PAGE_SIZES[0],
});

export function setProductPageSize(pageSize: number): void {
  if (!isPageSize(pageSize)) return;
  productListPrefs.pageSize = pageSize;
  saveLocal(STORAGE_KEYS.productPageSize, pageSize);
}

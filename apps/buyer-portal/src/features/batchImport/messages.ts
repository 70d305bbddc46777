/** Texts of the company library's batch import screens (/batch_import_product, /batch_import_images). */
export const BATCH_IMPORT_TEXT = {
  products: '批量导入产品',
  images: '批量导入图片',
  notAllowed: '只有主账号和管理员可以批量导入产品库',
  backToLibrary: '返回产品管理',
} as const;

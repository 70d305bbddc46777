/** Texts of the cart widgets (header hover list, manage dialog, batch add). */
export const CART_TEXT = {
  addToCart: '加入选样车',
  addPageToCart: '本页产品加入选样车',
  noProducts: '请选择要加入选样车的产品',
  createSuccess: '新建选样车成功！',
} as const;

export const SEARCH_TEXT = {
  imageSearch: '以图搜图',
  uploadTitle: '以图搜图 / Excel 找样',
} as const;

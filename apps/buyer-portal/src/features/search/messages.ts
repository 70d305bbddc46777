export const SEARCH_TEXT = {
  search: '搜索',
  kind: '搜索类型',
  product: '产品',
  factory: '工厂',
  imageSearch: '以图搜图',
  keyword: '搜索关键词',
} as const;

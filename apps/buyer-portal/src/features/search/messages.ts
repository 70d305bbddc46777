export const SEARCH_TEXT = {
  imageSearch: '以图搜图',
} as const;

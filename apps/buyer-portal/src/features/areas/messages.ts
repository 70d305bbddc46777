export const AREA_TEXT = {
  title: '全国产区',
  counts: (factories: number, toys: number) => `${factories} 家工厂 · ${toys} 款产品`,
  empty: '暂无产区',
  notFound: '产区不存在',
} as const;

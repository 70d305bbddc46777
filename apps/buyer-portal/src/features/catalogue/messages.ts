import type { ToySort } from '@wanju/api-client';

export const CATALOGUE_TEXT = {
  addSelected: (n: number) => `加入选样车（${n}）`,
  addSelectedToQuotation: (n: number) => `加入报价单（${n}）`,
  clearSelected: '取消勾选',
  loading: '加载中…',
  empty: '暂无符合条件的产品',
  emptyHint: '换个关键词或筛选条件试试',
  loadFailed: '加载失败',
  loadFailedHint: '网络异常或服务器繁忙，请稍后重试',
  retry: '重试',
  filters: '筛选条件',
  category: '分类',
  subCategory: '子分类',
  allSubCategories: '全部子分类',
  allCategories: '全部分类',
  certification: '证书',
  allCertifications: '全部证书',
  sort: '排序',
  minPrice: '最低价',
  maxPrice: '最高价',
  applyPrice: '确定',
  resultCount: (text: string) => `共 ${text} 款产品`,
  keywordResult: (keyword: string, text: string) => `“${keyword}” 共找到 ${text} 款产品`,
  articleNumber: (n: string) => `货号：${n}`,
  factory: '工厂',
  addCompare: '加入对比',
  inCompare: '已加入对比',
  stock: (n: number) => `库存 ${n}`,
} as const;

export const SORT_LABELS: Record<ToySort, string> = {
  relevance: '综合排序',
  new: '最新上架',
  price_asc: '价格从低到高',
  price_desc: '价格从高到低',
  hot: '人气最高',
};

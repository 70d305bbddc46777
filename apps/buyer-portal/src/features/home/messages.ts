export const HOME_TEXT = {
  categoryMenu: '商品分类',
  allCategories: '全部分类',
  loading: '加载中…',
  loadFailed: '分类加载失败，请刷新重试',
  welcome: '欢迎来到玩具采购平台',
  hello: (name: string) => `${name}，欢迎回来`,
  tagline: '找工厂、找玩具、选样、询价、报价，一站完成',
} as const;

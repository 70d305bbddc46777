export const PURCHASE_TEXT = {
  title: '特惠采购单详情',
  quantity: '采购数量',
  discount: '折扣',
  deadline: '报名截止',
  deadlineDays: (n: number) => `${n} 天后截止`,
  publisher: '发布工厂',
  published: '发布时间',
  hits: '浏览',
  none: '—',
  openFactory: '联系工厂',
  back: '返回采购单列表',
  notFound: '采购单不存在或已下架',
} as const;

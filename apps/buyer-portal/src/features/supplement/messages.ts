/** Texts of /supplement and /supplement/:id. */
export const SUPPLEMENT_TEXT = {
  title: '补样列表',
  detailTitle: '补样详情',
  empty: '还没有补样记录',
  emptyHint: '在选样车中选择产品，点击“申请补样”',
  complete: '确认完成',
  completed: '补样已完成',
  back: '返回补样列表',
  notFound: '补样记录不存在',
} as const;

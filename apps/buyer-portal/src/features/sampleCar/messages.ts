/** Texts of the /sample_car screen. */
export const SAMPLE_CAR_TEXT = {
  title: '选样车',
  cart: '当前选样车',
  empty: '选样车里还没有产品',
  emptyHint: '在产品列表中勾选产品，点击“加入选样车”',
  noCart: '还没有选样车，请先新建',
  clear: '清空选样车',
  clearConfirm: '确认清空该选样车中的全部产品？',
  remove: '移除',
  moveTo: '移到',
  quantity: '箱数',
  remark: '备注',
  customNumber: '自编号',
  factoryCount: (n: number) => `${n}家工厂`,
  totals: (t: { products: number; cartons: number; pieces: number }) =>
    `共${t.products}款 · ${t.cartons}箱 · ${t.pieces}件`,
  cbm: (v: number) => `体积 ${v} CBM`,
  weights: (g: number, n: number) => `毛重 ${g} kg / 净重 ${n} kg`,
  amount: (v: string) => `出厂金额 ${v}`,
} as const;

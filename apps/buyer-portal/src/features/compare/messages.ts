import { COMPARE_MAX } from '@wanju/domain';

/** Texts of the /contrast screen. */
export const COMPARE_TEXT = {
  title: '产品对比',
  count: (n: number) => `已选 ${n}/${COMPARE_MAX} 款产品`,
  empty: '还没有对比的产品',
  emptyHint: `在产品列表中点击“加入对比”，最多对比${COMPARE_MAX}款`,
  onlyDifferences: '只看差异',
  remove: (article: string, name: string) => `移出 ${article} ${name}`,
  removeShort: '移出',
  addToCart: '全部加入选样车',
  inquiry: '发送询价',
  supplement: '申请补样',
  toChooses: '加入选品单',
  toQuotation: '生成报价单',
  supplementSent: (factories: number) => `已向${factories}家工厂申请补样`,
  rows: {
    article: '货号',
    price: '出厂价',
    packing: '包装方式',
    size: '产品规格(cm)',
    carton: '外箱规格(cm)',
    cartonQuantity: '装箱量',
    cbm: '体积(CBM)',
    gross: '毛重(kg)',
    net: '净重(kg)',
    certifications: '证书',
    factory: '工厂',
  },
} as const;

import { absoluteUrl, withQuery } from '@wanju/app-shell';
import { WORKING_SET_MSG } from '@wanju/domain';

/** Texts of /chooses and /chooseDetails/:id (选品单). */
export const CHOOSES_TEXT = {
  toQuotation: '生成报价单',
  title: '选品单',
  detailTitle: '选品单详情',
  empty: '还没有选品单',
  emptyHint: '在产品列表中选择产品，加入选品单后可分享给客户挑选',
  count: (n: number) => `共 ${n} 个选品单`,
  summary: (toys: number, applies: number) => `${toys}款产品 · 客户回传${applies}次`,
  updated: (t: string) => `更新于 ${t}`,
  open: '查看',
  remove: '删除',
  removeConfirm: '确认删除该选品单？',
  removed: '删除成功',
  share: '生成分享链接',
  renewShare: '续期分享链接',
  revoke: '撤销分享',
  revoked: '已撤销分享链接',
  shared: '分享链接已生成',
  copy: '复制链接',
  copied: '链接已复制',
  shareLink: '分享链接',
  shareState: { active: '分享中', expired: '已过期', revoked: '已撤销', none: '未分享' },
  expires: (t: string) => `有效期至 ${t}`,
  words: '分享页寄语',
  saveWords: '保存寄语',
  wordsSaved: '修改成功',
  products: '产品',
  productsEmpty: '选品单里还没有产品',
  removeProduct: (name: string) => `移除${name ? ` ${name}` : ''}`,
  customNumber: (v: string) => `自编号${v ? ` ${v}` : ''}`,
  quoted: '报价',
  applies: '客户回传',
  appliesEmpty: '还没有客户回传',
  applyBy: (name: string, contact: string, t: string) => `${name}${contact ? `（${contact}）` : ''} · ${t}`,
  back: '返回选品单',
} as const;

/** Texts of the signed-out share page (/chooseShare?token=…). */
export const SHARE_TEXT = {
  title: '选品单分享',
  brand: '分享公司',
  from: (company: string) => `来自 ${company} 的选品单`,
  expires: (t: string) => `链接有效期至 ${t}`,
  invalid: WORKING_SET_MSG.shareExpired,
  invalidHint: '链接已过期或被撤销，请联系分享人重新获取',
  products: '产品',
  pick: (name: string) => `挑选 ${name}`,
  picked: (n: number, total: number) => `已选 ${n} / ${total} 款`,
  selectAll: '全选本页',
  clear: '清空选择',
  carton: (qty: number | null, cbm: number | null) =>
    [qty ? `装箱量 ${qty}` : '', cbm ? `体积 ${cbm} m³` : ''].filter(Boolean).join(' · '),
  yourName: '您的称呼',
  contact: '联系方式',
  remark: '备注',
  send: '提交挑选',
  sent: '提交成功，分享人会尽快联系您',
  sendAgain: '继续挑选',
  pickRequired: '请先挑选产品',
  nameRequired: WORKING_SET_MSG.applyNameRequired,
} as const;

/** The page a customer opens without an account. */
export const sharePath = (token: string) => withQuery('/chooseShare', { token });
export const shareUrl = (token: string) => absoluteUrl(sharePath(token));

/** Texts of the selection list's pricing (报价设置) and custom numbers. */
export const PRICING_TEXT = {
  title: '报价设置',
  currency: '报价币种',
  rate: (currency: string, base: string) => `汇率（1 ${currency} 兑 ${base}）`,
  rateBase: (base: string) => `汇率（${base}，无需换算）`,
  rateHint: (rate: number) => `参考汇率 ${rate}`,
  profit: '利润率（%）',
  profitMode: '利润计算',
  markup: '成本加成',
  margin: '售价利润',
  fob: 'FOB费用（元/立方米，0为出厂价）',
  decimals: '小数位',
  decimalsOption: (n: number) => `${n}位`,
  basis: '报价单位',
  perPiece: '按件',
  perCarton: '按箱',
  save: '保存报价设置',
  saved: '报价设置已保存',
  working: (cost: string, fob: string, selling: string) => `成本 ${cost}${fob ? ` + FOB ${fob}` : ''} → ${selling}`,
  noPrice: '无出厂价',
  noCartonQty: '无装箱量，按件报价',
  exworks: '出厂价',
  customNumber: (name: string) => `${name} 的自编号`,
  saveNumbers: '保存自编号',
  numbersSaved: '自编号已保存',
  numbersUnchanged: '自编号没有改动',
} as const;

/** Texts of the 加入选品单 dialog (from a product, a search result, the cart or the comparison) and list naming. */
export const ADD_TO_CHOOSE_TEXT = {
  open: '加入选品单',
  title: '加入选品单',
  intro: (n: number) => `将${n}款产品加入选品单`,
  list: '选品单',
  none: '还没有选品单，请新建',
  newList: '新建选品单',
  newName: '新选品单名称',
  existing: '已有选品单',
  cancel: '取消',
  submit: '确定',
  added: (added: number, existing: number) =>
    existing > 0 ? `已加入${added}款，${existing}款已在选品单中` : `已加入${added}款产品`,
  create: '新建选品单',
  created: '选品单已创建',
  rename: '重命名',
  renamed: '修改成功',
  name: '选品单名称',
  save: '保存',
  moveUp: (name: string) => `上移 ${name}`,
  moveDown: (name: string) => `下移 ${name}`,
} as const;

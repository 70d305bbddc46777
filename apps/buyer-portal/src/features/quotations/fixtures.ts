import type {
  ConfirmInfo,
  ConfirmItem,
  EmailRecordItem,
  MailboxItem,
  QuotationDetail,
  QuotationItem,
  QuotationMailPreview,
  QuotationSummary,
} from '@wanju/api-client';
import { parseFormulaParameter, quotationTotals } from '@wanju/domain';

/** Story fixtures of the quotation screens, in the server's shapes. */
const NAMES = [
  '遥控越野车 1:16 四驱',
  '儿童益智积木 120 粒',
  '毛绒小熊 30cm',
  '电动泡泡机（含电池）',
  '磁力片 60 件套',
];

export function quotationItem(i: number, extra: Partial<QuotationItem> = {}): QuotationItem {
  const exworks = 12.5 + i * 3.1;
  return {
    id: 100 + i,
    toy_id: 5000 + i,
    position: i,
    name: NAMES[i % NAMES.length] as string,
    name_en: 'Toy',
    article_number: `XH-${2300 + i}`,
    factory_id: 1,
    factory_name: '汕头市澄海区星辉玩具厂',
    picture: '',
    thumb: '',
    unit: 'PCS',
    packing_name: '彩盒',
    packing_name_en: 'Color Box',
    exworks_price: exworks,
    additional_price: 0,
    formula_price: Math.round((exworks * 1.15 * 100) / 7.2) / 100,
    price_override: null,
    quoted_price: Math.round((exworks * 1.15 * 100) / 7.2) / 100,
    carton_length: 60,
    carton_width: 40,
    carton_height: 50,
    carton_quantity: 24,
    carton_cubic_meter: 0.12,
    carton_cubic_feet: 4.24,
    gross_weight: 12.5,
    net_weight: 11,
    custom_number: '',
    order_box_qty: 5,
    remark: '',
    decision: 'pending',
    confirm_qty: null,
    confirm_remark: '',
    snapshot_time: '2026-11-05 10:00:00',
    is_black: 0,
    is_set_hide: 0,
    stop_time: null,
    ...extra,
  };
}

export const summary = (id: number, extra: Partial<QuotationSummary> = {}): QuotationSummary => ({
  id,
  number: `Q20261105-${String(id).padStart(4, '0')}`,
  source: 'cart',
  status: 'draft',
  status_text: '草稿',
  status_time: '2026-11-05 10:00:00',
  create_time: '2026-11-05 10:00:00',
  customer_id: 1,
  customer_name: 'ACME Toys Inc.',
  customer_email: 'john@acme-toys.com',
  user_id: 2,
  user_name: '李晓梅',
  currency: 'USD',
  toy_count: 12,
  amount: 1860.5,
  version: 3,
  company_name: '深圳市环球优品贸易有限公司',
  company_name_en: 'Shenzhen Global Best Trading Co., Ltd.',
  company_telephone: '0755-86001234',
  company_mobile: '13800000001',
  fax: '0755-86001235',
  company_email: 'sales@globalbest-trading.cn',
  remark: '',
  ...extra,
});

export const summaries: QuotationSummary[] = [
  summary(3, { status: 'confirmed_part', status_text: '部分确认' }),
  summary(2, { status: 'sent', status_text: '已发送', customer_name: 'EuroPlay GmbH' }),
  summary(1),
];

export function detail(items: QuotationItem[] = [0, 1, 2, 3].map((i) => quotationItem(i))): QuotationDetail {
  const formula = parseFormulaParameter({ currency_type: 'USD', exchange_rate: 7.2, profit_rate: 15 });
  return {
    ...summary(1, { toy_count: items.length }),
    terms: {
      validity_days: 30,
      trade_term: 'FOB',
      port: 'Shantou',
      payment_terms: '30% T/T deposit, balance before shipment',
    },
    customer_lang: 'en',
    formula,
    items,
    totals: quotationTotals(items, formula),
    link: null,
    answers: [],
    changes: [],
    sent_time: null,
  };
}

export const sentDetail = (): QuotationDetail => {
  const d = detail([
    quotationItem(0, { decision: 'accepted', confirm_qty: 8 }),
    quotationItem(1, { decision: 'declined', confirm_remark: '颜色不合适' }),
    quotationItem(2, { price_override: 3.2, quoted_price: 3.2 }),
  ]);
  return {
    ...d,
    status: 'confirmed_part',
    status_text: '部分确认',
    link: {
      id: 1,
      state: 'active',
      expires_time: '2026-12-05 10:00:00',
      url: 'https://example.com/confirm?token=1.2.x',
    },
    answers: [
      {
        name: 'Tom',
        contact: 'tom@acme-toys.com',
        remark: '',
        accepted: 1,
        total: 3,
        submit_count: 1,
        submitted_time: '2026-11-06 09:00:00',
      },
    ],
    changes: [{ item_id: 102, name: NAMES[2] as string, kind: 'price', before: 2.9, after: 3.2 }],
    sent_time: '2026-11-05 11:00:00',
  };
};

export const confirmInfo: ConfirmInfo = {
  number: 'Q20261105-0001',
  company_name: '深圳市环球优品贸易有限公司',
  company_name_en: 'Shenzhen Global Best Trading Co., Ltd.',
  company_telephone: '0755-86001234',
  company_mobile: '13800000001',
  fax: '0755-86001235',
  company_email: 'sales@globalbest-trading.cn',
  remark: '价格有效期30天',
  customer_name: 'ACME Toys Inc.',
  currency: 'USD',
  terms: {
    validity_days: 30,
    trade_term: 'FOB',
    port: 'Shantou',
    payment_terms: '30% T/T deposit, balance before shipment',
  },
  status: 'sent',
  status_time: '2026-11-05 11:00:00',
  create_time: '2026-11-05 10:00:00',
  expires_time: '2026-12-05 11:00:00',
  totals: {
    products: 3,
    cartons: 15,
    pieces: 360,
    cbm: 1.8,
    cuft: 63.57,
    gross_weight: 187.5,
    net_weight: 165,
    amount: 1203.6,
    currency: 'USD',
  },
  changes: [],
  answer: null,
  is_closed: false,
};

export const confirmItem = (i: number, extra: Partial<ConfirmItem> = {}): ConfirmItem => {
  const q = quotationItem(i);
  return {
    id: q.id,
    name: q.name,
    name_en: [
      'RC off-road car 1:16 4WD',
      'Building blocks 120 pcs',
      'Plush bear 30cm',
      'Bubble machine',
      'Magnetic tiles 60 pcs',
    ][i % 5] as string,
    custom_number: '',
    article_number: q.article_number,
    picture: '',
    thumb: '',
    unit: 'PCS',
    packing_name: '彩盒',
    packing_name_en: 'Color Box',
    quoted_price: q.quoted_price,
    carton_length: 60,
    carton_width: 40,
    carton_height: 50,
    carton_quantity: 24,
    carton_cubic_meter: 0.12,
    gross_weight: 12.5,
    order_box_qty: 5,
    decision: 'pending',
    confirm_qty: null,
    confirm_remark: '',
    changed: false,
    ...extra,
  };
};

export const mailboxes: MailboxItem[] = [
  {
    id: 1,
    sender_name: '环球优品 李晓梅',
    email: 'sales@globalbest-trading.cn',
    host: 'smtp.exmail.qq.com',
    port: 465,
    secure: true,
    username: 'sales@globalbest-trading.cn',
    has_password: true,
    is_default: 1,
    user_name: '王建国',
    updated_time: '2026-11-01 09:00:00',
  },
];

export const record = (id: number, status: number, extra: Partial<EmailRecordItem> = {}): EmailRecordItem => ({
  id,
  name: 'Tom',
  email: 'tom@acme-toys.com',
  subject: 'Quotation Q20261105-0001 from Shenzhen Global Best Trading Co., Ltd.',
  status,
  status_text: status === 0 ? '发送成功' : status === 2 ? '未发送' : '发送失败',
  reason: status === 1 ? '邮箱登录被拒绝，请检查账号和密码（授权码）（Invalid login: 535 Authentication failed）' : '',
  quotation_id: 1,
  quotation_number: 'Q20261105-0001',
  user_name: '李晓梅',
  created_time: '2026-11-05 11:00:00',
  sent_time: status === 0 ? '2026-11-05 11:00:02' : null,
  ...extra,
});

export const preview: QuotationMailPreview = {
  from: { name: '环球优品 李晓梅', email: 'sales@globalbest-trading.cn' },
  to: { name: 'ACME Toys Inc.', email: 'john@acme-toys.com' },
  lang: 'zh',
  subject: '深圳市环球优品贸易有限公司 报价单 Q20261105-0001',
  body: '尊敬的ACME Toys Inc.：\n\n您好！附上我司报价单 Q20261105-0001，请点击下方链接查看并确认您需要的产品：\nhttps://example.com/confirm?token=1.2.x\n\n如有任何问题，欢迎随时联系。\n\n李晓梅\n深圳市环球优品贸易有限公司',
  link: 'https://example.com/confirm?token=1.2.x',
  attachments: [{ filename: '报价单Q20261105-0001_20261105110000.xlsx', url: '' }],
  outbox: false,
  sent: null,
};

/** The e-mail as it went out: its own subject and body, signed by the salesperson who sent it. */
export const sentMail: NonNullable<QuotationMailPreview['sent']> = {
  from: { name: '环球优品 李晓梅', email: 'sales@globalbest-trading.cn' },
  to: { name: 'Tom Baker', email: 'tom@acme-toys.com' },
  subject: 'Quotation Q20261105-0001 — Christmas range',
  body: 'Dear Tom Baker,\n\nPlease find our quotation Q20261105-0001 for the Christmas range.\nhttps://example.com/confirm?token=9.9.sent\n\nBest regards,\n李晓梅',
  attachments: [{ filename: '报价单Q20261105-0001_20261105120000.xlsx', url: '' }],
  sender: '李晓梅',
  status: 0,
  status_text: '已发送',
  created_time: '2026-11-05 12:00:00',
  sent_time: '2026-11-05 12:00:03',
};

/** Rows of the editor's 添加产品 dialog: products of a search, sample carts, selection lists. */
export const productOptions = [
  { id: 5001, title: '遥控越野车 1:16 四驱', detail: 'XH-2301 · 汕头市澄海区星辉玩具厂 · 出厂价 ¥45.50', thumb: '' },
  { id: 5002, title: '儿童益智积木 120 粒', detail: 'XH-2302 · 汕头市澄海区星辉玩具厂 · 出厂价 ¥18.20', thumb: '' },
  { id: 5003, title: '毛绒小熊 30cm', detail: 'MR-88 · 东莞市美乐毛绒玩具有限公司 · 出厂价 ¥9.80', thumb: '' },
];
export const cartOptions = [
  { id: 11, title: '默认选样车', detail: '12款产品 · 客户 ACME Toys Inc.' },
  { id: 12, title: '圣诞新品', detail: '5款产品 · 王建国' },
];
export const choosesOptions = [
  { id: 21, title: '欧洲客户 2026 秋季', detail: '30款产品 · 更新于 2026-11-01 09:30:00' },
  { id: 22, title: '中东展会精选', detail: '8款产品 · 更新于 2026-10-20 15:00:00' },
];

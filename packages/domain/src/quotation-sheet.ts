import type { QuotationTotals } from './quotations';

/**
 * The quotation a trading company sends abroad, as the Excel, the PDF and the e-mail show it: the header
 * terms (validity, trade term and port, payment terms), the language of the sheet, the columns with their
 * units, the English names with their visible fallback, and how many containers the order fills.
 */

export type SheetLanguage = 'zh' | 'en';

// ── Containers ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Shipping containers as a forwarder plans a full load: the volume cartons really fill (less than the inner
 * volume: cartons never stack without gaps) and the payload.
 */
export const CONTAINERS = [
  { code: "20'GP", cbm: 28, kg: 21_700 },
  { code: "40'GP", cbm: 58, kg: 26_500 },
  { code: "40'HQ", cbm: 68, kg: 26_300 },
] as const;
export type ContainerCode = (typeof CONTAINERS)[number]['code'];

export interface ContainerFill {
  code: ContainerCode;
  cbm: number;
  kg: number;
  /** how many containers the volume fills (a fraction) */
  by_volume: number;
  /** how many containers the gross weight fills (a fraction) */
  by_weight: number;
  /** whole containers needed: the larger of the two, rounded up (0 for an empty order) */
  containers: number;
}

/** How many of each container an order of `cbm` m³ and `gross_weight` kg fills, by volume and by weight. */
export function containerEstimate(totals: Pick<QuotationTotals, 'cbm' | 'gross_weight'>): ContainerFill[] {
  const cbm = Number.isFinite(totals.cbm) && totals.cbm > 0 ? totals.cbm : 0;
  const kg = Number.isFinite(totals.gross_weight) && totals.gross_weight > 0 ? totals.gross_weight : 0;
  return CONTAINERS.map((c) => {
    const byVolume = cbm / c.cbm;
    const byWeight = kg / c.kg;
    return {
      code: c.code,
      cbm: c.cbm,
      kg: c.kg,
      by_volume: byVolume,
      by_weight: byWeight,
      // a hair over a whole container (float noise) is not another container
      containers: Math.max(0, Math.ceil(Math.max(byVolume, byWeight) - 1e-9)),
    };
  });
}

// ── Header terms ─────────────────────────────────────────────────────────────────────────────────────

/** Incoterms a quotation may name. */
export const TRADE_TERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type TradeTerm = (typeof TRADE_TERMS)[number];

export const QUOTATION_TERMS_LIMITS = {
  validityDays: { min: 1, max: 365 },
  port: 60,
  paymentTerms: 200,
} as const;

/** The terms a quotation's header states: set once by the company, changed per quotation by the salesperson. */
export interface QuotationTerms {
  validity_days: number;
  trade_term: TradeTerm;
  port: string;
  payment_terms: string;
}

export const DEFAULT_QUOTATION_TERMS: QuotationTerms = {
  validity_days: 30,
  trade_term: 'FOB',
  port: '',
  payment_terms: '',
};

export const QUOTATION_TERMS_MSG = {
  validity: `报价有效期须为${QUOTATION_TERMS_LIMITS.validityDays.min}到${QUOTATION_TERMS_LIMITS.validityDays.max}天的整数`,
  tradeTerm: `贸易条款须为${TRADE_TERMS.join('、')}之一`,
  port: `港口最多${QUOTATION_TERMS_LIMITS.port}个字`,
  paymentTerms: `付款方式最多${QUOTATION_TERMS_LIMITS.paymentTerms}个字`,
  saved: '报价条款已保存',
} as const;

/** A stored terms row made whole: values out of bounds fall back to the defaults. */
export function quotationTermsOf(
  raw: Partial<Record<keyof QuotationTerms, unknown>> | null | undefined,
): QuotationTerms {
  const r = raw ?? {};
  const days = Number(r.validity_days);
  const { min, max } = QUOTATION_TERMS_LIMITS.validityDays;
  const term = String(r.trade_term ?? '').toUpperCase();
  return {
    validity_days: Number.isInteger(days) && days >= min && days <= max ? days : DEFAULT_QUOTATION_TERMS.validity_days,
    trade_term: (TRADE_TERMS as readonly string[]).includes(term)
      ? (term as TradeTerm)
      : DEFAULT_QUOTATION_TERMS.trade_term,
    port: String(r.port ?? '')
      .trim()
      .slice(0, QUOTATION_TERMS_LIMITS.port),
    payment_terms: String(r.payment_terms ?? '')
      .trim()
      .slice(0, QUOTATION_TERMS_LIMITS.paymentTerms),
  };
}

/** A calendar day (yyyy-mm-dd) `days` later; the day itself when it does not read as one. */
export function addDaysToDate(day: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + Math.floor(days)));
  return d.toISOString().slice(0, 10);
}

/** 'FOB Shantou', or the term alone without a port. */
export const tradeTermText = (terms: Pick<QuotationTerms, 'trade_term' | 'port'>): string =>
  terms.port.trim() ? `${terms.trade_term} ${terms.port.trim()}` : terms.trade_term;

// ── Language and English names ───────────────────────────────────────────────────────────────────────

const CHINESE_SPEAKING = new Set(
  [
    '',
    '中国',
    '中国大陆',
    'china',
    'cn',
    'prc',
    '香港',
    '中国香港',
    'hong kong',
    'hk',
    '澳门',
    'macau',
    'macao',
    '台湾',
    '中国台湾',
    'taiwan',
    'tw',
  ].map((c) => c.toLowerCase()),
);

/** The language of a customer's sheet by its country: Chinese for a Chinese-speaking (or unknown) one, else English. */
export function customerSheetLanguage(country: string | null | undefined): SheetLanguage {
  return CHINESE_SPEAKING.has((country ?? '').trim().toLowerCase()) ? 'zh' : 'en';
}

/** English names of the usual packings, for products that carry none of their own. */
export const PACKING_NAMES_EN: Readonly<Record<string, string>> = {
  彩盒: 'Color Box',
  开窗盒: 'Window Box',
  吸塑: 'Blister Card',
  吸塑卡: 'Blister Card',
  胶袋: 'Poly Bag',
  展示盒: 'Display Box',
  网袋: 'Mesh Bag',
  白盒: 'White Box',
  牛皮盒: 'Kraft Box',
  吊卡: 'Header Card',
  泡壳: 'Clamshell',
  收缩膜: 'Shrink Wrap',
  裸装: 'Loose',
  盒装: 'Boxed',
  袋装: 'Bagged',
  纸卡: 'Paper Card',
  礼盒: 'Gift Box',
};

/** A packing's name in the sheet's language: in English its own, else the usual one, else the Chinese. */
export function packingName(
  item: { packing_name?: string | null; packing_name_en?: string | null },
  lang: SheetLanguage,
): string {
  const zh = (item.packing_name ?? '').trim();
  if (lang === 'zh') return zh;
  return (item.packing_name_en ?? '').trim() || PACKING_NAMES_EN[zh] || zh;
}

/**
 * A line's name in the sheet's language. In English: its English name, or the Chinese one marked as a
 * fallback (shown as it is, so a reader sees what is missing).
 */
export function lineName(
  item: { name?: string | null; name_en?: string | null },
  lang: SheetLanguage,
): { text: string; fallback: boolean } {
  const zh = (item.name ?? '').trim();
  if (lang === 'zh') return { text: zh, fallback: false };
  const en = (item.name_en ?? '').trim();
  return en ? { text: en, fallback: false } : { text: zh, fallback: true };
}

/** The lines an English quotation shows in Chinese for want of an English name (the export dialog lists them). */
export function linesWithoutEnglishName<T extends { name?: string | null; name_en?: string | null }>(
  items: readonly T[],
): T[] {
  return items.filter((it) => lineName(it, 'en').fallback);
}

// ── Sheet texts and columns ──────────────────────────────────────────────────────────────────────────

export const QUOTATION_SHEET_TEXT = {
  zh: {
    title: '报价单',
    customer: '客户',
    number: '报价单号',
    date: '日期',
    validity: '有效期',
    validFor: (days: number, until: string) => `${days}天（至${until}）`,
    tradeTerm: '贸易条款',
    paymentTerms: '付款方式',
    currency: '币种',
    address: '地址',
    contact: '联系人',
    telephone: '电话',
    mobile: '手机',
    fax: '传真',
    email: '邮箱',
    items: '款数',
    totals: '合计',
    totalsNote: '体积、重量合计 = 每箱 × 箱数',
    containers: '装柜估算',
    byVolume: '按体积（柜）',
    byWeight: '按重量（柜）',
    needed: '需要（柜）',
    capacity: '容量',
    amount: '总金额',
    cartons: '总箱数',
    pieces: '总数量',
    volume: '总体积',
    weight: '总毛重',
    page: '第 &P 页 / 共 &N 页',
    noEnglishName: '',
  },
  en: {
    title: 'QUOTATION',
    customer: 'Customer',
    number: 'Quotation No.',
    date: 'Date',
    validity: 'Validity',
    validFor: (days: number, until: string) => `${days} days (until ${until})`,
    tradeTerm: 'Trade Term',
    paymentTerms: 'Payment Terms',
    currency: 'Currency',
    address: 'Address',
    contact: 'Contact',
    telephone: 'Tel',
    mobile: 'Mobile',
    fax: 'Fax',
    email: 'E-mail',
    items: 'Items',
    totals: 'TOTAL',
    totalsNote: 'Volume and weight totals = per carton × cartons',
    containers: 'Container estimate',
    byVolume: 'By volume (containers)',
    byWeight: 'By weight (containers)',
    needed: 'Needed',
    capacity: 'Capacity',
    amount: 'Total amount',
    cartons: 'Cartons',
    pieces: 'Pieces',
    volume: 'Volume',
    weight: 'Gross weight',
    page: 'Page &P of &N',
    noEnglishName: '',
  },
} as const;

/** How a sheet column's cells are written: text, or a number with its format. */
export type SheetCellKind = 'picture' | 'text' | 'int' | 'cbm' | 'dec2' | 'money';

export const QUOTATION_SHEET_COLUMNS = [
  { key: 'picture', kind: 'picture', width: 0, zh: '图片', en: 'Picture' },
  { key: 'article_number', kind: 'text', width: 13, zh: '货号', en: 'Item No.' },
  { key: 'name', kind: 'text', width: 24, zh: '品名', en: 'Description' },
  { key: 'packing', kind: 'text', width: 12, zh: '包装', en: 'Packing' },
  { key: 'per_carton', kind: 'int', width: 10, zh: '装箱量 (PCS/箱)', en: 'Qty/CTN (PCS)' },
  { key: 'inner_boxes', kind: 'int', width: 10, zh: '内盒数 (盒/箱)', en: 'Inner Boxes (per CTN)' },
  { key: 'carton_size', kind: 'text', width: 15, zh: '外箱规格 (CM)', en: 'Carton Size (CM)' },
  { key: 'cbm', kind: 'cbm', width: 11, zh: '体积 (CBM/箱)', en: 'Volume (CBM/CTN)' },
  { key: 'cuft', kind: 'dec2', width: 11, zh: '材积 (CUFT/箱)', en: 'Volume (CUFT/CTN)' },
  { key: 'gross_weight', kind: 'dec2', width: 11, zh: '毛重 (KGS/箱)', en: 'G.W. (KGS/CTN)' },
  { key: 'net_weight', kind: 'dec2', width: 11, zh: '净重 (KGS/箱)', en: 'N.W. (KGS/CTN)' },
  { key: 'price', kind: 'money', width: 12, zh: '单价', en: 'Unit Price' },
  { key: 'cartons', kind: 'int', width: 11, zh: '订购箱数 (CTNS)', en: 'Order Qty (CTNS)' },
  { key: 'pieces', kind: 'int', width: 13, zh: '订购数量 (PCS)', en: 'Order Qty (PCS)' },
  { key: 'amount', kind: 'money', width: 14, zh: '金额', en: 'Amount' },
] as const satisfies readonly { key: string; kind: SheetCellKind; width: number; zh: string; en: string }[];
export type QuotationSheetColumn = (typeof QUOTATION_SHEET_COLUMNS)[number]['key'];

/** A column's header in the sheet's language, with its unit (the quotation's currency on prices and amounts). */
export function quotationColumnTitle(key: QuotationSheetColumn, lang: SheetLanguage, currency: string): string {
  const column = QUOTATION_SHEET_COLUMNS.find((c) => c.key === key);
  if (!column) return key;
  const title = column[lang];
  return column.kind === 'money' ? `${title} (${currency})` : title;
}

/** Amounts everywhere keep two decimals. */
export const moneyText = (amount: number): string =>
  (Number.isFinite(amount) ? amount : 0).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

// ── The header the Excel, the PDF and the e-mail share ───────────────────────────────────────────────

export interface QuotationSheetHeader {
  lang: SheetLanguage;
  company_name: string;
  company_name_en: string;
  address: string;
  address_en: string;
  contact: string;
  telephone: string;
  mobile: string;
  fax: string;
  email: string;
  /** the company's logo (a picture URL of the file store), '' when none */
  logo: string;
  customer: string;
  number: string;
  /** yyyy-mm-dd */
  date: string;
  terms: QuotationTerms;
  currency: string;
}

/** The header's lines in its language: the company, its contacts, then label/value facts of the quotation. */
export function quotationHeaderLines(h: QuotationSheetHeader): {
  company: string;
  contacts: string[];
  facts: [string, string][];
} {
  const t = QUOTATION_SHEET_TEXT[h.lang];
  const en = h.lang === 'en';
  const sep = en ? ': ' : '：';
  const company = (en ? h.company_name_en.trim() || h.company_name : h.company_name).trim();
  const address = (en ? h.address_en.trim() || h.address : h.address).trim();
  const contacts = [
    address ? `${t.address}${sep}${address}` : '',
    [
      h.contact ? `${t.contact}${sep}${h.contact}` : '',
      h.telephone ? `${t.telephone}${sep}${h.telephone}` : '',
      h.mobile ? `${t.mobile}${sep}${h.mobile}` : '',
      h.fax ? `${t.fax}${sep}${h.fax}` : '',
      h.email ? `${t.email}${sep}${h.email}` : '',
    ]
      .filter(Boolean)
      .join('    '),
  ].filter(Boolean);
  const facts: [string, string][] = [
    [t.customer, h.customer],
    [t.number, h.number],
    [t.date, h.date],
    [t.validity, t.validFor(h.terms.validity_days, addDaysToDate(h.date, h.terms.validity_days))],
    [t.tradeTerm, tradeTermText(h.terms)],
    [t.paymentTerms, h.terms.payment_terms],
    [t.currency, h.currency],
  ];
  return { company, contacts, facts };
}

/** The totals as text lines in the header's language (the PDF and the e-mail). */
export function quotationTotalsLines(
  totals: Pick<QuotationTotals, 'products' | 'cartons' | 'pieces' | 'cbm' | 'gross_weight' | 'amount'>,
  currency: string,
  lang: SheetLanguage,
): string[] {
  const t = QUOTATION_SHEET_TEXT[lang];
  const sep = lang === 'en' ? ': ' : '：';
  const fills = containerEstimate(totals)
    .map((c) => `${c.code} × ${c.containers}`)
    .join(' / ');
  return [
    `${t.items}${sep}${totals.products}    ${t.cartons}${sep}${totals.cartons} CTNS    ${t.pieces}${sep}${totals.pieces} PCS`,
    `${t.volume}${sep}${totals.cbm.toFixed(3)} CBM    ${t.weight}${sep}${totals.gross_weight.toFixed(2)} KGS`,
    `${t.containers}${sep}${fills}`,
    `${t.amount}${sep}${currency} ${moneyText(totals.amount)}`,
  ];
}

/** The quotation's summary for the e-mail body: the header facts and the totals, in the mail's language. */
export function quotationMailSummary(
  h: QuotationSheetHeader,
  totals: Pick<QuotationTotals, 'products' | 'cartons' | 'pieces' | 'cbm' | 'gross_weight' | 'amount'>,
): string {
  const sep = h.lang === 'en' ? ': ' : '：';
  const { facts } = quotationHeaderLines(h);
  return [
    ...facts.filter(([, v]) => v.trim()).map(([k, v]) => `${k}${sep}${v}`),
    ...quotationTotalsLines(totals, h.currency, h.lang),
  ].join('\n');
}

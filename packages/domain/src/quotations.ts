import { cartonCubicFeet, cartonCubicMeters, roundTo } from './dimensions';
import type { FormulaParameter } from './entities';
import {
  CURRENCIES,
  CURRENCY_CODES,
  currencyCode,
  type PriceFormula,
  parseFormulaParameter,
  quotePrice,
} from './pricing';
import { DAY_MS } from './time';

/**
 * Quotations (报价单): a salesperson's priced list of products for one customer, sent by e-mail and
 * confirmed by the customer on a public page. Models: OroCommerce's quotes and Medusa's B2B quotes
 * (line snapshots, a version number, a customer-visible status, an accept page).
 */

/** The states of a quotation. The customer's answer confirms it in part or in whole. */
export const QUOTATION_STATUSES = ['draft', 'sent', 'confirmed_part', 'confirmed_all', 'closed'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  draft: '草稿',
  sent: '已发送',
  confirmed_part: '部分确认',
  confirmed_all: '已确认',
  closed: '已关闭',
};

/**
 * Where a quotation was made: by a salesperson (from a cart, selection list, comparison, search or the
 * company's own product library), or at a showroom for a visiting buyer (/quotation_list).
 */
export const QUOTATION_SOURCES = ['cart', 'chooses', 'compare', 'search', 'library', 'showroom'] as const;
export type QuotationSource = (typeof QUOTATION_SOURCES)[number];

/** A confirmation link lasts this many days from sending. */
export const CONFIRM_LINK_DAYS = 30;
/** Most items one quotation holds. */
export const QUOTATION_MAX_ITEMS = 2000;
/** The editor saves this long after the last change. */
export const QUOTATION_AUTOSAVE_MS = 1500;

export const QUOTATION_MSG = {
  notFound: '报价单不存在或无权访问',
  stale: '报价单已被他人修改，请刷新后再试',
  closed: '报价单已关闭，不能修改',
  cannotSend: '报价单已关闭，不能发送',
  noItems: '报价单还没有产品，请先添加产品',
  tooManyItems: `一张报价单最多${QUOTATION_MAX_ITEMS}款产品`,
  customerRequired: '请选择客户',
  customerEmailRequired: '客户没有邮箱，请填写收件邮箱',
  emailInvalid: '请输入正确的邮箱地址',
  negativePrice: '报价不能为负数',
  priceNotNumber: '报价必须是数字',
  formulaUnknownField: (fields: readonly string[]) => `报价公式含未知字段：${fields.join('、')}`,
  formulaRate: '汇率必须大于0',
  currencyUnsupported: `不支持该币种，请选择：${CURRENCY_CODES.map((c) => `${CURRENCIES[c].name}（${c}）`).join('、')}`,
  formulaMargin: '按售价计算利润时，利润率须小于100%',
  formulaNegative: (field: string) => `报价公式的${field}不能为负数`,
  formulaDecimals: '报价小数位只能是2或3',
  formulaNotNumber: (field: string) => `报价公式的${field}必须是数字`,
  formulaTooLarge: (field: string, max: number) => `报价公式的${field}不能超过${max}`,
  formulaProfitMode: '利润计算方式只能是按成本加价或按售价计算',
  formulaPriceBasis: '报价单位只能是按件或按箱',
  linkInvalid: '确认链接无效，请联系业务员重新发送',
  linkExpired: '确认链接已过期，请联系业务员重新发送',
  linkRevoked: '确认链接已被撤销，请联系业务员',
  submitted: '提交成功，感谢您的确认',
  alreadySubmitted: '您已提交过确认，本次修改已更新',
  quantityInvalid: '数量须为不小于0的整数',
  saved: '已保存',
  created: '报价单已创建',
  sent: '报价单已发送',
  /** The customer's name when the quotation has none. */
  customerFallback: (lang: 'zh' | 'en') => (lang === 'en' ? 'Customer' : '客户'),
  confirmedTitle: (number: string) => `客户已确认报价单 ${number}`,
  confirmedContent: (customer: string, accepted: number, total: number, remark: string) =>
    `${customer}确认了${accepted}/${total}款产品${remark ? `，备注：${remark}` : ''}`,
  outboxed: '未配置发件邮箱，邮件已放入待发送箱（未发送）',
  remarkSaved: '备注已保存',
  changedSinceSent: '该报价单在发送后有更新，以下为最新内容',
  /** The e-mail's last line when the Excel is too large to attach: where to download it. */
  excelLink: (lang: 'zh' | 'en', url: string) =>
    lang === 'en' ? `Download the quotation in Excel: ${url}` : `报价单Excel下载：${url}`,
} as const;

/** What changes a quotation's state. `submit` is the customer's answer on the confirmation page. */
export type QuotationEvent =
  | { type: 'send' }
  | { type: 'submit'; accepted: number; total: number }
  | { type: 'close' }
  | { type: 'reopen' };

/**
 * The state machine: draft → sent → confirmed in part or whole → closed. Sending again (a revised
 * quotation) returns to sent; the customer may answer again while it is not closed; a closed quotation
 * reopens as a draft. Answers the next state or null when the event is refused.
 */
export function nextQuotationStatus(status: QuotationStatus, event: QuotationEvent): QuotationStatus | null {
  switch (event.type) {
    case 'send':
      return status === 'closed' ? null : 'sent';
    case 'submit':
      if (status === 'draft' || status === 'closed') return null;
      return event.total > 0 && event.accepted === event.total ? 'confirmed_all' : 'confirmed_part';
    case 'close':
      return status === 'closed' ? null : 'closed';
    case 'reopen':
      return status === 'closed' ? 'draft' : null;
  }
}

/** Items, header and formula may change in every state but closed. */
export const isQuotationEditable = (status: QuotationStatus): boolean => status !== 'closed';

/** Optimistic concurrency: the editor sends the version it loaded; another save in between refuses it. */
export function checkQuotationVersion(expected: number, current: number): string | null {
  return expected === current ? null : QUOTATION_MSG.stale;
}

/** 'Q' + the day (yyyymmdd) + a 4-digit sequence of that company's day: Q20261105-0007. */
export function quotationNumber(day: string, sequence: number): string {
  return `Q${day.replace(/-/g, '')}-${String(Math.max(1, Math.floor(sequence))).padStart(4, '0')}`;
}

const FORMULA_FIELDS = new Set([
  'currency_type',
  'exchange_rate',
  'profit_rate',
  'profit_mode',
  'fob_cost_per_cbm',
  'decimals',
  'price_basis',
]);

/** The largest values a typed formula may carry (beyond them a price is a typing mistake, not a quote). */
export const FORMULA_LIMITS = { exchange_rate: 100_000, profit_rate: 1_000, fob_cost_per_cbm: 100_000 } as const;
const FORMULA_LABELS = { exchange_rate: '汇率', profit_rate: '利润率', fob_cost_per_cbm: 'FOB费用' } as const;

/**
 * A formula typed by a salesperson is refused rather than silently defaulted (parseFormulaParameter is
 * forgiving for stored data): unknown fields, a currency not in CURRENCIES, a value that is not a number or
 * beyond FORMULA_LIMITS, a rate that would divide by zero, a margin of 100 % or more, negative values, an
 * unknown profit mode or price basis. Answers the refusal or null.
 */
export function validateFormulaInput(raw: Record<string, unknown>): string | null {
  const unknown = Object.keys(raw).filter((k) => !FORMULA_FIELDS.has(k));
  if (unknown.length) return QUOTATION_MSG.formulaUnknownField(unknown);
  if (raw.currency_type !== undefined && raw.currency_type !== null && !currencyCode(raw.currency_type))
    return QUOTATION_MSG.currencyUnsupported;
  const given = (k: string) => raw[k] !== undefined && raw[k] !== null;
  const num = (k: string) => (given(k) && String(raw[k]).trim() !== '' ? Number(raw[k]) : given(k) ? Number.NaN : null);
  for (const k of Object.keys(FORMULA_LIMITS) as (keyof typeof FORMULA_LIMITS)[]) {
    const v = num(k);
    if (v !== null && !Number.isFinite(v)) return QUOTATION_MSG.formulaNotNumber(FORMULA_LABELS[k]);
    if (v !== null && v > FORMULA_LIMITS[k]) return QUOTATION_MSG.formulaTooLarge(FORMULA_LABELS[k], FORMULA_LIMITS[k]);
  }
  const rate = num('exchange_rate');
  if (rate !== null && !(rate > 0)) return QUOTATION_MSG.formulaRate;
  const profit = num('profit_rate');
  if (profit !== null && !(profit >= 0)) return QUOTATION_MSG.formulaNegative('利润率');
  if (given('profit_mode') && raw.profit_mode !== 'markup' && raw.profit_mode !== 'margin')
    return QUOTATION_MSG.formulaProfitMode;
  if (raw.profit_mode === 'margin' && profit !== null && profit >= 100) return QUOTATION_MSG.formulaMargin;
  const fob = num('fob_cost_per_cbm');
  if (fob !== null && !(fob >= 0)) return QUOTATION_MSG.formulaNegative('FOB费用');
  const decimals = num('decimals');
  if (decimals !== null && decimals !== 2 && decimals !== 3) return QUOTATION_MSG.formulaDecimals;
  if (given('price_basis') && raw.price_basis !== 'piece' && raw.price_basis !== 'carton')
    return QUOTATION_MSG.formulaPriceBasis;
  return null;
}

/** A hand-typed price: null clears the override; otherwise a finite number ≥ 0. */
export function validatePriceOverride(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value)) return QUOTATION_MSG.priceNotNumber;
  return value < 0 ? QUOTATION_MSG.negativePrice : null;
}

/** The fields of a quotation line the price and totals depend on (a snapshot of the product). */
export interface QuotationLine {
  exworks_price: number | string | null;
  additional_price?: number | string | null;
  /** the salesperson's own price in the quotation's currency; null = from the formula */
  price_override?: number | null;
  carton_length?: number | string | null;
  carton_width?: number | string | null;
  carton_height?: number | string | null;
  carton_cubic_meter?: number | string | null;
  carton_quantity?: number | string | null;
  gross_weight?: number | string | null;
  net_weight?: number | string | null;
  /** cartons ordered */
  order_box_qty?: number | null;
}

const n = (v: unknown): number => {
  const x = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof x === 'number' && Number.isFinite(x) ? x : 0;
};

/** A line's quoted price in the quotation's currency per the formula's basis: the override when set. */
export function lineQuotedPrice(
  line: QuotationLine,
  formula: PriceFormula | FormulaParameter | string | null | undefined,
): number {
  const f = parseFormulaParameter(formula as FormulaParameter);
  if (line.price_override !== null && line.price_override !== undefined && line.price_override >= 0)
    return roundTo(line.price_override, f.decimals);
  return quotePrice({ ...line, exworks_price: line.exworks_price ?? '' }, f).quotedPrice;
}

export interface QuotationTotals {
  products: number;
  cartons: number;
  pieces: number;
  /** m³, 3 decimals */
  cbm: number;
  /** ft³, 2 decimals */
  cuft: number;
  /** kg, 2 decimals */
  gross_weight: number;
  net_weight: number;
  /** in `currency`, rounded to the formula's decimals */
  amount: number;
  currency: string;
}

/** One line's figures as the quotation sheet shows them: the order in cartons and pieces, per-carton measures, the amount. */
export interface QuotationLineFigures {
  cartons: number;
  /** pieces per carton (a carton without a quantity counts one piece, as in the cart) */
  per_carton: number;
  pieces: number;
  /** m³ of one carton (from its dimensions, else the stored CBM) */
  cbm: number;
  /** ft³ of one carton */
  cuft: number;
  /** kg of one carton */
  gross_weight: number;
  net_weight: number;
  /** the quoted price in the quotation's currency */
  price: number;
  /** true when the price is per carton (amount = price × cartons), else per piece (price × pieces) */
  per_carton_price: boolean;
  amount: number;
}

/** A line's figures: cartons ordered (order_box_qty), pieces = cartons × carton quantity, amount = price × pieces (× cartons for a per-carton price). */
export function quotationLineFigures(
  line: QuotationLine,
  formula: PriceFormula | FormulaParameter | string | null | undefined,
): QuotationLineFigures {
  const f = parseFormulaParameter(formula as FormulaParameter);
  const cartons = Math.max(0, Math.floor(n(line.order_box_qty)));
  const perCarton = n(line.carton_quantity) > 0 ? n(line.carton_quantity) : 1;
  const cbm =
    cartonCubicMeters(line.carton_length, line.carton_width, line.carton_height) ?? n(line.carton_cubic_meter);
  const cuft = cartonCubicFeet(line.carton_length, line.carton_width, line.carton_height) ?? cbm * 35.3147;
  const price = lineQuotedPrice(line, f);
  const perCartonPrice = f.price_basis === 'carton' && n(line.carton_quantity) > 0 && line.price_override == null;
  return {
    cartons,
    per_carton: perCarton,
    pieces: cartons * perCarton,
    cbm,
    cuft,
    gross_weight: n(line.gross_weight),
    net_weight: n(line.net_weight),
    price,
    per_carton_price: perCartonPrice,
    amount: perCartonPrice ? price * cartons : price * cartons * perCarton,
  };
}

/**
 * Totals of a quotation: the sum of its lines' figures (quotationLineFigures); CBM, CUFT and weights per
 * carton times the cartons ordered.
 */
export function quotationTotals(
  lines: readonly QuotationLine[],
  formula: PriceFormula | FormulaParameter | string | null | undefined,
): QuotationTotals {
  const f = parseFormulaParameter(formula as FormulaParameter);
  let cartons = 0;
  let pieces = 0;
  let cbm = 0;
  let cuft = 0;
  let gross = 0;
  let net = 0;
  let amount = 0;
  for (const line of lines) {
    const l = quotationLineFigures(line, f);
    cartons += l.cartons;
    pieces += l.pieces;
    cbm += l.cartons * l.cbm;
    cuft += l.cartons * l.cuft;
    gross += l.cartons * l.gross_weight;
    net += l.cartons * l.net_weight;
    amount += l.amount;
  }
  return {
    products: lines.length,
    cartons,
    pieces,
    cbm: roundTo(cbm, 3),
    cuft: roundTo(cuft, 2),
    gross_weight: roundTo(gross, 2),
    net_weight: roundTo(net, 2),
    amount: roundTo(amount, f.decimals),
    currency: f.currency_type,
  };
}

/** Moves the item at `from` to `to` (both clamped); the other items keep their order. */
export function reorder<T>(items: readonly T[], from: number, to: number): T[] {
  const list = [...items];
  if (!list.length) return list;
  const a = Math.min(Math.max(0, from), list.length - 1);
  const b = Math.min(Math.max(0, to), list.length - 1);
  const [moved] = list.splice(a, 1);
  list.splice(b, 0, moved as T);
  return list;
}

// ── Customer confirmation ───────────────────────────────────────────────────────────────────────────

export type ConfirmDecision = 'pending' | 'accepted' | 'declined';
export const CONFIRM_DECISION_LABELS: Record<ConfirmDecision, { zh: string; en: string }> = {
  pending: { zh: '待确认', en: 'Pending' },
  accepted: { zh: '确认', en: 'Accepted' },
  declined: { zh: '不要', en: 'Declined' },
};

/** The customer's answer counted: how many items were accepted out of all. */
export function confirmationSummary(decisions: readonly ConfirmDecision[]): { accepted: number; total: number } {
  return { accepted: decisions.filter((d) => d === 'accepted').length, total: decisions.length };
}

export type ConfirmLinkState = 'active' | 'expired' | 'revoked';

/** A confirmation link is usable until it expires or the salesperson revokes it. */
export function confirmLinkState(link: { expiresAt: Date; revoked: boolean }, now: Date): ConfirmLinkState {
  if (link.revoked) return 'revoked';
  return now.getTime() < link.expiresAt.getTime() ? 'active' : 'expired';
}

export const confirmLinkExpiresAt = (sentAt: Date, days: number = CONFIRM_LINK_DAYS): Date =>
  new Date(sentAt.getTime() + Math.max(1, Math.min(365, Math.floor(days))) * DAY_MS);

/** A line as the customer last received it (stored at sending) or as it is now. */
export interface SentLine {
  item_id: number;
  name: string;
  quoted_price: number;
  order_box_qty: number;
}
export type LineChange =
  | { item_id: number; name: string; kind: 'added' }
  | { item_id: number; name: string; kind: 'removed' }
  | { item_id: number; name: string; kind: 'price'; before: number; after: number }
  | { item_id: number; name: string; kind: 'quantity'; before: number; after: number };

/** What changed since the quotation was sent: lines added, removed, re-priced or with other quantities. */
export function changesSinceSent(sent: readonly SentLine[], now: readonly SentLine[]): LineChange[] {
  const before = new Map(sent.map((l) => [l.item_id, l]));
  const after = new Map(now.map((l) => [l.item_id, l]));
  const changes: LineChange[] = [];
  for (const line of now) {
    const old = before.get(line.item_id);
    if (!old) changes.push({ item_id: line.item_id, name: line.name, kind: 'added' });
    else {
      if (old.quoted_price !== line.quoted_price)
        changes.push({
          item_id: line.item_id,
          name: line.name,
          kind: 'price',
          before: old.quoted_price,
          after: line.quoted_price,
        });
      if (old.order_box_qty !== line.order_box_qty)
        changes.push({
          item_id: line.item_id,
          name: line.name,
          kind: 'quantity',
          before: old.order_box_qty,
          after: line.order_box_qty,
        });
    }
  }
  for (const line of sent)
    if (!after.has(line.item_id)) changes.push({ item_id: line.item_id, name: line.name, kind: 'removed' });
  return changes;
}

// ── The e-mail ──────────────────────────────────────────────────────────────────────────────────────

export type MailLanguage = 'zh' | 'en';

export interface MailTemplate {
  subject: string;
  body: string;
}

/** The default quotation e-mail; {company} {customer} {number} {link} {sender} are filled in. */
export const DEFAULT_QUOTATION_MAIL: Record<MailLanguage, MailTemplate> = {
  zh: {
    subject: '{company} 报价单 {number}',
    body: '尊敬的{customer}：\n\n您好！附上我司报价单 {number}，请点击下方链接查看并确认您需要的产品：\n{link}\n\n如有任何问题，欢迎随时联系。\n\n{sender}\n{company}',
  },
  en: {
    subject: 'Quotation {number} from {company}',
    body: 'Dear {customer},\n\nPlease find our quotation {number}. Open the link below to review the items and confirm the ones you need:\n{link}\n\nDo not hesitate to contact us with any question.\n\nBest regards,\n{sender}\n{company}',
  },
};

export interface MailVariables {
  company: string;
  customer: string;
  number: string;
  link: string;
  sender: string;
}

/** Fills the placeholders; unknown ones stay as typed so a mistake is visible in the preview. */
export function renderMailTemplate(template: MailTemplate, vars: MailVariables): MailTemplate {
  const fill = (s: string) =>
    s.replace(/\{(company|customer|number|link|sender)\}/g, (_, k: keyof MailVariables) => vars[k]);
  return { subject: fill(template.subject), body: fill(template.body) };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailAddress = (v: string): boolean => EMAIL.test(v.trim()) && v.trim().length <= 254;

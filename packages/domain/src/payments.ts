import type { PaymentAccountStatus } from './entities';
import type { PriceFormula } from './pricing';
import { type QuotationLine, quotationTotals } from './quotations';

/**
 * The cross-border payment provider's rules, written once for the server, the sandbox provider and the
 * screens: the account's state machine, money in integer minor units per currency, the exchange into RMB,
 * the settlement application's limits and documents, webhook acceptance and the double-entry ledger.
 */

export const PAYMENT_MSG = {
  notAuthorized: '尚未关联收款账户，请先授权关联',
  kycRequired: '收款账户尚未通过身份认证，请先完成认证',
  alreadyLinked: '收款账户已关联',
  transition: (from: string, event: string) => `账户状态为${from}，不能${event}`,
  accountMissing: '收款账户不存在或无权访问',
  contractMissing: '合同订单不存在或无权访问',
  paymentMissing: '收款记录不存在或无权访问',
  documentMissing: '文件不存在或无权访问',
  settlementMissing: '结汇申请不存在或无权访问',
  quotationMissing: '报价单不存在或无权访问',
  quotationNotConfirmed: '只有客户已确认的报价单才能生成合同订单',
  quotationEmpty: '报价单没有客户确认的金额',
  contractExists: '该报价单已生成合同订单',
  currencyUnsupported: (c: string) => `不支持的币种：${c}`,
  amountInvalid: '金额须为大于0的数字，且不超过该币种的小数位',
  amountAboveBalance: (balance: string) => `结汇金额超过可结汇余额（${balance}）`,
  amountAboveContract: (rest: string) => `结汇金额超过该合同尚未结汇的金额（${rest}）`,
  wrongCurrency: (contract: string, asked: string) => `币种不一致：合同为${contract}，申请为${asked}`,
  documentsMissing: (names: readonly string[]) => `缺少结汇材料：${names.join('、')}`,
  documentType: '文件类型只能是 PDF、JPG 或 PNG',
  documentTooLarge: (mb: number) => `文件不能超过${mb}MB`,
  documentEmpty: '请选择文件',
  documentKind: '文件用途无效',
  kycIncomplete: (fields: readonly string[]) => `请填写完整：${fields.join('、')}`,
  kycDocumentsMissing: (names: readonly string[]) => `请上传：${names.join('、')}`,
  ownersInvalid: '受益所有人持股比例须在25%至100%之间，合计不超过100%',
  matchCurrency: '收款币种与合同币种不一致，不能匹配',
  matchTaken: '该笔收款已匹配其他合同',
  reversed: '该笔收款已退回',
  notOperator: '只有平台运营人员可以使用沙箱控制台',
  notReviewing: '该账户不在审核中',
  reasonRequired: '请填写拒绝原因',
  rateMissing: (c: string) => `没有${c}的汇率，暂不能结汇`,
  webhookSignature: '签名无效',
  webhookStale: '时间戳过期',
  webhookReplay: '重复的通知',
  idempotencyConflict: '同一幂等键已用于不同的请求',
  mayNotChange: '只有主账号和管理员可以操作收款账户',
  unlinkWithBalance: '账户仍有余额或处理中的结汇，不能解除关联',
  linked: '已授权关联收款账户',
  unlinked: '已解除关联',
  kycSubmitted: '认证资料已提交，等待审核',
  settlementSubmitted: '结汇申请已提交',
} as const;

// ── Account status ──────────────────────────────────────────────────────────────────────────────────

export const PAYMENT_ACCOUNT_STATUSES: readonly PaymentAccountStatus[] = [
  'notAuthorization',
  'INIT',
  'UNDER_REVIEW',
  'SUSPENDED',
  'ACTIVE',
];

export const PAYMENT_STATUS_LABELS: Record<PaymentAccountStatus, string> = {
  notAuthorization: '未授权',
  INIT: '待认证',
  UNDER_REVIEW: '审核中',
  SUSPENDED: '认证未通过',
  ACTIVE: '已开通',
};

/** What moves an account: the user authorises or unlinks, submits KYC; the provider approves, refuses, suspends. */
export type AccountEvent = 'authorize' | 'submitKyc' | 'approve' | 'refuse' | 'suspend' | 'unlink';

export const ACCOUNT_EVENT_LABELS: Record<AccountEvent, string> = {
  authorize: '授权关联',
  submitKyc: '提交认证',
  approve: '通过审核',
  refuse: '拒绝审核',
  suspend: '暂停账户',
  unlink: '解除关联',
};

const TRANSITIONS: Record<AccountEvent, Partial<Record<PaymentAccountStatus, PaymentAccountStatus>>> = {
  authorize: { notAuthorization: 'INIT' },
  // a refused (SUSPENDED) account may send corrected documents
  submitKyc: { INIT: 'UNDER_REVIEW', SUSPENDED: 'UNDER_REVIEW' },
  approve: { UNDER_REVIEW: 'ACTIVE' },
  refuse: { UNDER_REVIEW: 'SUSPENDED' },
  suspend: { ACTIVE: 'SUSPENDED' },
  unlink: {
    INIT: 'notAuthorization',
    UNDER_REVIEW: 'notAuthorization',
    SUSPENDED: 'notAuthorization',
    ACTIVE: 'notAuthorization',
  },
};

/** The status an event leads to, or null when the event is not allowed in this status. */
export function nextAccountStatus(status: PaymentAccountStatus, event: AccountEvent): PaymentAccountStatus | null {
  return TRANSITIONS[event][status] ?? null;
}

/**
 * Who may link, unlink, submit KYC, open collection accounts and settle: a company's main account and
 * administrators (a salesperson sees the company's account but does not change it); a user of no company theirs.
 */
export const mayChangePaymentAccount = (user: { companyId: number; userType: number }) =>
  user.companyId <= 0 || user.userType !== 1;

/** Only an ACTIVE account collects and settles. */
export const accountOperational = (status: PaymentAccountStatus) => status === 'ACTIVE';

// ── Money ───────────────────────────────────────────────────────────────────────────────────────────

/** The currencies the provider collects in, with their minor-unit digits (ISO 4217); RMB is what settles out. */
export const PAYMENT_CURRENCIES = {
  USD: { digits: 2, name: '美元', symbol: '$' },
  EUR: { digits: 2, name: '欧元', symbol: '€' },
  GBP: { digits: 2, name: '英镑', symbol: '£' },
  HKD: { digits: 2, name: '港币', symbol: 'HK$' },
  JPY: { digits: 0, name: '日元', symbol: 'JP¥' },
  RMB: { digits: 2, name: '人民币', symbol: '¥' },
} as const;
export type PaymentCurrency = keyof typeof PAYMENT_CURRENCIES;
/** The currencies a collection account is opened in (not RMB, which is the settlement side). */
export const COLLECTION_CURRENCIES: readonly PaymentCurrency[] = ['USD', 'EUR', 'GBP', 'HKD', 'JPY'];
export const SETTLEMENT_CURRENCY: PaymentCurrency = 'RMB';
/** The largest amount in minor units a request may name (fits a bigint and a JS number exactly). */
export const MAX_MINOR = 100_000_000_000_00;

export const isPaymentCurrency = (c: string): c is PaymentCurrency => Object.hasOwn(PAYMENT_CURRENCIES, c);

/** Minor-unit digits of a currency. */
export function currencyDigits(currency: string): number {
  if (!isPaymentCurrency(currency)) throw new RangeError(`unknown currency ${currency}`);
  return PAYMENT_CURRENCIES[currency].digits;
}

/**
 * A decimal amount typed by a person ("1,234.5") into integer minor units, exactly (no float arithmetic), or
 * null when it is not a positive amount with at most the currency's digits.
 */
export function parseMinor(text: string, currency: PaymentCurrency): number | null {
  const clean = text.replace(/[,\s]/g, '');
  const digits = PAYMENT_CURRENCIES[currency].digits;
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 && minor <= MAX_MINOR ? minor : null;
}

/** A decimal amount (e.g. a quotation total) rounded half-up to minor units. */
export function toMinor(amount: number, currency: PaymentCurrency): number {
  const scale = 10 ** PAYMENT_CURRENCIES[currency].digits;
  // toFixed first so 1.005 (really 1.00499…) rounds as written
  return Math.round(Number((amount * scale).toFixed(6)));
}

/** Minor units as a plain decimal string ("1234.50"). */
export function minorToDecimal(minor: number, currency: PaymentCurrency): string {
  const digits = PAYMENT_CURRENCIES[currency].digits;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** Minor units for people: symbol, thousands separators, the currency's digits ("$1,234.50"). */
export function formatMinor(minor: number, currency: PaymentCurrency): string {
  const [whole = '0', fraction] = minorToDecimal(Math.abs(minor), currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}${PAYMENT_CURRENCIES[currency].symbol}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** What a list of payments received adds up to in one currency (minor units), and how many they are. */
export interface CurrencyTotal {
  currency: PaymentCurrency;
  sum_minor: number;
  count: number;
}

/**
 * The totals of payments received, one per currency (in the order of PAYMENT_CURRENCIES): amounts of
 * different currencies are never added together. Reversed payments count in no total.
 */
export function totalsByCurrency(
  payments: readonly { currency: string; amount_minor: number; status: string }[],
): CurrencyTotal[] {
  const totals = new Map<PaymentCurrency, CurrencyTotal>();
  for (const p of payments) {
    if (p.status !== 'received' || !isPaymentCurrency(p.currency)) continue;
    const total = totals.get(p.currency) ?? { currency: p.currency, sum_minor: 0, count: 0 };
    total.sum_minor += p.amount_minor;
    total.count += 1;
    totals.set(p.currency, total);
  }
  return (Object.keys(PAYMENT_CURRENCIES) as PaymentCurrency[]).flatMap((c) => totals.get(c) ?? []);
}

/** The totals as one line of text: each currency in its own symbol (「$1,234.00，€56.00」), or 0 when none. */
export function formatCurrencyTotals(totals: readonly CurrencyTotal[]): string {
  return totals.length ? totals.map((t) => formatMinor(t.sum_minor, t.currency)).join('，') : '0';
}

/** Rates are kept to 6 decimals (RMB per unit of the foreign currency). */
export const RATE_SCALE = 1_000_000;

/**
 * Foreign minor units into RMB minor units at a rate (RMB per unit), rounded half-up, in integer arithmetic:
 * rmb = amount × rate × 10^(2 − digits).
 */
export function exchangeToRmb(minor: number, currency: PaymentCurrency, rate: number): number {
  if (!(rate > 0)) throw new RangeError('rate must be positive');
  const rateMicros = BigInt(Math.round(rate * RATE_SCALE));
  const shift = PAYMENT_CURRENCIES.RMB.digits - PAYMENT_CURRENCIES[currency].digits;
  let numerator = BigInt(minor) * rateMicros;
  let denominator = BigInt(RATE_SCALE);
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator *= 10n ** BigInt(-shift);
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

// ── Documents ───────────────────────────────────────────────────────────────────────────────────────

export const PAYMENT_DOCUMENT_KINDS = {
  license: '营业执照',
  representative_id: '法定代表人身份证件',
  contract: '贸易合同',
  invoice: '商业发票',
  customs: '报关单',
} as const;
export type PaymentDocumentKind = keyof typeof PAYMENT_DOCUMENT_KINDS;
export const KYC_DOCUMENTS: readonly PaymentDocumentKind[] = ['license', 'representative_id'];
export const SETTLEMENT_DOCUMENTS: readonly PaymentDocumentKind[] = ['contract', 'invoice', 'customs'];
export const PAYMENT_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const PAYMENT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const isDocumentKind = (k: string): k is PaymentDocumentKind => Object.hasOwn(PAYMENT_DOCUMENT_KINDS, k);

/** The content type a file's first bytes show (not what its name or the browser claims), or null. */
export function sniffDocumentType(bytes: Uint8Array): (typeof PAYMENT_DOCUMENT_TYPES)[number] | null {
  const starts = (sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/** Why a document cannot be accepted (size, then the type its content shows), or null. */
export function documentProblem(file: { size: number; detectedType: string | null }): string | null {
  if (file.size <= 0) return PAYMENT_MSG.documentEmpty;
  if (file.size > PAYMENT_DOCUMENT_MAX_BYTES) return PAYMENT_MSG.documentTooLarge(PAYMENT_DOCUMENT_MAX_BYTES / 1048576);
  if (!file.detectedType || !(PAYMENT_DOCUMENT_TYPES as readonly string[]).includes(file.detectedType))
    return PAYMENT_MSG.documentType;
  return null;
}

/** The required kinds not among the given ones, by their names. */
export function missingDocuments(required: readonly PaymentDocumentKind[], given: readonly string[]): string[] {
  const have = new Set(given);
  return required.filter((k) => !have.has(k)).map((k) => PAYMENT_DOCUMENT_KINDS[k]);
}

// ── KYC ─────────────────────────────────────────────────────────────────────────────────────────────

export interface BeneficialOwner {
  name: string;
  id_number: string;
  /** percent of shares, 25–100 */
  share: number;
}
export interface KycApplication {
  company_name: string;
  registration_number: string;
  address: string;
  representative_name: string;
  representative_id: string;
  representative_phone: string;
  owners: BeneficialOwner[];
}

const KYC_FIELDS: Record<Exclude<keyof KycApplication, 'owners'>, string> = {
  company_name: '公司名称',
  registration_number: '统一社会信用代码',
  address: '注册地址',
  representative_name: '法定代表人姓名',
  representative_id: '法定代表人证件号',
  representative_phone: '法定代表人手机号',
};

/** Why a KYC application cannot be submitted (empty fields, owners, documents), or null. */
export function kycProblem(app: KycApplication, documentKinds: readonly string[]): string | null {
  const empty = (Object.keys(KYC_FIELDS) as (keyof typeof KYC_FIELDS)[])
    .filter((k) => !app[k].trim())
    .map((k) => KYC_FIELDS[k]);
  if (empty.length) return PAYMENT_MSG.kycIncomplete(empty);
  const total = app.owners.reduce((s, o) => s + o.share, 0);
  if (app.owners.length === 0 || total > 100 || app.owners.some((o) => !o.name.trim() || o.share < 25 || o.share > 100))
    return PAYMENT_MSG.ownersInvalid;
  const missing = missingDocuments(KYC_DOCUMENTS, documentKinds);
  return missing.length ? PAYMENT_MSG.kycDocumentsMissing(missing) : null;
}

// ── Contracts and settlements ───────────────────────────────────────────────────────────────────────

/**
 * What a confirmed quotation is worth as a contract: only the lines the customer accepted, at the quantity the
 * customer confirmed (the salesperson's when none), priced by the quotation's formula.
 */
export function confirmedTotal<L extends QuotationLine & { decision: string; confirm_qty: number | null }>(
  items: readonly L[],
  formula: PriceFormula,
): { amount: number; currency: string; lines: L[] } {
  const lines = items.filter((i) => i.decision === 'accepted');
  const totals = quotationTotals(
    lines.map((i) => ({ ...i, order_box_qty: i.confirm_qty ?? i.order_box_qty })),
    formula,
  );
  return { amount: totals.amount, currency: totals.currency, lines };
}

export type ContractStatus = 'open' | 'part_paid' | 'paid' | 'settled';
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  open: '待收款',
  part_paid: '部分收款',
  paid: '已收款',
  settled: '已结汇',
};

/** A contract's status from what was received against it and what was settled of it. */
export function contractStatus(totalMinor: number, receivedMinor: number, settledMinor: number): ContractStatus {
  if (totalMinor > 0 && settledMinor >= totalMinor) return 'settled';
  if (receivedMinor >= totalMinor) return 'paid';
  if (receivedMinor > 0) return 'part_paid';
  return 'open';
}

export type SettlementStatus = 'submitted' | 'settled' | 'rejected';
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  submitted: '处理中',
  settled: '已结汇',
  rejected: '已退回',
};

export interface SettlementRequest {
  currency: string;
  amountMinor: number;
  documentKinds: readonly string[];
}
export interface SettlementLimits {
  /** the contract's currency */
  contractCurrency: PaymentCurrency;
  /** received and not yet settled on the collection account of that currency */
  balanceMinor: number;
  /** the contract's amount not yet settled or in settlement */
  contractRestMinor: number;
}

/**
 * Why a settlement application is refused, or null: a supported currency that is the contract's, a positive
 * amount within both the unsettled balance and the contract's rest, and the contract, invoice and customs
 * declaration attached.
 */
export function settlementProblem(req: SettlementRequest, limits: SettlementLimits): string | null {
  if (!isPaymentCurrency(req.currency)) return PAYMENT_MSG.currencyUnsupported(req.currency);
  if (req.currency !== limits.contractCurrency) return PAYMENT_MSG.wrongCurrency(limits.contractCurrency, req.currency);
  if (!Number.isSafeInteger(req.amountMinor) || req.amountMinor <= 0) return PAYMENT_MSG.amountInvalid;
  if (req.amountMinor > limits.balanceMinor)
    return PAYMENT_MSG.amountAboveBalance(formatMinor(Math.max(0, limits.balanceMinor), req.currency));
  if (req.amountMinor > limits.contractRestMinor)
    return PAYMENT_MSG.amountAboveContract(formatMinor(Math.max(0, limits.contractRestMinor), req.currency));
  const missing = missingDocuments(SETTLEMENT_DOCUMENTS, req.documentKinds);
  return missing.length ? PAYMENT_MSG.documentsMissing(missing) : null;
}

// ── Webhooks ────────────────────────────────────────────────────────────────────────────────────────

/** A webhook older or newer than this is refused (a captured one cannot be replayed later). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export type WebhookRefusal = 'signature' | 'stale' | 'replay';

/** Whether a webhook may be applied: signature first, then its time, then whether its id was seen. */
export function webhookRefusal(check: {
  signatureValid: boolean;
  timestampMs: number;
  nowMs: number;
  seenBefore: boolean;
}): WebhookRefusal | null {
  if (!check.signatureValid) return 'signature';
  if (!Number.isFinite(check.timestampMs) || Math.abs(check.nowMs - check.timestampMs) > WEBHOOK_TOLERANCE_MS)
    return 'stale';
  if (check.seenBefore) return 'replay';
  return null;
}

export const WEBHOOK_REFUSAL_MSG: Record<WebhookRefusal, string> = {
  signature: PAYMENT_MSG.webhookSignature,
  stale: PAYMENT_MSG.webhookStale,
  replay: PAYMENT_MSG.webhookReplay,
};

// ── Ledger ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * The ledger's accounts per payment account: money is owed to the company in `collection` (available) and
 * `settling` (in a settlement), the provider's side is `clearing` (buyers' money in), `fees`, `fx` (the
 * foreign currency sold, the RMB bought) and `payout` (RMB paid to the company's bank).
 */
export const LEDGER_ACCOUNTS = ['clearing', 'collection', 'settling', 'fees', 'fx', 'payout'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export type LedgerKind = 'payment' | 'fee' | 'settlement' | 'payout' | 'reversal' | 'settlement_return';
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  payment: '收款',
  fee: '手续费',
  settlement: '结汇申请',
  payout: '结汇到账',
  reversal: '退回',
  settlement_return: '结汇退回',
};

export interface LedgerEntry {
  account: LedgerAccount;
  currency: PaymentCurrency;
  /** signed minor units: + increases the account, − decreases it */
  amount: number;
}

/** Fee the sandbox (and the demo) charges on an incoming payment: 0.3 %, rounded half-up, at least 1 minor unit. */
export const INCOMING_FEE_PER_MILLE = 3;
export const incomingFee = (minor: number) => Math.max(1, Math.round((minor * INCOMING_FEE_PER_MILLE) / 1000));

/** A double-entry transaction's lines: in each currency the amounts sum to zero, and none is zero. */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  if (entries.length < 2) return false;
  const sums = new Map<string, number>();
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) return false;
    sums.set(e.currency, (sums.get(e.currency) ?? 0) + e.amount);
  }
  return [...sums.values()].every((s) => s === 0);
}

/** The lines of each kind of movement (the server writes them; the tests check them balanced). */
export const ledgerLines = {
  payment: (currency: PaymentCurrency, minor: number): LedgerEntry[] => [
    { account: 'clearing', currency, amount: -minor },
    { account: 'collection', currency, amount: minor },
  ],
  fee: (currency: PaymentCurrency, minor: number): LedgerEntry[] => [
    { account: 'collection', currency, amount: -minor },
    { account: 'fees', currency, amount: minor },
  ],
  reversal: (currency: PaymentCurrency, minor: number): LedgerEntry[] => [
    { account: 'collection', currency, amount: -minor },
    { account: 'clearing', currency, amount: minor },
  ],
  settlement: (currency: PaymentCurrency, minor: number): LedgerEntry[] => [
    { account: 'collection', currency, amount: -minor },
    { account: 'settling', currency, amount: minor },
  ],
  settlementReturn: (currency: PaymentCurrency, minor: number): LedgerEntry[] => [
    { account: 'settling', currency, amount: -minor },
    { account: 'collection', currency, amount: minor },
  ],
  /** the foreign amount leaves `settling` for `fx`; the RMB bought leaves `fx` for `payout` */
  payout: (currency: PaymentCurrency, minor: number, rmbMinor: number): LedgerEntry[] => [
    { account: 'settling', currency, amount: -minor },
    { account: 'fx', currency, amount: minor },
    // an amount too small to buy a fen leaves no RMB lines (a zero entry is no entry)
    ...(rmbMinor > 0
      ? [
          { account: 'fx' as const, currency: 'RMB' as const, amount: -rmbMinor },
          { account: 'payout' as const, currency: 'RMB' as const, amount: rmbMinor },
        ]
      : []),
  ],
};

/** Balances as sums of entries, by account and currency ("collection:USD" → minor units). */
export function ledgerBalances(entries: readonly LedgerEntry[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries)
    out.set(`${e.account}:${e.currency}`, (out.get(`${e.account}:${e.currency}`) ?? 0) + e.amount);
  return out;
}

export interface ReconciliationDay {
  day: string;
  currency: PaymentCurrency;
  opening: number;
  received: number;
  fees: number;
  settled: number;
  reversed: number;
  closing: number;
  /** what the provider reports received that day */
  provider_received: number;
  /** every transaction of the day balanced, closing = opening + movements, and the provider agrees */
  ok: boolean;
}

/**
 * A reconciliation per day and currency of one account's `collection` balance: opening, the movements by
 * kind, closing, and whether the ledger agrees with the provider's own record of incoming payments.
 */
export function reconcile(
  movements: readonly {
    day: string;
    kind: LedgerKind;
    currency: PaymentCurrency;
    collection: number;
    balanced: boolean;
  }[],
  providerReceived: ReadonlyMap<string, number>,
): ReconciliationDay[] {
  const byKey = new Map<string, ReconciliationDay & { allBalanced: boolean }>();
  const keys = [...new Set(movements.map((m) => `${m.day}|${m.currency}`)), ...providerReceived.keys()];
  for (const key of [...new Set(keys)].sort()) {
    const [day = '', currency = 'USD'] = key.split('|');
    byKey.set(key, {
      day,
      currency: currency as PaymentCurrency,
      opening: 0,
      received: 0,
      fees: 0,
      settled: 0,
      reversed: 0,
      closing: 0,
      provider_received: providerReceived.get(key) ?? 0,
      ok: true,
      allBalanced: true,
    });
  }
  for (const m of movements) {
    const row = byKey.get(`${m.day}|${m.currency}`);
    if (!row) continue;
    if (!m.balanced) row.allBalanced = false;
    if (m.kind === 'payment') row.received += m.collection;
    else if (m.kind === 'fee') row.fees += m.collection;
    else if (m.kind === 'reversal') row.reversed += m.collection;
    else row.settled += m.collection;
  }
  const running = new Map<string, number>();
  const out: ReconciliationDay[] = [];
  for (const row of byKey.values()) {
    row.opening = running.get(row.currency) ?? 0;
    row.closing = row.opening + row.received + row.fees + row.settled + row.reversed;
    running.set(row.currency, row.closing);
    const { allBalanced, ...rest } = row;
    out.push({ ...rest, ok: allBalanced && row.received === row.provider_received });
  }
  return out;
}

// ── Idempotency ─────────────────────────────────────────────────────────────────────────────────────

/** A client's idempotency key: 8–64 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

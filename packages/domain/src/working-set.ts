import { cartonCubicMeters, roundTo } from './dimensions';
import { CURRENCIES } from './pricing';
import { HOUR_MS } from './time';

/**
 * The buyer's working set: rules the spec implies for carts, comparison, inquiries, sample
 * supplements, find-sample requests and selection lists beyond those of `carts.ts`.
 */

/** Most products one call may add, move, delete or ask about. */
export const MAX_IDS_PER_CALL = 1000;
/** /contrast compares at most this many products side by side. */
export const COMPARE_MAX = 10;
/** A customer's name: required, at most this many characters. */
export const CUSTOMER_NAME_MAX = 50;
/** A chase (催促) of the same inquiry, supplement or find-sample request at most once per hour. */
export const CHASE_INTERVAL_MS = HOUR_MS;
/** A selection list's share link lasts 7 days unless asked otherwise, 90 at most. */
export const SHARE_DEFAULT_DAYS = 7;
export const SHARE_MAX_DAYS = 90;
/** A find-sample request carries at most this many pictures. */
export const FIND_SAMPLE_PICTURES_MAX = 9;

export const WORKING_SET_MSG = {
  noProducts: '请选择产品',
  tooManyIds: `一次最多操作${MAX_IDS_PER_CALL}款产品`,
  duplicateIds: (ids: readonly number[]) => `同一次操作中产品重复：${ids.join('、')}`,
  unknownProducts: (ids: readonly number[]) => `产品不存在或已下架：${ids.join('、')}`,
  compareFull: `最多对比${COMPARE_MAX}款产品`,
  customerNameRequired: '请输入客户名称',
  customerNameTooLong: `客户名称不能超过${CUSTOMER_NAME_MAX}个字`,
  customerExists: '该客户名称已存在',
  chaseTooSoon: '已催促过，请1小时后再试',
  chaseFinished: '该记录已处理完成，无需催促',
  inquiryNotFinished: '只能对已回复或已关闭的询价再次询价',
  supplementAlreadyCompleted: '该补样已完成',
  shareExpired: '分享链接已失效',
  chooseNameRequired: '请输入选品单名称',
  chooseNameTooLong: '选品单名称不能超过30个字',
  applyNameRequired: '请填写您的称呼',
  findSampleDescriptionRequired: '请描述要找的产品或上传图片',
  findSampleClosed: '该找样需求已关闭',
  transferSameCart: '不能转移到同一个选样车',
  factoryNotLinked: '当前账号未关联工厂',
  inquiryClosed: '该询价已关闭',
  answerNeedsPrice: '请至少为一款产品填写报价',
  supplementNoAnswer: '补样无需报价，请直接寄样',
  answerOwnProducts: '只能用本工厂的产品回复找样',
  findSamplePictureInvalid: '图片无效，请重新上传',
} as const;

/** The ids of one call: at least one, at most 1 000, no duplicates. Answers the refusal or null. */
export function validateIdBatch(ids: readonly number[], max: number = MAX_IDS_PER_CALL): string | null {
  if (ids.length === 0) return WORKING_SET_MSG.noProducts;
  if (ids.length > max) return max === MAX_IDS_PER_CALL ? WORKING_SET_MSG.tooManyIds : `一次最多操作${max}款产品`;
  const seen = new Set<number>();
  const dup = new Set<number>();
  for (const id of ids) (seen.has(id) ? dup : seen).add(id);
  return dup.size ? WORKING_SET_MSG.duplicateIds([...dup]) : null;
}

/** Items grouped by factory, factories in order of first appearance (one inquiry or supplement per factory). */
export function groupByFactory<T extends { factory_id: number }>(
  items: readonly T[],
): { factory_id: number; items: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(item.factory_id);
    if (group) group.push(item);
    else groups.set(item.factory_id, [item]);
  }
  return [...groups].map(([factory_id, list]) => ({ factory_id, items: list }));
}

/** §5-style check of a customer's name. */
export function validateCustomerName(name: string): string | null {
  const value = typeof name === 'string' ? name.trim() : '';
  if (!value) return WORKING_SET_MSG.customerNameRequired;
  return [...value].length > CUSTOMER_NAME_MAX ? WORKING_SET_MSG.customerNameTooLong : null;
}

/** A selection list's name: required, at most 30 characters. */
export function validateChooseName(name: string): string | null {
  const value = typeof name === 'string' ? name.trim() : '';
  if (!value) return WORKING_SET_MSG.chooseNameRequired;
  return [...value].length > 30 ? WORKING_SET_MSG.chooseNameTooLong : null;
}

/** The compare list after an edit ('set' replaces it, 'add' appends new ids, 'remove' drops ids), or the refusal. */
export function applyCompareEdit(
  current: readonly number[],
  ids: readonly number[],
  action: 'set' | 'add' | 'remove',
): { ids: number[]; error: string | null } {
  let next: number[];
  if (action === 'remove') next = current.filter((id) => !ids.includes(id));
  else if (action === 'add') next = [...new Set([...current, ...ids])];
  else next = [...new Set(ids)];
  if (next.length > COMPARE_MAX) return { ids: [...current], error: WORKING_SET_MSG.compareFull };
  return { ids: next, error: null };
}

export const INQUIRY_STATUSES = ['sent', 'read', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const SUPPLEMENT_STATUSES = ['sent', 'read', 'completed'] as const;
export type SupplementStatus = (typeof SUPPLEMENT_STATUSES)[number];
export const FIND_SAMPLE_STATUSES = ['open', 'answered', 'closed'] as const;
export type FindSampleStatus = (typeof FIND_SAMPLE_STATUSES)[number];

export const STATUS_LABELS: Record<InquiryStatus | SupplementStatus | FindSampleStatus, string> = {
  sent: '已发送',
  read: '工厂已读',
  answered: '已回复',
  closed: '已关闭',
  completed: '已完成',
  open: '找样中',
};

/** Statuses after which a chase makes no sense. */
const FINISHED = new Set(['answered', 'closed', 'completed']);

/**
 * Why a chase is refused, or null: finished records need none, and the same record is chased at most
 * once per hour.
 */
export function chaseRefusal(status: string, lastChasedAt: Date | null, now: Date): string | null {
  if (FINISHED.has(status)) return WORKING_SET_MSG.chaseFinished;
  if (lastChasedAt && now.getTime() - lastChasedAt.getTime() < CHASE_INTERVAL_MS) return WORKING_SET_MSG.chaseTooSoon;
  return null;
}

/** What a factory does with an inquiry or a supplement request it received (factory console). */
export type FactoryRequestAction = 'read' | 'answer' | 'close';

/**
 * The status after a factory's action, or the refusal. Reading marks a sent request read (later statuses
 * stay); only inquiries are answered (again while not closed, to correct the price) and closed; a closed
 * inquiry takes no further action.
 */
export function factoryRequestTransition(
  kind: 'inquiry' | 'supplement',
  status: string,
  action: FactoryRequestAction,
): { status: string; error: null } | { status: null; error: string } {
  if (action === 'read') return { status: status === 'sent' ? 'read' : status, error: null };
  if (kind === 'supplement') return { status: null, error: WORKING_SET_MSG.supplementNoAnswer };
  if (status === 'closed') return { status: null, error: WORKING_SET_MSG.inquiryClosed };
  return { status: action === 'answer' ? 'answered' : 'closed', error: null };
}

/** A factory's answer to a find-sample request: not once it is closed; the request becomes answered. */
export function findSampleAnswerRefusal(status: string): string | null {
  return status === 'closed' ? WORKING_SET_MSG.findSampleClosed : null;
}

/** 'inquiry_again' copies an inquiry only once the factory has answered or it was closed. */
export function canInquireAgain(status: string): boolean {
  return status === 'answered' || status === 'closed';
}

/** A share link's state at `now`. */
export function shareLinkState(
  share: { revoked: boolean; expiresAt: Date | null },
  now: Date,
): 'active' | 'expired' | 'revoked' | 'none' {
  if (!share.expiresAt) return 'none';
  if (share.revoked) return 'revoked';
  return share.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** When a share link made at `now` for `days` days expires (days clamped to 1…90, default 7). */
export function shareExpiresAt(now: Date, days: number = SHARE_DEFAULT_DAYS): Date {
  const d = Number.isFinite(days) ? Math.min(SHARE_MAX_DAYS, Math.max(1, Math.floor(days))) : SHARE_DEFAULT_DAYS;
  return new Date(now.getTime() + d * 24 * HOUR_MS);
}

type Numeric = number | string | null | undefined;
/** The fields of a cart line the totals need; quantity counts cartons. */
export interface CartLine {
  quantity: number;
  exworks_price: Numeric;
  carton_quantity?: Numeric;
  carton_length?: Numeric;
  carton_width?: Numeric;
  carton_height?: Numeric;
  carton_cubic_meter?: Numeric;
  gross_weight?: Numeric;
  net_weight?: Numeric;
}

export interface CartTotals {
  /** products (lines) */
  products: number;
  cartons: number;
  pieces: number;
  /** m³, 3 decimals */
  cbm: number;
  /** kg, 2 decimals */
  gross_weight: number;
  net_weight: number;
  /** RMB at ex-works prices, 2 decimals */
  amount: number;
}

const n = (v: Numeric): number => {
  const x = typeof v === 'string' ? Number(v) : v;
  return typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : 0;
};

/**
 * Sample-cart totals: a line's quantity is a number of cartons; pieces = cartons × carton_quantity (a
 * carton without a quantity counts one piece); CBM from the carton's dimensions (domain rounding) or the
 * stored carton_cubic_meter; weights per carton; amount = pieces × ex-works price.
 */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let cartons = 0;
  let pieces = 0;
  let cbm = 0;
  let gross = 0;
  let net = 0;
  let amount = 0;
  for (const line of lines) {
    const q = Math.max(0, Math.floor(line.quantity));
    const perCarton = n(line.carton_quantity) || 1;
    const volume =
      cartonCubicMeters(line.carton_length, line.carton_width, line.carton_height) ?? n(line.carton_cubic_meter);
    cartons += q;
    pieces += q * perCarton;
    cbm += q * volume;
    gross += q * n(line.gross_weight);
    net += q * n(line.net_weight);
    amount += q * perCarton * n(line.exworks_price);
  }
  return {
    products: lines.length,
    cartons,
    pieces,
    cbm: roundTo(cbm, 3),
    gross_weight: roundTo(gross, 2),
    net_weight: roundTo(net, 2),
    amount: roundTo(amount, 2),
  };
}

// ── The inquiry form ─────────────────────────────────────────────────────────────────────────────────

export const INQUIRY_QUANTITY_MAX = 1_000_000;
export const INQUIRY_PRICE_MAX = 1_000_000;
export const INQUIRY_REMARK_MAX = 500;

export const INQUIRY_MSG = {
  quantityInvalid: `数量须为1至${INQUIRY_QUANTITY_MAX}的整数`,
  targetPriceInvalid: '目标价须大于0',
  currencyInvalid: '请选择币种',
  remarkTooLong: `备注不能超过${INQUIRY_REMARK_MAX}个字`,
  deadlineInvalid: '请填写正确的截止日期',
  deadlinePast: '截止日期不能早于今天',
} as const;

/** One product of an inquiry: a quantity (cartons, as in the cart) and an optional target price per piece. */
export interface InquiryLineDraft {
  toy_id: number;
  quantity: number;
  target_price?: number | null;
}

/** What the inquiry form sends (batch_inquiry) and the factory's desk shows. */
export interface InquiryDraft {
  lines: InquiryLineDraft[];
  currency: string;
  remark: string;
  /** 'YYYY-MM-DD', or '' for none */
  deadline: string;
  sample_needed: boolean;
}

/** The form's lines prefilled from a cart (its quantities, at least one carton) or from products (one each). */
export function inquiryLines(items: readonly { toy_id: number; quantity?: number | null }[]): InquiryLineDraft[] {
  const seen = new Set<number>();
  return items.flatMap((i) => {
    if (seen.has(i.toy_id)) return [];
    seen.add(i.toy_id);
    const q = Math.floor(Number(i.quantity ?? 1));
    return [{ toy_id: i.toy_id, quantity: Number.isFinite(q) && q >= 1 ? q : 1, target_price: null }];
  });
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDate = (v: string) => {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
};

/** A line's refusal, or null: a whole quantity 1…1 000 000; a target price, when given, above 0. */
export function validateInquiryLine(line: InquiryLineDraft): string | null {
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > INQUIRY_QUANTITY_MAX)
    return INQUIRY_MSG.quantityInvalid;
  const price = line.target_price;
  if (price != null && !(Number.isFinite(price) && price > 0 && price <= INQUIRY_PRICE_MAX))
    return INQUIRY_MSG.targetPriceInvalid;
  return null;
}

/**
 * The inquiry form's refusal, or null: products as for any batch, each line valid, a known currency, a remark of
 * at most 500 characters, a deadline (optional) that is a date not before `today` ('YYYY-MM-DD', the buyer's day).
 */
export function validateInquiryDraft(draft: InquiryDraft, today: string): string | null {
  const ids = validateIdBatch(draft.lines.map((l) => l.toy_id));
  if (ids) return ids;
  for (const line of draft.lines) {
    const error = validateInquiryLine(line);
    if (error) return error;
  }
  if (!(draft.currency in INQUIRY_CURRENCY_NAMES)) return INQUIRY_MSG.currencyInvalid;
  if ([...(draft.remark ?? '')].length > INQUIRY_REMARK_MAX) return INQUIRY_MSG.remarkTooLong;
  if (draft.deadline) {
    if (!isDate(draft.deadline)) return INQUIRY_MSG.deadlineInvalid;
    if (draft.deadline < today) return INQUIRY_MSG.deadlinePast;
  }
  return null;
}

/** The currencies a target price may be given in (the quotation currencies). */
export const INQUIRY_CURRENCY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CURRENCIES).map(([code, c]) => [code, c.name]),
);

// ── Price units ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The unit a quoted price is per: 'CTN' for a per-carton price, else the product's own unit ('PCS' when it has
 * none), so a carton price never reads '/PCS'.
 */
export function quotedPriceUnit(basis: 'piece' | 'carton', unit: string | null | undefined): string {
  if (basis === 'carton') return 'CTN';
  const u = (unit ?? '').trim();
  return u ? u.toUpperCase() : 'PCS';
}

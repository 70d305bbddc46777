import { MSG } from './messages';

/** §7, §9: the local quotation-sync bridge. */
export const SYNC_PORT = 46690;
export const SYNC_PATH = '/biz';
/** §9: the localhost address, tried last. */
export const SYNC_LOCALHOST = '127.0.0.1';

/**
 * §5: trade systems a user can sync to. 1–4 are four named third-party trade systems whose names the
 * spec does not give (placeholder labels, to be replaced); 5 is 'other, write in remarks'.
 */
export const TRADE_SYSTEMS = [
  { id: 1, name: '贸易系统一' },
  { id: 2, name: '贸易系统二' },
  { id: 3, name: '贸易系统三' },
  { id: 4, name: '贸易系统四' },
  { id: 5, name: '其他（请在备注中填写）' },
] as const;

export type TradeSystemId = (typeof TRADE_SYSTEMS)[number]['id'];

/** True for the five trade-system options. */
export function isTradeSystemId(value: unknown): value is TradeSystemId {
  return typeof value === 'number' && TRADE_SYSTEMS.some((t) => t.id === value);
}

/** §7 apply-for-sync body (id, company_contact, company_telephone, company_mobilephone, software_type, remark). */
export interface SyncApplication {
  software_type?: number | null;
  company_contact?: string;
  company_telephone?: string;
  company_mobilephone?: string;
  remark?: string;
}

/** §5: applying for sync needs a trade system 1–5 ('请选择当前使用的贸易系统'). */
export function validateSyncApplication(app: SyncApplication): string | null {
  return isTradeSystemId(app.software_type) ? null : MSG.syncTradeSystemRequired;
}

/** §5: a sync needs the target account name ('请填写同步的账号名称') and at least one item ('无样品数据'). */
export function validateSyncRequest(req: { accountName?: string | null; itemCount: number }): string | null {
  if (!req.accountName || req.accountName.trim() === '') return MSG.syncAccountNameRequired;
  if (!(req.itemCount > 0)) return MSG.syncNoItems;
  return null;
}

/** §8: after applying, '申请成功' when an IP is already assigned, else '已提交申请，请等待客服联系'. */
export function syncApplyResultMessage(hasIp: boolean): string {
  return hasIp ? MSG.syncApplySuccess : MSG.syncAppliedAwaitingIp;
}

const isLocalhost = (ip: string) => ip === SYNC_LOCALHOST || ip === 'localhost' || ip === '::1';

/**
 * §7, §9: the addresses to try, in order: the saved use_ip first, then the other local_ip entries,
 * localhost last (always tried). Duplicates and blanks removed.
 */
export function syncHosts(localIps: readonly string[], useIp?: string | null): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  for (const raw of [useIp ?? '', ...localIps]) {
    const ip = raw.trim();
    if (ip === '' || isLocalhost(ip) || seen.has(ip)) continue;
    seen.add(ip);
    ordered.push(ip);
  }
  ordered.push(SYNC_LOCALHOST);
  return ordered;
}

/** §7: the websocket address of the bridge on `ip`. */
export function syncSocketUrl(ip: string): string {
  return `ws://${ip}:${SYNC_PORT}${SYNC_PATH}`;
}

/** §7: the import request sent over the socket. */
export interface SyncImportRequest<T> {
  id: string;
  type: 'Quotation';
  action: 'Import';
  software: number;
  token: string;
  data: { items: T[] };
}

/** §7: builds the import request (id, type Quotation, action Import, software, token, data.items). */
export function buildSyncImport<T>(args: {
  id: string;
  software: number;
  token: string;
  items: T[];
}): SyncImportRequest<T> {
  return {
    id: args.id,
    type: 'Quotation',
    action: 'Import',
    software: args.software,
    token: args.token,
    data: { items: args.items },
  };
}

/** §7 answers from the bridge. */
export interface SyncResponse {
  requestId?: string;
  requestError?: string;
  requestKeep?: boolean;
  responseData?: number | { percent?: number };
  responseTip?: string;
}

/** What the UI does with one answer from the bridge. */
export type SyncEvent =
  | { kind: 'error'; messages: [string, string] }
  | { kind: 'progress'; percent: number; tip: string | null }
  | { kind: 'done'; tip: string | null };

/**
 * §7, §8: interprets one bridge answer. A requestError is shown, then once more with the
 * restart/contact suffix. Progress runs to 100 (done); the UI resets it SYNC_PROGRESS_RESET_MS later.
 */
export function syncResponseEvent(res: SyncResponse): SyncEvent {
  if (res.requestError) {
    return { kind: 'error', messages: [res.requestError, `${res.requestError}${MSG.syncRequestErrorSuffix}`] };
  }
  const raw = typeof res.responseData === 'number' ? res.responseData : (res.responseData?.percent ?? 0);
  const percent = Math.min(100, Math.max(0, Number.isFinite(raw) ? raw : 0));
  const tip = res.responseTip ?? null;
  return percent >= 100 ? { kind: 'done', tip } : { kind: 'progress', percent, tip };
}

/** §8: message for a socket error: '服务器连接中，请耐心等候' while other IPs remain, the IP error on the last. */
export function syncSocketErrorMessage(isLastHost: boolean): string {
  return isLastHost ? MSG.syncIpError : MSG.syncConnecting;
}

// ── The platform's sync accounts, the bridge's checks and the import layout ─────────────────────────────

/** Messages of the sync application, its review, the sync calls and the bridge (beside MSG's §8 ones). */
export const TRADE_SYNC_MSG = {
  companyOnly: '仅公司账号可以申请同步',
  applyRoleOnly: '仅主账号或管理员可以申请同步',
  otherNeedsRemark: '选择“其他”时请在备注中填写贸易系统名称',
  contactRequired: '请填写联系人',
  phoneRequired: '请填写联系电话或手机',
  notApplied: '贵公司尚未开通同步，请先申请',
  rejected: '同步申请未通过，请修改后重新提交',
  applicationNotFound: '同步申请不存在',
  ipRequired: '请至少填写一个局域网IP',
  ipInvalid: (ip: string) => `IP地址格式不正确：${ip}`,
  reviewApproved: '已开通同步',
  reviewRejected: '已驳回申请',
  requestNotFound: '同步记录不存在',
  syncDone: '同步完成',
  syncInterrupted: '同步中断，请重启服务器或联系我们这边客服',
  // the bridge's answers (requestError / responseTip)
  bridgeBadRequest: '同步请求格式错误',
  bridgeForeignAppkey: '该同步账号不属于本服务器所在公司',
  bridgeWrongToken: '同步令牌错误或已失效',
  bridgeVerifyUnavailable: '无法连接平台校验同步令牌',
  bridgeDuplicate: '该同步请求已导入，重复导入已忽略',
  bridgeBusy: '该同步请求正在导入中',
  bridgeBadItem: (line: number, field: string) => `第${line}款产品数据有误：${field}`,
  bridgeTooManyItems: (max: number) => `单次最多同步${max}款产品`,
  bridgeWriteFailed: '写入贸易系统导入文件失败',
  bridgeChecking: '正在校验同步账号',
  bridgeWriting: (done: number, total: number) => `正在写入 ${done}/${total}`,
  bridgeDone: (count: number) => `导入完成，共${count}款产品`,
} as const;

/** Status of a company's sync account: applied (pending), approved (appkey, token and IPs given) or rejected. */
export const SYNC_ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SyncAccountStatus = (typeof SYNC_ACCOUNT_STATUSES)[number];
export const SYNC_ACCOUNT_STATUS_TEXT: Record<SyncAccountStatus, string> = {
  pending: '待审核',
  approved: '已开通',
  rejected: '未通过',
};

/** Most items one sync carries (a quotation holds at most this many lines). */
export const SYNC_MAX_ITEMS = 2000;
/** Most local IPs recorded for one company. */
export const SYNC_MAX_IPS = 10;

/**
 * §5 the application form as a whole: the trade system first ('请选择当前使用的贸易系统'), 'other' (5)
 * needs the system's name in the remark, a contact and a phone are needed for the platform to call back.
 */
export function validateSyncApplicationForm(app: SyncApplication): string | null {
  const system = validateSyncApplication(app);
  if (system) return system;
  if (app.software_type === 5 && !(app.remark ?? '').trim()) return TRADE_SYNC_MSG.otherNeedsRemark;
  if (!(app.company_contact ?? '').trim()) return TRADE_SYNC_MSG.contactRequired;
  if (!(app.company_telephone ?? '').trim() && !(app.company_mobilephone ?? '').trim())
    return TRADE_SYNC_MSG.phoneRequired;
  return null;
}

/** Who may apply for the company: its main account (0) or an administrator (2); null when allowed. */
export function syncApplyProblem(user: { companyId: number; userType: number }): string | null {
  if (user.companyId <= 0) return TRADE_SYNC_MSG.companyOnly;
  return user.userType === 0 || user.userType === 2 ? null : TRADE_SYNC_MSG.applyRoleOnly;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** A local address a company's bridge may listen on: an IPv4 address or a host name of its network. */
export function isSyncHost(value: string): boolean {
  const v = value.trim();
  return IPV4.test(v) || (HOST_NAME.test(v) && !/^\d+(\.\d+)*$/.test(v));
}

/** The reviewer's IP list: trimmed, deduplicated, at least one, each an address; the message of the first problem. */
export function normalizeSyncIps(ips: readonly string[]): { ips: string[] } | { error: string } {
  const out: string[] = [];
  for (const raw of ips) {
    const ip = raw.trim();
    if (ip === '') continue;
    if (!isSyncHost(ip)) return { error: TRADE_SYNC_MSG.ipInvalid(ip) };
    if (!out.includes(ip)) out.push(ip);
  }
  if (out.length === 0) return { error: TRADE_SYNC_MSG.ipRequired };
  if (out.length > SYNC_MAX_IPS) return { error: `最多填写${SYNC_MAX_IPS}个IP` };
  return { ips: out };
}

/** The bridge's address for a page served over https (wss) or http (ws). */
export function syncSocketUrlFor(ip: string, secure: boolean, port: number = SYNC_PORT): string {
  return `${secure ? 'wss' : 'ws'}://${ip.includes(':') ? `[${ip}]` : ip}:${port}${SYNC_PATH}`;
}

/** One product line sent to the trade software (the import layout's row). */
export interface SyncItem {
  line: number;
  article_number: string;
  name: string;
  name_en: string;
  factory_name: string;
  unit: string;
  packing_name: string;
  price: number;
  currency: string;
  quantity: number;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_quantity: number | null;
  carton_cubic_meter: number | null;
  gross_weight: number | null;
  net_weight: number | null;
  picture: string;
  remark: string;
}

/** The body of the import request: the items and who they are for. */
export interface SyncImportData {
  /** the target account in the trade software ('请填写同步的账号名称') */
  account_name: string;
  /** what was synced: '报价单 Q20261120-0001', '选样车 春季新品' */
  title: string;
  items: SyncItem[];
}

/**
 * The import layout of the reference adapter: one sheet, one row per item, these columns in this order.
 * Trade software maps its import template to these headers (apps/trade-bridge/README.md).
 */
export const SYNC_IMPORT_COLUMNS = [
  { key: 'line', header: '序号', kind: 'int' },
  { key: 'article_number', header: '货号', kind: 'text' },
  { key: 'name', header: '品名', kind: 'text' },
  { key: 'name_en', header: '英文品名', kind: 'text' },
  { key: 'factory_name', header: '工厂', kind: 'text' },
  { key: 'unit', header: '单位', kind: 'text' },
  { key: 'packing_name', header: '包装', kind: 'text' },
  { key: 'price', header: '单价', kind: 'number' },
  { key: 'currency', header: '币种', kind: 'text' },
  { key: 'quantity', header: '数量(箱)', kind: 'int' },
  { key: 'carton_length', header: '外箱长(cm)', kind: 'measure' },
  { key: 'carton_width', header: '外箱宽(cm)', kind: 'measure' },
  { key: 'carton_height', header: '外箱高(cm)', kind: 'measure' },
  { key: 'carton_quantity', header: '装箱数', kind: 'measure' },
  { key: 'carton_cubic_meter', header: '体积(CBM)', kind: 'measure' },
  { key: 'gross_weight', header: '毛重(KG)', kind: 'measure' },
  { key: 'net_weight', header: '净重(KG)', kind: 'measure' },
  { key: 'picture', header: '图片', kind: 'text' },
  { key: 'remark', header: '备注', kind: 'text' },
] as const satisfies readonly { key: keyof SyncItem; header: string; kind: 'int' | 'number' | 'measure' | 'text' }[];

/**
 * The bridge's check of one item (its 1-based position `line`): the article number or the name, a price that
 * is a number ≥ 0, a whole quantity ≥ 0, measures that are numbers ≥ 0 or empty, texts that are texts.
 * Answers the refusal ('第3款产品数据有误：单价'), or null.
 */
export function syncItemProblem(item: unknown, line: number): string | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return TRADE_SYNC_MSG.bridgeBadItem(line, '格式');
  const rec = item as Record<string, unknown>;
  for (const col of SYNC_IMPORT_COLUMNS) {
    const v = rec[col.key];
    const bad = () => TRADE_SYNC_MSG.bridgeBadItem(line, col.header);
    if (col.key === 'line') continue;
    if (col.kind === 'text') {
      if (v !== undefined && v !== null && (typeof v !== 'string' || v.length > 2000)) return bad();
    } else if (col.kind === 'measure') {
      if (v !== undefined && v !== null && !(typeof v === 'number' && Number.isFinite(v) && v >= 0)) return bad();
    } else if (col.kind === 'int') {
      if (v !== undefined && v !== null && !(Number.isInteger(v) && (v as number) >= 0)) return bad();
    } else if (!(typeof v === 'number' && Number.isFinite(v) && v >= 0)) return bad();
  }
  const number = typeof rec.article_number === 'string' ? rec.article_number.trim() : '';
  const name = typeof rec.name === 'string' ? rec.name.trim() : '';
  if (!number && !name) return TRADE_SYNC_MSG.bridgeBadItem(line, '货号');
  return null;
}

/** The first problem of a whole item list (empty: '无样品数据'; too many; a bad item), or null. */
export function syncItemsProblem(items: unknown): string | null {
  if (!Array.isArray(items) || items.length === 0) return MSG.syncNoItems;
  if (items.length > SYNC_MAX_ITEMS) return TRADE_SYNC_MSG.bridgeTooManyItems(SYNC_MAX_ITEMS);
  for (let i = 0; i < items.length; i++) {
    const problem = syncItemProblem(items[i], i + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * What the portal's sync shows while it runs: idle, connecting (with '服务器连接中，请耐心等候' on a failed IP),
 * syncing with a percent, done (reset to idle SYNC_PROGRESS_RESET_MS later) or an error with its message.
 */
export type SyncRunState =
  | { phase: 'idle' }
  | { phase: 'connecting'; host: string; message: string }
  | { phase: 'syncing'; host: string; percent: number; tip: string | null }
  | { phase: 'done'; host: string; tip: string | null }
  | { phase: 'error'; messages: string[] };

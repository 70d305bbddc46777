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

import { SYNC_ACCOUNT_STATUSES, SYNC_MAX_IPS, type SyncAccountStatus, type SyncItem } from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import { endpoint, id, int, list, paging, str } from './define';

/**
 * Quotation sync to the company's trade software (/trade_system): the application and its review by the
 * platform's customer service, the sync account (appkey, token, local IPs, the IP that worked), preparing a
 * sync of a quotation or a sample cart, recording its outcome, and the bridge's check of an appkey and token.
 */

/** The company's sync account as its members see it ('none' before anyone applied). */
export interface SyncAccountInfo {
  id: number | null;
  status: SyncAccountStatus | 'none';
  status_text: string;
  software_type: number | null;
  company_contact: string;
  company_telephone: string;
  company_mobilephone: string;
  remark: string;
  /** the reviewer's note (why it was rejected) */
  review_remark: string;
  appkey: string;
  token: string;
  local_ip: string[];
  use_ip: string;
  /** finished syncs of the company */
  sync_count: number;
  /** whether this user may apply or change the application (main account, administrator) */
  can_apply: boolean;
}

export interface SyncApplyResult {
  account: SyncAccountInfo;
  /** '申请成功' or '已提交申请，请等待客服联系' */
  message: string;
}

/** What the portal sends to the bridge: the import request's parts and the addresses to try in order. */
export interface SyncPayload {
  request_id: string;
  software: number;
  appkey: string;
  token: string;
  /** use_ip first, the other local IPs, localhost last */
  hosts: string[];
  account_name: string;
  title: string;
  items: SyncItem[];
}

/** An application as the platform's customer service reviews it. */
export interface SyncApplicationItem {
  id: number;
  company_id: number;
  company_name: string;
  applicant_name: string;
  status: SyncAccountStatus;
  status_text: string;
  software_type: number;
  software_name: string;
  company_contact: string;
  company_telephone: string;
  company_mobilephone: string;
  remark: string;
  review_remark: string;
  local_ip: string[];
  appkey: string;
  sync_count: number;
  created_time: string;
  reviewed_time: string | null;
}

const accountName = str(50);

export const tradeSync = {
  getAccount: endpoint<SyncAccountInfo>()('/api/quotation/get_sync_account', z.object({})),
  /** §7 apply for sync (id, company_contact, company_telephone, company_mobilephone, software_type, remark) */
  apply: endpoint<SyncApplyResult>()(
    '/api/quotation/apply',
    z.object({
      id: id.optional(),
      company_contact: str(50).default(''),
      company_telephone: str(30).default(''),
      company_mobilephone: str(30).default(''),
      /** checked by the domain ('请选择当前使用的贸易系统') */
      software_type: int(0, 99).nullable().optional(),
      remark: str(500).default(''),
    }),
  ),
  /** §7 save the IP that worked */
  saveUseIp: endpoint<null>()('/api/quotation/save_sync_ip', z.object({ ip: str(253) })),
  /** prepares the sync of a quotation: its items, the account and the hosts */
  sync: endpoint<SyncPayload>()('/api/quotation/sync', z.object({ id, account_name: accountName })),
  /** prepares the sync of a sample cart (the default one without an id) */
  pushTrade: endpoint<SyncPayload>()(
    '/api/system/push_trade',
    z.object({ customer_pick_id: id.optional(), account_name: accountName }),
  ),
  /** records how a prepared sync ended; answers the company's finished syncs */
  syncCount: endpoint<{ count: number }>()(
    '/api/quotation/sync_count',
    z.object({ request_id: str(64), status: z.enum(['done', 'failed']), message: str(500).default('') }),
  ),
  /** the customer service's review list */
  getApplications: endpoint<Page<SyncApplicationItem>>()(
    '/api/trade_sync/get_applications',
    z.object({ ...paging, status: z.enum(SYNC_ACCOUNT_STATUSES).optional() }),
  ),
  review: endpoint<SyncApplicationItem>()(
    '/api/trade_sync/review',
    z.object({
      id,
      decision: z.enum(['approve', 'reject']),
      local_ip: list(str(253), SYNC_MAX_IPS * 2).default([]),
      review_remark: str(500).default(''),
    }),
  ),
  /** the bridge's check: is this the company's appkey and current token */
  verify: endpoint<{ company_id: number; company_name: string }>()(
    '/api/trade_sync/verify',
    z.object({ appkey: str(64), token: str(128) }),
    'public',
  ),
} as const;

import type { Generated } from 'kysely';
import type { Def, Nullable, NullTime, Timestamp } from '../columns';

/** Migration 030: the companies' sync accounts and the syncs prepared for their trade software. */

export interface TradeSyncAccountsTable {
  id: Generated<number>;
  company_id: number;
  applicant_id: number | null;
  software_type: number;
  company_contact: Def<string>;
  company_telephone: Def<string>;
  company_mobilephone: Def<string>;
  remark: Def<string>;
  status: Def<string>;
  review_remark: Def<string>;
  reviewer_id: Nullable<number>;
  reviewed_at: NullTime;
  appkey: Nullable<string>;
  token: Def<string>;
  local_ips: Def<string[]>;
  use_ip: Def<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TradeSyncRequestsTable {
  id: string;
  company_id: number;
  user_id: number | null;
  source: string;
  source_id: number;
  account_name: string;
  item_count: number;
  status: Def<string>;
  message: Def<string>;
  created_at: Timestamp;
  finished_at: NullTime;
}

export interface TradeSyncTables {
  trade_sync_accounts: TradeSyncAccountsTable;
  trade_sync_requests: TradeSyncRequestsTable;
}

import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../columns';

/** Companies, their users, sessions and what guards signing in. */

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  company_type: Generated<number>;
  is_chvip: Generated<boolean>;
  is_new_version: Generated<boolean>;
  contact: Generated<string>;
  telephone: Generated<string>;
  mobile: Generated<string>;
  fax: Generated<string>;
  email: Generated<string>;
  address: Generated<string>;
  created_at: Timestamp;
  /** The factory a factory company presents (migration 002). */
  factory_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 020: the join code and the company's shared settings. */
  join_code: Generated<string>;
  config: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Migration 036: the company's default quotation terms. */
  quote_validity_days: Generated<number>;
  quote_trade_term: Generated<string>;
  quote_port: Generated<string>;
  quote_payment_terms: Generated<string>;
}

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string | null;
  nickname: string;
  uc_nickname: Generated<string>;
  avatar: Generated<string>;
  user_type: Generated<number>;
  company_id: number | null;
  display_tip: ColumnType<Record<string, unknown>, string | undefined, string>;
  software_type: Generated<number>;
  chat_id: string;
  created_at: Timestamp;
  /** Migration 020: the user's own settings (get_user_config). */
  config: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  phone: string;
  /** the client's address ('' for attempts recorded before it was kept) */
  ip: Generated<string>;
  succeeded: boolean;
  created_at: Timestamp;
}

/** A request counter of one limit and one client, for the current window (platform/http/rate-limit). */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  purpose: Generated<string>;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** wrong entries of this code (it dies at LOGIN_LOCK.codeTries) */
  failed_attempts: Generated<number>;
}

export interface CaptchasTable {
  id: Generated<number>;
  token_hash: string;
  answer_hash: string;
  ip: Generated<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AccountTables {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  rate_limits: RateLimitsTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
}

import type { ColumnType, Generated } from 'kysely';

/** Kysely table types, one per migration table. Keep in step with migrations/*.sql. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
  succeeded: boolean;
  created_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  purpose: Generated<string>;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CategoriesTable {
  id: number;
  name: string;
  name_en: Generated<string>;
  group_id: string;
  group_name: string;
  sort: Generated<number>;
}

export interface CertificatesTable {
  id: Generated<number>;
  code: string;
  name: string;
  region: Generated<string>;
  sort: Generated<number>;
}

export interface ShowroomsTable {
  id: number;
  route: string;
  name: string;
  city: Generated<string>;
  logo: Generated<string>;
  intro: Generated<string>;
}

export interface HotKeywordsTable {
  id: Generated<number>;
  keyword: string;
  weight: Generated<number>;
}

export interface EnumsTable {
  code: number;
  kind: string;
  name: string;
  sort: Generated<number>;
}

export interface DB {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  verification_codes: VerificationCodesTable;
  categories: CategoriesTable;
  certificates: CertificatesTable;
  showrooms: ShowroomsTable;
  hot_keywords: HotKeywordsTable;
  enums: EnumsTable;
}

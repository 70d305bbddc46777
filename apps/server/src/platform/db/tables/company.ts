import type { ColumnType, Generated } from 'kysely';
import type { Def, Nullable, NullTime, Num, Opt, Timestamp } from '../columns';

/** Company administration (migration 026) and a factory's staff (migration 024). */

/** Migration 026: company administration. */
export interface CompanyDisplaysTable {
  company_id: number;
  name: Opt<string>;
  name_en: Opt<string>;
  logo: Opt<string>;
  publicity: Opt<string[]>;
  licence: Opt<string>;
  introduction: Opt<string>;
  introduction_en: Opt<string>;
  contacts: ColumnType<unknown, string | undefined, string>;
  address: Opt<string>;
  address_en: Opt<string>;
  main_markets: Opt<string[]>;
  staff_tab_closed: Opt<boolean>;
  updated_at: Timestamp;
}

export interface CompanyMemberStatesTable {
  user_id: number;
  company_id: number;
  disabled_at: Nullable<Date>;
  disabled_by: Nullable<number>;
}

export interface CompanyInvitesTable {
  id: Generated<number>;
  company_id: number;
  phone: string;
  user_type: number;
  nickname: Opt<string>;
  code_hash: string;
  attempts: Opt<number>;
  invited_by: Nullable<number>;
  created_at: Timestamp;
  expires_at: Date;
  accepted_at: Nullable<Date>;
  revoked_at: Nullable<Date>;
}

export interface CompanyAuditTable {
  id: Generated<number>;
  company_id: number;
  actor_id: Nullable<number>;
  actor_name: Opt<string>;
  action: string;
  target: Opt<string>;
  detail: ColumnType<unknown, string | undefined, string>;
  created_at: Timestamp;
}

export interface SupplierFactoriesTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  factory_id: Nullable<number>;
  name: string;
  contact: Opt<string>;
  phone: Opt<string>;
  email: Opt<string>;
  address: Opt<string>;
  notes: Opt<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompanyProductsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  product_id: Nullable<number>;
  supplier_factory_id: Nullable<number>;
  item_number: string;
  name: string;
  name_en: Opt<string>;
  factory_number: Opt<string>;
  category_id: Nullable<number>;
  picture: Opt<string>;
  unit: Opt<string>;
  price: Opt<number>;
  exworks_price: Opt<number>;
  packing_name: Opt<string>;
  length: Num;
  width: Num;
  height: Num;
  carton_length: Num;
  carton_width: Num;
  carton_height: Num;
  carton_quantity: Nullable<number>;
  inbox_count: Nullable<number>;
  gross_weight: Num;
  net_weight: Num;
  remark: Opt<string>;
  is_hidden: Opt<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FactoryStaffTable {
  user_id: number;
  company_id: number;
  role: Def<number>;
  invited_by: number | null;
  invited_at: Timestamp;
  disabled_at: NullTime;
}

export interface CompanyTables {
  company_displays: CompanyDisplaysTable;
  company_member_states: CompanyMemberStatesTable;
  company_invites: CompanyInvitesTable;
  company_audit: CompanyAuditTable;
  supplier_factories: SupplierFactoriesTable;
  company_products: CompanyProductsTable;
  factory_staff: FactoryStaffTable;
}

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

type Num = ColumnType<number | null, number | null | undefined, number | null>;
type Def<T> = Generated<T>;

export interface FilesTable {
  hash: string;
  ext: string;
  width: Def<number>;
  height: Def<number>;
  size: Def<number>;
  created_at: Timestamp;
}

export interface RegionsTable {
  id: number;
  name: string;
  province: Def<string>;
  intro: Def<string>;
  picture: Def<string>;
}

export interface FactoriesTable {
  id: Generated<number>;
  name: string;
  short_name: Def<string>;
  name_en: Def<string>;
  region_id: number | null;
  address: Def<string>;
  contact: Def<string>;
  tel: Def<string>;
  mobile: Def<string>;
  qq: Def<string>;
  fax: Def<string>;
  email: Def<string>;
  logo: Def<string>;
  publicity: Def<string[]>;
  license: Def<string>;
  is_taxpayer: Def<boolean>;
  certifications: Def<string[]>;
  showroom_ids: Def<number[]>;
  follower_count: Def<number>;
  intro: Def<string>;
  search_tsv: Def<string>;
  created_at: Timestamp;
}

export interface IpLicencesTable {
  id: Generated<number>;
  name: string;
  name_en: Def<string>;
  owner: Def<string>;
  picture: Def<string>;
  intro: Def<string>;
  sort: Def<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  factory_id: number;
  region_id: number | null;
  category_id: number;
  ip_id: number | null;
  article_number: string;
  factory_number: Def<string>;
  name: string;
  name_en: Def<string>;
  pictures: Def<string[]>;
  unit: Def<string>;
  exworks_price: Def<number>;
  length: Num;
  width: Num;
  height: Num;
  carton_length: Num;
  carton_width: Num;
  carton_height: Num;
  pack_length: Num;
  pack_width: Num;
  pack_height: Num;
  carton_cubic_meter: Num;
  carton_cubic_feet: Num;
  carton_quantity: Num;
  box_count: Num;
  inbox_count: Num;
  gross_weight: Num;
  net_weight: Num;
  packing_name: Def<string>;
  packing_name_en: Def<string>;
  certifications: Def<string[]>;
  introduction: Def<string>;
  introduction_en: Def<string>;
  stock_quantity: Num;
  stock_updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_black: Def<boolean>;
  is_set_hide: Def<boolean>;
  stop_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  popularity: Def<number>;
  search_tsv: Def<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 023: the factory's publish state, the platform's block, and fields of the console's editor. */
  status: Def<string>;
  blocked: Def<boolean>;
  battery_code: Num;
  material_code: Num;
  video: Def<string>;
  model_3d: Def<string>;
  stock_price: Num;
}

/** Migration 007: the keyword search table, kept in step with products by triggers (read-only here). */
export interface ProductSearchTable {
  id: number;
  search_tsv: string;
  is_black: boolean;
  category_id: number;
  factory_id: number;
  region_id: number | null;
  ip_id: number | null;
  exworks_price: number;
  certifications: string[];
  popularity: number;
  created_at: Date;
}

export interface ProductSectionsTable {
  section: string;
  product_id: number;
  rank: Def<number>;
  extra: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface ContentsTable {
  id: Generated<number>;
  kind: string;
  title: string;
  picture: Def<string>;
  body: ColumnType<Record<string, unknown>, string | undefined, string>;
  factory_id: number | null;
  hits: Def<number>;
  sort: Def<number>;
  created_at: Timestamp;
}

export interface PictureIndexTable {
  file_hash: string;
  hashes: Uint8Array;
  colour: Uint8Array;
  /**
   * the thumbnails: 32×32 grey (migration 008), then 16×16 red–green and yellow–blue chroma;
   * null or shorter for rows indexed before them
   */
  thumb: Uint8Array | null;
}

export interface SearchQuotaTable {
  user_id: number;
  day: string;
  used: Def<number>;
}

export interface SearchLogsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  query: Def<string>;
  result_count: Def<number>;
  counted: Def<boolean>;
  created_at: Timestamp;
}

export interface ImageSearchLogsTable {
  id: Generated<number>;
  user_id: number;
  file_hash: string;
  source: Def<string>;
  result_ids: Def<number[]>;
  created_at: Timestamp;
}

export interface BrowseLogsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  product_id: number | null;
  module: Def<string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

type NullTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 003: the buyer's working set. */
export interface CustomersTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  name: string;
  contact: Def<string>;
  phone: Def<string>;
  email: Def<string>;
  country: Def<string>;
  address: Def<string>;
  remark: Def<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerPicksTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  name: string;
  customer_id: number | null;
  remark: Def<string>;
  is_default: Def<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SampleCarItemsTable {
  id: Generated<number>;
  customer_pick_id: number;
  product_id: number | null;
  quantity: Def<number>;
  remark: Def<string>;
  custom_number: Def<string>;
  data_module: Def<string>;
  data_module_id: number | null;
  recommend_id: number | null;
  created_at: Timestamp;
}

export interface CompareItemsTable {
  user_id: number;
  product_id: number;
  position: Def<number>;
}

export interface FactoryRequestsTable {
  id: Generated<number>;
  kind: 'inquiry' | 'supplement';
  company_id: number | null;
  user_id: number;
  factory_id: number;
  status: Def<string>;
  remark: Def<string>;
  answer: Def<string>;
  notify_at: ColumnType<Date, Date | string, Date | string>;
  read_at: NullTime;
  answered_at: NullTime;
  closed_at: NullTime;
  chased_at: NullTime;
  chase_count: Def<number>;
  again_of: number | null;
  created_at: Timestamp;
}

export interface FactoryRequestItemsTable {
  request_id: number;
  product_id: number;
  quantity: Def<number>;
  answer_price: Num;
  answer_remark: Def<string>;
}

export interface FindSampleRequestsTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  pictures: Def<string[]>;
  description: Def<string>;
  target_price: Num;
  quantity: Num;
  status: Def<string>;
  chased_at: NullTime;
  chase_count: Def<number>;
  created_at: Timestamp;
}

export interface FindSampleAnswersTable {
  id: Generated<number>;
  request_id: number;
  factory_id: number;
  product_id: number | null;
  price: Num;
  remark: Def<string>;
  created_at: Timestamp;
}

export interface ChoosesTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  name: string;
  words: Def<string>;
  price_formula: ColumnType<Record<string, unknown>, string | undefined, string>;
  share_token: string | null;
  share_expires_at: NullTime;
  share_revoked: Def<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChooseItemsTable {
  chooses_id: number;
  product_id: number | null;
  custom_number: Def<string>;
  created_at: Timestamp;
}

export interface ChooseAppliesTable {
  id: Generated<number>;
  chooses_id: number;
  name: string;
  contact: Def<string>;
  remark: Def<string>;
  product_ids: number[];
  created_at: Timestamp;
}

export interface DB {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  rate_limits: RateLimitsTable;
  verification_codes: VerificationCodesTable;
  categories: CategoriesTable;
  certificates: CertificatesTable;
  showrooms: ShowroomsTable;
  hot_keywords: HotKeywordsTable;
  enums: EnumsTable;
  files: FilesTable;
  regions: RegionsTable;
  factories: FactoriesTable;
  ip_licences: IpLicencesTable;
  products: ProductsTable;
  product_sections: ProductSectionsTable;
  product_search: ProductSearchTable;
  contents: ContentsTable;
  picture_index: PictureIndexTable;
  search_quota: SearchQuotaTable;
  search_logs: SearchLogsTable;
  image_search_logs: ImageSearchLogsTable;
  browse_logs: BrowseLogsTable;
  customers: CustomersTable;
  customer_picks: CustomerPicksTable;
  sample_car_items: SampleCarItemsTable;
  compare_items: CompareItemsTable;
  factory_requests: FactoryRequestsTable;
  factory_request_items: FactoryRequestItemsTable;
  find_sample_requests: FindSampleRequestsTable;
  find_sample_answers: FindSampleAnswersTable;
  chooses: ChoosesTable;
  choose_items: ChooseItemsTable;
  choose_applies: ChooseAppliesTable;
  attentions: AttentionsTable;
  sys_messages: SysMessagesTable;
  point_logs: PointLogsTable;
  error_reports: ErrorReportsTable;
  page_visits: PageVisitsTable;
  captchas: CaptchasTable;
  exchange_rates: ExchangeRatesTable;
  help_contents: HelpContentsTable;
  product_stock_history: ProductStockHistoryTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  import_mappings: ImportMappingsTable;
}

/** Migration 004: follows, system messages, points ledger. */
export interface AttentionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'factory' | 'toy';
  target_id: number;
  created_at: Timestamp;
}

export interface SysMessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: Generated<string>;
  title: string;
  content: Generated<string>;
  link: Generated<string>;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PointLogsTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  reason: string;
  created_at: Timestamp;
}

/** Migration 006: product error reports (edit_error). */
export interface ErrorReportsTable {
  id: Generated<number>;
  user_id: number;
  toy_id: number;
  types: string[];
  content: string;
  status: Generated<string>;
  created_at: Timestamp;
}

/** Migration 020: pages a user opened, captchas, exchange rates, help articles. */
export interface PageVisitsTable {
  id: Generated<number>;
  user_id: number;
  path: string;
  title: Generated<string>;
  visits: Generated<number>;
  last_visit_at: Timestamp;
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

export interface ExchangeRatesTable {
  currency: string;
  rate: ColumnType<string, number | string, number | string>;
  updated_at: Timestamp;
}

export interface HelpContentsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  paragraphs: ColumnType<string[], string | undefined, string>;
  sort: Generated<number>;
}

/** Migration 019: the inquiry form's values, a selection list's order. */
export interface FactoryRequestsTable {
  currency: Def<string>;
  deadline: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  sample_needed: Def<boolean>;
}
export interface FactoryRequestItemsTable {
  target_price: Num;
}
export interface ChooseItemsTable {
  position: Def<number>;
}

/** Migration 023: stock history, imports, their rows and saved column mappings. */
export interface ProductStockHistoryTable {
  id: Generated<string>;
  product_id: number;
  stock_quantity: number;
  stock_price: Num;
  user_id: number | null;
  created_at: Timestamp;
}

export interface ImportsTable {
  id: string;
  target: string;
  user_id: number;
  company_id: number | null;
  owner_id: number;
  file_name: string;
  file_key: string;
  zip_key: string | null;
  column_count: Def<number>;
  mapping: ColumnType<unknown, string | null | undefined, string | null>;
  /** the mapping step's defaults (ImportDefaults) */
  defaults: ColumnType<unknown, string | undefined, string>;
  publish: Def<boolean>;
  job_id: string | null;
  total: Def<number>;
  report_key: string | null;
  created_at: Timestamp;
}

export interface ImportRowsTable {
  import_id: string;
  row_no: number;
  article_number: Def<string>;
  outcome: string;
  message: Def<string>;
  product_id: number | null;
}

export interface ImportMappingsTable {
  id: Generated<number>;
  target: string;
  company_id: number | null;
  user_id: number;
  name: string;
  mapping: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** Migration 025: showrooms' floors and hours, booths, showroom products, operators, kiosks, exhibitions. */
export interface ShowroomsTable {
  address: Generated<string>;
  floors: Generated<string[]>;
  opening_hours: Generated<string>;
}
export interface ShowroomBoothsTable {
  id: Generated<number>;
  showroom_id: number;
  floor: string;
  number: string;
  factory_id: number;
  map_x: Generated<number>;
  map_y: Generated<number>;
}
export interface ShowroomProductsTable {
  booth_id: number;
  product_id: number;
  showroom_id: number;
  featured: Generated<boolean>;
}
export interface ShowroomOperatorsTable {
  user_id: number;
  showroom_id: number;
}
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export interface KioskDevicesTable {
  id: Generated<number>;
  showroom_id: number;
  name: string;
  code_hash: string;
  code_hint: string;
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  signed_in_at: NullableTime;
  last_seen_at: NullableTime;
  revoked_at: NullableTime;
}
export interface KioskVisitorListsTable {
  id: Generated<number>;
  showroom_id: number;
  device_id: number;
  client_key: string;
  product_ids: number[];
  share_token: string;
  share_expires_at: Timestamp;
  share_revoked: Generated<boolean>;
  created_at: Timestamp;
}
export interface ExhibitionsTable {
  id: Generated<number>;
  route: string;
  name: string;
  city: Generated<string>;
  address: Generated<string>;
  intro: Generated<string>;
  halls: Generated<string[]>;
  starts_at: Timestamp;
  ends_at: Timestamp;
}
export interface ExhibitionBoothsTable {
  id: Generated<number>;
  exhibition_id: number;
  hall: string;
  number: string;
  factory_id: number;
  intro: Generated<string>;
  product_ids: Generated<number[]>;
  featured_ids: Generated<number[]>;
}
export interface ExhibitionSessionsTable {
  id: Generated<number>;
  exhibition_id: number;
  booth_id: number | null;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  live_url: Generated<string>;
}
export interface DB {
  showroom_booths: ShowroomBoothsTable;
  showroom_products: ShowroomProductsTable;
  showroom_operators: ShowroomOperatorsTable;
  kiosk_devices: KioskDevicesTable;
  kiosk_visitor_lists: KioskVisitorListsTable;
  exhibitions: ExhibitionsTable;
  exhibition_booths: ExhibitionBoothsTable;
  exhibition_sessions: ExhibitionSessionsTable;
}

/** Migration 026: company administration. */
type Opt<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
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
type Measure = ColumnType<number | null, number | null | undefined, number | null>;
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
  length: Measure;
  width: Measure;
  height: Measure;
  carton_length: Measure;
  carton_width: Measure;
  carton_height: Measure;
  carton_quantity: Nullable<number>;
  inbox_count: Nullable<number>;
  gross_weight: Measure;
  net_weight: Measure;
  remark: Opt<string>;
  is_hidden: Opt<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface DB {
  company_displays: CompanyDisplaysTable;
  company_member_states: CompanyMemberStatesTable;
  company_invites: CompanyInvitesTable;
  company_audit: CompanyAuditTable;
  supplier_factories: SupplierFactoriesTable;
  company_products: CompanyProductsTable;
}

/** Migration 024: the factory console (answers with a sample date and pictures, company display, staff). */
export interface FactoryRequestsTable {
  sample_date: ColumnType<string | null, string | null | undefined, string | null>;
  answer_pictures: Def<string[]>;
  answered_by: number | null;
}
export interface FactoriesTable {
  main_categories: Def<number[]>;
  booth: Def<string>;
  certificate_pictures: Def<string[]>;
}
export interface FactoryStaffTable {
  user_id: number;
  company_id: number;
  role: Def<number>;
  invited_by: number | null;
  invited_at: Timestamp;
  disabled_at: NullTime;
}
export interface DB {
  factory_staff: FactoryStaffTable;
}

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
export interface DB {
  trade_sync_accounts: TradeSyncAccountsTable;
  trade_sync_requests: TradeSyncRequestsTable;
}

/** Migration 031: payments (provider account, KYC, collection, contracts, settlements, ledger, sandbox). */
type Minor = ColumnType<string | number, number, number>;
type PayTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export interface PaymentAccountsTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  provider: string;
  provider_account_id: string | null;
  status: Generated<string>;
  login_token: Generated<string>;
  kyc: ColumnType<unknown, string | null | undefined, string | null>;
  kyc_submitted_at: PayTime;
  kyc_reviewed_at: PayTime;
  kyc_reason: Generated<string>;
  linked_at: PayTime;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export interface PaymentAccountLogTable {
  id: Generated<number>;
  account_id: number;
  event: string;
  status: string;
  note: Generated<string>;
  user_id: number | null;
  created_at: Timestamp;
}
export interface PaymentDocumentsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  kind: string;
  name: string;
  content_type: string;
  size: number;
  storage_key: string;
  created_at: Generated<Date>;
}
export interface CollectionAccountsTable {
  id: Generated<number>;
  account_id: number;
  currency: string;
  provider_ref: string;
  bank_name: string;
  bank_address: Generated<string>;
  account_name: string;
  account_number: string;
  swift: Generated<string>;
  routing_code: Generated<string>;
  created_at: Generated<Date>;
}
export interface ContractOrdersTable {
  id: Generated<number>;
  account_id: number;
  company_id: number | null;
  user_id: number;
  quotation_id: number;
  number: string;
  buyer_name: string;
  currency: string;
  amount_minor: Minor;
  goods: Generated<string>;
  goods_count: Generated<number>;
  provider_ref: Generated<string>;
  created_at: Generated<Date>;
}
export interface IncomingPaymentsTable {
  id: Generated<number>;
  account_id: number;
  collection_account_id: number;
  provider_ref: string;
  currency: string;
  amount_minor: Minor;
  fee_minor: Minor;
  payer_name: Generated<string>;
  payer_country: Generated<string>;
  reference: Generated<string>;
  contract_id: number | null;
  status: Generated<string>;
  received_at: Timestamp;
  created_at: Generated<Date>;
}
export interface SettlementsTable {
  id: Generated<number>;
  account_id: number;
  contract_id: number;
  user_id: number;
  currency: string;
  amount_minor: Minor;
  rate: ColumnType<string | number, number, number>;
  rmb_minor: Minor;
  status: Generated<string>;
  reason: Generated<string>;
  document_ids: ColumnType<number[], number[] | undefined, number[]>;
  provider_ref: Generated<string>;
  created_at: Timestamp;
  settled_at: PayTime;
}
export interface LedgerTransactionsTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  ref: Generated<string>;
  created_at: Timestamp;
}
export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  ledger_account: string;
  currency: string;
  amount_minor: Minor;
}
export interface PaymentIdempotencyTable {
  scope: string;
  key: string;
  request_hash: string;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}
export interface PaymentWebhooksTable {
  event_id: string;
  type: string;
  received_at: Generated<Date>;
}
export interface SandboxProviderAccountsTable {
  id: string;
  status: string;
  kyc: ColumnType<unknown, string | null | undefined, string | null>;
  review_after: PayTime;
  reason: Generated<string>;
  created_at: Generated<Date>;
}
export interface SandboxProviderPaymentsTable {
  id: string;
  provider_account_id: string;
  currency: string;
  amount_minor: Minor;
  payer_name: Generated<string>;
  received_at: Timestamp;
}
export interface DB {
  payment_accounts: PaymentAccountsTable;
  payment_account_log: PaymentAccountLogTable;
  payment_documents: PaymentDocumentsTable;
  collection_accounts: CollectionAccountsTable;
  contract_orders: ContractOrdersTable;
  incoming_payments: IncomingPaymentsTable;
  settlements: SettlementsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  payment_idempotency: PaymentIdempotencyTable;
  payment_webhooks: PaymentWebhooksTable;
  sandbox_provider_accounts: SandboxProviderAccountsTable;
  sandbox_provider_payments: SandboxProviderPaymentsTable;
}

/** Migration 027: the company website (sites, news, visitors and their sessions, requests, lists, orders, records). */
type WTime = ColumnType<Date, Date | string | undefined, Date | string>;
type WNullTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type WOpt<T> = ColumnType<T, T | undefined, T>;
export interface WebsitesTable {
  id: Generated<number>;
  company_id: number;
  slug: string;
  host: WOpt<string>;
  name: string;
  name_en: WOpt<string>;
  logo: WOpt<string>;
  primary_color: WOpt<string>;
  accent_color: WOpt<string>;
  banners: WOpt<string[]>;
  languages: WOpt<string[]>;
  description: WOpt<string>;
  description_en: WOpt<string>;
  category_ids: WOpt<number[]>;
  selected_products: WOpt<boolean>;
  product_ids: WOpt<number[]>;
  featured_ids: WOpt<number[]>;
  show_prices: WOpt<boolean>;
  status: WOpt<number>;
  published_at: WNullTime;
  created_by: number | null;
  created_at: WTime;
  updated_at: WTime;
}
export interface WebsiteNewsTable {
  id: Generated<number>;
  website_id: number;
  title: string;
  title_en: WOpt<string>;
  summary: WOpt<string>;
  body: WOpt<string>;
  body_en: WOpt<string>;
  pictures: WOpt<string[]>;
  status: WOpt<number>;
  published_at: WNullTime;
  created_at: WTime;
  updated_at: WTime;
}
export interface WebsiteVisitorsTable {
  id: Generated<number>;
  website_id: number;
  account: string;
  name: WOpt<string>;
  company_name: WOpt<string>;
  password_hash: string;
  access_status: WOpt<number>;
  chat_user_id: number | null;
  created_at: WTime;
  last_login_at: WNullTime;
}
export interface WebsiteVisitorSessionsTable {
  id: Generated<number>;
  visitor_id: number;
  token_hash: string;
  created_at: WTime;
  expires_at: WTime;
  revoked_at: WNullTime;
}
export interface WebsiteAccessRequestsTable {
  id: Generated<number>;
  website_id: number;
  visitor_id: number;
  message: WOpt<string>;
  status: WOpt<number>;
  note: WOpt<string>;
  audited_by: number | null;
  audited_at: WNullTime;
  created_at: WTime;
}
export interface WebsiteSampleListsTable {
  id: Generated<number>;
  website_id: number;
  visitor_id: number;
  status: WOpt<number>;
  remark: WOpt<string>;
  submitted_at: WNullTime;
  created_at: WTime;
}
export interface WebsiteSampleItemsTable {
  list_id: number;
  company_product_id: number;
  qty: WOpt<number>;
  remark: WOpt<string>;
  added_at: WTime;
}
export interface WebsiteOrdersTable {
  id: Generated<number>;
  website_id: number;
  visitor_id: number;
  sample_list_id: number | null;
  number: WOpt<string>;
  status: WOpt<number>;
  status_note: WOpt<string>;
  remark: WOpt<string>;
  total: WOpt<number | string>;
  created_at: WTime;
  updated_at: WTime;
}
export interface WebsiteOrderItemsTable {
  id: Generated<number>;
  order_id: number;
  company_product_id: number | null;
  item_number: WOpt<string>;
  name: WOpt<string>;
  picture: WOpt<string>;
  unit: WOpt<string>;
  price: WOpt<number | string>;
  qty: number;
  remark: WOpt<string>;
}
export interface WebsiteVisitsTable {
  id: Generated<string>;
  website_id: number;
  visitor_id: number | null;
  visitor_key: WOpt<string>;
  page: string;
  path: WOpt<string>;
  company_product_id: number | null;
  lang: WOpt<string>;
  referrer: WOpt<string>;
  user_agent: WOpt<string>;
  ip: WOpt<string>;
  created_at: WTime;
}
export interface WebsiteLoginsTable {
  id: Generated<string>;
  website_id: number;
  visitor_id: number | null;
  account: WOpt<string>;
  succeeded: boolean;
  ip: WOpt<string>;
  user_agent: WOpt<string>;
  created_at: WTime;
}
export interface DB {
  websites: WebsitesTable;
  website_news: WebsiteNewsTable;
  website_visitors: WebsiteVisitorsTable;
  website_visitor_sessions: WebsiteVisitorSessionsTable;
  website_access_requests: WebsiteAccessRequestsTable;
  website_sample_lists: WebsiteSampleListsTable;
  website_sample_items: WebsiteSampleItemsTable;
  website_orders: WebsiteOrdersTable;
  website_order_items: WebsiteOrderItemsTable;
  website_visits: WebsiteVisitsTable;
  website_logins: WebsiteLoginsTable;
}

/** Migration 033: cart and selection-list lines of the company's own library. */
export interface SampleCarItemsTable {
  company_product_id: Def<number | null>;
}
export interface ChooseItemsTable {
  company_product_id: Def<number | null>;
}
export interface ChooseAppliesTable {
  company_product_ids: Def<number[]>;
}
/** Migration 034: a sample-cart line's own picture (content hash), shown over its product's; null: the product's. */
export interface SampleCarItemsTable {
  picture: Nullable<string>;
}

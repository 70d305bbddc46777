import type { Generated } from 'kysely';
import type { NullTime, Opt, Timestamp } from '../columns';

/** Migration 027: the company website (sites, news, visitors and their sessions, requests, lists, orders, records). */

export interface WebsitesTable {
  id: Generated<number>;
  company_id: number;
  slug: string;
  host: Opt<string>;
  name: string;
  name_en: Opt<string>;
  logo: Opt<string>;
  primary_color: Opt<string>;
  accent_color: Opt<string>;
  banners: Opt<string[]>;
  languages: Opt<string[]>;
  description: Opt<string>;
  description_en: Opt<string>;
  category_ids: Opt<number[]>;
  selected_products: Opt<boolean>;
  product_ids: Opt<number[]>;
  featured_ids: Opt<number[]>;
  show_prices: Opt<boolean>;
  status: Opt<number>;
  published_at: NullTime;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebsiteNewsTable {
  id: Generated<number>;
  website_id: number;
  title: string;
  title_en: Opt<string>;
  summary: Opt<string>;
  body: Opt<string>;
  body_en: Opt<string>;
  pictures: Opt<string[]>;
  status: Opt<number>;
  published_at: NullTime;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebsiteVisitorsTable {
  id: Generated<number>;
  website_id: number;
  account: string;
  name: Opt<string>;
  company_name: Opt<string>;
  password_hash: string;
  access_status: Opt<number>;
  chat_user_id: number | null;
  created_at: Timestamp;
  last_login_at: NullTime;
}

export interface WebsiteVisitorSessionsTable {
  id: Generated<number>;
  visitor_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullTime;
}

export interface WebsiteAccessRequestsTable {
  id: Generated<number>;
  website_id: number;
  visitor_id: number;
  message: Opt<string>;
  status: Opt<number>;
  note: Opt<string>;
  audited_by: number | null;
  audited_at: NullTime;
  created_at: Timestamp;
}

export interface WebsiteSampleListsTable {
  id: Generated<number>;
  website_id: number;
  visitor_id: number;
  status: Opt<number>;
  remark: Opt<string>;
  submitted_at: NullTime;
  created_at: Timestamp;
}

export interface WebsiteSampleItemsTable {
  list_id: number;
  company_product_id: number;
  qty: Opt<number>;
  remark: Opt<string>;
  added_at: Timestamp;
}

export interface WebsiteOrdersTable {
  id: Generated<number>;
  website_id: number;
  visitor_id: number;
  sample_list_id: number | null;
  number: Opt<string>;
  status: Opt<number>;
  status_note: Opt<string>;
  remark: Opt<string>;
  total: Opt<number | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebsiteOrderItemsTable {
  id: Generated<number>;
  order_id: number;
  company_product_id: number | null;
  item_number: Opt<string>;
  name: Opt<string>;
  picture: Opt<string>;
  unit: Opt<string>;
  price: Opt<number | string>;
  qty: number;
  remark: Opt<string>;
}

export interface WebsiteVisitsTable {
  id: Generated<string>;
  website_id: number;
  visitor_id: number | null;
  visitor_key: Opt<string>;
  page: string;
  path: Opt<string>;
  company_product_id: number | null;
  lang: Opt<string>;
  referrer: Opt<string>;
  user_agent: Opt<string>;
  ip: Opt<string>;
  created_at: Timestamp;
}

export interface WebsiteLoginsTable {
  id: Generated<string>;
  website_id: number;
  visitor_id: number | null;
  account: Opt<string>;
  succeeded: boolean;
  ip: Opt<string>;
  user_agent: Opt<string>;
  created_at: Timestamp;
}

export interface WebsiteTables {
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

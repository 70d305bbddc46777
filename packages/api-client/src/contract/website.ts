// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import { empty, endpoint, id, int, list, paging, str } from './define';

/**
 * The company website's admin (/websiteList, /siteSettings, /newsTrends, /accessRequest, /sampleList,
 * /customerIndent, /browseRecords, /loginRecord, /statistics, /company_website) and the forms of the
 * public site's visitors (server-rendered pages post them; the server validates them with these schemas).
 */

const text = (max: number) => str(max).trim();
const picture = str(500);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-mm-dd');
const siteStatus = z.union([z.literal(0), z.literal(1)]);

export interface WebsiteSummary {
  id: number;
  name: string;
  slug: string;
  host: string;
  logo: string;
  /** 0 not published, 1 published */
  status: 0 | 1;
  status_text: string;
  /** the site's address on this server: /site/<slug>/ */
  path: string;
  visits_today: number;
  pending_requests: number;
  created_time: string;
  published_time: string;
}

export interface WebsiteProductBrief {
  id: number;
  item_number: string;
  name: string;
  picture: string;
  category_id: number | null;
}

export interface WebsiteSettings extends WebsiteSummary {
  name_en: string;
  primary_color: string;
  accent_color: string;
  banners: string[];
  languages: ('zh' | 'en')[];
  description: string;
  description_en: string;
  category_ids: number[];
  selected_products: boolean;
  product_ids: number[];
  featured_ids: number[];
  show_prices: boolean;
  /** the products of product_ids and featured_ids, to show them by name */
  products: WebsiteProductBrief[];
}

export interface WebsiteNewsItem {
  id: number;
  website_id: number;
  title: string;
  title_en: string;
  summary: string;
  body: string;
  body_en: string;
  pictures: string[];
  status: 0 | 1;
  status_text: string;
  published_time: string;
  updated_time: string;
}

export interface AccessRequestItem {
  id: number;
  website_id: number;
  website_name: string;
  visitor_id: number;
  visitor_name: string;
  visitor_account: string;
  visitor_company: string;
  message: string;
  status: 0 | 1 | 2;
  status_text: string;
  note: string;
  auditor_name: string;
  created_time: string;
  audited_time: string;
}

export interface SampleListItem {
  id: number;
  website_id: number;
  website_name: string;
  visitor_name: string;
  visitor_account: string;
  visitor_company: string;
  status: number;
  status_text: string;
  item_count: number;
  total_qty: number;
  remark: string;
  submitted_time: string;
  order_id: number | null;
}

export interface WebsiteLine {
  company_product_id: number | null;
  item_number: string;
  name: string;
  picture: string;
  unit: string;
  price: number;
  qty: number;
  remark: string;
}

export interface SampleListDetail extends SampleListItem {
  lines: WebsiteLine[];
}

export interface WebsiteOrderItem {
  id: number;
  number: string;
  website_id: number;
  website_name: string;
  visitor_name: string;
  visitor_account: string;
  visitor_company: string;
  status: number;
  status_text: string;
  /** the statuses the company may move it to next */
  next_statuses: { status: number; text: string }[];
  status_note: string;
  remark: string;
  total: number;
  item_count: number;
  sample_list_id: number | null;
  created_time: string;
  updated_time: string;
}
export interface WebsiteOrderDetail extends WebsiteOrderItem {
  lines: WebsiteLine[];
}

export interface BrowseRecord {
  id: number;
  website_name: string;
  visitor_name: string;
  visitor_account: string;
  page: string;
  page_text: string;
  path: string;
  product_name: string;
  lang: string;
  ip: string;
  user_agent: string;
  created_time: string;
}
export interface LoginRecord {
  id: number;
  website_name: string;
  visitor_name: string;
  account: string;
  succeeded: boolean;
  ip: string;
  user_agent: string;
  created_time: string;
}

export interface WebsiteStatistics {
  from: string;
  to: string;
  visits: number;
  visitors: number;
  registered: number;
  sample_lists: number;
  orders: number;
  days: { day: string; visits: number; visitors: number }[];
  top_products: { id: number; name: string; item_number: string; views: number }[];
  funnel: { key: string; label: string; count: number; rate: number }[];
}

const recordFilter = {
  website_id: id.optional(),
  from: day.optional(),
  to: day.optional(),
  keyword: str(50).optional(),
};

const settingsFields = {
  name: text(60).optional(),
  name_en: text(120).optional(),
  slug: str(40).optional(),
  host: str(253).optional(),
  logo: picture.optional(),
  primary_color: str(7).optional(),
  accent_color: str(7).optional(),
  banners: list(picture, 8).optional(),
  languages: list(z.enum(['zh', 'en']), 2).optional(),
  description: text(300).optional(),
  description_en: text(500).optional(),
  category_ids: list(int(1, 100_000), 60).optional(),
  selected_products: z.boolean().optional(),
  product_ids: list(id, 500).optional(),
  featured_ids: list(id, 24).optional(),
  show_prices: z.boolean().optional(),
};

const newsFields = {
  title: text(100),
  title_en: text(200).optional(),
  summary: text(300).optional(),
  body: text(20_000).optional(),
  body_en: text(40_000).optional(),
  pictures: list(picture, 9).optional(),
  status: siteStatus.optional(),
};

export const website = {
  websiteList: endpoint<{ list: WebsiteSummary[] }>()('/api/website/website_list', empty),
  add: endpoint<WebsiteSummary>()('/api/website/add', z.object({ name: text(60), slug: str(40) })),
  edit: endpoint<WebsiteSummary>()(
    '/api/website/edit',
    z.object({ id, name: text(60).optional(), slug: str(40).optional() }),
  ),
  delete: endpoint<null>()('/api/website/delete', z.object({ id })),
  status: endpoint<WebsiteSummary>()('/api/website/status', z.object({ id, status: siteStatus })),
  /** The products a site shows (its chosen library products, in their order), a page; `keyword` filters them. */
  getProductList: endpoint<Page<WebsiteProductBrief>>()(
    '/api/website/get_product_lList',
    z.object({ id, keyword: text(50).optional(), ...paging }),
  ),
  /** Takes products off a site (its chosen and its featured products); the library keeps them. */
  remove: endpoint<{ removed: number }>()('/api/website/remove', z.object({ id, ids: list(id, 500) })),

  getSettings: endpoint<WebsiteSettings>()('/api/company_website/get_site_settings', z.object({ id })),
  saveSettings: endpoint<WebsiteSettings>()(
    '/api/company_website/save_site_settings',
    z.object({ id, ...settingsFields }),
  ),

  newsList: endpoint<Page<WebsiteNewsItem>>()(
    '/api/company_website/news_list',
    z.object({ website_id: id, status: siteStatus.optional(), ...paging }),
  ),
  newsAdd: endpoint<WebsiteNewsItem>()('/api/company_website/news_add', z.object({ website_id: id, ...newsFields })),
  newsEdit: endpoint<WebsiteNewsItem>()(
    '/api/company_website/news_edit',
    z.object({ id, ...newsFields, title: text(100).optional() }),
  ),
  newsDelete: endpoint<null>()('/api/company_website/news_delete', z.object({ id })),

  getAccessApply: endpoint<Page<AccessRequestItem>>()(
    '/api/company_website/get_website_access_apply',
    z.object({
      website_id: id.optional(),
      status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
      keyword: str(50).optional(),
      ...paging,
    }),
  ),
  auditAccessApply: endpoint<AccessRequestItem>()(
    '/api/company_website/audit_website_access_apply',
    z.object({ id, approve: z.boolean(), note: text(200).default('') }),
  ),

  sampleLists: endpoint<Page<SampleListItem>>()(
    '/api/company_website/sample_list',
    z.object({ website_id: id.optional(), keyword: str(50).optional(), ...paging }),
  ),
  sampleListDetail: endpoint<SampleListDetail>()('/api/company_website/sample_list_detail', z.object({ id })),

  orderList: endpoint<Page<WebsiteOrderItem>>()(
    '/api/company_website/order_list',
    z.object({ website_id: id.optional(), status: int(0, 4).optional(), keyword: str(50).optional(), ...paging }),
  ),
  orderDetail: endpoint<WebsiteOrderDetail>()('/api/company_website/order_detail', z.object({ id })),
  orderStatus: endpoint<WebsiteOrderDetail>()(
    '/api/company_website/order_status',
    z.object({ id, status: int(0, 4), note: text(200).default('') }),
  ),

  browseRecords: endpoint<Page<BrowseRecord>>()(
    '/api/company_website/browse_records',
    z.object({ ...recordFilter, ...paging }),
  ),
  loginRecords: endpoint<Page<LoginRecord>>()(
    '/api/company_website/login_records',
    z.object({ ...recordFilter, succeeded: z.boolean().optional(), ...paging }),
  ),
  /** The filtered records as an xlsx file (up to 5 000 rows), base64 in the answer. */
  exportRecords: endpoint<{ file_name: string; content_base64: string; rows: number }>()(
    '/api/company_website/export_records',
    z.object({ kind: z.enum(['browse', 'login']), ...recordFilter }),
  ),
  statistics: endpoint<WebsiteStatistics>()(
    '/api/company_website/statistics',
    z.object({ website_id: id.optional(), from: day, to: day }),
  ),

  /** An old-version company's online showroom becomes a new-version website (its display copied over). */
  migrationWebsiteData: endpoint<WebsiteSummary>()('/api/company_website/migration_website_data', empty),
};

// ── The public site's forms (URL-encoded posts of server-rendered pages) ─────────────────────────────

const field = (max: number) => z.string().max(max).default('');
export const visitorForms = {
  register: z.object({
    account: field(120),
    password: field(64),
    name: field(50),
    company_name: field(100),
  }),
  signIn: z.object({ account: field(120), password: field(64) }),
  apply: z.object({ message: field(300) }),
  addSample: z.object({
    product_id: z.coerce.number().pipe(id),
    qty: z.coerce.number().pipe(int(1, 1_000_000)).default(1),
  }),
  updateSample: z.object({
    product_id: z.coerce.number().pipe(id),
    qty: z.coerce.number().pipe(int(0, 1_000_000)),
    remark: field(200),
  }),
  submitSamples: z.object({ remark: field(500) }),
  placeOrder: z.object({ list_id: z.coerce.number().pipe(id), remark: field(500) }),
  chat: z.object({ text: field(2000) }),
};

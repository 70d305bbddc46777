// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.

import type { PriceFormula, UiLanguage } from '@wanju/domain';
import * as z from 'zod';
import type { Page } from '../envelope';
import type { ContentItem } from './areas';
import type { ToyItem } from './catalogue';
import { empty, endpoint, id, int, list, num, paging, phone, str } from './define';

export interface CategoryItem {
  id: number;
  name: string;
  name_en: string;
  group_id: string;
  group_name: string;
}
export interface CategoryGroupItem {
  id: string;
  name: string;
  children: CategoryItem[];
}
export interface CertificateItem {
  id: number;
  code: string;
  name: string;
  region: string;
}
export interface ShowroomItem {
  id: number;
  route: string;
  name: string;
  city: string;
  logo: string;
  intro: string;
}
export interface EnumItem {
  code: number;
  kind: string;
  name: string;
}

/** §3 Public config response. */
export interface PublicConfig {
  showroom_list: ShowroomItem[];
  /** Categories asked for by `cate` (all when empty). */
  cate_list: CategoryItem[];
  certification: CertificateItem[];
  /** The category menu: 7 groups with their categories. */
  category_list: CategoryGroupItem[];
  keyword: string[];
  enum: Record<string, EnumItem[]>;
}

export const getPublicConfig = endpoint<PublicConfig>()(
  '/api/system/get_public_config',
  z.object({ cate: z.array(int()).max(100).optional() }),
  'public',
);

export const getEnum = endpoint<Record<string, EnumItem[]>>()(
  '/api/system/get_enum',
  z.object({ kind: str(50).optional() }),
  'public',
);

/** get_user_config: what a user keeps on the server (their own settings, every device alike). */
export interface UserConfig {
  /** the interface language: 'en' shows product and factory names in English where they have one */
  lang: UiLanguage;
  /** the default price formula of new quotes, previewed live in the settings */
  price_formula: PriceFormula;
  /** the product fields the user uses most (get_commonly_field) */
  commonly_fields: string[];
}

/** The company's shared settings (edit_user_company_config): default currency, own rates, print licence. */
export interface CompanyConfig {
  company_id: number;
  company_name: string;
  /** the code colleagues type to join (bind_company); shown to the main account and administrators */
  join_code: string;
  currency: string;
  /** RMB per unit of a currency, where the company has its own */
  rates: Record<string, number>;
  /** the local print plugin's licence key (get_print_key) */
  print_key: string;
  /** the address of the company's own website ('' when none; updateCompanyWebsite) */
  website: string;
}

const formula = z.object({
  currency_type: z.string().trim().min(1).max(8),
  exchange_rate: num(0.000001, 100_000).optional(),
  profit_rate: num(0, 1000).optional(),
  profit_mode: z.enum(['markup', 'margin']).optional(),
  fob_cost_per_cbm: num(0, 1_000_000).optional(),
  decimals: z.union([z.literal(2), z.literal(3)]).optional(),
  price_basis: z.enum(['piece', 'carton']).optional(),
});

export const getUserConfig = endpoint<UserConfig>()('/api/system/get_user_config', empty);

/** §7 /api/toy/update_user_config: changes some of the user's settings; answers all of them. */
export const updateToyUserConfig = endpoint<UserConfig>()(
  '/api/toy/update_user_config',
  z.object({ lang: z.enum(['zh', 'en']).optional(), price_formula: formula.optional() }),
);

export const getCommonlyField = endpoint<{ fields: string[]; options: { key: string; label: string }[] }>()(
  '/api/system/get_commonly_field',
  empty,
);
export const updateCommonlyField = endpoint<{ fields: string[] }>()(
  '/api/system/update_commonly_field',
  z.object({ fields: list(str(40), 20) }),
);

/** Whether the user's role or company changed since the client read them (another device, the main account). */
export const checkAuthChange = endpoint<{ changed: boolean; user_type: number; company_id: number }>()(
  '/api/system/check_auth_change',
  z.object({ user_type: int(0, 2), company_id: int(0) }),
);

export const getUserCompanyConfig = endpoint<CompanyConfig>()('/api/system/get_user_company_config', empty);
/** The main account or an administrator changes the company's currency, rates or print key. */
export const editUserCompanyConfig = endpoint<CompanyConfig>()(
  '/api/system/edit_user_company_config',
  z.object({
    currency: str(8).optional(),
    rates: z.record(z.string().max(8), num(0, 100_000)).optional(),
    print_key: str(200).optional(),
  }),
);
export const getPrintKey = endpoint<{ print_key: string }>()('/api/system/get_print_key', empty);

/** The exchange rates the user quotes with: the company's own where it set one, else the platform's. */
export const getRate = endpoint<{
  currency: string;
  list: { currency: string; name: string; symbol: string; rate: number; own: boolean }[];
}>()('/api/system/get_rate', empty);

/** The week's most searched queries (the hot searches under the search box). */
export const getHot = endpoint<{ list: string[] }>()(
  '/api/system/get_hot',
  z.object({ limit: int(1, 20).optional() }),
  'public',
);
/** The products most often added to sample carts in the last 30 days. */
export const getHotSampleSelect = endpoint<{ list: ToyItem[] }>()(
  '/api/system/get_hot_sample_select',
  z.object({ limit: int(1, 50).optional() }),
);
/** The user's pages by how often they opened them (the menu's 常用 entries). */
export const getOrder = endpoint<{ list: { path: string; title: string; visits: number }[] }>()(
  '/api/system/get_order',
  z.object({ limit: int(1, 30).optional() }),
);
/** A page opened from the menu or a tab: counted, and kept as a history record. */
export const saveMenuStatistics = endpoint<null>()(
  '/api/system/save_menu_statistics',
  z.object({ path: z.string().min(1).max(200).startsWith('/'), title: str(60) }),
);

export interface HistoryRecord {
  id: number;
  path: string;
  title: string;
  visits: number;
  last_visit_time: string;
}
export const getHistoryRecord = endpoint<Page<HistoryRecord>>()(
  '/api/system/get_history_record',
  z.object({ ...paging }),
);
export const removeHistoryRecord = endpoint<{ removed: number }>()(
  '/api/system/remove_history_record',
  z
    .object({ ids: list(id, 100).optional(), all: z.boolean().optional() })
    .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, { message: '请选择要删除的历史记录' }),
);

/** Platform activities (the recommendation zone's campaigns). */
export const getActivity = endpoint<Page<ContentItem>>()('/api/system/get_activity', z.object({ ...paging }), 'public');
/** The platform's announcements and update notes. */
export const getSystemMessage = endpoint<Page<ContentItem>>()(
  '/api/system/get_system_message',
  z.object({ ...paging }),
  'public',
);
export interface HelpArticle {
  id: string;
  title: string;
  paragraphs: string[];
}
export const getHelpContents = endpoint<{ list: HelpArticle[] }>()('/api/system/get_help_contents', empty, 'public');

/** Closes a new-function tip (display_tip); answers the user's display_tip. */
export const newFuncTip = endpoint<{ display_tip: Record<string, unknown> }>()(
  '/api/system/new_func_tip',
  z.object({ name: str(40) }),
);

/** A picture captcha (an SVG of digits) to answer before a registration code is sent. */
export const sendCaptcha = endpoint<{ captcha_id: string; image: string; expires_in: number }>()(
  '/api/system/send_captcha',
  empty,
  'public',
);
/** The registration SMS code, after the captcha (one a minute, ten a day per phone). */
export const sendRegisterCode = endpoint<{ resend_after: number }>()(
  '/api/system/send_verification_code',
  z.object({ phone, captcha_id: str(64), captcha: str(8) }),
  'public',
);

/** §7 /api/toy/get_count: listed products and factories, and products listed today. */
export const getToyCount = endpoint<{ toy_count: number; factory_count: number; today_toy_count: number }>()(
  '/api/toy/get_count',
  empty,
  'public',
);

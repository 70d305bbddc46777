/**
 * §3 entities, with the spec's API field names (the wire format). Readable code names for the
 * same fields live in `fields.ts` (FIELD_NAMES and the mappers), the one place that pairs them.
 */

/** §1: 0 main account, 1 salesperson, 2 administrator. */
export type UserType = 0 | 1 | 2;

/** A 0/1 flag as the API sends it. */
export type Flag = 0 | 1;

/** §3 User info. */
export interface UserInfo {
  token: string;
  user_id: number;
  phone: string;
  company_id: number;
  /** 0 = ordinary */
  company_type: number;
  is_chvip: Flag;
  is_new_version: Flag;
  nickname: string;
  uc_nickname: string;
  avatar: string;
  user_type: UserType;
  company_name: string;
  chat_id: string;
  chat_user_sig: string;
  /** JSON of tip name to flags */
  display_tip: Record<string, unknown>;
  company_contact: string;
  company_telephone: string;
  company_mobile: string;
  software_type: number;
  /** 1 once the user has a password (an account made by SMS sign-in has none until it sets one) */
  has_password: Flag;
}

/** One option of an enumeration returned by get_public_config / get_enum. */
export interface EnumOption {
  id: number;
  name: string;
  name_en?: string;
}

/** §3 Public config response (get_public_config). */
export interface PublicConfig {
  showroom_list: Showroom[];
  cate_list: {
    id: number;
    name: string;
    name_en: string;
    children?: { id: number; name: string; name_en: string }[];
  }[];
  certification: { id: string; name: string }[];
  category_list: { id: number; name: string; name_en: string }[];
  keyword: string[];
  enum: Record<string, EnumOption[]>;
}

/** A showroom (online exhibition hall) as listed in the public config. */
export interface Showroom {
  id: number;
  name: string;
  logo?: string;
  path?: string;
}

/** Price formula parameters stored on an item (§3 formula_parameter). See `pricing.ts`. */
export interface FormulaParameter {
  currency_type: string;
  exchange_rate?: number;
  profit_rate?: number;
  profit_mode?: 'markup' | 'margin';
  fob_cost_per_cbm?: number;
  decimals?: 2 | 3;
  price_basis?: 'piece' | 'carton';
}

/** §3 Quotation/sample item. Numeric strings from the API are accepted where noted by the rule functions. */
export interface QuoteItem {
  id: number;
  toy_id: number;
  number: string;
  factory_id: number;
  factory_number?: string;
  factory?: string;
  factory_name?: string;
  article_number: string;
  name: string;
  name_en: string;
  picture: string;
  unit: string;
  exworks_price: number;
  additional_price: number;
  quoted_price: number;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  carton_length?: number | null;
  carton_width?: number | null;
  carton_height?: number | null;
  carton_cubic_feet?: number | null;
  carton_cubic_meter?: number | null;
  carton_quantity?: number | null;
  box_count?: number | null;
  inbox_count?: number | null;
  pack_length?: number | null;
  pack_width?: number | null;
  pack_height?: number | null;
  gross_weight?: number | null;
  net_weight?: number | null;
  packing_name?: string;
  packing_name_en?: string;
  category_id?: number;
  category_name?: string;
  category_en?: string;
  certifications?: string[];
  introduction?: string;
  introduction_en?: string;
  formula_parameter?: FormulaParameter | string | null;
  stop_time?: string | number | null;
  is_black?: Flag | boolean;
  is_set_hide?: Flag | boolean;
  order_box_qty?: number | null;
  custom_number?: string;
  stock_quantity?: number | null;
  stock_updated_time?: string;
  tel?: string;
  mobile?: string;
  qq?: string;
  fax?: string;
  email?: string;
  address?: string;
}

/** §3 Quotation header. */
export interface QuotationHeader {
  company_name: string;
  company_name_en: string;
  company_telephone: string;
  company_mobile: string;
  fax: string;
  company_email: string;
  number: string;
  create_time: string;
  status_time: string;
  remark: string;
}

/** §3 Sample cart (选样车, API name customer_pick). */
export interface SampleCart {
  id: number;
  name: string;
  customer_id: number;
  customer_name: string;
  remark: string;
  is_default: Flag;
  toy_count: number;
  created_time: string;
}

/** §3 Add-to-cart payload (add_sample_car). */
export interface AddToCartPayload {
  ids: number[];
  data_module: number | string;
  customer_pick_id: number;
  data_module_id?: number;
  recommend_ids?: number[];
}

/** §3 History export record. export_format 1 = Excel, otherwise PDF. */
export interface HistoryExportRecord {
  id: number;
  content: string;
  toy_count: number;
  export_format: number;
  created_time: string;
  file_url: string;
}

/** §3 Email record. status 0 = sent successfully, otherwise failed. */
export interface EmailRecord {
  id: number;
  name: string;
  email: string;
  status: number;
  created_time: string;
}

/** §3 Broadcast counts (yesterday's new-arrival factories and products). */
export interface BroadcastCounts {
  factory_count: number;
  toy_count: number;
}

/** §3 System message count. */
export interface SystemMessageCount {
  count: number;
}

/** §4 chat tab types. */
export type ChatTabType = 'system' | 'platform' | 'website' | 'colleague';

/** §3 Chat conversation. */
export interface ChatConversation {
  chat_id: string;
  nickname: string;
  avatar: string;
  belong_type: number;
  company_name: string;
  last_message: string;
  unread_count: number;
  last_check_time: string | number;
}

/** §3 msg_content element: text. */
export interface TextElement {
  MsgType: 'TIMTextElem';
  MsgContent: { Text: string };
}
/** §3 msg_content element: image. */
export interface ImageElement {
  MsgType: 'TIMImageElem';
  MsgContent: { ImageInfoArray: { Type?: number; URL: string; Width?: number; Height?: number }[] };
}
/** §3 msg_content element: custom (e.g. a product card). */
export interface CustomElement {
  MsgType: 'TIMCustomElem';
  MsgContent: { Data: string; Desc?: string; Ext?: string };
}
export type MsgElement = TextElement | ImageElement | CustomElement;

/** §3 Chat message. */
export interface ChatMessage {
  msg_content: MsgElement[];
  created_time: string | number;
  from_chat_id: string;
  status: number;
  gid: string;
}

/** §3, §4 Payment-provider account status. */
export type PaymentAccountStatus = 'INIT' | 'SUSPENDED' | 'ACTIVE' | 'UNDER_REVIEW' | 'notAuthorization';

/** §3 Payment-provider account. */
export interface PaymentAccount {
  status: PaymentAccountStatus;
  login_token: string;
}

/** §3 watermark parameters of the export settings. */
export interface WatermarkParams {
  font_color: string;
  font_size: number;
  fieldList: string[];
  moneyUnit: string;
  position: 'top_left' | 'top_right' | 'bottom_left' | 'bottom_right' | 'center';
}

/** §3 Export settings. */
export interface ExportSettings {
  img_width: number;
  watermark_params: WatermarkParams;
  /** 1 = by id, 2 = by article number */
  img_rename_type: 1 | 2;
  is_show_watermark: Flag;
  is_show_unit: Flag;
  is_show_factory_name: Flag;
  watermark_lang: number;
}

import { ERROR_REPORT, ERROR_REPORT_MSG, ERROR_REPORT_TYPE_IDS } from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import { endpoint, id, int, num, paging, str } from './define';

/** A product in a list (spec §3 quotation/sample item fields a list shows). `picture` loads from the same server. */
export interface ToyItem {
  id: number;
  toy_id: number;
  article_number: string;
  factory_number: string;
  name: string;
  name_en: string;
  /** 600 px picture URL */
  picture: string;
  /** thumbnail URL */
  thumb: string;
  unit: string;
  exworks_price: number;
  factory_id: number;
  factory_name: string;
  region_id: number | null;
  region_name: string;
  category_id: number;
  category_name: string;
  category_en: string;
  length: number | null;
  width: number | null;
  height: number | null;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_cubic_meter: number | null;
  carton_cubic_feet: number | null;
  carton_quantity: number | null;
  box_count: number | null;
  inbox_count: number | null;
  pack_length: number | null;
  pack_width: number | null;
  pack_height: number | null;
  gross_weight: number | null;
  net_weight: number | null;
  packing_name: string;
  packing_name_en: string;
  certifications: string[];
  stock_quantity: number | null;
  is_black: 0 | 1;
  is_set_hide: 0 | 1;
  stop_time: string | null;
  popularity: number;
  created_time: string;
  /** section extras: special_price, platforms, country, monthly_sales … */
  extra?: Record<string, unknown>;
  /** image search: lower is closer */
  distance?: number;
}

/** get_detail: every §3 field, the factory's contact fields, all pictures and similar products. */
export interface ToyDetail extends ToyItem {
  pictures: string[];
  introduction: string;
  introduction_en: string;
  stock_updated_time: string | null;
  ip_id: number | null;
  ip_name: string;
  tel: string;
  mobile: string;
  qq: string;
  fax: string;
  email: string;
  address: string;
  contact: string;
  sections: string[];
  similar: ToyItem[];
}

/** A list answer with a display total: exact up to 10 000, then '1万+'. */
export interface ToyPage extends Page<ToyItem> {
  total_text: string;
}

export const TOY_SORTS = ['relevance', 'new', 'price_asc', 'price_desc', 'hot'] as const;
export type ToySort = (typeof TOY_SORTS)[number];

/** The listing sections a product can belong to. */
export const SECTIONS = [
  'new',
  'hot',
  'global_hot',
  'special',
  'stock',
  'cross',
  'spread',
  'toy3d',
  'overseas',
  'platform',
  'ranking',
  'fittings',
  'carefully_chosen',
] as const;
export type Section = (typeof SECTIONS)[number];

const money = num(0, 1_000_000);
const keyword = str(100, '搜索关键词不能超过100个字').optional();

/** Filters and sorts of every product list. */
export const toyListRequest = z.object({
  ...paging,
  keyword,
  /** a category id, or several */
  cate_id: z.union([id, z.array(id).max(30)]).optional(),
  /** a category-menu group (electric_rc, baby …) */
  group_id: str(40).optional(),
  min_price: money.optional(),
  max_price: money.optional(),
  certification: str(40).optional(),
  factory_id: id.optional(),
  region_id: id.optional(),
  ip_id: id.optional(),
  section: z.enum(SECTIONS).optional(),
  sort: z.enum(TOY_SORTS).optional(),
});

const byId = z.object({ id });

export const getList = endpoint<ToyPage>()('/api/toy/get_list', toyListRequest);
export const getDetail = endpoint<ToyDetail>()('/api/toy/get_detail', byId);

// Section lists (same filters, fixed section) and their detail calls.
export const getToyNewList = endpoint<ToyPage>()('/api/toy/get_toy_new_list', toyListRequest);
export const getRealNewList = endpoint<ToyPage>()('/api/toy/get_real_new_list', toyListRequest);
export const getToyHot = endpoint<ToyPage>()('/api/toy/get_toy_hot', toyListRequest);
export const getToyStockList = endpoint<ToyPage>()('/api/toy/get_toy_stock_list', toyListRequest);
export const getToyCrossList = endpoint<ToyPage>()('/api/toy/get_toy_cross_list', toyListRequest);
export const getToySpreadList = endpoint<ToyPage>()('/api/toy/get_toy_spread_list', toyListRequest);
export const getCertificationList = endpoint<ToyPage>()('/api/toy/get_certification_list', toyListRequest);
export const getOverseasRecommendation = endpoint<ToyPage>()('/api/toy/get_overseas_recommendation', toyListRequest);
export const getPlatformRecommend = endpoint<ToyPage>()('/api/toy/get_platform_recommend', toyListRequest);
export const getRecommendToy = endpoint<ToyPage>()('/api/toy/get_recommend_toy', toyListRequest);
export const getToyRecommend = endpoint<ToyPage>()('/api/toy/get_toy_recommend', toyListRequest);
export const detailStock = endpoint<ToyDetail>()('/api/toy/detail_stock', byId);
export const detailSpread = endpoint<ToyDetail>()('/api/toy/detail_spread', byId);
export const detailCross = endpoint<ToyDetail>()('/api/toy/detail_cross', byId);
export const detailNew = endpoint<ToyDetail>()('/api/toy/detail_new', byId);
export const detail3d = endpoint<ToyDetail>()('/api/toy/detail_3d', byId);
export const getToyHotDetail = endpoint<ToyDetail>()('/api/toy/get_toy_hot_detail', byId);

export interface IpItem {
  id: number;
  name: string;
  name_en: string;
  owner: string;
  picture: string;
  intro: string;
  toy_count: number;
}
export const getIpConfig = endpoint<{ list: IpItem[] }>()('/api/toy/get_ip_config', z.object({}).passthrough());
export const getIpList = endpoint<Page<IpItem>>()('/api/toy/get_ip_list', z.object({ ...paging }));
export const getIp = endpoint<{ ip: IpItem } & ToyPage>()('/api/toy/get_ip', z.object({ id, ...paging }));

/** Search-box suggestions ('猜你想要', at most 10). */
export const getSearchSuggest = endpoint<{ list: string[] }>()(
  '/api/toy/get_search_suggest',
  z.object({ keyword: str(100, '搜索关键词不能超过100个字').default('') }),
);

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
const crop = z.object({
  x: int(0, 100_000),
  y: int(0, 100_000),
  width: int(1, 100_000),
  height: int(1, 100_000),
});
/**
 * A subject found in the searched picture: its box in the picture's pixels and the best similarity found by it
 * (null when it was not searched: the whole picture matched well).
 */
export interface ImageSearchBox {
  x: number;
  y: number;
  width: number;
  height: number;
  similarity: number | null;
}
/** A product found by image search, with its similarity 0–100 to the picture. */
export type ImageMatch = ToyItem & { similarity: number };
/**
 * Image search: multipart/form-data with the picture in `file` (and optional `crop` as JSON, and the scope
 * fields), or JSON `{ image_url }`. Answers the visually closest products, best first, at most `limit`
 * (40 by default); the subjects detected in the picture (`boxes`, `box` the one the list is for, -1 the
 * whole picture); `matched` false with `no_match` (a hint to crop) when nothing is similar enough. A scope
 * keeps to one factory, one category or one of the buyer's sample carts.
 */
export const searchImage = endpoint<{
  list: ImageMatch[];
  picture: string;
  log_id: number;
  boxes: ImageSearchBox[];
  box: number;
  /** the searched picture's size in pixels as shown (the boxes are in these pixels) */
  size: { width: number; height: number };
  matched: boolean;
  no_match: string | null;
}>()(
  '/api/toy/search_image',
  z.object({
    image_url: str(2000).optional(),
    crop: crop.optional(),
    limit: int(1, 100).optional(),
    factory_id: id.optional(),
    category_id: id.optional(),
    customer_pick_id: id.optional(),
  }),
);
export interface ImageSearchLog {
  id: number;
  picture: string;
  thumb: string;
  source: string;
  result_count: number;
  created_time: string;
}
export const getImageSearchLog = endpoint<Page<ImageSearchLog>>()(
  '/api/toy/get_image_search_log',
  z.object({ ...paging }),
);
/** A stored picture as a data URL (the cropper needs same-origin pixels). */
export const getImageBase = endpoint<{ img: string }>()(
  '/api/toy/get_image_base',
  z.object({ url: z.string().min(1, '图片链接不能为空').max(2000) }),
);
/** The factory image fetch from a URL: the server downloads a public http(s) picture and stores it. */
export const fetchImage = endpoint<{ img: string; thumb: string }>()(
  '/api/toy/fetch_image',
  z.object({ url: str(2000) }),
);

export interface ExcelRow {
  row: number;
  article_number: string;
  name: string;
  has_picture: boolean;
  matched_by: 'article_number' | 'name' | 'picture' | null;
  candidates: ToyItem[];
}
export interface ExcelTask {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  step_percent: number;
  error: string;
  list: ExcelRow[];
}
/** Excel search: multipart with the .xlsx in `file`; answers the job id to poll. */
export const searchExcel = endpoint<{ id: string }>()('/api/toy/search_excel', z.object({}).passthrough());
export const getExcelTask = endpoint<ExcelTask>()('/api/toy/get_excel_task', z.object({ id: str(64) }));

/** Product detail 'report an error': the wrong parts and a description, for the platform to check. */
export const editError = endpoint<{ id: number }>()(
  '/api/toy/edit_error',
  z.object({
    toy_id: id,
    types: z
      .array(z.enum(ERROR_REPORT_TYPE_IDS))
      .min(1, ERROR_REPORT_MSG.typeRequired)
      .max(ERROR_REPORT_TYPE_IDS.length),
    content: z
      .string()
      .trim()
      .min(1, ERROR_REPORT_MSG.contentRequired)
      .max(ERROR_REPORT.contentMax, ERROR_REPORT_MSG.contentTooLong),
  }),
);

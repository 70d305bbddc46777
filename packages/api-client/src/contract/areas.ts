// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import type { ToyDetail, ToyItem, ToyPage } from './catalogue';
import { toyListRequest } from './catalogue';
import { endpoint, epochMs, id, int, paging, str } from './define';

/** One item of the content areas: live streams, videos, toy-circle posts, logistics, purchase orders, files … */
export interface ContentItem {
  id: number;
  kind: string;
  title: string;
  picture: string;
  factory_id: number | null;
  factory_name: string;
  hits: number;
  created_time: string;
  [field: string]: unknown;
}
const list = z.object({ ...paging, keyword: str(100).optional() });
const contentList = (path: string) => endpoint<Page<ContentItem>>()(path, list);

/** /api/system/* calls of the home page and shell. */
export const home = {
  getCateList: endpoint<{
    list: { id: number; name: string; name_en: string; group_id: string; toy_count: number }[];
  }>()('/api/system/get_cate_list', z.object({ group_id: str(40).optional() }), 'public'),
  getCate: endpoint<{
    id: number;
    name: string;
    name_en: string;
    group_id: string;
    group_name: string;
    toy_count: number;
  }>()('/api/system/get_cate', z.object({ id }), 'public'),
  getShowroom: endpoint<{ list: { id: number; route: string; name: string; city: string; factory_count: number }[] }>()(
    '/api/system/get_showroom',
    z.object({}).passthrough(),
    'public',
  ),
  /** Yesterday's new-arrival factory and product counts plus update notes (the header's broadcast). */
  getBroadcast: endpoint<{ factory_count: number; toy_count: number; notes: string[] }>()(
    '/api/system/get_broadcast',
    z.object({}).passthrough(),
    'public',
  ),
  getCarousel: endpoint<{ list: ContentItem[] }>()('/api/system/get_carousel', z.object({}).passthrough(), 'public'),
  getAdvert: endpoint<{ list: ContentItem[] }>()('/api/system/get_advert', z.object({}).passthrough(), 'public'),
  getLicense: endpoint<Page<{ id: number; name: string; license: string; region_name: string }>>()(
    '/api/system/get_license',
    list,
  ),
  getHotSearch: endpoint<{ list: string[] }>()('/api/system/get_hot_search', z.object({}).passthrough(), 'public'),
  getToyHot: endpoint<{ list: ToyItem[] }>()('/api/system/get_toy_hot', z.object({ limit: int(1, 50).optional() })),
  getToyNew: endpoint<{ list: ToyItem[] }>()('/api/system/get_toy_new', z.object({ limit: int(1, 50).optional() })),
  getCarefullyChosenToy: endpoint<ToyPage>()('/api/system/get_carefully_chosen_toy', toyListRequest),
};

export const hot = {
  getHot: endpoint<ToyPage>()('/api/hot/get_hot', toyListRequest),
  getHotDetail: endpoint<ToyDetail>()('/api/hot/get_hot_detail', z.object({ id })),
  getPopularityToy: endpoint<ToyPage>()('/api/hot/get_popularity_toy', toyListRequest),
};

export interface CertificateZoneItem {
  code: string;
  name: string;
  region: string;
  toy_count: number;
}
export const gcc = {
  getGccList: endpoint<{ list: CertificateZoneItem[] }>()('/api/gcc/get_gcc_list', z.object({}).passthrough()),
  getCertificationList: endpoint<ToyPage>()('/api/gcc/get_certification_list', toyListRequest),
  getCertificationRegion: endpoint<{ list: { region: string; certificates: string[] }[] }>()(
    '/api/gcc/get_certification_region',
    z.object({}).passthrough(),
  ),
  getRankRegion: endpoint<{
    list: { region_id: number; region_name: string; toy_count: number; factory_count: number }[];
  }>()('/api/gcc/get_rank_region', z.object({}).passthrough()),
};

export const live = { getList: contentList('/api/live/get_list') };
export const file = {
  getList: contentList('/api/file/get_list'),
  hits: endpoint<{ hits: number }>()('/api/file/hits', z.object({ id })),
};
/** Other content areas: videos, toy circle, logistics providers, discounted purchase orders. */
export const content = {
  getVideoList: contentList('/api/content/get_video_list'),
  getTrendList: contentList('/api/content/get_trend_list'),
  getLogisticsList: contentList('/api/content/get_logistics_list'),
  getPurchaseList: contentList('/api/content/get_purchase_list'),
  getPurchaseDetail: endpoint<ContentItem>()('/api/content/get_purchase_detail', z.object({ id })),
};

/** /api/log/*: recent searches and browse logs. */
export const log = {
  getRecentSearches: endpoint<{ list: string[] }>()(
    '/api/log/get_recent_searches',
    z.object({ kind: z.enum(['keyword', 'factory']).optional() }),
  ),
  toyBrowseLog: endpoint<null>()('/api/log/toy_browse_log', z.object({ toy_id: id, module: str(40).optional() })),
  toyBrowseLogAll: endpoint<Page<ToyItem & { browse_time: string }>>()(
    '/api/log/toy_browse_log_all',
    z.object({ ...paging }),
  ),
  toyNewBrowseLogAll: endpoint<Page<ToyItem & { browse_time: string }>>()(
    '/api/log/toy_new_browse_log_all',
    z.object({ ...paging }),
  ),
  userClickFuncLog: endpoint<null>()(
    '/api/log/user_click_func_log',
    z.object({ func_module: z.string().min(1).max(60) }),
  ),
  userClickBoothLog: endpoint<null>()(
    '/api/log/user_click_booth_log',
    z.object({ booth_id: id, showroom_id: id.optional() }),
  ),
  userBrowseFuncLog: endpoint<null>()(
    '/api/log/user_browse_func_log',
    z.object({
      func_module: z.string().min(1).max(60),
      enter_time: epochMs,
      exit_time: epochMs,
    }),
  ),
};

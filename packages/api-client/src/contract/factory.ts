// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import type { ToyPage } from './catalogue';
import { endpoint, id, paging, str } from './define';

export interface FactoryItem {
  id: number;
  name: string;
  short_name: string;
  name_en: string;
  region_id: number | null;
  region_name: string;
  address: string;
  contact: string;
  tel: string;
  mobile: string;
  qq: string;
  fax: string;
  email: string;
  logo: string;
  is_taxpayer: 0 | 1;
  certifications: string[];
  showroom_ids: number[];
  follower_count: number;
  toy_count: number;
}
export interface FactoryDetail extends FactoryItem {
  intro: string;
  publicity: string[];
  license: string;
}
export interface RegionItem {
  id: number;
  name: string;
  province: string;
  intro: string;
  factory_count: number;
  toy_count: number;
}

/** Factory search by name or contact phone (§1), filters by region and general taxpayer. */
export const getList = endpoint<Page<FactoryItem>>()(
  '/api/factory/get_list',
  z.object({
    ...paging,
    keyword: str(100, '搜索关键词不能超过100个字').optional(),
    region_id: id.optional(),
    is_taxpayer: z.union([z.literal(0), z.literal(1)]).optional(),
    showroom_id: id.optional(),
  }),
);
export const getDetail = endpoint<FactoryDetail>()('/api/factory/get_detail', z.object({ id }));
export const getToyList = endpoint<ToyPage>()('/api/factory/get_toy_list', z.object({ id, ...paging }));
/** National manufacturing areas (/toy_area). */
export const getAreaList = endpoint<{ list: RegionItem[] }>()(
  '/api/factory/get_area_list',
  z.object({}).passthrough(),
  'public',
);
export const getArea = endpoint<{ area: RegionItem } & Page<FactoryItem>>()(
  '/api/factory/get_area',
  z.object({ id, ...paging }),
);

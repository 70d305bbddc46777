import {
  LISTING_BULK_ACTIONS,
  LISTING_LIMITS,
  LISTING_MISSING,
  LISTING_STATUSES,
  LISTING_STOCK_FILTERS,
  type ListingMissing,
  type ListingStatus,
} from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import { empty, endpoint, epochMs, id, int, list, num, paging, str } from './define';

/** A factory's own product as its console lists it. */
export interface ListingItem {
  id: number;
  article_number: string;
  name: string;
  name_en: string;
  picture: string;
  thumb: string;
  picture_count: number;
  category_id: number;
  category_name: string;
  exworks_price: number | null;
  certifications: string[];
  status: ListingStatus;
  stock_quantity: number | null;
  stock_price: number | null;
  missing: ListingMissing[];
  updated_time: string;
  stop_time: string | null;
}

/** Every field the editor shows, with the computed volumes. */
export interface ListingDetail extends ListingItem {
  packing_name: string;
  packing_name_en: string;
  length: number | null;
  width: number | null;
  height: number | null;
  pack_length: number | null;
  pack_width: number | null;
  pack_height: number | null;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_quantity: number | null;
  inbox_count: number | null;
  gross_weight: number | null;
  net_weight: number | null;
  carton_cubic_meter: number | null;
  carton_cubic_feet: number | null;
  introduction: string;
  introduction_en: string;
  battery_code: number | null;
  material_code: number | null;
  video: string;
  model_3d: string;
  /** stored picture addresses (/files/<hash>.jpg), the first is the main picture */
  pictures: string[];
}

export interface ListingPage extends Page<ListingItem> {
  /** products per state over the whole factory, for the status tabs */
  counts: Record<ListingStatus, number>;
}

export interface StockEntry {
  id: number;
  stock_quantity: number;
  stock_price: number | null;
  user_name: string;
  created_time: string;
}

export interface BulkResult {
  done: number;
  refused: { id: number; msg: string }[];
}

const L = LISTING_LIMITS;
const size = num(0, L.size).nullable();
const weight = num(0, L.weight).nullable();
const count = int(0, L.count).nullable();

/** The editor's fields (the domain checks the rules; the contract bounds the values). */
export const listingFields = {
  name: str(L.name),
  name_en: str(L.nameEn),
  article_number: str(L.articleNumber),
  category_id: int(0, 99_999).nullable(),
  exworks_price: num(0, L.price).nullable(),
  packing_name: str(L.packingName),
  packing_name_en: str(L.packingName),
  length: size,
  width: size,
  height: size,
  pack_length: size,
  pack_width: size,
  pack_height: size,
  carton_length: size,
  carton_width: size,
  carton_height: size,
  carton_quantity: count,
  inbox_count: count,
  gross_weight: weight,
  net_weight: weight,
  certifications: list(str(40), L.certificates),
  introduction: str(L.introduction),
  introduction_en: str(L.introduction),
  battery_code: int(0, 99_999_999).nullable(),
  material_code: int(0, 99_999_999).nullable(),
  video: str(L.url),
  model_3d: str(L.url),
  pictures: list(str(200), L.pictures),
};

const crop = z.object({ x: int(0, 100_000), y: int(0, 100_000), width: int(1, 100_000), height: int(1, 100_000) });

/** The factory console's products: list, editor, pictures, publish state and stock (the factory's own only). */
export const listings = {
  getList: endpoint<ListingPage>()(
    '/api/factory_product/get_list',
    z.object({
      ...paging,
      keyword: str(100).optional(),
      cate_id: int(0, 99_999).optional(),
      certification: str(40).optional(),
      status: z.enum(LISTING_STATUSES).optional(),
      stock: z.enum(LISTING_STOCK_FILTERS).optional(),
      missing: z.enum(LISTING_MISSING).optional(),
    }),
  ),
  getDetail: endpoint<ListingDetail>()('/api/factory_product/get_detail', z.object({ id })),
  /** Creates (no id) or edits a product; `status` published is held to the domain's publish rule. */
  save: endpoint<ListingDetail>()(
    '/api/factory_product/save',
    z.object({
      id: id.optional(),
      ...listingFields,
      status: z.enum(LISTING_STATUSES),
      stop_time: epochMs.nullable().optional(),
    }),
  ),
  bulk: endpoint<BulkResult>()(
    '/api/factory_product/bulk',
    z.object({
      ids: list(id, 200),
      action: z.enum(LISTING_BULK_ACTIONS),
      category_id: int(0, 99_999).optional(),
    }),
  ),
  /** Multipart: `file` (jpg/png) and an optional `crop` (JSON {x,y,width,height}); checked, stored, indexed. */
  uploadPicture: endpoint<{ picture: string; thumb: string }>()('/api/factory_product/upload_picture', empty),
  /** A stored picture cut to a rectangle (pixels of the picture as its address serves it), stored and indexed as a new picture. */
  cropPicture: endpoint<{ picture: string; thumb: string }>()(
    '/api/factory_product/crop_picture',
    z.object({ picture: str(200), crop }),
  ),
  setStock: endpoint<ListingDetail>()(
    '/api/factory_product/set_stock',
    z.object({ id, stock_quantity: int(0, L.stock), stock_price: num(0, L.price).nullable().optional() }),
  ),
  stockHistory: endpoint<Page<StockEntry>>()('/api/factory_product/stock_history', z.object({ id, ...paging })),
} as const;

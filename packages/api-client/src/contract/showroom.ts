import { SHOWROOM_MSG, VISITOR_LIST_MAX } from '@wanju/domain';
import * as z from 'zod';
import type { Page } from '../envelope';
import type { ToyItem } from './catalogue';
import { empty, endpoint, id, int, list, paging, str } from './define';

/** A showroom as its list shows it. */
export interface ShowroomSummary {
  id: number;
  route: string;
  name: string;
  city: string;
  logo: string;
  address: string;
  intro: string;
  floors: string[];
  opening_hours: string;
  booth_count: number;
  product_count: number;
}
/** A booth of a showroom: the exhibitor (a factory) and where it is on its floor's map. */
export interface BoothItem {
  id: number;
  showroom_id: number;
  floor: string;
  number: string;
  factory_id: number;
  factory_name: string;
  factory_logo: string;
  map_x: number;
  map_y: number;
  product_count: number;
}
export interface ShowroomDetail extends ShowroomSummary {
  booths: BoothItem[];
  /** the categories of its products, with how many each */
  categories: { id: number; name: string; name_en: string; count: number }[];
}
/** A product shown in a showroom, with its booth. */
export interface ShowroomProduct extends ToyItem {
  booth_id: number;
  booth_number: string;
  floor: string;
  featured: 0 | 1;
}
/** What a kiosk caches: the showroom, its booths and every product (with all pictures). */
export interface KioskCatalogue {
  showroom: ShowroomDetail;
  products: (ShowroomProduct & { pictures: string[] })[];
  /** when the catalogue was read (epoch ms) */
  loaded_at: number;
}
export interface KioskDevice {
  id: number;
  name: string;
  /** the last four letters of its code */
  code_hint: string;
  created_time: string;
  signed_in_time: string | null;
  last_seen_time: string | null;
  revoked: 0 | 1;
}
/** A kiosk visitor's list, opened by its share token. */
export interface VisitorList {
  showroom: { id: number; name: string; address: string };
  products: ShowroomProduct[];
  created_time: string;
  expires_time: string;
}
export interface ExhibitionBooth {
  id: number;
  exhibition_id: number;
  hall: string;
  number: string;
  factory_id: number;
  factory_name: string;
  factory_logo: string;
  intro: string;
  product_count: number;
  /** 1 when one of its sessions is live now */
  live: 0 | 1;
}
export interface ExhibitionSession {
  id: number;
  booth_id: number | null;
  title: string;
  start_time: string;
  end_time: string;
  phase: 'upcoming' | 'live' | 'ended';
  live_url: string;
}
export interface ExhibitionDetail {
  id: number;
  route: string;
  name: string;
  city: string;
  address: string;
  intro: string;
  halls: string[];
  start_time: string;
  end_time: string;
  phase: 'upcoming' | 'live' | 'ended';
  booths: ExhibitionBooth[];
  sessions: ExhibitionSession[];
  featured: ToyItem[];
}
export interface ExhibitionBoothDetail {
  exhibition: Pick<ExhibitionDetail, 'id' | 'route' | 'name' | 'phase' | 'start_time' | 'end_time'>;
  booth: ExhibitionBooth;
  /** featured products first */
  products: (ToyItem & { featured: 0 | 1 })[];
  sessions: ExhibitionSession[];
}

const route = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9_]*$/, SHOWROOM_MSG.showroomNotFound);
const deviceToken = str(100);
const label = (max: number, required: string) => z.string().trim().min(1, required).max(max, `最多${max}个字`);

export const showroom = {
  getList: endpoint<{ list: ShowroomSummary[] }>()('/api/showroom/get_list', empty, 'public'),
  /** One showroom by id or by its route (the named exhibitor routes). */
  getDetail: endpoint<ShowroomDetail>()(
    '/api/showroom/get_detail',
    z.object({ id: id.optional(), route: route.optional() }),
    'public',
  ),
  getProducts: endpoint<Page<ShowroomProduct>>()(
    '/api/showroom/get_products',
    z.object({
      id,
      ...paging,
      keyword: str(50).optional(),
      cate_id: id.optional(),
      booth_id: id.optional(),
      floor: str(20).optional(),
    }),
  ),
  /** A kiosk visitor's list: public, by its unguessable token, until it expires. */
  getVisitorList: endpoint<VisitorList>()('/api/showroom/get_visitor_list', z.object({ token: str(100) }), 'public'),
};

export const exhibition = {
  getDetail: endpoint<ExhibitionDetail>()('/api/exhibition/get_detail', z.object({ route }), 'public'),
  getBooth: endpoint<ExhibitionBoothDetail>()('/api/exhibition/get_booth', z.object({ id })),
};

/** The hall operator's management of its showroom. */
export const showroomOperator = {
  getInfo: endpoint<ShowroomDetail>()('/api/showroom_operator/get_info', empty),
  searchFactories: endpoint<{ list: { id: number; name: string }[] }>()(
    '/api/showroom_operator/search_factories',
    z.object({ keyword: str(50) }),
  ),
  saveBooth: endpoint<BoothItem>()(
    '/api/showroom_operator/save_booth',
    z.object({
      id: id.optional(),
      factory_id: id,
      floor: label(20, SHOWROOM_MSG.floorUnknown),
      number: label(20, SHOWROOM_MSG.boothNumberRequired),
      map_x: int(0, 100).optional(),
      map_y: int(0, 100).optional(),
    }),
  ),
  deleteBooth: endpoint<null>()('/api/showroom_operator/delete_booth', z.object({ id })),
  getBoothProducts: endpoint<{ list: ShowroomProduct[] }>()(
    '/api/showroom_operator/get_booth_products',
    z.object({ booth_id: id }),
  ),
  setFeatured: endpoint<null>()(
    '/api/showroom_operator/set_featured',
    z.object({ booth_id: id, product_id: id, featured: z.boolean() }),
  ),
  saveHours: endpoint<{ opening_hours: string }>()(
    '/api/showroom_operator/save_hours',
    z.object({ opening_hours: z.string().trim().max(100, SHOWROOM_MSG.hoursTooLong) }),
  ),
  getDevices: endpoint<{ list: KioskDevice[] }>()('/api/showroom_operator/get_devices', empty),
  /** A new kiosk device; its code is answered this once. */
  issueDevice: endpoint<{ device: KioskDevice; code: string }>()(
    '/api/showroom_operator/issue_device',
    z.object({ name: label(30, SHOWROOM_MSG.deviceNameRequired) }),
  ),
  revokeDevice: endpoint<KioskDevice>()('/api/showroom_operator/revoke_device', z.object({ id })),
};

/** The kiosk: signed in with a device code, not a person's account; every call carries its device token. */
export const kiosk = {
  signIn: endpoint<{ device_token: string; device: { id: number; name: string }; showroom_id: number }>()(
    '/api/kiosk/sign_in',
    z.object({ code: str(30) }),
    'public',
  ),
  /** Whether the device may still work (revocation stops it at the next check). */
  check: endpoint<{ showroom_id: number; name: string }>()(
    '/api/kiosk/check',
    z.object({ device_token: deviceToken }),
    'public',
  ),
  getCatalogue: endpoint<KioskCatalogue>()(
    '/api/kiosk/get_catalogue',
    z.object({ device_token: deviceToken }),
    'public',
  ),
  /** multipart: `file` (the picture) and `device_token`; the products of the device's showroom, nearest first. */
  searchImage: endpoint<{ ids: number[] }>()('/api/kiosk/search_image', empty, 'public'),
  /** Stores a visitor's list (once per client_key) and answers its share token for the QR code. */
  saveList: endpoint<{ token: string; expires_at: number }>()(
    '/api/kiosk/save_list',
    z.object({
      device_token: deviceToken,
      client_key: z
        .string()
        .min(8)
        .max(40)
        .regex(/^[A-Za-z0-9_-]+$/),
      ids: list(id, VISITOR_LIST_MAX, SHOWROOM_MSG.listTooLong).min(1, SHOWROOM_MSG.listEmpty),
    }),
    'public',
  ),
};

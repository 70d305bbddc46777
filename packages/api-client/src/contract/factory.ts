// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import type { ToyPage } from './catalogue';
import { empty, endpoint, id, int, list, num, paging, phone, str } from './define';
import type { FactoryRequest } from './working-set';

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
  /** The company display's extras (factory console): main categories, showroom booth, certificate pictures. */
  main_categories?: { id: number; name: string }[];
  booth?: string;
  certificate_pictures?: string[];
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

// ——— The factory console: dashboard, requests answered with a sample date and pictures, company display, staff ———

/** One day's count of a dashboard series ('YYYY-MM-DD'). */
export interface DayCount {
  day: string;
  n: number;
}
export interface WaitingCounts {
  inquiry: number;
  supplement: number;
  find_sample: number;
}
export interface ProductToFix {
  id: number;
  name: string;
  article_number: string;
  gaps: ('picture' | 'price')[];
}
export interface FactoryDashboard {
  factory_id: number;
  factory_name: string;
  /** Requests received today and this week (since Monday), by kind. */
  today: WaitingCounts;
  week: WaitingCounts;
  /** Requests not yet answered (inquiries, supplements) and open find-sample requests. */
  waiting: WaitingCounts;
  /** Answered per received over 30 days, in percent; median minutes from notification to answer (null: none). */
  response_rate: number;
  median_response_minutes: number | null;
  views: DayCount[];
  cart_adds: DayCount[];
  to_fix: ProductToFix[];
  to_fix_total: number;
}
/** A request as the console shows it: the working set's request with the console's answer fields. */
export interface ConsoleRequest extends FactoryRequest {
  /** 'YYYY-MM-DD' or null */
  sample_date: string | null;
  answer_pictures: string[];
  answered_by_name: string;
}
export interface FactoryProfile {
  id: number;
  name: string;
  name_en: string;
  short_name: string;
  logo: string;
  publicity: string[];
  license: string;
  certifications: string[];
  certificate_pictures: string[];
  intro: string;
  address: string;
  contact: string;
  tel: string;
  mobile: string;
  qq: string;
  fax: string;
  email: string;
  main_categories: number[];
  booth: string;
  showroom_ids: number[];
}
export interface StaffMember {
  user_id: number;
  phone: string;
  nickname: string;
  /** 0 main account, 1 salesperson, 2 administrator */
  user_type: number;
  disabled: boolean;
  invited_by_name: string;
  invited_time: string | null;
  /** requests this member answered */
  answered_count: number;
  last_answered_time: string | null;
}
export interface StaffPage {
  list: StaffMember[];
  /** whether the signed-in member may invite, change roles and disable */
  can_manage: boolean;
  me: number;
}

const picture = str(200);
const role = z.union([z.literal(1), z.literal(2)]);
const profileBody = z.object({
  name: str(100),
  name_en: str(200).default(''),
  short_name: str(50).default(''),
  logo: picture.default(''),
  publicity: list(picture, 20).default([]),
  license: picture.default(''),
  certifications: list(str(20), 40).default([]),
  certificate_pictures: list(picture, 20).default([]),
  intro: str(2000).default(''),
  address: str(200).default(''),
  contact: str(50).default(''),
  tel: str(50).default(''),
  mobile: str(50).default(''),
  qq: str(20).default(''),
  fax: str(50).default(''),
  email: str(100).default(''),
  main_categories: list(int(1, 100_000), 20).default([]),
  booth: str(100).default(''),
});

export const factoryConsole = {
  getDashboard: endpoint<FactoryDashboard>()('/api/factory_console/get_dashboard', empty),
  /** The received inquiries or supplements with the console's answer fields (who answered, sample date, pictures). */
  getRequests: endpoint<{ list: ConsoleRequest[]; total: number }>()(
    '/api/factory_console/get_requests',
    z.object({
      ...paging,
      kind: z.enum(['inquiry', 'supplement']).default('inquiry'),
      status: z.enum(['sent', 'read', 'answered', 'closed', 'completed']).optional(),
    }),
  ),
  /** Answer with prices (RMB), a sample date, a message and pictures uploaded by uploadPicture. */
  answerRequest: endpoint<ConsoleRequest>()(
    '/api/factory_console/answer_request',
    z.object({
      id,
      answer: str(500).default(''),
      prices: list(z.object({ toy_id: id, price: num(0, 1_000_000), remark: str(200).optional() }), 200),
      sample_date: str(10).nullable().default(null),
      pictures: list(picture, 20).default([]),
    }),
  ),
  uploadPicture: endpoint<{ picture: string; thumb: string }>()('/api/factory_console/upload_picture', empty),
  getProfile: endpoint<FactoryProfile>()('/api/factory_console/get_profile', empty),
  saveProfile: endpoint<FactoryProfile>()('/api/factory_console/save_profile', profileBody),
  getStaff: endpoint<StaffPage>()('/api/factory_console/get_staff', empty),
  /** Invite by phone: an account with no company joins (a new phone gets an account that signs in by SMS code). */
  inviteStaff: endpoint<StaffMember>()(
    '/api/factory_console/invite_staff',
    z.object({ phone, nickname: str(20), role }),
  ),
  setStaffRole: endpoint<StaffMember>()('/api/factory_console/set_staff_role', z.object({ user_id: id, role })),
  setStaffDisabled: endpoint<StaffMember>()(
    '/api/factory_console/set_staff_disabled',
    z.object({ user_id: id, disabled: z.boolean() }),
  ),
};

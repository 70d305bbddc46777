import type {
  BoothItem,
  ExhibitionBoothDetail,
  ExhibitionDetail,
  KioskDevice,
  ShowroomDetail,
  ShowroomProduct,
  ShowroomSummary,
  VisitorList,
} from '@wanju/api-client';
import { toyFixture } from '../../fixtures';

/** Story fixtures shaped like the demo showrooms and exhibitions. */
export const showroomSummary = (id: number, name: string, route: string): ShowroomSummary => ({
  id,
  route,
  name,
  city: '汕头澄海',
  logo: '',
  address: `广东省汕头市澄海区玩具大道${id}号`,
  intro: '',
  floors: ['1F', '2F', '3F'],
  opening_hours: '周一至周六 9:00-18:00',
  booth_count: 6,
  product_count: 120,
});

export const showroomListFixture: ShowroomSummary[] = [
  showroomSummary(104, '线上展厅', 'online'),
  showroomSummary(10, '新联创玩具展厅', 'xinlianchuang'),
  showroomSummary(99, '会员展厅', 'memberShow'),
  showroomSummary(12, '吉尚玩具城', 'jishang'),
  showroomSummary(19, '外贸展会展厅', 'tradeShow'),
];

const booth = (id: number, floor: string, number: string, factory: string, x: number, y: number): BoothItem => ({
  id,
  showroom_id: 10,
  floor,
  number,
  factory_id: id,
  factory_name: factory,
  factory_logo: '',
  map_x: x,
  map_y: y,
  product_count: 24,
});

export const showroomFixture: ShowroomDetail = {
  ...showroomSummary(10, '新联创玩具展厅', 'xinlianchuang'),
  booths: [
    booth(1, '1F', '1A10', '汕头市澄海区星辉玩具厂', 20, 30),
    booth(2, '1F', '1A11', '澄海区新宇智能玩具厂', 50, 60),
    booth(3, '2F', '2B12', '汕头市奇趣毛绒玩具有限公司', 35, 45),
  ],
  categories: [
    { id: 4000, name: '遥控汽车', name_en: 'RC Cars', count: 40 },
    { id: 4010, name: '毛绒玩具', name_en: 'Plush', count: 30 },
  ],
};

export const showroomProduct = (i: number): ShowroomProduct => ({
  ...toyFixture(i),
  booth_id: 1 + (i % 3),
  booth_number: ['1A10', '1A11', '2B12'][i % 3] as string,
  floor: i % 3 === 2 ? '2F' : '1F',
  featured: i < 2 ? 1 : 0,
});
export const showroomProducts = (n: number) => Array.from({ length: n }, (_, i) => showroomProduct(i));

const session = (id: number, title: string, phase: 'upcoming' | 'live' | 'ended', boothId: number | null) => ({
  id,
  booth_id: boothId,
  title,
  start_time: '2026-11-25 10:00:00',
  end_time: '2026-11-25 12:00:00',
  phase,
  live_url: phase === 'live' ? '/media/live-1.webm' : '',
});

export const exhibitionFixture: ExhibitionDetail = {
  id: 1,
  route: 'onlineExhibition',
  name: '2026澄海国际玩具博览会·线上展',
  city: '汕头澄海',
  address: '广东省汕头市澄海区玩具会展中心',
  intro: '澄海玩具产业带线上同步开展：展位浏览、新品首发、工厂直播与在线询价。',
  halls: ['1号馆 遥控与电动', '2号馆 益智与积木'],
  start_time: '2026-11-24 09:00:00',
  end_time: '2026-11-28 18:00:00',
  phase: 'live',
  booths: [
    {
      id: 11,
      exhibition_id: 1,
      hall: '1号馆 遥控与电动',
      number: 'A01',
      factory_id: 1,
      factory_name: '汕头市澄海区星辉玩具厂',
      factory_logo: '',
      intro: '',
      product_count: 30,
      live: 1,
    },
    {
      id: 12,
      exhibition_id: 1,
      hall: '2号馆 益智与积木',
      number: 'B02',
      factory_id: 2,
      factory_name: '澄海区新宇智能玩具厂',
      factory_logo: '',
      intro: '',
      product_count: 18,
      live: 0,
    },
  ],
  sessions: [
    session(1, '开幕式与新品发布', 'ended', null),
    session(2, '展位直播：工厂新品讲解（1）', 'live', 11),
    session(3, '采购对接会：欧美渠道', 'upcoming', 12),
  ],
  featured: [toyFixture(0), toyFixture(1), toyFixture(2)],
};

export const exhibitionBoothFixture: ExhibitionBoothDetail = {
  exhibition: {
    id: 1,
    route: 'onlineExhibition',
    name: exhibitionFixture.name,
    phase: 'live',
    start_time: exhibitionFixture.start_time,
    end_time: exhibitionFixture.end_time,
  },
  booth: exhibitionFixture.booths[0] as ExhibitionBoothDetail['booth'],
  products: [0, 1, 2, 3, 4, 5].map((i) => ({ ...toyFixture(i), featured: i < 2 ? 1 : 0 })),
  sessions: [session(2, '展位直播：工厂新品讲解（1）', 'live', 11)],
};

export const devicesFixture: KioskDevice[] = [
  {
    id: 2,
    name: '二楼电梯口',
    code_hint: 'K7PQ',
    created_time: '2026-11-20 09:00:00',
    signed_in_time: '2026-11-20 09:05:00',
    last_seen_time: '2026-11-25 15:30:00',
    revoked: 0,
  },
  {
    id: 1,
    name: '一楼大厅触摸屏',
    code_hint: '8888',
    created_time: '2026-11-01 09:00:00',
    signed_in_time: null,
    last_seen_time: null,
    revoked: 1,
  },
];

export const visitorListFixture: VisitorList = {
  showroom: { id: 10, name: '新联创玩具展厅', address: '广东省汕头市澄海区玩具大道10号' },
  products: showroomProducts(3),
  created_time: '2026-11-25 15:00:00',
  expires_time: '2026-11-28 15:00:00',
};

import { sampleImage } from '@wanju/ui';
import type { KioskProduct, KioskShowroom } from './KioskViews';

/** Story fixtures shaped like a demo showroom's kiosk catalogue. */
const NAMES = ['遥控越野攀爬车', '2.4G四轴无人机', '惯性工程车套装', '毛绒小熊公仔', '益智磁力片积木', '电动泡泡机'];
const EN = [
  'RC Rock Crawler',
  '2.4G Quadcopter',
  'Friction Truck Set',
  'Plush Teddy Bear',
  'Magnetic Tiles',
  'Bubble Machine',
];
const COLORS = ['#ff8a3d', '#3d8bff', '#2fb36b', '#d94f8c', '#8a5cf6', '#e0a800'];
const BOOTHS = [
  { id: 1, floor: '1F', number: '1A10', factory_name: '汕头市澄海区星辉玩具厂', map_x: 20, map_y: 30 },
  { id: 2, floor: '1F', number: '1A11', factory_name: '澄海区新宇智能玩具厂', map_x: 55, map_y: 60 },
  { id: 3, floor: '2F', number: '2B12', factory_name: '汕头市奇趣毛绒玩具有限公司', map_x: 40, map_y: 40 },
];

export function kioskProduct(i: number): KioskProduct {
  const booth = BOOTHS[i % 3] as (typeof BOOTHS)[number];
  const name = NAMES[i % NAMES.length] as string;
  const pictures = [0, 1, 2].map((k) => sampleImage(`${name.slice(0, 3)}${k + 1}`, COLORS[(i + k) % COLORS.length]));
  return {
    id: 500 + i,
    toy_id: 500 + i,
    article_number: `XH-${6600 + i}`,
    factory_number: `F${i}`,
    name,
    name_en: EN[i % EN.length] as string,
    picture: pictures[0] as string,
    thumb: pictures[0] as string,
    pictures,
    unit: 'PCS',
    exworks_price: 18.5 + i * 2.5,
    factory_id: booth.id,
    factory_name: booth.factory_name,
    region_id: 1,
    region_name: '汕头澄海',
    category_id: i % 2 ? 4010 : 4000,
    category_name: i % 2 ? '毛绒玩具' : '遥控汽车',
    category_en: i % 2 ? 'Plush' : 'RC Cars',
    length: 30,
    width: 15,
    height: 12,
    carton_length: 80,
    carton_width: 60,
    carton_height: 70,
    carton_cubic_meter: 0.336,
    carton_cubic_feet: 11.87,
    carton_quantity: 24,
    box_count: 24,
    inbox_count: 6,
    pack_length: 32,
    pack_width: 17,
    pack_height: 14,
    gross_weight: 18.5,
    net_weight: 16.2,
    packing_name: '彩盒',
    packing_name_en: 'Color Box',
    certifications: ['EN71'],
    stock_quantity: null,
    is_black: 0,
    is_set_hide: 0,
    stop_time: null,
    popularity: 10,
    created_time: '2026-11-20 10:00:00',
    booth_id: booth.id,
    booth_number: booth.number,
    floor: booth.floor,
    featured: i < 4 ? 1 : 0,
  };
}

export const kioskProducts = Array.from({ length: 9 }, (_, i) => kioskProduct(i));

export const kioskShowroom: KioskShowroom = {
  id: 10,
  route: 'xinlianchuang',
  name: '新联创玩具展厅',
  city: '汕头澄海',
  logo: '',
  address: '广东省汕头市澄海区玩具大道10号',
  intro: '',
  floors: ['1F', '2F', '3F'],
  opening_hours: '周一至周六 9:00-18:00',
  booth_count: 3,
  product_count: 9,
  booths: BOOTHS.map((b) => ({ ...b, showroom_id: 10, factory_id: b.id, factory_logo: '', product_count: 3 })),
  categories: [
    { id: 4000, name: '遥控汽车', name_en: 'RC Cars', count: 5 },
    { id: 4010, name: '毛绒玩具', name_en: 'Plush', count: 4 },
  ],
};

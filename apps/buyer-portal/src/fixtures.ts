import type { FactoryDetail, FactoryItem, ToyDetail, ToyItem } from '@wanju/api-client';
import { sampleImage } from '@wanju/ui';

/** Story fixtures: products and factories shaped like the server's demo data. */
const NAMES = ['遥控越野攀爬车', '2.4G四轴无人机', '惯性工程车套装', '仿真厨房过家家玩具', '益智磁力片积木', '泡泡机'];
const COLORS = ['#ff8a3d', '#3d8bff', '#2fb36b', '#d94f8c', '#8a5cf6', '#e0a800'];

export function toyFixture(i: number, overrides: Partial<ToyItem> = {}): ToyItem {
  const name = NAMES[i % NAMES.length] as string;
  const picture = sampleImage(name.slice(0, 4), COLORS[i % COLORS.length]);
  return {
    id: 1000 + i,
    toy_id: 1000 + i,
    article_number: `XH-${8800 + i}`,
    factory_number: `XH${8800 + i}`,
    name,
    name_en: 'Toy',
    picture,
    thumb: picture,
    unit: 'PCS',
    exworks_price: 12.5 + i * 3.2,
    factory_id: 1,
    factory_name: '汕头市澄海区星辉玩具厂',
    region_id: 1,
    region_name: '汕头澄海',
    category_id: 4000,
    category_name: '遥控汽车',
    category_en: 'RC Cars',
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
    certifications: ['EN71', 'CCC'],
    stock_quantity: null,
    is_black: 0,
    is_set_hide: 0,
    stop_time: null,
    popularity: 100 - i,
    created_time: '2026-11-20 10:00:00',
    ...overrides,
  };
}

export const toyList = (n: number): ToyItem[] => Array.from({ length: n }, (_, i) => toyFixture(i));

export const LONG_NAME =
  '超长名称测试：大号合金仿真遥控越野攀爬车四驱高速漂移赛车儿童男孩生日礼物带灯光充电版（含两块电池和备用轮胎）';

export function toyDetailFixture(overrides: Partial<ToyDetail> = {}): ToyDetail {
  const base = toyFixture(0);
  return {
    ...base,
    pictures: [base.picture, sampleImage('侧面', '#3d8bff'), sampleImage('包装', '#2fb36b')],
    introduction: '1:16 比例遥控越野车，2.4G 遥控，四驱设计，可爬坡越障，适合 6 岁以上儿童。',
    introduction_en: '',
    stock_updated_time: null,
    ip_id: null,
    ip_name: '',
    tel: '0754-85551234',
    mobile: '13902345678',
    qq: '123456789',
    fax: '0754-85551235',
    email: 'sales@xinghui-toys.cn',
    address: '广东省汕头市澄海区莲下镇玩具工业区8号',
    contact: '陈经理',
    sections: ['new'],
    similar: toyList(4).map((t, i) => ({ ...t, id: 2000 + i })),
    ...overrides,
  };
}

export function factoryFixture(i: number, overrides: Partial<FactoryItem> = {}): FactoryItem {
  return {
    id: 1 + i,
    name: ['汕头市澄海区星辉玩具厂', '义乌市富源玩具厂', '东莞市嘉利工艺品厂'][i % 3] as string,
    short_name: '星辉玩具',
    name_en: 'Xinghui Toys',
    region_id: 1,
    region_name: '汕头澄海',
    address: '广东省汕头市澄海区莲下镇玩具工业区8号',
    contact: '陈经理',
    tel: '0754-85551234',
    mobile: '13902345678',
    qq: '123456789',
    fax: '0754-85551235',
    email: 'sales@xinghui-toys.cn',
    logo: sampleImage('工厂', '#c9360a'),
    is_taxpayer: i % 2 === 0 ? 1 : 0,
    certifications: ['EN71', 'ASTM_F963'],
    showroom_ids: [],
    follower_count: 12 + i,
    toy_count: 240 + i,
    ...overrides,
  };
}

export function factoryDetailFixture(overrides: Partial<FactoryDetail> = {}): FactoryDetail {
  return {
    ...factoryFixture(0),
    intro: '星辉玩具厂位于汕头澄海，专业生产遥控车、惯性车与益智玩具，产品远销欧美、中东及东南亚。',
    publicity: [],
    license: '',
    ...overrides,
  };
}

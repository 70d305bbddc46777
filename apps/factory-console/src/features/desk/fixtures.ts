import type { ConsoleRequest, FindSampleRequest, RequestLine, ToyItem } from '@wanju/api-client';
import { sampleImage } from '@wanju/ui';

/** Story fixtures shaped like the server's answers. */
export function toy(i: number, overrides: Partial<ToyItem> = {}): ToyItem {
  const names = ['遥控越野攀爬车', '2.4G四轴无人机', '惯性工程车套装'];
  const name = names[i % names.length] as string;
  const picture = sampleImage(name.slice(0, 4), ['#ff8a3d', '#3d8bff', '#2fb36b'][i % 3]);
  return {
    id: 2000 + i,
    toy_id: 2000 + i,
    article_number: `XH-${9900 + i}`,
    factory_number: `XH${9900 + i}`,
    name,
    name_en: 'Toy',
    picture,
    thumb: picture,
    unit: 'PCS',
    exworks_price: 12.5 + i,
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
    carton_length: 62,
    carton_width: 40,
    carton_height: 55,
    carton_cubic_meter: 0.136,
    carton_cubic_feet: 4.8,
    carton_quantity: 24,
    box_count: 24,
    inbox_count: 1,
    pack_length: 32,
    pack_width: 16,
    pack_height: 14,
    gross_weight: 12,
    net_weight: 10,
    packing_name: '彩盒',
    packing_name_en: 'Color box',
    certifications: ['EN71'],
    stock_quantity: 0,
    is_black: 0,
    is_set_hide: 0,
    stop_time: null,
    popularity: 0,
    created_time: '2026-11-01 10:00:00',
    ...overrides,
  } as ToyItem;
}

const line = (i: number, price: number | null = null): RequestLine => ({
  ...toy(i),
  quantity: 500,
  target_price: null,
  answer_price: price,
  answer_remark: price !== null ? '含彩盒' : '',
});

export function requestFixture(id: number, overrides: Partial<ConsoleRequest> = {}): ConsoleRequest {
  return {
    id,
    kind: 'inquiry',
    factory_id: 1,
    factory_name: '汕头市澄海区星辉玩具厂',
    status: 'sent',
    status_text: '已发送',
    remark: '请报500箱的价格和交期',
    currency: 'RMB',
    deadline: null,
    sample_needed: false,
    answer: '',
    notify_time: '2026-11-21 10:00:00',
    read_time: null,
    answered_time: null,
    created_time: '2026-11-21 09:12:00',
    chase_count: 0,
    toy_count: 2,
    user_id: 1,
    user_name: '王建国',
    list: [line(0), line(1)],
    sample_date: null,
    answer_pictures: [],
    answered_by_name: '',
    ...overrides,
  };
}

export const requestsFixture: ConsoleRequest[] = [
  requestFixture(11),
  requestFixture(12, {
    status: 'answered',
    status_text: '已回复',
    answer: '500箱可做，交期25天',
    read_time: '2026-11-21 10:05:00',
    answered_time: '2026-11-21 11:00:00',
    list: [line(0, 12.8), line(1, 9.5)],
    sample_date: '2026-11-28',
    answer_pictures: [sampleImage('样品', '#3d8bff')],
    answered_by_name: '林志强',
  }),
  requestFixture(13, { status: 'closed', status_text: '已关闭', toy_count: 1, list: [line(2, 20)] }),
];

export const findSamplesFixture: FindSampleRequest[] = [
  {
    id: 21,
    pictures: [sampleImage('挖掘机', '#e0a800')],
    description: '带灯光的遥控挖掘机，六通道，合金铲斗',
    target_price: 20,
    quantity: 1000,
    status: 'open',
    status_text: '找样中',
    answer_count: 0,
    chase_count: 0,
    created_time: '2026-11-21 08:00:00',
    user_id: 1,
    user_name: '王建国',
    answers: [],
  },
  {
    id: 22,
    pictures: [],
    description: '磁力片积木 100片装，带收纳盒',
    target_price: null,
    quantity: null,
    status: 'answered',
    status_text: '已回复',
    answer_count: 2,
    chase_count: 1,
    created_time: '2026-11-20 15:00:00',
    user_id: 2,
    user_name: '李晓梅',
    answers: [
      {
        id: 1,
        factory_id: 1,
        factory_name: '汕头市澄海区星辉玩具厂',
        price: 18.5,
        remark: '可改颜色',
        created_time: '2026-11-20 16:00:00',
        toy: toy(2),
      },
    ],
  },
];

export const ownProductsFixture: ToyItem[] = [toy(0), toy(1), toy(2)];

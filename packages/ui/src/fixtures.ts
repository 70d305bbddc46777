/**
 * Story and test fixtures: realistic product data and drawn product pictures (inline SVG, no network).
 * Exported from the package for app stories.
 */
import type { ProductCardData } from './components/ProductCard/ProductCard';

const PALETTE = ['#ff8a3d', '#3d8bff', '#2fb574', '#e5484d', '#8e4ec6', '#f5a524', '#12a594', '#d6409f'];

export function sampleImage(label: string, color = '#ff8a3d', bg = '#fff7f0'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="${bg}"/><rect x="50" y="70" width="140" height="80" rx="18" fill="${color}"/><circle cx="85" cy="160" r="20" fill="#333"/><circle cx="155" cy="160" r="20" fill="#333"/><rect x="80" y="48" width="70" height="36" rx="8" fill="${color}" opacity=".75"/><text x="120" y="215" font-size="20" text-anchor="middle" fill="#555" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const NAMES = [
  '2.4G 四通遥控越野车',
  '儿童益智磁力片 100 片装',
  '婴儿安抚摇铃牙胶套装',
  '户外泡泡机 电动 带灯光音乐',
  '仿真过家家厨房玩具套装',
  '合金回力工程车 6 款混装',
  '遥控特技翻滚车 双面驾驶',
  '木质数字认知积木',
  '充气城堡蹦床（家用小号）',
  '1:24 合金跑车模型 开门声光',
];
const FACTORIES = ['汕头市澄海区星辉玩具厂', '广东奥飞实业有限公司', '澄海区宏达塑胶玩具厂', '义乌市乐童玩具有限公司'];

/** `count` deterministic products (for stories, tests and the ProductGrid benchmark). */
export function sampleProducts(count: number, withPictures = true): ProductCardData[] {
  const pictures = withPictures ? PALETTE.map((c, i) => sampleImage(`#${i + 1}`, c)) : [];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}号` : ''}`,
    picture: withPictures ? pictures[i % pictures.length] : null,
    articleNumber: `CH-${String(8800 + i).padStart(5, '0')}`,
    price: Math.round((5 + ((i * 37) % 200) + (i % 7) * 0.35) * 100) / 100,
    currency: 'RMB',
    factoryName: FACTORIES[i % FACTORIES.length],
    size: [20 + (i % 30), 10 + (i % 12), 8 + (i % 15)] as const,
    tags: i % 5 === 0 ? ['新品'] : i % 7 === 0 ? ['特价'] : [],
  }));
}

/** Sample carts (选样车) in the domain's shape. */
export const sampleCarts = [
  {
    id: 1,
    name: '春季新品',
    customer_id: 11,
    customer_name: '德国客户 Müller',
    remark: '',
    is_default: 1 as const,
    toy_count: 36,
    created_time: '2025-03-02 10:12:00',
  },
  {
    id: 2,
    name: '遥控类',
    customer_id: 12,
    customer_name: '迪拜客户',
    remark: '要彩盒',
    is_default: 0 as const,
    toy_count: 128,
    created_time: '2025-03-05 15:40:00',
  },
  {
    id: 3,
    name: '婴童专场',
    customer_id: 0,
    customer_name: '',
    remark: '',
    is_default: 0 as const,
    toy_count: 0,
    created_time: '2025-03-09 09:00:00',
  },
];

/** Export history records in the domain's shape. */
export const sampleExportHistory = [
  {
    id: 1,
    content: '春季新品 选样',
    toy_count: 36,
    export_format: 1,
    created_time: '2025-03-25 10:12:00',
    file_url: '/files/a.xlsx',
  },
  {
    id: 2,
    content: '遥控类 报价单',
    toy_count: 128,
    export_format: 2,
    created_time: '2025-03-10 16:30:00',
    file_url: '/files/b.pdf',
  },
  {
    id: 3,
    content: '年货节 选样',
    toy_count: 12,
    export_format: 1,
    created_time: '2025-01-20 09:00:00',
    file_url: '/files/c.xlsx',
  },
];

/** Chat conversations and messages in the domain's shape. */
export const sampleConversations = [
  {
    chat_id: 'c1',
    nickname: '星辉玩具厂 陈经理',
    avatar: '',
    belong_type: 1,
    company_name: '汕头市澄海区星辉玩具厂',
    last_message: '样品明天寄出，单号稍后发您',
    unread_count: 3,
    last_check_time: 0,
  },
  {
    chat_id: 'c2',
    nickname: '在线客服',
    avatar: '',
    belong_type: 0,
    company_name: '',
    last_message: '您好，请问有什么可以帮您？',
    unread_count: 0,
    last_check_time: 0,
  },
  {
    chat_id: 'c3',
    nickname: '乐童玩具 王小姐',
    avatar: '',
    belong_type: 1,
    company_name: '义乌市乐童玩具有限公司',
    last_message: '[图片]',
    unread_count: 120,
    last_check_time: 0,
  },
];
export const sampleMessages = [
  {
    gid: 'm1',
    from_chat_id: 'c1',
    status: 1,
    created_time: '10:02',
    msg_content: [{ MsgType: 'TIMTextElem' as const, MsgContent: { Text: '您好，这款遥控车的外箱尺寸是多少？' } }],
  },
  {
    gid: 'm2',
    from_chat_id: 'me',
    status: 1,
    created_time: '10:05',
    msg_content: [{ MsgType: 'TIMTextElem' as const, MsgContent: { Text: '外箱 60*40*35.5 cm，装箱 24 台。' } }],
  },
  {
    gid: 'm3',
    from_chat_id: 'c1',
    status: 1,
    created_time: '10:06',
    msg_content: [
      {
        MsgType: 'TIMCustomElem' as const,
        MsgContent: { Data: '{"name":"2.4G 四通遥控越野车","price":"¥36.80"}', Desc: '[产品]' },
      },
    ],
  },
];

/** Quotation lines for QuotationItemTable stories and tests. */
export const sampleQuoteLines = [
  {
    id: 1,
    name: '2.4G 四通遥控越野车',
    articleNumber: 'CH-8821',
    customNumber: 'A-01',
    exworksPrice: 36.8,
    additionalPrice: 1.2,
    cartonLength: 60,
    cartonWidth: 40,
    cartonHeight: 35.5,
    cartonQuantity: 24,
    cartons: 10,
    grossWeight: 12.5,
    netWeight: 10.8,
  },
  {
    id: 2,
    name: '儿童益智磁力片 100 片装',
    articleNumber: 'CH-8822',
    customNumber: '',
    exworksPrice: 12,
    additionalPrice: 0,
    cartonLength: 50,
    cartonWidth: 30,
    cartonHeight: 40,
    cartonQuantity: 36,
    cartons: 5,
    grossWeight: 15,
    netWeight: 13.6,
  },
  {
    id: 3,
    name: '木质数字认知积木',
    articleNumber: 'CH-8823',
    exworksPrice: null,
    cartonLength: 45,
    cartonWidth: 35,
    cartonHeight: 30,
    cartonQuantity: 48,
    cartons: 0,
    grossWeight: 9,
    netWeight: 8,
  },
];

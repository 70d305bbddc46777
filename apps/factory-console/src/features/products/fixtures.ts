import type {
  ImportJobInfo,
  ImportRowItem,
  ImportUpload,
  ListingDetail,
  ListingItem,
  StockEntry,
} from '@wanju/api-client';
import { emptyListing } from '@wanju/domain';

const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#ffe4b5"/><circle cx="100" cy="110" r="60" fill="#e4572e"/><rect x="60" y="40" width="80" height="30" fill="#29335c"/></svg>',
  );
const PICTURE_2 =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#d0f4de"/><rect x="40" y="60" width="120" height="80" fill="#2a9d8f"/></svg>',
  );

export const listingItem = (id: number, patch: Partial<ListingItem> = {}): ListingItem => ({
  id,
  article_number: `CH-${1000 + id}`,
  name: `澄海惯性回力工程车${id}号`,
  name_en: `Friction Truck ${id}`,
  picture: PICTURE,
  thumb: PICTURE,
  picture_count: 2,
  category_id: 4000,
  category_name: '遥控玩具',
  exworks_price: 12.5 + id,
  certifications: ['EN71'],
  status: 'published',
  stock_quantity: id % 2 ? 480 : null,
  stock_price: id % 2 ? 11.2 : null,
  missing: [],
  updated_time: '2026-11-20 10:30:00',
  stop_time: null,
  ...patch,
});

export const listingItems: ListingItem[] = [
  listingItem(1),
  listingItem(2, {
    status: 'draft',
    picture: '',
    thumb: '',
    picture_count: 0,
    missing: ['picture', 'price'],
    exworks_price: null,
  }),
  listingItem(3, { status: 'hidden', stop_time: '2026-11-01 00:00:00' }),
  listingItem(4, {
    name: '超长名称的多功能儿童益智早教学习机带中英文双语点读和故事播放功能',
    missing: ['name_en', 'carton'],
  }),
];

export const listingDetail = (patch: Partial<ListingDetail> = {}): ListingDetail => ({
  ...listingItem(1),
  ...emptyListing(),
  id: 1,
  name: '澄海惯性回力工程车1号',
  name_en: 'Friction Truck 1',
  article_number: 'CH-1001',
  category_id: 4000,
  exworks_price: 13.5,
  carton_length: 60,
  carton_width: 40,
  carton_height: 50,
  carton_quantity: 24,
  gross_weight: 12,
  net_weight: 10,
  carton_cubic_meter: 0.12,
  carton_cubic_feet: 4.24,
  certifications: ['EN71'],
  pictures: [PICTURE, PICTURE_2],
  ...patch,
});

export const stockHistory: StockEntry[] = [
  { id: 2, stock_quantity: 480, stock_price: 11.2, user_name: '李厂长', created_time: '2026-11-20 10:30:00' },
  { id: 1, stock_quantity: 960, stock_price: null, user_name: '李厂长', created_time: '2026-11-02 09:00:00' },
];

export const importUpload: ImportUpload = {
  upload_id: '00000000-0000-4000-8000-000000000001',
  file_name: '2026秋季产品目录.xlsx',
  columns: [
    { column: 1, header: '货号', samples: ['CH-1001', 'CH-1002'] },
    { column: 2, header: '品名', samples: ['回力工程车', '遥控挖掘机'] },
    { column: 3, header: '类别', samples: ['4000', '4000'] },
    { column: 4, header: '单价', samples: ['12.5', '36'] },
    { column: 5, header: '箱规', samples: ['60*40*50', '70*50*60'] },
  ],
  suggested: { article_number: 1, name: 2, category_id: 3, exworks_price: 4, carton_size: 5 },
  required: ['article_number', 'name', 'category_id'],
  header_row: 3,
  embedded_pictures: 2,
  zip_pictures: 0,
};

export const importJob = (patch: Partial<ImportJobInfo> = {}): ImportJobInfo => ({
  id: '00000000-0000-4000-8000-000000000002',
  status: 'running',
  progress: 42,
  file_name: '2026秋季产品目录.xlsx',
  total: 200,
  created: 80,
  updated: 0,
  refused: 4,
  error: '',
  report_url: '',
  created_time: '2026-11-25 10:00:00',
  channel: 'user:5',
  ...patch,
});

export const importRows: ImportRowItem[] = [
  { row: 5, article_number: 'CH-1004', outcome: 'refused', message: '毛重“十二公斤”不是数字', product_id: null },
  { row: 7, article_number: 'CH-1001', outcome: 'refused', message: '货号与第2行重复，已跳过', product_id: null },
  {
    row: 9,
    article_number: 'CH-1008',
    outcome: 'refused',
    message: '图片无法使用：图片已损坏或不完整',
    product_id: null,
  },
];

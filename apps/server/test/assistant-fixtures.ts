import type { QuestionFilters, SheetField } from '@wanju/domain';
import ExcelJS from 'exceljs';
import { drawnPicture } from './listing-fixtures';

/**
 * The AI assistant's ground truth, made in code: 20 supplier price lists laid out the ways suppliers do
 * (titles and contact blocks above the header, merged banners, two-row headers, Chinese, English and
 * bilingual headers, units and currencies inside the values, pictures embedded on their rows, notes and
 * totals below), each column with the field it should map to; and 100 buyer questions with the filters
 * each should give.
 */

export interface Product {
  article: string;
  name: string;
  nameEn: string;
  price: number;
  qty: number;
  inner: number;
  carton: [number, number, number];
  size: [number, number, number];
  pack: [number, number, number];
  gross: number;
  net: number;
  category: string;
  cert: string;
}

const NAMES: [string, string, string][] = [
  ['遥控越野车', 'RC Off-road Car', '遥控车'],
  ['大颗粒积木桶', 'Building Blocks Bucket', '积木'],
  ['毛绒小熊', 'Plush Bear', '毛绒玩具'],
  ['回力工程车', 'Pull-back Truck', '回力车'],
  ['泡泡机', 'Bubble Machine', '泡泡玩具'],
  ['儿童厨房套装', 'Kitchen Play Set', '厨房玩具'],
  ['合金跑车模型', 'Die-cast Sports Car', '合金模型'],
  ['木质拼图', 'Wooden Puzzle', '拼图'],
];

export function products(layout: number, count = 8): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const [name, nameEn, category] = NAMES[(i + layout) % NAMES.length] as [string, string, string];
    return {
      article: `${['XN', 'HY', 'LT', 'JX'][layout % 4]}-${1000 + layout * 37 + i}`,
      name,
      nameEn,
      price: Math.round((8 + ((layout * 7 + i * 13) % 90) + 0.5) * 100) / 100,
      qty: [24, 36, 48, 60, 72, 96][(layout + i) % 6] as number,
      inner: [2, 4, 6, 12][(layout + i) % 4] as number,
      carton: [60 + (i % 3) * 5, 40 + (layout % 4) * 2, 50 + (i % 2) * 4],
      size: [18 + i, 9 + (layout % 5), 12],
      pack: [22 + i, 12, 15 + (layout % 3)],
      gross: 10 + ((layout + i) % 8) + 0.5,
      net: 9 + ((layout + i) % 8),
      category,
      cert: ['CE/EN71', 'EN71, ASTM F963', 'CE', '3C', 'CPC/ASTM'][(layout + i) % 5] as string,
    };
  });
}

/** A column of a layout: its header (and sub-header), the field it should map to, and its cell for a product. */
interface Column {
  header: string;
  /** a second header row under a merged parent (长/宽/高) */
  sub?: string;
  field: SheetField | null;
  cell: (p: Product, i: number) => string | number | null;
}

export interface Layout {
  name: string;
  /** rows above the header: each a list of cells; a merged banner is one text spanning the width */
  above: { cells: (string | null)[]; merge?: boolean }[];
  /** blank columns left of the table */
  offset?: number;
  columns: Column[];
  /** where pictures are anchored (a column index of `columns`), none: no pictures */
  pictureColumn?: number;
  /** rows between and below the products */
  sectionTitles?: boolean;
  footer?: string[];
  /** the parents of two-row headers: [first column, last column, text] */
  parents?: [number, number, string][];
}

const c = (header: string, field: SheetField | null, cell: Column['cell'], sub?: string): Column => ({
  header,
  field,
  cell,
  sub,
});
const dims = (d: [number, number, number], sep = '*', unit = 'cm') => `${d.join(sep)}${unit}`;
const picture = (header: string): Column => c(header, 'picture', () => null);

export const LAYOUTS: Layout[] = [
  {
    name: '第一行表头，中文',
    above: [],
    columns: [
      c('货号', 'article_number', (p) => p.article),
      c('品名', 'name', (p) => p.name),
      c('单价', 'exworks_price', (p) => p.price),
      c('装箱数', 'carton_quantity', (p) => p.qty),
      c('外箱尺寸', 'carton_size', (p) => dims(p.carton)),
      c('毛重', 'gross_weight', (p) => p.gross),
      c('净重', 'net_weight', (p) => p.net),
    ],
  },
  {
    name: '合并标题、联系方式、图片列',
    above: [
      { cells: ['汕头市澄海区星辉玩具厂 2026年报价单'], merge: true },
      { cells: ['电话：0754-85551234', null, '联系人：陈先生'] },
      { cells: [] },
    ],
    pictureColumn: 0,
    columns: [
      picture('图片'),
      c('货号', 'article_number', (p) => p.article),
      c('中文品名', 'name', (p) => p.name),
      c('英文品名', 'name_en', (p) => p.nameEn),
      c('出厂价(元)', 'exworks_price', (p) => p.price),
      c('包装', 'packing_name', () => '彩盒'),
      c('外箱规格(cm)', 'carton_size', (p) => p.carton.join('x')),
      c('装箱量', 'carton_quantity', (p) => p.qty),
      c('体积(CBM)', 'cbm', (p) => (p.carton[0] * p.carton[1] * p.carton[2]) / 1e6),
    ],
  },
  {
    name: '英文表头，美元价格',
    above: [{ cells: ['PRICE LIST'], merge: true }, { cells: ['Date: 2026-11-01'] }],
    pictureColumn: 0,
    columns: [
      picture('Photo'),
      c('Item No.', 'article_number', (p) => p.article),
      c('Description', 'name_en', (p) => p.nameEn),
      c('Unit Price (USD)', 'exworks_price', (p) => `$${(p.price / 7.2).toFixed(2)}`),
      c('Packing', 'packing_name_en', () => 'Window box'),
      c('Carton Size (cm)', 'carton_size', (p) => dims(p.carton, '*', '')),
      c('Qty/Ctn', 'carton_quantity', (p) => p.qty),
      c('G.W.(kg)', 'gross_weight', (p) => p.gross),
      c('N.W.(kg)', 'net_weight', (p) => p.net),
      c('CBM', 'cbm', (p) => ((p.carton[0] * p.carton[1] * p.carton[2]) / 1e6).toFixed(3)),
    ],
  },
  {
    name: '两行表头：合并的尺寸下分长宽高',
    above: [{ cells: ['新品报价'], merge: true }],
    parents: [
      [2, 4, '产品尺寸(cm)'],
      [5, 7, '外箱尺寸(cm)'],
    ],
    columns: [
      c('货号', 'article_number', (p) => p.article),
      c('品名', 'name', (p) => p.name),
      c('产品尺寸(cm)', 'length', (p) => p.size[0], '长'),
      c('', 'width', (p) => p.size[1], '宽'),
      c('', 'height', (p) => p.size[2], '高'),
      c('外箱尺寸(cm)', 'carton_length', (p) => p.carton[0], '长'),
      c('', 'carton_width', (p) => p.carton[1], '宽'),
      c('', 'carton_height', (p) => p.carton[2], '高'),
      c('装箱量', 'carton_quantity', (p) => p.qty),
      c('单价', 'exworks_price', (p) => p.price),
    ],
  },
  {
    name: '数值带单位',
    above: [{ cells: ['报价单'] }],
    columns: [
      c('款号', 'article_number', (p) => p.article),
      c('产品名称', 'name', (p) => p.name),
      c('价格', 'exworks_price', (p) => `¥${p.price}/PCS`),
      c('装箱数', 'carton_quantity', (p) => `${p.qty}PCS`),
      c('外箱', 'carton_size', (p) => `外箱 ${dims(p.carton)}`),
      c('毛重', 'gross_weight', (p) => `${p.gross}kg`),
      c('净重', 'net_weight', (p) => `${p.net}KGS`),
    ],
  },
  {
    name: '中英双语表头',
    above: [],
    pictureColumn: 5,
    columns: [
      c('货号\nItem No.', 'article_number', (p) => p.article),
      c('品名\nDescription', 'name', (p) => p.name),
      c('单价\nPrice', 'exworks_price', (p) => p.price),
      c('装箱量\nQty/Ctn', 'carton_quantity', (p) => p.qty),
      c('外箱尺寸\nCarton Size', 'carton_size', (p) => dims(p.carton, '×')),
      picture('图片\nPicture'),
    ],
  },
  {
    name: '表格从C列第3行开始，图片列无表头',
    above: [{ cells: ['义乌小商品报价'] }, { cells: [] }],
    offset: 2,
    pictureColumn: 4,
    columns: [
      c('编号', 'article_number', (p) => p.article),
      c('名称', 'name', (p) => p.name),
      c('批发价', 'exworks_price', (p) => `${p.price}元`),
      c('内盒', 'inbox_count', (p) => p.inner),
      c('', null, () => null),
      c('箱规', 'carton_size', (p) => dims(p.carton, '*', '')),
    ],
  },
  {
    name: 'FOB美元、毫米尺寸',
    above: [{ cells: ['QUOTATION'], merge: true }, { cells: ['Supplier: Dongguan Toys Co., Ltd.'] }],
    columns: [
      c('Art No.', 'article_number', (p) => p.article),
      c('Item Name', 'name_en', (p) => p.nameEn),
      c('FOB Price', 'exworks_price', (p) => `US$${(p.price / 7.2).toFixed(2)}`),
      c('Meas.(mm)', 'carton_size', (p) => p.carton.map((v) => v * 10).join('x')),
      c('Pcs/Ctn', 'carton_quantity', (p) => p.qty),
      c('Inner', 'inbox_count', (p) => p.inner),
      c('Material', 'material_code', () => 1),
    ],
  },
  {
    name: '外箱长宽高分列、库存',
    above: [],
    columns: [
      c('货号', 'article_number', (p) => p.article),
      c('中文名称', 'name', (p) => p.name),
      c('出厂价', 'exworks_price', (p) => p.price),
      c('外箱长(cm)', 'carton_length', (p) => p.carton[0]),
      c('外箱宽(cm)', 'carton_width', (p) => p.carton[1]),
      c('外箱高(cm)', 'carton_height', (p) => p.carton[2]),
      c('内盒数', 'inbox_count', (p) => p.inner),
      c('库存', 'stock_quantity', (_, i) => 100 * (i + 1)),
    ],
  },
  {
    name: '英寸与磅',
    above: [{ cells: ['Price list for US customers'], merge: true }],
    columns: [
      c('Item#', 'article_number', (p) => p.article),
      c('Product Name', 'name_en', (p) => p.nameEn),
      c('Price', 'exworks_price', (p) => `$${(p.price / 7.2).toFixed(2)}`),
      c('Carton Size (inch)', 'carton_size', (p) => p.carton.map((v) => (v / 2.54).toFixed(1)).join('*')),
      c('G.W. (lbs)', 'gross_weight', (p) => (p.gross * 2.2046).toFixed(1)),
      c('Qty per carton', 'carton_quantity', (p) => p.qty),
    ],
  },
  {
    name: '分类与认证列',
    above: [{ cells: ['2026秋季新品'] }],
    columns: [
      c('货号', 'article_number', (p) => p.article),
      c('品名', 'name', (p) => p.name),
      c('分类', 'category_id', (p) => p.category),
      c('认证', 'certifications', (p) => p.cert),
      c('单价', 'exworks_price', (p) => p.price),
      c('装箱量', 'carton_quantity', (p) => p.qty),
      c('外箱尺寸', 'carton_size', (p) => dims(p.carton)),
    ],
  },
  {
    name: '表头带说明文字、备注列',
    above: [{ cells: ['报价有效期30天'] }],
    columns: [
      c('产品货号 Art.No', 'article_number', (p) => p.article),
      c('产品中文名称', 'name', (p) => p.name),
      c('出厂单价（含税）', 'exworks_price', (p) => p.price),
      c('每箱数量(PCS)', 'carton_quantity', (p) => p.qty),
      c('外箱尺寸 L*W*H (CM)', 'carton_size', (p) => dims(p.carton, '*', '')),
      c('备注', null, (_, i) => (i % 2 ? '新款' : '')),
    ],
  },
  {
    name: '分组标题行与合计行',
    above: [{ cells: ['产品报价'] }],
    sectionTitles: true,
    footer: ['合计：8款', '备注：价格含税，不含运费'],
    columns: [
      c('货号', 'article_number', (p) => p.article),
      c('品名', 'name', (p) => p.name),
      c('单价(元)', 'exworks_price', (p) => p.price),
      c('装箱量', 'carton_quantity', (p) => p.qty),
      c('毛重(kg)', 'gross_weight', (p) => p.gross),
    ],
  },
  {
    name: '表头在第7行，上方是公司信息',
    above: [
      { cells: ['揭阳市宏源塑胶玩具有限公司'], merge: true },
      { cells: ['地址：', '揭阳市揭东区工业园'] },
      { cells: ['电话：', '0663-3251234'] },
      { cells: ['邮箱：', 'sales@hongyuan.example'] },
      { cells: ['日期：', '2026-11-20'] },
      { cells: [] },
    ],
    pictureColumn: 2,
    columns: [
      c('型号', 'article_number', (p) => p.article),
      c('产品名', 'name', (p) => p.name),
      picture('产品图片'),
      c('报价', 'exworks_price', (p) => p.price),
      c('包装方式', 'packing_name', () => '吸塑'),
      c('装箱', 'carton_quantity', (p) => p.qty),
    ],
  },
  {
    name: '英文小写短表头',
    above: [],
    columns: [
      c('sku', 'article_number', (p) => p.article),
      c('name', 'name_en', (p) => p.nameEn),
      c('price', 'exworks_price', (p) => p.price),
      c('pcs/ctn', 'carton_quantity', (p) => p.qty),
      c('ctn size', 'carton_size', (p) => dims(p.carton, 'x', '')),
      c('gw', 'gross_weight', (p) => p.gross),
      c('nw', 'net_weight', (p) => p.net),
      c('battery', 'battery_code', () => 2),
    ],
  },
  {
    name: '序号列、彩盒与外箱两个尺寸',
    above: [{ cells: ['玩具报价表'], merge: true }],
    columns: [
      c('序号', null, (_, i) => i + 1),
      c('Item', 'article_number', (p) => p.article),
      c('品名', 'name', (p) => p.name),
      c('包装方式', 'packing_name', () => '开窗盒'),
      c('彩盒尺寸', 'pack_size', (p) => dims(p.pack)),
      c('外箱尺寸', 'carton_size', (p) => dims(p.carton)),
      c('装箱', 'carton_quantity', (p) => p.qty),
      c('单价', 'exworks_price', (p) => p.price),
    ],
  },
  {
    name: '产品长宽高单独列（厘米）',
    above: [],
    columns: [
      c('货号', 'article_number', (p) => p.article),
      c('中文品名', 'name', (p) => p.name),
      c('长(cm)', 'length', (p) => p.size[0]),
      c('宽(cm)', 'width', (p) => p.size[1]),
      c('高(cm)', 'height', (p) => p.size[2]),
      c('外箱长(cm)', 'carton_length', (p) => p.carton[0]),
      c('外箱宽(cm)', 'carton_width', (p) => p.carton[1]),
      c('外箱高(cm)', 'carton_height', (p) => p.carton[2]),
      c('出厂价', 'exworks_price', (p) => p.price),
    ],
  },
  {
    name: '第二行表头，元与只/箱',
    above: [{ cells: ['澄海区玩具报价（含税）'], merge: true }],
    pictureColumn: 6,
    columns: [
      c('货号', 'article_number', (p) => p.article),
      c('品名', 'name', (p) => p.name),
      c('价格', 'exworks_price', (p) => `${p.price.toFixed(2)}元`),
      c('装箱数量', 'carton_quantity', (p) => `${p.qty}只/箱`),
      c('外箱尺寸', 'carton_size', (p) => `外箱 ${p.carton.join('×')}`),
      c('证书', 'certifications', (p) => p.cert),
      picture('图片'),
    ],
  },
  {
    name: '英文外贸表头：Model、Master Ctn',
    above: [{ cells: ['Shenzhen Smart Toys'], merge: true }, { cells: [] }],
    columns: [
      c('Model', 'article_number', (p) => p.article),
      c('Product Name', 'name_en', (p) => p.nameEn),
      c('FOB USD', 'exworks_price', (p) => (p.price / 7.2).toFixed(2)),
      c('Inner', 'inbox_count', (p) => p.inner),
      c('Master Ctn Qty', 'carton_quantity', (p) => p.qty),
      c('Master Ctn Size', 'carton_size', (p) => dims(p.carton, ' x ', ' cm')),
      c('Volume', 'cbm', (p) => ((p.carton[0] * p.carton[1] * p.carton[2]) / 1e6).toFixed(3)),
      c('MOQ', 'moq', () => '500pcs'),
    ],
  },
  {
    name: '两行标题、RMB前缀、L×W×H值',
    above: [
      { cells: ['云和木玩 报价单'], merge: true },
      { cells: ['Wooden toys price list'], merge: true },
      { cells: ['单位：人民币'] },
      { cells: [] },
    ],
    pictureColumn: 1,
    columns: [
      c('Item No', 'article_number', (p) => p.article),
      picture('Picture'),
      c('中文名', 'name', (p) => p.name),
      c('English Name', 'name_en', (p) => p.nameEn),
      c('Price', 'exworks_price', (p) => `RMB ${p.price}`),
      c('Packing', 'packing_name_en', () => 'Color box'),
      c('Carton Size', 'carton_size', (p) => `L${p.carton[0]}xW${p.carton[1]}xH${p.carton[2]}CM`),
      c('Qty/Ctn', 'carton_quantity', (p) => p.qty),
    ],
  },
];

/** A layout written as an xlsx (pictures embedded on their product rows), with where its header and rows are. */
export async function layoutWorkbook(index: number): Promise<{
  xlsx: Buffer;
  expected: { column: number; field: SheetField | null; header: string }[];
  productRows: number[];
  products: Product[];
}> {
  const layout = LAYOUTS[index] as Layout;
  const list = products(index);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('报价');
  const offset = layout.offset ?? 0;
  const width = layout.columns.length;
  const pad = (cells: (string | number | null)[]) => [...Array(offset).fill(null), ...cells];
  for (const above of layout.above) {
    const row = sheet.addRow(pad(above.cells));
    if (above.merge) sheet.mergeCells(row.number, offset + 1, row.number, offset + width);
  }
  const headerRow = sheet.addRow(pad(layout.columns.map((col) => col.header || null)));
  if (layout.parents) {
    const subRow = sheet.addRow(pad(layout.columns.map((col) => col.sub ?? null)));
    // Columns without a sub-label span both header rows; each parent spans its sub-labels.
    layout.columns.forEach((col, i) => {
      if (!col.sub) sheet.mergeCells(headerRow.number, offset + i + 1, subRow.number, offset + i + 1);
    });
    for (const [first, last] of layout.parents)
      sheet.mergeCells(headerRow.number, offset + first + 1, headerRow.number, offset + last + 1);
  }
  const productRows: number[] = [];
  for (const [i, p] of list.entries()) {
    if (layout.sectionTitles && i % 4 === 0) sheet.addRow(pad([`${p.category}系列`]));
    const row = sheet.addRow(pad(layout.columns.map((col) => col.cell(p, i))));
    productRows.push(row.number);
    if (layout.pictureColumn !== undefined) {
      const image = workbook.addImage({
        buffer: (await drawnPicture(index * 100 + i, 64)) as unknown as ExcelJS.Buffer,
        extension: 'jpeg',
      });
      sheet.addImage(image, {
        tl: { col: offset + layout.pictureColumn + 0.1, row: row.number - 1 + 0.1 },
        ext: { width: 48, height: 48 },
      });
    }
  }
  for (const note of layout.footer ?? []) sheet.addRow(pad([note]));
  return {
    xlsx: Buffer.from(await workbook.xlsx.writeBuffer()),
    expected: layout.columns.map((col, i) => ({
      column: offset + i + 1,
      field: col.field,
      header: [layout.parents?.find(([a, b]) => i >= a && i <= b)?.[2], col.header, col.sub].filter(Boolean).join(' '),
    })),
    productRows,
    products: list,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------------------

/** The demo's regions (ids as the demo seeds them). */
export const QUESTION_REGIONS = [
  { id: 1, name: '汕头澄海' },
  { id: 2, name: '东莞' },
  { id: 3, name: '义乌' },
  { id: 4, name: '深圳' },
  { id: 5, name: '广州' },
  { id: 6, name: '云和' },
  { id: 7, name: '白沟' },
  { id: 8, name: '扬州' },
  { id: 9, name: '平湖' },
  { id: 10, name: '宁波' },
  { id: 11, name: '揭阳' },
  { id: 12, name: '晋江' },
];

type Expect = Partial<QuestionFilters>;
const q = (question: string, expect: Expect): { question: string; expected: QuestionFilters } => ({
  question,
  expected: {
    intent: 'product',
    keyword: '',
    cate_ids: [],
    certifications: [],
    min_price: null,
    max_price: null,
    region_id: null,
    moq_max: null,
    ...expect,
  },
});
const help = (question: string) => q(question, { intent: 'help' });

export const QUESTIONS = [
  // categories, certificates and prices
  q('100元以内带CE认证的遥控车', { cate_ids: [4000], certifications: ['CE'], max_price: 100 }),
  q('汕头澄海做积木的工厂', { intent: 'factory', cate_ids: [4014], region_id: 1 }),
  q('有没有50元以下的毛绒玩具', { cate_ids: [4008], max_price: 50 }),
  q('EN71认证的积木', { cate_ids: [4014], certifications: ['EN71'] }),
  q('20到50元的拼图', { cate_ids: [4015], min_price: 20, max_price: 50 }),
  q('价格在10-30元之间的泡泡机', { cate_ids: [4010], min_price: 10, max_price: 30 }),
  q('30元左右的回力车', { cate_ids: [4023], min_price: 24, max_price: 36 }),
  q('200元以上的遥控飞机', { cate_ids: [4001], min_price: 200 }),
  q('不超过80块的无人机', { cate_ids: [4001], max_price: 80 }),
  q('低于15元的陀螺', { cate_ids: [4026], max_price: 15 }),
  q('带ASTM认证的婴儿玩具', { cate_ids: [4005], certifications: ['ASTM_F963'] }),
  q('有3C认证的电动玩具吗', { cate_ids: [4003], certifications: ['CCC'] }),
  q('同时有CE和EN71的毛绒公仔', { cate_ids: [4008], certifications: ['EN71', 'CE'] }),
  q('东莞的合金模型工厂', { intent: 'factory', cate_ids: [4027], region_id: 2 }),
  q('义乌做水枪的厂家', { intent: 'factory', cate_ids: [4009], region_id: 3 }),
  q('深圳科教实验玩具', { cate_ids: [4017], region_id: 4 }),
  q('云和的木质拼图', { cate_ids: [4015], region_id: 6, keyword: '木质' }),
  q('白沟毛绒玩具供应商', { intent: 'factory', cate_ids: [4008], region_id: 7 }),
  q('扬州毛绒工厂', { intent: 'factory', cate_ids: [4008], region_id: 8 }),
  q('平湖的滑板车', { cate_ids: [4012], region_id: 9 }),
  q('宁波运动玩具厂家', { intent: 'factory', cate_ids: [4011], region_id: 10 }),
  q('揭阳塑胶玩具工厂', { intent: 'factory', region_id: 11, keyword: '塑胶' }),
  q('晋江沙滩玩具', { cate_ids: [4013], region_id: 12 }),
  q('澄海遥控车工厂', { intent: 'factory', cate_ids: [4000], region_id: 1 }),
  q('汕头的回力车', { cate_ids: [4023], region_id: 1 }),
  q('起订量500以下的积木', { cate_ids: [4014], moq_max: 500 }),
  q('MOQ 1000以内的泡泡玩具', { cate_ids: [4010], moq_max: 1000 }),
  q('300个起订的遥控车', { cate_ids: [4000], moq_max: 300 }),
  q('最小起订量不超过200的手办', { cate_ids: [4029], moq_max: 200 }),
  q('50元以内带灯光的遥控车', { cate_ids: [4000], max_price: 50, keyword: '灯光' }),
  q('带音乐的婴儿玩具', { cate_ids: [4005], keyword: '音乐' }),
  q('会唱歌的毛绒小熊', { cate_ids: [4008], keyword: '唱歌 小熊' }),
  q('可充电的遥控船', { cate_ids: [4002], keyword: '可充电' }),
  q('大颗粒积木', { cate_ids: [4014] }),
  q('儿童厨房玩具套装', { cate_ids: [4019], keyword: '儿童 套装' }),
  q('医生玩具', { cate_ids: [4020] }),
  q('换装娃娃 30元以下', { cate_ids: [4021], max_price: 30 }),
  q('工具玩具套装', { cate_ids: [4022], keyword: '套装' }),
  q('惯性车 10元以内', { cate_ids: [4024], max_price: 10 }),
  q('发条玩具有哪些', { cate_ids: [4025] }),
  q('合金车 UKCA认证', { cate_ids: [4027], certifications: ['UKCA'] }),
  q('拼装模型 60-120元', { cate_ids: [4028], min_price: 60, max_price: 120 }),
  q('盲盒手办', { cate_ids: [4029] }),
  q('解压玩具 5元以下', { cate_ids: [4018], max_price: 5 }),
  q('捏捏乐', { cate_ids: [4018] }),
  q('早教玩具 CPC认证', { cate_ids: [4016], certifications: ['CPC'] }),
  q('STEM科学实验套装', { cate_ids: [4017], keyword: '套装' }),
  q('摇铃牙胶', { cate_ids: [4007] }),
  q('学步车', { cate_ids: [4006] }),
  q('电动轨道车', { cate_ids: [4004] }),
  q('水枪 15元以内 EN71', { cate_ids: [4009], max_price: 15, certifications: ['EN71'] }),
  q('泡泡枪 CE 认证 20元以下', { cate_ids: [4010], max_price: 20, certifications: ['CE'] }),
  q('RC car under 100', { cate_ids: [4000], max_price: 100 }),
  q('building blocks with EN71', { cate_ids: [4014], certifications: ['EN71'] }),
  q('plush toys factory', { intent: 'factory', cate_ids: [4008] }),
  q('drone with FCC', { cate_ids: [4001], certifications: ['FCC'] }),
  q('puzzle below 20 rmb', { cate_ids: [4015], max_price: 20 }),
  q('找一下汕头澄海的遥控车工厂', { intent: 'factory', cate_ids: [4000], region_id: 1 }),
  q('推荐几家东莞的模型厂', { intent: 'factory', region_id: 2, cate_ids: [4027, 4028, 4029] }),
  q('帮我找100块以下的遥控赛车', { cate_ids: [4000], max_price: 100 }),
  q('我想要CE认证的泡泡机，价格50元以内', { cate_ids: [4010], certifications: ['CE'], max_price: 50 }),
  q('有没有义乌的发条玩具', { cate_ids: [4025], region_id: 3 }),
  q('澄海做惯性车的厂家有哪些', { intent: 'factory', cate_ids: [4024], region_id: 1 }),
  q('20元左右的拼图', { cate_ids: [4015], min_price: 16, max_price: 24 }),
  q('8到12元的回力车', { cate_ids: [4023], min_price: 8, max_price: 12 }),
  q('价格10~20元的陀螺', { cate_ids: [4026], min_price: 10, max_price: 20 }),
  q('遥控车 50元起', { cate_ids: [4000], min_price: 50 }),
  q('高于100元的电动轨道', { cate_ids: [4004], min_price: 100 }),
  q('遥控船 ROHS', { cate_ids: [4002], certifications: ['ROHS'] }),
  q('有REACH认证的娃娃', { cate_ids: [4021], certifications: ['REACH'] }),
  q('美标认证的学步车', { cate_ids: [4006], certifications: ['ASTM_F963'] }),
  q('欧标毛绒玩具', { cate_ids: [4008], certifications: ['EN71'] }),
  q('ISO8124的积木', { cate_ids: [4014], certifications: ['ISO8124'] }),
  q('恐龙遥控车', { cate_ids: [4000], keyword: '恐龙' }),
  q('变形机器人', { keyword: '变形 机器人' }),
  q('磁力片', { keyword: '磁力片' }),
  q('过家家玩具', { cate_ids: [4019, 4020, 4021, 4022] }),
  q('婴童玩具 EN71', { cate_ids: [4005, 4006, 4007, 4008], certifications: ['EN71'] }),
  q('户外玩具 30元以内', { cate_ids: [4009, 4010, 4011, 4012, 4013], max_price: 30 }),
  q('深圳无人机工厂', { intent: 'factory', cate_ids: [4001], region_id: 4 }),
  q('广州玩具供应商', { intent: 'factory', region_id: 5 }),
  q('义乌工厂', { intent: 'factory', region_id: 3 }),
  q('汕头澄海的工厂', { intent: 'factory', region_id: 1 }),
  q('做毛绒玩具的工厂', { intent: 'factory', cate_ids: [4008] }),
  q('积木厂家 起订量1000以下', { intent: 'factory', cate_ids: [4014], moq_max: 1000 }),
  // platform questions: answered from the help centre
  help('怎么以图搜图'),
  help('免费用户每天可以搜索几次'),
  help('如何开通会员'),
  help('怎么联系客服'),
  help('验证码收不到怎么办'),
  help('如何把产品加入选样车'),
  help('怎样对比产品'),
  help('在哪里查看询价回复'),
  help('标签页怎么关闭'),
  help('页面怎么缩放'),
  help('产品信息有错误怎么反馈'),
  help('怎么修改昵称'),
  help('如何向工厂发起补样申请'),
  help('搜索次数用完了怎么办'),
  help('报价单怎么导出'),
];

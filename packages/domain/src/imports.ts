import { CATEGORIES, categoryById, certificateById } from './catalog';
import { emptyListing, LISTING_FIELD_LABELS, type ListingField, type ListingInput } from './listings';

/**
 * The batch import of a product catalogue (a factory's products now, a trading company's library later):
 * which columns a sheet may have, how its headers are recognised, how a row's text becomes a product, the
 * limits and the report's wording.
 */

/** Columns an import can fill: the product fields (pictures come from the sheet or the zip) and the stock. */
export type ImportField = Exclude<ListingField, 'pictures'> | 'stock_quantity';

interface ImportColumn {
  field: ImportField;
  label: string;
  /** header texts that name this column (lower case, spaces removed) */
  aliases: readonly string[];
}

const col = (field: ImportField, label: string, ...aliases: string[]): ImportColumn => ({ field, label, aliases });

/** The columns, in the order the mapping screen shows them. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  col(
    'article_number',
    LISTING_FIELD_LABELS.article_number,
    '货号',
    '款号',
    '产品编号',
    'itemno',
    'itemno.',
    'article',
    'articleno',
  ),
  col('name', LISTING_FIELD_LABELS.name, '中文品名', '品名', '产品名称', '名称', '中文名称'),
  col('name_en', LISTING_FIELD_LABELS.name_en, '英文品名', '英文名称', 'name', 'englishname', 'description'),
  col('category_id', LISTING_FIELD_LABELS.category_id, '分类', '类别', '分类编号', 'category'),
  col('exworks_price', LISTING_FIELD_LABELS.exworks_price, '出厂价', '单价', '价格', 'price', 'exworksprice'),
  col('packing_name', LISTING_FIELD_LABELS.packing_name, '包装', '包装名称', '包装方式'),
  col('packing_name_en', LISTING_FIELD_LABELS.packing_name_en, '英文包装', '英文包装名称', 'packing'),
  col('length', LISTING_FIELD_LABELS.length, '产品长', '长'),
  col('width', LISTING_FIELD_LABELS.width, '产品宽', '宽'),
  col('height', LISTING_FIELD_LABELS.height, '产品高', '高'),
  col('pack_length', LISTING_FIELD_LABELS.pack_length, '包装长'),
  col('pack_width', LISTING_FIELD_LABELS.pack_width, '包装宽'),
  col('pack_height', LISTING_FIELD_LABELS.pack_height, '包装高'),
  col('carton_length', LISTING_FIELD_LABELS.carton_length, '外箱长', '箱长'),
  col('carton_width', LISTING_FIELD_LABELS.carton_width, '外箱宽', '箱宽'),
  col('carton_height', LISTING_FIELD_LABELS.carton_height, '外箱高', '箱高'),
  col('carton_quantity', LISTING_FIELD_LABELS.carton_quantity, '装箱量', '箱装数', 'qty/ctn', 'pcs/ctn'),
  col('inbox_count', LISTING_FIELD_LABELS.inbox_count, '内盒数', '内盒', 'inner'),
  col('gross_weight', LISTING_FIELD_LABELS.gross_weight, '毛重', 'g.w.', 'gw', 'grossweight'),
  col('net_weight', LISTING_FIELD_LABELS.net_weight, '净重', 'n.w.', 'nw', 'netweight'),
  col('certifications', LISTING_FIELD_LABELS.certifications, '证书', '认证', 'certificate', 'certificates'),
  col('introduction', LISTING_FIELD_LABELS.introduction, '中文介绍', '介绍', '产品介绍', '描述'),
  col('introduction_en', LISTING_FIELD_LABELS.introduction_en, '英文介绍', 'introduction'),
  col('battery_code', LISTING_FIELD_LABELS.battery_code, '电池', '电池编码'),
  col('material_code', LISTING_FIELD_LABELS.material_code, '材质', '材质编码'),
  col('video', LISTING_FIELD_LABELS.video, '视频', 'video'),
  col('model_3d', LISTING_FIELD_LABELS.model_3d, '3d模型', '3d', 'model'),
  col('stock_quantity', '库存数量', '库存', '库存数量', 'stock'),
];

/** Columns every mapping must include. */
export const IMPORT_REQUIRED: readonly ImportField[] = ['article_number', 'name'];

export const IMPORT_LIMITS = {
  /** Rows of one file; a larger file is refused before anything is written. */
  rows: 10_000,
  /** The xlsx and the zip of pictures as uploaded. */
  fileBytes: 200 * 1024 * 1024,
  zipBytes: 1024 * 1024 * 1024,
  columns: 200,
  /** Saved mappings per company. */
  mappings: 20,
  mappingName: 30,
} as const;

/** A row's outcome in the report. */
export const IMPORT_OUTCOMES = ['created', 'updated', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: '新增',
  updated: '更新',
  refused: '未导入',
};

export const IMPORT_MSG = {
  notXlsx: '请上传.xlsx格式的Excel文件',
  zipUnreadable: '图片压缩包无法读取，请上传.zip文件',
  fileTooLarge: `Excel文件不能超过${IMPORT_LIMITS.fileBytes / 1024 / 1024}MB`,
  zipTooLarge: `图片压缩包不能超过${IMPORT_LIMITS.zipBytes / 1024 / 1024}MB`,
  fileRequired: '请上传Excel文件',
  empty: '表格中没有可导入的数据',
  noHeader: '第一行须为表头（列名）',
  tooManyRows: (rows: number) => `表格超过${IMPORT_LIMITS.rows}行（共${rows}行以上），请拆分后分批导入`,
  missingColumns: (labels: readonly string[]) => `缺少必填列：${labels.join('、')}`,
  columnTwice: (label: string) => `${label}对应了多列，请只选一列`,
  columnUnknown: (column: number) => `第${column}列不存在`,
  uploadNotFound: '上传的文件已失效，请重新上传',
  duplicateArticle: (row: number) => `货号与第${row}行重复，已跳过`,
  pictureBroken: (reason: string) => `图片无法使用：${reason}`,
  savedAsDraft: (reason: string) => `已存为草稿（${reason}）`,
  categoryUnknown: (text: string) => `分类“${text}”不存在`,
  notNumber: (label: string, text: string) => `${label}“${text}”不是数字`,
  failed: '导入失败，请稍后重试',
  notFound: '导入任务不存在',
  mappingNameRequired: '请填写映射名称',
  tooManyMappings: `最多保存${IMPORT_LIMITS.mappings}个列映射`,
  reportTitle: '导入结果',
  done: (created: number, updated: number, refused: number) =>
    `导入完成：新增${created}个，更新${updated}个，未导入${refused}个`,
  zipRequired: '请上传图片压缩包（.zip）',
  noNamedPictures: '压缩包中没有以货号命名的图片',
  notInLibrary: '产品库中没有该货号的产品',
} as const;

/** Report sheet headers (Chinese: the factory reads it). */
export const IMPORT_REPORT_HEADERS = ['行号', '货号', '结果', '说明'] as const;

const headerKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[（(].*?[)）]/g, '');

/** A mapping: import field → 1-based column of the sheet. */
export type ImportMapping = Partial<Record<ImportField, number>>;

/** The columns a sheet's header row names, recognised by their header text (first match wins). */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  // Exact names first, so '包装长' is not taken by '长'.
  for (const pass of ['exact', 'prefix'] as const)
    for (const column of IMPORT_COLUMNS) {
      if (mapping[column.field]) continue;
      const index = headers.findIndex((h, i) => {
        if (taken.has(i + 1)) return false;
        const key = headerKey(h);
        return key && column.aliases.some((a) => (pass === 'exact' ? key === a : key.startsWith(a)));
      });
      if (index >= 0) {
        mapping[column.field] = index + 1;
        taken.add(index + 1);
      }
    }
  return mapping;
}

/** Why a mapping cannot be used on a sheet of `columnCount` columns, or null. */
export function mappingRefusal(mapping: ImportMapping, columnCount: number): string | null {
  const missing = IMPORT_REQUIRED.filter((f) => !mapping[f]);
  if (missing.length) return IMPORT_MSG.missingColumns(missing.map(importLabel));
  const seen = new Map<number, ImportField>();
  for (const [field, column] of Object.entries(mapping) as [ImportField, number][]) {
    if (!column) continue;
    if (column < 1 || column > columnCount) return IMPORT_MSG.columnUnknown(column);
    if (seen.has(column)) return IMPORT_MSG.columnTwice(importLabel(field));
    seen.set(column, field);
  }
  return null;
}

export const importLabel = (field: ImportField): string =>
  IMPORT_COLUMNS.find((c) => c.field === field)?.label ?? field;

const NUMERIC: ReadonlySet<ImportField> = new Set([
  'exworks_price',
  'length',
  'width',
  'height',
  'pack_length',
  'pack_width',
  'pack_height',
  'carton_length',
  'carton_width',
  'carton_height',
  'carton_quantity',
  'inbox_count',
  'gross_weight',
  'net_weight',
  'battery_code',
  'material_code',
  'stock_quantity',
]);

/** A category cell: its id (4000–4029) or its Chinese or English name. */
export function parseCategory(text: string): number | null {
  const value = text.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return categoryById(Number(value))?.id ?? null;
  const key = value.toLowerCase();
  return CATEGORIES.find((c) => c.name === value || c.name_en.toLowerCase() === key)?.id ?? null;
}

export interface ParsedImportRow {
  input: ListingInput;
  stock_quantity: number | null;
  /** the first cell that could not be read, in Chinese; the row is refused with it */
  problem: string | null;
}

/** A row's cells (field → text) as a product: numbers parsed ('12.5cm' is refused, '1,200' is 1200). */
export function parseImportRow(cells: Partial<Record<ImportField, string>>): ParsedImportRow {
  const input = emptyListing();
  let stock: number | null = null;
  let problem: string | null = null;
  for (const [field, raw] of Object.entries(cells) as [ImportField, string][]) {
    const text = String(raw ?? '').trim();
    if (!text) continue;
    if (NUMERIC.has(field)) {
      const value = Number(text.replace(/[,，]/g, '').replace(/^[¥￥$]/, ''));
      if (!Number.isFinite(value)) {
        problem ??= IMPORT_MSG.notNumber(importLabel(field), text.slice(0, 20));
        continue;
      }
      if (field === 'stock_quantity') stock = value;
      else (input[field] as number | null) = value;
    } else if (field === 'category_id') {
      const id = parseCategory(text);
      if (id === null) problem ??= IMPORT_MSG.categoryUnknown(text.slice(0, 20));
      input.category_id = id;
    } else if (field === 'certifications')
      input.certifications = text
        .split(/[,，、;；]+/)
        .map((c) => c.trim())
        .filter(Boolean)
        .map((c) => certificateById(c)?.id ?? c);
    else (input[field as Exclude<ImportField, 'stock_quantity'>] as string) = text;
  }
  return { input, stock_quantity: stock, problem };
}

/** A picture file in a zip matched to a row by article number: its name without folder and extension. */
export function pictureArticle(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  if (!/\.(jpe?g|png)$/i.test(base) || base.startsWith('.')) return null;
  // 'XN-123_2.jpg' is the second picture of XN-123.
  return (
    base
      .replace(/\.(jpe?g|png)$/i, '')
      .replace(/_\d{1,2}$/, '')
      .trim() || null
  );
}

/** The order of a picture among its article's pictures ('XN-123_2.jpg' → 2, 'XN-123.jpg' → 1). */
export function pictureOrder(fileName: string): number {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.(jpe?g|png)$/i, '');
  const match = /_(\d{1,2})$/.exec(base);
  return match ? Number(match[1]) : 1;
}

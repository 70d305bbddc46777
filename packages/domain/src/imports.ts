import { categoryById, certificateById } from './catalog';
import { headerUnit, parseCategoryText, parseSize3 } from './column-values';
import {
  headerScores,
  IMPORT_COLUMNS,
  type ImportField,
  importLabel,
  NUMERIC_FIELDS,
  SIZE_PARTS,
  sheetFieldLabel,
} from './columns';
import { emptyListing, LISTING_MSG, type ListingInput } from './listings';

export { IMPORT_COLUMNS, type ImportField, importLabel } from './columns';

/**
 * The batch import of a product catalogue (a factory's products now, a trading company's library later):
 * which columns a mapping may use (the import's fields and the combined sizes, recognised by the one column
 * reading in columns.ts), which it must fill, how a row's text becomes a product, the limits and the report's
 * wording.
 */

/** Columns every mapping must include. */
export const IMPORT_REQUIRED: readonly ImportField[] = ['article_number', 'name'];

/** What each import target's mapping must fill: a factory's product is always filed under a category. */
export const IMPORT_TARGET_REQUIRED: Record<
  'factory_product' | 'company_product' | 'company_picture',
  readonly ImportField[]
> = {
  factory_product: [...IMPORT_REQUIRED, 'category_id'],
  company_product: IMPORT_REQUIRED,
  company_picture: [],
};

/** Fields a default (one value for every row) may fill instead of a column. */
export type ImportDefaults = { category_id?: number };

/** A size in one column ("60*40*50", "60x40x50cm"): split into its three fields. */
export type CombinedSize = keyof typeof SIZE_PARTS;

/** What a mapping may give a column to: an import field or a combined size. */
export type MappedField = ImportField | CombinedSize;

/** The mapping screen's fields, in its order: the import's columns, then the combined sizes. */
export const IMPORT_MAPPED_FIELDS: readonly MappedField[] = [
  ...IMPORT_COLUMNS.map((c) => c.field),
  'product_size',
  'pack_size',
  'carton_size',
];

export const mappedLabel = (field: MappedField): string => sheetFieldLabel(field);
const isMapped = (field: string): field is MappedField => (IMPORT_MAPPED_FIELDS as readonly string[]).includes(field);

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
  noHeader: '没有找到表头（列名），请检查表格',
  tooManyRows: (rows: number) => `表格超过${IMPORT_LIMITS.rows}行（共${rows}行以上），请拆分后分批导入`,
  missingColumns: (labels: readonly string[]) => `缺少必填列：${labels.join('、')}`,
  columnTwice: (label: string) => `${label}对应了多列，请只选一列`,
  columnUnknown: (column: number) => `第${column}列不存在`,
  uploadNotFound: '上传的文件已失效，请重新上传',
  duplicateArticle: (row: number) => `货号与第${row}行重复，已跳过`,
  pictureBroken: (reason: string) => `图片无法使用：${reason}`,
  savedAsDraft: (reason: string) => `已存为草稿（${reason}）`,
  categoryUnknown: (text: string) => `分类“${text}”不存在`,
  categoryRequired: '请选择分类列，或选择一个默认分类（用于没有分类的行）',
  notSize: (label: string, text: string) => `${label}“${text}”不是长*宽*高`,
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

/** A mapping: field → 1-based column of the sheet. */
export type ImportMapping = Partial<Record<MappedField, number>>;

/**
 * The columns a header row names (its synonyms, units in brackets, a combined size): each field goes to the
 * column that names it most surely, each column to one field. A whole sheet is read by `analyzeSheet`
 * (the header found among the first rows, the values under it weighed too); `importMapping` takes its guess.
 */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const candidates: { column: number; field: MappedField; score: number }[] = [];
  headers.forEach((header, i) => {
    for (const [field, score] of headerScores(header))
      if (isMapped(field) && score >= 50) candidates.push({ column: i + 1, field, score });
  });
  return pickColumns(candidates);
}

/** The mapping of a sheet's analysed columns (the fields an import takes). */
export function importMapping(columns: readonly { column: number; field: string | null; confidence: number }[]) {
  return pickColumns(
    columns.flatMap((c) =>
      c.field && isMapped(c.field) ? [{ column: c.column, field: c.field, score: c.confidence }] : [],
    ),
  );
}

function pickColumns(candidates: { column: number; field: MappedField; score: number }[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const c of [...candidates].sort((a, b) => b.score - a.score || a.column - b.column)) {
    if (mapping[c.field] || taken.has(c.column)) continue;
    mapping[c.field] = c.column;
    taken.add(c.column);
  }
  return mapping;
}

/**
 * Why a mapping cannot be used on a sheet of `columnCount` columns, or null. A required field is filled by a
 * column or, for the category, by a default for every row.
 */
export function mappingRefusal(
  mapping: ImportMapping,
  columnCount: number,
  options: { required?: readonly ImportField[]; defaults?: ImportDefaults } = {},
): string | null {
  const { required = IMPORT_REQUIRED, defaults = {} } = options;
  if (defaults.category_id !== undefined && !categoryById(defaults.category_id)) return LISTING_MSG.categoryInvalid;
  const missing = required.filter((f) => !mapping[f] && !(f === 'category_id' && defaults.category_id !== undefined));
  if (missing.length === 1 && missing[0] === 'category_id') return IMPORT_MSG.categoryRequired;
  if (missing.length) return IMPORT_MSG.missingColumns(missing.map(importLabel));
  const seen = new Map<number, MappedField>();
  for (const [field, column] of Object.entries(mapping) as [MappedField, number][]) {
    if (!column) continue;
    if (!isMapped(field)) return IMPORT_MSG.columnUnknown(column);
    if (column < 1 || column > columnCount) return IMPORT_MSG.columnUnknown(column);
    if (seen.has(column)) return IMPORT_MSG.columnTwice(mappedLabel(field));
    seen.set(column, field);
  }
  return null;
}

/**
 * A row's cells (column → text) as the import's fields by a mapping: a combined size split into its three
 * fields (in cm, the header's unit when the cell names none; a field mapped on its own column wins), the
 * default category where the row has none. An unreadable size is the row's problem.
 */
export function importCells(
  cell: (column: number) => string,
  mapping: ImportMapping,
  headers: readonly string[],
  defaults: ImportDefaults = {},
): { cells: Partial<Record<ImportField, string>>; problem: string | null } {
  const cells: Partial<Record<ImportField, string>> = {};
  let problem: string | null = null;
  for (const [field, column] of Object.entries(mapping) as [MappedField, number][]) {
    if (!column) continue;
    const text = cell(column);
    if (field in SIZE_PARTS) {
      if (!text.trim()) continue;
      const size = parseSize3(text, headerUnit(headers[column - 1] ?? '').length);
      if (!size) problem ??= IMPORT_MSG.notSize(mappedLabel(field), text.trim().slice(0, 20));
      else
        SIZE_PARTS[field as CombinedSize].forEach((part, i) => {
          if (!mapping[part]) cells[part] = String(size[i]);
        });
    } else cells[field as ImportField] = text;
  }
  if (!cells.category_id?.trim() && defaults.category_id !== undefined)
    cells.category_id = String(defaults.category_id);
  return { cells, problem };
}

/** A category cell: its id (4000–4029), its Chinese or English name, or the words buyers use for it. */
export function parseCategory(text: string): number | null {
  return text.trim() ? parseCategoryText(text) : null;
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
    if (NUMERIC_FIELDS.has(field)) {
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

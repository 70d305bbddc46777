import { CATEGORIES } from './catalog';
import { FIELD_KINDS, valueKind } from './column-values';
import { roundTo } from './dimensions';
import { LISTING_FIELD_LABELS, type ListingField } from './listings';

/**
 * The one reading of a spreadsheet's columns, shared by every sheet the platform takes in (the batch import of
 * a factory's products and of a company's library, the Excel assistant, the Excel search): which fields a
 * sheet may have, the header texts that name them (synonyms, units in brackets, a 长/宽/高 row under a merged
 * title), where the header is (any of the first rows, under titles and supplier details), combined sizes
 * ("60*40*50", "60x40x50cm"), the values' shapes, which data row a picture belongs to, and the fields a
 * mapping must fill (by a column or a default).
 */

export const COLUMN_LIMITS = {
  /** Rows searched for the header. */
  headerScan: 30,
  /** Sample values shown per column. */
  samples: 3,
} as const;

/** Columns an import can fill: the product fields (pictures come from the sheet or the zip) and the stock. */
export type ImportField = Exclude<ListingField, 'pictures'> | 'stock_quantity';

const IMPORT_FIELD_ORDER: readonly ImportField[] = [
  'article_number',
  'name',
  'name_en',
  'category_id',
  'exworks_price',
  'packing_name',
  'packing_name_en',
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
  'certifications',
  'introduction',
  'introduction_en',
  'battery_code',
  'material_code',
  'video',
  'model_3d',
  'stock_quantity',
];

/** The import's columns, in the order the mapping screen shows them (their header texts: SYNONYMS below). */
export const IMPORT_COLUMNS: readonly { field: ImportField; label: string }[] = IMPORT_FIELD_ORDER.map((field) => ({
  field,
  label: field === 'stock_quantity' ? '库存数量' : LISTING_FIELD_LABELS[field],
}));

export const importLabel = (field: ImportField): string =>
  IMPORT_COLUMNS.find((c) => c.field === field)?.label ?? field;

/** Columns a sheet may have: the import's, the combined sizes (60*40*50cm), and some it reads but does not import. */
export type SheetField =
  | ImportField
  | 'product_size'
  | 'pack_size'
  | 'carton_size'
  | 'cbm'
  | 'cuft'
  | 'moq'
  | 'picture';

/** The fields whose cells are numbers (sizes, weights, quantities, price, codes). */
export const NUMERIC_FIELDS: ReadonlySet<SheetField> = new Set<ImportField>([
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

const EXTRA_LABELS: Record<Exclude<SheetField, ImportField>, string> = {
  product_size: '产品尺寸(长*宽*高)',
  pack_size: '包装尺寸(长*宽*高)',
  carton_size: '外箱尺寸(长*宽*高)',
  cbm: '体积(CBM)',
  cuft: '材积(CUFT)',
  moq: '起订量',
  picture: '图片',
};

/** Every field the mapping screen offers, in its order. */
export const SHEET_FIELDS: readonly SheetField[] = [
  ...IMPORT_COLUMNS.map((c) => c.field),
  'product_size',
  'pack_size',
  'carton_size',
  'cbm',
  'cuft',
  'moq',
  'picture',
];

export const sheetFieldLabel = (field: SheetField): string =>
  field in EXTRA_LABELS ? EXTRA_LABELS[field as keyof typeof EXTRA_LABELS] : importLabel(field as ImportField);

/** Fields that are read but not imported (the volume is recomputed from the carton; the picture comes from the sheet's drawing). */
export const NOT_IMPORTED: ReadonlySet<SheetField> = new Set(['cbm', 'cuft', 'moq', 'picture']);

/** Header texts naming each field (compared after `headerKey`: lower case, no spaces, no bracketed units). */
const SYNONYMS: Record<SheetField, readonly string[]> = {
  article_number: [
    '货号',
    '款号',
    '产品编号',
    '编号',
    '型号',
    '货品编号',
    '产品货号',
    '工厂货号',
    '厂号',
    '产品型号',
    '商品编码',
    'itemno',
    'itemno.',
    'item#',
    'item',
    'artno',
    'artno.',
    'articleno',
    'article',
    'sku',
    'modelno',
    'model',
    'styleno',
    'ref',
    'code',
    'itemcode',
    'productno',
  ],
  name: [
    '中文品名',
    '品名',
    '产品名称',
    '名称',
    '中文名称',
    '货名',
    '产品名',
    '商品名称',
    '中文名',
    '品名规格',
    '产品',
  ],
  name_en: [
    '英文品名',
    '英文名称',
    '英文名',
    'englishname',
    'productname',
    'name',
    'description',
    'desc',
    'itemdescription',
    'productdescription',
    'itemname',
    'descriptionen',
  ],
  category_id: ['分类', '类别', '产品类别', '品类', '类目', '产品分类', 'category', 'cat', 'type'],
  exworks_price: [
    '出厂价',
    '单价',
    '价格',
    '工厂价',
    '含税价',
    '报价',
    '不含税价',
    '价钱',
    '批发价',
    '出厂单价',
    '未税价',
    'price',
    'unitprice',
    'fobprice',
    'exwprice',
    'ex-worksprice',
    'exworksprice',
    'cost',
    'factoryprice',
    'fob',
    'exw',
  ],
  packing_name: ['包装', '包装名称', '包装方式', '包装形式', '中文包装'],
  packing_name_en: ['英文包装', '英文包装名称', 'packing', 'package', 'packaging'],
  length: ['产品长', '长', 'length', 'l', '产品长度'],
  width: ['产品宽', '宽', 'width', 'w', '产品宽度'],
  height: ['产品高', '高', 'height', 'h', '产品高度'],
  pack_length: ['包装长', '彩盒长', 'boxl', 'boxlength'],
  pack_width: ['包装宽', '彩盒宽', 'boxw', 'boxwidth'],
  pack_height: ['包装高', '彩盒高', 'boxh', 'boxheight'],
  carton_length: ['外箱长', '箱长', 'ctnl', 'cartonl', 'cartonlength'],
  carton_width: ['外箱宽', '箱宽', 'ctnw', 'cartonw', 'cartonwidth'],
  carton_height: ['外箱高', '箱高', 'ctnh', 'cartonh', 'cartonheight'],
  carton_quantity: [
    '装箱量',
    '装箱数',
    '箱装数',
    '外箱装量',
    '每箱数量',
    '装量',
    '箱入数',
    '入数',
    '外箱数量',
    '装箱数量',
    '箱装量',
    '装箱',
    'qty/ctn',
    'pcs/ctn',
    'qtyperctn',
    'qtypercarton',
    'pcspercarton',
    'packingqty',
    'ctnqty',
    'cartonqty',
    'pcs/carton',
  ],
  inbox_count: ['内盒数', '内盒', '内箱', '内盒数量', 'inner', 'innerbox', 'innerqty', 'inner/ctn'],
  gross_weight: ['毛重', 'g.w.', 'gw', 'grossweight', 'g.w', '外箱毛重'],
  net_weight: ['净重', 'n.w.', 'nw', 'netweight', 'n.w', '外箱净重'],
  certifications: [
    '证书',
    '认证',
    '检测证书',
    '认证标准',
    '检测标准',
    'certificate',
    'certificates',
    'certification',
    'teststandard',
  ],
  introduction: ['中文介绍', '介绍', '产品介绍', '描述', '产品描述', '卖点', '产品特点', '功能'],
  introduction_en: ['英文介绍', 'introduction', 'features', 'englishdescription', 'feature'],
  battery_code: ['电池', '电池编码', '电池型号', 'battery', 'batteries'],
  material_code: ['材质', '材质编码', '材料', 'material'],
  video: ['视频', '视频链接', 'video'],
  model_3d: ['3d模型', '3d', 'model3d'],
  stock_quantity: ['库存', '库存数量', '现货数量', '现货', 'stock', 'stockqty', 'inventory'],
  product_size: [
    '产品尺寸',
    '尺寸',
    '产品规格',
    '规格',
    '产品大小',
    'productsize',
    'size',
    'itemsize',
    'dimension',
    'dimensions',
  ],
  pack_size: [
    '包装尺寸',
    '彩盒尺寸',
    '盒子尺寸',
    '包装规格',
    '彩盒规格',
    '包装盒尺寸',
    'packagesize',
    'packingsize',
    'boxsize',
    'giftboxsize',
    'colorboxsize',
    'colourboxsize',
  ],
  carton_size: [
    '外箱尺寸',
    '外箱规格',
    '箱规',
    '纸箱尺寸',
    '外箱',
    '箱尺寸',
    '外箱尺码',
    'cartonsize',
    'ctnsize',
    'meas',
    'meas.',
    'measurement',
    'cartonmeas',
    'outercarton',
    'cartondimension',
    'ctnmeas',
    'cartonmeasurement',
  ],
  cbm: ['cbm', '体积', '外箱体积', '立方', '立方数', 'm3', 'volume', 'cbm/ctn'],
  cuft: ['cuft', 'cu.ft', 'cu.ft.', '材积', '立方英尺', 'cuft/ctn'],
  moq: ['moq', '起订量', '最小起订量', '起订', 'minorder', 'minimumorder', '起订数量'],
  picture: ['图片', '产品图片', '图', '照片', 'picture', 'photo', 'image', 'pic', '产品图', 'photos', 'pictures'],
};

export const SIZE_PARTS: Record<
  'product_size' | 'pack_size' | 'carton_size',
  readonly [ImportField, ImportField, ImportField]
> = {
  product_size: ['length', 'width', 'height'],
  pack_size: ['pack_length', 'pack_width', 'pack_height'],
  carton_size: ['carton_length', 'carton_width', 'carton_height'],
};
const DIMENSION_LABEL: Record<string, 0 | 1 | 2> = {
  长: 0,
  l: 0,
  length: 0,
  宽: 1,
  w: 1,
  width: 1,
  高: 2,
  h: 2,
  height: 2,
};

/** A header's text for matching: NFKC, lower case, no spaces, bracketed parts (units) removed. */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[（(［[【].*?[)）］\]】]/g, '')
    .replace(/l\s*[*x×]\s*w\s*[*x×]\s*h|长\s*[*x×]\s*宽\s*[*x×]\s*高/g, '')
    .replace(/[\s:：*＊_]+/g, '')
    .replace(/(us\$|usd|rmb|cny|hkd|eur|¥|\$|元)$/, '')
    .replace(/^[-—/.]+|[-—/]+$/g, '');
}

/** Every field a header may name, with how sure (100 exact, 50+ a contained synonym); a bilingual header names two. */
export function headerScores(text: string): Map<SheetField, number> {
  const scores = new Map<SheetField, number>();
  const key = headerKey(text);
  if (!key) return scores;
  // "外箱尺寸 长" (a merged parent over its sub-header) or "Carton L": a part of a combined size.
  const dim = /^(.*?)(长|宽|高|l|w|h|length|width|height)$/.exec(key);
  if (dim?.[1] && dim[2]) {
    const parent = fieldOfHeader(dim[1]).field;
    if (parent === 'product_size' || parent === 'pack_size' || parent === 'carton_size') {
      scores.set(SIZE_PARTS[parent][DIMENSION_LABEL[dim[2]] as number] as SheetField, 100);
      return scores;
    }
  }
  for (const field of SHEET_FIELDS)
    for (const synonym of SYNONYMS[field]) {
      let score = 0;
      if (key === synonym) score = 100;
      // Single letters and very short Latin words only name a column on their own.
      else if (synonym.length >= 2 && !/^[a-z.]{1,3}$/.test(synonym) && key.includes(synonym))
        score = 50 + Math.min(30, synonym.length * 4) - Math.min(20, key.length - synonym.length);
      if (score > (scores.get(field) ?? 0)) scores.set(field, score);
    }
  return scores;
}

/** A header's best field and its score (null, 0: none). */
export function fieldOfHeader(text: string): { field: SheetField | null; score: number } {
  let best: { field: SheetField | null; score: number } = { field: null, score: 0 };
  for (const [field, score] of headerScores(text)) if (score > best.score) best = { field, score };
  return best;
}

// ----- values -----

export type ValueKind =
  | 'empty'
  | 'size3'
  | 'price'
  | 'quantity'
  | 'weight'
  | 'number'
  | 'code'
  | 'cjk'
  | 'latin'
  | 'cert'
  | 'url';

// ----- the sheet -----

/** A sheet as the assistant reads it: rows of cell texts (1-based row numbers; cells[0] is column 1). */
export interface SheetGrid {
  rows: { row: number; cells: string[] }[];
  /** merged ranges, 1-based inclusive */
  merges?: { top: number; left: number; bottom: number; right: number }[];
}

export interface ColumnGuess {
  /** 1-based column of the sheet */
  column: number;
  header: string;
  samples: string[];
  field: SheetField | null;
  /** 0–100 */
  confidence: number;
}

export interface SheetAnalysis {
  /** the header's row (the last header row when it has two) */
  headerRow: number;
  /** the first row of data */
  firstRow: number;
  columns: ColumnGuess[];
}

const nonEmpty = (cells: readonly string[]) => cells.filter((c) => c.trim() !== '').length;

/** How much a row looks like a header: distinct fields its cells name, less for numbers in it. */
function headerScore(cells: readonly string[]): number {
  const fields = new Set<SheetField>();
  let numbers = 0;
  for (const cell of cells) {
    const { field, score } = fieldOfHeader(cell);
    if (field && score >= 50 && cell.length <= 40) fields.add(field);
    const kind = valueKind(cell);
    if (kind === 'number' || kind === 'price' || kind === 'size3') numbers++;
  }
  return fields.size - numbers;
}

/** The merged range's top-left text of a cell inside one (forward fill of a merged title), else the cell's own. */
function mergedText(grid: SheetGrid, byRow: Map<number, string[]>, row: number, col: number): string {
  const own = byRow.get(row)?.[col - 1] ?? '';
  if (own.trim()) return own;
  for (const m of grid.merges ?? [])
    if (row >= m.top && row <= m.bottom && col >= m.left && col <= m.right) return byRow.get(m.top)?.[m.left - 1] ?? '';
  return own;
}

const isDimensionLabel = (text: string) => headerKey(text) in DIMENSION_LABEL;

/**
 * Finds the header row among the first rows (titles, merged banners and supplier details above it are
 * skipped), joins a second header row of sub-labels (长/宽/高 under a merged 外箱尺寸), and maps every column
 * to a field by its header and then by the values under it. Null: no row names at least two fields.
 */
export function analyzeSheet(grid: SheetGrid): SheetAnalysis | null {
  const byRow = new Map(grid.rows.map((r) => [r.row, r.cells]));
  let best: { row: number; score: number } | null = null;
  for (const r of grid.rows.slice(0, COLUMN_LIMITS.headerScan)) {
    const score = headerScore(r.cells);
    if (score >= 2 && (!best || score > best.score)) best = { row: r.row, score };
  }
  if (!best) return null;
  const width = Math.max(0, ...grid.rows.map((r) => r.cells.length));
  const header = Array.from({ length: width }, (_, i) => mergedText(grid, byRow, best.row, i + 1).trim());
  let headerRow = best.row;
  const index = grid.rows.findIndex((r) => r.row === best.row);
  const next = grid.rows[index + 1];
  // A row of 长/宽/高 under the header: each sub-label is joined to the title above it (merged or to its left).
  if (next && next.cells.filter(isDimensionLabel).length >= 2 && !next.cells.some((c) => /\d/.test(c))) {
    let parent = '';
    for (let i = 0; i < width; i++) {
      const own = byRow.get(best.row)?.[i]?.trim() ?? '';
      const above = mergedText(grid, byRow, best.row, i + 1).trim();
      const sub = next.cells[i]?.trim() ?? '';
      if (own) parent = own;
      if (sub && isDimensionLabel(sub)) header[i] = `${above || parent} ${sub}`;
      else if (sub && !header[i]) header[i] = sub;
    }
    headerRow = next.row;
  }
  const dataRows = grid.rows.filter((r) => r.row > headerRow && nonEmpty(r.cells) >= 2);
  const samplesOf = (i: number) =>
    dataRows
      .map((r) => r.cells[i]?.trim() ?? '')
      .filter(Boolean)
      .slice(0, 20);
  const candidates: { column: number; field: SheetField; score: number }[] = [];
  for (let i = 0; i < width; i++) {
    const values = samplesOf(i);
    const kinds = values.map(valueKind);
    const share = (field: SheetField) => {
      const allowed = FIELD_KINDS[field];
      if (!allowed || !kinds.length) return null;
      return kinds.filter((k) => allowed.includes(k)).length / kinds.length;
    };
    const byHeader = headerScores(header[i] ?? '');
    for (const field of SHEET_FIELDS) {
      let score = byHeader.get(field) ?? 0;
      const fit = share(field);
      if (score > 0 && fit !== null) score += fit >= 0.6 ? 15 : fit < 0.2 ? -40 : 0;
      // A column without a recognised header is judged by its values alone, weakly.
      if (!byHeader.size && fit !== null && fit >= 0.8) score = Math.max(score, VALUE_ONLY[field] ?? 0);
      if (score >= 30) candidates.push({ column: i + 1, field, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const byColumn = new Map<number, { field: SheetField; score: number }>();
  const taken = new Set<SheetField>();
  for (const c of candidates) {
    if (byColumn.has(c.column) || taken.has(c.field)) continue;
    byColumn.set(c.column, { field: c.field, score: c.score });
    taken.add(c.field);
  }
  const columns: ColumnGuess[] = [];
  for (let i = 0; i < width; i++) {
    const values = samplesOf(i);
    if (!header[i] && !values.length) continue;
    const guess = byColumn.get(i + 1);
    columns.push({
      column: i + 1,
      header: (header[i] ?? '').slice(0, 100),
      samples: values.slice(0, COLUMN_LIMITS.samples).map((v) => v.slice(0, 100)),
      field: guess?.field ?? null,
      confidence: guess ? Math.max(0, Math.min(100, Math.round(guess.score))) : 0,
    });
  }
  return { headerRow, firstRow: dataRows[0]?.row ?? headerRow + 1, columns };
}

/** Fields a headerless column may take by its values alone (the score it gets). */
const VALUE_ONLY: Partial<Record<SheetField, number>> = {
  carton_size: 40,
  certifications: 40,
  exworks_price: 35,
  article_number: 32,
  name: 31,
  name_en: 30,
};

/** The data rows under the header: two or more filled cells of mapped columns, not a repeat of the header. */
export function dataRowsOf(grid: SheetGrid, analysis: SheetAnalysis): number[] {
  const mapped = analysis.columns.filter((c) => c.field).map((c) => c.column);
  return grid.rows
    .filter((r) => r.row > analysis.headerRow)
    .filter((r) => mapped.filter((col) => (r.cells[col - 1] ?? '').trim() !== '').length >= 2)
    .filter((r) => !analysis.columns.every((c) => !c.header || (r.cells[c.column - 1] ?? '') === c.header))
    .map((r) => r.row);
}

/** Pictures by data row: an anchor on a data row, or the nearest data row one row away. */
export function picturesByRow<T>(
  anchored: ReadonlyMap<number, readonly T[]>,
  dataRows: readonly number[],
): Map<number, T[]> {
  const rows = new Set(dataRows);
  const found = new Map<number, T[]>();
  for (const [row, parts] of anchored) {
    const target = rows.has(row) ? row : rows.has(row + 1) ? row + 1 : rows.has(row - 1) ? row - 1 : null;
    if (target !== null) found.set(target, [...(found.get(target) ?? []), ...parts]);
  }
  return found;
}

/**
 * A sheet's header wherever it is among the first rows (`analyzeSheet`), else its first row with text (a sheet
 * whose headers no synonym names is mapped by hand): the header row, the header texts by column, the guesses.
 */
export function sheetHeader(grid: SheetGrid): { headerRow: number; headers: string[]; columns: ColumnGuess[] } | null {
  const analysis = analyzeSheet(grid);
  const width = Math.max(0, ...grid.rows.map((r) => r.cells.length));
  if (analysis) {
    const headers = Array.from({ length: width }, () => '');
    for (const c of analysis.columns) headers[c.column - 1] = c.header;
    return { headerRow: analysis.headerRow, headers, columns: analysis.columns };
  }
  const first = grid.rows.find((r) => r.cells.some((c) => c.trim()));
  if (!first) return null;
  const headers = Array.from({ length: width }, (_, i) => (first.cells[i] ?? '').trim().slice(0, 100));
  const under = grid.rows.filter((r) => r.row > first.row);
  return {
    headerRow: first.row,
    headers,
    columns: headers.map((header, i) => ({
      column: i + 1,
      header,
      samples: under
        .map((r) => (r.cells[i] ?? '').trim())
        .filter(Boolean)
        .slice(0, COLUMN_LIMITS.samples)
        .map((v) => v.slice(0, 100)),
      field: null,
      confidence: 0,
    })),
  };
}

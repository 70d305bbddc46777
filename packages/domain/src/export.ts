import { MSG } from './messages';
import { amountText } from './pricing';
import { DAY_MS } from './time';
import { fileExtension } from './validation';

/** §9: export image defaults (auto-orient and resize to this width). */
export const EXPORT_IMAGE = { width: 600, quality: 90 } as const;

/** The Chinese texts written into exported files (catalogue PDF, Excel header, zip name). */
export const EXPORT_TEXT = {
  noPicture: '暂无图片',
  page: (page: number, pages: number) => `第 ${page} 页 / 共 ${pages} 页`,
  itemCount: (count: number) => `共 ${count} 款`,
  contact: (name: string) => `联系人：${name}`,
  telephone: (phone: string) => `电话：${phone}`,
  mobile: (phone: string) => `手机：${phone}`,
  zipName: '图片压缩包',
} as const;
/** §9: watermark display units. */
export const WATERMARK_UNITS = { length: 'CM', weight: 'KGS', cubicFeet: 'CUFT', cubicMeters: 'CBM' } as const;
/** §9: watermark_lang value meaning Chinese labels (anything else: English). */
export const WATERMARK_LANG_ZH = 11201001;
/** §9: export history is kept about a month; the download is hidden after 30 days. */
export const EXPORT_HISTORY_DAYS = 30;
/** §4: progress value meaning the export failed. */
export const EXPORT_FAILED_PROGRESS = -100;

type ExportFlag = 0 | 1 | boolean | null | undefined;

/**
 * §5: the items that may be exported: is_black items are skipped; is_set_hide items are skipped
 * unless they have a stop_time. Order kept.
 */
export function exportableItems<T extends { is_black?: ExportFlag; is_set_hide?: ExportFlag; stop_time?: unknown }>(
  items: readonly T[],
): T[] {
  return items.filter((it) => {
    if (it.is_black) return false;
    if (it.is_set_hide) return hasStopTime(it.stop_time);
    return true;
  });
}

function hasStopTime(v: unknown): boolean {
  if (typeof v === 'number') return v > 0;
  if (typeof v === 'string') return v.trim() !== '' && v !== '0' && !v.startsWith('0000-00-00');
  return false;
}

/** §5: the message when nothing is exportable: from a sample cart or from an edit quotation. */
export function emptyExportMessage(kind: 'sample_cart' | 'quotation'): string {
  return kind === 'sample_cart' ? MSG.exportEmptySampleCart : MSG.exportEmptyQuotation;
}

/** §5: picture file-name mode: by item id, or by article number. */
export type PictureNameMode = 'id' | 'article_number';

/** Maps export settings' img_rename_type (1 = id, 2 = article number) to a mode. */
export function pictureNameMode(imgRenameType: number): PictureNameMode {
  return imgRenameType === 2 ? 'article_number' : 'id';
}

/** Strips everything but letters, digits, '-' and '_' (Chinese characters are letters). */
export function stripSpecialCharacters(name: string): string {
  return name.replace(/[^\p{L}\p{N}_-]/gu, '');
}

const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'];

/** The picture's extension from its URL, '.jpg' when unknown. */
function pictureExtension(url: string): string {
  const ext = fileExtension(url.split(/[?#]/)[0] ?? '');
  return PICTURE_EXTENSIONS.includes(ext) ? `.${ext}` : '.jpg';
}

/** One picture of the zip: its source URL and its file name inside the zip. */
export interface PictureFile {
  id: number;
  url: string;
  filename: string;
}

/**
 * §5 picture file names for the zip. Items without a picture are skipped. The base name is the item
 * id, or its article number with special characters stripped (the id when nothing is left). Repeated
 * names (compared case-insensitively) get the suffix (1), (2)... before the extension, which comes
 * from the picture URL. All names are unique.
 */
export function pictureFileNames(
  items: readonly { id: number; picture?: string | null; article_number?: string | null }[],
  mode: PictureNameMode,
): PictureFile[] {
  const name = pictureNamer(mode);
  return items.flatMap((it) => name(it) ?? []);
}

/**
 * The same naming one item at a time (for lists streamed in batches): the namer remembers the names it
 * gave; null for an item without a picture.
 */
export function pictureNamer(
  mode: PictureNameMode,
): (item: { id: number; picture?: string | null; article_number?: string | null }) => PictureFile | null {
  const used = new Map<string, number>();
  return (it) => {
    const url = (it.picture ?? '').trim();
    if (!url) return null;
    const stripped = mode === 'article_number' ? stripSpecialCharacters(it.article_number ?? '') : '';
    const base = stripped || String(it.id);
    const key = base.toLowerCase();
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    // Stripped names never contain '(' so a suffixed name cannot collide with a plain one.
    return { id: it.id, url, filename: `${n === 0 ? base : `${base}(${n})`}${pictureExtension(url)}` };
  };
}

/** §9: export poll interval: 1 s for 100 items or fewer, otherwise 3 s × ceil(count / 500). */
export function exportPollInterval(count: number): number {
  if (count <= 100) return 1000;
  return 3000 * Math.ceil(count / 500);
}

/** One step of the export job (§4). */
export type ExportJobStep =
  | { status: 'running'; progress: number }
  | { status: 'failed'; message: string }
  | { status: 'done'; link: string; message: string }
  | { status: 'stopped' };

/**
 * §4, §8: interprets one get_callback answer. No data (progress null/undefined) stops the spinner;
 * -100 is a failure ('导出失败，请联系客服'); 100 with a link is done ('导出成功', the download starts);
 * anything else keeps polling with the progress clamped to 0–100.
 */
export function exportJobStep(progress: number | null | undefined, link?: string | null): ExportJobStep {
  if (progress === null || progress === undefined || Number.isNaN(progress)) return { status: 'stopped' };
  if (progress === EXPORT_FAILED_PROGRESS) return { status: 'failed', message: MSG.exportFailed };
  if (progress >= 100 && link) return { status: 'done', link, message: MSG.exportSuccess };
  return { status: 'running', progress: Math.min(100, Math.max(0, progress)) };
}

/** §4 export job state: idle → polling (uuid) → done | failed | stopped. */
export type ExportJobState =
  | { phase: 'idle' }
  | { phase: 'polling'; uuid: string; progress: number }
  | { phase: 'done'; uuid: string; link: string; message: string }
  | { phase: 'failed'; uuid: string; message: string }
  | { phase: 'stopped'; uuid: string };

export type ExportJobEvent =
  | { type: 'started'; uuid: string | null | undefined }
  | { type: 'polled'; progress: number | null | undefined; link?: string | null }
  | { type: 'reset' };

/**
 * §4 export job machine. A start without a uuid stops (nothing to poll); polls apply exportJobStep;
 * once done, failed or stopped, further polls are ignored until reset or a new start.
 */
export function nextExportJobState(state: ExportJobState, event: ExportJobEvent): ExportJobState {
  if (event.type === 'reset') return { phase: 'idle' };
  if (event.type === 'started') {
    return event.uuid ? { phase: 'polling', uuid: event.uuid, progress: 0 } : { phase: 'idle' };
  }
  if (state.phase !== 'polling') return state;
  const step = exportJobStep(event.progress, event.link);
  const uuid = state.uuid;
  switch (step.status) {
    case 'running':
      return { phase: 'polling', uuid, progress: step.progress };
    case 'done':
      return { phase: 'done', uuid, link: step.link, message: step.message };
    case 'failed':
      return { phase: 'failed', uuid, message: step.message };
    default:
      return { phase: 'stopped', uuid };
  }
}

/** §9: a history record's download is shown for 30 days after creation, then hidden. */
export function isHistoryDownloadVisible(createdTime: Date, now: Date): boolean {
  return now.getTime() - createdTime.getTime() <= EXPORT_HISTORY_DAYS * DAY_MS;
}

/** §3 history export_format: 1 Excel, 2 PDF; 3 marks a picture zip (the spec's "otherwise PDF" covers the two it names). */
export const EXPORT_FORMAT = { excel: 1, pdf: 2, zip: 3 } as const;
export type ExportFormatName = keyof typeof EXPORT_FORMAT;

/** §3: history export_format 1 = Excel, 3 = picture zip, otherwise PDF. */
export function exportFormatLabel(exportFormat: number): 'Excel' | 'PDF' | 'ZIP' {
  if (exportFormat === EXPORT_FORMAT.zip) return 'ZIP';
  return exportFormat === EXPORT_FORMAT.excel ? 'Excel' : 'PDF';
}

/** Watermark fields with their Chinese and English labels (§3 watermark_params.fieldList). */
export const WATERMARK_FIELDS = {
  article_number: { zh: '货号', en: 'Item No.' },
  name: { zh: '品名', en: 'Name' },
  factory_name: { zh: '工厂', en: 'Factory' },
  quoted_price: { zh: '报价', en: 'Price' },
  packing_name: { zh: '包装', en: 'Packing' },
  sample_size: { zh: '样品规格', en: 'Product Size' },
  carton_size: { zh: '外箱规格', en: 'Carton Size' },
  carton_quantity: { zh: '装箱量', en: 'Qty/CTN' },
  cubic_meter: { zh: '体积', en: 'Volume' },
  cubic_feet: { zh: '材积', en: 'Cubic Feet' },
  gross_weight: { zh: '毛重', en: 'G.W.' },
  net_weight: { zh: '净重', en: 'N.W.' },
} as const;
export type WatermarkField = keyof typeof WATERMARK_FIELDS;

/** §9: the label of a watermark field in the watermark language (11201001 = Chinese). */
export function watermarkLabel(field: WatermarkField, watermarkLang: number): string {
  const label = WATERMARK_FIELDS[field];
  return watermarkLang === WATERMARK_LANG_ZH ? label.zh : label.en;
}

/** The unit appended to a watermark field's value when is_show_unit is on ('' when none). */
export function watermarkUnit(field: WatermarkField, moneyUnit = ''): string {
  switch (field) {
    case 'sample_size':
    case 'carton_size':
      return WATERMARK_UNITS.length;
    case 'gross_weight':
    case 'net_weight':
      return WATERMARK_UNITS.weight;
    case 'cubic_meter':
      return WATERMARK_UNITS.cubicMeters;
    case 'cubic_feet':
      return WATERMARK_UNITS.cubicFeet;
    case 'quoted_price':
      return moneyUnit;
    default:
      return '';
  }
}

/**
 * §3, §9: the watermark lines of one picture: 'label: value unit' for each chosen field with a value,
 * in fieldList order, factory name dropped unless is_show_factory_name.
 */
export function watermarkLines(
  values: Partial<Record<WatermarkField, string | number | null | undefined>>,
  settings: {
    fieldList: readonly WatermarkField[];
    watermarkLang: number;
    showUnit: boolean;
    showFactoryName: boolean;
    moneyUnit?: string;
  },
): string[] {
  const sep = settings.watermarkLang === WATERMARK_LANG_ZH ? '：' : ': ';
  const lines: string[] = [];
  for (const field of settings.fieldList) {
    if (field === 'factory_name' && !settings.showFactoryName) continue;
    const v = values[field];
    if (v === null || v === undefined || v === '') continue;
    const unit = settings.showUnit ? watermarkUnit(field, settings.moneyUnit) : '';
    lines.push(`${watermarkLabel(field, settings.watermarkLang)}${sep}${v}${unit ? ` ${unit}` : ''}`);
  }
  return lines;
}

/** §3 default export settings. */
export const DEFAULT_EXPORT_SETTINGS = {
  img_width: EXPORT_IMAGE.width,
  watermark_params: {
    font_color: '#FFFFFF',
    font_size: 14,
    fieldList: ['article_number', 'name'],
    moneyUnit: 'RMB',
    position: 'bottom_left',
  },
  img_rename_type: 1,
  is_show_watermark: 0,
  is_show_unit: 1,
  is_show_factory_name: 0,
  watermark_lang: WATERMARK_LANG_ZH,
} as const;

// ── Export generation (Excel columns, row values, watermark layout, file names) ──────────────────────

/** Where an export's items come from. */
export const EXPORT_SOURCES = ['sample_cart', 'chooses', 'compare', 'quotation'] as const;
export type ExportSource = (typeof EXPORT_SOURCES)[number];

/** §5: the empty-export message of a source: the quotation's own, the sample cart's for every other list. */
export function exportSourceEmptyMessage(source: ExportSource): string {
  return emptyExportMessage(source === 'quotation' ? 'quotation' : 'sample_cart');
}

/** Exports of at most this many items may be answered at once (direct_export) instead of through a job. */
export const DIRECT_EXPORT_MAX_ITEMS = 100;
/** A signed download or upload link lives this long. */
export const EXPORT_LINK_TTL_MS = 15 * 60_000;

/** Excel and PDF columns with their Chinese and English titles and the Excel column width (characters). */
export const EXPORT_COLUMNS = {
  picture: { zh: '图片', en: 'Picture', width: 0 },
  article_number: { zh: '货号', en: 'Item No.', width: 14 },
  name: { zh: '品名', en: 'Name', width: 24 },
  name_en: { zh: '英文品名', en: 'English Name', width: 24 },
  factory_name: { zh: '工厂', en: 'Factory', width: 24 },
  factory_number: { zh: '工厂货号', en: 'Factory No.', width: 14 },
  custom_number: { zh: '自定义编号', en: 'Custom No.', width: 12 },
  unit: { zh: '单位', en: 'Unit', width: 6 },
  exworks_price: { zh: '出厂价', en: 'Ex-works Price', width: 10 },
  quoted_price: { zh: '报价', en: 'Price', width: 10 },
  packing_name: { zh: '包装', en: 'Packing', width: 12 },
  sample_size: { zh: '样品规格', en: 'Product Size', width: 16 },
  pack_size: { zh: '包装规格', en: 'Packing Size', width: 16 },
  carton_size: { zh: '外箱规格', en: 'Carton Size', width: 16 },
  carton_quantity: { zh: '装箱量', en: 'Qty/CTN', width: 9 },
  inbox_count: { zh: '内盒数', en: 'Inner Boxes', width: 9 },
  cubic_meter: { zh: '体积', en: 'Volume', width: 9 },
  cubic_feet: { zh: '材积', en: 'Cubic Feet', width: 9 },
  gross_weight: { zh: '毛重', en: 'G.W.', width: 8 },
  net_weight: { zh: '净重', en: 'N.W.', width: 8 },
  remark: { zh: '备注', en: 'Remark', width: 20 },
} as const;
export type ExportColumn = keyof typeof EXPORT_COLUMNS;

/** The columns of an export when none are chosen. */
export const DEFAULT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  'picture',
  'article_number',
  'name',
  'factory_name',
  'quoted_price',
  'packing_name',
  'sample_size',
  'carton_size',
  'carton_quantity',
  'cubic_meter',
  'gross_weight',
  'net_weight',
];

/**
 * The chosen columns in a usable order: unknown names dropped, duplicates kept once, the factory column
 * dropped unless is_show_factory_name; the default set when nothing valid is left.
 */
export function exportColumns(chosen: readonly string[] | null | undefined, showFactoryName = true): ExportColumn[] {
  const seen = new Set<string>();
  const out: ExportColumn[] = [];
  for (const c of chosen ?? []) {
    if (!(c in EXPORT_COLUMNS) || seen.has(c)) continue;
    seen.add(c);
    out.push(c as ExportColumn);
  }
  const list = out.length ? out : [...DEFAULT_EXPORT_COLUMNS];
  return showFactoryName ? list : list.filter((c) => c !== 'factory_name');
}

/** The title of a column in the export's language (11201001 = Chinese). */
export function exportColumnTitle(column: ExportColumn, lang: number): string {
  return lang === WATERMARK_LANG_ZH ? EXPORT_COLUMNS[column].zh : EXPORT_COLUMNS[column].en;
}

type Num = number | string | null | undefined;
/** The item fields an export reads (§3 quotation/sample item). */
export interface ExportItem {
  id: number;
  article_number?: string | null;
  name?: string | null;
  name_en?: string | null;
  factory_name?: string | null;
  factory_number?: string | null;
  custom_number?: string | null;
  unit?: string | null;
  exworks_price?: Num;
  quoted_price?: Num;
  packing_name?: string | null;
  packing_name_en?: string | null;
  length?: Num;
  width?: Num;
  height?: Num;
  pack_length?: Num;
  pack_width?: Num;
  pack_height?: Num;
  carton_length?: Num;
  carton_width?: Num;
  carton_height?: Num;
  carton_quantity?: Num;
  inbox_count?: Num;
  carton_cubic_meter?: Num;
  carton_cubic_feet?: Num;
  gross_weight?: Num;
  net_weight?: Num;
  remark?: string | null;
}

const dims = (l: Num, w: Num, h: Num) => {
  const v = [l, w, h].map((x) => (x === null || x === undefined || x === '' ? Number.NaN : Number(x)));
  return v.every((x) => Number.isFinite(x) && x > 0) ? v.join('*') : null;
};
const numeric = (v: Num): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * One item's cell values by column (no picture): sizes as length*width*height only when meaningful,
 * with the unit (CM, KGS, CBM, CUFT, the money unit) appended when showUnit; English names and packing
 * when the language is not Chinese and they exist. Missing values are null.
 */
export function exportRowValues(
  item: ExportItem,
  options: { lang: number; showUnit: boolean; moneyUnit?: string },
): Record<Exclude<ExportColumn, 'picture'>, string | number | null> {
  const zh = options.lang === WATERMARK_LANG_ZH;
  const withUnit = (v: string | number | null, unit: string) =>
    v === null || !options.showUnit || !unit ? v : `${v} ${unit}`;
  const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    article_number: text(item.article_number),
    name: (zh ? text(item.name) : (text(item.name_en) ?? text(item.name))) ?? null,
    name_en: text(item.name_en),
    factory_name: text(item.factory_name),
    factory_number: text(item.factory_number),
    custom_number: text(item.custom_number),
    unit: text(item.unit),
    exworks_price: withUnit(numeric(item.exworks_price), 'RMB'),
    quoted_price: withUnit(numeric(item.quoted_price), options.moneyUnit ?? ''),
    packing_name: (zh ? text(item.packing_name) : (text(item.packing_name_en) ?? text(item.packing_name))) ?? null,
    sample_size: withUnit(dims(item.length, item.width, item.height), WATERMARK_UNITS.length),
    pack_size: withUnit(dims(item.pack_length, item.pack_width, item.pack_height), WATERMARK_UNITS.length),
    carton_size: withUnit(dims(item.carton_length, item.carton_width, item.carton_height), WATERMARK_UNITS.length),
    carton_quantity: numeric(item.carton_quantity),
    inbox_count: numeric(item.inbox_count),
    cubic_meter: withUnit(numeric(item.carton_cubic_meter), WATERMARK_UNITS.cubicMeters),
    cubic_feet: withUnit(numeric(item.carton_cubic_feet), WATERMARK_UNITS.cubicFeet),
    gross_weight: withUnit(numeric(item.gross_weight), WATERMARK_UNITS.weight),
    net_weight: withUnit(numeric(item.net_weight), WATERMARK_UNITS.weight),
    remark: text(item.remark),
  };
}

/** One item's watermark values (without units: watermarkLines appends them). */
export function watermarkValues(item: ExportItem, lang: number): Partial<Record<WatermarkField, string | number>> {
  const v = exportRowValues(item, { lang, showUnit: false });
  const out: Partial<Record<WatermarkField, string | number>> = {};
  for (const field of Object.keys(WATERMARK_FIELDS) as WatermarkField[]) {
    const value = v[field];
    // a price keeps its two decimals on the picture ('46.40', not '46.4')
    if (value !== null && value !== undefined)
      out[field] = field === 'quoted_price' && typeof value === 'number' ? amountText(value) : value;
  }
  return out;
}

export type WatermarkPosition = 'top_left' | 'top_right' | 'bottom_left' | 'bottom_right' | 'center';

/**
 * The top-left corner of a watermark block of `block` size inside a picture of `picture` size at a
 * position, `margin` pixels from the edges; the block never leaves the picture (clamped to 0).
 */
export function watermarkOrigin(
  position: string,
  picture: { width: number; height: number },
  block: { width: number; height: number },
  margin = 8,
): { left: number; top: number } {
  const right = picture.width - block.width - margin;
  const bottom = picture.height - block.height - margin;
  const clamp = (v: number, max: number) => Math.max(0, Math.min(Math.round(v), Math.max(0, max)));
  const maxLeft = picture.width - block.width;
  const maxTop = picture.height - block.height;
  switch (position) {
    case 'top_left':
      return { left: clamp(margin, maxLeft), top: clamp(margin, maxTop) };
    case 'top_right':
      return { left: clamp(right, maxLeft), top: clamp(margin, maxTop) };
    case 'bottom_right':
      return { left: clamp(right, maxLeft), top: clamp(bottom, maxTop) };
    case 'center':
      return {
        left: clamp((picture.width - block.width) / 2, maxLeft),
        top: clamp((picture.height - block.height) / 2, maxTop),
      };
    default:
      return { left: clamp(margin, maxLeft), top: clamp(bottom, maxTop) };
  }
}

const SOURCE_TITLES: Record<ExportSource, string> = {
  sample_cart: '选样车',
  chooses: '选品单',
  compare: '产品对比',
  quotation: '报价单',
};

/** The history record's content: the source's kind and its name ('选样车：默认选样车'). */
export function exportContent(source: ExportSource, name?: string | null): string {
  const title = SOURCE_TITLES[source];
  return name?.trim() ? `${title}：${name.trim()}` : title;
}

const EXTENSIONS: Record<ExportFormatName, string> = { excel: 'xlsx', pdf: 'pdf', zip: 'zip' };

/**
 * The download's file name: the content with special characters stripped, the local time
 * (yyyyMMddHHmmss, given as 'yyyy-MM-dd HH:mm:ss') and the format's extension.
 */
export function exportFileName(content: string, format: ExportFormatName, localTime: string): string {
  const base = stripSpecialCharacters(content).slice(0, 60) || 'export';
  return `${base}_${localTime.replace(/\D/g, '').slice(0, 14)}.${EXTENSIONS[format]}`;
}

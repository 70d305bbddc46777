import { CATEGORIES, CATEGORY_GROUPS, CERTIFICATES } from './catalog';
import { cartonCubicFeet, cartonCubicMeters, roundTo } from './dimensions';
import { IMPORT_COLUMNS, type ImportField, importLabel } from './imports';
import { type PriceFormula, quotePrice } from './pricing';

/**
 * The AI assistant's rules: the Excel assistant (a supplier's price list in any layout → the import's columns)
 * and the Q&A (a question → help articles or a catalogue search with filters). Everything here is
 * deterministic; a language model, when one is configured, only words an answer over what these rules found.
 */

export const ASSISTANT_LIMITS = {
  /** Rows of one price list read by the assistant. */
  rows: 5000,
  /** The uploaded xlsx. */
  fileBytes: 50 * 1024 * 1024,
  /** Rows searched for the header. */
  headerScan: 30,
  /** Sample values shown per column. */
  samples: 3,
  question: 200,
  /** Products and factories shown under an answer. */
  cards: 8,
  /** Help passages given to the answer. */
  passages: 3,
} as const;

export const ASSISTANT_MSG = {
  fileRequired: '请上传供应商报价表（.xlsx）',
  notXlsx: '请上传.xlsx格式的Excel文件',
  fileTooLarge: `Excel文件不能超过${ASSISTANT_LIMITS.fileBytes / 1024 / 1024}MB`,
  tooManyRows: `表格超过${ASSISTANT_LIMITS.rows}行，请拆分后再处理`,
  noHeader: '没有找到可识别的表头（如货号、品名、单价），请检查表格',
  noRows: '表头下没有产品数据',
  mappingNeedsArticle: '请指定货号列',
  mappingNeedsName: '请指定品名列',
  mappingTwice: (label: string) => `${label}对应了多列，请只选一列`,
  columnUnknown: (column: number) => `第${column}列不存在`,
  notFound: '任务不存在或已过期',
  notReady: '表格还在分析中，请稍候',
  analyzeFailed: '表格分析失败，请稍后重试',
  buildFailed: '生成表格失败，请稍后重试',
  askFailed: '回答失败，请稍后重试',
  questionRequired: '请输入问题',
  questionTooLong: `问题不能超过${ASSISTANT_LIMITS.question}个字`,
  noProvider: '未配置AI模型服务：以下为按平台规则检索的结果，自由问答暂不可用',
  providerFailed: 'AI模型服务暂时无法回答，以下为按平台规则检索的结果',
  noMatch: '没有找到符合条件的结果，可以换个说法或放宽条件',
  helpFound: '以下帮助内容可能解答您的问题：',
  productsFound: (total: number) => `找到${total}个符合条件的产品`,
  factoriesFound: (total: number) => `找到${total}家符合条件的工厂`,
  moqNotFiltered: '平台产品暂无起订量数据，起订量条件未用于筛选',
  rowNoArticle: '没有货号，已跳过',
  rowNoName: '没有品名，已跳过',
  valueUnread: (label: string, text: string) => `${label}“${text}”无法识别，已留空`,
  categoryUnknown: (text: string) => `分类“${text}”无法对应平台分类，已留空`,
  currencyConverted: (currency: string, rate: number) => `价格由${currency}按汇率${rate}换算为人民币`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Excel assistant: fields, synonyms and value patterns
// ---------------------------------------------------------------------------------------------------------

/** Columns the assistant recognises: the import's, the combined sizes (60*40*50cm), and some it reads but does not import. */
export type SheetField =
  | ImportField
  | 'product_size'
  | 'pack_size'
  | 'carton_size'
  | 'cbm'
  | 'cuft'
  | 'moq'
  | 'picture';

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

const SIZE_PARTS: Record<
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

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const SIZE3 = new RegExp(
  String.raw`^\D*?${NUM}\s*(?:cm|mm|m|in|inch|")?\s*[*x×✕\/]\s*[a-z]?\s*${NUM}\s*(?:cm|mm|m|in|inch|")?\s*[*x×✕\/]\s*[a-z]?\s*${NUM}\s*(cm|mm|m|in|inch|inches|")?`,
);
const CURRENCY_MARK = /(us\$|usd|hk\$|hkd|rmb|cny|eur|gbp|jpy|[$¥€£元块])/;
const CERT_WORDS = new RegExp(
  `^(?:(?:${CERTIFICATES.flatMap((c) => [c.id, c.name.split(' ')[0] as string])
    .map((w) => w.toLowerCase().replace(/[()]/g, ''))
    .join('|')}|3c|astm|en71|cpsia|asnzs|rohs)[\\s,，、/;；&+和]*)+$`,
);

const clean = (text: string) =>
  text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/(\d),(\d{3})/g, '$1$2');

/** What a cell's text looks like (the mapping's second opinion after the header). */
export function valueKind(text: string): ValueKind {
  const t = clean(text);
  if (!t) return 'empty';
  if (/^https?:\/\//.test(t)) return 'url';
  if (SIZE3.test(t)) return 'size3';
  if (CERT_WORDS.test(t)) return 'cert';
  if (/\d/.test(t) && CURRENCY_MARK.test(t) && /^[^\u4e00-\u9fff]*(元|块)?[^\u4e00-\u9fff]*$/.test(t)) return 'price';
  if (/^\d+(\.\d+)?\s*(kg|kgs|g|lb|lbs|公斤|千克|克)$/.test(t)) return 'weight';
  if (/^\d+\s*(pcs|pc|只|个|件|套|盒|pcs\/ctn|pcs\/carton|sets?|箱)?(\/(ctn|箱|carton))?$/.test(t) && !/^\d+$/.test(t))
    return 'quantity';
  if (/^-?\d+(\.\d+)?$/.test(t)) return 'number';
  if (/[\u4e00-\u9fff]/.test(t)) return 'cjk';
  if (/^[a-z0-9][a-z0-9\-_#./]*$/i.test(t) && /\d/.test(t) && t.length <= 30) return 'code';
  return 'latin';
}

/** The value kinds a field's cells may have. */
const FIELD_KINDS: Partial<Record<SheetField, readonly ValueKind[]>> = {
  article_number: ['code', 'number'],
  name: ['cjk'],
  name_en: ['latin'],
  exworks_price: ['price', 'number'],
  length: ['number'],
  width: ['number'],
  height: ['number'],
  pack_length: ['number'],
  pack_width: ['number'],
  pack_height: ['number'],
  carton_length: ['number'],
  carton_width: ['number'],
  carton_height: ['number'],
  product_size: ['size3'],
  pack_size: ['size3'],
  carton_size: ['size3'],
  carton_quantity: ['quantity', 'number'],
  inbox_count: ['quantity', 'number'],
  gross_weight: ['weight', 'number'],
  net_weight: ['weight', 'number'],
  certifications: ['cert'],
  cbm: ['number'],
  cuft: ['number'],
  moq: ['quantity', 'number'],
  stock_quantity: ['quantity', 'number'],
  packing_name: ['cjk'],
  packing_name_en: ['latin'],
  introduction: ['cjk'],
  introduction_en: ['latin'],
  video: ['url'],
  model_3d: ['url'],
};

/** A size in cm from '60*40*50cm', '600x400x500mm', 'L60×W40×H50', '24*16*20 inch' (the header's unit when the cell has none). */
export function parseSize3(text: string, headerUnit: string | null = null): [number, number, number] | null {
  const m = SIZE3.exec(clean(text));
  if (!m) return null;
  const unit = m[4] ?? lengthUnitOf(text) ?? headerUnit ?? 'cm';
  const factor = lengthFactor(unit);
  return [m[1], m[2], m[3]].map((v) => roundTo(Number(v) * factor, 2)) as [number, number, number];
}

const lengthFactor = (unit: string) =>
  unit === 'mm'
    ? 0.1
    : unit === 'm'
      ? 100
      : unit === 'in' || unit === 'inch' || unit === 'inches' || unit === '"'
        ? 2.54
        : 1;

function lengthUnitOf(text: string): string | null {
  const m = /\d\s*(mm|cm|inches|inch|in|m|")(?![a-z])/.exec(clean(text));
  return m?.[1] ?? null;
}

/** The unit a header names in brackets or words: a length, a weight or a currency. */
export function headerUnit(header: string): { length: string | null; weight: string | null; currency: string | null } {
  const t = header.normalize('NFKC').toLowerCase();
  // The bracketed part names the unit ('G.W. (lbs)': not the g of g.w.); a bare 'g' counts only there.
  const bracket = /[（(［[【]([^)）］\]】]*)/.exec(t)?.[1] ?? '';
  const lengthOf = (x: string) => {
    const m = /\b(mm|cm|inch|inches)\b|(毫米)|(厘米)|(英寸)/.exec(x);
    return m ? (m[1] ?? (m[2] ? 'mm' : m[3] ? 'cm' : 'inch')) : null;
  };
  const weightOf = (x: string, bare: boolean) => {
    const m = (bare ? /\b(kgs?|g|lbs?)\b|(公斤|千克)|(克)/ : /\b(kgs?|lbs?)\b|(公斤|千克)|(克)/).exec(x);
    return m ? (m[1]?.replace(/s$/, '') ?? (m[2] ? 'kg' : 'g')) : null;
  };
  return {
    length: lengthOf(bracket) ?? lengthOf(t),
    weight: weightOf(bracket, true) ?? weightOf(t, false),
    currency: currencyOf(t),
  };
}

/** The currency a text names ('$', 'USD', '美元', '¥', '元', 'RMB' …), as a CURRENCIES code. */
export function currencyOf(text: string): string | null {
  const t = text.normalize('NFKC').toLowerCase();
  if (/hk\$|hkd|港币|港元/.test(t)) return 'HKD';
  if (/us\$|usd|美元|美金|\$/.test(t)) return 'USD';
  if (/eur|€|欧元/.test(t)) return 'EUR';
  if (/gbp|£|英镑/.test(t)) return 'GBP';
  if (/jpy|日元/.test(t)) return 'JPY';
  if (/rmb|cny|¥|元|块|人民币/.test(t)) return 'RMB';
  return null;
}

/** A price: '¥12.5/PCS', 'US$1.85', '12.5元', '1,200' → its number and currency (null: none named). */
export function parsePrice(text: string): { value: number; currency: string | null } | null {
  const t = clean(text);
  const m = new RegExp(NUM).exec(t);
  if (!m || /\d\s*[*x×]\s*\d/.test(t)) return null;
  return { value: Number(m[1]), currency: currencyOf(t) };
}

/** A count: '48PCS', '48pcs/ctn', '48只', '4盒', '48' → 48. */
export function parseQuantity(text: string): number | null {
  const m = /^(\d+(?:\.0+)?)\s*(?:pcs|pc|只|个|件|套|盒|sets?|箱|ctns?|pieces)?(?:\s*\/\s*(?:ctn|箱|carton|盒))?$/.exec(
    clean(text),
  );
  return m ? Math.round(Number(m[1])) : null;
}

/** A weight in kg: '12.5kg', '12500g', '28 lbs', '12.5' (the header's unit, else kg). */
export function parseWeight(text: string, headerUnit: string | null = null): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*(kgs?|g|lbs?|公斤|千克|克)?$/.exec(clean(text));
  if (!m) return null;
  const unit = m[2] ?? headerUnit ?? 'kg';
  const factor = unit === 'g' || unit === '克' ? 0.001 : unit.startsWith('lb') ? 0.45359237 : 1;
  return roundTo(Number(m[1]) * factor, 3);
}

/** A length in cm: '60', '60cm', '600mm', '23.6"' (the header's unit, else cm). */
export function parseLength(text: string, headerUnit: string | null = null): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*(cm|mm|m|inch|inches|in|"|厘米|毫米)?$/.exec(clean(text));
  if (!m) return null;
  const unit = m[2] === '厘米' ? 'cm' : m[2] === '毫米' ? 'mm' : (m[2] ?? headerUnit ?? 'cm');
  return roundTo(Number(m[1]) * lengthFactor(unit), 2);
}

/** Certificates in a cell ('CE/EN71', 'EN71,ASTM F963', '3C') → their ids. */
export function parseCertificates(text: string): string[] {
  const found: string[] = [];
  const t = clean(text);
  for (const [id, pattern] of CERT_PATTERNS) if (pattern.test(t) && !found.includes(id)) found.push(id);
  return found;
}

/** Category words: each category's names and the words buyers use for it. */
const CATEGORY_WORDS: Record<number, readonly string[]> = {
  4000: ['遥控车', '遥控汽车', '遥控赛车', '遥控越野车', 'rc车', 'rccar', 'rc car', 'remote control car', '遥控小车'],
  4001: ['遥控飞机', '无人机', '航拍', 'drone', 'rc plane', '遥控直升机'],
  4002: ['遥控船', '遥控快艇', 'rc boat'],
  4003: ['电动玩具', 'battery operated', 'b/o'],
  4004: ['电动轨道', '轨道车', '轨道玩具', 'track set'],
  4005: ['婴儿玩具', '婴幼儿玩具', 'baby toy'],
  4006: ['学步车', '滑行车', '扭扭车', 'ride on', 'ride-on', 'walker'],
  4007: ['摇铃', '牙胶', 'rattle', 'teether'],
  4008: ['毛绒玩具', '毛绒', '公仔', '玩偶', 'plush', 'stuffed'],
  4009: ['水枪', '戏水玩具', 'water gun'],
  4010: ['泡泡机', '泡泡玩具', '泡泡水', '泡泡枪', 'bubble'],
  4011: ['运动玩具', '球类', 'sports toy'],
  4012: ['滑板车', '儿童车', '自行车', 'scooter'],
  4013: ['沙滩玩具', '玩沙', 'beach toy', 'sand toy'],
  4014: ['积木', '拼插积木', '颗粒积木', '大颗粒', 'building block', 'building blocks', 'blocks'],
  4015: ['拼图', 'puzzle', 'jigsaw'],
  4016: ['早教玩具', '早教', '益智玩具', 'early learning', 'educational toy'],
  4017: ['科教实验', '科学实验', 'stem', '科教玩具'],
  4018: ['解压玩具', '减压玩具', '捏捏乐', 'fidget', 'squishy'],
  4019: ['厨房玩具', '过家家厨房', 'kitchen'],
  4020: ['医生玩具', '医生套装', 'doctor'],
  4021: ['娃娃', '换装', '芭比', 'doll'],
  4022: ['工具玩具', '工具套装', 'tool set'],
  4023: ['回力车', 'pull back', 'pull-back'],
  4024: ['惯性车', 'friction'],
  4025: ['发条玩具', '发条', 'wind up', 'wind-up'],
  4026: ['陀螺', 'spinning top', 'beyblade'],
  4027: ['合金模型', '合金车', 'die-cast', 'diecast'],
  4028: ['拼装模型', 'model kit'],
  4029: ['手办', '摆件', '潮玩', '盲盒', 'figure', 'figurine'],
};

/** A category cell ('遥控车', 'RC Cars', '4000', '积木类') → its id, or null. */
export function parseCategoryText(text: string): number | null {
  const t = clean(text);
  if (/^\d{4}$/.test(t)) return CATEGORIES.some((c) => c.id === Number(t)) ? Number(t) : null;
  for (const c of CATEGORIES) if (t === c.name.toLowerCase() || t === c.name_en.toLowerCase()) return c.id;
  let best: { id: number; length: number } | null = null;
  for (const [id, words] of Object.entries(CATEGORY_WORDS))
    for (const w of words)
      if (t.includes(w) && (!best || w.length > best.length)) best = { id: Number(id), length: w.length };
  return best?.id ?? null;
}

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
  for (const r of grid.rows.slice(0, ASSISTANT_LIMITS.headerScan)) {
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
      samples: values.slice(0, ASSISTANT_LIMITS.samples).map((v) => v.slice(0, 100)),
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

/** A mapping the user confirmed: 1-based column → field. */
export type SheetMapping = { column: number; field: SheetField }[];

/** Why a mapping cannot be used on a sheet of `width` columns, or null. */
export function sheetMappingRefusal(mapping: SheetMapping, width: number): string | null {
  const seen = new Set<SheetField>();
  for (const { column, field } of mapping) {
    if (column < 1 || column > width) return ASSISTANT_MSG.columnUnknown(column);
    if (seen.has(field)) return ASSISTANT_MSG.mappingTwice(sheetFieldLabel(field));
    seen.add(field);
  }
  if (!seen.has('article_number')) return ASSISTANT_MSG.mappingNeedsArticle;
  if (!seen.has('name') && !seen.has('name_en')) return ASSISTANT_MSG.mappingNeedsName;
  return null;
}

export interface ComputedColumns {
  cbm: boolean;
  cuft: boolean;
  /** the quoted price by the user's price formula */
  quote: boolean;
}

export interface NormalizedRow {
  /** the import's fields, as the import reads them (numbers as plain decimals, RMB, cm, kg) */
  values: Partial<Record<ImportField, string>>;
  computed: { cbm: number | null; cuft: number | null; quote: number | null };
  /** why a cell was left empty or changed, in Chinese */
  notes: string[];
  /** the row cannot be imported (no item number or name) */
  refusal: string | null;
}

const NUMERIC_FIELDS: ReadonlySet<SheetField> = new Set([
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
  'stock_quantity',
  'exworks_price',
  'battery_code',
  'material_code',
]);
const LENGTHS: ReadonlySet<SheetField> = new Set([
  'length',
  'width',
  'height',
  'pack_length',
  'pack_width',
  'pack_height',
  'carton_length',
  'carton_width',
  'carton_height',
]);
const COUNTS: ReadonlySet<SheetField> = new Set([
  'carton_quantity',
  'inbox_count',
  'stock_quantity',
  'battery_code',
  'material_code',
]);

const plain = (n: number) => String(roundTo(n, 4));

/**
 * One row of the price list as import fields: sizes split and turned into cm, weights into kg, counts read
 * from '48PCS', prices from '¥12.5/PCS' or '$1.85' (turned into RMB by `rates`: RMB per unit), category and
 * certificate words recognised; then the computed columns (CBM, CUFT, the quoted price by `formula`).
 */
export function normalizeRow(
  cells: readonly string[],
  mapping: SheetMapping,
  headers: readonly string[],
  options: { rates: Record<string, number>; formula: PriceFormula | null; computed: ComputedColumns },
): NormalizedRow {
  const values: Partial<Record<ImportField, string>> = {};
  const notes: string[] = [];
  const unread = (field: SheetField, text: string) =>
    notes.push(ASSISTANT_MSG.valueUnread(sheetFieldLabel(field), text.slice(0, 20)));
  for (const { column, field } of mapping) {
    const text = (cells[column - 1] ?? '').trim();
    if (!text || NOT_IMPORTED.has(field)) continue;
    const unit = headerUnit(headers[column - 1] ?? '');
    if (field === 'product_size' || field === 'pack_size' || field === 'carton_size') {
      const size = parseSize3(text, unit.length);
      if (!size) unread(field, text);
      else
        SIZE_PARTS[field].forEach((part, i) => {
          values[part] = plain(size[i] as number);
        });
    } else if (field === 'exworks_price') {
      const price = parsePrice(text);
      if (!price) unread(field, text);
      else {
        const currency = price.currency ?? unit.currency ?? 'RMB';
        const rate = currency === 'RMB' ? 1 : options.rates[currency];
        if (!rate) unread(field, text);
        else {
          if (currency !== 'RMB' && !notes.some((n) => n.startsWith('价格由')))
            notes.push(ASSISTANT_MSG.currencyConverted(currency, rate));
          values.exworks_price = plain(roundTo(price.value * rate, 3));
        }
      }
    } else if (LENGTHS.has(field)) {
      const v = parseLength(text, unit.length);
      if (v === null) unread(field, text);
      else values[field as ImportField] = plain(v);
    } else if (field === 'gross_weight' || field === 'net_weight') {
      const v = parseWeight(text, unit.weight);
      if (v === null) unread(field, text);
      else values[field] = plain(v);
    } else if (COUNTS.has(field)) {
      const v = parseQuantity(text);
      if (v === null) unread(field, text);
      else values[field as ImportField] = String(v);
    } else if (field === 'category_id') {
      const id = parseCategoryText(text);
      if (id === null) notes.push(ASSISTANT_MSG.categoryUnknown(text.slice(0, 20)));
      else values.category_id = String(id);
    } else if (field === 'certifications') {
      const ids = parseCertificates(text);
      values.certifications = ids.length ? ids.join(',') : text;
    } else if (!NUMERIC_FIELDS.has(field)) values[field as ImportField] = text;
  }
  if (!values.name && values.name_en) values.name = values.name_en;
  const refusal = !values.article_number ? ASSISTANT_MSG.rowNoArticle : !values.name ? ASSISTANT_MSG.rowNoName : null;
  const { carton_length: l, carton_width: w, carton_height: h } = values;
  const computed = {
    cbm: options.computed.cbm ? cartonCubicMeters(l, w, h) : null,
    cuft: options.computed.cuft ? cartonCubicFeet(l, w, h) : null,
    quote:
      options.computed.quote && values.exworks_price !== undefined
        ? quotePrice(
            {
              exworks_price: values.exworks_price,
              carton_length: l,
              carton_width: w,
              carton_height: h,
              carton_quantity: values.carton_quantity,
            },
            options.formula,
          ).quotedPrice
        : null,
  };
  return { values, computed, notes, refusal };
}

/** The columns of the import-ready sheet: the import's labels of the fields filled, then the computed ones. */
export function outputColumns(
  mapping: SheetMapping,
  computed: ComputedColumns,
  currency = 'RMB',
): {
  fields: ImportField[];
  headers: string[];
} {
  const mapped = new Set<SheetField>(mapping.map((m) => m.field));
  for (const [size, parts] of Object.entries(SIZE_PARTS))
    if (mapped.has(size as SheetField)) for (const p of parts) mapped.add(p);
  if (mapped.has('name_en')) mapped.add('name');
  const fields = IMPORT_COLUMNS.map((c) => c.field).filter((f) => mapped.has(f));
  const headers = fields.map(importLabel);
  if (computed.cbm) headers.push('外箱体积(CBM)');
  if (computed.cuft) headers.push('外箱体积(CUFT)');
  if (computed.quote) headers.push(`报价(${currency})`);
  return { fields, headers };
}

// ---------------------------------------------------------------------------------------------------------
// Q&A: the question parser and the help ranking
// ---------------------------------------------------------------------------------------------------------

const CERT_PATTERNS: readonly [string, RegExp][] = [
  ['EN71', /en\s?71|欧标/],
  ['ASTM_F963', /astm|美标|f963/],
  ['CCC', /(^|[^a-z])3c|ccc|国标/],
  ['CE', /(^|[^a-z])ce(?![a-z])/],
  ['CPC', /(^|[^a-z])cpc(?![a-z])/],
  ['CPSIA', /cpsia/],
  ['ISO8124', /(?<!nzs\s?)iso\s?8124/],
  ['UKCA', /ukca/],
  ['FCC', /(^|[^a-z])fcc(?![a-z])/],
  ['ROHS', /rohs/],
  ['REACH', /reach/],
  ['AS_NZS_ISO8124', /as\/?nzs/],
  ['ST', /(^|[^a-z])st(?![a-z])/],
  ['KC', /(^|[^a-z])kc(?![a-z])/],
];

export type QuestionIntent = 'product' | 'factory' | 'help';

export interface QuestionFilters {
  intent: QuestionIntent;
  /** the catalogue words left once the filters are taken out ('' none) */
  keyword: string;
  cate_ids: number[];
  certifications: string[];
  min_price: number | null;
  max_price: number | null;
  region_id: number | null;
  /** the largest minimum order quantity asked for */
  moq_max: number | null;
}

export interface RegionRef {
  id: number;
  name: string;
}

const FACTORY_WORDS =
  /工厂|厂家|厂商|供应商|制造商|生产商|[\u4e00-\u9fff]厂(?![\u4e00-\u9fff])|factory|factories|manufacturer|supplier/;
const HELP_WORDS =
  /怎么|如何|怎样|在哪|哪里|为什么|是什么|什么是|能不能|可以吗|可不可以|多久|几次|客服|次数|会员|登录|注册|密码|导出|对比|选样车|报价单|询价|补样|标签|工具栏|以图搜图|how|where|why/;
const STOP_WORDS = new Set([
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '有',
  '有没有',
  '没有',
  '找',
  '找找',
  '找一下',
  '帮我',
  '帮',
  '我',
  '想',
  '想要',
  '要',
  '需要',
  '推荐',
  '一些',
  '一下',
  '哪些',
  '哪家',
  '哪个',
  '什么',
  '做',
  '生产',
  '带',
  '带有',
  '有着',
  '通过',
  '认证',
  '证书',
  '产品',
  '玩具',
  '工厂',
  '厂家',
  '厂商',
  '供应商',
  '价格',
  '价位',
  '单价',
  '以内',
  '以下',
  '以上',
  '左右',
  '之间',
  '元',
  '块',
  '钱',
  '和',
  '与',
  '或',
  '及',
  '在',
  '是',
  '个',
  '款',
  '些',
  '能',
  '可以',
  '请',
  '给',
  '看看',
  '出口',
  '起订量',
  '起订',
  '最低',
  '最小',
  '不超过',
  '低于',
  '高于',
  '超过',
  '地区',
  '附近',
  '那边',
  '里',
  '类',
  '系列',
  '货',
  '同时',
  '会',
  '可',
  '几家',
  '家',
  '厂',
  '有哪些',
  '哪里',
  '能够',
  '支持',
  '的话',
  '还有',
  '类的',
  '便宜',
  '便宜的',
  '好的',
  '不错',
  '批发',
  '供货',
  '采购',
  '进货',
  'moq',
  'with',
  'the',
  'a',
  'an',
  'for',
  'and',
  'of',
  'under',
  'below',
  'toys',
  'toy',
  'factory',
  'cheap',
  'rmb',
]);

/** Region words: a region's name, and each part of a two-part name ('汕头澄海' → 汕头, 澄海). */
function regionWords(regions: readonly RegionRef[]): [string, number][] {
  const words: [string, number][] = [];
  for (const r of regions) {
    words.push([r.name, r.id]);
    if (r.name.length === 4 && /^[\u4e00-\u9fff]+$/.test(r.name)) {
      words.push([r.name.slice(0, 2), r.id]);
      words.push([r.name.slice(2), r.id]);
    }
  }
  return words.sort((a, b) => b[0].length - a[0].length);
}

const PRICE_UNIT = '(?:元|块钱|块|rmb|人民币|¥)';

/**
 * A catalogue or platform question → what to look for: its intent (a product or factory search, or a help
 * question), categories, certificates, a price range in RMB, a region and a minimum order quantity, and the
 * words left as the search keyword. `segment` splits the leftover into words (jieba on the server); without
 * it the leftover is cut at the stop words.
 */
export function parseQuestion(
  question: string,
  regions: readonly RegionRef[],
  segment: (text: string) => string[] = (t) => t.split(/([的了吗呢吧和与或在是有带])/),
): QuestionFilters {
  let t = ` ${question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d),(\d{3})/g, '$1$2')} `;
  const cut = (m: RegExpExecArray | null) => {
    if (m) t = t.slice(0, m.index) + ' '.repeat(m[0].length) + t.slice(m.index + m[0].length);
  };
  const result: QuestionFilters = {
    intent: 'product',
    keyword: '',
    cate_ids: [],
    certifications: [],
    min_price: null,
    max_price: null,
    region_id: null,
    moq_max: null,
  };
  // Minimum order quantity first, so its number is not read as a price.
  const moq =
    /(?:起订量?|moq|最小起订量?|最低起订量?)\s*(?:在|是|为)?\s*(?:不超过|不高于|低于|小于|少于|<=?|≤)?\s*(\d+)\s*(?:个|件|只|套|pcs|箱)?\s*(?:以内|以下|之内)?/.exec(
      t,
    ) ?? /(\d+)\s*(?:个|件|只|套|pcs|箱)\s*(?:起订|起批|起)/.exec(t);
  if (moq) {
    result.moq_max = Number(moq[1]);
    cut(moq);
  }
  const n = String.raw`(\d+(?:\.\d+)?)`;
  const range =
    new RegExp(String.raw`${n}\s*${PRICE_UNIT}?\s*(?:-|~|到|至|—|－)\s*${n}\s*${PRICE_UNIT}`).exec(t) ??
    new RegExp(String.raw`(?:价格|价位|单价|price)\s*(?:在)?\s*${n}\s*(?:-|~|到|至|—)\s*${n}`).exec(t);
  const below = new RegExp(
    String.raw`(?:(?:不超过|不高于|低于|小于|少于|不到|under|below|less than|<=?|≤)\s*${PRICE_UNIT}?\s*${n}\s*${PRICE_UNIT}?|${n}\s*${PRICE_UNIT}\s*(?:以内|以下|之内|内|以下的)|${n}\s*(?:以内|以下)\s*(?:的)?\s*(?:价格|价位))`,
  ).exec(t);
  const above = new RegExp(
    String.raw`(?:(?:不低于|(?<!不)高于|大于|(?<!不)超过|over|above|>=?|≥)\s*${PRICE_UNIT}?\s*${n}\s*${PRICE_UNIT}|${n}\s*${PRICE_UNIT}\s*(?:以上|起))`,
  ).exec(t);
  const around = new RegExp(String.raw`${n}\s*${PRICE_UNIT}\s*(?:左右|上下)`).exec(t);
  if (range) {
    result.min_price = Number(range[1]);
    result.max_price = Number(range[2]);
    cut(range);
  } else {
    if (below) {
      result.max_price = Number(below[1] ?? below[2] ?? below[3]);
      cut(below);
    }
    if (above) {
      result.min_price = Number(above[1] ?? above[2]);
      cut(above);
    }
    if (!below && !above && around) {
      const v = Number(around[1]);
      result.min_price = roundTo(v * 0.8, 2);
      result.max_price = roundTo(v * 1.2, 2);
      cut(around);
    }
  }
  for (const [id, pattern] of CERT_PATTERNS) {
    const m = pattern.exec(t);
    if (m) {
      result.certifications.push(id);
      cut(m);
    }
  }
  // The region named first; every word of it is taken out (汕头澄海, 汕头, 澄海).
  const named = regionWords(regions)
    .map(([word, id]) => ({ word, id, at: t.indexOf(word) }))
    .filter((r) => r.at >= 0)
    .sort((a, b) => a.at - b.at || b.word.length - a.word.length);
  if (named[0]) {
    result.region_id = named[0].id;
    for (const r of named)
      if (r.id === result.region_id && t.indexOf(r.word) >= 0)
        cut({ index: t.indexOf(r.word), 0: r.word } as unknown as RegExpExecArray);
  }
  // Longest category words first ('遥控飞机' before '遥控'), each category once.
  const words = Object.entries(CATEGORY_WORDS)
    .flatMap(([id, list]) => list.map((w) => [w, Number(id)] as const))
    .concat(CATEGORIES.flatMap((c) => c.name.split('/').map((w) => [w.toLowerCase(), c.id] as const)))
    .sort((a, b) => b[0].length - a[0].length);
  for (const [word, id] of words) {
    const at = t.indexOf(word);
    if (at < 0) continue;
    if (!result.cate_ids.includes(id)) result.cate_ids.push(id);
    cut({ index: at, 0: word } as unknown as RegExpExecArray);
  }
  for (const group of CATEGORY_GROUPS) {
    const at = t.indexOf(`${group.name}玩具`);
    const name = at >= 0 ? `${group.name}玩具` : group.name.includes('/') ? null : group.name;
    const found = name ? t.indexOf(name) : -1;
    if (found < 0 || !name) continue;
    for (const id of group.categoryIds) if (!result.cate_ids.includes(id)) result.cate_ids.push(id);
    cut({ index: found, 0: name } as unknown as RegExpExecArray);
  }
  result.cate_ids.sort((a, b) => a - b);
  const asksFactory = FACTORY_WORDS.test(question.toLowerCase());
  const filtered =
    result.cate_ids.length > 0 ||
    result.certifications.length > 0 ||
    result.min_price !== null ||
    result.max_price !== null ||
    result.region_id !== null ||
    result.moq_max !== null;
  result.intent = asksFactory ? 'factory' : 'product';
  const leftover = t.replace(/[，。？！、,.?!:：;；"'“”‘’（）()\s]+/g, ' ').trim();
  // Words next to each other stay one phrase ('磁力' '片' → 磁力片); a stop word or a filter taken out splits them.
  const phrases: string[] = [];
  for (const part of leftover.split(' ')) {
    let phrase = '';
    for (const word of [...segment(part).map((w) => w.trim()), '']) {
      if (word && !STOP_WORDS.has(word) && !/^\d+(\.\d+)?$/.test(word) && !/^[的了吗呢吧和与或在是有带]$/.test(word)) {
        phrase += word;
        continue;
      }
      const kept = phrase.replace(/玩具$/, '');
      if (kept && !/^[\u4e00-\u9fff]$/.test(kept)) phrases.push(kept);
      phrase = '';
    }
  }
  const kept = phrases;
  result.keyword = kept.join(' ').slice(0, 50);
  if (!filtered && HELP_WORDS.test(question.toLowerCase())) {
    result.intent = 'help';
    result.keyword = '';
  }
  return result;
}

/** The same filters (for comparing a parse with what was expected): keyword words in any order. */
export function sameFilters(a: QuestionFilters, b: QuestionFilters): boolean {
  const words = (k: string) => k.split(/\s+/).filter(Boolean).sort().join(' ');
  return (
    a.intent === b.intent &&
    words(a.keyword) === words(b.keyword) &&
    a.cate_ids.join() === b.cate_ids.join() &&
    [...a.certifications].sort().join() === [...b.certifications].sort().join() &&
    a.min_price === b.min_price &&
    a.max_price === b.max_price &&
    a.region_id === b.region_id &&
    a.moq_max === b.moq_max
  );
}

/** What the parser understood, for the answer's first line ('分类：遥控车；证书：CE；价格：≤100元'). */
export function describeFilters(f: QuestionFilters, regions: readonly RegionRef[]): string {
  const parts: string[] = [];
  if (f.keyword) parts.push(`关键词：${f.keyword}`);
  if (f.cate_ids.length)
    parts.push(`分类：${f.cate_ids.map((id) => CATEGORIES.find((c) => c.id === id)?.name ?? id).join('、')}`);
  if (f.certifications.length)
    parts.push(`证书：${f.certifications.map((id) => CERTIFICATES.find((c) => c.id === id)?.name ?? id).join('、')}`);
  if (f.min_price !== null && f.max_price !== null) parts.push(`价格：${f.min_price}–${f.max_price}元`);
  else if (f.max_price !== null) parts.push(`价格：${f.max_price}元以内`);
  else if (f.min_price !== null) parts.push(`价格：${f.min_price}元以上`);
  if (f.region_id !== null) parts.push(`产地：${regions.find((r) => r.id === f.region_id)?.name ?? f.region_id}`);
  if (f.moq_max !== null) parts.push(`起订量：≤${f.moq_max}`);
  return parts.join('；');
}

export interface HelpPassage {
  slug: string;
  title: string;
  text: string;
}

/** Terms of a text for ranking: CJK character bigrams (single characters when alone) and Latin/number words. */
export function rankTerms(text: string): string[] {
  const terms: string[] = [];
  const t = text.normalize('NFKC').toLowerCase();
  for (const run of t.match(/[\u4e00-\u9fff]+/g) ?? []) {
    if (run.length === 1) terms.push(run);
    for (let i = 0; i + 1 < run.length; i++) terms.push(run.slice(i, i + 2));
  }
  for (const word of t.match(/[a-z0-9]+/g) ?? []) terms.push(word);
  return terms;
}

/**
 * The help passages (each paragraph with its article's title) ranked for a question by BM25 over bigrams,
 * best first; passages that share no term with the question are left out.
 */
export function rankHelp(
  question: string,
  passages: readonly HelpPassage[],
  limit: number = ASSISTANT_LIMITS.passages,
) {
  const docs = passages.map((p) => rankTerms(`${p.title} ${p.title} ${p.text}`));
  const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const df = new Map<string, number>();
  for (const d of docs) for (const term of new Set(d)) df.set(term, (df.get(term) ?? 0) + 1);
  const query = [...new Set(rankTerms(question))];
  const k1 = 1.2;
  const b = 0.75;
  const scored = passages.map((p, i) => {
    const doc = docs[i] as string[];
    let score = 0;
    for (const term of query) {
      const tf = doc.filter((x) => x === term).length;
      if (!tf) continue;
      const idf = Math.log(1 + (docs.length - (df.get(term) ?? 0) + 0.5) / ((df.get(term) ?? 0) + 0.5));
      score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * doc.length) / avg));
    }
    return { ...p, score: roundTo(score, 4) };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** The [n] citations an answer makes, in the order first cited, within 1..sources. */
export function citedSources(answer: string, sources: number): number[] {
  const found: number[] = [];
  for (const m of answer.matchAll(/\[(\d{1,2})\]/g)) {
    const n = Number(m[1]);
    if (n >= 1 && n <= sources && !found.includes(n)) found.push(n);
  }
  return found;
}

/** The full search with a question's filters: the product list, or the factory list for a factory question. */
export function questionSearchLink(f: QuestionFilters): string {
  const query: [string, string | number | null][] =
    f.intent === 'factory'
      ? [
          ['keyword', f.keyword || null],
          ['region_id', f.region_id],
        ]
      : [
          ['keyword', f.keyword || null],
          ['cate_id', f.cate_ids.length === 1 ? (f.cate_ids[0] as number) : null],
          ['certification', f.certifications[0] ?? null],
          ['min_price', f.min_price],
          ['max_price', f.max_price],
        ];
  const pairs = query
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${f.intent === 'factory' ? '/factory_list' : '/sample_list'}${pairs ? `?${pairs}` : ''}`;
}

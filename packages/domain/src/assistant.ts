import { CATEGORIES, CATEGORY_GROUPS, CERTIFICATES } from './catalog';
import {
  CATEGORY_WORDS,
  CERT_PATTERNS,
  headerUnit,
  parseCategoryText,
  parseCertificates,
  parseLength,
  parsePrice,
  parseQuantity,
  parseSize3,
  parseWeight,
} from './column-values';
import {
  COLUMN_LIMITS,
  IMPORT_COLUMNS,
  type ImportField,
  importLabel,
  NOT_IMPORTED,
  NUMERIC_FIELDS,
  type SheetField,
  SIZE_PARTS,
  sheetFieldLabel,
} from './columns';
import { cartonCubicFeet, cartonCubicMeters, roundTo } from './dimensions';
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
  headerScan: COLUMN_LIMITS.headerScan,
  samples: COLUMN_LIMITS.samples,
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

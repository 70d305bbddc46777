import { CATEGORIES, CERTIFICATES } from './catalog';
import type { SheetField, ValueKind } from './columns';
import { roundTo } from './dimensions';

/**
 * The values a sheet's cells hold, read the one way every sheet is read (columns.ts): combined sizes and lengths
 * in any unit, weights, prices with their currency, quantities, certificates and category words; and the shape
 * of a value, by which a headerless column is guessed.
 */
export const CERT_PATTERNS: readonly [string, RegExp][] = [
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
export const FIELD_KINDS: Partial<Record<SheetField, readonly ValueKind[]>> = {
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
export const CATEGORY_WORDS: Record<number, readonly string[]> = {
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

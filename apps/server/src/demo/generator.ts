import { CATEGORIES, cartonCubicFeet, cartonCubicMeters } from '@wanju/domain';
import { type DrawingParams, kindForName, type ToyKind } from './drawings';
import { type CategoryTemplate, TEMPLATES } from './toy-templates';
import {
  BACKGROUNDS,
  BRANDS,
  CERT_WEIGHTS,
  COUNTRIES,
  GIVEN,
  IP_LICENCES,
  KNOWN_CERTS,
  PACKINGS,
  PALETTE,
  PLATFORMS,
  SECTION_RATES,
  SUFFIXES,
  SURNAMES,
  TOWNS,
  TOY3D_MODELS,
} from './word-lists';
/**
 * The deterministic demo catalogue: the same seed and size always give the same factories, products
 * and drawings. Pure data; seed.ts writes it.
 */

export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof rng>;

export interface RegionSeed {
  id: number;
  name: string;
  province: string;
  city: string;
  weight: number;
  intro: string;
}

export const REGIONS: readonly RegionSeed[] = [
  {
    id: 1,
    name: '汕头澄海',
    province: '广东',
    city: '汕头市澄海区',
    weight: 40,
    intro: '中国玩具礼品城，塑胶、电动、遥控玩具产业集群',
  },
  {
    id: 2,
    name: '东莞',
    province: '广东',
    city: '东莞市',
    weight: 12,
    intro: '世界玩具制造基地，精品、模型与潮玩代工',
  },
  { id: 3, name: '义乌', province: '浙江', city: '义乌市', weight: 12, intro: '小商品之都，节庆、益智与小玩具集散地' },
  { id: 4, name: '深圳', province: '广东', city: '深圳市', weight: 6, intro: '电子、智能与科教玩具研发中心' },
  { id: 5, name: '广州', province: '广东', city: '广州市', weight: 5, intro: '一德路玩具批发市场，外贸采购集中地' },
  { id: 6, name: '云和', province: '浙江', city: '丽水市云和县', weight: 6, intro: '中国木制玩具城' },
  { id: 7, name: '白沟', province: '河北', city: '保定市白沟新城', weight: 5, intro: '毛绒玩具与箱包产业带' },
  { id: 8, name: '扬州', province: '江苏', city: '扬州市', weight: 5, intro: '毛绒玩具之都' },
  { id: 9, name: '平湖', province: '浙江', city: '嘉兴市平湖市', weight: 3, intro: '童车与婴童用品产业带' },
  { id: 10, name: '宁波', province: '浙江', city: '宁波市', weight: 3, intro: '户外与运动玩具出口基地' },
  { id: 11, name: '揭阳', province: '广东', city: '揭阳市', weight: 2, intro: '塑胶玩具配套产业' },
  { id: 12, name: '晋江', province: '福建', city: '泉州市晋江市', weight: 1, intro: '运动与户外玩具产业' },
];

export interface FactorySeed {
  index: number;
  name: string;
  short_name: string;
  name_en: string;
  region_id: number;
  prefix: string;
  address: string;
  contact: string;
  tel: string;
  mobile: string;
  qq: string;
  fax: string;
  email: string;
  is_taxpayer: boolean;
  certifications: string[];
  showroom_ids: number[];
  follower_count: number;
  intro: string;
  created_days_ago: number;
}

export interface ProductSeed {
  index: number;
  factoryIndex: number;
  region_id: number;
  category_id: number;
  ip_index: number | null;
  article_number: string;
  factory_number: string;
  name: string;
  name_en: string;
  unit: string;
  exworks_price: number;
  length: number;
  width: number;
  height: number;
  pack_length: number;
  pack_width: number;
  pack_height: number;
  carton_length: number;
  carton_width: number;
  carton_height: number;
  carton_cubic_meter: number | null;
  carton_cubic_feet: number | null;
  carton_quantity: number;
  box_count: number;
  inbox_count: number;
  gross_weight: number;
  net_weight: number;
  packing_name: string;
  packing_name_en: string;
  certifications: string[];
  introduction: string;
  introduction_en: string;
  stock_quantity: number | null;
  is_black: boolean;
  popularity: number;
  /** minutes before the load time */
  created_minutes_ago: number;
  drawing: DrawingParams;
  sections: { section: string; rank: number; extra: Record<string, unknown> }[];
}

export const DEMO_FACTORY_NAME = '汕头市澄海区星辉玩具厂';

export function factoryCount(products: number): number {
  return Math.max(12, Math.min(2000, Math.round(products / 30)));
}

export function generateFactories(count: number, seed = 20260101): FactorySeed[] {
  const r = rng(seed);
  const regionPool = REGIONS.flatMap((region) => Array.from({ length: region.weight }, () => region));
  const used = new Set<string>();
  const prefixes = new Set<string>();
  const out: FactorySeed[] = [];
  for (let i = 0; i < count; i++) {
    const region = i < 2 ? (REGIONS[0] as RegionSeed) : r.pick(regionPool);
    let brand = i === 0 ? (BRANDS[0] as [string, string]) : i === 1 ? (BRANDS[1] as [string, string]) : r.pick(BRANDS);
    let suffix = i < 2 ? (SUFFIXES[0] as [string, string]) : r.pick(SUFFIXES);
    let name = `${region.city}${brand[0]}${suffix[0]}`;
    for (let attempt = 0; used.has(name); attempt++) {
      const second = r.pick(BRANDS);
      brand = [`${brand[0].slice(0, 1)}${second[0].slice(1)}`, `${brand[1]}${second[1].toLowerCase()}`];
      suffix = r.pick(SUFFIXES);
      name = `${region.city}${brand[0]}${suffix[0]}${attempt > 5 ? attempt : ''}`;
    }
    used.add(name);
    const letters = 'ABCDEFGHJKLMNPQRSTWXYZ';
    let prefix = i === 0 ? 'XH' : i === 1 ? 'XN' : `${brand[1].slice(0, 1)}${r.pick([...letters])}`.toUpperCase();
    for (let n = 2; prefixes.has(prefix); n++) prefix = `${prefix.slice(0, 2)}${n}`;
    prefixes.add(prefix);
    const town = r.pick(TOWNS[region.id] ?? ['工业区']);
    const contact = `${r.pick(SURNAMES)}${r.pick(GIVEN)}`;
    const areaCode =
      {
        1: '0754',
        2: '0769',
        3: '0579',
        4: '0755',
        5: '020',
        6: '0578',
        7: '0312',
        8: '0514',
        9: '0573',
        10: '0574',
        11: '0663',
        12: '0595',
      }[region.id] ?? '020';
    const mobile =
      i === 0
        ? '13800000005'
        : `1${r.pick(['35', '36', '37', '38', '39', '50', '58', '59', '86', '88'])}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
    const tel = `${areaCode}-${r.int(8100, 8999)}${String(r.int(0, 9999)).padStart(4, '0')}`;
    const certifications = CERT_WEIGHTS.filter(([, p]) => r.chance(p * 0.8)).map(([id]) => id);
    out.push({
      index: i,
      name,
      short_name: `${brand[0]}${suffix[0].includes('玩具') ? '玩具' : '实业'}`,
      name_en: `${region.id === 1 ? 'Shantou Chenghai' : pinyinOfRegion(region.id)} ${brand[1]} ${suffix[1]}`,
      region_id: region.id,
      prefix,
      address: `${region.province}省${region.city}${town}${r.pick(['玩具工业区', '工业大道', '创业路', '兴业路'])}${r.int(1, 188)}号`,
      contact,
      tel,
      mobile,
      qq: String(r.int(100_000_000, 2_999_999_999)),
      fax: `${areaCode}-${r.int(8100, 8999)}${String(r.int(0, 9999)).padStart(4, '0')}`,
      email: `sales@${brand[1].toLowerCase()}${i}-toys.cn`,
      is_taxpayer: r.chance(0.35),
      certifications,
      showroom_ids: r.chance(0.5) ? [r.pick([1, 104, 10, 99, 11, 12, 13, 14, 16, 21, 22, 31])] : [],
      follower_count: Math.floor(r.next() ** 3 * 5000),
      intro: `${name}位于${region.name}，专业生产${r.pick(['遥控', '益智', '毛绒', '婴童', '户外', '模型', '过家家'])}玩具，产品远销欧美、中东及东南亚。`,
      created_days_ago: r.int(30, 3000),
    });
  }
  return out;
}

function pinyinOfRegion(id: number) {
  return (
    {
      2: 'Dongguan',
      3: 'Yiwu',
      4: 'Shenzhen',
      5: 'Guangzhou',
      6: 'Yunhe',
      7: 'Baigou',
      8: 'Yangzhou',
      9: 'Pinghu',
      10: 'Ningbo',
      11: 'Jieyang',
      12: 'Jinjiang',
    }[id] ?? 'Guangdong'
  );
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Product `index` (0-based) of a catalogue of `total` products made by `factories`. */
export function generateProduct(index: number, factories: readonly FactorySeed[], seed = 20260101): ProductSeed {
  const r = rng(seed * 31 + index * 2654435761);
  // The two demo factories get the first 80 products, so their item numbers are known (XH-…, XN-1230 …).
  const factoryIndex = index < 40 ? 0 : index < 80 ? 1 : Math.floor(r.next() ** 1.4 * factories.length);
  const factory = factories[factoryIndex] as FactorySeed;
  const category = CATEGORIES[index % CATEGORIES.length] as { id: number; name: string; name_en: string };
  const t = TEMPLATES[category.id] as CategoryTemplate;
  const [itemZh, itemEn] = r.pick(t.items);
  const [modZh, modEn] = r.chance(0.8) ? r.pick(t.mods) : ['', ''];
  const colourIndex = r.int(0, PALETTE.length - 1);
  const colourNames = [
    '红色',
    '橙色',
    '黄色',
    '绿色',
    '墨绿',
    '蓝色',
    '深蓝',
    '紫色',
    '粉色',
    '天蓝',
    '橘色',
    '金色',
    '薄荷绿',
    '湖蓝',
    '玫红',
    '紫罗兰',
    '棕色',
    '军绿',
    '大红',
    '藏青',
  ];
  const colourEn = [
    'Red',
    'Orange',
    'Yellow',
    'Green',
    'Dark Green',
    'Blue',
    'Navy',
    'Purple',
    'Pink',
    'Sky Blue',
    'Tangerine',
    'Gold',
    'Mint',
    'Lake Blue',
    'Rose',
    'Violet',
    'Brown',
    'Army Green',
    'Scarlet',
    'Navy Blue',
  ];
  const withColour = r.chance(0.35);
  const name = `${modZh}${itemZh}${withColour ? `（${colourNames[colourIndex]}）` : ''}`;
  const name_en = `${modEn ? `${modEn} ` : ''}${itemEn}${withColour ? ` (${colourEn[colourIndex]})` : ''}`;
  const serial = factoryIndex === 1 ? 1230 + (index - 40) : factoryIndex === 0 ? 880 + index : r.int(100, 99_999);
  const article_number = `${factory.prefix}-${serial}${factoryIndex > 1 && r.chance(0.2) ? r.pick(['A', 'B', 'C']) : ''}`;
  const size = r.int(t.size[0], t.size[1]);
  const length = size;
  const width = round(size * (0.4 + r.next() * 0.5), 1);
  const height = round(size * (0.3 + r.next() * 0.6), 1);
  const pack_length = length + 2;
  const pack_width = round(width + 2, 1);
  const pack_height = round(height + 2, 1);
  const inbox_count = r.pick(size > 40 ? [1, 2] : [1, 2, 3, 4, 6, 12]);
  const box_count = r.pick(size > 40 ? [1, 2, 4] : [4, 6, 8, 12, 24]);
  const carton_quantity = inbox_count * box_count;
  // Packs stacked roughly in a cube inside the carton, 2 cm of carton wall.
  const nx = Math.max(1, Math.round(Math.cbrt(carton_quantity)));
  const ny = Math.max(1, Math.round(Math.sqrt(carton_quantity / nx)));
  const nz = Math.ceil(carton_quantity / nx / ny);
  const carton_length = round(nx * pack_length + 2, 1);
  const carton_width = round(ny * pack_width + 2, 1);
  const carton_height = round(nz * pack_height + 2, 1);
  const unitWeight = round((length * width * height) / 20_000 + 0.05, 3);
  const net_weight = round(carton_quantity * unitWeight, 2);
  const gross_weight = round(net_weight + 0.8 + (carton_length * carton_width * carton_height) / 120_000, 2);
  const [packing_name, packing_name_en] = r.pick(PACKINGS);
  const certifications = CERT_WEIGHTS.filter(([, p]) => r.chance(p))
    .map(([id]) => id)
    .filter((id) => KNOWN_CERTS.has(id));
  if (certifications.length === 0) certifications.push('EN71');
  const price = round(t.price[0] + (t.price[1] - t.price[0]) * r.next() ** 2, 2);
  const stock_quantity = r.chance(0.12) ? r.int(1, 400) * carton_quantity : null;
  const created_minutes_ago = index % 97 === 0 ? r.int(60, 36 * 60) : Math.floor(r.next() ** 1.6 * 365 * 24 * 60);
  const popularity = Math.floor(r.next() ** 6 * 10_000);
  const sections: ProductSeed['sections'] = [];
  if (created_minutes_ago < 30 * 24 * 60) sections.push({ section: 'new', rank: 0, extra: {} });
  if (stock_quantity) sections.push({ section: 'stock', rank: stock_quantity, extra: { stock_quantity } });
  for (const [section, rate] of SECTION_RATES) {
    if (!r.chance(rate)) continue;
    const extra: Record<string, unknown> =
      section === 'special'
        ? { special_price: round(price * (0.6 + r.next() * 0.25), 2) }
        : section === 'cross'
          ? { platforms: [r.pick(PLATFORMS), r.pick(PLATFORMS)].filter((v, i, a) => a.indexOf(v) === i) }
          : section === 'overseas' || section === 'global_hot'
            ? { country: r.pick(COUNTRIES), monthly_sales: r.int(200, 50_000) }
            : section === 'toy3d'
              ? { model: TOY3D_MODELS[index % TOY3D_MODELS.length] }
              : {};
    sections.push({ section, rank: r.int(1, 10_000), extra });
  }
  // The picture shows what the name says (drawings' keyword table), else the category's kind.
  const kind: ToyKind = kindForName(itemZh, t.kind);
  const accentIndex = (colourIndex + r.int(3, 15)) % PALETTE.length;
  const dots: DrawingParams['dots'] = Array.from({ length: r.int(2, 6) }, () => [
    r.int(20, 580),
    r.int(20, 200),
    r.int(6, 24),
    r.int(0, 2),
  ]);
  const ipIndex = r.chance(0.04) ? r.int(0, IP_LICENCES.length - 1) : null;
  return {
    index,
    factoryIndex,
    region_id: factory.region_id,
    category_id: category.id,
    ip_index: ipIndex,
    article_number,
    factory_number: `${factory.prefix}${serial}`,
    name,
    name_en,
    unit: t.unit,
    exworks_price: price,
    length,
    width,
    height,
    pack_length,
    pack_width,
    pack_height,
    carton_length,
    carton_width,
    carton_height,
    carton_cubic_meter: cartonCubicMeters(carton_length, carton_width, carton_height),
    carton_cubic_feet: cartonCubicFeet(carton_length, carton_width, carton_height),
    carton_quantity,
    box_count,
    inbox_count,
    gross_weight,
    net_weight,
    packing_name,
    packing_name_en,
    certifications,
    introduction: `${name}，${category.name}类，${packing_name}包装，每箱${carton_quantity}${t.unit === 'PCS' ? '个' : '套'}。材质环保，通过${certifications.join('、')}认证，适合${r.pick(['3岁以上', '6岁以上', '14岁以上', '0-3岁'])}儿童。`,
    introduction_en: `${name_en}. ${category.name_en}, packed in ${packing_name_en.toLowerCase()}, ${carton_quantity} per carton. Tested to ${certifications.join(', ')}.`,
    stock_quantity,
    is_black: index > 100 && r.chance(0.003),
    popularity,
    created_minutes_ago,
    drawing: {
      kind,
      color: PALETTE[colourIndex] as string,
      accent: PALETTE[accentIndex] as string,
      background: r.pick(BACKGROUNDS),
      rotate: r.int(-18, 18),
      scale: round(0.7 + r.next() * 0.3, 2),
      dx: r.int(-40, 40),
      dy: r.int(-30, 30),
      flip: r.chance(0.5),
      dots,
      label: article_number,
    },
    sections,
  };
}

export { IP_LICENCES, TOY3D_MODELS } from './word-lists';

import { CATEGORY_ID_MAX, CATEGORY_ID_MIN, categoryById, certificateById } from './catalog';
import { cartonCubicFeet, cartonCubicMeters } from './dimensions';

/**
 * A factory's own products (the factory console's product editor, list and stock, and the batch import):
 * the fields of a §3 item a factory owns, their bounds, the publish rule and the list filters.
 */

/** A product's publish state: a draft and a hidden product are not shown to buyers; a deleted one is gone from every list. */
export const LISTING_STATUSES = ['draft', 'published', 'hidden'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: '草稿',
  published: '已上架',
  hidden: '已下架',
};

/** What a factory may do to several of its products at once. */
export const LISTING_BULK_ACTIONS = ['publish', 'hide', 'delete', 'move'] as const;
export type ListingBulkAction = (typeof LISTING_BULK_ACTIONS)[number];
export const LISTING_BULK_LABELS: Record<ListingBulkAction, string> = {
  publish: '上架',
  hide: '下架',
  delete: '删除',
  move: '移动分类',
};

/** Filters of the factory's product list on what a product still lacks. */
export const LISTING_MISSING = ['picture', 'price', 'name_en', 'carton', 'weight'] as const;
export type ListingMissing = (typeof LISTING_MISSING)[number];
export const LISTING_MISSING_LABELS: Record<ListingMissing, string> = {
  picture: '缺图片',
  price: '缺出厂价',
  name_en: '缺英文品名',
  carton: '缺外箱尺寸',
  weight: '缺毛净重',
};

/** Stock filters: in stock (a positive quantity) or not. */
export const LISTING_STOCK_FILTERS = ['in_stock', 'no_stock'] as const;
export type ListingStockFilter = (typeof LISTING_STOCK_FILTERS)[number];
export const LISTING_STOCK_LABELS: Record<ListingStockFilter, string> = { in_stock: '有库存', no_stock: '无库存' };

export const LISTING_LIMITS = {
  name: 100,
  nameEn: 200,
  articleNumber: 40,
  packingName: 50,
  introduction: 2000,
  url: 500,
  pictures: 12,
  certificates: 20,
  price: 9_999_999.99,
  size: 9999.9,
  weight: 99_999.99,
  count: 1_000_000,
  stock: 100_000_000,
} as const;

/** Enumeration code ranges (§9: battery 11701xxx, material 11901xxx). */
export const BATTERY_CODE_RANGE = { min: 11_701_001, max: 11_701_999 } as const;
export const MATERIAL_CODE_RANGE = { min: 11_901_001, max: 11_901_999 } as const;

/** Every field of the editor, as the API names it. */
export interface ListingInput {
  name: string;
  name_en: string;
  article_number: string;
  category_id: number | null;
  exworks_price: number | null;
  packing_name: string;
  packing_name_en: string;
  length: number | null;
  width: number | null;
  height: number | null;
  pack_length: number | null;
  pack_width: number | null;
  pack_height: number | null;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_quantity: number | null;
  inbox_count: number | null;
  gross_weight: number | null;
  net_weight: number | null;
  certifications: string[];
  introduction: string;
  introduction_en: string;
  battery_code: number | null;
  material_code: number | null;
  video: string;
  model_3d: string;
  /** stored picture addresses, the first is the main picture */
  pictures: string[];
}

export type ListingField = keyof ListingInput;

/** What the editor and the import report call each field. */
export const LISTING_FIELD_LABELS: Record<ListingField, string> = {
  name: '中文品名',
  name_en: '英文品名',
  article_number: '货号',
  category_id: '分类',
  exworks_price: '出厂价',
  packing_name: '包装名称',
  packing_name_en: '英文包装名称',
  length: '产品长',
  width: '产品宽',
  height: '产品高',
  pack_length: '包装长',
  pack_width: '包装宽',
  pack_height: '包装高',
  carton_length: '外箱长',
  carton_width: '外箱宽',
  carton_height: '外箱高',
  carton_quantity: '装箱量',
  inbox_count: '内盒数',
  gross_weight: '毛重',
  net_weight: '净重',
  certifications: '证书',
  introduction: '中文介绍',
  introduction_en: '英文介绍',
  battery_code: '电池',
  material_code: '材质',
  video: '视频',
  model_3d: '3D模型',
  pictures: '图片',
};

export const LISTING_MSG = {
  required: (label: string) => `请填写${label}`,
  publishNeeds: (labels: readonly string[]) => `上架前请补充：${labels.join('、')}`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  outOfRange: (label: string, max: number) => `${label}须在0到${max}之间`,
  notInteger: (label: string) => `${label}须为整数`,
  categoryInvalid: `请选择${CATEGORY_ID_MIN}–${CATEGORY_ID_MAX}之间的玩具分类`,
  certificateUnknown: (code: string) => `未知的证书：${code}`,
  netOverGross: '净重不能大于毛重',
  batteryInvalid: '电池类型不存在',
  materialInvalid: '材质类型不存在',
  urlInvalid: (label: string) => `${label}地址须以http://、https://或/开头`,
  tooManyPictures: `每个产品最多${LISTING_LIMITS.pictures}张图片`,
  articleDuplicate: (article: string) => `货号${article}已存在，请更换`,
  notFound: '产品不存在或已删除',
  noneSelected: '请选择产品',
  moveNeedsCategory: '请选择要移动到的分类',
  bulkDone: (done: number, refused: number) =>
    refused ? `已处理${done}个产品，${refused}个未处理` : `已处理${done}个产品`,
  stockInvalid: `库存数量须为0到${LISTING_LIMITS.stock}之间的整数`,
  saved: '保存成功',
  stockSaved: '库存已更新',
} as const;

/** A problem with one field: the field and its Chinese message. */
export interface ListingProblem {
  field: ListingField;
  message: string;
}

const SIZE_FIELDS = [
  'length',
  'width',
  'height',
  'pack_length',
  'pack_width',
  'pack_height',
  'carton_length',
  'carton_width',
  'carton_height',
] as const;
const COUNT_FIELDS = ['carton_quantity', 'inbox_count'] as const;
const WEIGHT_FIELDS = ['gross_weight', 'net_weight'] as const;
const TEXT_LIMITS: [ListingField, number][] = [
  ['name', LISTING_LIMITS.name],
  ['name_en', LISTING_LIMITS.nameEn],
  ['article_number', LISTING_LIMITS.articleNumber],
  ['packing_name', LISTING_LIMITS.packingName],
  ['packing_name_en', LISTING_LIMITS.packingName],
  ['introduction', LISTING_LIMITS.introduction],
  ['introduction_en', LISTING_LIMITS.introduction],
];

/** An empty editor. */
export function emptyListing(): ListingInput {
  return {
    name: '',
    name_en: '',
    article_number: '',
    category_id: null,
    exworks_price: null,
    packing_name: '',
    packing_name_en: '',
    length: null,
    width: null,
    height: null,
    pack_length: null,
    pack_width: null,
    pack_height: null,
    carton_length: null,
    carton_width: null,
    carton_height: null,
    carton_quantity: null,
    inbox_count: null,
    gross_weight: null,
    net_weight: null,
    certifications: [],
    introduction: '',
    introduction_en: '',
    battery_code: null,
    material_code: null,
    video: '',
    model_3d: '',
    pictures: [],
  };
}

/** Trims every text, drops duplicate certificates and pictures; numbers stay as given. */
export function normalizeListing(input: ListingInput): ListingInput {
  const out = { ...input };
  for (const [field] of TEXT_LIMITS) (out[field] as string) = String(input[field] ?? '').trim();
  out.video = input.video.trim();
  out.model_3d = input.model_3d.trim();
  out.certifications = [
    ...new Set(input.certifications.map((c) => certificateById(c)?.id ?? c.trim()).filter(Boolean)),
  ];
  out.pictures = [...new Set(input.pictures.filter(Boolean))];
  return out;
}

/**
 * Everything wrong with a product as the factory saves it (a draft may lack fields, never hold a wrong one):
 * the article number is required, texts within their length, numbers within range, a known category,
 * known certificates, battery and material codes of their enumerations, net weight not above gross weight.
 */
export function listingProblems(raw: ListingInput): ListingProblem[] {
  const input = normalizeListing(raw);
  const problems: ListingProblem[] = [];
  const add = (field: ListingField, message: string) => problems.push({ field, message });
  const label = (field: ListingField) => LISTING_FIELD_LABELS[field];
  if (!input.article_number) add('article_number', LISTING_MSG.required(label('article_number')));
  for (const [field, max] of TEXT_LIMITS)
    if ((input[field] as string).length > max) add(field, LISTING_MSG.tooLong(label(field), max));
  if (input.category_id !== null && !categoryById(input.category_id)) add('category_id', LISTING_MSG.categoryInvalid);
  const range = (field: ListingField, max: number, integer = false) => {
    const value = input[field] as number | null;
    if (value === null) return;
    if (!Number.isFinite(value) || value < 0 || value > max) add(field, LISTING_MSG.outOfRange(label(field), max));
    else if (integer && !Number.isInteger(value)) add(field, LISTING_MSG.notInteger(label(field)));
  };
  range('exworks_price', LISTING_LIMITS.price);
  for (const field of SIZE_FIELDS) range(field, LISTING_LIMITS.size);
  for (const field of COUNT_FIELDS) range(field, LISTING_LIMITS.count, true);
  for (const field of WEIGHT_FIELDS) range(field, LISTING_LIMITS.weight);
  if (
    input.gross_weight !== null &&
    input.net_weight !== null &&
    input.net_weight > input.gross_weight &&
    !problems.some((p) => p.field === 'net_weight' || p.field === 'gross_weight')
  )
    add('net_weight', LISTING_MSG.netOverGross);
  if (input.certifications.length > LISTING_LIMITS.certificates)
    add('certifications', LISTING_MSG.outOfRange(label('certifications'), LISTING_LIMITS.certificates));
  for (const code of input.certifications)
    if (!certificateById(code)) add('certifications', LISTING_MSG.certificateUnknown(code));
  const inRange = (value: number | null, r: { min: number; max: number }) =>
    value === null || (Number.isInteger(value) && value >= r.min && value <= r.max);
  if (!inRange(input.battery_code, BATTERY_CODE_RANGE)) add('battery_code', LISTING_MSG.batteryInvalid);
  if (!inRange(input.material_code, MATERIAL_CODE_RANGE)) add('material_code', LISTING_MSG.materialInvalid);
  for (const field of ['video', 'model_3d'] as const) {
    const url = input[field];
    if (url.length > LISTING_LIMITS.url) add(field, LISTING_MSG.tooLong(label(field), LISTING_LIMITS.url));
    else if (url && !/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(url)) add(field, LISTING_MSG.urlInvalid(label(field)));
  }
  if (input.pictures.length > LISTING_LIMITS.pictures) add('pictures', LISTING_MSG.tooManyPictures);
  return problems;
}

/** The fields a product must have before buyers may see it: a name, a category and a picture. */
export const PUBLISH_REQUIRED: readonly ListingField[] = ['name', 'category_id', 'pictures'];

/** Why a product cannot be published, naming the missing fields ('上架前请补充：中文品名、图片'), or null. */
export function publishRefusal(
  input: Pick<ListingInput, 'name' | 'category_id' | 'pictures'> & Partial<ListingInput>,
): string | null {
  const missing = PUBLISH_REQUIRED.filter((field) => {
    const value = input[field];
    if (field === 'pictures') return !(value as string[] | undefined)?.length;
    if (field === 'category_id') return value === null || value === undefined;
    return !String(value ?? '').trim();
  });
  return missing.length ? LISTING_MSG.publishNeeds(missing.map((f) => LISTING_FIELD_LABELS[f])) : null;
}

/** §3 carton_cubic_meter (CBM) and carton_cubic_feet (CUFT) from the carton's size in cm. */
export function listingVolumes(input: Pick<ListingInput, 'carton_length' | 'carton_width' | 'carton_height'>): {
  carton_cubic_meter: number | null;
  carton_cubic_feet: number | null;
} {
  return {
    carton_cubic_meter: cartonCubicMeters(input.carton_length, input.carton_width, input.carton_height),
    carton_cubic_feet: cartonCubicFeet(input.carton_length, input.carton_width, input.carton_height),
  };
}

type MissingProbe = {
  pictures: readonly string[];
  exworks_price: number | string | null;
  name_en: string;
  carton_length: number | string | null;
  carton_width: number | string | null;
  carton_height: number | string | null;
  gross_weight: number | string | null;
  net_weight: number | string | null;
};

const blankNumber = (v: number | string | null) => v === null || v === '' || !(Number(v) > 0);

/** What a product still lacks, in the list filters' terms. */
export function listingMissing(p: MissingProbe): ListingMissing[] {
  const out: ListingMissing[] = [];
  if (!p.pictures.length) out.push('picture');
  if (blankNumber(p.exworks_price)) out.push('price');
  if (!p.name_en.trim()) out.push('name_en');
  if ([p.carton_length, p.carton_width, p.carton_height].some(blankNumber)) out.push('carton');
  if (blankNumber(p.gross_weight) || blankNumber(p.net_weight)) out.push('weight');
  return out;
}

/**
 * The state a bulk action leads to from the current one, or null when it does not apply (publishing a
 * published product changes nothing; publishing is further held to publishRefusal).
 */
export function bulkTarget(status: ListingStatus, action: 'publish' | 'hide'): ListingStatus | null {
  if (action === 'publish') return status === 'published' ? null : 'published';
  return status === 'published' ? 'hidden' : null;
}

/** Whether a stock quantity may be stored. */
export const isStockQuantity = (value: number): boolean =>
  Number.isInteger(value) && value >= 0 && value <= LISTING_LIMITS.stock;

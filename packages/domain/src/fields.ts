import type {
  AddToCartPayload,
  ChatConversation,
  EmailRecord,
  HistoryExportRecord,
  QuotationHeader,
  QuoteItem,
  SampleCart,
} from './entities';

/**
 * The one place that pairs API field names (the spec's, at the boundary) with code names (readable
 * TypeScript inside the apps): for each entity, code name → API name. Values are not converted.
 */
export const FIELD_NAMES = {
  sampleCart: {
    id: 'id',
    name: 'name',
    customerId: 'customer_id',
    customerName: 'customer_name',
    remark: 'remark',
    isDefault: 'is_default',
    productCount: 'toy_count',
    createdTime: 'created_time',
  },
  addToCart: {
    productIds: 'ids',
    dataModule: 'data_module',
    cartId: 'customer_pick_id',
    dataModuleId: 'data_module_id',
    recommendIds: 'recommend_ids',
  },
  quoteItem: {
    id: 'id',
    productId: 'toy_id',
    number: 'number',
    factoryId: 'factory_id',
    factoryNumber: 'factory_number',
    factoryName: 'factory_name',
    articleNumber: 'article_number',
    name: 'name',
    nameEn: 'name_en',
    picture: 'picture',
    unit: 'unit',
    exworksPrice: 'exworks_price',
    additionalPrice: 'additional_price',
    quotedPrice: 'quoted_price',
    length: 'length',
    width: 'width',
    height: 'height',
    cartonLength: 'carton_length',
    cartonWidth: 'carton_width',
    cartonHeight: 'carton_height',
    cartonCubicFeet: 'carton_cubic_feet',
    cartonCubicMeters: 'carton_cubic_meter',
    cartonQuantity: 'carton_quantity',
    boxCount: 'box_count',
    innerBoxCount: 'inbox_count',
    packLength: 'pack_length',
    packWidth: 'pack_width',
    packHeight: 'pack_height',
    grossWeight: 'gross_weight',
    netWeight: 'net_weight',
    packingName: 'packing_name',
    packingNameEn: 'packing_name_en',
    categoryId: 'category_id',
    categoryName: 'category_name',
    categoryNameEn: 'category_en',
    certifications: 'certifications',
    introduction: 'introduction',
    introductionEn: 'introduction_en',
    priceFormula: 'formula_parameter',
    stopTime: 'stop_time',
    isBlacklisted: 'is_black',
    isHidden: 'is_set_hide',
    orderCartons: 'order_box_qty',
    customNumber: 'custom_number',
  },
  quotationHeader: {
    companyName: 'company_name',
    companyNameEn: 'company_name_en',
    companyTelephone: 'company_telephone',
    companyMobile: 'company_mobile',
    fax: 'fax',
    companyEmail: 'company_email',
    number: 'number',
    createTime: 'create_time',
    statusTime: 'status_time',
    remark: 'remark',
  },
  historyExport: {
    id: 'id',
    content: 'content',
    productCount: 'toy_count',
    exportFormat: 'export_format',
    createdTime: 'created_time',
    fileUrl: 'file_url',
  },
  emailRecord: { id: 'id', name: 'name', email: 'email', status: 'status', createdTime: 'created_time' },
  chatConversation: {
    chatId: 'chat_id',
    nickname: 'nickname',
    avatar: 'avatar',
    belongType: 'belong_type',
    companyName: 'company_name',
    lastMessage: 'last_message',
    unreadCount: 'unread_count',
    lastCheckTime: 'last_check_time',
  },
} as const;

export type EntityName = keyof typeof FIELD_NAMES;

/** The API type of each mapped entity. */
export interface ApiEntities {
  sampleCart: SampleCart;
  addToCart: AddToCartPayload;
  quoteItem: QuoteItem;
  quotationHeader: QuotationHeader;
  historyExport: HistoryExportRecord;
  emailRecord: EmailRecord;
  chatConversation: ChatConversation;
}

type Names<E extends EntityName> = (typeof FIELD_NAMES)[E];

/** The code-name shape of an entity (fields optional where the API's are). */
export type CodeEntity<E extends EntityName> = {
  [K in keyof Names<E> as Names<E>[K] extends keyof ApiEntities[E]
    ? K
    : never]: Names<E>[K] extends keyof ApiEntities[E] ? ApiEntities[E][Names<E>[K]] : never;
};

/** Readable code names in the apps, for the spec's entities. */
export type SampleCartModel = CodeEntity<'sampleCart'>;
export type QuoteItemModel = CodeEntity<'quoteItem'>;
export type ChatConversationModel = CodeEntity<'chatConversation'>;

/** API object → code names. Fields the map does not know are dropped; missing fields stay missing. */
export function fromApi<E extends EntityName>(entity: E, api: Partial<ApiEntities[E]>): Partial<CodeEntity<E>> {
  const out: Record<string, unknown> = {};
  const src = api as Record<string, unknown>;
  for (const [code, wire] of Object.entries(FIELD_NAMES[entity])) {
    if (wire in src) out[code] = src[wire];
  }
  return out as Partial<CodeEntity<E>>;
}

/** Code names → API object (the inverse of fromApi). */
export function toApi<E extends EntityName>(entity: E, model: Partial<CodeEntity<E>>): Partial<ApiEntities[E]> {
  const out: Record<string, unknown> = {};
  const src = model as Record<string, unknown>;
  for (const [code, wire] of Object.entries(FIELD_NAMES[entity])) {
    if (code in src) out[wire] = src[code];
  }
  return out as Partial<ApiEntities[E]>;
}

/** The API name of a code field. */
export function apiFieldName<E extends EntityName>(entity: E, codeName: keyof Names<E>): string {
  return (FIELD_NAMES[entity] as Record<string, string>)[codeName as string] as string;
}

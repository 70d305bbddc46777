import {
  type CartTotals,
  FIND_SAMPLE_PICTURES_MAX,
  type FormulaParameter,
  INQUIRY_PRICE_MAX,
  INQUIRY_QUANTITY_MAX,
  INQUIRY_REMARK_MAX,
  MAX_IDS_PER_CALL,
  MSG,
  type PriceFormula,
  type QuoteBreakdown,
  type SampleCart,
  SHARE_MAX_DAYS,
  WORKING_SET_MSG,
} from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import type { ToyItem } from './catalogue';
import { empty, endpoint, id, int, num, paging, str } from './define';

/**
 * The buyer's working set: sample carts (选样车, customer_pick), customers, comparison,
 * inquiries (询价), sample supplements (补样), find-sample requests (找样) and selection lists (选品单).
 */

/** Product ids of one call: at most 1 000 ('一次最多操作1000款产品'); the server refuses empty and duplicated lists. */
const productIds = z.array(id).max(MAX_IDS_PER_CALL, WORKING_SET_MSG.tooManyIds);
/** Products of the company's own library (company_product ids), beside or instead of platform products. */
const libraryIds = z.array(id).max(MAX_IDS_PER_CALL, WORKING_SET_MSG.tooManyIds).optional();
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => v === 1 || v === true);
const text = (max: number) => z.string().trim().max(max, `最多${max}个字`);
/** 0 or null means "no customer". */
const optionalId = int(0).nullable().optional();

// ── Sample carts ─────────────────────────────────────────────────────────────────────────────────────

/** §3 sample cart, plus its owner (a salesperson's carts are theirs; the main account sees all). */
export interface CartInfo extends SampleCart {
  user_id: number;
  user_name: string;
  /** the signed-in user may rename, delete and change it (their own cart) */
  can_manage: boolean;
  /** the signed-in user may hand it over to a colleague */
  can_transfer: boolean;
}

/** A colleague a cart may be handed over to (same company). */
export interface CartColleague {
  user_id: number;
  name: string;
  user_type: number;
}

/**
 * A line of a cart: the product fields the cart page shows and its totals need (not the whole ToyItem, so a
 * cart of 1 000 lines stays small), with the cart's quantity (cartons), remark and custom number.
 */
export interface CartLineItem
  extends Pick<
    ToyItem,
    | 'id'
    | 'toy_id'
    | 'article_number'
    | 'name'
    | 'thumb'
    | 'unit'
    | 'exworks_price'
    | 'factory_id'
    | 'factory_name'
    | 'carton_length'
    | 'carton_width'
    | 'carton_height'
    | 'carton_cubic_meter'
    | 'carton_quantity'
    | 'gross_weight'
    | 'net_weight'
  > {
  item_id: number;
  customer_pick_id: number;
  quantity: number;
  remark: string;
  custom_number: string;
  data_module: string;
  added_time: string;
  /**
   * a product of the company's own library: its names, item number, picture and price; `toy_id` is then the
   * platform product it was taken from, or 0 when it was made by hand (`factory_id` 0, no factory to ask)
   */
  company_product_id: number | null;
}

export interface SampleCarPage {
  cart: CartInfo;
  /** the lines of the asked page (all lines without `page`), ordered by factory, then as added */
  list: CartLineItem[];
  total: number;
  /** totals of the whole cart, whatever the page */
  totals: CartTotals;
  /** every factory of the cart with its line count, in list order (group headers of a paged list) */
  factories: { factory_id: number; factory_name: string; count: number }[];
}

/** The outcome of a batch add: counts and the domain's message (batchAddResultMessage). */
export interface BatchAddResult {
  customer_pick_id: number;
  added: number;
  existing: number;
  message: string;
}

const cartFields = {
  name: str(100),
  customer_id: optionalId,
  remark: text(200).optional(),
  is_default: flag.optional(),
};

export const cart = {
  getCustomerPick: endpoint<{ list: CartInfo[] }>()(
    '/api/website/get_customer_pick',
    z.object({ keyword: str(50).optional() }),
  ),
  addCustomerPick: endpoint<{ id: number; result: BatchAddResult | null }>()(
    '/api/website/add_customer_pick',
    z.object({ ...cartFields, ids: productIds.optional() }),
  ),
  editCustomerPick: endpoint<CartInfo>()('/api/website/edit_customer_pick', z.object({ id, ...cartFields })),
  deleteCustomerPick: endpoint<null>()('/api/website/delete_customer_pick', z.object({ id })),
  /** Moves (or copies) products from cart `id` to cart `to_id`; all of them when `ids` is absent. */
  transferCustomerPick: endpoint<{ moved: number; existing: number }>()(
    '/api/website/transfer_customer_pick',
    z.object({ id, to_id: id, ids: productIds.optional(), library_ids: libraryIds, copy: z.boolean().optional() }),
  ),
  addSampleCar: endpoint<BatchAddResult>()(
    '/api/website/add_sample_car',
    z.object({
      ids: productIds.default([]),
      library_ids: libraryIds,
      data_module: z.union([str(40), int()]).default(''),
      customer_pick_id: int(0).nullable().optional(),
      data_module_id: int().optional(),
      recommend_ids: z.array(int()).max(MAX_IDS_PER_CALL).optional(),
    }),
  ),
  /**
   * The cart page: lines (a page of them with `page`, else all) with the whole cart's totals and factory
   * groups. Default cart when no id.
   */
  getSampleCar: endpoint<SampleCarPage>()(
    '/api/website/get_sample_car',
    z.object({
      customer_pick_id: id.optional(),
      factory_id: id.optional(),
      page: int(1, 100_000).optional(),
      page_size: int(1, MAX_IDS_PER_CALL).default(200),
    }),
  ),
  delSampleCar: endpoint<{ deleted: number }>()(
    '/api/website/del_sample_car',
    z.object({ customer_pick_id: id, ids: productIds.default([]), library_ids: libraryIds }),
  ),
  delAllSampleCar: endpoint<{ deleted: number }>()(
    '/api/website/del_all_sample_car',
    z.object({ customer_pick_id: id }),
  ),
  updateSampleCar: endpoint<CartLineItem>()(
    '/api/website/update_sample_car',
    z.object({
      customer_pick_id: id,
      /** the line: a platform product, or with company_product_id a library product */
      toy_id: int(0).default(0),
      company_product_id: id.optional(),
      quantity: int(0, 1_000_000).optional(),
      remark: text(500).optional(),
      custom_number: text(50).optional(),
    }),
  ),
  /** Hands a cart over to a colleague of the same company (not the default cart); it keeps its lines. */
  handOverCustomerPick: endpoint<CartInfo>()('/api/website/hand_over_customer_pick', z.object({ id, user_id: id })),
  /** The colleagues a cart may be handed over to. */
  getCartColleagues: endpoint<{ list: CartColleague[] }>()('/api/website/get_cart_colleagues', empty),
  /** The product ids of one cart (default when no id): product cards mark "already in the cart". */
  getSelectSampleList: endpoint<{ customer_pick_id: number; ids: number[]; library_ids: number[] }>()(
    '/api/website/get_select_sample_list',
    z.object({ customer_pick_id: id.optional() }),
  ),
  /** Every visible cart with its product ids (the stored "sample ids"). */
  selectSampleList: endpoint<{
    list: { customer_pick_id: number; name: string; is_default: 0 | 1; ids: number[]; library_ids: number[] }[];
  }>()('/api/Sample/select_sample/getSelectSampleList', empty),
};

// ── Customers ────────────────────────────────────────────────────────────────────────────────────────

export interface CustomerItem {
  id: number;
  name: string;
  contact: string;
  phone: string;
  email: string;
  country: string;
  address: string;
  remark: string;
  user_id: number;
  user_name: string;
  cart_count: number;
  created_time: string;
}
const customerFields = {
  name: str(200),
  contact: text(50).optional(),
  phone: text(30).optional(),
  email: text(100).optional(),
  country: text(50).optional(),
  address: text(200).optional(),
  remark: text(500).optional(),
  /** the salesperson the customer is assigned to (main account and administrators only) */
  user_id: id.optional(),
};
export const customer = {
  list: endpoint<Page<CustomerItem>>()(
    '/api/customer/list',
    // user_id: one salesperson's customers (the main account and administrators filter by it)
    z.object({ ...paging, keyword: str(50).optional(), user_id: id.optional() }),
  ),
  add: endpoint<CustomerItem>()('/api/customer/add', z.object(customerFields)),
  edit: endpoint<CustomerItem>()('/api/customer/edit', z.object({ id, ...customerFields })),
  delete: endpoint<null>()('/api/customer/delete', z.object({ id })),
  checkCustomer: endpoint<{ exists: boolean }>()(
    '/api/customer/check_customer',
    z.object({ name: str(200), id: id.optional() }),
  ),
};

// ── Comparison ───────────────────────────────────────────────────────────────────────────────────────

export const compare = {
  getToyContrastList: endpoint<{ list: ToyItem[] }>()('/api/toy/get_toy_contrast_list', empty),
  editCompanyToyContrast: endpoint<{ ids: number[] }>()(
    '/api/toy/edit_company_toy_contrast',
    z.object({ ids: z.array(id).max(100), action: z.enum(['set', 'add', 'remove']).default('set') }),
  ),
};

// ── Inquiries and sample supplements ─────────────────────────────────────────────────────────────────

export interface RequestLine extends ToyItem {
  /** cartons, as in the cart */
  quantity: number;
  /** the buyer's target price per piece, in the request's currency */
  target_price: number | null;
  answer_price: number | null;
  answer_remark: string;
}
/** An inquiry or a sample supplement: one factory, its products, status and notification time. */
export interface FactoryRequest {
  id: number;
  kind: 'inquiry' | 'supplement';
  factory_id: number;
  factory_name: string;
  status: string;
  status_text: string;
  remark: string;
  /** currency of the lines' target prices */
  currency: string;
  /** 'YYYY-MM-DD' the buyer wants an answer by, or null */
  deadline: string | null;
  sample_needed: boolean;
  answer: string;
  /** 'YYYY-MM-DD' the factory can have the sample ready, from its answer, or null */
  sample_date: string | null;
  /** pictures the factory attached to its answer */
  answer_pictures: string[];
  notify_time: string;
  read_time: string | null;
  answered_time: string | null;
  created_time: string;
  chase_count: number;
  toy_count: number;
  user_id: number;
  user_name: string;
  list: RequestLine[];
}
export interface BatchRequestResult {
  list: { id: number; factory_id: number; factory_name: string; toy_count: number; notify_time: string }[];
}
const batchRequest = z.object({
  ids: productIds,
  remark: text(500).optional(),
  quantity: int(1, 1_000_000).optional(),
});
/**
 * The inquiry form: a quantity (and optional target price) per product; without `lines`, `ids` with one
 * `quantity` for all. Checked by the domain's validateInquiryDraft.
 */
const inquiryRequest = z.object({
  ids: productIds.default([]),
  /** library products: asked of the factory of the platform product each was taken from (made by hand: refused) */
  library_ids: libraryIds,
  lines: z
    .array(
      z.object({
        toy_id: id,
        quantity: int(1, INQUIRY_QUANTITY_MAX),
        target_price: num(0, INQUIRY_PRICE_MAX).nullable().optional(),
      }),
    )
    .max(MAX_IDS_PER_CALL, WORKING_SET_MSG.tooManyIds)
    .optional(),
  remark: text(INQUIRY_REMARK_MAX).optional(),
  quantity: int(1, INQUIRY_QUANTITY_MAX).optional(),
  currency: str(8).optional(),
  deadline: str(10).optional(),
  sample_needed: z.boolean().optional(),
});
const requestList = (statuses: readonly [string, ...string[]]) =>
  z.object({ ...paging, status: z.enum(statuses).optional(), keyword: str(50).optional() });
const byIds = z.object({ ids: z.array(id).min(1, '请选择记录').max(MAX_IDS_PER_CALL, WORKING_SET_MSG.tooManyIds) });

export const inquiry = {
  batchInquiry: endpoint<BatchRequestResult>()('/api/toy/batch_inquiry', inquiryRequest),
  inquiryAgain: endpoint<{ id: number; notify_time: string }>()('/api/toy/inquiry_again', z.object({ id })),
  getInquiryList: endpoint<Page<FactoryRequest>>()(
    '/api/toy/get_inquiry_list',
    requestList(['sent', 'read', 'answered', 'closed']),
  ),
  deleteInquiry: endpoint<{ deleted: number }>()('/api/toy/delete_inquiry', byIds),
  chasingInquirySupplement: endpoint<{ chase_count: number; notify_time: string }>()(
    '/api/toy/chasing_inquiry_supplement',
    z.object({ id, type: z.enum(['inquiry', 'supplement']).default('inquiry') }),
  ),
};

export const supplement = {
  batchSupplement: endpoint<BatchRequestResult>()('/api/toy/batch_supplement', batchRequest),
  getSupplementList: endpoint<Page<FactoryRequest>>()(
    '/api/toy/get_supplement_list',
    requestList(['sent', 'read', 'completed']),
  ),
  getSupplementDetail: endpoint<FactoryRequest>()('/api/toy/get_supplement_detail', z.object({ id })),
  completeSupplement: endpoint<FactoryRequest>()('/api/toy/complete_supplement', z.object({ id })),
  deleteSupplement: endpoint<{ deleted: number }>()('/api/toy/delete_supplement', byIds),
};

// ── Find-sample requests ─────────────────────────────────────────────────────────────────────────────

export interface FindSampleAnswer {
  id: number;
  factory_id: number;
  factory_name: string;
  price: number | null;
  remark: string;
  created_time: string;
  toy: ToyItem | null;
}
export interface FindSampleRequest {
  id: number;
  pictures: string[];
  description: string;
  target_price: number | null;
  quantity: number | null;
  status: string;
  status_text: string;
  answer_count: number;
  chase_count: number;
  created_time: string;
  user_id: number;
  user_name: string;
  answers?: FindSampleAnswer[];
}
export const findSample = {
  getList: endpoint<Page<FindSampleRequest>>()(
    '/api/toy_search/get_list',
    z.object({ ...paging, status: z.enum(['open', 'answered', 'closed']).optional() }),
  ),
  add: endpoint<FindSampleRequest>()(
    '/api/toy_search/add',
    z.object({
      /** addresses answered by uploadPicture */
      pictures: z
        .array(str(500))
        .max(FIND_SAMPLE_PICTURES_MAX, MSG.findSamplePicturesMax(FIND_SAMPLE_PICTURES_MAX))
        .default([]),
      description: text(1000).default(''),
      target_price: num(0, 1_000_000).nullable().optional(),
      quantity: int(1, 100_000_000).nullable().optional(),
    }),
  ),
  /**
   * A picture of the wanted product: multipart/form-data with the picture in `file` (jpg or png, checked by
   * content like every upload); answers its address for `add`'s pictures.
   */
  uploadPicture: endpoint<{ picture: string; thumb: string }>()('/api/toy_search/upload_picture', empty),
  detail: endpoint<FindSampleRequest>()('/api/toy_search/detail', z.object({ id })),
  close: endpoint<FindSampleRequest>()('/api/toy_search/close', z.object({ id })),
  delete: endpoint<{ deleted: number }>()('/api/toy_search/delete', z.object({ id })),
  /** Chases every open request of mine without answers (or those of `ids`). */
  chasingAll: endpoint<{ chased: number; skipped: number }>()(
    '/api/toy/chasing_all',
    z.object({ ids: z.array(id).max(MAX_IDS_PER_CALL).optional() }),
  ),
};

// ── Factory console: what a factory received ─────────────────────────────────────────────────────────

/**
 * A factory user's side of inquiries, supplements and find-sample requests (the account's company is linked
 * to a factory). Requests show up once their notification time (the domain's schedule) has passed.
 */
export const factoryDesk = {
  getRequestList: endpoint<Page<FactoryRequest>>()(
    '/api/factory_console/get_request_list',
    z.object({
      ...paging,
      kind: z.enum(['inquiry', 'supplement']).default('inquiry'),
      status: z.enum(['sent', 'read', 'answered', 'closed', 'completed']).optional(),
    }),
  ),
  readRequest: endpoint<FactoryRequest>()('/api/factory_console/read_request', z.object({ id })),
  /** Prices per product of the inquiry (RMB) and an overall answer; answering again corrects them. */
  answerInquiry: endpoint<FactoryRequest>()(
    '/api/factory_console/answer_inquiry',
    z.object({
      id,
      answer: text(500).default(''),
      prices: z
        .array(z.object({ toy_id: id, price: num(0, 1_000_000), remark: text(200).optional() }))
        .max(MAX_IDS_PER_CALL, WORKING_SET_MSG.tooManyIds),
    }),
  ),
  closeInquiry: endpoint<FactoryRequest>()('/api/factory_console/close_inquiry', z.object({ id })),
  /** Open and answered find-sample requests of every buyer, with this factory's own answers only. */
  /** `factory_id`: the console's own factory (its products answer the requests). */
  getFindSampleList: endpoint<Page<FindSampleRequest> & { factory_id: number }>()(
    '/api/factory_console/get_find_sample_list',
    z.object({ ...paging }),
  ),
  answerFindSample: endpoint<FindSampleRequest>()(
    '/api/factory_console/answer_find_sample',
    z.object({
      id,
      toy_id: id,
      price: num(0, 1_000_000).nullable().optional(),
      remark: text(500).optional(),
    }),
  ),
};

// ── Selection lists ──────────────────────────────────────────────────────────────────────────────────

export interface ChooseShare {
  token: string | null;
  state: 'active' | 'expired' | 'revoked' | 'none';
  expires_time: string | null;
}
export interface ChooseSummary {
  id: number;
  name: string;
  words: string;
  toy_count: number;
  apply_count: number;
  user_id: number;
  user_name: string;
  created_time: string;
  updated_time: string;
  share: ChooseShare;
}
export interface ChooseDetail extends ChooseSummary {
  price_formula: PriceFormula;
}
export interface ChooseProduct extends ToyItem {
  /** a product of the company's own library (then `toy_id` is the platform product it was taken from, or 0) */
  company_product_id?: number | null;
  custom_number: string;
  quoted_price: number;
  currency: string;
  /** what the quoted price is per (a carton price when the formula asks for one and the carton has a quantity) */
  price_basis: 'piece' | 'carton';
}
/** What the public share page shows: no factory, no ex-works price. */
export interface SharedProduct {
  id: number;
  toy_id: number;
  /** a product of the sharing company's own library */
  company_product_id?: number | null;
  custom_number: string;
  name: string;
  name_en: string;
  picture: string;
  thumb: string;
  unit: string;
  quoted_price: number;
  currency: string;
  price_basis: 'piece' | 'carton';
  packing_name: string;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_quantity: number | null;
  carton_cubic_meter: number | null;
  gross_weight: number | null;
  net_weight: number | null;
  certifications: string[];
}
export interface SharedChoose {
  name: string;
  words: string;
  /** the sharing company's branding, from its company record */
  company_name: string;
  company_name_en: string;
  company_logo: string;
  expires_time: string;
  list: SharedProduct[];
  total: number;
}
export interface ChooseApply {
  id: number;
  name: string;
  contact: string;
  remark: string;
  created_time: string;
  list: ChooseProduct[];
}
const shareToken = z.string().min(10).max(64);
const formula = z.object({
  currency_type: z.string().trim().min(1).max(8),
  exchange_rate: num(0.000001, 100_000).optional(),
  profit_rate: num(0, 1000).optional(),
  profit_mode: z.enum(['markup', 'margin']).optional(),
  fob_cost_per_cbm: num(0, 1_000_000).optional(),
  decimals: z.union([z.literal(2), z.literal(3)]).optional(),
  price_basis: z.enum(['piece', 'carton']).optional(),
}) satisfies z.ZodType<FormulaParameter>;

export const chooses = {
  choosesList: endpoint<Page<ChooseSummary>>()(
    '/api/website/chooses_list',
    z.object({ ...paging, keyword: str(50).optional() }),
  ),
  choosesDetail: endpoint<ChooseDetail>()('/api/website/chooses_detail', z.object({ id })),
  getProducts: endpoint<Page<ChooseProduct>>()('/api/website/get_products', z.object({ id, ...paging })),
  /** Adds products to list `id`, or to a new list named `name` when no id is given (a new list may start empty). */
  addProducts: endpoint<{ id: number; added: number; existing: number }>()(
    '/api/website/add_products',
    z.object({ id: id.optional(), name: str(100).optional(), ids: productIds, library_ids: libraryIds }),
  ),
  delProducts: endpoint<{ deleted: number }>()(
    '/api/website/del_products',
    z.object({ id, ids: productIds.default([]), library_ids: libraryIds }),
  ),
  /** Moves one product of list `id` to `position` (0 = first); the others keep their order. */
  sortProducts: endpoint<{ ids: number[] }>()(
    '/api/website/sort_products',
    z.object({ id, toy_id: int(0).default(0), company_product_id: id.optional(), position: int(0, 100_000) }),
  ),
  /** Renames a list and/or changes the words shown on its share page. */
  changeWords: endpoint<ChooseDetail>()(
    '/api/website/change_words',
    z.object({ id, name: str(100).optional(), words: text(1000).optional() }),
  ),
  deleteChooses: endpoint<null>()('/api/website/del_chooses', z.object({ id })),
  /** Creates (or renews) the share link; `revoke` withdraws it. */
  share: endpoint<ChooseShare>()(
    '/api/website/share',
    z.object({ id, days: int(1, SHARE_MAX_DAYS).optional(), revoke: z.boolean().optional() }),
  ),
  getSampleChooses: endpoint<SharedChoose>()(
    '/api/website/get_sample_chooses',
    z.object({ token: shareToken, ...paging, page_size: int(1, 500).default(100) }),
    'public',
  ),
  apply: endpoint<{ id: number }>()(
    '/api/website/apply',
    z.object({
      token: shareToken,
      ids: productIds.default([]),
      library_ids: libraryIds,
      name: str(50),
      contact: text(100).optional(),
      remark: text(500).optional(),
    }),
    'public',
  ),
  setCustomNumber: endpoint<{ updated: number }>()(
    '/api/website/set_custom_number',
    z.object({
      id,
      list: z
        .array(z.object({ toy_id: int(0).default(0), company_product_id: id.optional(), custom_number: text(50) }))
        .min(1)
        .max(MAX_IDS_PER_CALL, WORKING_SET_MSG.tooManyIds),
    }),
  ),
  getCustomNumber: endpoint<{ list: { toy_id: number; company_product_id: number | null; custom_number: string }[] }>()(
    '/api/website/get_custom_number',
    z.object({ id }),
  ),
  savePriceFormula: endpoint<{ price_formula: PriceFormula }>()(
    '/api/website/save_price_formula',
    z.object({ id, formula }),
  ),
  /** The customers' picks sent back from the share page. */
  getChoosesDetail: endpoint<{ list: ChooseApply[] }>()('/api/website/get_chooses_detail', z.object({ id })),
  getPriceFormulaItem: endpoint<{
    price_formula: PriceFormula;
    list: {
      toy_id: number;
      company_product_id: number | null;
      exworks_price: number;
      quoted_price: number;
      breakdown: QuoteBreakdown;
    }[];
  }>()(
    '/api/website/get_price_formula_item',
    z.object({ id, toy_id: id.optional(), company_product_id: id.optional() }),
  ),
  getExchangeRate: endpoint<{ list: { currency: string; name: string; symbol: string; rate: number }[] }>()(
    '/api/website/get_exchange_rate',
    empty,
  ),
};

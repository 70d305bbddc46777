import { COMPANY_MSG, MAX_IDS_PER_CALL, PUBLICITY_MAX, type QuotationTerms, WORKING_SET_MSG } from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import { empty, endpoint, id, int, list, num, paging, phone, str } from './define';
import { quotationTermsInput } from './quotation';

/**
 * Company administration: the company display customers see (/company, /oldCompany), staff and roles
 * (/member) with invitations, hand-over and the audit log, the own product library (/product_management),
 * supplier factories (/factory_management) and a customer's associations (/customer_management).
 */

const text = (max: number) => z.string().trim().max(max, `最多${max}个字`);
const picture = str(500);
const ids = z.array(id).min(1, COMPANY_MSG.noProductsSelected).max(MAX_IDS_PER_CALL, WORKING_SET_MSG.tooManyIds);
const price = num(0, 100_000_000);
const measure = num(0, 100_000).nullable();

// ── Company display ──────────────────────────────────────────────────────────────────────────────────

export interface CompanyContact {
  name: string;
  position: string;
  phone: string;
  email: string;
}
/** What customers see of the company on shared lists, quotations and confirmation pages. */
export interface CompanyDisplay {
  company_id: number;
  is_new_version: 0 | 1;
  name: string;
  name_en: string;
  logo: string;
  publicity: string[];
  licence: string;
  introduction: string;
  introduction_en: string;
  contacts: CompanyContact[];
  address: string;
  address_en: string;
  main_markets: string[];
  telephone: string;
  email: string;
  updated_time: string | null;
  /** the defaults of every new quotation's header terms */
  quotation_terms: QuotationTerms;
}
const contact = z.object({
  name: text(50),
  position: text(50).default(''),
  phone: text(30).default(''),
  email: text(100).default(''),
});
const displayFields = z.object({
  name: text(100).optional(),
  name_en: text(200).optional(),
  logo: picture.optional(),
  publicity: list(picture, PUBLICITY_MAX).optional(),
  licence: picture.optional(),
  introduction: text(5000).optional(),
  introduction_en: text(10000).optional(),
  contacts: list(contact, 10).optional(),
  address: text(200).optional(),
  address_en: text(300).optional(),
  main_markets: list(text(30), 30).optional(),
  quotation_terms: quotationTermsInput.optional(),
});

// ── Staff ────────────────────────────────────────────────────────────────────────────────────────────

export interface MemberItem {
  user_id: number;
  phone: string;
  nickname: string;
  user_type: 0 | 1 | 2;
  role_text: string;
  disabled: boolean;
  joined_time: string;
}
export interface InviteItem {
  id: number;
  phone: string;
  nickname: string;
  user_type: 1 | 2;
  role_text: string;
  invited_time: string;
  expires_time: string;
}
export interface MemberPage {
  list: MemberItem[];
  invites: InviteItem[];
  staff_tab_closed: boolean;
  /** whether the caller may close the staff tab (the main account) */
  can_close_staff_tab: boolean;
  self_id: number;
  self_type: 0 | 1 | 2;
}
/** An invitation waiting for the signed-in user's phone. */
export interface MyInvite {
  id: number;
  company_name: string;
  role_text: string;
  expires_time: string;
}
export interface AuditItem {
  id: number;
  actor_name: string;
  action: string;
  action_text: string;
  target: string;
  detail: string;
  created_time: string;
}
export interface TransferResult {
  customers: number;
  carts: number;
  chooses: number;
  quotations: number;
}
const role = z.union([z.literal(0), z.literal(1), z.literal(2)]);

// ── Own product library and supplier factories ───────────────────────────────────────────────────────

export interface CompanyProduct {
  id: number;
  product_id: number | null;
  supplier_factory_id: number | null;
  supplier_factory_name: string;
  item_number: string;
  name: string;
  name_en: string;
  factory_number: string;
  category_id: number | null;
  picture: string;
  unit: string;
  price: number;
  exworks_price: number;
  packing_name: string;
  length: number | null;
  width: number | null;
  height: number | null;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_quantity: number | null;
  inbox_count: number | null;
  gross_weight: number | null;
  net_weight: number | null;
  remark: string;
  is_hidden: boolean;
  updated_time: string;
}
const productFields = {
  item_number: text(50),
  name: text(200),
  name_en: text(300).optional(),
  factory_number: text(50).optional(),
  category_id: int(0, 100_000).nullable().optional(),
  picture: picture.optional(),
  unit: text(20).optional(),
  price: price.optional(),
  exworks_price: price.optional(),
  packing_name: text(50).optional(),
  length: measure.optional(),
  width: measure.optional(),
  height: measure.optional(),
  carton_length: measure.optional(),
  carton_width: measure.optional(),
  carton_height: measure.optional(),
  carton_quantity: int(0, 1_000_000).nullable().optional(),
  inbox_count: int(0, 1_000_000).nullable().optional(),
  gross_weight: measure.optional(),
  net_weight: measure.optional(),
  remark: text(1000).optional(),
  is_hidden: z.boolean().optional(),
  supplier_factory_id: id.nullable().optional(),
};

export interface SupplierFactory {
  id: number;
  factory_id: number | null;
  name: string;
  contact: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  product_count: number;
  updated_time: string;
}
const factoryFields = {
  name: text(100),
  contact: text(50).optional(),
  phone: text(30).optional(),
  email: text(100).optional(),
  address: text(200).optional(),
  notes: text(2000).optional(),
};

export interface CustomerAssociation {
  customer_id: number;
  customer_name: string;
  user_id: number;
  user_name: string;
  carts: { id: number; name: string; toy_count: number }[];
  quotations: { id: number; number: string; status: string; created_time: string }[];
}

export const company = {
  getDisplay: endpoint<CompanyDisplay>()('/api/system/get_company_display_picture', empty),
  editDisplay: endpoint<CompanyDisplay>()('/api/system/edit_company_display_picture', displayFields),
  /** A picture (multipart, field `file`) for the display or a product: its stored address. */
  uploadPicture: endpoint<{ picture: string; thumb: string }>()('/api/company/upload_picture', empty),

  memberList: endpoint<MemberPage>()('/api/company/member_list', z.object({ keyword: str(50).optional() })),
  invite: endpoint<InviteItem>()(
    '/api/company/invite_member',
    z.object({ phone, user_type: z.union([z.literal(1), z.literal(2)]), nickname: text(30).optional() }),
  ),
  revokeInvite: endpoint<null>()('/api/company/revoke_invite', z.object({ id })),
  myInvites: endpoint<{ list: MyInvite[] }>()('/api/company/my_invites', empty),
  acceptInvite: endpoint<{ company_id: number; user_type: number }>()(
    '/api/company/accept_invite',
    z.object({ code: z.string().regex(/^\d{6}$/, '请输入6位验证码') }),
  ),
  setRole: endpoint<MemberItem>()('/api/company/set_member_role', z.object({ user_id: id, user_type: role })),
  setDisabled: endpoint<MemberItem>()(
    '/api/company/set_member_disabled',
    z.object({ user_id: id, disabled: z.boolean() }),
  ),
  remove: endpoint<{ transferred: TransferResult | null }>()(
    '/api/company/remove_member',
    z.object({ user_id: id, to_user_id: id.optional() }),
  ),
  resetPassword: endpoint<null>()(
    '/api/company/reset_member_password',
    z.object({ user_id: id, password: z.string().max(128) }),
  ),
  setStaffTab: endpoint<{ staff_tab_closed: boolean }>()(
    '/api/company/set_staff_tab',
    z.object({ closed: z.boolean() }),
  ),
  auditLog: endpoint<Page<AuditItem>>()('/api/company/audit_log', z.object({ ...paging })),
  transfer: endpoint<TransferResult>()(
    '/api/company/transfer_member_work',
    z.object({ from_user_id: id, to_user_id: id }),
  ),

  productList: endpoint<Page<CompanyProduct>>()(
    '/api/company/product_list',
    z.object({
      ...paging,
      keyword: str(50).optional(),
      supplier_factory_id: id.optional(),
      source: z.enum(['all', 'platform', 'own']).default('all'),
      price_min: price.optional(),
      price_max: price.optional(),
      hidden: z.boolean().optional(),
    }),
  ),
  productAdd: endpoint<CompanyProduct>()('/api/company/product_add', z.object(productFields)),
  productEdit: endpoint<CompanyProduct>()(
    '/api/company/product_edit',
    z.object({ id, ...productFields, item_number: text(50).optional(), name: text(200).optional() }),
  ),
  productDelete: endpoint<{ deleted: number }>()('/api/company/product_delete', z.object({ ids })),
  productBulkEdit: endpoint<{ updated: number }>()(
    '/api/company/product_bulk_edit',
    z.object({
      ids,
      price: price.optional(),
      /** a rise (or, negative, a cut) of the price in percent */
      price_percent: num(-90, 1000).optional(),
      unit: text(20).optional(),
      supplier_factory_id: id.nullable().optional(),
      is_hidden: z.boolean().optional(),
    }),
  ),
  productFromPlatform: endpoint<{ added: number; existing: number }>()(
    '/api/company/product_from_platform',
    z.object({ ids }),
  ),

  factoryList: endpoint<Page<SupplierFactory>>()(
    '/api/company/factory_list',
    z.object({ ...paging, keyword: str(50).optional() }),
  ),
  factoryAdd: endpoint<SupplierFactory>()(
    '/api/company/factory_add',
    z.union([z.object({ factory_id: id, notes: text(2000).optional() }), z.object(factoryFields)]),
  ),
  factoryEdit: endpoint<SupplierFactory>()(
    '/api/company/factory_edit',
    z.object({ id, ...factoryFields, name: text(100).optional() }),
  ),
  /** With products and without `confirm`, refused with '该工厂已有录入产品，删除工厂后产品将同步删除'. */
  factoryDelete: endpoint<{ deleted_products: number }>()(
    '/api/company/factory_delete',
    z.object({ id, confirm: z.boolean().optional() }),
  ),

  customerAssociation: endpoint<CustomerAssociation>()('/api/customer/get_customer_association', z.object({ id })),
};

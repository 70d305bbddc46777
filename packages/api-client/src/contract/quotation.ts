import {
  type ConfirmDecision,
  type LineChange,
  MAX_IDS_PER_CALL,
  type PriceFormula,
  QUOTATION_MAX_ITEMS,
  QUOTATION_SOURCES,
  QUOTATION_STATUSES,
  QUOTATION_TERMS_LIMITS,
  QUOTATION_TERMS_MSG,
  type QuotationStatus,
  type QuotationTerms,
  type QuotationTotals,
  TRADE_TERMS,
  WORKING_SET_MSG,
} from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import { endpoint, id, paging } from './define';

/**
 * Quotations (报价单), their e-mail and the customer's confirmation page, and the company's mailboxes
 * (/emaliManagement). Every text field is bounded; the confirmation calls are public and carry the link token.
 */

const text = (max: number) => z.string().trim().max(max, `最多${max}个字`);
const productIds = z.array(id).max(MAX_IDS_PER_CALL, WORKING_SET_MSG.tooManyIds);
const itemIds = z.array(id).max(QUOTATION_MAX_ITEMS);
const version = z.number().int().min(1).max(2_147_483_647);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');
const email = z.string().trim().max(254).email('请输入正确的邮箱地址');
const lang = z.enum(['zh', 'en']);
const token = z.string().min(20).max(200);

/** Raw formula as typed: checked by the domain's validateFormulaInput (unknown fields refused there). */
const formula = z.record(z.string().max(40), z.union([z.string().max(20), z.number(), z.null()]));

export interface QuotationHeaderInfo {
  company_name: string;
  company_name_en: string;
  company_telephone: string;
  company_mobile: string;
  fax: string;
  company_email: string;
  remark: string;
}

export interface QuotationSummary extends QuotationHeaderInfo {
  id: number;
  number: string;
  source: string;
  status: QuotationStatus;
  status_text: string;
  status_time: string;
  create_time: string;
  customer_id: number | null;
  customer_name: string;
  customer_email: string;
  user_id: number;
  user_name: string;
  currency: string;
  toy_count: number;
  amount: number;
  version: number;
}

/** A line as the salesperson sees it: the product snapshot, the price worked out, the customer's answer. */
export interface QuotationItem {
  id: number;
  toy_id: number | null;
  position: number;
  name: string;
  name_en: string;
  article_number: string;
  factory_id: number;
  factory_name: string;
  picture: string;
  thumb: string;
  unit: string;
  packing_name: string;
  /** the product's English packing name ('' when none) */
  packing_name_en: string;
  exworks_price: number;
  additional_price: number;
  /** from the formula */
  formula_price: number;
  price_override: number | null;
  /** the price quoted: the override when set */
  quoted_price: number;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_quantity: number | null;
  carton_cubic_meter: number | null;
  carton_cubic_feet: number | null;
  gross_weight: number | null;
  net_weight: number | null;
  custom_number: string;
  order_box_qty: number;
  remark: string;
  decision: ConfirmDecision;
  confirm_qty: number | null;
  confirm_remark: string;
  snapshot_time: string;
  is_black: 0 | 1;
  is_set_hide: 0 | 1;
  stop_time: string | null;
}

export interface QuotationLinkInfo {
  id: number;
  state: 'active' | 'expired' | 'revoked';
  expires_time: string;
  url: string | null;
}

export interface QuotationAnswer {
  name: string;
  contact: string;
  remark: string;
  accepted: number;
  total: number;
  submit_count: number;
  submitted_time: string;
}

export interface QuotationDetail extends QuotationSummary {
  /** the header's terms: validity, trade term and port, payment terms (the company's defaults, changed per quotation) */
  terms: QuotationTerms;
  /** the sheet's language by default: the customer's (Chinese for a Chinese-speaking or unknown country) */
  customer_lang: 'zh' | 'en';
  formula: PriceFormula;
  items: QuotationItem[];
  totals: QuotationTotals;
  link: QuotationLinkInfo | null;
  answers: QuotationAnswer[];
  /** what changed since the last sending (empty when never sent or unchanged) */
  changes: LineChange[];
  sent_time: string | null;
}

/** get_detail_toy: a line's snapshot beside the product as the catalogue shows it now (null when gone). */
export interface QuotationItemDetail {
  item: QuotationItem;
  current: {
    name: string;
    exworks_price: number;
    carton_quantity: number | null;
    picture: string;
  } | null;
  differs: boolean;
}

export interface QuotationMailPreview {
  from: { name: string; email: string } | null;
  to: { name: string; email: string };
  lang: 'zh' | 'en';
  subject: string;
  body: string;
  link: string;
  /** the Excel: a file when the export is ready, otherwise a link to ask for it */
  attachments: { filename: string; url: string }[];
  /** true when sending will only put the message in the outbox (no mailbox configured) */
  outbox: boolean;
  /** the last e-mail sent for this quotation, as it went out (null: never sent) */
  sent: QuotationSentMail | null;
}

/** An e-mail as it was sent: its own subject, body, addresses and Excel, and the salesperson who sent it. */
export interface QuotationSentMail {
  from: { name: string; email: string } | null;
  to: { name: string; email: string };
  subject: string;
  body: string;
  /** the Excel: a link carried in the body, or a file attached (url '') */
  attachments: { filename: string; url: string }[];
  /** the salesperson who sent it */
  sender: string;
  /** 0 sent, 1 failed, 2 waiting in the outbox */
  status: number;
  status_text: string;
  created_time: string;
  sent_time: string | null;
}

export interface EmailRecordItem {
  id: number;
  name: string;
  email: string;
  subject: string;
  status: number;
  status_text: string;
  reason: string;
  quotation_id: number | null;
  quotation_number: string;
  user_name: string;
  created_time: string;
  sent_time: string | null;
}

const listRequest = z.object({
  ...paging,
  /** part of the number, the customer's name or the remark */
  keyword: z.string().trim().max(50).optional(),
  /** only the quotations products can still be added to (not closed) */
  editable: z.boolean().optional(),
  customer_id: id.optional(),
  user_id: id.optional(),
  status: z.enum(QUOTATION_STATUSES).optional(),
  date_from: day.optional(),
  date_to: day.optional(),
  /** 'showroom': quotations made at a showroom (/quotation_list) */
  kind: z.enum(['company', 'showroom']).default('company'),
});

/** The header's terms as the salesperson or the company settings send them: every field bounded. */
export const quotationTermsInput = z
  .object({
    validity_days: z
      .number()
      .int(QUOTATION_TERMS_MSG.validity)
      .min(QUOTATION_TERMS_LIMITS.validityDays.min, QUOTATION_TERMS_MSG.validity)
      .max(QUOTATION_TERMS_LIMITS.validityDays.max, QUOTATION_TERMS_MSG.validity),
    trade_term: z.enum(TRADE_TERMS, QUOTATION_TERMS_MSG.tradeTerm),
    port: z.string().trim().max(QUOTATION_TERMS_LIMITS.port, QUOTATION_TERMS_MSG.port),
    payment_terms: z.string().trim().max(QUOTATION_TERMS_LIMITS.paymentTerms, QUOTATION_TERMS_MSG.paymentTerms),
  })
  .partial();

const itemPatch = z.object({
  id,
  /** the line's English name; '' or null: the product's own */
  name_en: text(200).nullable().optional(),
  price_override: z.number().min(0, '报价不能为负数').max(10_000_000).nullable().optional(),
  custom_number: text(50).optional(),
  order_box_qty: z.number().int().min(0).max(10_000_000).optional(),
  remark: text(500).optional(),
});

const headerPatch = z.object({
  company_name: text(200).optional(),
  company_name_en: text(200).optional(),
  company_telephone: text(50).optional(),
  company_mobile: text(50).optional(),
  fax: text(50).optional(),
  company_email: text(254).optional(),
  remark: text(2000).optional(),
});

export const quotation = {
  /** Creates a quotation from a sample cart, a selection list, the comparison or products of a search; or adds them to one. */
  addQuotation: endpoint<{ id: number; number: string; added: number; existing: number; version: number }>()(
    '/api/system/add_quotation',
    z.object({
      source: z.enum(QUOTATION_SOURCES),
      /** the cart or selection list */
      source_id: id.optional(),
      /** products (search results, or a subset of the source); with source 'library', the company's library products */
      ids: productIds.optional(),
      customer_id: id.optional(),
      /** append to this quotation instead of creating one (with the version the editor holds) */
      quotation_id: id.optional(),
      version: version.optional(),
    }),
  ),
  /** An empty draft for a customer. */
  addNewQuotation: endpoint<{ id: number; number: string; version: number }>()(
    '/api/quotation/add_new_quotation',
    z.object({ customer_id: id.optional(), remark: text(2000).optional(), formula: formula.optional() }),
  ),
  getList: endpoint<Page<QuotationSummary>>()('/api/quotation/get_list', listRequest),
  /** Whom the list's salesperson filter offers: every staff member of the company (a salesperson: themselves). */
  getSalespeople: endpoint<{ list: { id: number; name: string }[] }>()('/api/quotation/get_salespeople', z.object({})),
  getDetail: endpoint<QuotationDetail>()('/api/quotation/get_detail', z.object({ id })),
  getDetailToy: endpoint<QuotationItemDetail>()('/api/quotation/get_detail_toy', z.object({ id, item_id: id })),
  saveRemark: endpoint<{ version: number }>()(
    '/api/quotation/save_remark',
    z.object({ id, version, remark: text(2000) }),
  ),
  /**
   * The editor's auto-save: header, customer, formula, line edits, order and removals in one call, refused
   * when `version` is not the current one ('报价单已被他人修改，请刷新后再试').
   */
  save: endpoint<QuotationDetail>()(
    '/api/quotation/save',
    z.object({
      id,
      version,
      header: headerPatch.optional(),
      terms: quotationTermsInput.optional(),
      customer_id: id.nullable().optional(),
      customer_email: z.union([email, z.literal('')]).optional(),
      formula: formula.optional(),
      items: z.array(itemPatch).max(QUOTATION_MAX_ITEMS).optional(),
      /** every item id in the new order */
      order: itemIds.optional(),
      remove: itemIds.optional(),
      action: z.enum(['close', 'reopen']).optional(),
    }),
  ),
  /** Copies the products' current fields into the chosen lines (a deliberate refresh of the snapshot). */
  refreshItems: endpoint<QuotationDetail>()(
    '/api/quotation/refresh_items',
    z.object({ id, version, item_ids: itemIds.min(1) }),
  ),
  deleteQuotation: endpoint<null>()('/api/quotation/delete', z.object({ id })),
  /** The e-mail as the customer will receive it (/Previewemail and the send dialog). */
  getInfo: endpoint<QuotationMailPreview>()(
    '/api/quotation/get_info',
    z.object({
      id,
      lang: lang.default('zh'),
      to: z.union([email, z.literal('')]).optional(),
      subject: text(300).optional(),
      body: text(10_000).optional(),
    }),
  ),
  sendEmail: endpoint<{ record: EmailRecordItem; link: QuotationLinkInfo; status: QuotationStatus; message: string }>()(
    '/api/quotation/send_email',
    z.object({
      id,
      to: email,
      name: text(100).optional(),
      lang: lang.default('zh'),
      subject: text(300).optional(),
      body: text(10_000).optional(),
      mailbox_id: id.optional(),
      days: z.number().int().min(1).max(365).optional(),
    }),
  ),
  revokeLink: endpoint<{ link: QuotationLinkInfo | null }>()('/api/quotation/revoke_link', z.object({ id })),

  // ── The customer's confirmation page (public; the token is the only key) ──
  getConfirmInfo: endpoint<ConfirmInfo>()(
    '/api/quotation/get_confirm_info',
    z.object({ token, lang: lang.default('zh') }),
    'public',
  ),
  getConfirmToyList: endpoint<Page<ConfirmItem>>()(
    '/api/quotation/get_confirm_toy_list',
    z.object({ token, ...paging, page_size: z.number().int().min(1).max(500).default(100) }),
    'public',
  ),
  editConfirmInfo: endpoint<ConfirmItem>()(
    '/api/quotation/edit_confirm_info',
    z.object({
      token,
      item_id: id,
      decision: z.enum(['pending', 'accepted', 'declined']).optional(),
      quantity: z.number().int().min(0).max(10_000_000).nullable().optional(),
      remark: text(500).optional(),
    }),
    'public',
  ),
  batchConfirm: endpoint<{ updated: number }>()(
    '/api/quotation/batch_confirm',
    z.object({ token, item_ids: itemIds.min(1), decision: z.enum(['pending', 'accepted', 'declined']) }),
    'public',
  ),
  submitConfirm: endpoint<{
    accepted: number;
    total: number;
    status: QuotationStatus;
    message: string;
    repeat: boolean;
  }>()(
    '/api/quotation/submit_confirm',
    z.object({
      token,
      name: text(100),
      contact: text(200).optional(),
      remark: text(2000).optional(),
    }),
    'public',
  ),
};

/** What the confirmation page shows: the sending company's branding, never the ex-works price or factory. */
export interface ConfirmInfo {
  number: string;
  company_name: string;
  company_name_en: string;
  company_telephone: string;
  company_mobile: string;
  fax: string;
  company_email: string;
  remark: string;
  customer_name: string;
  currency: string;
  /** validity, trade term and port, payment terms */
  terms: QuotationTerms;
  status: QuotationStatus;
  status_time: string;
  create_time: string;
  expires_time: string;
  totals: QuotationTotals;
  /** the quotation changed since the e-mail was sent */
  changes: LineChange[];
  answer: QuotationAnswer | null;
  is_closed: boolean;
}

export interface ConfirmItem {
  id: number;
  name: string;
  name_en: string;
  custom_number: string;
  article_number: string;
  picture: string;
  thumb: string;
  unit: string;
  packing_name: string;
  /** the packing's English name (its own, else the usual one, else the Chinese) */
  packing_name_en: string;
  quoted_price: number;
  carton_length: number | null;
  carton_width: number | null;
  carton_height: number | null;
  carton_quantity: number | null;
  carton_cubic_meter: number | null;
  gross_weight: number | null;
  order_box_qty: number;
  decision: ConfirmDecision;
  confirm_qty: number | null;
  confirm_remark: string;
  /** changed since the e-mail was sent */
  changed: boolean;
}

// ── Mailboxes and e-mail records (/emaliManagement) ─────────────────────────────────────────────────

export interface MailboxItem {
  id: number;
  sender_name: string;
  email: string;
  host: string;
  port: number;
  secure: boolean;
  username: string;
  /** the password is never sent back */
  has_password: boolean;
  is_default: 0 | 1;
  user_name: string;
  updated_time: string;
}

export const mail = {
  getMailboxList: endpoint<{ list: MailboxItem[] }>()('/api/mail/get_mailbox_list', z.object({})),
  saveMailbox: endpoint<MailboxItem>()(
    '/api/mail/save_mailbox',
    z.object({
      id: id.optional(),
      sender_name: text(100).default(''),
      email,
      host: z.string().trim().min(1, '请填写SMTP服务器').max(253),
      port: z.number().int().min(1).max(65535),
      secure: z.boolean().default(false),
      username: z.string().trim().min(1, '请填写邮箱账号').max(254),
      /** absent when editing keeps the stored one */
      password: z.string().min(1).max(500).optional(),
      is_default: z.boolean().optional(),
    }),
  ),
  deleteMailbox: endpoint<null>()('/api/mail/delete_mailbox', z.object({ id })),
  testMailbox: endpoint<EmailRecordItem>()('/api/mail/test_mailbox', z.object({ id, to: email })),
  /** E-mail records of spec §3; status 2 is the outbox ('未发送'). */
  getEmailList: endpoint<Page<EmailRecordItem>>()(
    '/api/mail/get_email_list',
    z.object({ ...paging, status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional() }),
  ),
  /** Sends an outbox or failed record again (with the default mailbox). */
  resendEmail: endpoint<EmailRecordItem>()('/api/mail/resend_email', z.object({ id })),
  getTemplate: endpoint<{ lang: 'zh' | 'en'; subject: string; body: string; is_default: boolean }>()(
    '/api/mail/get_template',
    z.object({ lang: lang.default('zh') }),
  ),
  saveTemplate: endpoint<{ lang: 'zh' | 'en'; subject: string; body: string; is_default: boolean }>()(
    '/api/mail/save_template',
    z.object({ lang, subject: text(300).min(1), body: text(10_000).min(1) }),
  ),
};

import {
  type ContractStatus,
  type CurrencyTotal,
  IDEMPOTENCY_KEY,
  INPUT_MSG,
  type KycApplication,
  type LedgerKind,
  MAX_MINOR,
  type PaymentAccountStatus,
  type PaymentCurrency,
  type PaymentDocumentKind,
  type ReconciliationDay,
  type SettlementStatus,
} from '@wanju/domain';
import * as z from 'zod';
import { empty, endpoint, id, int, list, paging, str } from './define';

/**
 * The cross-border payment provider's calls: linking (get_login_token, removed_lian_bind), KYC (apply_lian_log),
 * status (get_check_bind_lian, order/get_account), contract orders (order/create_order,
 * order/get_contract_order_list), and the platform's own: collection accounts, incoming payments,
 * settlement applications, the ledger's reconciliation and the operator's sandbox console.
 */

/** Every changing call carries a key: a retry with the same key happens once. */
const idempotencyKey = str(64).regex(IDEMPOTENCY_KEY, INPUT_MSG.badCharacter);
const minor = z
  .number(INPUT_MSG.notNumber)
  .int(INPUT_MSG.notInteger)
  .min(1, INPUT_MSG.tooSmall(1))
  .max(MAX_MINOR, INPUT_MSG.tooLarge(MAX_MINOR))
  .meta({ wide: true });
const currency = str(8);
const day = str(10).regex(/^\d{4}-\d{2}-\d{2}$/, INPUT_MSG.timeInvalid);

export interface PaymentDocument {
  id: number;
  kind: PaymentDocumentKind;
  kind_text: string;
  name: string;
  content_type: string;
  size: number;
  create_time: string;
}

export interface CollectionAccount {
  id: number;
  currency: PaymentCurrency;
  bank_name: string;
  bank_address: string;
  account_name: string;
  account_number: string;
  swift: string;
  routing_code: string;
  /** received and not settled (minor units) */
  balance_minor: number;
  /** in a settlement being processed */
  settling_minor: number;
}

export interface PaymentAccountLog {
  id: number;
  event: string;
  status: PaymentAccountStatus;
  status_text: string;
  note: string;
  time: string;
}

export interface PaymentAccountInfo {
  status: PaymentAccountStatus;
  status_text: string;
  login_token: string;
  provider: string;
  linked_time: string | null;
  kyc: KycApplication | null;
  kyc_documents: PaymentDocument[];
  kyc_submitted_time: string | null;
  kyc_reason: string;
  collection_accounts: CollectionAccount[];
  /** main account and administrators may link, unlink, submit KYC and settle */
  may_change: boolean;
}

export interface ContractOrder {
  id: number;
  number: string;
  quotation_id: number;
  buyer_name: string;
  currency: PaymentCurrency;
  amount_minor: number;
  received_minor: number;
  /** settled or in settlement */
  settled_minor: number;
  goods: string;
  goods_count: number;
  status: ContractStatus;
  status_text: string;
  create_time: string;
}

export interface ConfirmedQuotation {
  id: number;
  number: string;
  customer_name: string;
  currency: string;
  amount_minor: number;
  goods: string;
  goods_count: number;
  /** why it cannot become a contract (already one, RMB …), or '' */
  refusal: string;
}

export interface IncomingPayment {
  id: number;
  currency: PaymentCurrency;
  amount_minor: number;
  fee_minor: number;
  payer_name: string;
  payer_country: string;
  reference: string;
  contract_id: number | null;
  contract_number: string;
  status: 'received' | 'reversed';
  received_time: string;
}

export interface Settlement {
  id: number;
  contract_id: number;
  contract_number: string;
  currency: PaymentCurrency;
  amount_minor: number;
  rate: number;
  rmb_minor: number;
  status: SettlementStatus;
  status_text: string;
  reason: string;
  documents: PaymentDocument[];
  create_time: string;
  settled_time: string | null;
}

export interface LedgerLine {
  id: number;
  kind: LedgerKind;
  kind_text: string;
  ref: string;
  time: string;
  entries: { account: string; currency: PaymentCurrency; amount_minor: number }[];
}

export interface SandboxAccount {
  account_id: number;
  company_name: string;
  status: PaymentAccountStatus;
  status_text: string;
  kyc: KycApplication | null;
  kyc_documents: PaymentDocument[];
  submitted_time: string | null;
  collection_accounts: CollectionAccount[];
  pending_settlements: Settlement[];
}

const kyc = z.object({
  company_name: str(100),
  registration_number: str(40),
  address: str(200),
  representative_name: str(40),
  representative_id: str(40),
  representative_phone: str(20),
  owners: list(z.object({ name: str(40), id_number: str(40), share: int(0, 100) }), 10),
});

export const lian = {
  /** Authorises and links the provider account (a new one starts at INIT); answers its login token. */
  getLoginToken: endpoint<PaymentAccountInfo>()('/api/get_login_token', z.object({ idempotency_key: idempotencyKey })),
  /** Unlinks the provider account (the screen asks first). */
  removedLianBind: endpoint<PaymentAccountInfo>()(
    '/api/removed_lian_bind',
    z.object({ idempotency_key: idempotencyKey }),
  ),
  /** Submits the KYC application with its documents: the account goes UNDER_REVIEW. */
  applyLianLog: endpoint<PaymentAccountInfo>()(
    '/api/apply_lian_log',
    z.object({ idempotency_key: idempotencyKey, kyc, document_ids: list(id, 10) }),
  ),
  /** Whether an account is linked, its status and its history. */
  getCheckBindLian: endpoint<{ bound: boolean; status: PaymentAccountStatus; log: PaymentAccountLog[] }>()(
    '/api/get_check_bind_lian',
    empty,
  ),
};

export const order = {
  /** The account, its status (routing by the domain's rules), KYC and collection accounts with balances. */
  getAccount: endpoint<PaymentAccountInfo>()('/api/order/get_account', empty),
  /** A contract order from a confirmed quotation (its accepted lines, in its currency). */
  createOrder: endpoint<ContractOrder>()(
    '/api/order/create_order',
    z.object({ quotation_id: id, idempotency_key: idempotencyKey }),
  ),
  getContractOrderList: endpoint<{ list: ContractOrder[]; total: number }>()(
    '/api/order/get_contract_order_list',
    z.object({ ...paging, keyword: str(40).optional(), status: str(20).optional() }),
  ),
};

export const payments = {
  /** Multipart: `file` and `kind` (licence, ID, contract, invoice, customs declaration). */
  uploadDocument: endpoint<PaymentDocument>()('/api/payments/upload_document', empty),
  openCollectionAccount: endpoint<CollectionAccount>()(
    '/api/payments/open_collection_account',
    z.object({ currency, idempotency_key: idempotencyKey }),
  ),
  confirmedQuotations: endpoint<{ list: ConfirmedQuotation[] }>()('/api/payments/confirmed_quotations', empty),
  /**
   * The filtered payments, a page of them; `total` counts them all, `totals` adds up what was received per
   * currency (never across currencies); `sum_minor` is that sum when the list holds one currency only, else 0.
   */
  incomingList: endpoint<{ list: IncomingPayment[]; total: number; totals: CurrencyTotal[]; sum_minor: number }>()(
    '/api/payments/incoming_list',
    z.object({
      ...paging,
      currency: currency.optional(),
      matched: z.enum(['all', 'matched', 'unmatched']).default('all'),
      date_from: day.optional(),
      date_to: day.optional(),
    }),
  ),
  /** Matches an incoming payment to a contract of its currency (null: unmatch). */
  matchPayment: endpoint<IncomingPayment>()(
    '/api/payments/match_payment',
    z.object({ payment_id: id, contract_id: id.nullable() }),
  ),
  /** The platform's rate and what an amount would settle to in RMB. */
  quote: endpoint<{ rate: number; rmb_minor: number }>()(
    '/api/payments/quote',
    z.object({ currency, amount_minor: minor }),
  ),
  applySettlement: endpoint<Settlement>()(
    '/api/payments/apply_settlement',
    z.object({
      contract_id: id,
      currency,
      amount_minor: minor,
      document_ids: list(id, 10),
      idempotency_key: idempotencyKey,
    }),
  ),
  settlementList: endpoint<{ list: Settlement[]; total: number }>()(
    '/api/payments/settlement_list',
    z.object({ ...paging, contract_id: id.optional() }),
  ),
  ledger: endpoint<{ list: LedgerLine[]; total: number }>()('/api/payments/ledger', z.object({ ...paging })),
  reconciliation: endpoint<{ list: ReconciliationDay[] }>()(
    '/api/payments/reconciliation',
    z.object({ currency: currency.optional(), date_from: day.optional(), date_to: day.optional() }),
  ),
  /** The operator's sandbox console: accounts to review, simulated payments, settlements to complete. */
  sandboxAccounts: endpoint<{ list: SandboxAccount[] }>()('/api/payments/sandbox/accounts', empty),
  sandboxReview: endpoint<SandboxAccount>()(
    '/api/payments/sandbox/review',
    z.object({ account_id: id, approve: z.boolean(), reason: str(200).default('') }),
  ),
  sandboxPayment: endpoint<IncomingPayment>()(
    '/api/payments/sandbox/payment',
    z.object({
      account_id: id,
      currency,
      amount_minor: minor,
      payer_name: str(100),
      payer_country: str(40).default(''),
      reference: str(100).default(''),
    }),
  ),
  sandboxSettle: endpoint<Settlement>()(
    '/api/payments/sandbox/settle',
    z.object({ settlement_id: id, approve: z.boolean(), reason: str(200).default('') }),
  ),
};

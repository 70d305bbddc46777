import type { ColumnType, Generated } from 'kysely';
import type { NullTime, Timestamp } from '../columns';

/** Migration 031: payments (provider account, KYC, collection, contracts, settlements, ledger, sandbox). */

type Minor = ColumnType<string | number, number, number>;

export interface PaymentAccountsTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  provider: string;
  provider_account_id: string | null;
  status: Generated<string>;
  login_token: Generated<string>;
  kyc: ColumnType<unknown, string | null | undefined, string | null>;
  kyc_submitted_at: NullTime;
  kyc_reviewed_at: NullTime;
  kyc_reason: Generated<string>;
  linked_at: NullTime;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentAccountLogTable {
  id: Generated<number>;
  account_id: number;
  event: string;
  status: string;
  note: Generated<string>;
  user_id: number | null;
  created_at: Timestamp;
}

export interface PaymentDocumentsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  kind: string;
  name: string;
  content_type: string;
  size: number;
  storage_key: string;
  created_at: Generated<Date>;
}

export interface CollectionAccountsTable {
  id: Generated<number>;
  account_id: number;
  currency: string;
  provider_ref: string;
  bank_name: string;
  bank_address: Generated<string>;
  account_name: string;
  account_number: string;
  swift: Generated<string>;
  routing_code: Generated<string>;
  created_at: Generated<Date>;
}

export interface ContractOrdersTable {
  id: Generated<number>;
  account_id: number;
  company_id: number | null;
  user_id: number;
  quotation_id: number;
  number: string;
  buyer_name: string;
  currency: string;
  amount_minor: Minor;
  goods: Generated<string>;
  goods_count: Generated<number>;
  provider_ref: Generated<string>;
  created_at: Generated<Date>;
}

export interface IncomingPaymentsTable {
  id: Generated<number>;
  account_id: number;
  collection_account_id: number;
  provider_ref: string;
  currency: string;
  amount_minor: Minor;
  fee_minor: Minor;
  payer_name: Generated<string>;
  payer_country: Generated<string>;
  reference: Generated<string>;
  contract_id: number | null;
  status: Generated<string>;
  received_at: Timestamp;
  created_at: Generated<Date>;
}

export interface SettlementsTable {
  id: Generated<number>;
  account_id: number;
  contract_id: number;
  user_id: number;
  currency: string;
  amount_minor: Minor;
  rate: ColumnType<string | number, number, number>;
  rmb_minor: Minor;
  status: Generated<string>;
  reason: Generated<string>;
  document_ids: ColumnType<number[], number[] | undefined, number[]>;
  provider_ref: Generated<string>;
  created_at: Timestamp;
  settled_at: NullTime;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  ref: Generated<string>;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  ledger_account: string;
  currency: string;
  amount_minor: Minor;
}

export interface PaymentIdempotencyTable {
  scope: string;
  key: string;
  request_hash: string;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface PaymentWebhooksTable {
  event_id: string;
  type: string;
  received_at: Generated<Date>;
}

export interface SandboxProviderAccountsTable {
  id: string;
  status: string;
  kyc: ColumnType<unknown, string | null | undefined, string | null>;
  review_after: NullTime;
  reason: Generated<string>;
  created_at: Generated<Date>;
}

export interface SandboxProviderPaymentsTable {
  id: string;
  provider_account_id: string;
  currency: string;
  amount_minor: Minor;
  payer_name: Generated<string>;
  received_at: Timestamp;
}

export interface PaymentTables {
  payment_accounts: PaymentAccountsTable;
  payment_account_log: PaymentAccountLogTable;
  payment_documents: PaymentDocumentsTable;
  collection_accounts: CollectionAccountsTable;
  contract_orders: ContractOrdersTable;
  incoming_payments: IncomingPaymentsTable;
  settlements: SettlementsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  payment_idempotency: PaymentIdempotencyTable;
  payment_webhooks: PaymentWebhooksTable;
  sandbox_provider_accounts: SandboxProviderAccountsTable;
  sandbox_provider_payments: SandboxProviderPaymentsTable;
}

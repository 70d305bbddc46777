import type { CollectionAccount, PaymentAccountInfo, PaymentDocument } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import {
  accountOperational,
  formatZonedDate,
  formatZonedDateTime,
  type KycApplication,
  mayChangePaymentAccount,
  PAYMENT_DOCUMENT_KINDS,
  PAYMENT_MSG,
  PAYMENT_NOT_AUTHORIZED_CODE,
  PAYMENT_STATUS_LABELS,
  type PaymentAccountStatus,
  type PaymentCurrency,
  type PaymentDocumentKind,
} from '@wanju/domain';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import * as ledger from './ledger';
import type { PaymentProvider } from './provider';
import * as repo from './repo';
import { SandboxProvider } from './sandbox';
import { applyWebhook } from './webhooks';

/** The payment provider of a context, the user's payment account (linked, active), how stored rows become the contract's records, and the live update of an account's screens. */

export const time = (v: Date | string | null | undefined) => (v ? formatZonedDateTime(new Date(v)) : null);
export const dayOf = (d: Date) => formatZonedDate(d);
const notLinked = () => new AppError(PAYMENT_NOT_AUTHORIZED_CODE, PAYMENT_MSG.notAuthorized);
export const notFound = (msg: string) => new AppError(CODE.notFound, msg);

const providers = new WeakMap<AppContext, PaymentProvider>();

/**
 * The provider behind the payments area: the sandbox unless another is set (a real provider is set here by
 * `setPaymentProvider` at start; see the README). The sandbox delivers its webhooks to the same handler the
 * HTTP webhook route uses.
 */
export function providerOf(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    const sandbox = new SandboxProvider({
      db: ctx.database.db,
      secret: ctx.secrets.get('payment-webhook'),
      now: ctx.now,
      reviewDelayMs: Number(process.env.PAYMENT_SANDBOX_REVIEW_MS ?? 30 * 60_000),
    });
    sandbox.deliver = async (raw, headers) => {
      const result = await applyWebhook(ctx, sandbox, raw, headers);
      if (!result.applied && result.refusal !== 'replay') throw new Error(`sandbox webhook refused: ${result.refusal}`);
    };
    provider = sandbox;
    providers.set(ctx, provider);
  }
  return provider;
}

export const setPaymentProvider = (ctx: AppContext, provider: PaymentProvider) => providers.set(ctx, provider);

export const sandboxOf = (ctx: AppContext) => {
  const p = providerOf(ctx);
  return p instanceof SandboxProvider ? p : null;
};

/** Owner key of idempotency scopes: the company, or the user without one. */
export const ownerKey = (user: SessionUser) => (user.companyId > 0 ? `c${user.companyId}` : `u${user.userId}`);

export function requireChange(user: SessionUser) {
  if (!mayChangePaymentAccount(user)) throw new AppError(CODE.forbidden, PAYMENT_MSG.mayNotChange);
}

export async function myAccount(ctx: AppContext, user: SessionUser) {
  return repo.accountQuery(ctx.database.db, user).executeTakeFirst();
}

/** The user's linked account (any status), or -1004. */
export async function linkedAccount(ctx: AppContext, user: SessionUser) {
  const row = await myAccount(ctx, user);
  if (!row || row.status === 'notAuthorization' || !row.provider_account_id) throw notLinked();
  return row as repo.AccountRow & { provider_account_id: string };
}

/** The user's ACTIVE account: -1004 when not linked, the KYC refusal when not yet active. */
export async function activeAccount(ctx: AppContext, user: SessionUser) {
  const row = await linkedAccount(ctx, user);
  if (!accountOperational(row.status as PaymentAccountStatus)) throw businessError(PAYMENT_MSG.kycRequired);
  return row;
}

export function toDocument(r: {
  id: number;
  kind: string;
  name: string;
  content_type: string;
  size: number;
  created_at: Date;
}): PaymentDocument {
  return {
    id: r.id,
    kind: r.kind as PaymentDocumentKind,
    kind_text: PAYMENT_DOCUMENT_KINDS[r.kind as PaymentDocumentKind] ?? r.kind,
    name: r.name,
    content_type: r.content_type,
    size: r.size,
    create_time: time(r.created_at) ?? '',
  };
}

export type StoredKyc = KycApplication & { document_ids: number[] };

export async function collectionOf(db: repo.Db, accountId: number): Promise<CollectionAccount[]> {
  const [rows, all] = await Promise.all([repo.collectionAccounts(db, accountId), ledger.balances(db, accountId)]);
  return rows.map((r) => ({
    id: r.id,
    currency: r.currency as PaymentCurrency,
    bank_name: r.bank_name,
    bank_address: r.bank_address,
    account_name: r.account_name,
    account_number: r.account_number,
    swift: r.swift,
    routing_code: r.routing_code,
    balance_minor: ledger.balanceOf(all, 'collection', r.currency as PaymentCurrency),
    settling_minor: ledger.balanceOf(all, 'settling', r.currency as PaymentCurrency),
  }));
}

const EMPTY_INFO = (user: SessionUser): PaymentAccountInfo => ({
  status: 'notAuthorization',
  status_text: PAYMENT_STATUS_LABELS.notAuthorization,
  login_token: '',
  provider: '',
  linked_time: null,
  kyc: null,
  kyc_documents: [],
  kyc_submitted_time: null,
  kyc_reason: '',
  collection_accounts: [],
  may_change: mayChangePaymentAccount(user),
});

export async function infoOf(
  ctx: AppContext,
  user: SessionUser,
  row: repo.AccountRow | undefined,
): Promise<PaymentAccountInfo> {
  if (!row) return EMPTY_INFO(user);
  const db = ctx.database.db;
  const stored = row.kyc as StoredKyc | null;
  const { document_ids = [], ...kyc } = stored ?? ({} as StoredKyc);
  const docs = await repo.documentsOf(db, row.id, document_ids);
  const status = row.status as PaymentAccountStatus;
  return {
    status,
    status_text: PAYMENT_STATUS_LABELS[status],
    login_token: status === 'notAuthorization' ? '' : row.login_token,
    provider: row.provider,
    linked_time: status === 'notAuthorization' ? null : time(row.linked_at),
    kyc: stored ? (kyc as KycApplication) : null,
    kyc_documents: docs.map(toDocument),
    kyc_submitted_time: time(row.kyc_submitted_at),
    kyc_reason: row.kyc_reason,
    collection_accounts: status === 'notAuthorization' ? [] : await collectionOf(db, row.id),
    may_change: mayChangePaymentAccount(user),
  };
}

/** Lets the sandbox finish reviews whose delay has passed before an account is read. */
export async function settle(ctx: AppContext) {
  await sandboxOf(ctx)?.tick();
}

/** Tells the account's screens (every colleague's) that something changed. */
export function publish(ctx: AppContext, row: { company_id: number | null; user_id: number }) {
  const channel = row.company_id ? `company:${row.company_id}` : `user:${row.user_id}`;
  ctx.realtime.publish(channel, { type: 'payments' }).catch(() => undefined);
}

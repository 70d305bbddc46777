import type { IncomingPayment, SandboxAccount, Settlement } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import {
  accountOperational,
  isPaymentCurrency,
  type KycApplication,
  PAYMENT_MSG,
  PAYMENT_STATUS_LABELS,
  type PaymentAccountStatus,
} from '@wanju/domain';
import { requireAgent } from '../chat/index';
import { companyDisplay } from '../company/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { collectionOf, notFound, type StoredKyc, sandboxOf, time, toDocument } from './accounts';
import { toPayment } from './collections';
import * as repo from './repo';
import { settlementOf, settlementsOf } from './settlements';

/** The sandbox console for operators: accounts under review, simulated payments and settlements. */

async function requireSandbox(ctx: AppContext, user: SessionUser) {
  try {
    await requireAgent(ctx, user);
  } catch {
    throw new AppError(CODE.forbidden, PAYMENT_MSG.notOperator);
  }
  const sandbox = sandboxOf(ctx);
  if (!sandbox) throw new AppError(CODE.forbidden, PAYMENT_MSG.notOperator);
  return sandbox;
}

async function sandboxAccount(ctx: AppContext, id: number): Promise<SandboxAccount> {
  const db = ctx.database.db;
  const row = await db.selectFrom('payment_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(PAYMENT_MSG.accountMissing);
  const stored = row.kyc as StoredKyc | null;
  const { document_ids = [], ...kyc } = stored ?? ({} as StoredKyc);
  const display = row.company_id ? await companyDisplay(ctx, row.company_id) : null;
  const pending = await repo
    .settlementQuery(db)
    .where('s.account_id', '=', row.id)
    .where('s.status', '=', 'submitted')
    .orderBy('s.id')
    .execute();
  const status = row.status as PaymentAccountStatus;
  return {
    account_id: row.id,
    company_name: display?.name || stored?.company_name || '',
    status,
    status_text: PAYMENT_STATUS_LABELS[status],
    kyc: stored ? (kyc as KycApplication) : null,
    kyc_documents: (await repo.documentsOf(db, row.id, document_ids)).map(toDocument),
    submitted_time: time(row.kyc_submitted_at),
    collection_accounts: await collectionOf(db, row.id),
    pending_settlements: await settlementsOf(ctx, row.id, pending),
  };
}

const REVIEW_ORDER: Record<string, number> = { UNDER_REVIEW: 0, ACTIVE: 1, INIT: 2, SUSPENDED: 3 };

export async function sandboxAccounts(ctx: AppContext, user: SessionUser): Promise<{ list: SandboxAccount[] }> {
  const sandbox = await requireSandbox(ctx, user);
  await sandbox.tick();
  const rows = await ctx.database.db
    .selectFrom('payment_accounts')
    .select(['id', 'status'])
    .where('status', '<>', 'notAuthorization')
    .where('provider', '=', sandbox.name)
    .orderBy('id')
    .execute();
  rows.sort((a, b) => (REVIEW_ORDER[a.status] ?? 9) - (REVIEW_ORDER[b.status] ?? 9) || a.id - b.id);
  const list: SandboxAccount[] = [];
  for (const r of rows) list.push(await sandboxAccount(ctx, r.id));
  return { list };
}

async function sandboxTarget(ctx: AppContext, accountId: number) {
  const row = await ctx.database.db
    .selectFrom('payment_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row?.provider_account_id || row.status === 'notAuthorization') throw notFound(PAYMENT_MSG.accountMissing);
  return row as typeof row & { provider_account_id: string };
}

export async function sandboxReview(
  ctx: AppContext,
  user: SessionUser,
  input: { account_id: number; approve: boolean; reason: string },
): Promise<SandboxAccount> {
  const sandbox = await requireSandbox(ctx, user);
  const row = await sandboxTarget(ctx, input.account_id);
  if (row.status !== 'UNDER_REVIEW') throw businessError(PAYMENT_MSG.notReviewing);
  if (!input.approve && !input.reason.trim()) throw businessError(PAYMENT_MSG.reasonRequired);
  await sandbox.review(row.provider_account_id, input.approve, input.reason.trim());
  return sandboxAccount(ctx, row.id);
}

export async function sandboxPayment(
  ctx: AppContext,
  user: SessionUser,
  input: {
    account_id: number;
    currency: string;
    amount_minor: number;
    payer_name: string;
    payer_country: string;
    reference: string;
  },
): Promise<IncomingPayment> {
  const sandbox = await requireSandbox(ctx, user);
  const row = await sandboxTarget(ctx, input.account_id);
  if (!accountOperational(row.status as PaymentAccountStatus)) throw businessError(PAYMENT_MSG.kycRequired);
  const collection = await ctx.database.db
    .selectFrom('collection_accounts')
    .select('id')
    .where('account_id', '=', row.id)
    .where('currency', '=', input.currency)
    .executeTakeFirst();
  if (!collection || !isPaymentCurrency(input.currency))
    throw businessError(PAYMENT_MSG.currencyUnsupported(input.currency));
  const paymentId = await sandbox.simulatePayment({
    providerAccountId: row.provider_account_id,
    currency: input.currency,
    amountMinor: input.amount_minor,
    payerName: input.payer_name,
    payerCountry: input.payer_country,
    reference: input.reference,
  });
  const payment = await repo
    .paymentQuery(ctx.database.db, row.id)
    .where('p.provider_ref', '=', paymentId)
    .executeTakeFirstOrThrow();
  return toPayment(payment);
}

export async function sandboxSettle(
  ctx: AppContext,
  user: SessionUser,
  input: { settlement_id: number; approve: boolean; reason: string },
): Promise<Settlement> {
  const sandbox = await requireSandbox(ctx, user);
  const s = await ctx.database.db
    .selectFrom('settlements')
    .select(['id', 'account_id', 'provider_ref', 'status'])
    .where('id', '=', input.settlement_id)
    .executeTakeFirst();
  if (!s) throw notFound(PAYMENT_MSG.settlementMissing);
  if (!input.approve && !input.reason.trim()) throw businessError(PAYMENT_MSG.reasonRequired);
  const row = await sandboxTarget(ctx, s.account_id);
  if (s.status === 'submitted')
    await sandbox.completeSettlement(row.provider_account_id, s.provider_ref, input.approve, input.reason.trim());
  return settlementOf(ctx, s.account_id, s.id);
}

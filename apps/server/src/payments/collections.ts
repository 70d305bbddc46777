import type { CollectionAccount, IncomingPayment } from '@wanju/api-client';
import {
  COLLECTION_CURRENCIES,
  isPaymentCurrency,
  PAYMENT_MSG,
  type PaymentCurrency,
  totalsByCurrency,
} from '@wanju/domain';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import {
  activeAccount,
  collectionOf,
  linkedAccount,
  notFound,
  ownerKey,
  providerOf,
  requireChange,
  type StoredKyc,
  time,
} from './accounts';
import * as repo from './repo';

/** Collection accounts and the incoming payments on them (list, matching a payment to a contract). */

export async function openCollectionAccount(
  ctx: AppContext,
  user: SessionUser,
  input: { currency: string; idempotency_key: string },
): Promise<CollectionAccount> {
  requireChange(user);
  const currency = input.currency;
  if (!isPaymentCurrency(currency) || !COLLECTION_CURRENCIES.includes(currency))
    throw businessError(PAYMENT_MSG.currencyUnsupported(currency));
  const row = await activeAccount(ctx, user);
  const holder = (row.kyc as StoredKyc | null)?.company_name ?? '';
  const bank = await providerOf(ctx).openCollectionAccount({
    idempotencyKey: `collect:${ownerKey(user)}:${input.idempotency_key}`,
    providerAccountId: row.provider_account_id,
    currency,
    holderName: holder,
  });
  const values = {
    provider_ref: bank.providerRef,
    bank_name: bank.bankName,
    bank_address: bank.bankAddress,
    account_name: bank.accountName,
    account_number: bank.accountNumber,
    swift: bank.swift,
    routing_code: bank.routingCode,
  };
  // one per currency: opening twice (or retrying) answers the same account
  await ctx.database.db
    .insertInto('collection_accounts')
    .values({ account_id: row.id, currency, ...values })
    .onConflict((oc) => oc.columns(['account_id', 'currency']).doUpdateSet(values))
    .execute();
  const all = await collectionOf(ctx.database.db, row.id);
  const found = all.find((c) => c.currency === currency);
  if (!found) throw notFound(PAYMENT_MSG.accountMissing);
  return found;
}

export function toPayment(r: repo.PaymentRow): IncomingPayment {
  return {
    id: r.id,
    currency: r.currency as PaymentCurrency,
    amount_minor: Number(r.amount_minor),
    fee_minor: Number(r.fee_minor),
    payer_name: r.payer_name,
    payer_country: r.payer_country,
    reference: r.reference,
    contract_id: r.contract_id,
    contract_number: r.contract_number,
    status: r.status as 'received' | 'reversed',
    received_time: time(r.received_at) ?? '',
  };
}

const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);

export async function incomingList(
  ctx: AppContext,
  user: SessionUser,
  input: {
    page: number;
    page_size: number;
    currency?: string;
    matched: 'all' | 'matched' | 'unmatched';
    date_from?: string;
    date_to?: string;
  },
) {
  const row = await linkedAccount(ctx, user);
  let q = repo.paymentQuery(ctx.database.db, row.id);
  if (input.currency) q = q.where('p.currency', '=', input.currency);
  if (input.matched === 'matched') q = q.where('p.contract_id', 'is not', null);
  if (input.matched === 'unmatched') q = q.where('p.contract_id', 'is', null);
  if (input.date_from) q = q.where('p.received_at', '>=', dayStart(input.date_from));
  if (input.date_to) q = q.where('p.received_at', '<', new Date(dayStart(input.date_to).getTime() + 86_400_000));
  const all = await q.orderBy('p.received_at', 'desc').orderBy('p.id', 'desc').execute();
  const start = (input.page - 1) * input.page_size;
  const totals = totalsByCurrency(all.map((p) => ({ ...p, amount_minor: Number(p.amount_minor) })));
  return {
    list: all.slice(start, start + input.page_size).map(toPayment),
    total: all.length,
    totals,
    sum_minor: totals.length === 1 ? (totals[0]?.sum_minor ?? 0) : 0,
  };
}

/** Matches an incoming payment to a contract of the same currency (or unmatches it). */
export async function matchPayment(
  ctx: AppContext,
  user: SessionUser,
  input: { payment_id: number; contract_id: number | null },
): Promise<IncomingPayment> {
  const row = await activeAccount(ctx, user);
  const db = ctx.database.db;
  return db.transaction().execute(async (trx) => {
    const payment = await repo.paymentQuery(trx, row.id).where('p.id', '=', input.payment_id).executeTakeFirst();
    if (!payment) throw notFound(PAYMENT_MSG.paymentMissing);
    if (payment.status === 'reversed') throw businessError(PAYMENT_MSG.reversed);
    if (input.contract_id !== null) {
      const contract = await trx
        .selectFrom('contract_orders')
        .select(['id', 'currency'])
        .where('account_id', '=', row.id)
        .where('id', '=', input.contract_id)
        .executeTakeFirst();
      if (!contract) throw notFound(PAYMENT_MSG.contractMissing);
      if (contract.currency !== payment.currency) throw businessError(PAYMENT_MSG.matchCurrency);
    }
    await trx
      .updateTable('incoming_payments')
      .set({ contract_id: input.contract_id })
      .where('id', '=', payment.id)
      .execute();
    return toPayment(await repo.paymentQuery(trx, row.id).where('p.id', '=', payment.id).executeTakeFirstOrThrow());
  });
}

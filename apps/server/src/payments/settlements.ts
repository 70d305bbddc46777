import type { Settlement } from '@wanju/api-client';
import {
  exchangeToRmb,
  isPaymentCurrency,
  ledgerLines,
  PAYMENT_MSG,
  type PaymentCurrency,
  settlementProblem,
} from '@wanju/domain';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { rates } from '../system/index';
import {
  activeAccount,
  linkedAccount,
  notFound,
  ownerKey,
  providerOf,
  publish,
  requireChange,
  time,
  toDocument,
} from './accounts';
import { once, previous } from './idempotency';
import * as ledger from './ledger';
import { providerDocs } from './linking';
import * as repo from './repo';

/** Settlement: the rate quoted, applications and their list. */

/** The platform's rate (get_rate: RMB per unit of the currency). */
async function rateOf(ctx: AppContext, user: SessionUser, currency: PaymentCurrency): Promise<number> {
  const found = (await rates(ctx, user)).list.find((r) => r.currency === currency);
  if (!found || !(found.rate > 0)) throw businessError(PAYMENT_MSG.rateMissing(currency));
  return found.rate;
}

export async function quote(ctx: AppContext, user: SessionUser, input: { currency: string; amount_minor: number }) {
  if (!isPaymentCurrency(input.currency) || input.currency === 'RMB')
    throw businessError(PAYMENT_MSG.currencyUnsupported(input.currency));
  const rate = await rateOf(ctx, user, input.currency);
  return { rate, rmb_minor: exchangeToRmb(input.amount_minor, input.currency, rate) };
}

export async function settlementsOf(
  ctx: AppContext,
  accountId: number,
  rows: repo.SettlementRow[],
): Promise<Settlement[]> {
  const ids = [...new Set(rows.flatMap((r) => r.document_ids))];
  const docs = new Map((await repo.documentsOf(ctx.database.db, accountId, ids)).map((d) => [d.id, toDocument(d)]));
  return rows.map((r) => ({
    id: r.id,
    contract_id: r.contract_id,
    contract_number: r.contract_number,
    currency: r.currency as PaymentCurrency,
    amount_minor: Number(r.amount_minor),
    rate: Number(r.rate),
    rmb_minor: Number(r.rmb_minor),
    status: r.status as Settlement['status'],
    status_text: repo.statusText(r.status),
    reason: r.reason,
    documents: r.document_ids.flatMap((id) => docs.get(id) ?? []),
    create_time: time(r.created_at) ?? '',
    settled_time: time(r.settled_at),
  }));
}

/**
 * The settlement application: within the collection balance of the contract's currency and the contract's
 * unsettled rest, with the contract, invoice and customs declaration; the amount moves from `collection` to
 * `settling` at once (the balance falls), at the platform's rate kept on the application.
 */
export async function applySettlement(
  ctx: AppContext,
  user: SessionUser,
  input: {
    contract_id: number;
    currency: string;
    amount_minor: number;
    document_ids: number[];
    idempotency_key: string;
  },
): Promise<Settlement> {
  requireChange(user);
  const scope = `settle:${ownerKey(user)}`;
  const { idempotency_key: key, ...request } = input;
  const row = await activeAccount(ctx, user);
  const done = await previous<{ id: number }>(ctx.database.db, scope, key, request);
  if (done) return settlementOf(ctx, row.id, done.id);
  const contractCurrency = await ctx.database.db
    .selectFrom('contract_orders')
    .select('currency')
    .where('account_id', '=', row.id)
    .where('id', '=', input.contract_id)
    .executeTakeFirst();
  if (!contractCurrency) throw notFound(PAYMENT_MSG.contractMissing);
  const rate = isPaymentCurrency(input.currency) ? await rateOf(ctx, user, input.currency).catch(() => 0) : 0;
  const now = ctx.now();
  const made = await once(ctx.database.db, scope, key, request, async (trx) => {
    await repo.lockAccount(trx, row.id);
    const contract = await repo
      .contractQuery(trx, row.id)
      .where('c.id', '=', input.contract_id)
      .executeTakeFirstOrThrow();
    const docs = await repo.documentsOf(trx, row.id, input.document_ids);
    if (docs.length !== new Set(input.document_ids).size) throw notFound(PAYMENT_MSG.documentMissing);
    const currency = contract.currency as PaymentCurrency;
    const all = await ledger.balances(trx, row.id);
    const problem = settlementProblem(
      { currency: input.currency, amountMinor: input.amount_minor, documentKinds: docs.map((d) => d.kind) },
      {
        contractCurrency: currency,
        balanceMinor: ledger.balanceOf(all, 'collection', currency),
        contractRestMinor: Number(contract.amount_minor) - Number(contract.settled_minor),
      },
    );
    if (problem) throw businessError(problem);
    if (!rate) throw businessError(PAYMENT_MSG.rateMissing(currency));
    const rmb = exchangeToRmb(input.amount_minor, currency, rate);
    const inserted = await trx
      .insertInto('settlements')
      .values({
        account_id: row.id,
        contract_id: contract.id,
        user_id: user.userId,
        currency,
        amount_minor: input.amount_minor,
        rate,
        rmb_minor: rmb,
        document_ids: docs.map((d) => d.id),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger.post(trx, {
      accountId: row.id,
      kind: 'settlement',
      ref: `settlement:${inserted.id}`,
      at: now,
      entries: ledgerLines.settlement(currency, input.amount_minor),
    });
    return { id: inserted.id, contractRef: contract.provider_ref, rmb, currency, docs };
  });
  if ('docs' in made) {
    const settled = made as { id: number; contractRef: string; rmb: number; currency: PaymentCurrency; docs: [] };
    const sent = await providerOf(ctx).applySettlement({
      idempotencyKey: `${scope}:${key}`,
      providerAccountId: row.provider_account_id,
      contractRef: settled.contractRef,
      currency: settled.currency,
      amountMinor: input.amount_minor,
      rate,
      rmbMinor: settled.rmb,
      documents: providerDocs(settled.docs),
    });
    await ctx.database.db
      .updateTable('settlements')
      .set({ provider_ref: sent.providerRef })
      .where('id', '=', settled.id)
      .execute();
    publish(ctx, row);
  }
  return settlementOf(ctx, row.id, made.id);
}

export async function settlementOf(ctx: AppContext, accountId: number, id: number): Promise<Settlement> {
  const r = await repo
    .settlementQuery(ctx.database.db)
    .where('s.account_id', '=', accountId)
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!r) throw notFound(PAYMENT_MSG.settlementMissing);
  const [s] = await settlementsOf(ctx, accountId, [r]);
  return s as Settlement;
}

export async function settlementList(
  ctx: AppContext,
  user: SessionUser,
  input: { page: number; page_size: number; contract_id?: number },
) {
  const row = await linkedAccount(ctx, user);
  let q = repo.settlementQuery(ctx.database.db).where('s.account_id', '=', row.id);
  if (input.contract_id) q = q.where('s.contract_id', '=', input.contract_id);
  const all = await q.orderBy('s.id', 'desc').execute();
  const start = (input.page - 1) * input.page_size;
  return { list: await settlementsOf(ctx, row.id, all.slice(start, start + input.page_size)), total: all.length };
}

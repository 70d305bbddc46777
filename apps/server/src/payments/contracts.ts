import type { ConfirmedQuotation, ContractOrder } from '@wanju/api-client';
import {
  COLLECTION_CURRENCIES,
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
  confirmedTotal,
  contractStatus,
  isPaymentCurrency,
  PAYMENT_MSG,
  type PaymentCurrency,
  toMinor,
} from '@wanju/domain';
import { containing } from '../platform/db/query';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { listQuotations, quotationForExport } from '../quotations/index';
import { activeAccount, notFound, ownerKey, providerOf, time } from './accounts';
import { once, previous } from './idempotency';
import * as repo from './repo';

/** Contract orders made from confirmed quotations. */

function toContract(r: repo.ContractRow): ContractOrder {
  const amount = Number(r.amount_minor);
  const received = Number(r.received_minor);
  const settled = Number(r.settled_minor);
  const status = contractStatus(amount, received, settled);
  return {
    id: r.id,
    number: r.number,
    quotation_id: r.quotation_id,
    buyer_name: r.buyer_name,
    currency: r.currency as PaymentCurrency,
    amount_minor: amount,
    received_minor: received,
    settled_minor: settled,
    goods: r.goods,
    goods_count: r.goods_count,
    status,
    status_text: CONTRACT_STATUS_LABELS[status],
    create_time: time(r.created_at) ?? '',
  };
}

/** A confirmed quotation as a contract would take it: accepted lines, amount in minor units, or why not. */
async function contractPlan(ctx: AppContext, user: SessionUser, quotationId: number) {
  const q = await quotationForExport(ctx, user, quotationId);
  if (!q) throw notFound(PAYMENT_MSG.quotationMissing);
  const confirmed = q.status === 'confirmed_all' || q.status === 'confirmed_part';
  const total = confirmedTotal(q.items, q.formula);
  const currency = total.currency;
  const supported = isPaymentCurrency(currency) && COLLECTION_CURRENCIES.includes(currency);
  const amountMinor = supported ? toMinor(total.amount, currency) : 0;
  const goods = total.lines.map((l) => l.name).join('、');
  const refusal = !confirmed
    ? PAYMENT_MSG.quotationNotConfirmed
    : !supported
      ? PAYMENT_MSG.currencyUnsupported(currency)
      : amountMinor <= 0
        ? PAYMENT_MSG.quotationEmpty
        : '';
  return {
    q,
    currency: currency as PaymentCurrency,
    amountMinor,
    goods: goods.length > 500 ? `${goods.slice(0, 499)}…` : goods,
    goodsCount: total.lines.length,
    refusal,
  };
}

export async function confirmedQuotations(ctx: AppContext, user: SessionUser): Promise<{ list: ConfirmedQuotation[] }> {
  const row = await activeAccount(ctx, user);
  const pages = await Promise.all(
    (['confirmed_all', 'confirmed_part'] as const).map((status) =>
      listQuotations(ctx, user, { page: 1, page_size: 50, status, kind: 'company' }),
    ),
  );
  const taken = new Set(
    (
      await ctx.database.db
        .selectFrom('contract_orders')
        .select('quotation_id')
        .where('account_id', '=', row.id)
        .execute()
    ).map((r) => r.quotation_id),
  );
  const list: ConfirmedQuotation[] = [];
  for (const summary of pages.flatMap((p) => p.list as { id: number }[]).sort((a, b) => b.id - a.id)) {
    const plan = await contractPlan(ctx, user, summary.id);
    list.push({
      id: plan.q.id,
      number: plan.q.number,
      customer_name: plan.q.customer_name,
      currency: plan.currency,
      amount_minor: plan.amountMinor,
      goods: plan.goods,
      goods_count: plan.goodsCount,
      refusal: taken.has(plan.q.id) ? PAYMENT_MSG.contractExists : plan.refusal,
    });
  }
  return { list };
}

/** create_order: a contract order from a confirmed quotation, registered with the provider. */
export async function createOrder(
  ctx: AppContext,
  user: SessionUser,
  input: { quotation_id: number; idempotency_key: string },
): Promise<ContractOrder> {
  const scope = `contract:${ownerKey(user)}`;
  const request = { quotation_id: input.quotation_id };
  const done = await previous<{ id: number }>(ctx.database.db, scope, input.idempotency_key, request);
  const row = await activeAccount(ctx, user);
  if (done) return contractOf(ctx, row.id, done.id);
  const plan = await contractPlan(ctx, user, input.quotation_id);
  if (plan.refusal) throw businessError(plan.refusal);
  const exists = await ctx.database.db
    .selectFrom('contract_orders')
    .select('id')
    .where('account_id', '=', row.id)
    .where('quotation_id', '=', plan.q.id)
    .executeTakeFirst();
  if (exists) {
    // A concurrent twin with this key may have made it since the first look: its answer is this one's too.
    const twin = await previous<{ id: number }>(ctx.database.db, scope, input.idempotency_key, request);
    if (twin) return contractOf(ctx, row.id, twin.id);
    throw businessError(PAYMENT_MSG.contractExists);
  }
  const number = `HT-${plan.q.number}`;
  const buyer = plan.q.customer_name || plan.q.customer_email;
  const registered = await providerOf(ctx).createContractOrder({
    idempotencyKey: `${scope}:${input.idempotency_key}`,
    providerAccountId: row.provider_account_id,
    number,
    buyerName: buyer,
    currency: plan.currency,
    amountMinor: plan.amountMinor,
  });
  const made = await once(ctx.database.db, scope, input.idempotency_key, request, async (trx) => {
    const inserted = await trx
      .insertInto('contract_orders')
      .values({
        account_id: row.id,
        company_id: user.companyId > 0 ? user.companyId : null,
        user_id: user.userId,
        quotation_id: plan.q.id,
        number,
        buyer_name: buyer,
        currency: plan.currency,
        amount_minor: plan.amountMinor,
        goods: plan.goods,
        goods_count: plan.goodsCount,
        provider_ref: registered.providerRef,
        created_at: ctx.now(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw businessError(PAYMENT_MSG.contractExists);
    return { id: inserted.id };
  });
  return contractOf(ctx, row.id, made.id);
}

async function contractOf(ctx: AppContext, accountId: number, id: number) {
  const r = await repo.contractQuery(ctx.database.db, accountId).where('c.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(PAYMENT_MSG.contractMissing);
  return toContract(r);
}

export async function contractList(
  ctx: AppContext,
  user: SessionUser,
  input: { page: number; page_size: number; keyword?: string; status?: string },
) {
  const row = await activeAccount(ctx, user);
  let q = repo.contractQuery(ctx.database.db, row.id);
  if (input.keyword) {
    const like = containing(input.keyword);
    q = q.where((eb) => eb.or([eb('c.number', 'ilike', like), eb('c.buyer_name', 'ilike', like)]));
  }
  const all = (await q.orderBy('c.id', 'desc').execute())
    .map(toContract)
    .filter((c) => !input.status || c.status === (input.status as ContractStatus));
  const start = (input.page - 1) * input.page_size;
  return { list: all.slice(start, start + input.page_size), total: all.length };
}

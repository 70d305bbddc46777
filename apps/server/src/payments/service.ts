import type {
  CollectionAccount,
  ConfirmedQuotation,
  ContractOrder,
  IncomingPayment,
  LedgerLine,
  PaymentAccountInfo,
  PaymentAccountLog,
  PaymentDocument,
  SandboxAccount,
  Settlement,
} from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import {
  accountOperational,
  COLLECTION_CURRENCIES,
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
  confirmedTotal,
  contractStatus,
  exchangeToRmb,
  formatZonedDate,
  formatZonedDateTime,
  isPaymentCurrency,
  KYC_DOCUMENTS,
  type KycApplication,
  kycProblem,
  LEDGER_KIND_LABELS,
  type LedgerKind,
  ledgerLines,
  mayChangePaymentAccount,
  nextAccountStatus,
  PAYMENT_DOCUMENT_KINDS,
  PAYMENT_MSG,
  PAYMENT_NOT_AUTHORIZED_CODE,
  PAYMENT_STATUS_LABELS,
  type PaymentAccountStatus,
  type PaymentCurrency,
  type PaymentDocumentKind,
  settlementProblem,
  toMinor,
} from '@wanju/domain';
import { requireAgent } from '../chat/index';
import { companyDisplay } from '../company/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { listQuotations, quotationForExport } from '../quotations/index';
import { rates } from '../system/index';
import { once, previous } from './idempotency';
import * as ledger from './ledger';
import type { PaymentProvider, ProviderDocument } from './provider';
import * as repo from './repo';
import { SandboxProvider } from './sandbox';
import { applyWebhook } from './webhooks';

const time = (v: Date | string | null | undefined) => (v ? formatZonedDateTime(new Date(v)) : null);
export const dayOf = (d: Date) => formatZonedDate(d);
const notLinked = () => new AppError(PAYMENT_NOT_AUTHORIZED_CODE, PAYMENT_MSG.notAuthorized);
const notFound = (msg: string) => new AppError(CODE.notFound, msg);

// ── The provider ─────────────────────────────────────────────────────────────────────────────────────

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

const sandboxOf = (ctx: AppContext) => {
  const p = providerOf(ctx);
  return p instanceof SandboxProvider ? p : null;
};

/** Owner key of idempotency scopes: the company, or the user without one. */
const ownerKey = (user: SessionUser) => (user.companyId > 0 ? `c${user.companyId}` : `u${user.userId}`);

function requireChange(user: SessionUser) {
  if (!mayChangePaymentAccount(user)) throw new AppError(CODE.forbidden, PAYMENT_MSG.mayNotChange);
}

async function myAccount(ctx: AppContext, user: SessionUser) {
  return repo.accountQuery(ctx.database.db, user).executeTakeFirst();
}

/** The user's linked account (any status), or -1004. */
async function linkedAccount(ctx: AppContext, user: SessionUser) {
  const row = await myAccount(ctx, user);
  if (!row || row.status === 'notAuthorization' || !row.provider_account_id) throw notLinked();
  return row as repo.AccountRow & { provider_account_id: string };
}

/** The user's ACTIVE account: -1004 when not linked, the KYC refusal when not yet active. */
async function activeAccount(ctx: AppContext, user: SessionUser) {
  const row = await linkedAccount(ctx, user);
  if (!accountOperational(row.status as PaymentAccountStatus)) throw businessError(PAYMENT_MSG.kycRequired);
  return row;
}

// ── Mapping ──────────────────────────────────────────────────────────────────────────────────────────

function toDocument(r: {
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

type StoredKyc = KycApplication & { document_ids: number[] };

async function collectionOf(db: repo.Db, accountId: number): Promise<CollectionAccount[]> {
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

async function infoOf(
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
async function settle(ctx: AppContext) {
  await sandboxOf(ctx)?.tick();
}

// ── Linking and KYC ──────────────────────────────────────────────────────────────────────────────────

export async function getAccount(ctx: AppContext, user: SessionUser): Promise<PaymentAccountInfo> {
  await settle(ctx);
  return infoOf(ctx, user, await myAccount(ctx, user));
}

export async function checkBind(ctx: AppContext, user: SessionUser) {
  await settle(ctx);
  const row = await myAccount(ctx, user);
  const status = (row?.status ?? 'notAuthorization') as PaymentAccountStatus;
  const log: PaymentAccountLog[] = row
    ? (
        await ctx.database.db
          .selectFrom('payment_account_log')
          .selectAll()
          .where('account_id', '=', row.id)
          .orderBy('id', 'desc')
          .limit(50)
          .execute()
      ).map((l) => ({
        id: l.id,
        event: l.event,
        status: l.status as PaymentAccountStatus,
        status_text: PAYMENT_STATUS_LABELS[l.status as PaymentAccountStatus] ?? l.status,
        note: l.note,
        time: time(l.created_at) ?? '',
      }))
    : [];
  return { bound: status !== 'notAuthorization', status, log };
}

/** get_login_token: authorises the provider for the company's account (a new one starts at INIT). */
export async function link(ctx: AppContext, user: SessionUser, key: string): Promise<PaymentAccountInfo> {
  requireChange(user);
  const scope = `link:${ownerKey(user)}`;
  if (await previous(ctx.database.db, scope, key, {})) return getAccount(ctx, user);
  const existing = await myAccount(ctx, user);
  if (existing && existing.status !== 'notAuthorization') throw businessError(PAYMENT_MSG.alreadyLinked);
  const provider = providerOf(ctx);
  const display = user.companyId > 0 ? await companyDisplay(ctx, user.companyId) : null;
  const authorised = await provider.authorize({
    idempotencyKey: `${scope}:${key}`,
    holderName: display?.name_en || display?.name || '',
  });
  const now = ctx.now();
  await once(ctx.database.db, scope, key, {}, async (trx) => {
    const values = {
      provider: provider.name,
      provider_account_id: authorised.providerAccountId,
      status: authorised.status,
      login_token: authorised.loginToken,
      linked_at: now,
      kyc_reason: '',
      updated_at: now,
    };
    const row = existing
      ? await trx
          .updateTable('payment_accounts')
          .set(values)
          .where('id', '=', existing.id)
          .where('status', '=', 'notAuthorization')
          .returning('id')
          .executeTakeFirst()
      : await trx
          .insertInto('payment_accounts')
          .values({ ...values, company_id: user.companyId > 0 ? user.companyId : null, user_id: user.userId })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
    if (!row) throw businessError(PAYMENT_MSG.alreadyLinked);
    await repo.log(trx, row.id, 'authorize', authorised.status, '', user.userId, now);
    return { id: row.id };
  });
  return getAccount(ctx, user);
}

/** removed_lian_bind: ends the authorisation; refused while money is held or being settled. */
export async function unlink(ctx: AppContext, user: SessionUser, key: string): Promise<PaymentAccountInfo> {
  requireChange(user);
  const scope = `unlink:${ownerKey(user)}`;
  if (await previous(ctx.database.db, scope, key, {})) return getAccount(ctx, user);
  const row = await linkedAccount(ctx, user);
  const all = await ledger.balances(ctx.database.db, row.id);
  const held = [...all].some(([k, v]) => (k.startsWith('collection:') || k.startsWith('settling:')) && v !== 0);
  if (held) throw businessError(PAYMENT_MSG.unlinkWithBalance);
  await providerOf(ctx).unlink({ idempotencyKey: `${scope}:${key}`, providerAccountId: row.provider_account_id });
  const now = ctx.now();
  await once(ctx.database.db, scope, key, {}, async (trx) => {
    await trx
      .updateTable('payment_accounts')
      .set({ status: 'notAuthorization', login_token: '', updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await repo.log(trx, row.id, 'unlink', 'notAuthorization', '', user.userId, now);
    // a non-null answer marks the key as done for a retry
    return { done: true };
  });
  return getAccount(ctx, user);
}

const providerDocs = (rows: { kind: string; name: string; content_type: string; storage_key: string }[]) =>
  rows.map<ProviderDocument>((d) => ({
    kind: d.kind as PaymentDocumentKind,
    name: d.name,
    contentType: d.content_type,
    sha256: d.storage_key.split('/').pop()?.split('.')[0] ?? '',
  }));

/** apply_lian_log: the KYC application with its documents; the account goes UNDER_REVIEW. */
export async function submitKyc(
  ctx: AppContext,
  user: SessionUser,
  input: { idempotency_key: string; kyc: KycApplication; document_ids: number[] },
): Promise<PaymentAccountInfo> {
  requireChange(user);
  const scope = `kyc:${ownerKey(user)}`;
  const request = { kyc: input.kyc, document_ids: input.document_ids };
  if (await previous(ctx.database.db, scope, input.idempotency_key, request)) return getAccount(ctx, user);
  const row = await linkedAccount(ctx, user);
  const next = nextAccountStatus(row.status as PaymentAccountStatus, 'submitKyc');
  if (!next)
    throw businessError(PAYMENT_MSG.transition(PAYMENT_STATUS_LABELS[row.status as PaymentAccountStatus], '提交认证'));
  const docs = await repo.documentsOf(ctx.database.db, row.id, input.document_ids);
  if (docs.length !== new Set(input.document_ids).size) throw notFound(PAYMENT_MSG.documentMissing);
  const problem = kycProblem(
    input.kyc,
    docs.map((d) => d.kind),
  );
  if (problem) throw businessError(problem);
  const kycDocs = docs.filter((d) => (KYC_DOCUMENTS as readonly string[]).includes(d.kind));
  const result = await providerOf(ctx).submitKyc({
    idempotencyKey: `${scope}:${input.idempotency_key}`,
    providerAccountId: row.provider_account_id,
    kyc: input.kyc,
    documents: providerDocs(kycDocs),
  });
  const now = ctx.now();
  await once(ctx.database.db, scope, input.idempotency_key, request, async (trx) => {
    await trx
      .updateTable('payment_accounts')
      .set({
        status: result.status,
        kyc: JSON.stringify({ ...input.kyc, document_ids: kycDocs.map((d) => d.id) }),
        kyc_submitted_at: now,
        kyc_reason: '',
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    await repo.log(trx, row.id, 'submitKyc', result.status, '', user.userId, now);
    return { done: true };
  });
  return getAccount(ctx, user);
}

// ── Collection accounts and incoming payments ────────────────────────────────────────────────────────

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

function toPayment(r: repo.PaymentRow): IncomingPayment {
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
  return {
    list: all.slice(start, start + input.page_size).map(toPayment),
    total: all.length,
    sum_minor: all.filter((p) => p.status === 'received').reduce((s, p) => s + Number(p.amount_minor), 0),
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

// ── Contracts ────────────────────────────────────────────────────────────────────────────────────────

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
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('c.number', 'ilike', like), eb('c.buyer_name', 'ilike', like)]));
  }
  const all = (await q.orderBy('c.id', 'desc').execute())
    .map(toContract)
    .filter((c) => !input.status || c.status === (input.status as ContractStatus));
  const start = (input.page - 1) * input.page_size;
  return { list: all.slice(start, start + input.page_size), total: all.length };
}

// ── Settlement ───────────────────────────────────────────────────────────────────────────────────────

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

async function settlementsOf(ctx: AppContext, accountId: number, rows: repo.SettlementRow[]): Promise<Settlement[]> {
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

async function settlementOf(ctx: AppContext, accountId: number, id: number): Promise<Settlement> {
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

// ── Ledger ───────────────────────────────────────────────────────────────────────────────────────────

export async function ledgerList(ctx: AppContext, user: SessionUser, input: { page: number; page_size: number }) {
  const row = await linkedAccount(ctx, user);
  const { rows, entries, total } = await ledger.transactions(ctx.database.db, row.id, input.page, input.page_size);
  const list: LedgerLine[] = rows.map((t) => ({
    id: t.id,
    kind: t.kind as LedgerKind,
    kind_text: LEDGER_KIND_LABELS[t.kind as LedgerKind] ?? t.kind,
    ref: t.ref,
    time: time(t.created_at) ?? '',
    entries: entries
      .filter((e) => e.transaction_id === t.id)
      .map((e) => ({
        account: e.ledger_account,
        currency: e.currency as PaymentCurrency,
        amount_minor: Number(e.amount_minor),
      })),
  }));
  return { list, total };
}

export async function reconciliationReport(
  ctx: AppContext,
  user: SessionUser,
  input: { currency?: string; date_from?: string; date_to?: string },
) {
  const row = await linkedAccount(ctx, user);
  const sandbox = sandboxOf(ctx);
  const provider = sandbox
    ? await sandbox.receivedByDay(row.provider_account_id, dayOf)
    : await providerReceivedFromLedger(ctx, row.id);
  const days = await ledger.reconciliation(ctx.database.db, row.id, provider, dayOf);
  return {
    list: days.filter(
      (d) =>
        (!input.currency || d.currency === input.currency) &&
        (!input.date_from || d.day >= input.date_from) &&
        (!input.date_to || d.day <= input.date_to),
    ),
  };
}

/** Without a provider statement, the platform's own record of incoming payments is what the ledger answers to. */
async function providerReceivedFromLedger(ctx: AppContext, accountId: number) {
  const rows = await ctx.database.db
    .selectFrom('incoming_payments')
    .select(['currency', 'amount_minor', 'received_at'])
    .where('account_id', '=', accountId)
    .execute();
  const out = new Map<string, number>();
  for (const r of rows) {
    const k = `${dayOf(new Date(r.received_at))}|${r.currency}`;
    out.set(k, (out.get(k) ?? 0) + Number(r.amount_minor));
  }
  return out;
}

// ── Live updates ─────────────────────────────────────────────────────────────────────────────────────

/** Tells the account's screens (every colleague's) that something changed. */
export function publish(ctx: AppContext, row: { company_id: number | null; user_id: number }) {
  const channel = row.company_id ? `company:${row.company_id}` : `user:${row.user_id}`;
  ctx.realtime.publish(channel, { type: 'payments' }).catch(() => undefined);
}

// ── The sandbox console (operators) ─────────────────────────────────────────────────────────────────

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

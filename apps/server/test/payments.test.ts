import { randomUUID } from 'node:crypto';
import type {
  CollectionAccount,
  ConfirmedQuotation,
  ContractOrder,
  IncomingPayment,
  PaymentAccountInfo,
  PaymentDocument,
  SandboxAccount,
  Settlement,
} from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import {
  type CurrencyTotal,
  exchangeToRmb,
  incomingFee,
  PAYMENT_DOCUMENT_MAX_BYTES,
  PAYMENT_MSG,
  PAYMENT_NOT_AUTHORIZED_CODE,
  paymentAccountRoute,
  WEBHOOK_TOLERANCE_MS,
} from '@wanju/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER } from '../src/payments/provider';
import { signatureHeader } from '../src/payments/signing';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string; // 13800000001, the trading company's main account
let sales: string; // 13800000002, its salesperson
let factory: string; // 13800000005, another company (the demo's ACTIVE account)
let solo: string; // 13800000004, a user of no company
let agent: string; // 13800000006, the platform's operator

const call = async <T>(path: string, body: unknown, token: string) => (await server.post<T>(path, body, token)).body;
const key = () => randomUUID();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function upload(token: string, kind: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(`${server.baseUrl}/api/payments/upload_document`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: PaymentDocument };
}

const KYC = {
  company_name: '深圳市环球优品贸易有限公司',
  registration_number: '91440300MA5GXXXX2P',
  address: '广东省深圳市南山区科技园南区创维大厦A座1201',
  representative_name: '王建国',
  representative_id: '440301198001010011',
  representative_phone: '13800000001',
  owners: [{ name: '王建国', id_number: '440301198001010011', share: 70 }],
};

/** The ledger's own invariants, read straight from its tables. */
async function ledgerInvariants(accountId: number) {
  const db = server.ctx.database.db;
  const unbalanced = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT transaction_id, currency FROM ledger_entries WHERE account_id = ${accountId}
      GROUP BY transaction_id, currency HAVING sum(amount_minor) <> 0) x`.execute(db);
  expect(unbalanced.rows[0]?.n).toBe(0);
  const payments = await db
    .selectFrom('incoming_payments')
    .select(['currency', 'amount_minor', 'fee_minor', 'status'])
    .where('account_id', '=', accountId)
    .execute();
  const settlements = await db
    .selectFrom('settlements')
    .select(['currency', 'amount_minor', 'status'])
    .where('account_id', '=', accountId)
    .execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['ledger_account', 'currency', 'amount_minor'])
    .where('account_id', '=', accountId)
    .execute();
  // the collection balance is what was received net of fees, less what went to settlement and came back
  for (const currency of new Set(payments.map((p) => p.currency))) {
    const expected =
      payments
        .filter((p) => p.currency === currency && p.status === 'received')
        .reduce((s, p) => s + Number(p.amount_minor) - Number(p.fee_minor), 0) -
      settlements
        .filter((s) => s.currency === currency && s.status !== 'rejected')
        .reduce((s, x) => s + Number(x.amount_minor), 0);
    const sum = entries
      .filter((e) => e.ledger_account === 'collection' && e.currency === currency)
      .reduce((s, e) => s + Number(e.amount_minor), 0);
    expect(sum, `collection ${currency}`).toBe(expected);
  }
}

const accountIdOf = async (companyPhone: string) => {
  const db = server.ctx.database.db;
  const u = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('phone', '=', companyPhone)
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('payment_accounts')
    .select(['id', 'provider_account_id'])
    .where(sql<boolean>`coalesce(company_id, -user_id) = ${u.company_id ?? -u.id}`)
    .executeTakeFirstOrThrow();
  return row as { id: number; provider_account_id: string };
};

async function webhook(body: object, options: { t?: number; secret?: Buffer } = {}) {
  const raw = JSON.stringify(body);
  const t = options.t ?? server.ctx.now().getTime();
  const secret = options.secret ?? server.ctx.secrets.get('payment-webhook');
  const response = await fetch(`${server.baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, t, raw) },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
}

beforeAll(async () => {
  server = await startTestServer({ JOB_WORKER: '0' });
  [main, sales, factory, solo, agent] = (await Promise.all(
    ['13800000001', '13800000002', '13800000005', '13800000004', '13800000006'].map((p) => server.login(p)),
  )) as [string, string, string, string, string];
}, 240_000);
afterAll(() => server?.close());

describe('payments on the sandbox provider', () => {
  let license: PaymentDocument;
  let idCard: PaymentDocument;

  it('an unlinked account routes to the authorisation page; the gated calls answer -1004', async () => {
    const account = await call<PaymentAccountInfo>('/api/order/get_account', {}, main);
    expect(account.code).toBe(0);
    expect(account.data.status).toBe('notAuthorization');
    expect(paymentAccountRoute(account, 'contractList')).toEqual({ page: 'authorization' });
    const list = await call('/api/order/get_contract_order_list', {}, main);
    expect(list.code).toBe(PAYMENT_NOT_AUTHORIZED_CODE);
    expect(list.msg).toBe(PAYMENT_MSG.notAuthorized);
  });

  it('a salesperson may not link; the main account links once however often the same key is sent', async () => {
    const refused = await call('/api/get_login_token', { idempotency_key: key() }, sales);
    expect(refused.code).toBe(CODE.forbidden);
    const k = key();
    const [a, b] = await Promise.all([
      call<PaymentAccountInfo>('/api/get_login_token', { idempotency_key: k }, main),
      call<PaymentAccountInfo>('/api/get_login_token', { idempotency_key: k }, main),
    ]);
    expect(a.code, a.msg).toBe(0);
    expect(b.code, b.msg).toBe(0);
    expect(a.data.status).toBe('INIT');
    expect(a.data.login_token).toBe(b.data.login_token);
    const again = await call<PaymentAccountInfo>('/api/get_login_token', { idempotency_key: k }, main);
    expect(again.data.login_token).toBe(a.data.login_token);
    const other = await call('/api/get_login_token', { idempotency_key: key() }, main);
    expect(other.msg).toBe(PAYMENT_MSG.alreadyLinked);
    const sandboxAccounts = await server.ctx.database.db
      .selectFrom('sandbox_provider_accounts')
      .select('id')
      .where('status', '=', 'INIT')
      .execute();
    expect(sandboxAccounts).toHaveLength(1);
    expect(paymentAccountRoute(a, 'contractList').page).toBe('kyc');
  });

  it('documents are checked by their content and size, not their name', async () => {
    const html = await upload(main, 'license', Buffer.from('<html><script>alert(1)</script>'), 'licence.pdf');
    expect(html.msg).toBe(PAYMENT_MSG.documentType);
    const big = await upload(
      main,
      'license',
      Buffer.concat([PDF, Buffer.alloc(PAYMENT_DOCUMENT_MAX_BYTES)]),
      'big.pdf',
    );
    expect(big.msg).toBe(PAYMENT_MSG.documentTooLarge(10));
    const badKind = await upload(main, 'passport', PDF, 'a.pdf');
    expect(badKind.msg).toBe(PAYMENT_MSG.documentKind);
    const l = await upload(main, 'license', PDF, '营业执照.pdf');
    const i = await upload(main, 'representative_id', PNG, 'id.png');
    expect(l.code, l.msg).toBe(0);
    expect(i.data.content_type).toBe('image/png');
    license = l.data;
    idCard = i.data;
  });

  it('KYC without its documents is refused with the reason; another company’s document is unreachable', async () => {
    const missing = await call(
      '/api/apply_lian_log',
      { idempotency_key: key(), kyc: KYC, document_ids: [license.id] },
      main,
    );
    expect(missing.msg).toBe(PAYMENT_MSG.kycDocumentsMissing(['法定代表人身份证件']));
    const theirs = await upload(factory, 'license', PDF, 'x.pdf');
    expect(theirs.code).toBe(0);
    const foreign = await call(
      '/api/apply_lian_log',
      { idempotency_key: key(), kyc: KYC, document_ids: [theirs.data.id, idCard.id] },
      main,
    );
    expect(foreign.code).toBe(CODE.notFound);
    const ok = await call<PaymentAccountInfo>(
      '/api/apply_lian_log',
      { idempotency_key: key(), kyc: KYC, document_ids: [license.id, idCard.id] },
      main,
    );
    expect(ok.code, ok.msg).toBe(0);
    expect(ok.data.status).toBe('UNDER_REVIEW');
    expect(ok.data.kyc_documents.map((d) => d.kind).sort()).toEqual(['license', 'representative_id']);
    const gated = await call('/api/order/get_contract_order_list', {}, main);
    expect(gated.msg).toBe(PAYMENT_MSG.kycRequired);
  });

  it('only an operator reaches the sandbox console; the operator’s approval arrives as a webhook', async () => {
    expect((await call('/api/payments/sandbox/accounts', {}, main)).code).toBe(CODE.forbidden);
    const list = await call<{ list: SandboxAccount[] }>('/api/payments/sandbox/accounts', {}, agent);
    const mine = list.data.list.find((a) => a.company_name === '深圳市环球优品贸易有限公司');
    expect(mine?.status).toBe('UNDER_REVIEW');
    expect(list.data.list[0]?.status).toBe('UNDER_REVIEW');
    const noReason = await call(
      '/api/payments/sandbox/review',
      { account_id: mine?.account_id, approve: false, reason: '' },
      agent,
    );
    expect(noReason.msg).toBe(PAYMENT_MSG.reasonRequired);
    const approved = await call<SandboxAccount>(
      '/api/payments/sandbox/review',
      { account_id: mine?.account_id, approve: true },
      agent,
    );
    expect(approved.data.status).toBe('ACTIVE');
    const account = await call<PaymentAccountInfo>('/api/order/get_account', {}, main);
    expect(paymentAccountRoute(account, 'contractList').page).toBe('target');
    const bind = await call<{ log: { event: string }[] }>('/api/get_check_bind_lian', {}, main);
    expect(bind.data.log.map((l) => l.event)).toEqual(['provider', 'submitKyc', 'authorize']);
  });

  it('a KYC nobody reviews is approved by the sandbox after its delay', async () => {
    await call('/api/get_login_token', { idempotency_key: key() }, solo);
    const docs = await Promise.all([
      upload(solo, 'license', PDF, 'l.pdf'),
      upload(solo, 'representative_id', PDF, 'i.pdf'),
    ]);
    const sent = await call<PaymentAccountInfo>(
      '/api/apply_lian_log',
      {
        idempotency_key: key(),
        kyc: { ...KYC, company_name: '陈先生的外贸工作室' },
        document_ids: docs.map((d) => d.data.id),
      },
      solo,
    );
    expect(sent.data.status).toBe('UNDER_REVIEW');
    server.advance(29 * 60_000);
    expect((await call<PaymentAccountInfo>('/api/order/get_account', {}, solo)).data.status).toBe('UNDER_REVIEW');
    server.advance(2 * 60_000);
    expect((await call<PaymentAccountInfo>('/api/order/get_account', {}, solo)).data.status).toBe('ACTIVE');
  });

  let usd: CollectionAccount;
  it('collection accounts per currency give the bank details; opening twice answers the same account', async () => {
    const rmb = await call('/api/payments/open_collection_account', { currency: 'RMB', idempotency_key: key() }, main);
    expect(rmb.msg).toBe(PAYMENT_MSG.currencyUnsupported('RMB'));
    const a = await call<CollectionAccount>(
      '/api/payments/open_collection_account',
      { currency: 'USD', idempotency_key: key() },
      main,
    );
    const b = await call<CollectionAccount>(
      '/api/payments/open_collection_account',
      { currency: 'USD', idempotency_key: key() },
      main,
    );
    expect(a.code, a.msg).toBe(0);
    expect(b.data).toEqual(a.data);
    expect(a.data.account_name).toBe(KYC.company_name);
    expect(a.data.swift).toMatch(/^[A-Z]{6}/);
    await call('/api/payments/open_collection_account', { currency: 'EUR', idempotency_key: key() }, main);
    usd = a.data;
  });

  it('an incoming payment raises the balance by its amount net of the fee', async () => {
    const account = await accountIdOf('13800000001');
    const paid = await call<IncomingPayment>(
      '/api/payments/sandbox/payment',
      {
        account_id: account.id,
        currency: 'USD',
        amount_minor: 2_000_000,
        payer_name: 'ACME Toys Inc.',
        payer_country: 'USA',
      },
      agent,
    );
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data.fee_minor).toBe(incomingFee(2_000_000));
    const info = await call<PaymentAccountInfo>('/api/order/get_account', {}, main);
    const balance = info.data.collection_accounts.find((c) => c.id === usd.id)?.balance_minor;
    expect(balance).toBe(2_000_000 - incomingFee(2_000_000));
    await ledgerInvariants(account.id);
  });

  it('the collection list totals what was received per currency, never adding EUR to USD', async () => {
    const account = await accountIdOf('13800000001');
    const eur = await call<IncomingPayment>(
      '/api/payments/sandbox/payment',
      {
        account_id: account.id,
        currency: 'EUR',
        amount_minor: 345_600,
        payer_name: 'Jouets SARL',
        payer_country: 'France',
      },
      agent,
    );
    expect(eur.code, eur.msg).toBe(0);
    type Listed = { list: IncomingPayment[]; total: number; totals: CurrencyTotal[]; sum_minor: number };
    const stored = await server.ctx.database.db
      .selectFrom('incoming_payments')
      .select(['currency', 'amount_minor', 'status'])
      .where('account_id', '=', account.id)
      .execute();
    const received = stored.filter((p) => p.status === 'received');
    const of = (c: string) => received.filter((p) => p.currency === c);
    const sumOf = (c: string) => of(c).reduce((s, p) => s + Number(p.amount_minor), 0);
    expect(new Set(received.map((p) => p.currency))).toEqual(new Set(['USD', 'EUR']));
    const all = await call<Listed>('/api/payments/incoming_list', { page_size: 1 }, main);
    expect(all.data.total).toBe(stored.length);
    expect(all.data.totals).toEqual([
      { currency: 'USD', sum_minor: sumOf('USD'), count: of('USD').length },
      { currency: 'EUR', sum_minor: sumOf('EUR'), count: of('EUR').length },
    ]);
    // two currencies have no single sum
    expect(all.data.sum_minor).toBe(0);
    const euros = await call<Listed>('/api/payments/incoming_list', { currency: 'EUR', page_size: 1 }, main);
    expect(euros.data.totals).toEqual([{ currency: 'EUR', sum_minor: sumOf('EUR'), count: of('EUR').length }]);
    expect(euros.data.sum_minor).toBe(sumOf('EUR'));
  });

  it('a webhook with a bad signature, an old timestamp or a repeated id changes nothing', async () => {
    const account = await accountIdOf('13800000001');
    const count = async () =>
      Number(
        (
          await server.ctx.database.db
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('account_id', '=', account.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const event = (id: string) => ({
      id,
      createdAt: server.ctx.now().getTime(),
      type: 'payment.received',
      providerAccountId: account.provider_account_id,
      paymentId: `ext_${id}`,
      currency: 'USD',
      amountMinor: 100_00,
      feeMinor: 30,
      payerName: 'Mallory',
      payerCountry: '',
      reference: '',
      receivedAt: server.ctx.now().getTime(),
    });
    const forged = await webhook(event('evt_forged'), { secret: Buffer.alloc(32, 7) });
    expect(forged.status).toBe(401);
    expect(forged.body.msg).toBe(PAYMENT_MSG.webhookSignature);
    const old = await webhook(event('evt_old'), { t: server.ctx.now().getTime() - WEBHOOK_TOLERANCE_MS - 1000 });
    expect(old.status).toBe(401);
    expect(old.body.msg).toBe(PAYMENT_MSG.webhookStale);
    const tampered = await fetch(`${server.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(
          server.ctx.secrets.get('payment-webhook'),
          server.ctx.now().getTime(),
          JSON.stringify(event('evt_t')),
        ),
      },
      body: JSON.stringify({ ...event('evt_t'), amountMinor: 999_999_00 }),
    });
    expect(tampered.status).toBe(401);
    expect(await count()).toBe(before);
    const first = await webhook(event('evt_once'));
    expect(first.body.code).toBe(0);
    const after = await count();
    expect(after).toBe(before + 4);
    const replay = await webhook(event('evt_once'));
    expect(replay.body.msg).toBe(PAYMENT_MSG.webhookReplay);
    expect(await count()).toBe(after);
    await ledgerInvariants(account.id);
  });

  it('under concurrent webhooks (payments, repeats, reversals) every entry balances and balances are sums', async () => {
    const account = await accountIdOf('13800000001');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ amount: fc.integer({ min: 1, max: 50_000_000 }), repeat: fc.boolean(), reverse: fc.boolean() }),
          { minLength: 1, maxLength: 8 },
        ),
        async (batch) => {
          const events = batch.map((b) => {
            const id = `evt_${randomUUID()}`;
            const now = server.ctx.now().getTime();
            return {
              b,
              received: {
                id,
                createdAt: now,
                type: 'payment.received',
                providerAccountId: account.provider_account_id,
                paymentId: `ext_${id}`,
                currency: 'USD',
                amountMinor: b.amount,
                feeMinor: incomingFee(b.amount),
                payerName: 'Concurrent Buyer',
                payerCountry: '',
                reference: '',
                receivedAt: now,
              },
            };
          });
          await Promise.all(
            events.flatMap((e) => (e.b.repeat ? [webhook(e.received), webhook(e.received)] : [webhook(e.received)])),
          );
          await Promise.all(
            events
              .filter((e) => e.b.reverse)
              .flatMap((e) => {
                const rev = {
                  id: `evt_${randomUUID()}`,
                  createdAt: server.ctx.now().getTime(),
                  type: 'payment.reversed',
                  providerAccountId: account.provider_account_id,
                  paymentId: e.received.paymentId,
                };
                return [webhook(rev), webhook({ ...rev, id: `evt_${randomUUID()}` })];
              }),
          );
          await ledgerInvariants(account.id);
          const received = await server.ctx.database.db
            .selectFrom('incoming_payments')
            .select('provider_ref')
            .where(
              'provider_ref',
              'in',
              events.map((e) => e.received.paymentId),
            )
            .execute();
          expect(received).toHaveLength(events.length);
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);

  let contract: ContractOrder;
  it('a contract order comes only from a confirmed quotation, once per quotation and key', async () => {
    const quotations = await call<{ list: ConfirmedQuotation[] }>('/api/payments/confirmed_quotations', {}, main);
    const usdQuote = quotations.data.list.find((q) => q.currency === 'USD');
    expect(usdQuote?.refusal).toBe('');
    expect(usdQuote?.amount_minor).toBeGreaterThan(0);
    const k = key();
    const [a, b] = await Promise.all([
      call<ContractOrder>('/api/order/create_order', { quotation_id: usdQuote?.id, idempotency_key: k }, main),
      call<ContractOrder>('/api/order/create_order', { quotation_id: usdQuote?.id, idempotency_key: k }, main),
    ]);
    expect(a.code, a.msg).toBe(0);
    expect(b.data.id).toBe(a.data.id);
    expect(a.data.amount_minor).toBe(usdQuote?.amount_minor);
    expect(a.data.status).toBe('open');
    const twice = await call('/api/order/create_order', { quotation_id: usdQuote?.id, idempotency_key: key() }, main);
    expect(twice.msg).toBe(PAYMENT_MSG.contractExists);
    // the factory's quotation is another company's
    const theirs = await server.ctx.database.db
      .selectFrom('contract_orders')
      .select('quotation_id')
      .where('account_id', '=', (await accountIdOf('13800000005')).id)
      .executeTakeFirstOrThrow();
    const foreign = await call(
      '/api/order/create_order',
      { quotation_id: theirs.quotation_id, idempotency_key: key() },
      main,
    );
    expect(foreign.code).toBe(CODE.notFound);
    const list = await call<{ list: ContractOrder[] }>('/api/order/get_contract_order_list', {}, main);
    expect(list.data.list.map((c) => c.id)).toEqual([a.data.id]);
    contract = a.data;
  });

  it('a payment is matched to a contract of its currency; another company’s records are unreachable', async () => {
    const payments = await call<{ list: IncomingPayment[] }>(
      '/api/payments/incoming_list',
      { currency: 'USD', matched: 'unmatched', page_size: 100 },
      main,
    );
    const first = payments.data.list.find((p) => p.status === 'received');
    const matched = await call<IncomingPayment>(
      '/api/payments/match_payment',
      { payment_id: first?.id, contract_id: contract.id },
      main,
    );
    expect(matched.data.contract_number).toBe(contract.number);
    // the factory sees none of it
    const theirPayments = await call<{ list: IncomingPayment[] }>(
      '/api/payments/incoming_list',
      { page_size: 100 },
      factory,
    );
    expect(theirPayments.data.list.some((p) => p.id === first?.id)).toBe(false);
    expect(
      (await call('/api/payments/match_payment', { payment_id: first?.id, contract_id: null }, factory)).code,
    ).toBe(CODE.notFound);
    const theirContracts = await call<{ list: ContractOrder[] }>('/api/order/get_contract_order_list', {}, factory);
    expect(theirContracts.data.list.map((c) => c.buyer_name)).toEqual(['Gulf Toys Trading LLC']);
    const settleTheirs = await call(
      '/api/payments/apply_settlement',
      { contract_id: contract.id, currency: 'USD', amount_minor: 100, document_ids: [], idempotency_key: key() },
      factory,
    );
    expect(settleTheirs.code).toBe(CODE.notFound);
  });

  it('a settlement above the balance, in the wrong currency or without documents is refused with the reason', async () => {
    const info = await call<PaymentAccountInfo>('/api/order/get_account', {}, main);
    const balance = info.data.collection_accounts.find((c) => c.currency === 'USD')?.balance_minor ?? 0;
    const docs = await Promise.all(
      (['contract', 'invoice', 'customs'] as const).map((k) => upload(main, k, PDF, `${k}.pdf`)),
    );
    const ids = docs.map((d) => d.data.id);
    const apply = (amount: number, currency = 'USD', document_ids = ids) =>
      call<Settlement>(
        '/api/payments/apply_settlement',
        { contract_id: contract.id, currency, amount_minor: amount, document_ids, idempotency_key: key() },
        main,
      );
    if (balance < contract.amount_minor) expect((await apply(balance + 1)).msg).toMatch(/^结汇金额超过可结汇余额/);
    else expect((await apply(contract.amount_minor + 1)).msg).toMatch(/^结汇金额超过/);
    expect((await apply(100, 'EUR')).msg).toBe(PAYMENT_MSG.wrongCurrency('USD', 'EUR'));
    expect((await apply(100, 'USD', ids.slice(0, 2))).msg).toBe(PAYMENT_MSG.documentsMissing(['报关单']));
    expect(
      (
        await call(
          '/api/payments/apply_settlement',
          { contract_id: contract.id, currency: 'USD', amount_minor: 100, document_ids: ids, idempotency_key: key() },
          sales,
        )
      ).code,
    ).toBe(CODE.forbidden);
    const after = await call<PaymentAccountInfo>('/api/order/get_account', {}, main);
    expect(after.data.collection_accounts.find((c) => c.currency === 'USD')?.balance_minor).toBe(balance);
  });

  it('a settlement lowers the balance by its amount at the platform’s rate, once per key; the provider completes it', async () => {
    const account = await accountIdOf('13800000001');
    const before = (await call<PaymentAccountInfo>('/api/order/get_account', {}, main)).data.collection_accounts.find(
      (c) => c.currency === 'USD',
    );
    const docs = await Promise.all(
      (['contract', 'invoice', 'customs'] as const).map((k) => upload(main, k, PDF, `${k}.pdf`)),
    );
    const rate = (
      await call<{ list: { currency: string; rate: number }[] }>('/api/system/get_rate', {}, main)
    ).data.list.find((r) => r.currency === 'USD')?.rate as number;
    const body = {
      contract_id: contract.id,
      currency: 'USD',
      amount_minor: 500_000,
      document_ids: docs.map((d) => d.data.id),
      idempotency_key: key(),
    };
    const [a, b] = await Promise.all([
      call<Settlement>('/api/payments/apply_settlement', body, main),
      call<Settlement>('/api/payments/apply_settlement', body, main),
    ]);
    expect(a.code, a.msg).toBe(0);
    expect(b.data.id).toBe(a.data.id);
    expect(a.data.rate).toBe(rate);
    expect(a.data.rmb_minor).toBe(exchangeToRmb(500_000, 'USD', rate));
    expect(a.data.documents.map((d) => d.kind).sort()).toEqual(['contract', 'customs', 'invoice']);
    const after = (await call<PaymentAccountInfo>('/api/order/get_account', {}, main)).data.collection_accounts.find(
      (c) => c.currency === 'USD',
    );
    expect(after?.balance_minor).toBe((before?.balance_minor ?? 0) - 500_000);
    expect(after?.settling_minor).toBe(500_000);
    const done = await call<Settlement>(
      '/api/payments/sandbox/settle',
      { settlement_id: a.data.id, approve: true },
      agent,
    );
    expect(done.data.status).toBe('settled');
    const report = await call<{ list: { currency: string; ok: boolean }[] }>('/api/payments/reconciliation', {}, main);
    expect(report.data.list.filter((d) => d.currency === 'USD').length).toBeGreaterThan(0);
    const balances = await sql<{ k: string; v: number }>`
      SELECT ledger_account || ':' || currency AS k, sum(amount_minor)::bigint AS v FROM ledger_entries
      WHERE account_id = ${account.id} GROUP BY 1`.execute(server.ctx.database.db);
    const map = new Map(balances.rows.map((r) => [r.k, Number(r.v)]));
    expect(map.get('settling:USD') ?? 0).toBe(0);
    expect(map.get('payout:RMB')).toBe(exchangeToRmb(500_000, 'USD', rate));
    await ledgerInvariants(account.id);
  });

  it('the demo account reconciles with its provider and unlinking is refused while money is held', async () => {
    const report = await call<{ list: { ok: boolean; closing: number; currency: string }[] }>(
      '/api/payments/reconciliation',
      {},
      factory,
    );
    expect(report.data.list.length).toBeGreaterThan(0);
    expect(report.data.list.every((d) => d.ok)).toBe(true);
    const unlink = await call('/api/removed_lian_bind', { idempotency_key: key() }, factory);
    expect(unlink.msg).toBe(PAYMENT_MSG.unlinkWithBalance);
    // the solo user (no money held) unlinks; a retry with the same key answers the same
    const k = key();
    const first = await call<PaymentAccountInfo>('/api/removed_lian_bind', { idempotency_key: k }, solo);
    const retry = await call<PaymentAccountInfo>('/api/removed_lian_bind', { idempotency_key: k }, solo);
    expect(first.data.status).toBe('notAuthorization');
    expect(retry.code).toBe(0);
    expect(retry.data.status).toBe('notAuthorization');
    await ledgerInvariants((await accountIdOf('13800000005')).id);
  });
});

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { incomingFee, type PaymentAccountStatus, type PaymentCurrency } from '@wanju/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema';
import { once } from './idempotency';
import type { BankDetails, PaymentProvider, ProviderEvent } from './provider';
import { SIGNATURE_HEADER } from './provider';
import { signatureHeader, verifySigned } from './signing';

/** How a webhook reaches the platform: in-process here, over HTTPS from a real provider. */
export type Deliver = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface SandboxOptions {
  db: Kysely<DB>;
  secret: Buffer;
  now: () => Date;
  /** KYC left unreviewed this long is approved by the sandbox itself. */
  reviewDelayMs: number;
}

type EventBody = ProviderEvent extends infer E ? (E extends unknown ? Omit<E, 'id' | 'createdAt'> : never) : never;

/**
 * The sandbox provider: the provider's side kept in its own tables (sandbox_provider_*), answering the
 * platform's calls as a real one does — idempotency keys honoured, KYC reviewed later (by the operator in the
 * sandbox console, or by itself after `reviewDelayMs`), money and decisions reported only as signed webhooks.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  /** Set by the payments area: where webhooks go. */
  deliver: Deliver = async () => undefined;

  constructor(private readonly options: SandboxOptions) {}

  private get db() {
    return this.options.db;
  }

  async authorize(req: { idempotencyKey: string; holderName: string }) {
    return once(this.db, 'sandbox:authorize', req.idempotencyKey, req, async (trx) => {
      const id = `sbx_acc_${randomBytes(8).toString('hex')}`;
      await trx.insertInto('sandbox_provider_accounts').values({ id, status: 'INIT' }).execute();
      return {
        providerAccountId: id,
        loginToken: `sbx_lt_${randomBytes(16).toString('hex')}`,
        status: 'INIT' as const,
      };
    });
  }

  async unlink(req: { idempotencyKey: string; providerAccountId: string }) {
    await once(this.db, 'sandbox:unlink', req.idempotencyKey, req, async (trx) => {
      await trx
        .updateTable('sandbox_provider_accounts')
        .set({ status: 'notAuthorization' })
        .where('id', '=', req.providerAccountId)
        .execute();
      return null;
    });
  }

  async submitKyc(req: Parameters<PaymentProvider['submitKyc']>[0]) {
    return once(this.db, 'sandbox:kyc', req.idempotencyKey, req, async (trx) => {
      const reviewAfter = new Date(this.options.now().getTime() + this.options.reviewDelayMs);
      await trx
        .updateTable('sandbox_provider_accounts')
        .set({ status: 'UNDER_REVIEW', kyc: JSON.stringify(req), review_after: reviewAfter, reason: '' })
        .where('id', '=', req.providerAccountId)
        .where('status', 'in', ['INIT', 'SUSPENDED'])
        .execute();
      return { status: 'UNDER_REVIEW' as PaymentAccountStatus };
    });
  }

  async accountStatus(providerAccountId: string) {
    const row = await this.db
      .selectFrom('sandbox_provider_accounts')
      .select(['status', 'reason'])
      .where('id', '=', providerAccountId)
      .executeTakeFirst();
    return { status: (row?.status ?? 'notAuthorization') as PaymentAccountStatus, reason: row?.reason ?? '' };
  }

  async openCollectionAccount(req: Parameters<PaymentProvider['openCollectionAccount']>[0]): Promise<BankDetails> {
    // Bank details derived from the account and currency: the same request always gets the same account.
    const digest = createHash('sha256').update(`${req.providerAccountId}:${req.currency}`).digest();
    const digits = [...digest.subarray(0, 12)].map((b) => String(b % 10)).join('');
    const bank = BANKS[req.currency];
    return {
      providerRef: `sbx_va_${digest.subarray(0, 6).toString('hex')}`,
      bankName: bank.name,
      bankAddress: bank.address,
      accountName: req.holderName,
      accountNumber: `${bank.prefix}${digits}`,
      swift: bank.swift,
      routingCode: bank.routing,
    };
  }

  async createContractOrder(req: Parameters<PaymentProvider['createContractOrder']>[0]) {
    return once(this.db, 'sandbox:contract', req.idempotencyKey, req, async () => ({
      providerRef: `sbx_ct_${randomBytes(6).toString('hex')}`,
    }));
  }

  async applySettlement(req: Parameters<PaymentProvider['applySettlement']>[0]) {
    return once(this.db, 'sandbox:settle', req.idempotencyKey, req, async () => ({
      providerRef: `sbx_st_${randomBytes(6).toString('hex')}`,
    }));
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | undefined>, nowMs: number) {
    return verifySigned(this.options.secret, rawBody, headers, nowMs);
  }

  // ── The sandbox console (what the provider's staff and the buyers abroad do) ─────────────────────────

  /** The operator's decision on a KYC under review. */
  async review(providerAccountId: string, approve: boolean, reason: string): Promise<void> {
    const status: PaymentAccountStatus = approve ? 'ACTIVE' : 'SUSPENDED';
    const changed = await this.db
      .updateTable('sandbox_provider_accounts')
      .set({ status, reason: approve ? '' : reason, review_after: null })
      .where('id', '=', providerAccountId)
      .where('status', '=', 'UNDER_REVIEW')
      .returning('id')
      .executeTakeFirst();
    if (changed) await this.emit({ type: 'account.status', providerAccountId, status, reason: approve ? '' : reason });
  }

  /** Approves the reviews whose delay has passed (called whenever the platform looks at an account). */
  async tick(): Promise<void> {
    const due = await this.db
      .updateTable('sandbox_provider_accounts')
      .set({ status: 'ACTIVE', review_after: null })
      .where('status', '=', 'UNDER_REVIEW')
      .where('review_after', '<=', this.options.now())
      .returning('id')
      .execute();
    for (const row of due)
      await this.emit({ type: 'account.status', providerAccountId: row.id, status: 'ACTIVE', reason: '' });
  }

  /** A buyer abroad pays into a collection account. */
  async simulatePayment(p: {
    providerAccountId: string;
    currency: PaymentCurrency;
    amountMinor: number;
    payerName: string;
    payerCountry: string;
    reference: string;
  }): Promise<string> {
    const paymentId = `sbx_pay_${randomBytes(8).toString('hex')}`;
    const receivedAt = this.options.now();
    await this.db
      .insertInto('sandbox_provider_payments')
      .values({
        id: paymentId,
        provider_account_id: p.providerAccountId,
        currency: p.currency,
        amount_minor: p.amountMinor,
        payer_name: p.payerName,
        received_at: receivedAt,
      })
      .execute();
    await this.emit({
      type: 'payment.received',
      providerAccountId: p.providerAccountId,
      paymentId,
      currency: p.currency,
      amountMinor: p.amountMinor,
      feeMinor: incomingFee(p.amountMinor),
      payerName: p.payerName,
      payerCountry: p.payerCountry,
      reference: p.reference,
      receivedAt: receivedAt.getTime(),
    });
    return paymentId;
  }

  /** The buyer's bank recalls a payment. */
  async reversePayment(providerAccountId: string, paymentId: string): Promise<void> {
    await this.db.deleteFrom('sandbox_provider_payments').where('id', '=', paymentId).execute();
    await this.emit({ type: 'payment.reversed', providerAccountId, paymentId });
  }

  /** The provider's treasury completes (or returns) a settlement. */
  async completeSettlement(providerAccountId: string, settlementRef: string, approve: boolean, reason: string) {
    await this.emit({
      type: 'settlement.completed',
      providerAccountId,
      settlementRef,
      status: approve ? 'settled' : 'rejected',
      reason: approve ? '' : reason,
    });
  }

  /** What the provider reports received per day and currency (for the reconciliation). */
  async receivedByDay(providerAccountId: string, dayOf: (d: Date) => string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('sandbox_provider_payments')
      .select(['currency', 'amount_minor', 'received_at'])
      .where('provider_account_id', '=', providerAccountId)
      .execute();
    const out = new Map<string, number>();
    for (const r of rows) {
      const key = `${dayOf(new Date(r.received_at))}|${r.currency}`;
      out.set(key, (out.get(key) ?? 0) + Number(r.amount_minor));
    }
    return out;
  }

  /** Signs an event and delivers it, as the provider's webhook sender does. */
  async emit(body: EventBody): Promise<void> {
    const now = this.options.now().getTime();
    const raw = JSON.stringify({ id: `evt_${randomUUID()}`, createdAt: now, ...body });
    await this.deliver(raw, { [SIGNATURE_HEADER]: signatureHeader(this.options.secret, now, raw) });
  }
}

const BANKS: Record<
  PaymentCurrency,
  { name: string; address: string; prefix: string; swift: string; routing: string }
> = {
  USD: {
    name: 'Sandbox Bank N.A.',
    address: '1 Sandbox Plaza, New York, NY 10004, USA',
    prefix: '80',
    swift: 'SBXBUS33',
    routing: '026009593',
  },
  EUR: {
    name: 'Sandbox Bank Europe AG',
    address: 'Sandboxstraße 1, 60311 Frankfurt am Main, Germany',
    prefix: 'DE89',
    swift: 'SBXBDEFF',
    routing: '',
  },
  GBP: {
    name: 'Sandbox Bank UK Ltd',
    address: '1 Sandbox Lane, London EC2V 6DN, UK',
    prefix: 'GB29',
    swift: 'SBXBGB2L',
    routing: '40-47-84',
  },
  HKD: {
    name: 'Sandbox Bank (Hong Kong) Ltd',
    address: '1 Sandbox Road, Central, Hong Kong',
    prefix: '852',
    swift: 'SBXBHKHH',
    routing: '388',
  },
  JPY: {
    name: 'Sandbox Bank Japan K.K.',
    address: '1-1 Sandbox, Chiyoda-ku, Tokyo 100-0005, Japan',
    prefix: '81',
    swift: 'SBXBJPJT',
    routing: '0005',
  },
  RMB: {
    name: '沙箱银行（中国）有限公司',
    address: '上海市浦东新区沙箱路1号',
    prefix: '62',
    swift: 'SBXBCNSH',
    routing: '',
  },
};

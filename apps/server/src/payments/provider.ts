import type {
  KycApplication,
  PaymentAccountStatus,
  PaymentCurrency,
  PaymentDocumentKind,
  WebhookRefusal,
} from '@wanju/domain';

/**
 * What the platform asks of a cross-border payment provider. The sandbox (sandbox.ts) implements it in-process;
 * a real provider implements the same interface over its HTTP API (README: "Adding a real payment provider").
 * Every changing call carries an idempotency key: the provider must do it once however often it is retried.
 * Amounts are integer minor units of their currency. What the provider decides later (KYC reviews, money
 * received, settlements done) reaches the platform only as signed webhooks (verifyWebhook).
 */
export interface PaymentProvider {
  /** Short name stored with each account ('sandbox', 'lianlian' …). */
  readonly name: string;

  /** Authorises the platform for a new account of this company; it starts at INIT. */
  authorize(req: { idempotencyKey: string; holderName: string }): Promise<{
    providerAccountId: string;
    loginToken: string;
    status: PaymentAccountStatus;
  }>;
  /** Ends the platform's authorisation on the account. */
  unlink(req: { idempotencyKey: string; providerAccountId: string }): Promise<void>;
  /** Sends the KYC application and its documents; the account goes UNDER_REVIEW. */
  submitKyc(req: {
    idempotencyKey: string;
    providerAccountId: string;
    kyc: KycApplication;
    documents: ProviderDocument[];
  }): Promise<{ status: PaymentAccountStatus }>;
  /** The provider's current status of the account (the webhook is the push; this is the pull). */
  accountStatus(providerAccountId: string): Promise<{ status: PaymentAccountStatus; reason: string }>;
  /** Opens (or answers the existing) collection account in a currency: the bank details buyers pay to. */
  openCollectionAccount(req: {
    idempotencyKey: string;
    providerAccountId: string;
    currency: PaymentCurrency;
    holderName: string;
  }): Promise<BankDetails>;
  /** Registers an export contract the buyer's payments are collected against. */
  createContractOrder(req: {
    idempotencyKey: string;
    providerAccountId: string;
    number: string;
    buyerName: string;
    currency: PaymentCurrency;
    amountMinor: number;
  }): Promise<{ providerRef: string }>;
  /** Applies to settle an amount into RMB at the platform's rate, with the trade documents. */
  applySettlement(req: {
    idempotencyKey: string;
    providerAccountId: string;
    contractRef: string;
    currency: PaymentCurrency;
    amountMinor: number;
    rate: number;
    rmbMinor: number;
    documents: ProviderDocument[];
  }): Promise<{ providerRef: string }>;
  /**
   * Checks a webhook's signature and timestamp and reads its event; a refusal names why. Whether its id was
   * seen before is the platform's to check (it keeps the ids it applied).
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | undefined>,
    nowMs: number,
  ): { ok: true; event: ProviderEvent } | { ok: false; refusal: WebhookRefusal };
}

export interface ProviderDocument {
  kind: PaymentDocumentKind;
  name: string;
  contentType: string;
  sha256: string;
}

export interface BankDetails {
  providerRef: string;
  bankName: string;
  bankAddress: string;
  accountName: string;
  accountNumber: string;
  swift: string;
  routingCode: string;
}

/** What a provider tells the platform afterwards. */
export type ProviderEvent = { id: string; createdAt: number } & (
  | { type: 'account.status'; providerAccountId: string; status: PaymentAccountStatus; reason: string }
  | {
      type: 'payment.received';
      providerAccountId: string;
      paymentId: string;
      currency: PaymentCurrency;
      amountMinor: number;
      feeMinor: number;
      payerName: string;
      payerCountry: string;
      reference: string;
      receivedAt: number;
    }
  | { type: 'payment.reversed'; providerAccountId: string; paymentId: string }
  | {
      type: 'settlement.completed';
      providerAccountId: string;
      settlementRef: string;
      status: 'settled' | 'rejected';
      reason: string;
    }
);

/** Headers of a signed webhook: `t=<epoch ms>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'x-payment-signature';

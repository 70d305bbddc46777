import {
  ledgerLines,
  nextAccountStatus,
  type PaymentAccountStatus,
  type PaymentCurrency,
  type WebhookRefusal,
} from '@wanju/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';
import * as ledger from './ledger';
import type { PaymentProvider, ProviderEvent } from './provider';
import * as repo from './repo';

export type WebhookResult = { applied: true } | { applied: false; refusal: WebhookRefusal | 'unknown' };

/**
 * A provider's webhook: its signature and timestamp checked by the provider's own rule, its id claimed in the
 * same transaction that applies it (a repeated id changes nothing), every money movement a balanced ledger
 * transaction on the locked account. An event the platform cannot place (unknown account) is refused whole.
 */
export async function applyWebhook(
  ctx: AppContext,
  provider: PaymentProvider,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<WebhookResult> {
  const verified = provider.verifyWebhook(rawBody, headers, ctx.now().getTime());
  if (!verified.ok) return { applied: false, refusal: verified.refusal };
  const event = verified.event;
  const touched = await ctx.database.db
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('payment_webhooks')
        .values({ event_id: event.id, type: event.type })
        .onConflict((oc) => oc.doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!claimed) return 'replay' as const;
      const account = await repo.accountByProviderId(trx, provider.name, event.providerAccountId);
      if (!account) throw new UnknownAccount();
      await repo.lockAccount(trx, account.id);
      await apply(trx, account, event);
      return account;
    })
    .catch((error) => {
      if (error instanceof UnknownAccount) return 'unknown' as const;
      throw error;
    });
  if (touched === 'replay') return { applied: false, refusal: 'replay' };
  if (touched === 'unknown') return { applied: false, refusal: 'unknown' };
  const channel = touched.company_id ? `company:${touched.company_id}` : `user:${touched.user_id}`;
  ctx.realtime.publish(channel, { type: 'payments' }).catch(() => undefined);
  return { applied: true };
}

class UnknownAccount extends Error {}

type Account = NonNullable<Awaited<ReturnType<typeof repo.accountByProviderId>>>;

async function apply(trx: Transaction<DB>, account: Account, event: ProviderEvent) {
  const at = new Date(event.createdAt);
  switch (event.type) {
    case 'account.status': {
      const from = account.status as PaymentAccountStatus;
      const known =
        from === event.status ||
        (['approve', 'refuse', 'suspend', 'submitKyc', 'authorize', 'unlink'] as const).some(
          (e) => nextAccountStatus(from, e) === event.status,
        );
      // the provider is the authority on its account; a jump the state machine does not know is kept in the log
      await trx
        .updateTable('payment_accounts')
        .set({
          status: event.status,
          kyc_reason: event.reason,
          kyc_reviewed_at: from === 'UNDER_REVIEW' ? at : account.kyc_reviewed_at,
          updated_at: at,
        })
        .where('id', '=', account.id)
        .execute();
      await repo.log(
        trx,
        account.id,
        'provider',
        event.status,
        known ? event.reason : `${from}→${event.status}`,
        null,
        at,
      );
      return;
    }
    case 'payment.received': {
      const collection = await trx
        .selectFrom('collection_accounts')
        .select('id')
        .where('account_id', '=', account.id)
        .where('currency', '=', event.currency)
        .executeTakeFirst();
      if (!collection) throw new UnknownAccount();
      const inserted = await trx
        .insertInto('incoming_payments')
        .values({
          account_id: account.id,
          collection_account_id: collection.id,
          provider_ref: event.paymentId,
          currency: event.currency,
          amount_minor: event.amountMinor,
          fee_minor: event.feeMinor,
          payer_name: event.payerName.slice(0, 200),
          payer_country: event.payerCountry.slice(0, 80),
          reference: event.reference.slice(0, 200),
          received_at: new Date(event.receivedAt),
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return;
      const ref = `payment:${inserted.id}`;
      await ledger.post(trx, {
        accountId: account.id,
        kind: 'payment',
        ref,
        at,
        entries: ledgerLines.payment(event.currency, event.amountMinor),
      });
      if (event.feeMinor > 0)
        await ledger.post(trx, {
          accountId: account.id,
          kind: 'fee',
          ref,
          at,
          entries: ledgerLines.fee(event.currency, event.feeMinor),
        });
      return;
    }
    case 'payment.reversed': {
      const p = await trx
        .updateTable('incoming_payments')
        .set({ status: 'reversed', contract_id: null })
        .where('account_id', '=', account.id)
        .where('provider_ref', '=', event.paymentId)
        .where('status', '=', 'received')
        .returning(['id', 'currency', 'amount_minor', 'fee_minor'])
        .executeTakeFirst();
      if (!p) return;
      const currency = p.currency as PaymentCurrency;
      const fee = Number(p.fee_minor);
      await ledger.post(trx, {
        accountId: account.id,
        kind: 'reversal',
        ref: `payment:${p.id}`,
        at,
        // the payment goes back to the payer and its fee back to the company
        entries: [
          ...ledgerLines.reversal(currency, Number(p.amount_minor)),
          ...(fee ? ledgerLines.fee(currency, -fee) : []),
        ],
      });
      return;
    }
    case 'settlement.completed': {
      const s = await trx
        .updateTable('settlements')
        .set({ status: event.status, reason: event.reason, settled_at: event.status === 'settled' ? at : null })
        .where('account_id', '=', account.id)
        .where('provider_ref', '=', event.settlementRef)
        .where('status', '=', 'submitted')
        .returning(['id', 'currency', 'amount_minor', 'rmb_minor'])
        .executeTakeFirst();
      if (!s) return;
      const currency = s.currency as PaymentCurrency;
      const ref = `settlement:${s.id}`;
      if (event.status === 'settled')
        await ledger.post(trx, {
          accountId: account.id,
          kind: 'payout',
          ref,
          at,
          entries: ledgerLines.payout(currency, Number(s.amount_minor), Number(s.rmb_minor)),
        });
      else
        await ledger.post(trx, {
          accountId: account.id,
          kind: 'settlement_return',
          ref,
          at,
          entries: ledgerLines.settlementReturn(currency, Number(s.amount_minor)),
        });
      return;
    }
  }
}

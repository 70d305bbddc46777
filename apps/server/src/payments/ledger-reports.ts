import type { LedgerLine } from '@wanju/api-client';
import { LEDGER_KIND_LABELS, type LedgerKind, type PaymentCurrency } from '@wanju/domain';
import type { AppContext, SessionUser } from '../platform/http/context';
import { dayOf, linkedAccount, sandboxOf, time } from './accounts';
import * as ledger from './ledger';

/** The ledger's entries and the reconciliation report against the provider. */

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

import {
  isBalanced,
  type LedgerAccount,
  type LedgerEntry,
  type LedgerKind,
  type PaymentCurrency,
  type ReconciliationDay,
  reconcile,
} from '@wanju/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The double-entry ledger: a movement is a transaction whose entries sum to zero in each currency; nothing is
 * ever updated or deleted, and every balance is a sum of entries.
 */
export async function post(
  trx: Transaction<DB>,
  tx: { accountId: number; kind: LedgerKind; ref: string; at: Date; entries: LedgerEntry[] },
): Promise<number> {
  if (!isBalanced(tx.entries)) throw new Error(`unbalanced ledger transaction ${tx.kind} ${tx.ref}`);
  const row = await trx
    .insertInto('ledger_transactions')
    .values({ account_id: tx.accountId, kind: tx.kind, ref: tx.ref, created_at: tx.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values(
      tx.entries.map((e) => ({
        transaction_id: row.id,
        account_id: tx.accountId,
        ledger_account: e.account,
        currency: e.currency,
        amount_minor: e.amount,
      })),
    )
    .execute();
  return row.id;
}

/** Balances of an account's ledger accounts ("collection:USD" → minor units), summed from entries. */
export async function balances(db: Db, accountId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['ledger_account', 'currency', sql<number>`sum(amount_minor)::bigint`.as('total')])
    .where('account_id', '=', accountId)
    .groupBy(['ledger_account', 'currency'])
    .execute();
  return new Map(rows.map((r) => [`${r.ledger_account}:${r.currency}`, Number(r.total)]));
}

export const balanceOf = (all: Map<string, number>, account: LedgerAccount, currency: PaymentCurrency) =>
  all.get(`${account}:${currency}`) ?? 0;

/** The account's transactions, newest first, with their entries. */
export async function transactions(db: Db, accountId: number, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const entries = ids.length
    ? await db.selectFrom('ledger_entries').selectAll().where('transaction_id', 'in', ids).orderBy('id').execute()
    : [];
  return { rows, entries, total: Number(count.n) };
}

/**
 * The reconciliation of the collection balance per day (in `zone`'s days) and currency: each transaction's
 * collection movement and whether it balanced, against what the provider reports received.
 */
export async function reconciliation(
  db: Db,
  accountId: number,
  providerReceived: Map<string, number>,
  dayOf: (d: Date) => string,
): Promise<ReconciliationDay[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.id', 't.kind', 't.created_at', 'e.ledger_account', 'e.currency', 'e.amount_minor'])
    .where('t.account_id', '=', accountId)
    .orderBy('t.id')
    .execute();
  const byTx = new Map<number, { day: string; kind: LedgerKind; entries: LedgerEntry[] }>();
  for (const r of rows) {
    const tx = byTx.get(r.id) ?? { day: dayOf(new Date(r.created_at)), kind: r.kind as LedgerKind, entries: [] };
    tx.entries.push({
      account: r.ledger_account as LedgerAccount,
      currency: r.currency as PaymentCurrency,
      amount: Number(r.amount_minor),
    });
    byTx.set(r.id, tx);
  }
  const movements = [...byTx.values()].flatMap((tx) => {
    const balanced = isBalanced(tx.entries);
    const currencies = new Set(tx.entries.filter((e) => e.currency !== 'RMB').map((e) => e.currency));
    return [...currencies].map((currency) => ({
      day: tx.day,
      kind: tx.kind,
      currency,
      collection: tx.entries
        .filter((e) => e.currency === currency && e.account === 'collection')
        .reduce((s, e) => s + e.amount, 0),
      balanced,
    }));
  });
  return reconcile(movements, providerReceived);
}

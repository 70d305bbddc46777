import { type Accessor, SETTLEMENT_STATUS_LABELS, type SettlementStatus } from '@wanju/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { scopeCondition } from '../platform/access/index';
import type { DB } from '../platform/db/schema';

export type Db = Kysely<DB> | Transaction<DB>;

/** The payment account of the user's company (or the user's own without one): one per owner. */
export function accountQuery(db: Db, user: Accessor) {
  return db
    .selectFrom('payment_accounts as pa')
    .selectAll('pa')
    .where(scopeCondition(user, 'company', 'pa'));
}
export type AccountRow = Awaited<ReturnType<ReturnType<typeof accountQuery>['executeTakeFirstOrThrow']>>;

/** Locks the account row: every ledger movement of an account runs one at a time. */
export const lockAccount = (trx: Transaction<DB>, id: number) =>
  trx.selectFrom('payment_accounts').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();

export const accountByProviderId = (trx: Db, provider: string, providerAccountId: string) =>
  trx
    .selectFrom('payment_accounts')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_account_id', '=', providerAccountId)
    .executeTakeFirst();

export async function log(
  trx: Db,
  accountId: number,
  event: string,
  status: string,
  note: string,
  userId: number | null,
  at: Date,
) {
  await trx
    .insertInto('payment_account_log')
    .values({ account_id: accountId, event, status, note, user_id: userId, created_at: at })
    .execute();
}

export const documentsOf = (db: Db, accountId: number, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('payment_documents')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

export const collectionAccounts = (db: Db, accountId: number) =>
  db.selectFrom('collection_accounts').selectAll().where('account_id', '=', accountId).orderBy('id').execute();

/** Contracts with what was received against them and what is settled or in settlement. */
export function contractQuery(db: Db, accountId: number) {
  return db
    .selectFrom('contract_orders as c')
    .selectAll('c')
    .select([
      sql<number>`coalesce((SELECT sum(p.amount_minor) FROM incoming_payments p
        WHERE p.contract_id = c.id AND p.status = 'received'), 0)::bigint`.as('received_minor'),
      sql<number>`coalesce((SELECT sum(s.amount_minor) FROM settlements s
        WHERE s.contract_id = c.id AND s.status <> 'rejected'), 0)::bigint`.as('settled_minor'),
    ])
    .where('c.account_id', '=', accountId);
}
export type ContractRow = Awaited<ReturnType<ReturnType<typeof contractQuery>['executeTakeFirstOrThrow']>>;

export function paymentQuery(db: Db, accountId: number) {
  return db
    .selectFrom('incoming_payments as p')
    .leftJoin('contract_orders as c', 'c.id', 'p.contract_id')
    .selectAll('p')
    .select(sql<string>`coalesce(c.number, '')`.as('contract_number'))
    .where('p.account_id', '=', accountId);
}
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>;

export function settlementQuery(db: Db) {
  return db
    .selectFrom('settlements as s')
    .innerJoin('contract_orders as c', 'c.id', 's.contract_id')
    .selectAll('s')
    .select('c.number as contract_number');
}
export type SettlementRow = Awaited<ReturnType<ReturnType<typeof settlementQuery>['executeTakeFirstOrThrow']>>;

export const statusText = (s: string) => SETTLEMENT_STATUS_LABELS[s as SettlementStatus] ?? s;

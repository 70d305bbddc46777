import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema';

/** Kysely queries of the sync accounts and the prepared syncs (migration 030). */

export type AccountRow = Awaited<ReturnType<typeof accountOfCompany>>;

const accountColumns = [
  'a.id',
  'a.company_id',
  'a.applicant_id',
  'a.software_type',
  'a.company_contact',
  'a.company_telephone',
  'a.company_mobilephone',
  'a.remark',
  'a.status',
  'a.review_remark',
  'a.appkey',
  'a.token',
  'a.local_ips',
  'a.use_ip',
  'a.created_at',
  'a.reviewed_at',
] as const;

export function accountOfCompany(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('trade_sync_accounts as a')
    .select(accountColumns)
    .where('a.company_id', '=', companyId)
    .executeTakeFirst();
}

export function accountByAppkey(db: Kysely<DB>, appkey: string) {
  return db
    .selectFrom('trade_sync_accounts as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.id', 'a.company_id', 'a.status', 'a.token', 'c.name as company_name'])
    .where('a.appkey', '=', appkey)
    .executeTakeFirst();
}

export async function saveApplication(
  db: Kysely<DB>,
  values: {
    companyId: number;
    applicantId: number;
    software_type: number;
    company_contact: string;
    company_telephone: string;
    company_mobilephone: string;
    remark: string;
    /** a rejected application goes back to the queue; an approved one stays approved */
    resubmit: boolean;
  },
  now: Date,
) {
  const fields = {
    applicant_id: values.applicantId,
    software_type: values.software_type,
    company_contact: values.company_contact,
    company_telephone: values.company_telephone,
    company_mobilephone: values.company_mobilephone,
    remark: values.remark,
    updated_at: now,
  };
  await db
    .insertInto('trade_sync_accounts')
    .values({ company_id: values.companyId, ...fields, created_at: now })
    .onConflict((oc) =>
      oc
        .column('company_id')
        .doUpdateSet(values.resubmit ? { ...fields, status: 'pending', review_remark: '' } : fields),
    )
    .execute();
}

export async function setUseIp(db: Kysely<DB>, companyId: number, ip: string, now: Date) {
  await db
    .updateTable('trade_sync_accounts')
    .set({ use_ip: ip, updated_at: now })
    .where('company_id', '=', companyId)
    .execute();
}

export async function finishedSyncs(db: Kysely<DB>, companyIds: number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('trade_sync_requests')
    .select(['company_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('company_id', 'in', companyIds)
    .where('status', '=', 'done')
    .groupBy('company_id')
    .execute();
  return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
}

export async function insertRequest(
  db: Kysely<DB>,
  values: {
    id: string;
    companyId: number;
    userId: number;
    source: 'quotation' | 'sample_cart';
    sourceId: number;
    accountName: string;
    itemCount: number;
  },
  now: Date,
) {
  await db
    .insertInto('trade_sync_requests')
    .values({
      id: values.id,
      company_id: values.companyId,
      user_id: values.userId,
      source: values.source,
      source_id: values.sourceId,
      account_name: values.accountName,
      item_count: values.itemCount,
      created_at: now,
    })
    .execute();
}

export function requestOf(db: Kysely<DB>, id: string, companyId: number) {
  return db
    .selectFrom('trade_sync_requests')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Ends a pending sync; a finished one keeps its first outcome (the portal may report twice). */
export async function finishRequest(db: Kysely<DB>, id: string, status: 'done' | 'failed', message: string, now: Date) {
  await db
    .updateTable('trade_sync_requests')
    .set({ status, message, finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function applications(db: Kysely<DB>, filter: { status?: string; offset: number; limit: number }) {
  let q = db
    .selectFrom('trade_sync_accounts as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('users as u', 'u.id', 'a.applicant_id');
  if (filter.status) q = q.where('a.status', '=', filter.status);
  const [rows, total] = await Promise.all([
    q
      .select([...accountColumns, 'c.name as company_name', 'u.nickname as applicant_name'])
      // the waiting ones first, then the newest
      .orderBy((eb) => eb.case().when('a.status', '=', 'pending').then(0).else(1).end())
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function applicationById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('trade_sync_accounts as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('users as u', 'u.id', 'a.applicant_id')
    .select([...accountColumns, 'c.name as company_name', 'u.nickname as applicant_name'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export async function review(
  db: Kysely<DB>,
  id: number,
  values:
    | { status: 'approved'; localIps: string[]; appkey: string; token: string; reviewRemark: string }
    | { status: 'rejected'; reviewRemark: string },
  reviewerId: number,
  now: Date,
) {
  await db
    .updateTable('trade_sync_accounts')
    .set({
      status: values.status,
      review_remark: values.reviewRemark,
      reviewer_id: reviewerId,
      reviewed_at: now,
      updated_at: now,
      ...(values.status === 'approved'
        ? { local_ips: values.localIps, appkey: values.appkey, token: values.token }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

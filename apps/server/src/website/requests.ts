import type { AccessRequestItem, Page } from '@wanju/api-client';
import { ACCESS_STATUS, accessStatusLabel, auditProblem, WEBSITE_MSG } from '@wanju/domain';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { companySiteIds, requireWebsiteRole, time, type WDb, wdb } from './common';
import { forgetVisitor } from './visitors';

/** /accessRequest: visitors' requests to see prices and order, approved or refused (with a note) by the company. */

const query = (db: WDb, companyId: number) =>
  db
    .selectFrom('website_access_requests as r')
    .innerJoin('websites as w', 'w.id', 'r.website_id')
    .innerJoin('website_visitors as v', 'v.id', 'r.visitor_id')
    .leftJoin('users as u', 'u.id', 'r.audited_by')
    .select([
      'r.id',
      'r.website_id',
      'w.name as website_name',
      'r.visitor_id',
      'v.name as visitor_name',
      'v.account as visitor_account',
      'v.company_name as visitor_company',
      'r.message',
      'r.status',
      'r.note',
      'u.nickname as auditor_name',
      'r.created_at',
      'r.audited_at',
    ])
    .where('r.website_id', 'in', companySiteIds(db, companyId));

type Row = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;
const toItem = (r: Row): AccessRequestItem => ({
  id: r.id,
  website_id: r.website_id,
  website_name: r.website_name,
  visitor_id: r.visitor_id,
  visitor_name: r.visitor_name,
  visitor_account: r.visitor_account,
  visitor_company: r.visitor_company,
  message: r.message,
  status: r.status as 0 | 1 | 2,
  status_text: accessStatusLabel(r.status),
  note: r.note,
  auditor_name: r.auditor_name ?? '',
  created_time: time(r.created_at),
  audited_time: time(r.audited_at),
});

export async function accessRequests(
  ctx: AppContext,
  user: SessionUser,
  input: { website_id?: number; status?: 0 | 1 | 2; keyword?: string; page: number; page_size: number },
): Promise<Page<AccessRequestItem>> {
  requireWebsiteRole(user, 'view');
  const db = wdb(ctx);
  let q = query(db, user.companyId);
  if (input.website_id) q = q.where('r.website_id', '=', input.website_id);
  if (input.status !== undefined) q = q.where('r.status', '=', input.status);
  if (input.keyword) {
    const like = `%${input.keyword}%`;
    q = q.where((eb) =>
      eb.or([eb('v.name', 'ilike', like), eb('v.account', 'ilike', like), eb('v.company_name', 'ilike', like)]),
    );
  }
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom(q.as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q
      .orderBy('r.status')
      .orderBy('r.id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
  ]);
  return { total: Number(n), list: rows.map(toItem) };
}

/** audit_website_access_apply: only the company's staff with the audit role; the visitor's access follows. */
export async function auditAccessRequest(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; approve: boolean; note: string },
): Promise<AccessRequestItem> {
  requireWebsiteRole(user, 'audit');
  const db = wdb(ctx);
  const visitorId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('website_access_requests')
      .select(['id', 'status', 'visitor_id'])
      .where('id', '=', input.id)
      .where('website_id', 'in', companySiteIds(trx, user.companyId))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(WEBSITE_MSG.requestNotFound);
    const problem = auditProblem(row.status, input.approve, input.note);
    if (problem) throw businessError(problem);
    const status = input.approve ? ACCESS_STATUS.approved : ACCESS_STATUS.refused;
    await trx
      .updateTable('website_access_requests')
      .set({ status, note: input.note.trim(), audited_by: user.userId, audited_at: ctx.now() })
      .where('id', '=', row.id)
      .execute();
    await trx.updateTable('website_visitors').set({ access_status: status }).where('id', '=', row.visitor_id).execute();
    return row.visitor_id;
  });
  forgetVisitor(ctx, visitorId);
  return toItem(await query(db, user.companyId).where('r.id', '=', input.id).executeTakeFirstOrThrow());
}

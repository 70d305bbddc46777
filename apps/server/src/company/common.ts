import { CODE } from '@wanju/api-client';
import { COMPANY_MSG, type CompanyPermission, formatZonedDateTime, mayDo } from '@wanju/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError } from '../platform/http/errors';

export type CDB = DB;
export type CDb = Kysely<CDB> | Transaction<CDB>;
export const cdb = (ctx: AppContext) => ctx.database.db;

export const time = (v: Date | string | null | undefined) => (v ? formatZonedDateTime(new Date(v)) : '');

/** The main account's staff-tab setting of a company. */
export async function staffTabClosed(db: CDb, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_displays')
    .select('staff_tab_closed')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.staff_tab_closed ?? false;
}

/** Refuses a user whose role may not do this (the domain's table decides). */
export async function requirePermission(ctx: AppContext, user: SessionUser, permission: CompanyPermission) {
  if (user.companyId <= 0) throw new AppError(CODE.forbidden, COMPANY_MSG.noCompany);
  const closed = permission === 'manage_staff' ? await staffTabClosed(cdb(ctx), user.companyId) : false;
  if (!mayDo(user, permission, { staffTabClosed: closed }))
    throw new AppError(
      CODE.forbidden,
      closed && permission === 'manage_staff' ? COMPANY_MSG.staffTabClosed : COMPANY_MSG.notAllowed,
    );
}

/** Records who changed what in the company (the audit log of /member). */
export async function audit(
  db: CDb,
  user: SessionUser,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
  at?: Date,
): Promise<void> {
  const actor = await db.selectFrom('users').select('nickname').where('id', '=', user.userId).executeTakeFirst();
  await db
    .insertInto('company_audit')
    .values({
      company_id: user.companyId,
      actor_id: user.userId,
      actor_name: actor?.nickname ?? '',
      action,
      target,
      detail: JSON.stringify(detail),
      ...(at ? { created_at: at } : {}),
    })
    .execute();
}

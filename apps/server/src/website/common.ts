import { CODE } from '@wanju/api-client';
import { formatZonedDateTime, mayOnWebsite, WEBSITE_MSG, type WebsitePermission } from '@wanju/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, notFound } from '../platform/http/errors';

export type WDb = Kysely<DB> | Transaction<DB>;
export const wdb = (ctx: AppContext) => ctx.database.db;

export const time = (v: Date | string | null | undefined) => (v ? formatZonedDateTime(new Date(v)) : '');

/** Refuses a user without a company, or whose role may not do this on the company's websites. */
export function requireWebsiteRole(user: SessionUser, permission: WebsitePermission): void {
  if (user.companyId <= 0) throw new AppError(CODE.forbidden, WEBSITE_MSG.noCompany);
  if (!mayOnWebsite(user, permission)) throw new AppError(CODE.forbidden, WEBSITE_MSG.noPermission);
}

/**
 * A website of the user's company, or "not found" (another company's site answers like a missing one).
 * The permission is checked first.
 */
export async function ownSite(ctx: AppContext, user: SessionUser, websiteId: number, permission: WebsitePermission) {
  requireWebsiteRole(user, permission);
  const row = await wdb(ctx)
    .selectFrom('websites')
    .selectAll()
    .where('id', '=', websiteId)
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  if (!row) throw notFound(WEBSITE_MSG.siteNotFound);
  return row;
}

/** The ids of the company's sites (every record query of the admin is limited to them). */
export const companySiteIds = (db: WDb, companyId: number) =>
  db.selectFrom('websites').select('id').where('company_id', '=', companyId);

export const sitePath = (slug: string) => `/site/${slug}/`;

/** Today in the platform's zone, yyyy-mm-dd, and the UTC instant it starts. */
export function zonedDayStart(day: string): Date {
  // Asia/Shanghai has no daylight saving: +08:00 all year.
  return new Date(`${day}T00:00:00+08:00`);
}
export const zonedToday = (now: Date) => formatZonedDateTime(now).slice(0, 10);

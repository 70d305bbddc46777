/** The account area: sign-in, sessions, SMS codes and a user's own settings. Other areas import only this file. */
import type { AppContext, Authenticator } from '../platform/http/context';
import { inCompany, companyPlan as readCompanyPlan } from './repo';
import { authenticate, forgetSessions } from './sessions';

export { hashPassword } from './passwords';
export { loadUserInfo, type StoredUserInfo } from './repo';
export { accountRoutes } from './routes';
export { logSmsSender, type SmsSender } from './sms';

/** The session check route registration uses (set on the AppContext, so the platform imports no area). */
export const sessionAuthenticator =
  (ctx: AppContext): Authenticator =>
  (header) =>
    authenticate(ctx, header);

/** A user's company type and paid flag, as the free-search rule reads them. */
export const companyPlan = (ctx: AppContext, companyId: number) => readCompanyPlan(ctx.database.db, companyId);

/** Whether a user is a colleague (of this company): whom a company's records may be assigned to. */
export const isColleague = (ctx: AppContext, companyId: number, userId: number) =>
  inCompany(ctx.database.db, companyId, userId);

/** The company's shared settings (its own exchange rates and default currency), as get_rate reads them. */
export { companyConfig } from './settings';

/**
 * After a change to who a user is (role, company, disabled, removed, password): this process forgets their
 * remembered sessions at once, so the next request reads the changed rows; other processes do within
 * SESSION_MEMO_MS. Call it after the change is committed.
 */
export const forgetUser = (ctx: AppContext, userId: number) => forgetSessions(ctx, { userId });
/** The user's own settings (the AI assistant's quoted price uses their price formula). */
export { userConfig } from './settings';

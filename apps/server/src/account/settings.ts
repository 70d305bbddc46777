import type { CompanyConfig, UserConfig } from '@wanju/api-client';
import {
  ACCOUNT_MSG,
  currencyCode,
  DEFAULT_COMMONLY_FIELDS,
  type FormulaParameter,
  NEW_FUNC_TIPS,
  normalizeJoinCode,
  parseFormulaParameter,
  seesCompanyRecords,
  type UserInfo,
  validateCommonlyFields,
  validateCompanyBinding,
} from '@wanju/domain';
import { sql } from 'kysely';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { userInfoWithToken } from './service';
import { forgetSessions } from './sessions';

/** A user's settings as stored (users.config), every missing one taking its default. */
function toUserConfig(raw: Record<string, unknown> | null | undefined): UserConfig {
  const config = raw ?? {};
  const fields = Array.isArray(config.commonly_fields) ? config.commonly_fields.map(String) : null;
  return {
    lang: config.lang === 'en' ? 'en' : 'zh',
    price_formula: parseFormulaParameter((config.price_formula ?? null) as FormulaParameter | null),
    commonly_fields: fields && validateCommonlyFields(fields) === null ? fields : [...DEFAULT_COMMONLY_FIELDS],
  };
}

async function storedConfig(ctx: AppContext, userId: number) {
  const row = await ctx.database.db
    .selectFrom('users')
    .select('config')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.config ?? {};
}

export const userConfig = async (ctx: AppContext, user: SessionUser) =>
  toUserConfig(await storedConfig(ctx, user.userId));

/** Merges some settings into the user's own (one statement: concurrent changes of other keys are kept). */
async function mergeConfig(ctx: AppContext, userId: number, patch: Record<string, unknown>) {
  await ctx.database.db
    .updateTable('users')
    .set({ config: sql`config || ${JSON.stringify(patch)}::jsonb` as never })
    .where('id', '=', userId)
    .execute();
}

export async function updateUserConfig(
  ctx: AppContext,
  user: SessionUser,
  body: { lang?: 'zh' | 'en'; price_formula?: FormulaParameter },
): Promise<UserConfig> {
  const patch: Record<string, unknown> = {};
  if (body.lang) patch.lang = body.lang;
  if (body.price_formula) {
    if (!currencyCode(body.price_formula.currency_type)) throw businessError(ACCOUNT_MSG.currencyUnknown);
    patch.price_formula = parseFormulaParameter(body.price_formula);
  }
  if (Object.keys(patch).length) await mergeConfig(ctx, user.userId, patch);
  return userConfig(ctx, user);
}

export async function updateCommonlyFields(ctx: AppContext, user: SessionUser, fields: string[]) {
  const unique = [...new Set(fields)];
  const problem = validateCommonlyFields(unique);
  if (problem) throw businessError(problem);
  await mergeConfig(ctx, user.userId, { commonly_fields: unique });
  return { fields: unique };
}

/** new_func_tip: the user closed a tip; it stays closed on every device. */
export async function closeTip(ctx: AppContext, user: SessionUser, name: string) {
  if (!(name in NEW_FUNC_TIPS)) throw businessError(ACCOUNT_MSG.tipUnknown);
  const row = await ctx.database.db
    .updateTable('users')
    .set({ display_tip: sql`display_tip || ${JSON.stringify({ [name]: 1 })}::jsonb` as never })
    .where('id', '=', user.userId)
    .returning('display_tip')
    .executeTakeFirstOrThrow();
  return { display_tip: row.display_tip ?? {} };
}

/** check_auth_change: whether the role or company the client holds is no longer the user's. */
export async function authChange(ctx: AppContext, user: SessionUser, held: { user_type: number; company_id: number }) {
  const row = await ctx.database.db
    .selectFrom('users')
    .select(['user_type', 'company_id'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  const companyId = row.company_id ?? 0;
  return {
    changed: row.user_type !== held.user_type || companyId !== held.company_id,
    user_type: row.user_type,
    company_id: companyId,
  };
}

/**
 * bind_company: a user without a company joins one by its code (as a salesperson) or creates one (as its
 * main account, a trading company). Answers the fresh user info.
 */
export async function bindCompany(
  ctx: AppContext,
  user: SessionUser,
  body: { mode: 'join'; code: string } | { mode: 'create'; name: string; name_en?: string; contact?: string },
): Promise<UserInfo> {
  const problem = validateCompanyBinding(body);
  if (problem) throw businessError(problem);
  await ctx.database.db.transaction().execute(async (trx) => {
    const me = await trx
      .selectFrom('users')
      .select(['company_id', 'phone', 'nickname'])
      .where('id', '=', user.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (me.company_id) throw businessError(ACCOUNT_MSG.alreadyInCompany);
    if (body.mode === 'join') {
      const company = await trx
        .selectFrom('companies')
        .select('id')
        .where('join_code', '=', normalizeJoinCode(body.code))
        .executeTakeFirst();
      if (!company) throw businessError(ACCOUNT_MSG.companyCodeInvalid);
      await trx
        .updateTable('users')
        .set({ company_id: company.id, user_type: 1 })
        .where('id', '=', user.userId)
        .execute();
      return;
    }
    const company = await trx
      .insertInto('companies')
      .values({
        name: body.name.trim(),
        name_en: body.name_en?.trim() ?? '',
        company_type: 1,
        contact: body.contact?.trim() || me.nickname,
        mobile: me.phone,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ company_id: company.id, user_type: 0 })
      .where('id', '=', user.userId)
      .execute();
  });
  forgetSessions(ctx, { userId: user.userId });
  return userInfoWithToken(ctx, user.userId, user.token);
}

/** The company's shared settings; the join code only for those who may invite (main account, administrator). */
export async function companyConfig(ctx: AppContext, user: SessionUser): Promise<CompanyConfig> {
  if (!user.companyId) throw notFound(ACCOUNT_MSG.noCompany);
  const row = await ctx.database.db
    .selectFrom('companies')
    .select(['id', 'name', 'join_code', 'config'])
    .where('id', '=', user.companyId)
    .executeTakeFirstOrThrow();
  const config = row.config ?? {};
  const rates: Record<string, number> = {};
  for (const [currency, rate] of Object.entries((config.rates ?? {}) as Record<string, unknown>)) {
    if (typeof rate === 'number' && rate > 0) rates[currency] = rate;
  }
  return {
    company_id: row.id,
    company_name: row.name,
    join_code: seesCompanyRecords(user.userType) ? row.join_code : '',
    currency: typeof config.currency === 'string' ? config.currency : 'USD',
    rates,
    print_key: typeof config.print_key === 'string' ? config.print_key : '',
    website: typeof config.website === 'string' ? config.website : '',
  };
}

export async function editCompanyConfig(
  ctx: AppContext,
  user: SessionUser,
  body: { currency?: string; rates?: Record<string, number>; print_key?: string; website?: string },
): Promise<CompanyConfig> {
  if (!user.companyId) throw notFound(ACCOUNT_MSG.noCompany);
  if (!seesCompanyRecords(user.userType)) throw businessError(ACCOUNT_MSG.companyConfigForbidden);
  const known = (c: string) => currencyCode(c) === c;
  if (body.currency !== undefined && !known(body.currency)) throw businessError(ACCOUNT_MSG.currencyUnknown);
  for (const [currency, rate] of Object.entries(body.rates ?? {})) {
    if (!known(currency)) throw businessError(ACCOUNT_MSG.currencyUnknown);
    if (!(rate > 0)) throw businessError(ACCOUNT_MSG.rateInvalid);
  }
  const patch: Record<string, unknown> = {};
  if (body.currency !== undefined) patch.currency = body.currency;
  if (body.rates !== undefined) patch.rates = body.rates;
  if (body.print_key !== undefined) patch.print_key = body.print_key.trim();
  if (body.website !== undefined) patch.website = body.website.trim();
  await ctx.database.db
    .updateTable('companies')
    .set({ config: sql`config || ${JSON.stringify(patch)}::jsonb` as never })
    .where('id', '=', user.companyId)
    .execute();
  return companyConfig(ctx, user);
}

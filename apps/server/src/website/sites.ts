import type { WebsiteProductBrief, WebsiteSettings, WebsiteSummary } from '@wanju/api-client';
import {
  ACCESS_STATUS,
  DEFAULT_SITE_COLORS,
  normaliseHost,
  SITE_STATUS,
  siteLanguages,
  siteSettingsProblem,
  siteStatusLabel,
  slugProblem,
  WEBSITE_MAX_PER_COMPANY,
  WEBSITE_MSG,
} from '@wanju/domain';
import { companyDisplay, companyProductsBrief } from '../company/index';
import { requireStoredPictures } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { forgetSites, type SiteRow } from './cache';
import { ownSite, requireWebsiteRole, sitePath, time, type WDb, wdb, zonedDayStart, zonedToday } from './common';

/** /websiteList and /siteSettings: the company's sites, their settings, publishing, the old version's migration. */

const isUnique = (e: unknown) => String((e as { code?: string }).code) === '23505';

async function summaries(ctx: AppContext, db: WDb, rows: SiteRow[]): Promise<WebsiteSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const since = zonedDayStart(zonedToday(ctx.now()));
  const [visits, pending] = await Promise.all([
    db
      .selectFrom('website_visits')
      .select(['website_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('website_id', 'in', ids)
      .where('created_at', '>=', since)
      .groupBy('website_id')
      .execute(),
    db
      .selectFrom('website_access_requests')
      .select(['website_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('website_id', 'in', ids)
      .where('status', '=', ACCESS_STATUS.pending)
      .groupBy('website_id')
      .execute(),
  ]);
  const visitsOf = new Map(visits.map((v) => [v.website_id, Number(v.n)]));
  const pendingOf = new Map(pending.map((v) => [v.website_id, Number(v.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    host: r.host,
    logo: r.logo,
    status: r.status === SITE_STATUS.published ? 1 : 0,
    status_text: siteStatusLabel(r.status),
    path: sitePath(r.slug),
    visits_today: visitsOf.get(r.id) ?? 0,
    pending_requests: pendingOf.get(r.id) ?? 0,
    created_time: time(r.created_at),
    published_time: time(r.published_at),
  }));
}

async function summary(ctx: AppContext, row: SiteRow): Promise<WebsiteSummary> {
  return (await summaries(ctx, wdb(ctx), [row]))[0] as WebsiteSummary;
}

/** website_list: every site of the company (everyone of the company may read). */
export async function websiteList(ctx: AppContext, user: SessionUser): Promise<{ list: WebsiteSummary[] }> {
  requireWebsiteRole(user, 'view');
  const db = wdb(ctx);
  const rows = await db
    .selectFrom('websites')
    .selectAll()
    .where('company_id', '=', user.companyId)
    .orderBy('id')
    .execute();
  return { list: await summaries(ctx, db, rows) };
}

async function insertSite(
  ctx: AppContext,
  user: SessionUser,
  values: { name: string; slug: string; name_en?: string; logo?: string; banners?: string[]; description?: string },
): Promise<SiteRow> {
  const db = wdb(ctx);
  const { n } = await db
    .selectFrom('websites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', user.companyId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= WEBSITE_MAX_PER_COMPANY) throw businessError(WEBSITE_MSG.tooManySites(WEBSITE_MAX_PER_COMPANY));
  try {
    return await db
      .insertInto('websites')
      .values({
        ...values,
        company_id: user.companyId,
        primary_color: DEFAULT_SITE_COLORS.primary,
        accent_color: DEFAULT_SITE_COLORS.accent,
        created_by: user.userId,
        created_at: ctx.now(),
        updated_at: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (e) {
    if (isUnique(e)) throw businessError(WEBSITE_MSG.slugTaken);
    throw e;
  }
}

export async function addSite(ctx: AppContext, user: SessionUser, input: { name: string; slug: string }) {
  requireWebsiteRole(user, 'manage');
  if (!input.name.trim()) throw businessError(WEBSITE_MSG.nameRequired);
  const slug = input.slug.trim().toLowerCase();
  const problem = slugProblem(slug);
  if (problem) throw businessError(problem);
  const row = await insertSite(ctx, user, { name: input.name.trim(), slug });
  forgetSites(ctx);
  return summary(ctx, row);
}

type SettingsInput = Partial<
  Pick<
    WebsiteSettings,
    | 'name'
    | 'name_en'
    | 'slug'
    | 'host'
    | 'logo'
    | 'primary_color'
    | 'accent_color'
    | 'banners'
    | 'languages'
    | 'description'
    | 'description_en'
    | 'category_ids'
    | 'selected_products'
    | 'product_ids'
    | 'featured_ids'
    | 'show_prices'
  >
>;

/** Changes the fields given, keeping the others; the whole result is checked by the domain's rule. */
async function update(ctx: AppContext, user: SessionUser, id: number, input: SettingsInput): Promise<SiteRow> {
  const current = await ownSite(ctx, user, id, 'manage');
  const next = { ...current, ...input };
  next.slug = next.slug.trim().toLowerCase();
  const host = normaliseHost(next.host);
  const problem = siteSettingsProblem({ ...next, host: next.host });
  if (problem) throw businessError(problem);
  next.host = host ?? '';
  next.languages = siteLanguages(next.languages);
  await requireStoredPictures(
    ctx,
    [input.logo, ...(input.banners ?? [])].filter((p): p is string => Boolean(p)),
  );
  // Only the company's own products can be shown; ids of others are dropped.
  const chosen = [...new Set([...(input.product_ids ?? []), ...(input.featured_ids ?? [])])];
  if (chosen.length) {
    const own = new Set((await companyProductsBrief(wdb(ctx), user.companyId, chosen)).map((p) => p.id));
    if (input.product_ids) next.product_ids = input.product_ids.filter((p) => own.has(p));
    if (input.featured_ids) next.featured_ids = input.featured_ids.filter((p) => own.has(p));
  }
  try {
    const row = await wdb(ctx)
      .updateTable('websites')
      .set({
        name: next.name.trim(),
        name_en: next.name_en,
        slug: next.slug,
        host: next.host,
        logo: next.logo,
        primary_color: next.primary_color,
        accent_color: next.accent_color,
        banners: next.banners,
        languages: next.languages,
        description: next.description,
        description_en: next.description_en,
        category_ids: next.category_ids,
        selected_products: next.selected_products,
        product_ids: next.product_ids,
        featured_ids: next.featured_ids,
        show_prices: next.show_prices,
        updated_at: ctx.now(),
      })
      .where('id', '=', id)
      .where('company_id', '=', user.companyId)
      .returningAll()
      .executeTakeFirstOrThrow();
    forgetSites(ctx);
    return row;
  } catch (e) {
    if (isUnique(e)) {
      const detail = String((e as { constraint?: string; detail?: string }).constraint ?? (e as Error).message);
      throw businessError(detail.includes('host') ? WEBSITE_MSG.hostTaken : WEBSITE_MSG.slugTaken);
    }
    throw e;
  }
}

export async function editSite(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; name?: string; slug?: string },
) {
  const { id, ...rest } = input;
  return summary(ctx, await update(ctx, user, id, rest));
}

export async function deleteSite(ctx: AppContext, user: SessionUser, id: number): Promise<null> {
  await ownSite(ctx, user, id, 'manage');
  await wdb(ctx).deleteFrom('websites').where('id', '=', id).where('company_id', '=', user.companyId).execute();
  forgetSites(ctx);
  return null;
}

export async function setStatus(ctx: AppContext, user: SessionUser, id: number, status: 0 | 1) {
  const site = await ownSite(ctx, user, id, 'manage');
  const row = await wdb(ctx)
    .updateTable('websites')
    .set({
      status,
      published_at: status === SITE_STATUS.published ? (site.published_at ?? ctx.now()) : site.published_at,
      updated_at: ctx.now(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  forgetSites(ctx);
  return summary(ctx, row);
}

export async function getSettings(ctx: AppContext, user: SessionUser, id: number): Promise<WebsiteSettings> {
  const row = await ownSite(ctx, user, id, 'view');
  return settingsOf(ctx, user, row);
}

async function settingsOf(ctx: AppContext, user: SessionUser, row: SiteRow): Promise<WebsiteSettings> {
  const ids = [...new Set([...row.product_ids, ...row.featured_ids])];
  const products = await companyProductsBrief(wdb(ctx), user.companyId, ids);
  return {
    ...(await summary(ctx, row)),
    name_en: row.name_en,
    primary_color: row.primary_color,
    accent_color: row.accent_color,
    banners: row.banners,
    languages: siteLanguages(row.languages),
    description: row.description,
    description_en: row.description_en,
    category_ids: row.category_ids,
    selected_products: row.selected_products,
    product_ids: row.product_ids,
    featured_ids: row.featured_ids,
    show_prices: row.show_prices,
    products,
  };
}

export async function saveSettings(ctx: AppContext, user: SessionUser, input: SettingsInput & { id: number }) {
  const { id, ...rest } = input;
  return settingsOf(ctx, user, await update(ctx, user, id, rest));
}

/**
 * get_product_lList: the products a site shows, in the order chosen (its chosen products, then featured
 * ones not among them), a page; `keyword` keeps those whose name or item number holds it.
 */
export async function siteProducts(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; keyword?: string; page: number; page_size: number },
): Promise<{ list: WebsiteProductBrief[]; total: number }> {
  const row = await ownSite(ctx, user, input.id, 'view');
  const ids = [...new Set([...row.product_ids, ...row.featured_ids])];
  const byId = new Map((await companyProductsBrief(wdb(ctx), user.companyId, ids)).map((p) => [p.id, p]));
  const needle = input.keyword?.trim().toLowerCase() ?? '';
  const shown = ids
    .flatMap((pid) => byId.get(pid) ?? [])
    .filter((p) => !needle || p.name.toLowerCase().includes(needle) || p.item_number.toLowerCase().includes(needle));
  const start = (input.page - 1) * input.page_size;
  return { list: shown.slice(start, start + input.page_size), total: shown.length };
}

/** remove: takes products off a site (chosen and featured); answers how many it showed of them. */
export async function removeSiteProducts(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; ids: readonly number[] },
): Promise<{ removed: number }> {
  await ownSite(ctx, user, input.id, 'manage');
  const gone = new Set(input.ids);
  // Under the row lock: a concurrent change of the settings is neither lost nor overwritten.
  const before = await wdb(ctx)
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom('websites')
        .select(['product_ids', 'featured_ids'])
        .where('id', '=', input.id)
        .where('company_id', '=', user.companyId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('websites')
        .set({
          product_ids: current.product_ids.filter((p) => !gone.has(p)),
          featured_ids: current.featured_ids.filter((p) => !gone.has(p)),
          updated_at: ctx.now(),
        })
        .where('id', '=', input.id)
        .execute();
      return current;
    });
  forgetSites(ctx);
  return { removed: new Set([...before.product_ids, ...before.featured_ids].filter((p) => gone.has(p))).size };
}

/**
 * migration_website_data: an old-version company's online showroom becomes a new-version website: its
 * display (names, logo, publicity pictures, introduction) is copied into a first site, and the company
 * switches to the new version (the guard then sends /company_website to /websiteList).
 */
export async function migrateOldVersion(ctx: AppContext, user: SessionUser): Promise<WebsiteSummary> {
  requireWebsiteRole(user, 'manage');
  const db = wdb(ctx);
  const display = await companyDisplay(ctx, user.companyId);
  if (!display) throw businessError(WEBSITE_MSG.noCompany);
  if (display.is_new_version) throw businessError(WEBSITE_MSG.alreadyNewVersion);
  const existing = await db
    .selectFrom('websites')
    .selectAll()
    .where('company_id', '=', user.companyId)
    .orderBy('id')
    .executeTakeFirst();
  const row =
    existing ??
    (await insertSite(ctx, user, {
      name: display.name,
      name_en: display.name_en,
      slug: `company-${user.companyId}`,
      logo: display.logo,
      banners: display.publicity.slice(0, 8),
      description: display.introduction.slice(0, 300),
    }));
  // The company's version flag is the account's field; the migration is the one place that flips it.
  await db.updateTable('companies').set({ is_new_version: true }).where('id', '=', user.companyId).execute();
  forgetSites(ctx);
  return summary(ctx, row);
}

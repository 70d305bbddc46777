import type { Section, ToyDetail, ToyPage } from '@wanju/api-client';
import {
  CATEGORIES,
  CATEGORY_GROUPS,
  CERTIFICATES,
  ERROR_REPORT,
  ERROR_REPORT_MSG,
  formatZonedDateTime,
  MSG,
  type SearchKind,
  WORKING_SET_MSG,
} from '@wanju/domain';
import { fileUrl } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { listProducts, productDetail, productsByIds, type ToyFilters } from './products';
import * as repo from './repo';
import { chargeSearch, logSearch } from './search';
import { type ParsedQuery, parseQuery } from './text';

type Db = Parameters<typeof repo.listedProducts>[0];

/** A keyword that leaves nothing searchable (only punctuation) is refused; an empty one lists everything. */
export function checkKeyword(keyword: string | undefined): { keyword: string; parsed: ParsedQuery } {
  const text = keyword?.trim() ?? '';
  const parsed = parseQuery(text);
  if (text && !parsed.tsquery) throw businessError(MSG.keywordInvalid);
  return { keyword: text, parsed };
}

/**
 * A search by keyword (products or factories): validated, charged to the free quota (first page of a new
 * query), run, and logged for recent and hot searches.
 */
export async function chargedSearch<P extends { total: number }>(
  ctx: AppContext,
  user: SessionUser,
  search: { kind: SearchKind; keyword?: string; page: number },
  run: (parsed: ParsedQuery) => Promise<P>,
): Promise<P> {
  const { keyword, parsed } = checkKeyword(search.keyword);
  const counted = keyword
    ? await chargeSearch(ctx, user, { kind: search.kind, query: keyword, page: search.page })
    : false;
  const page = await run(parsed);
  if (keyword && search.page === 1)
    await logSearch(ctx, user, { kind: search.kind, query: keyword, result_count: page.total, counted });
  return page;
}

/** A product list (a section, a category, an IP …) searched by keyword or not. */
export const searchProducts = (ctx: AppContext, user: SessionUser, filters: ToyFilters): Promise<ToyPage> =>
  chargedSearch(ctx, user, { kind: 'keyword', keyword: filters.keyword, page: filters.page }, (parsed) =>
    listProducts(ctx, filters, parsed),
  );

/** The first products of a home-page section. */
export async function sectionHead(ctx: AppContext, section: Section, limit: number) {
  return (
    await listProducts(ctx, { page: 1, page_size: limit, section, ...(section === 'new' ? { sort: 'new' } : {}) })
  ).list;
}

export async function detail(ctx: AppContext, id: number): Promise<ToyDetail> {
  return (await productDetail(ctx, id)) ?? Promise.reject(notFound());
}

export async function ipList(ctx: AppContext) {
  return (await repo.ipLicences(ctx.database.db)).map((r) => ({ ...r, picture: fileUrl(r.picture) }));
}

export async function ipPage(ctx: AppContext, page: { page: number; page_size: number }) {
  const list = await ipList(ctx);
  return { list: list.slice((page.page - 1) * page.page_size, page.page * page.page_size), total: list.length };
}

/** One IP licence with a page of its products (most popular first). */
export async function ipDetail(
  ctx: AppContext,
  user: SessionUser,
  body: { id: number; page: number; page_size: number },
) {
  const ip = (await ipList(ctx)).find((i) => i.id === body.id);
  if (!ip) throw notFound();
  return {
    ip,
    ...(await searchProducts(ctx, user, { page: body.page, page_size: body.page_size, ip_id: body.id, sort: 'hot' })),
  };
}

export async function categoryList(ctx: AppContext, groupId?: string) {
  const counts = await repo.categoryCounts(ctx.database.db);
  return CATEGORIES.filter((c) => !groupId || c.groupId === groupId).map((c) => ({
    id: c.id,
    name: c.name,
    name_en: c.name_en,
    group_id: c.groupId,
    toy_count: counts.get(c.id) ?? 0,
  }));
}

export async function category(ctx: AppContext, id: number) {
  const c = CATEGORIES.find((x) => x.id === id);
  if (!c) throw notFound();
  const group = CATEGORY_GROUPS.find((g) => g.id === c.groupId);
  return {
    id: c.id,
    name: c.name,
    name_en: c.name_en,
    group_id: c.groupId,
    group_name: group?.name ?? '',
    toy_count: (await repo.categoryCounts(ctx.database.db)).get(c.id) ?? 0,
  };
}

export async function certificateList(ctx: AppContext) {
  const byCode = await repo.certificateCounts(ctx.database.db);
  return CERTIFICATES.map((c) => ({ code: c.id, name: c.name, region: c.region, toy_count: byCode.get(c.id) ?? 0 }));
}

export function certificateRegions() {
  const regions = new Map<string, string[]>();
  for (const c of CERTIFICATES) regions.set(c.region, [...(regions.get(c.region) ?? []), c.id]);
  return [...regions].map(([region, certificates]) => ({ region, certificates }));
}

/** Products listed in [start, end) and how many factories listed them (the home page's broadcast). */
export const listingsBetween = (ctx: AppContext, start: Date, end: Date) =>
  repo.listingsBetween(ctx.database.db, start, end);

/** Whether a product is listed (exists and is not blacklisted). */
export const productListed = (ctx: AppContext, id: number) => repo.productExists(ctx.database.db, id, true);

/** toy_browse_log: a view of a product, counted towards its popularity. */
export async function recordView(ctx: AppContext, user: SessionUser, body: { toy_id: number; module?: string }) {
  if (!(await repo.productExists(ctx.database.db, body.toy_id))) throw notFound();
  await repo.recordProductView(ctx.database.db, {
    user_id: user.userId,
    kind: body.module === 'new' ? 'toy_new' : 'toy',
    product_id: body.toy_id,
    module: body.module ?? '',
    created_at: ctx.now(),
  });
}

/** The user's own browse history (personal records), last view first. */
export async function browsed(
  ctx: AppContext,
  user: SessionUser,
  kinds: readonly string[],
  page: { page: number; page_size: number },
) {
  const { rows, total } = await repo.browsedProducts(ctx.database.db, user.userId, kinds, page);
  const items = await productsByIds(
    ctx,
    rows.map((r) => r.product_id),
  );
  return {
    list: rows.flatMap((r) => {
      const item = items.get(r.product_id);
      return item ? [{ ...item, browse_time: formatZonedDateTime(new Date(r.last)) }] : [];
    }),
    total,
  };
}

/** edit_error: a signed-in user reports what is wrong with a listed product, a few times a day at most. */
export async function reportError(
  ctx: AppContext,
  user: SessionUser,
  body: { toy_id: number; types: string[]; content: string },
) {
  const { db } = ctx.database;
  if (!(await repo.productExists(db, body.toy_id, true))) throw notFound();
  const now = ctx.now();
  const since = new Date(now.getTime() - 24 * 3600 * 1000);
  if ((await repo.errorReportsSince(db, user.userId, body.toy_id, since)) >= ERROR_REPORT.perProductPerDay)
    throw businessError(ERROR_REPORT_MSG.tooMany);
  return repo.insertErrorReport(db, {
    user_id: user.userId,
    toy_id: body.toy_id,
    types: [...new Set(body.types)],
    content: body.content,
    created_at: now,
  });
}

/** Products that exist and are listed, of the given ids (with their factories); refuses the call naming the others. */
export async function requireListedProducts(db: Db, ids: readonly number[]) {
  const found = await repo.listedProducts(db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw businessError(WORKING_SET_MSG.unknownProducts(missing.slice(0, 20)));
  return found;
}

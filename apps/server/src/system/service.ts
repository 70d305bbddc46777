import type { CategoryGroupItem, EnumItem, HelpArticle, ToyItem } from '@wanju/api-client';
import { CURRENCIES, zonedParts, zonedTimeToUtc } from '@wanju/domain';
import { companyConfig } from '../account/index';
import { hotSearches, listingsBetween, productsByIds } from '../catalogue/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { mostPickedProducts } from '../working-set/index';
import * as repo from './repo';

/** The enums grouped by kind. */
export async function enumsByKind(ctx: AppContext, kind?: string): Promise<Record<string, EnumItem[]>> {
  const byKind: Record<string, EnumItem[]> = {};
  for (const row of await repo.enums(ctx.database.db, kind)) {
    byKind[row.kind] = [...(byKind[row.kind] ?? []), row];
  }
  return byKind;
}

/** get_public_config: what the shell needs before sign-in (categories by group, certificates, showrooms, keywords, enums). */
export async function publicConfig(ctx: AppContext, cate?: number[]) {
  const { db } = ctx.database;
  const [categories, certification, showroom_list, keyword, enums] = await Promise.all([
    repo.categories(db),
    repo.certificates(db),
    repo.showrooms(db),
    repo.hotKeywords(db, 20),
    enumsByKind(ctx),
  ]);
  const groups = new Map<string, CategoryGroupItem>();
  for (const category of categories) {
    const group = groups.get(category.group_id) ?? { id: category.group_id, name: category.group_name, children: [] };
    group.children.push(category);
    groups.set(category.group_id, group);
  }
  const wanted = new Set(cate ?? []);
  return {
    showroom_list,
    cate_list: wanted.size ? categories.filter((c) => wanted.has(c.id)) : categories,
    certification,
    category_list: [...groups.values()],
    keyword,
    enum: enums,
  };
}

/** get_help_contents: the help centre's articles in their order. */
export async function helpContents(ctx: AppContext): Promise<{ list: HelpArticle[] }> {
  const rows = await repo.helpArticles(ctx.database.db);
  return { list: rows.map((r) => ({ id: r.slug, title: r.title, paragraphs: r.paragraphs })) };
}

/** get_rate: the platform's rates, each replaced by the company's own where it set one; its default currency. */
export async function rates(ctx: AppContext, user: SessionUser) {
  const company = user.companyId ? await companyConfig(ctx, user) : null;
  const platform = await repo.exchangeRates(ctx.database.db);
  const list = platform
    .filter((r) => r.currency in CURRENCIES)
    .map((r) => {
      const own = company?.rates[r.currency];
      const c = CURRENCIES[r.currency as keyof typeof CURRENCIES];
      return {
        currency: r.currency,
        name: c.name,
        symbol: c.symbol,
        rate: own ?? Number(r.rate),
        own: own !== undefined,
      };
    });
  return { currency: company?.currency ?? 'USD', list };
}

export const hot = async (ctx: AppContext, limit = 10) => ({ list: await hotSearches(ctx, limit) });

const MONTH_MS = 30 * 86_400_000;

/** get_hot_sample_select: the month's most picked products, listed ones only, most picked first. */
export async function hotSampleSelect(ctx: AppContext, limit = 12): Promise<{ list: ToyItem[] }> {
  const ids = await mostPickedProducts(ctx, new Date(ctx.now().getTime() - MONTH_MS), limit * 2);
  const products = await productsByIds(ctx, ids);
  const list = ids.flatMap((id) => {
    const p = products.get(id);
    return p ? [p] : [];
  });
  return { list: list.slice(0, limit) };
}

/** /api/toy/get_count: listed products and their factories, and products listed today (Asia/Shanghai). */
export async function toyCount(ctx: AppContext) {
  const now = ctx.now();
  const today = zonedTimeToUtc({ ...zonedParts(now), hour: 0, minute: 0, second: 0, millisecond: 0 });
  const future = new Date(now.getTime() + 86_400_000);
  const [all, todays] = await Promise.all([
    listingsBetween(ctx, new Date(0), future),
    listingsBetween(ctx, today, future),
  ]);
  return {
    toy_count: Number(all.toy_count),
    factory_count: Number(all.factory_count),
    today_toy_count: Number(todays.toy_count),
  };
}

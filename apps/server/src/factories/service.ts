import type { FactoryDetail } from '@wanju/api-client';
import { chargedSearch, listProducts } from '../catalogue/index';
import { fileUrl } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import * as repo from './repo';

type Page = { page: number; page_size: number };

/** Factory search by name or phone: validated and charged to the free quota like a product search. */
export const searchFactories = (
  ctx: AppContext,
  user: SessionUser,
  filters: Page & { keyword?: string; region_id?: number; is_taxpayer?: 0 | 1; showroom_id?: number },
) =>
  chargedSearch(ctx, user, { kind: 'factory', keyword: filters.keyword, page: filters.page }, () =>
    repo.listFactories(ctx, filters),
  );

export async function detail(ctx: AppContext, id: number): Promise<FactoryDetail> {
  return (await repo.factoryDetail(ctx, id)) ?? Promise.reject(notFound());
}

/** A factory's newest products. */
export const products = (ctx: AppContext, body: Page & { id: number }) =>
  listProducts(ctx, { page: body.page, page_size: body.page_size, factory_id: body.id, sort: 'new' });

export const regions = (ctx: AppContext) => repo.regionList(ctx);

/** One manufacturing region with a page of its factories. */
export async function region(ctx: AppContext, body: Page & { id: number }) {
  const [area] = await repo.regionList(ctx, body.id);
  if (!area) throw notFound();
  return {
    area,
    ...(await repo.listFactories(ctx, { page: body.page, page_size: body.page_size, region_id: body.id })),
  };
}

/** Regions ranked by their products (most first). */
export async function regionRanking(ctx: AppContext) {
  return (await repo.regionList(ctx))
    .map((r) => ({ region_id: r.id, region_name: r.name, toy_count: r.toy_count, factory_count: r.factory_count }))
    .sort((a, b) => b.toy_count - a.toy_count || a.region_id - b.region_id);
}

export const showrooms = (ctx: AppContext) => repo.showroomsWithCounts(ctx);

/** The home page's licence wall: a page of factories with their business licences. */
export async function licencePage(ctx: AppContext, body: Page & { keyword?: string }) {
  const page = await repo.listFactories(ctx, { page: body.page, page_size: body.page_size, keyword: body.keyword });
  const byId = await repo.licences(
    ctx,
    page.list.map((f) => f.id),
  );
  return {
    list: page.list.map((f) => ({
      id: f.id,
      name: f.name,
      license: fileUrl(byId.get(f.id)),
      region_name: f.region_name,
    })),
    total: page.total,
  };
}

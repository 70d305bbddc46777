import { api, type Section } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionUser } from '../platform/http/context';
import { route } from '../platform/http/route';
import { excelRoutes } from './excel';
import type { ToyFilters } from './products';
import { hotSearches, recentSearches, suggestions } from './search';
import * as catalogue from './service';

/** Products: the lists and sections, details, categories, certificates, IP licences, search and browse history. */
export function catalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { toy, home, hot, gcc, log } = api;

  const search = async ({ body, user }: { body: ToyFilters; user: SessionUser }) =>
    catalogue.searchProducts(ctx, user, body);
  const inSection =
    (section: Section) =>
    async ({ body, user }: { body: ToyFilters; user: SessionUser }) =>
      catalogue.searchProducts(ctx, user, { ...body, section });
  const certified = async ({ body, user }: { body: ToyFilters; user: SessionUser }) =>
    catalogue.searchProducts(ctx, user, { ...body, certification: body.certification ?? 'EN71' });

  route(app, ctx, toy.getList, search);
  route(app, ctx, toy.getToyNewList, inSection('new'));
  route(app, ctx, toy.getRealNewList, async ({ body, user }) =>
    catalogue.searchProducts(ctx, user, { ...body, section: 'new', sort: body.sort ?? 'new' }),
  );
  route(app, ctx, toy.getToyHot, inSection('hot'));
  route(app, ctx, toy.getToyStockList, inSection('stock'));
  route(app, ctx, toy.getToyCrossList, inSection('cross'));
  route(app, ctx, toy.getToySpreadList, inSection('spread'));
  route(app, ctx, toy.getOverseasRecommendation, inSection('overseas'));
  route(app, ctx, toy.getPlatformRecommend, inSection('platform'));
  route(app, ctx, toy.getRecommendToy, inSection('carefully_chosen'));
  route(app, ctx, toy.getToyRecommend, inSection('platform'));
  route(app, ctx, toy.getCertificationList, certified);
  route(app, ctx, home.getCarefullyChosenToy, inSection('carefully_chosen'));
  route(app, ctx, hot.getHot, inSection('hot'));
  route(app, ctx, hot.getPopularityToy, inSection('ranking'));
  route(app, ctx, gcc.getCertificationList, certified);

  const detail = async ({ body }: { body: { id: number } }) => catalogue.detail(ctx, body.id);
  for (const endpoint of [
    toy.getDetail,
    toy.detailStock,
    toy.detailSpread,
    toy.detailCross,
    toy.detailNew,
    toy.detail3d,
    toy.getToyHotDetail,
    hot.getHotDetail,
  ]) {
    route(app, ctx, endpoint, detail);
  }

  route(app, ctx, toy.getIpConfig, async () => ({ list: await catalogue.ipList(ctx) }));
  route(app, ctx, toy.getIpList, async ({ body }) => catalogue.ipPage(ctx, body));
  route(app, ctx, toy.getIp, async ({ body, user }) => catalogue.ipDetail(ctx, user, body));
  route(app, ctx, toy.getSearchSuggest, async ({ body, user }) => ({
    list: await suggestions(ctx, user ?? null, body.keyword),
  }));
  route(app, ctx, toy.editError, async ({ body, user }) => catalogue.reportError(ctx, user, body));

  route(app, ctx, home.getCateList, async ({ body }) => ({ list: await catalogue.categoryList(ctx, body.group_id) }));
  route(app, ctx, home.getCate, async ({ body }) => catalogue.category(ctx, body.id));
  route(app, ctx, home.getHotSearch, async () => ({ list: await hotSearches(ctx) }));
  route(app, ctx, home.getToyHot, async ({ body }) => ({
    list: await catalogue.sectionHead(ctx, 'hot', body.limit ?? 12),
  }));
  route(app, ctx, home.getToyNew, async ({ body }) => ({
    list: await catalogue.sectionHead(ctx, 'new', body.limit ?? 12),
  }));

  route(app, ctx, gcc.getGccList, async () => ({ list: await catalogue.certificateList(ctx) }));
  route(app, ctx, gcc.getCertificationRegion, async () => ({ list: catalogue.certificateRegions() }));

  route(app, ctx, log.getRecentSearches, async ({ body, user }) => ({
    list: await recentSearches(ctx, user, body.kind),
  }));
  route(app, ctx, log.toyBrowseLog, async ({ body, user }) => {
    await catalogue.recordView(ctx, user, body);
    return null;
  });
  route(app, ctx, log.toyBrowseLogAll, async ({ body, user }) =>
    catalogue.browsed(ctx, user, ['toy', 'toy_new'], body),
  );
  route(app, ctx, log.toyNewBrowseLogAll, async ({ body, user }) => catalogue.browsed(ctx, user, ['toy_new'], body));

  excelRoutes(app, ctx);
}

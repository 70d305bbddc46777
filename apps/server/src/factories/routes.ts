import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as factories from './service';

/** Factories, manufacturing regions, showrooms and the licence wall. */
export function factoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { factory, home, gcc } = api;

  route(app, ctx, factory.getList, async ({ body, user }) => factories.searchFactories(ctx, user, body));
  route(app, ctx, factory.getDetail, async ({ body }) => factories.detail(ctx, body.id));
  route(app, ctx, factory.getToyList, async ({ body }) => factories.products(ctx, body));
  route(app, ctx, factory.getAreaList, async () => ({ list: await factories.regions(ctx) }));
  route(app, ctx, factory.getArea, async ({ body }) => factories.region(ctx, body));
  route(app, ctx, home.getShowroom, async () => ({ list: await factories.showrooms(ctx) }));
  route(app, ctx, home.getLicense, async ({ body }) => factories.licencePage(ctx, body));
  route(app, ctx, gcc.getRankRegion, async () => ({ list: await factories.regionRanking(ctx) }));
}

import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as system from './service';
import * as pages from './user-pages';

/** The shell's configuration and enums, rates, help, hot lists, and the pages a user opened. */
export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, api.system.getPublicConfig, async ({ body }) => system.publicConfig(ctx, body.cate));
  route(app, ctx, api.system.getEnum, async ({ body }) => system.enumsByKind(ctx, body.kind));

  const s = api.system;
  route(app, ctx, s.getHelpContents, async () => system.helpContents(ctx));
  route(app, ctx, s.getRate, async ({ user }) => system.rates(ctx, user));
  route(app, ctx, s.getHot, async ({ body }) => system.hot(ctx, body.limit));
  route(app, ctx, s.getHotSampleSelect, async ({ body }) => system.hotSampleSelect(ctx, body.limit));
  route(app, ctx, s.getToyCount, async () => system.toyCount(ctx));
  route(app, ctx, s.saveMenuStatistics, async ({ body, user }) => {
    await pages.recordPageVisit(ctx, user, body);
    return null;
  });
  route(app, ctx, s.getHistoryRecord, async ({ body, user }) => pages.historyRecords(ctx, user, body));
  route(app, ctx, s.removeHistoryRecord, async ({ body, user }) => pages.removeHistoryRecords(ctx, user, body));
  route(app, ctx, s.getOrder, async ({ body, user }) => pages.pageOrder(ctx, user, body.limit ?? 8));
}

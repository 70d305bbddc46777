import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import { loadHosts } from './cache';
import * as commerce from './commerce';
import * as news from './news';
import { publicSiteRoutes } from './public';
import * as records from './records';
import * as requests from './requests';
import * as sites from './sites';
import { flushVisits } from './tracking';

/** The company website: the admin's calls and the public sites. */
export function websiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { website: w } = api;
  route(app, ctx, w.websiteList, async ({ user }) => sites.websiteList(ctx, user));
  route(app, ctx, w.add, async ({ body, user }) => sites.addSite(ctx, user, body));
  route(app, ctx, w.edit, async ({ body, user }) => sites.editSite(ctx, user, body));
  route(app, ctx, w.delete, async ({ body, user }) => sites.deleteSite(ctx, user, body.id));
  route(app, ctx, w.status, async ({ body, user }) => sites.setStatus(ctx, user, body.id, body.status));
  route(app, ctx, w.getProductList, async ({ body, user }) => sites.siteProducts(ctx, user, body));
  route(app, ctx, w.remove, async ({ body, user }) => sites.removeSiteProducts(ctx, user, body));
  route(app, ctx, w.getSettings, async ({ body, user }) => sites.getSettings(ctx, user, body.id));
  route(app, ctx, w.saveSettings, async ({ body, user }) => sites.saveSettings(ctx, user, body));
  route(app, ctx, w.migrationWebsiteData, async ({ user }) => sites.migrateOldVersion(ctx, user));

  route(app, ctx, w.newsList, async ({ body, user }) => news.newsList(ctx, user, body));
  route(app, ctx, w.newsAdd, async ({ body, user }) => news.newsAdd(ctx, user, body));
  route(app, ctx, w.newsEdit, async ({ body, user }) => news.newsEdit(ctx, user, body));
  route(app, ctx, w.newsDelete, async ({ body, user }) => news.newsDelete(ctx, user, body.id));

  route(app, ctx, w.getAccessApply, async ({ body, user }) => requests.accessRequests(ctx, user, body));
  route(app, ctx, w.auditAccessApply, async ({ body, user }) => requests.auditAccessRequest(ctx, user, body));

  route(app, ctx, w.sampleLists, async ({ body, user }) => commerce.sampleLists(ctx, user, body));
  route(app, ctx, w.sampleListDetail, async ({ body, user }) => commerce.sampleListDetail(ctx, user, body.id));
  route(app, ctx, w.orderList, async ({ body, user }) => commerce.orderList(ctx, user, body));
  route(app, ctx, w.orderDetail, async ({ body, user }) => commerce.orderDetail(ctx, user, body.id));
  route(app, ctx, w.orderStatus, async ({ body, user }) => commerce.setOrderStatus(ctx, user, body));

  // The records read what this process still holds in its visit buffer too.
  route(app, ctx, w.browseRecords, async ({ body, user }) => {
    await flushVisits(ctx);
    return records.browseRecords(ctx, user, body);
  });
  route(app, ctx, w.loginRecords, async ({ body, user }) => records.loginRecords(ctx, user, body));
  route(app, ctx, w.exportRecords, async ({ body, user }) => {
    await flushVisits(ctx);
    return records.exportRecords(ctx, user, body);
  });
  route(app, ctx, w.statistics, async ({ body, user }) => {
    await flushVisits(ctx);
    return records.statistics(ctx, user, body);
  });

  publicSiteRoutes(app, ctx);
  app.addHook('onReady', async () => loadHosts(ctx));
  app.addHook('onClose', async () => flushVisits(ctx).catch(() => {}));
}

import { api } from '@wanju/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as sync from './service';

/** Where the items' pictures are fetched from: PUBLIC_URL, or the address the request came to. */
const originOf = (request: FastifyRequest) => process.env.PUBLIC_URL || `${request.protocol}://${request.host}`;

export function tradeSyncRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = api.tradeSync;
  route(app, ctx, e.getAccount, async ({ user }) => sync.account(ctx, user));
  route(app, ctx, e.apply, async ({ body, user }) => sync.apply(ctx, user, body));
  route(app, ctx, e.saveUseIp, async ({ body, user }) => sync.saveUseIp(ctx, user, body.ip));
  route(app, ctx, e.sync, async ({ body, user, request }) => sync.syncQuotation(ctx, user, body, originOf(request)));
  route(app, ctx, e.pushTrade, async ({ body, user, request }) => sync.pushCart(ctx, user, body, originOf(request)));
  route(app, ctx, e.syncCount, async ({ body, user }) => sync.finish(ctx, user, body));
  route(app, ctx, e.getApplications, async ({ body, user }) => sync.applications(ctx, user, body));
  route(app, ctx, e.review, async ({ body, user }) => sync.review(ctx, user, body));
  route(app, ctx, e.verify, async ({ body }) => sync.verify(ctx, body));
}

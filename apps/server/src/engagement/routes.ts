import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import { follow, followList, followState, unfollow } from './follows';
import { liveDetail } from './live';
import { markRead, messageList, unreadCount } from './messages';
import { pointsPage } from './points';

/** Follows, system messages, points and the live player (issue 6 browsing routes). */
export function engagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { attention, sysMessage, points, liveDetail: live } = api;

  route(app, ctx, attention.editAttention, async ({ body, user }) => follow(ctx, user, body.type, body.id));
  route(app, ctx, attention.getAttentionList, async ({ body, user }) => followList(ctx, user, body));
  route(app, ctx, attention.getAttentionState, async ({ body, user }) => followState(ctx, user, body.type, body.ids));
  route(app, ctx, attention.removeAttention, async ({ body, user }) => unfollow(ctx, user, body.type, body.ids));

  route(app, ctx, sysMessage.getSysMessage, async ({ body, user }) => messageList(ctx, user, body));
  route(app, ctx, sysMessage.setRead, async ({ body, user }) => markRead(ctx, user, body));
  route(app, ctx, sysMessage.getCount, async ({ user }) => ({ count: await unreadCount(ctx, user) }));

  route(app, ctx, points.getIntegral, async ({ body, user }) => pointsPage(ctx, user, body));

  route(app, ctx, live.getDetail, async ({ body }) => liveDetail(ctx, body.id));
}

import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import { follow, followList, followState, unfollow } from './follows';
import { liveDetail } from './live';
import { markRead, messageList, unreadCount } from './messages';
import { pointsPage } from './points';
import * as engagement from './service';

/** Contents (carousel, adverts, live, files, videos, posts), follows, system messages, points and usage logs. */
export function engagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { attention, sysMessage, points, liveDetail: live, home, live: lives, file, content, log } = api;

  route(app, ctx, attention.editAttention, async ({ body, user }) => follow(ctx, user, body.type, body.id));
  route(app, ctx, attention.getAttentionList, async ({ body, user }) => followList(ctx, user, body));
  route(app, ctx, attention.getAttentionState, async ({ body, user }) => followState(ctx, user, body.type, body.ids));
  route(app, ctx, attention.removeAttention, async ({ body, user }) => unfollow(ctx, user, body.type, body.ids));

  route(app, ctx, sysMessage.getSysMessage, async ({ body, user }) => messageList(ctx, user, body));
  route(app, ctx, sysMessage.setRead, async ({ body, user }) => markRead(ctx, user, body));
  route(app, ctx, sysMessage.getCount, async ({ user }) => ({ count: await unreadCount(ctx, user) }));
  route(app, ctx, sysMessage.homeSetRead, async ({ body, user }) => markRead(ctx, user, body));
  route(app, ctx, api.system.getActivity, async ({ body }) => engagement.contents(ctx, ['activity'], body));
  route(app, ctx, api.system.getSystemMessage, async ({ body }) => engagement.contents(ctx, ['note'], body));

  route(app, ctx, points.getIntegral, async ({ body, user }) => pointsPage(ctx, user, body));

  route(app, ctx, live.getDetail, async ({ body }) => liveDetail(ctx, body.id));
  route(app, ctx, lives.getList, async ({ body }) => engagement.contents(ctx, ['live'], body));

  route(app, ctx, home.getBroadcast, async () => engagement.broadcast(ctx));
  route(app, ctx, home.getCarousel, async () => ({ list: await engagement.contentHead(ctx, 'carousel') }));
  route(app, ctx, home.getAdvert, async () => ({ list: await engagement.contentHead(ctx, 'advert') }));

  route(app, ctx, file.getList, async ({ body }) => engagement.contents(ctx, ['file'], body));
  route(app, ctx, file.hits, async ({ body }) => engagement.fileHit(ctx, body.id));
  route(app, ctx, content.getVideoList, async ({ body }) => engagement.contents(ctx, ['video'], body));
  route(app, ctx, content.getTrendList, async ({ body }) => engagement.contents(ctx, ['post'], body));
  route(app, ctx, content.getLogisticsList, async ({ body }) => engagement.contents(ctx, ['logistics'], body));
  route(app, ctx, content.getPurchaseList, async ({ body }) => engagement.contents(ctx, ['purchase'], body));
  route(app, ctx, content.getPurchaseDetail, async ({ body }) => engagement.purchase(ctx, body.id));

  route(app, ctx, log.userClickFuncLog, async ({ body, user }) => {
    await engagement.logUsage(ctx, user, 'func_click', body);
    return null;
  });
  route(app, ctx, log.userClickBoothLog, async ({ body, user }) => {
    await engagement.logUsage(ctx, user, 'booth_click', body);
    return null;
  });
  route(app, ctx, log.userBrowseFuncLog, async ({ body, user }) => {
    await engagement.logBrowse(ctx, user, body);
    return null;
  });
}

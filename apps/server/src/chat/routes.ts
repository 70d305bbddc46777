import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
// Loading the notifications area registers its scheduled digest on the job queue.
import '../notifications/index';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as desk from './desk';
import * as chat from './service';
import { chatFileRoute, uploadFile } from './upload';

const { platform, website, colleague } = chat.TAB_KINDS;

/** Chat calls of spec §7 (/api/chat/*) and the header's message reminder. */
export function chatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const c = api.chat;
  route(app, ctx, c.getMessageList, ({ body, user }) => chat.messageList(ctx, user, body.keyword));
  // Colleague chats have no record call of their own in the spec: they page through this one.
  route(app, ctx, c.getMessageRecord, ({ body, user }) => chat.history(ctx, user, body, [...platform, ...colleague]));
  route(app, ctx, c.customerMessageList, ({ user }) => chat.serviceList(ctx, user));
  route(app, ctx, c.setLastTime, ({ body, user }) =>
    chat.setLastTime(ctx, user, body.chat_id, [...platform, ...colleague]),
  );
  route(app, ctx, c.delConversation, ({ body, user }) =>
    chat.delConversation(ctx, user, body.chat_id, [...platform, ...colleague]),
  );
  route(app, ctx, c.getMessageFactory, ({ body, user }) => chat.openFactory(ctx, user, body.factory_id));

  route(app, ctx, c.getChatReply, ({ user }) => chat.getReplies(ctx, user));
  route(app, ctx, c.editChatReply, ({ body, user }) => chat.editReplies(ctx, user, body.list));

  route(app, ctx, c.getWebsiteMessageList, ({ body, user }) => chat.listTab(ctx, user, 'website', body.keyword));
  route(app, ctx, c.delWebsiteConversation, ({ body, user }) => chat.delConversation(ctx, user, body.chat_id, website));
  route(app, ctx, c.getWebsiteMessageRecord, ({ body, user }) => chat.history(ctx, user, body, website));
  route(app, ctx, c.setWebsiteLastTime, ({ body, user }) => chat.setLastTime(ctx, user, body.chat_id, website));

  route(app, ctx, c.getColleagueMessageList, ({ body, user }) => chat.listTab(ctx, user, 'colleague', body.keyword));
  route(app, ctx, c.getColleagueList, ({ user }) => chat.colleagues(ctx, user));
  route(app, ctx, c.openConversation, ({ body, user }) => {
    if (body.kind === 'colleague') return chat.openColleague(ctx, user, body.user_chat_id);
    if (body.kind === 'website') return chat.openWebsite(ctx, user, body.company_id);
    if (body.kind === 'platform') return chat.openFactory(ctx, user, body.factory_id);
    if (body.kind === 'buyer') return chat.openBuyer(ctx, user, body.source, body.request_id);
    return chat.openService(ctx, user);
  });

  route(app, ctx, c.sendMessage, ({ body, user }) => chat.send(ctx, user, body));
  route(app, ctx, c.uploadFile, ({ user, request }) => uploadFile(ctx, user, request));
  route(app, ctx, c.againUserSig, ({ user }) => chat.issueSignature(ctx, user));
  route(app, ctx, c.checkUserSig, async ({ body, user }) => {
    await chat.checkSignature(ctx, user, body.user_sig);
    return { ok: true as const };
  });
  route(app, ctx, c.serviceDesk, ({ user }) => desk.desk(ctx, user));
  route(app, ctx, c.serviceTake, ({ body, user }) => desk.take(ctx, user, body.chat_id));
  route(app, ctx, c.serviceTransfer, ({ body, user }) => desk.transfer(ctx, user, body.chat_id, body.agent_id));
  route(app, ctx, c.serviceClose, ({ body, user }) => desk.close(ctx, user, body.chat_id));
  route(app, ctx, c.serviceReopen, ({ body, user }) => desk.reopen(ctx, user, body.chat_id));
  route(app, ctx, c.serviceCustomer, ({ body, user }) => desk.customer(ctx, user, body.chat_id));
  route(app, ctx, c.getMessageReminder, ({ user }) => chat.unread(ctx, user));
  chatFileRoute(app, ctx);
  ctx.realtime.authorise('conversation', (user, chatId) => chat.mayJoinConversation(ctx, user.userId, chatId));
}

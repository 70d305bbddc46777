import { randomBytes } from 'node:crypto';
import type { ChatMessageItem } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import {
  CHAT_FLOOD_LIMIT,
  CHAT_FLOOD_WINDOW_MS,
  CHAT_MSG,
  CHAT_MSG_STATUS,
  formatZonedDateTime,
  type MsgElement,
  messagePreview,
  parseMsgContent,
  validateMsgContent,
} from '@wanju/domain';
import type { AppContext } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { conversationChannel, publish } from './live';
import * as repo from './repo';
import { chatDb } from './tables';

/**
 * Website-visitor chat: a visitor of a company's public website (who has no platform account) writes to the
 * company's staff in a 'website' conversation; the staff answer in their website tab as with any chat.
 * The visitor speaks through a chat identity of its own: a user row with no password and a phone field no
 * sign-in accepts (`visitor:<key>`), so it can hold a participant row and nothing else.
 */

const identityPhone = (visitorKey: string) => `visitor:${visitorKey}`;

/** The visitor's chat identity (made on first use; the caller keeps its id). */
export async function visitorChatIdentity(
  ctx: AppContext,
  visitorKey: string,
  nickname: string,
  known: number | null,
): Promise<number> {
  if (known) return known;
  const db = chatDb(ctx);
  const made = await db
    .insertInto('users')
    .values({
      phone: identityPhone(visitorKey),
      password_hash: null,
      nickname: nickname.slice(0, 50) || visitorKey,
      chat_id: `u_${randomBytes(8).toString('hex')}`,
    })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return made.id;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', identityPhone(visitorKey))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The visitor's conversation with the company's staff (the same one every time). */
export async function openVisitorChat(
  ctx: AppContext,
  input: { visitorKey: string; chatUserId: number; companyId: number; title: string },
): Promise<{ id: number; chat_id: string }> {
  const id = await repo.ensureConversation(ctx, {
    kind: 'website',
    pairKey: `website-visitor:${input.visitorKey}`,
    companyId: input.companyId,
    title: input.title,
    members: [input.chatUserId],
    staff: await repo.companyStaff(ctx, input.companyId),
  });
  const row = await chatDb(ctx)
    .selectFrom('chat_conversations')
    .select('chat_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, chat_id: row.chat_id };
}

export interface VisitorChatLine {
  id: number;
  mine: boolean;
  nickname: string;
  text: string;
  created_at: Date;
}

/** The latest messages of the visitor's conversation, oldest first (text; a picture as its preview). */
export async function visitorChatHistory(
  ctx: AppContext,
  chatUserId: number,
  conversationId: number,
  limit = 50,
): Promise<VisitorChatLine[]> {
  const rows = await repo.historyPage(ctx, conversationId, 0, limit);
  await repo.markRead(ctx, conversationId, chatUserId, Number.MAX_SAFE_INTEGER);
  return rows.map((r) => ({
    id: r.id,
    mine: r.sender_id === chatUserId,
    nickname: r.nickname,
    text: messagePreview(parseMsgContent(r.content as unknown[])),
    created_at: new Date(r.created_at),
  }));
}

/** Stores a visitor's text message (content and flood checked like every chat), then pushes it to the staff. */
export async function visitorChatSend(
  ctx: AppContext,
  chatUserId: number,
  conversation: { id: number; chat_id: string },
  text: string,
): Promise<void> {
  const content: MsgElement[] = [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }];
  const refusal = validateMsgContent(content);
  if (refusal) throw businessError(refusal);
  const now = ctx.now();
  const stored = await repo.storeMessage(ctx, {
    conversationId: conversation.id,
    senderId: chatUserId,
    gid: `v_${randomBytes(9).toString('base64url')}`,
    content,
    preview: messagePreview(content),
    now,
    floodSince: new Date(now.getTime() - CHAT_FLOOD_WINDOW_MS),
    floodLimit: CHAT_FLOOD_LIMIT,
  });
  if (!stored) throw new AppError(CODE.tooMany, CHAT_MSG.flood);
  const message: ChatMessageItem = {
    id: stored.id,
    chat_id: conversation.chat_id,
    gid: '',
    from_chat_id: stored.from_chat_id,
    nickname: stored.nickname,
    avatar: stored.avatar,
    msg_content: parseMsgContent(content),
    created_time: formatZonedDateTime(now),
    status: CHAT_MSG_STATUS.sent,
  };
  const others = stored.members.filter((id) => id !== chatUserId).map((id) => `user:${id}`);
  publish(ctx, [conversationChannel(conversation.chat_id), ...others], {
    type: 'chat.message',
    chat_id: conversation.chat_id,
    message,
  });
}

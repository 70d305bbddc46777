import { randomBytes } from 'node:crypto';
import type { ChatEvent, ChatMessageItem } from '@wanju/api-client';
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
): Promise<{ id: number; chat_id: string; visitor_chat_id: string }> {
  const id = await repo.ensureConversation(ctx, {
    kind: 'website',
    pairKey: `website-visitor:${input.visitorKey}`,
    companyId: input.companyId,
    title: input.title,
    members: [input.chatUserId],
    staff: await repo.companyStaff(ctx, input.companyId),
  });
  const [conversation, identity] = await Promise.all([
    chatDb(ctx).selectFrom('chat_conversations').select('chat_id').where('id', '=', id).executeTakeFirstOrThrow(),
    chatDb(ctx).selectFrom('users').select('chat_id').where('id', '=', input.chatUserId).executeTakeFirstOrThrow(),
  ]);
  return { id, chat_id: conversation.chat_id, visitor_chat_id: identity.chat_id };
}

export interface VisitorChatLine {
  id: number;
  mine: boolean;
  nickname: string;
  /** The message's text (a product card as its description); '' for a picture alone. */
  text: string;
  /** The URLs of its pictures (this server's files). */
  images: string[];
  created_at: Date;
}

function lineOf(
  message: { id: number; nickname: string; created_at: Date },
  elements: readonly MsgElement[],
  mine: boolean,
): VisitorChatLine {
  const images = elements.flatMap((el) =>
    el.MsgType === 'TIMImageElem' ? el.MsgContent.ImageInfoArray.slice(0, 1).map((i) => i.URL) : [],
  );
  const text = messagePreview(elements.filter((el) => el.MsgType !== 'TIMImageElem'));
  return { id: message.id, mine, nickname: message.nickname, text, images, created_at: message.created_at };
}

const lineOfRow = (chatUserId: number, r: Awaited<ReturnType<typeof repo.historyPage>>[number]) =>
  lineOf(
    { id: r.id, nickname: r.nickname, created_at: new Date(r.created_at) },
    parseMsgContent(r.content as unknown[]),
    r.sender_id === chatUserId,
  );

/**
 * The visitor's conversation read: the latest messages, oldest first, or (with `afterId`) those after it,
 * what a page's event stream missed while it reconnected.
 */
export async function visitorChatHistory(
  ctx: AppContext,
  chatUserId: number,
  conversationId: number,
  afterId?: number,
): Promise<VisitorChatLine[]> {
  const rows =
    afterId === undefined
      ? await repo.historyPage(ctx, conversationId, 0, 50)
      : await repo.messagesAfter(ctx, conversationId, afterId, 200);
  if (rows.length) await repo.markRead(ctx, conversationId, chatUserId, Number.MAX_SAFE_INTEGER);
  return rows.map((r) => lineOfRow(chatUserId, r));
}

/**
 * Calls `onLine` with every new message of the visitor's conversation as it is published (on any server
 * process), and marks the staff's answers read; until the returned function is called.
 */
export function visitorChatFollow(
  ctx: AppContext,
  chatUserId: number,
  conversation: { id: number; chat_id: string; visitor_chat_id: string },
  onLine: (line: VisitorChatLine) => void,
): () => void {
  return ctx.realtime.listen(conversationChannel(conversation.chat_id), (data) => {
    const event = JSON.parse(data) as ChatEvent;
    if (event.type !== 'chat.message') return;
    const { message } = event;
    const mine = message.from_chat_id === conversation.visitor_chat_id;
    onLine(lineOf({ id: message.id, nickname: message.nickname, created_at: new Date() }, message.msg_content, mine));
    if (!mine) repo.markRead(ctx, conversation.id, chatUserId, message.id).catch(() => {});
  });
}

/**
 * Stores a visitor's message, text and/or a picture already checked and stored (content and flood checked
 * like every chat), then pushes it to the staff.
 */
export async function visitorChatSend(
  ctx: AppContext,
  chatUserId: number,
  conversation: { id: number; chat_id: string },
  input: { text: string; images?: readonly string[] },
): Promise<void> {
  const content: MsgElement[] = [
    ...(input.text ? [{ MsgType: 'TIMTextElem' as const, MsgContent: { Text: input.text } }] : []),
    ...(input.images ?? []).map((url) => ({
      MsgType: 'TIMImageElem' as const,
      MsgContent: { ImageInfoArray: [{ URL: url }] },
    })),
  ];
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
  await publish(ctx, [conversationChannel(conversation.chat_id), ...others], {
    type: 'chat.message',
    chat_id: conversation.chat_id,
    message,
  });
}

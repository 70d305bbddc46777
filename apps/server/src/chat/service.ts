import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  ChatColleague,
  ChatConversationItem,
  ChatHistory,
  ChatMessageItem,
  ChatSignature,
  ChatUnread,
} from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import {
  CHAT_FLOOD_LIMIT,
  CHAT_FLOOD_WINDOW_MS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_KINDS,
  CHAT_MSG,
  CHAT_MSG_STATUS,
  CHAT_REPLY_MAX,
  CHAT_SIG_ERROR_CODE,
  CHAT_SIG_TTL_MS,
  type ChatKind,
  CUSTOMER_SERVICE_CHAT,
  chatKindWithFactory,
  chatTabOf,
  formatZonedDateTime,
  historyPageResult,
  type MsgElement,
  messagePreview,
  parseMsgContent,
  signatureExpired,
  unreadTotal,
  validateMsgContent,
  validateQuickReply,
} from '@wanju/domain';
import { unreadCount as systemUnread } from '../engagement/index';
import { fileUrl } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { customerWrote } from './desk';
import { conversationChannel, publish } from './live';
import * as repo from './repo';
import { chatDb } from './tables';

/**
 * Chat: conversations between people of the platform, each reached only through the user's own
 * participant row (another company's chat_id answers "not found"); messages stored first, then published.
 */

export const TAB_KINDS = {
  platform: ['platform', 'service', 'factory'],
  website: ['website'],
  colleague: ['colleague'],
} as const satisfies Record<string, readonly ChatKind[]>;

const notFound = () => new AppError(CODE.notFound, CHAT_MSG.conversationNotFound);
const belongType = (kind: ChatKind) => CHAT_KINDS.indexOf(kind);

export function toItem(row: repo.ConversationRow): ChatConversationItem {
  // The other side as this user sees it: the buyer/visitor/colleague when there is one, else the title.
  const peer = row.peer_nickname != null && (row.role === 'staff' || row.kind === 'colleague');
  const nickname =
    row.kind === 'service' && !peer ? CUSTOMER_SERVICE_CHAT.nickname : peer ? (row.peer_nickname ?? '') : row.title;
  return {
    chat_id: row.chat_id,
    nickname,
    avatar: peer ? (row.peer_avatar ?? '') : '',
    belong_type: belongType(row.kind),
    company_name: peer ? (row.peer_company ?? '') : row.title,
    last_message: row.last_message,
    unread_count: row.unread,
    last_check_time: Math.floor(new Date(row.last_check_time).getTime() / 1000),
    kind: row.kind,
    tab: chatTabOf(row.kind),
    last_message_id: row.last_message_id,
    last_time: row.last_message_at ? formatZonedDateTime(new Date(row.last_message_at)).slice(0, 16) : '',
  };
}

// The zone's wall clock goes through Intl (about 0.1 ms a call); the messages of one second share the text.
let formattedSecond = Number.NaN;
let formattedText = '';
function createdTime(at: Date): string {
  const second = Math.floor(at.getTime() / 1000);
  if (second !== formattedSecond) {
    formattedText = formatZonedDateTime(at);
    formattedSecond = second;
  }
  return formattedText;
}

function toMessage(row: repo.MessageRow): ChatMessageItem {
  return {
    id: row.id,
    chat_id: row.chat_id,
    gid: row.client_id,
    from_chat_id: row.from_chat_id,
    nickname: row.nickname,
    avatar: row.avatar,
    msg_content: parseMsgContent(row.content as unknown[]),
    created_time: createdTime(new Date(row.created_at)),
    status: CHAT_MSG_STATUS.sent,
  };
}

export async function listTab(ctx: AppContext, user: SessionUser, tab: keyof typeof TAB_KINDS, keyword?: string) {
  const rows = await repo.conversationsOf(ctx, user.userId, TAB_KINDS[tab], { keyword });
  return { list: rows.map(toItem) };
}

export async function unread(ctx: AppContext, user: SessionUser): Promise<ChatUnread> {
  const [byKind, system] = await Promise.all([repo.unreadByKind(ctx, user.userId), systemUnread(ctx, user)]);
  const sum = (kinds: readonly string[]) => kinds.reduce((n, k) => n + (byKind.get(k) ?? 0), 0);
  const counts = {
    platform: sum(TAB_KINDS.platform),
    website: sum(TAB_KINDS.website),
    colleague: sum(TAB_KINDS.colleague),
    system,
  };
  const one = (chat_id: string, unread_count: number) => [{ chat_id, unread_count }];
  return {
    ...counts,
    total: unreadTotal({
      platform: one('p', counts.platform),
      website: one('w', counts.website),
      colleague: one('c', counts.colleague),
      system,
    }),
  };
}

export async function messageList(ctx: AppContext, user: SessionUser, keyword?: string) {
  const [{ list }, counts, me] = await Promise.all([
    listTab(ctx, user, 'platform', keyword),
    unread(ctx, user),
    repo.usersWhere(ctx).where('id', '=', user.userId).executeTakeFirstOrThrow(),
  ]);
  return { list, unread: counts, chat_id: me.chat_id };
}

/** The user's conversation with this chat_id among these kinds, or "not found" (also for other companies'). */
export async function conversation(
  ctx: AppContext,
  user: SessionUser,
  chatId: string,
  kinds: readonly ChatKind[] = CHAT_KINDS,
): Promise<repo.ConversationRow> {
  const [row] = await repo.conversationsOf(ctx, user.userId, kinds, { chatId, includeHidden: true, limit: 1 });
  if (!row) throw notFound();
  return row;
}

export async function history(
  ctx: AppContext,
  user: SessionUser,
  body: { chat_id: string; offset: number; after_id?: number },
  kinds: readonly ChatKind[] = CHAT_KINDS,
): Promise<ChatHistory> {
  // Only its id: the list's unread count would be counted for nothing (over every message of a long chat).
  const conv = await repo.participantConversation(ctx, user.userId, body.chat_id, kinds);
  if (!conv) throw notFound();
  if (body.after_id !== undefined) {
    const rows = await repo.messagesAfter(ctx, conv.id, body.after_id, 200);
    return { list: rows.map(toMessage), has_more: rows.length === 200, notice: null };
  }
  const rows = await repo.historyPage(ctx, conv.id, body.offset, CHAT_HISTORY_PAGE_SIZE);
  const page = historyPageResult(rows.length);
  return { list: rows.map(toMessage), has_more: page.hasMore, notice: page.notice };
}

/** §4: opening a conversation marks it read; the other side sees the read mark live. */
export async function setLastTime(
  ctx: AppContext,
  user: SessionUser,
  chatId: string,
  kinds: readonly ChatKind[] = CHAT_KINDS,
): Promise<ChatUnread> {
  const conv = await conversation(ctx, user, chatId, kinds);
  await repo.markRead(ctx, conv.id, user.userId, conv.last_message_id);
  const me = await repo.usersWhere(ctx).where('id', '=', user.userId).executeTakeFirstOrThrow();
  await publish(ctx, conversationChannel(conv.chat_id), {
    type: 'chat.read',
    chat_id: conv.chat_id,
    user_chat_id: me.chat_id,
    last_read_id: conv.last_message_id,
  });
  return unread(ctx, user);
}

export async function delConversation(
  ctx: AppContext,
  user: SessionUser,
  chatId: string,
  kinds: readonly ChatKind[] = CHAT_KINDS,
) {
  const conv = await conversation(ctx, user, chatId, kinds);
  await repo.hide(ctx, conv.id, user.userId);
  return { removed: true as const };
}

async function itemOf(ctx: AppContext, user: SessionUser, id: number): Promise<ChatConversationItem> {
  const { chat_id } = await chatDb(ctx)
    .selectFrom('chat_conversations')
    .select('chat_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toItem(await conversation(ctx, user, chat_id));
}

/**
 * The conversation of a buyer with a factory: the buyer and the staff of the factory's company. A trading
 * company's staff hold a factory chat, anyone else a platform chat (§1).
 */
async function buyerWithFactory(ctx: AppContext, buyerId: number, factoryId: number): Promise<number> {
  const db = chatDb(ctx);
  const factory = await db
    .selectFrom('factories')
    .select(['id', 'name'])
    .where('id', '=', factoryId)
    .executeTakeFirst();
  if (!factory) throw new AppError(CODE.notFound, CHAT_MSG.factoryNotFound);
  const [company, buyer] = await Promise.all([
    db.selectFrom('companies').select('id').where('factory_id', '=', factoryId).executeTakeFirst(),
    db
      .selectFrom('users as u')
      .leftJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.company_id', 'c.company_type'])
      .where('u.id', '=', buyerId)
      .executeTakeFirstOrThrow(),
  ]);
  if (company && company.id === buyer.company_id) throw businessError(CHAT_MSG.cannotChatSelf);
  const kind = chatKindWithFactory(buyer.company_type);
  return repo.ensureConversation(ctx, {
    kind,
    pairKey: `${kind}:${buyerId}:${factoryId}`,
    companyId: company?.id ?? null,
    factoryId,
    title: factory.name,
    members: [buyerId],
    staff: company ? await repo.companyStaff(ctx, company.id) : [],
  });
}

/** A buyer opens the chat with a factory (from a product, the factory page, an inquiry, a find-sample offer). */
export async function openFactory(ctx: AppContext, user: SessionUser, factoryId: number) {
  const id = await buyerWithFactory(ctx, user.userId, factoryId);
  return { conversation: await itemOf(ctx, user, id) };
}

/**
 * A factory's staff contact the buyer of an inquiry or supplement sent to their factory, or of an open
 * find-sample request: the same conversation the buyer has with the factory.
 */
export async function openBuyer(
  ctx: AppContext,
  user: SessionUser,
  source: 'request' | 'find_sample',
  requestId: number,
) {
  const db = chatDb(ctx);
  const own =
    user.companyId > 0
      ? await db.selectFrom('companies').select('factory_id').where('id', '=', user.companyId).executeTakeFirst()
      : undefined;
  const factoryId = own?.factory_id;
  if (!factoryId) throw businessError(CHAT_MSG.notFactory);
  const request =
    source === 'request'
      ? await db
          .selectFrom('factory_requests')
          .select('user_id')
          .where('id', '=', requestId)
          .where('factory_id', '=', factoryId)
          .executeTakeFirst()
      : await db.selectFrom('find_sample_requests').select('user_id').where('id', '=', requestId).executeTakeFirst();
  if (!request) throw businessError(CHAT_MSG.notYourBuyer);
  const id = await buyerWithFactory(ctx, request.user_id, factoryId);
  return { conversation: await itemOf(ctx, user, id) };
}

/** The fixed customer-service entry: the user's own conversation with the platform's agents. */
export async function openService(ctx: AppContext, user: SessionUser) {
  const agents = await repo.serviceAgents(ctx);
  if (agents.includes(user.userId)) throw businessError(CHAT_MSG.cannotChatSelf);
  const id = await repo.ensureConversation(ctx, {
    kind: 'service',
    pairKey: `service:${user.userId}`,
    companyId: null,
    title: CUSTOMER_SERVICE_CHAT.nickname,
    members: [user.userId],
    staff: agents,
  });
  return { conversation: await itemOf(ctx, user, id) };
}

/** customer_message_list: an agent sees every service conversation; anyone else their own one. */
export async function serviceList(ctx: AppContext, user: SessionUser) {
  const agents = await repo.serviceAgents(ctx);
  if (!agents.includes(user.userId)) return { list: [(await openService(ctx, user)).conversation] };
  const rows = await repo.conversationsOf(ctx, user.userId, ['service']);
  return { list: rows.map(toItem) };
}

/** Website chat: a visitor of a company's website and that company's staff. */
export async function openWebsite(ctx: AppContext, user: SessionUser, companyId: number) {
  if (companyId === user.companyId) throw businessError(CHAT_MSG.cannotChatSelf);
  const company = await chatDb(ctx)
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound();
  const id = await repo.ensureConversation(ctx, {
    kind: 'website',
    pairKey: `website:${user.userId}:${companyId}`,
    companyId,
    title: company.name,
    members: [user.userId],
    staff: await repo.companyStaff(ctx, companyId),
  });
  return { conversation: await itemOf(ctx, user, id) };
}

export async function colleagues(ctx: AppContext, user: SessionUser): Promise<{ list: ChatColleague[] }> {
  if (user.companyId <= 0) return { list: [] };
  const rows = await repo
    .usersWhere(ctx)
    .where('company_id', '=', user.companyId)
    .where('id', '<>', user.userId)
    .orderBy('user_type')
    .orderBy('id')
    .execute();
  return {
    list: rows.map((r) => ({
      user_id: r.id,
      chat_id: r.chat_id,
      nickname: r.nickname,
      avatar: r.avatar,
      user_type: r.user_type,
    })),
  };
}

/** Colleague chat: two staff of one company; anyone else's chat id is refused. */
export async function openColleague(ctx: AppContext, user: SessionUser, userChatId: string) {
  if (user.companyId <= 0) throw businessError(CHAT_MSG.noCompany);
  const other = await repo.usersWhere(ctx).where('chat_id', '=', userChatId).executeTakeFirst();
  if (!other || other.company_id !== user.companyId) throw businessError(CHAT_MSG.notColleague);
  if (other.id === user.userId) throw businessError(CHAT_MSG.cannotChatSelf);
  const [a, b] = [user.userId, other.id].sort((x, y) => x - y);
  const id = await repo.ensureConversation(ctx, {
    kind: 'colleague',
    pairKey: `colleague:${a}:${b}`,
    companyId: user.companyId,
    title: '',
    members: [user.userId, other.id],
    staff: [],
  });
  return { conversation: await itemOf(ctx, user, id) };
}

// ---- signatures (§8)

function sign(secret: Buffer, userId: number, chatId: string, expires: number) {
  return createHmac('sha256', secret).update(`${userId}.${chatId}.${expires}`).digest('base64url');
}

export async function issueSignature(ctx: AppContext, user: SessionUser): Promise<ChatSignature> {
  const me = await repo.usersWhere(ctx).where('id', '=', user.userId).executeTakeFirstOrThrow();
  const expires = ctx.now().getTime() + CHAT_SIG_TTL_MS;
  const mac = sign(ctx.secrets.get('chat-signature'), me.id, me.chat_id, expires);
  const agents = await repo.serviceAgents(ctx);
  return {
    user_id: me.id,
    chat_id: me.chat_id,
    user_sig: `${expires}.${mac}`,
    expires_at: expires,
    service_agent: agents.includes(me.id),
  };
}

/**
 * Per-process memos of the send path, per database (tests run several in one process). A user's chat_id
 * never changes, and participant rows are never deleted (del_conversation only hides them), so both stay
 * true once read; a conversation deleted with its company drops its memo on the failed insert.
 */
interface SendMemo {
  chatIds: Map<number, string>;
  memberships: Map<string, { id: number; chat_id: string; kind: ChatKind }>;
}
const MEMO_MAX = 50_000;
const memos = new WeakMap<object, SendMemo>();
function memoOf(ctx: AppContext): SendMemo {
  let memo = memos.get(ctx.database);
  if (!memo) {
    memo = { chatIds: new Map(), memberships: new Map() };
    memos.set(ctx.database, memo);
  }
  return memo;
}
function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  // A crude bound: memory stays flat however many users pass through; the next reads refill it.
  if (map.size >= MEMO_MAX) map.clear();
  map.set(key, value);
}

async function chatIdOf(ctx: AppContext, userId: number): Promise<string> {
  const memo = memoOf(ctx);
  const known = memo.chatIds.get(userId);
  if (known) return known;
  const me = await repo.usersWhere(ctx).where('id', '=', userId).executeTakeFirstOrThrow();
  remember(memo.chatIds, userId, me.chat_id);
  return me.chat_id;
}

/** A signature of this user that is genuine and not expired; 70001 when expired (the client renews it). */
export async function checkSignature(ctx: AppContext, user: SessionUser, userSig: string): Promise<void> {
  const [expiresText, mac] = userSig.split('.');
  const expires = Number(expiresText);
  const chatId = await chatIdOf(ctx, user.userId);
  const expected = Buffer.from(sign(ctx.secrets.get('chat-signature'), user.userId, chatId, expires));
  const given = Buffer.from(mac ?? '');
  if (!Number.isFinite(expires) || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(CHAT_SIG_ERROR_CODE, CHAT_MSG.sigInvalid);
  if (signatureExpired(expires, ctx.now().getTime())) throw new AppError(CHAT_SIG_ERROR_CODE, CHAT_MSG.sigExpired);
}

// ---- messages

/** The user's conversation with this chat_id among these kinds (memoised: membership is never revoked). */
async function sendableConversation(ctx: AppContext, userId: number, chatId: string, kinds: readonly ChatKind[]) {
  const memo = memoOf(ctx);
  const key = `${userId} ${chatId}`;
  let conv = memo.memberships.get(key);
  if (!conv) {
    conv = await repo.participantConversation(ctx, userId, chatId, CHAT_KINDS);
    if (conv) remember(memo.memberships, key, conv);
  }
  return conv && kinds.includes(conv.kind) ? conv : undefined;
}

/**
 * Sends a message: signature, content and flood checked, stored once per gid, then published to the
 * conversation and to each participant's user channel (for the unread badges of closed windows). The
 * store, the flood count and the read of the participants are one statement; the event is serialised and
 * sent between processes once for all its channels.
 */
export async function send(
  ctx: AppContext,
  user: SessionUser,
  body: { chat_id: string; gid: string; user_sig: string; msg_content: unknown[] },
  kinds: readonly ChatKind[] = CHAT_KINDS,
): Promise<{ message: ChatMessageItem; duplicate: boolean }> {
  await checkSignature(ctx, user, body.user_sig);
  const conv = await sendableConversation(ctx, user.userId, body.chat_id, kinds);
  if (!conv) throw notFound();
  const refusal = validateMsgContent(body.msg_content);
  if (refusal) throw businessError(refusal);
  const content = body.msg_content as MsgElement[];
  const now = ctx.now();
  let stored: Awaited<ReturnType<typeof repo.storeMessage>>;
  try {
    stored = await repo.storeMessage(ctx, {
      conversationId: conv.id,
      senderId: user.userId,
      gid: body.gid,
      content,
      preview: messagePreview(content),
      now,
      floodSince: new Date(now.getTime() - CHAT_FLOOD_WINDOW_MS),
      floodLimit: CHAT_FLOOD_LIMIT,
    });
  } catch (error) {
    // The conversation went (its company was deleted) after this process memoised it.
    if ((error as { code?: string }).code === '23503') {
      memoOf(ctx).memberships.delete(`${user.userId} ${body.chat_id}`);
      throw notFound();
    }
    throw error;
  }
  if (!stored) {
    // A retry of a stored message is answered even during a flood: it stores nothing.
    const existing = await repo.messageByGid(ctx, user.userId, body.gid);
    if (!existing) throw new AppError(CODE.tooMany, CHAT_MSG.flood);
    if (existing.conversationId !== conv.id) throw businessError(CHAT_MSG.badGid);
    return { message: toMessage(await repo.messageById(ctx, existing.id)), duplicate: true };
  }
  const message: ChatMessageItem = {
    id: stored.id,
    chat_id: conv.chat_id,
    gid: body.gid,
    from_chat_id: stored.from_chat_id,
    nickname: stored.nickname,
    avatar: stored.avatar,
    msg_content: parseMsgContent(content),
    created_time: createdTime(stored.created_at),
    status: CHAT_MSG_STATUS.sent,
  };
  // A customer writing to a closed service conversation puts it back in the agents' queue.
  if (conv.kind === 'service') await customerWrote(ctx, conv.id, user.userId, conv.chat_id);
  const others = stored.members.filter((id) => id !== user.userId).map((id) => `user:${id}`);
  await publish(ctx, [conversationChannel(conv.chat_id), ...others], {
    type: 'chat.message',
    chat_id: conv.chat_id,
    message,
  });
  return { message, duplicate: false };
}

/** Whether the user may subscribe to `conversation:<chat_id>` (the realtime hub's authorise callback). */
export async function mayJoinConversation(ctx: AppContext, userId: number, chatId: string) {
  const row = await chatDb(ctx)
    .selectFrom('chat_participants as p')
    .innerJoin('chat_conversations as c', 'c.id', 'p.conversation_id')
    .select('p.user_id')
    .where('c.chat_id', '=', chatId)
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

// ---- quick replies

export async function getReplies(ctx: AppContext, user: SessionUser) {
  return { list: await repo.replies(ctx, user.userId) };
}

export async function editReplies(ctx: AppContext, user: SessionUser, list: string[]) {
  if (list.length > CHAT_REPLY_MAX) throw businessError(CHAT_MSG.replyTooMany);
  for (const text of list) {
    const refusal = validateQuickReply(text);
    if (refusal) throw businessError(refusal);
  }
  await repo.replaceReplies(
    ctx,
    user.userId,
    list.map((t) => t.trim()),
  );
  return getReplies(ctx, user);
}

export { fileUrl };

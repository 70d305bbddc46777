import { randomBytes } from 'node:crypto';
import type { ChatKind } from '@wanju/domain';
import { sql } from 'kysely';
import { containing } from '../platform/db/query';
import type { AppContext } from '../platform/http/context';
import { type ChatDb, chatDb } from './tables';

/** Kysely queries of the chat tables. Every read by chat_id goes through a participant row of the user. */

export interface ConversationRow {
  id: number;
  chat_id: string;
  kind: ChatKind;
  company_id: number | null;
  factory_id: number | null;
  title: string;
  last_message: string;
  last_message_id: number;
  last_message_at: Date | null;
  role: string;
  last_read_id: number;
  last_check_time: Date;
  unread: number;
  peer_nickname: string | null;
  peer_avatar: string | null;
  peer_chat_id: string | null;
  peer_company: string | null;
  peer_user_id: number | null;
  /** service conversations: who answers it (null = waiting) and 'open' | 'closed' */
  assignee_id: number | null;
  state: string;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  client_id: string;
  content: unknown;
  created_at: Date;
  chat_id: string;
  from_chat_id: string;
  nickname: string;
  avatar: string;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The user's conversations of these kinds with the unread count (others' messages after the user's last
 * read id) and the other side: another member (the buyer, the colleague, the visitor) when there is one.
 */
export async function conversationsOf(
  ctx: AppContext,
  userId: number,
  kinds: readonly ChatKind[],
  opts: { chatId?: string; keyword?: string; includeHidden?: boolean; limit?: number } = {},
): Promise<ConversationRow[]> {
  const keyword = opts.keyword ? containing(opts.keyword) : null;
  const { rows } = await sql<ConversationRow>`
    SELECT c.id, c.chat_id, c.kind, c.company_id, c.factory_id, c.title, c.last_message, c.last_message_id,
      c.last_message_at, c.assignee_id, c.state, p.role, p.last_read_id, p.last_check_time,
      (SELECT count(*) FROM chat_messages m
        WHERE m.conversation_id = c.id AND m.id > p.last_read_id AND m.sender_id <> ${userId}) AS unread,
      peer.nickname AS peer_nickname, peer.avatar AS peer_avatar, peer.chat_id AS peer_chat_id,
      peer.company AS peer_company, peer.id AS peer_user_id
    FROM chat_participants p
    JOIN chat_conversations c ON c.id = p.conversation_id
    LEFT JOIN LATERAL (
      SELECT u.id, u.nickname, u.avatar, u.chat_id, coalesce(co.name, '') AS company
      FROM chat_participants o JOIN users u ON u.id = o.user_id LEFT JOIN companies co ON co.id = u.company_id
      WHERE o.conversation_id = c.id AND o.user_id <> ${userId} AND o.role = 'member'
      ORDER BY o.user_id LIMIT 1
    ) peer ON true
    WHERE p.user_id = ${userId}
      AND c.kind IN (${sql.join(kinds.map((k) => sql`${k}`))})
      ${opts.chatId ? sql`AND c.chat_id = ${opts.chatId}` : sql``}
      ${opts.includeHidden ? sql`` : sql`AND NOT p.hidden`}
      ${keyword ? sql`AND (c.title ILIKE ${keyword} OR peer.nickname ILIKE ${keyword} OR c.last_message ILIKE ${keyword})` : sql``}
    ORDER BY c.last_message_id DESC, c.id DESC
    LIMIT ${opts.limit ?? 200}`.execute(chatDb(ctx));
  return rows.map((r) => ({
    ...r,
    id: num(r.id),
    last_message_id: num(r.last_message_id),
    last_read_id: num(r.last_read_id),
    unread: num(r.unread),
  }));
}

/** Unread messages per kind for the user (hidden conversations count: they reappear on a new message). */
export async function unreadByKind(ctx: AppContext, userId: number): Promise<Map<string, number>> {
  const { rows } = await sql<{ kind: string; n: string }>`
    SELECT c.kind, count(m.id) AS n
    FROM chat_participants p
    JOIN chat_conversations c ON c.id = p.conversation_id
    JOIN chat_messages m ON m.conversation_id = c.id AND m.id > p.last_read_id AND m.sender_id <> ${userId}
    WHERE p.user_id = ${userId}
    GROUP BY c.kind`.execute(chatDb(ctx));
  return new Map(rows.map((r) => [r.kind, Number(r.n)]));
}

/** Finds the conversation of this pair, or makes it; then adds the members and the staff of its company. */
export async function ensureConversation(
  ctx: AppContext,
  input: {
    kind: ChatKind;
    pairKey: string;
    companyId: number | null;
    factoryId?: number | null;
    title: string;
    members: number[];
    staff: number[];
  },
): Promise<number> {
  const db = chatDb(ctx);
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('chat_conversations')
      .values({
        chat_id: `c_${randomBytes(9).toString('base64url')}`,
        kind: input.kind,
        pair_key: input.pairKey,
        company_id: input.companyId,
        factory_id: input.factoryId ?? null,
        title: input.title,
        created_at: ctx.now(),
      })
      .onConflict((oc) => oc.column('pair_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    const id = num(
      created?.id ??
        (
          await trx
            .selectFrom('chat_conversations')
            .select('id')
            .where('pair_key', '=', input.pairKey)
            .executeTakeFirstOrThrow()
        ).id,
    );
    const rows = [
      ...input.members.map((user_id) => ({ conversation_id: id, user_id, role: 'member' })),
      ...input.staff
        .filter((u) => !input.members.includes(u))
        .map((user_id) => ({ conversation_id: id, user_id, role: 'staff' })),
    ];
    if (rows.length)
      await trx
        .insertInto('chat_participants')
        .values(rows.map((r) => ({ ...r, last_check_time: ctx.now() })))
        .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doUpdateSet({ hidden: false }))
        .execute();
    return id;
  });
}

const messageSelect = (db: ChatDb) =>
  db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'm.client_id',
      'm.content',
      'm.created_at',
      'c.chat_id',
      'u.chat_id as from_chat_id',
      'u.nickname',
      'u.avatar',
    ]);

const toMessageRow = (r: MessageRow): MessageRow => ({ ...r, id: num(r.id), conversation_id: num(r.conversation_id) });

/** A page of history, newest `offset` skipped, answered oldest first. */
export async function historyPage(ctx: AppContext, conversationId: number, offset: number, limit: number) {
  const db = chatDb(ctx);
  // The offset is walked on the (conversation_id, id) index alone; only the page's rows are joined.
  const ids = db
    .selectFrom('chat_messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);
  const rows = await messageSelect(db).where('m.id', 'in', ids).orderBy('m.id', 'desc').execute();
  return (rows as MessageRow[]).map(toMessageRow).reverse();
}

/** The messages after `afterId` (what a reconnecting client missed), oldest first. */
export async function messagesAfter(ctx: AppContext, conversationId: number, afterId: number, limit: number) {
  const rows = await messageSelect(chatDb(ctx))
    .where('m.conversation_id', '=', conversationId)
    .where('m.id', '>', afterId)
    .orderBy('m.id', 'asc')
    .limit(limit)
    .execute();
  return (rows as MessageRow[]).map(toMessageRow);
}

export async function messageById(ctx: AppContext, id: number) {
  const row = await messageSelect(chatDb(ctx)).where('m.id', '=', id).executeTakeFirstOrThrow();
  return toMessageRow(row as MessageRow);
}

/**
 * The send path's store, in one statement (one round trip, atomic): the message is inserted unless its gid
 * is stored already or the sender has sent `floodLimit` messages since `floodSince` (counted on the sender
 * index); the conversation's preview moves forward, it reappears for whoever hid it, the sender has read it.
 * Answers the stored row with the sender's card and every participant, or null when nothing was stored
 * (a retry or a flood: `storedByGid` tells which).
 */
export async function storeMessage(
  ctx: AppContext,
  input: {
    conversationId: number;
    senderId: number;
    gid: string;
    content: unknown;
    preview: string;
    now: Date;
    floodSince: Date;
    floodLimit: number;
  },
): Promise<{
  id: number;
  created_at: Date;
  from_chat_id: string;
  nickname: string;
  avatar: string;
  members: number[];
} | null> {
  const { conversationId: conv, senderId: sender, now } = input;
  const { rows } = await sql<{
    id: string | number;
    created_at: Date | string;
    from_chat_id: string;
    nickname: string;
    avatar: string;
    members: unknown;
  }>`
    WITH ins AS (
      INSERT INTO chat_messages (conversation_id, sender_id, client_id, content, created_at)
      SELECT ${conv}::bigint, ${sender}::integer, ${input.gid}::text, ${JSON.stringify(input.content)}::jsonb,
        ${now}::timestamptz
      WHERE (SELECT count(*) FROM (
        SELECT 1 FROM chat_messages WHERE sender_id = ${sender} AND created_at > ${input.floodSince}::timestamptz
        LIMIT ${input.floodLimit}) recent) < ${input.floodLimit}
      ON CONFLICT (sender_id, client_id) DO NOTHING
      RETURNING id, created_at
    ), conv AS (
      UPDATE chat_conversations c
      SET last_message = ${input.preview.slice(0, 200)}, last_message_id = ins.id, last_message_at = ins.created_at
      FROM ins WHERE c.id = ${conv} AND c.last_message_id < ins.id
    ), part AS (
      UPDATE chat_participants p
      SET hidden = false,
        last_read_id = CASE WHEN p.user_id = ${sender} THEN greatest(p.last_read_id, ins.id) ELSE p.last_read_id END,
        last_check_time = CASE WHEN p.user_id = ${sender} AND p.last_read_id < ins.id THEN ins.created_at
          ELSE p.last_check_time END
      FROM ins WHERE p.conversation_id = ${conv} AND (p.hidden OR p.user_id = ${sender})
    )
    SELECT ins.id, ins.created_at, u.chat_id AS from_chat_id, u.nickname, u.avatar,
      (SELECT json_agg(o.user_id) FROM chat_participants o WHERE o.conversation_id = ${conv}) AS members
    FROM ins JOIN users u ON u.id = ${sender}`.execute(chatDb(ctx));
  const row = rows[0];
  if (!row) return null;
  const members = (typeof row.members === 'string' ? JSON.parse(row.members) : (row.members ?? [])) as number[];
  return {
    id: num(row.id),
    created_at: new Date(row.created_at),
    from_chat_id: row.from_chat_id,
    nickname: row.nickname,
    avatar: row.avatar,
    members: members.map(Number),
  };
}

/** The message this sender stored under this gid, if any (a retried send). */
export async function messageByGid(ctx: AppContext, senderId: number, gid: string) {
  const row = await chatDb(ctx)
    .selectFrom('chat_messages')
    .select(['id', 'conversation_id'])
    .where('sender_id', '=', senderId)
    .where('client_id', '=', gid)
    .executeTakeFirst();
  return row ? { id: num(row.id), conversationId: num(row.conversation_id) } : undefined;
}

/** Marks everything up to the newest message read for the user. */
export async function markRead(ctx: AppContext, conversationId: number, userId: number, lastId: number) {
  await chatDb(ctx)
    .updateTable('chat_participants')
    .set({ last_read_id: sql`greatest(last_read_id, ${lastId})`, last_check_time: ctx.now() })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

export async function hide(ctx: AppContext, conversationId: number, userId: number) {
  await chatDb(ctx)
    .updateTable('chat_participants')
    .set({ hidden: true })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

export interface ChatUserRow {
  id: number;
  chat_id: string;
  nickname: string;
  avatar: string;
  user_type: number;
  company_id: number | null;
}

export const usersWhere = (ctx: AppContext) =>
  chatDb(ctx).selectFrom('users').select(['id', 'chat_id', 'nickname', 'avatar', 'user_type', 'company_id']);

export async function companyStaff(ctx: AppContext, companyId: number): Promise<number[]> {
  const rows = await chatDb(ctx).selectFrom('users').select('id').where('company_id', '=', companyId).execute();
  return rows.map((r) => r.id);
}

export async function serviceAgents(ctx: AppContext): Promise<number[]> {
  const rows = await chatDb(ctx).selectFrom('chat_service_agents').select('user_id').execute();
  return rows.map((r) => r.user_id);
}

export async function replies(ctx: AppContext, userId: number) {
  return chatDb(ctx)
    .selectFrom('chat_replies')
    .select(['id', 'content'])
    .where('user_id', '=', userId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function replaceReplies(ctx: AppContext, userId: number, list: string[]) {
  await chatDb(ctx)
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('chat_replies').where('user_id', '=', userId).execute();
      if (list.length)
        await trx
          .insertInto('chat_replies')
          .values(list.map((content, sort) => ({ user_id: userId, content, sort })))
          .execute();
    });
}

/** The id of the user's conversation with this chat_id among these kinds (no counts: the send path). */
export async function participantConversation(
  ctx: AppContext,
  userId: number,
  chatId: string,
  kinds: readonly ChatKind[],
): Promise<{ id: number; chat_id: string; kind: ChatKind } | undefined> {
  const row = await chatDb(ctx)
    .selectFrom('chat_participants as p')
    .innerJoin('chat_conversations as c', 'c.id', 'p.conversation_id')
    .select(['c.id', 'c.chat_id', 'c.kind'])
    .where('p.user_id', '=', userId)
    .where('c.chat_id', '=', chatId)
    .where('c.kind', 'in', [...kinds])
    .executeTakeFirst();
  return row ? { id: num(row.id), chat_id: row.chat_id, kind: row.kind as ChatKind } : undefined;
}

export async function recordFile(ctx: AppContext, input: { userId: number; path: string; name: string; size: number }) {
  await chatDb(ctx)
    .insertInto('chat_files')
    .values({ user_id: input.userId, path: input.path, name: input.name, size: input.size, created_at: ctx.now() })
    .execute();
}

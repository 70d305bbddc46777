import type { ServiceCustomer, ServiceDesk, ServiceDeskItem } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import { CHAT_MSG, formatZonedDateTime } from '@wanju/domain';
import { sql } from 'kysely';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { publish } from './live';
import * as repo from './repo';
import { conversation, toItem } from './service';
import { chatDb } from './tables';

/**
 * The customer-service desk: service conversations wait in a queue until an agent takes one; the agent
 * answers, transfers or closes it; a customer's message to a closed one puts it back in the queue. Only
 * the platform's agents (chat_service_agents) reach these calls; the customer's own calls show none of it.
 */

const notFound = () => new AppError(CODE.notFound, CHAT_MSG.conversationNotFound);

/** The platform's agents, or a refusal when this user is not one of them. */
export async function requireAgent(ctx: AppContext, user: SessionUser): Promise<number[]> {
  const agents = await repo.serviceAgents(ctx);
  if (!agents.includes(user.userId)) throw new AppError(CODE.forbidden, CHAT_MSG.notServiceAgent);
  return agents;
}

async function agentNames(ctx: AppContext, agents: number[]) {
  if (agents.length === 0) return new Map<number, string>();
  const rows = await chatDb(ctx).selectFrom('users').select(['id', 'nickname']).where('id', 'in', agents).execute();
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

function toDeskItem(row: repo.ConversationRow, names: Map<number, string>): ServiceDeskItem {
  return {
    ...toItem(row),
    state: row.state === 'closed' ? 'closed' : 'open',
    assignee_id: row.assignee_id,
    assignee_name: row.assignee_id ? (names.get(row.assignee_id) ?? '') : '',
    customer_id: row.peer_user_id ?? 0,
  };
}

/** Tells every agent's open workspace that the queue moved. */
function queueMoved(ctx: AppContext, agents: number[], chatId: string) {
  if (agents.length)
    void publish(
      ctx,
      agents.map((id) => `user:${id}`),
      { type: 'service.queue', chat_id: chatId },
    );
}

export async function desk(ctx: AppContext, user: SessionUser): Promise<ServiceDesk> {
  const agents = await requireAgent(ctx, user);
  // An agent added after conversations were opened joins every one still waiting (all of it unread), so the
  // queue is the same for every agent.
  await chatDb(ctx)
    .insertInto('chat_participants')
    .columns(['conversation_id', 'user_id', 'role', 'last_check_time'])
    .expression((eb) =>
      eb
        .selectFrom('chat_conversations')
        .select((s) => [
          'id',
          s.val(user.userId).as('user_id'),
          s.val('staff').as('role'),
          'created_at as last_check_time',
        ])
        .where('kind', '=', 'service')
        .where('assignee_id', 'is', null)
        .where('state', '!=', 'closed'),
    )
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
  const [rows, names] = await Promise.all([
    repo.conversationsOf(ctx, user.userId, ['service'], { includeHidden: true, limit: 500 }),
    agentNames(ctx, agents),
  ]);
  const result: ServiceDesk = {
    waiting: [],
    mine: [],
    closed: [],
    unread: { waiting: 0, mine: 0, closed: 0 },
    agents: agents.filter((id) => id !== user.userId).map((id) => ({ user_id: id, nickname: names.get(id) ?? '' })),
    me: user.userId,
  };
  for (const row of rows) {
    // A customer who only opened the window and wrote nothing is not waiting for anyone.
    if (row.last_message_id === 0) continue;
    const tab =
      row.state === 'closed'
        ? 'closed'
        : row.assignee_id === null
          ? 'waiting'
          : row.assignee_id === user.userId
            ? 'mine'
            : null;
    if (!tab) continue;
    result[tab].push(toDeskItem(row, names));
    result.unread[tab] += row.unread;
  }
  return result;
}

async function answer(ctx: AppContext, user: SessionUser, agents: number[], chatId: string) {
  const [row, names] = await Promise.all([conversation(ctx, user, chatId, ['service']), agentNames(ctx, agents)]);
  queueMoved(ctx, agents, chatId);
  return { conversation: toDeskItem(row, names) };
}

/** Adds the agent to the conversation (an agent who joined after it was opened has no participant row). */
async function join(ctx: AppContext, conversationId: number, userId: number) {
  await chatDb(ctx)
    .insertInto('chat_participants')
    .values({ conversation_id: conversationId, user_id: userId, role: 'staff', last_check_time: ctx.now() })
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
}

async function serviceConversation(ctx: AppContext, chatId: string) {
  const row = await chatDb(ctx)
    .selectFrom('chat_conversations')
    .select(['id', 'state', 'assignee_id'])
    .where('chat_id', '=', chatId)
    .where('kind', '=', 'service')
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, id: Number(row.id) };
}

/** One conditional update: when two agents take the same conversation, the second finds it taken. */
export async function take(ctx: AppContext, user: SessionUser, chatId: string) {
  const agents = await requireAgent(ctx, user);
  const conv = await serviceConversation(ctx, chatId);
  const taken = await chatDb(ctx)
    .updateTable('chat_conversations')
    .set({ assignee_id: user.userId })
    .where('id', '=', conv.id)
    .where('state', '=', 'open')
    .where('assignee_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!taken) throw businessError(conv.state === 'closed' ? CHAT_MSG.serviceClosed : CHAT_MSG.serviceTaken);
  await join(ctx, conv.id, user.userId);
  return answer(ctx, user, agents, chatId);
}

export async function transfer(ctx: AppContext, user: SessionUser, chatId: string, agentId: number) {
  const agents = await requireAgent(ctx, user);
  if (agentId === user.userId || !agents.includes(agentId)) throw businessError(CHAT_MSG.transferTarget);
  const conv = await serviceConversation(ctx, chatId);
  const moved = await chatDb(ctx)
    .updateTable('chat_conversations')
    .set({ assignee_id: agentId })
    .where('id', '=', conv.id)
    .where('state', '=', 'open')
    .where('assignee_id', '=', user.userId)
    .returning('id')
    .executeTakeFirst();
  if (!moved) throw businessError(conv.state === 'closed' ? CHAT_MSG.serviceClosed : CHAT_MSG.notAssignee);
  await join(ctx, conv.id, agentId);
  return answer(ctx, user, agents, chatId);
}

/** The agent answering it closes it; a waiting one (nothing to answer) may be closed by any agent. */
export async function close(ctx: AppContext, user: SessionUser, chatId: string) {
  const agents = await requireAgent(ctx, user);
  const conv = await serviceConversation(ctx, chatId);
  const closed = await chatDb(ctx)
    .updateTable('chat_conversations')
    .set({ state: 'closed', closed_at: ctx.now() })
    .where('id', '=', conv.id)
    .where('state', '=', 'open')
    .where((eb) => eb.or([eb('assignee_id', '=', user.userId), eb('assignee_id', 'is', null)]))
    .returning('id')
    .executeTakeFirst();
  if (!closed) throw businessError(conv.state === 'closed' ? CHAT_MSG.serviceClosed : CHAT_MSG.notAssignee);
  return answer(ctx, user, agents, chatId);
}

export async function reopen(ctx: AppContext, user: SessionUser, chatId: string) {
  const agents = await requireAgent(ctx, user);
  const conv = await serviceConversation(ctx, chatId);
  const opened = await chatDb(ctx)
    .updateTable('chat_conversations')
    .set({ state: 'open', closed_at: null, assignee_id: user.userId })
    .where('id', '=', conv.id)
    .where('state', '=', 'closed')
    .returning('id')
    .executeTakeFirst();
  if (!opened) throw businessError(CHAT_MSG.serviceNotClosed);
  await join(ctx, conv.id, user.userId);
  return answer(ctx, user, agents, chatId);
}

/**
 * After the customer (the conversation's member) writes: a closed conversation opens again, unassigned,
 * back in the queue. One statement; nothing happens for an agent's message or an open conversation.
 */
export async function customerWrote(ctx: AppContext, conversationId: number, senderId: number, chatId: string) {
  const { rows } = await sql<{ id: number }>`
    UPDATE chat_conversations c SET state = 'open', assignee_id = NULL, closed_at = NULL
    WHERE c.id = ${conversationId} AND c.state = 'closed' AND EXISTS (
      SELECT 1 FROM chat_participants p
      WHERE p.conversation_id = c.id AND p.user_id = ${senderId} AND p.role = 'member')
    RETURNING c.id`.execute(chatDb(ctx));
  if (rows.length) queueMoved(ctx, await repo.serviceAgents(ctx), chatId);
}

export async function customer(ctx: AppContext, user: SessionUser, chatId: string): Promise<ServiceCustomer> {
  await requireAgent(ctx, user);
  const conv = await conversation(ctx, user, chatId, ['service']);
  if (!conv.peer_user_id) throw notFound();
  const db = chatDb(ctx);
  const [person, requests] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('companies as co', 'co.id', 'u.company_id')
      .select(['u.id', 'u.nickname', 'u.phone', 'co.name as company_name'])
      .where('u.id', '=', conv.peer_user_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('factory_requests as r')
      .innerJoin('factories as f', 'f.id', 'r.factory_id')
      .select(['r.id', 'r.kind', 'r.status', 'r.created_at', 'f.name as factory_name'])
      .where('r.user_id', '=', conv.peer_user_id)
      .orderBy('r.id', 'desc')
      .limit(5)
      .execute(),
  ]);
  return {
    user_id: person.id,
    nickname: person.nickname,
    phone: person.phone,
    company_name: person.company_name ?? '',
    requests: requests.map((r) => ({
      id: r.id,
      kind: r.kind,
      factory_name: r.factory_name,
      status: r.status,
      created_time: formatZonedDateTime(new Date(r.created_at)).slice(0, 16),
    })),
  };
}

import type { ChatHistory, ChatSignature, ServiceDesk, ServiceDeskItem } from '@wanju/api-client';
import { CHAT_MSG } from '@wanju/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let customer: string; // 13800000001, a buyer
let agent: string; // 13800000006, the demo agent
let second: string; // 13800000003, made an agent here
let secondId: number;
let chatId: string;

const call = async <T>(path: string, body: unknown, token: string) => (await server.post<T>(path, body, token)).body;
let seq = 0;
async function say(token: string, text: string) {
  const sig = await call<ChatSignature>('/api/chat/again_user_sig', {}, token);
  const gid = `d${Date.now().toString(36)}${(seq++).toString(36).padStart(4, '0')}`;
  const res = await call(
    '/api/chat/send_message',
    {
      chat_id: chatId,
      gid,
      user_sig: sig.data.user_sig,
      msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }],
    },
    token,
  );
  expect(res.code).toBe(0);
}
const deskOf = async (token: string) => (await call<ServiceDesk>('/api/chat/service_desk', {}, token)).data;
const tabOf = (d: ServiceDesk) =>
  (['waiting', 'mine', 'closed'] as const).find((t) => d[t].some((c) => c.chat_id === chatId));

beforeAll(async () => {
  server = await startTestServer({ JOB_WORKER: '0' });
  const db = server.ctx.database.db;
  const row = await db.selectFrom('users').select('id').where('phone', '=', '13800000003').executeTakeFirstOrThrow();
  secondId = row.id;
  await sql`INSERT INTO chat_service_agents (user_id) VALUES (${secondId})`.execute(db);
  [customer, agent, second] = (await Promise.all(
    ['13800000001', '13800000006', '13800000003'].map((p) => server.login(p)),
  )) as [string, string, string];
  const opened = await call<{ conversation: { chat_id: string } }>(
    '/api/chat/open_conversation',
    { kind: 'service' },
    customer,
  );
  chatId = opened.data.conversation.chat_id;
});
afterAll(() => server?.close());

describe('customer-service desk', () => {
  it('a customer’s first message puts the conversation in every agent’s waiting queue, with its unread count', async () => {
    expect(tabOf(await deskOf(agent))).toBeUndefined();
    await say(customer, '你好，我想咨询会员');
    for (const token of [agent, second]) {
      const desk = await deskOf(token);
      expect(tabOf(desk)).toBe('waiting');
      expect(desk.waiting.find((c) => c.chat_id === chatId)?.unread_count).toBe(1);
      expect(desk.unread.waiting).toBeGreaterThanOrEqual(1);
    }
  });

  it('an agent added later finds the conversations already waiting, unread', async () => {
    const db = server.ctx.database.db;
    const late = await db.selectFrom('users').select('id').where('phone', '=', '13800000002').executeTakeFirstOrThrow();
    await sql`INSERT INTO chat_service_agents (user_id) VALUES (${late.id})`.execute(db);
    const token = await server.login('13800000002');
    const desk = await deskOf(token);
    expect(tabOf(desk)).toBe('waiting');
    expect(desk.waiting.find((c) => c.chat_id === chatId)?.unread_count).toBe(1);
    await sql`DELETE FROM chat_service_agents WHERE user_id = ${late.id}`.execute(db);
  });

  it('of two agents taking the same conversation at once exactly one wins; the other is told why', async () => {
    const results = await Promise.all(
      [agent, second].map((t) =>
        call<{ conversation: ServiceDeskItem }>('/api/chat/service_take', { chat_id: chatId }, t),
      ),
    );
    const won = results.filter((r) => r.code === 0);
    const lost = results.filter((r) => r.code !== 0);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.msg).toBe(CHAT_MSG.serviceTaken);
    const winner = results[0]?.code === 0 ? agent : second;
    const loser = winner === agent ? second : agent;
    expect(tabOf(await deskOf(winner))).toBe('mine');
    expect(tabOf(await deskOf(loser))).toBeUndefined();
    // Settle on the demo agent answering it for the tests below.
    if (winner === second) {
      const moved = await call('/api/chat/service_transfer', { chat_id: chatId, agent_id: 0 }, second);
      expect(moved.code).not.toBe(0);
      const me = await deskOf(agent);
      const back = await call<{ conversation: ServiceDeskItem }>(
        '/api/chat/service_transfer',
        { chat_id: chatId, agent_id: me.me },
        second,
      );
      expect(back.data.conversation.assignee_id).toBe(me.me);
    }
  });

  it('transfers to another agent only from the agent answering it', async () => {
    const stranger = await call('/api/chat/service_transfer', { chat_id: chatId, agent_id: secondId }, second);
    expect(stranger.msg).toBe(CHAT_MSG.transferTarget);
    const moved = await call<{ conversation: ServiceDeskItem }>(
      '/api/chat/service_transfer',
      { chat_id: chatId, agent_id: secondId },
      agent,
    );
    expect(moved.code).toBe(0);
    expect(moved.data.conversation.assignee_id).toBe(secondId);
    expect(tabOf(await deskOf(second))).toBe('mine');
    const notMine = await call('/api/chat/service_close', { chat_id: chatId }, agent);
    expect(notMine.msg).toBe(CHAT_MSG.notAssignee);
    const me = (await deskOf(agent)).me;
    expect((await call('/api/chat/service_transfer', { chat_id: chatId, agent_id: me }, second)).code).toBe(0);
  });

  it('closes; a customer message reopens it back into the queue; an agent can reopen it', async () => {
    const closed = await call<{ conversation: ServiceDeskItem }>('/api/chat/service_close', { chat_id: chatId }, agent);
    expect(closed.data.conversation.state).toBe('closed');
    expect(tabOf(await deskOf(agent))).toBe('closed');
    expect((await call('/api/chat/service_close', { chat_id: chatId }, agent)).msg).toBe(CHAT_MSG.serviceClosed);
    expect((await call('/api/chat/service_take', { chat_id: chatId }, second)).msg).toBe(CHAT_MSG.serviceClosed);

    await say(customer, '还有一个问题');
    const again = await deskOf(second);
    expect(tabOf(again)).toBe('waiting');
    expect(again.waiting.find((c) => c.chat_id === chatId)?.assignee_id).toBeNull();

    expect((await call('/api/chat/service_take', { chat_id: chatId }, agent)).code).toBe(0);
    expect((await call('/api/chat/service_close', { chat_id: chatId }, agent)).code).toBe(0);
    expect((await call('/api/chat/service_reopen', { chat_id: chatId }, second)).code).toBe(0);
    expect(tabOf(await deskOf(second))).toBe('mine');
    expect((await call('/api/chat/service_reopen', { chat_id: chatId }, second)).msg).toBe(CHAT_MSG.serviceNotClosed);
  });

  it('an agent’s own message does not reopen a closed conversation', async () => {
    expect((await call('/api/chat/service_close', { chat_id: chatId }, second)).code).toBe(0);
    await say(second, '如有问题随时联系');
    expect(tabOf(await deskOf(agent))).toBe('closed');
  });

  it('shows the agent the customer’s company and recent requests', async () => {
    const info = await call<{ nickname: string; company_name: string; phone: string }>(
      '/api/chat/service_customer',
      { chat_id: chatId },
      agent,
    );
    expect(info.code).toBe(0);
    expect(info.data.phone).toBe('13800000001');
    expect(info.data.company_name).not.toBe('');
  });

  it('a buyer cannot call the desk, and never sees the internal state', async () => {
    for (const [path, body] of [
      ['/api/chat/service_desk', {}],
      ['/api/chat/service_take', { chat_id: chatId }],
      ['/api/chat/service_transfer', { chat_id: chatId, agent_id: secondId }],
      ['/api/chat/service_close', { chat_id: chatId }],
      ['/api/chat/service_reopen', { chat_id: chatId }],
      ['/api/chat/service_customer', { chat_id: chatId }],
    ] as const) {
      const res = await call(path, body, customer);
      expect(res.code, path).toBe(403);
      expect(res.msg).toBe(CHAT_MSG.notServiceAgent);
    }
    const mine = await call<{ list: Record<string, unknown>[] }>('/api/chat/customer_message_list', {}, customer);
    expect(mine.data.list[0]).not.toHaveProperty('assignee_id');
    expect(mine.data.list[0]).not.toHaveProperty('state');
    const history = await call<ChatHistory>('/api/chat/get_message_record', { chat_id: chatId, offset: 0 }, customer);
    expect(history.data.list.length).toBe(3);
  });
});

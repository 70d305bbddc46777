import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatConversationItem, ChatEvent, ChatHistory, ChatMessageItem, ChatSignature } from '@wanju/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { isEventOn, subscribedSocket, type TestSocket } from './realtime-socket';

/**
 * Two users exchange messages over the realtime hub. On PostgreSQL they sit on two server processes
 * sharing one database (the fan-out goes through LISTEN/NOTIFY); on PGlite both use the one server.
 */
let a: TestServer;
let b: TestServer;
let buyer: string;
let factory: string;
let chatId: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  a = await startTestServer();
  b =
    a.engine === 'postgres'
      ? await startTestServer(
          {},
          {
            dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-test-')),
            databaseUrl: a.ctx.config.databaseUrl,
            dropDatabase: async () => {},
            offset: 0,
          },
        )
      : a;
  buyer = await a.login('13800000001');
  factory = await b.login('13800000005');
  const company = await a.ctx.database.db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('c.factory_id')
    .where('u.phone', '=', '13800000005')
    .executeTakeFirstOrThrow();
  const open = await a.post<{ conversation: ChatConversationItem }>(
    '/api/chat/get_message_factory',
    { factory_id: company.factory_id },
    buyer,
  );
  chatId = open.body.data.conversation.chat_id;
});
afterAll(async () => {
  for (const s of sockets) s.ws.close();
  if (b !== a) await b?.close();
  await a?.close();
});

const sign = async (server: TestServer, token: string) =>
  (await server.post<ChatSignature>('/api/chat/again_user_sig', {}, token)).body.data;

describe('messages over the realtime hub', () => {
  it('delivers each message to the other side live, once, and the missed ones after a reconnect', async () => {
    const buyerSig = await sign(a, buyer);
    const factorySig = await sign(b, factory);
    const factoryUser = (await b.post<{ user_id: number }>('/api/chat/again_user_sig', {}, factory)).body.data.user_id;
    const onFactory = await subscribedSocket(b.baseUrl, factory, [`conversation:${chatId}`, `user:${factoryUser}`]);
    const onBuyer = await subscribedSocket(a.baseUrl, buyer, [`conversation:${chatId}`]);
    sockets.push(onFactory, onBuyer);

    const started = Date.now();
    const sent = await a.post<{ message: ChatMessageItem }>(
      '/api/chat/send_message',
      {
        chat_id: chatId,
        gid: 'live-0001',
        user_sig: buyerSig.user_sig,
        msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: '在吗？' } }],
      },
      buyer,
    );
    expect(sent.body.code).toBe(0);
    const live = await onFactory.next(isEventOn(`conversation:${chatId}`));
    expect(Date.now() - started).toBeLessThan(1000);
    const event = (live as { event: ChatEvent }).event;
    expect(event.type).toBe('chat.message');
    expect(event.type === 'chat.message' && event.message.gid).toBe('live-0001');
    // The user channel carries it too (the badge of a closed chat window).
    await onFactory.next(isEventOn(`user:${factoryUser}`));

    const reply = await b.post<{ message: ChatMessageItem }>(
      '/api/chat/send_message',
      {
        chat_id: chatId,
        gid: 'live-0002',
        user_sig: factorySig.user_sig,
        msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: '在的' } }],
      },
      factory,
    );
    // The sender's own sockets see its message too (the client merges by gid); wait for the answer.
    const back = await onBuyer.next(
      (m) => isEventOn(`conversation:${chatId}`)(m) && JSON.stringify(m).includes('live-0002'),
    );
    expect(((back as { event: ChatEvent }).event as { message: ChatMessageItem }).message.id).toBe(
      reply.body.data.message.id,
    );

    // A retried send is not delivered again.
    await a.post(
      '/api/chat/send_message',
      {
        chat_id: chatId,
        gid: 'live-0001',
        user_sig: buyerSig.user_sig,
        msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: '在吗？' } }],
      },
      buyer,
    );
    await expect(
      onFactory.next((m) => isEventOn(`conversation:${chatId}`)(m) && JSON.stringify(m).includes('live-0001'), 500),
    ).rejects.toThrow();

    // The buyer drops; the factory writes twice; the buyer asks for what came after its last id.
    onBuyer.ws.close();
    for (const gid of ['live-0003', 'live-0004'])
      await b.post(
        '/api/chat/send_message',
        {
          chat_id: chatId,
          gid,
          user_sig: factorySig.user_sig,
          msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: gid } }],
        },
        factory,
      );
    const missed = await a.post<ChatHistory>(
      '/api/chat/get_message_record',
      { chat_id: chatId, after_id: reply.body.data.message.id },
      buyer,
    );
    expect(missed.body.data.list.map((m) => m.gid)).toEqual(['live-0003', 'live-0004']);
  });

  it("delivers one sender's messages, sent one at a time through either process, to every process in stored order", async () => {
    const buyerSig = await sign(a, buyer);
    const watchers = [
      await subscribedSocket(a.baseUrl, factory, [`conversation:${chatId}`]),
      await subscribedSocket(b.baseUrl, factory, [`conversation:${chatId}`]),
    ];
    sockets.push(...watchers);
    const stored: number[] = [];
    // (fewer than the per-sender limit of 20 messages in 10 s, with the messages of the case before)
    for (let i = 0; i < 12; i++) {
      // Every third message is too large for a NOTIFY payload (stored, then notified): it must not be overtaken.
      const text = i % 3 === 0 ? '"'.repeat(1990) : `顺序-${i}`;
      const sent = await (i % 2 ? b : a).post<{ message: ChatMessageItem }>(
        '/api/chat/send_message',
        {
          chat_id: chatId,
          gid: `order-${String(i).padStart(4, '0')}`,
          user_sig: buyerSig.user_sig,
          msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }],
        },
        buyer,
      );
      expect(sent.body.code, sent.body.msg).toBe(0);
      stored.push(sent.body.data.message.id);
    }
    expect([...stored].sort((x, y) => x - y)).toEqual(stored);
    for (const socket of watchers) {
      const arrived: number[] = [];
      while (arrived.length < stored.length) {
        const next = (await socket.next(
          (m) => isEventOn(`conversation:${chatId}`)(m) && JSON.stringify(m).includes('"gid":"order-'),
        )) as { event: ChatEvent };
        if (next.event.type === 'chat.message') arrived.push(next.event.message.id);
      }
      expect(arrived).toEqual(stored);
    }
  });

  it('refuses the conversation channel to someone who is not in it', async () => {
    const stranger = await a.login('13800000004');
    await expect(subscribedSocket(a.baseUrl, stranger, [`conversation:${chatId}`])).rejects.toThrow();
  });
});

import type { ChatConversationItem, ChatHistory, ChatMessageItem, ChatSignature, ChatUnread } from '@wanju/api-client';
import {
  CHAT_FLOOD_LIMIT,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MSG,
  CHAT_SIG_ERROR_CODE,
  CHAT_SIG_TTL_MS,
  MSG,
} from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let buyer: string; // 13800000001, main account of the trading company
let sales: string; // 13800000002, same company
let factory: string; // 13800000005, the factory's account
let free: string; // 13800000004, no company
let factoryId: number;
const sigs = new Map<string, string>();

const call = async <T>(path: string, body: unknown, token: string) => (await server.post<T>(path, body, token)).body;
const text = (t: string) => [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }];
let seq = 0;
const gid = () => `g${Date.now().toString(36)}${(seq++).toString(36).padStart(4, '0')}`;

async function sig(token: string) {
  if (!sigs.has(token)) {
    const s = await call<ChatSignature>('/api/chat/again_user_sig', {}, token);
    sigs.set(token, s.data.user_sig);
  }
  return sigs.get(token) as string;
}
async function send(token: string, chat_id: string, body = text('你好'), id = gid()) {
  return call<{ message: ChatMessageItem; duplicate: boolean }>(
    '/api/chat/send_message',
    { chat_id, gid: id, user_sig: await sig(token), msg_content: body },
    token,
  );
}
const unread = async (token: string) => (await call<ChatUnread>('/api/system/get_message_reminder', {}, token)).data;

beforeAll(async () => {
  // The digest is called by the tests themselves, not by a runner at its slot.
  server = await startTestServer({ JOB_WORKER: '0' });
  [buyer, sales, factory, free] = (await Promise.all(
    ['13800000001', '13800000002', '13800000005', '13800000004'].map((p) => server.login(p)),
  )) as [string, string, string, string];
  const company = await server.ctx.database.db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('c.factory_id')
    .where('u.phone', '=', '13800000005')
    .executeTakeFirstOrThrow();
  factoryId = company.factory_id as number;
});
afterAll(() => server?.close());

describe('platform chat between a buyer and a factory', () => {
  let chatId: string;
  it('opens one conversation per buyer and factory, listed for both sides', async () => {
    const a = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/get_message_factory',
      { factory_id: factoryId },
      buyer,
    );
    expect(a.code).toBe(0);
    const b = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/get_message_factory',
      { factory_id: factoryId },
      buyer,
    );
    expect(b.data.conversation.chat_id).toBe(a.data.conversation.chat_id);
    chatId = a.data.conversation.chat_id;
    expect(a.data.conversation.tab).toBe('platform');

    const sent = await send(buyer, chatId, text('这款遥控车起订量多少？'));
    expect(sent.code).toBe(0);
    const list = await call<{ list: ChatConversationItem[]; unread: ChatUnread }>(
      '/api/chat/get_message_list',
      {},
      factory,
    );
    const mine = list.data.list.find((c) => c.chat_id === chatId);
    expect(mine?.unread_count).toBe(1);
    expect(mine?.last_message).toBe('这款遥控车起订量多少？');
    expect(mine?.nickname).not.toBe('');
    expect(list.data.unread.platform).toBe(1);
  });

  it('counts unread until the conversation is opened, then 0 (set_last_time)', async () => {
    await send(factory, chatId, text('500 件起订'));
    await send(factory, chatId, text('价格可谈'));
    expect((await unread(buyer)).platform).toBe(2);
    const after = await call<ChatUnread>('/api/chat/set_last_time', { chat_id: chatId }, buyer);
    expect(after.code).toBe(0);
    expect(after.data.platform).toBe(0);
    // The factory read the buyer's message when it answered.
    expect((await unread(factory)).platform).toBe(0);
  });

  it('stores a retried send once', async () => {
    const id = gid();
    const first = await send(buyer, chatId, text('重试的消息'), id);
    const again = await send(buyer, chatId, text('重试的消息'), id);
    expect(again.code).toBe(0);
    expect(again.data.duplicate).toBe(true);
    expect(again.data.message.id).toBe(first.data.message.id);
    const n = await server.ctx.database.db
      .selectFrom('chat_messages' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_id' as never, '=', id as never)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });

  it('answers nothing for a chat id the user is not in', async () => {
    for (const token of [sales, free]) {
      const r = await call<ChatHistory>('/api/chat/get_message_record', { chat_id: chatId, offset: 0 }, token);
      expect(r.code).toBe(404);
      expect(r.msg).toBe(CHAT_MSG.conversationNotFound);
      expect(r.data).toBeNull();
      expect((await send(token, chatId)).code).toBe(404);
    }
    expect((await call('/api/chat/set_last_time', { chat_id: 'c_nothing' }, buyer)).code).toBe(404);
  });

  it('refuses empty, oversized and unknown content, storing nothing', async () => {
    const before = (await call<ChatHistory>('/api/chat/get_message_record', { chat_id: chatId, offset: 0 }, buyer))
      .data;
    for (const [body, msg] of [
      [[], CHAT_MSG.emptyMessage],
      [text('  '), CHAT_MSG.emptyMessage],
      [text('长'.repeat(2001)), CHAT_MSG.textTooLong],
      [[{ MsgType: 'TIMSoundElem', MsgContent: {} }], CHAT_MSG.unknownType],
    ] as const) {
      const r = await send(buyer, chatId, body as never);
      expect(r.code).not.toBe(0);
      expect(r.msg).toBe(msg);
    }
    const after = (await call<ChatHistory>('/api/chat/get_message_record', { chat_id: chatId, offset: 0 }, buyer)).data;
    expect(after.list.map((m) => m.id)).toEqual(before.list.map((m) => m.id));
  });
});

describe('history', () => {
  it('pages 15 at a time from the newest, then says there is no more', async () => {
    const { data } = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/open_conversation',
      { kind: 'service' },
      sales,
    );
    const chatId = data.conversation.chat_id;
    for (let i = 0; i < 20; i++) {
      // Spread the sends over time so the flood limit does not apply.
      server.advance(1000);
      expect((await send(sales, chatId, text(`第${i}条`))).code).toBe(0);
    }
    const first = await call<ChatHistory>('/api/chat/get_message_record', { chat_id: chatId, offset: 0 }, sales);
    expect(first.data.list).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
    expect(first.data.has_more).toBe(true);
    expect(first.data.list.at(-1)?.msg_content[0]).toEqual(text('第19条')[0]);
    const second = await call<ChatHistory>('/api/chat/get_message_record', { chat_id: chatId, offset: 15 }, sales);
    expect(second.data.list.map((m) => (m.msg_content[0] as { MsgContent: { Text: string } }).MsgContent.Text)).toEqual(
      ['第0条', '第1条', '第2条', '第3条', '第4条'],
    );
    expect(second.data.has_more).toBe(false);
    expect(second.data.notice).toBe(MSG.chatNoMoreHistory);
    // After a reconnect: what came after the last id the client has.
    const lastSeen = first.data.list[10]?.id as number;
    const missed = await call<ChatHistory>(
      '/api/chat/get_message_record',
      { chat_id: chatId, offset: 0, after_id: lastSeen },
      sales,
    );
    expect(missed.data.list.map((m) => m.id)).toEqual(first.data.list.slice(11).map((m) => m.id));
  });
});

describe('signatures and floods', () => {
  it('refuses an expired signature with 70001; a fresh one sends the same message', async () => {
    const { data } = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/open_conversation',
      { kind: 'service' },
      free,
    );
    const old = await call<ChatSignature>('/api/chat/again_user_sig', {}, free);
    expect(old.data.expires_at).toBeGreaterThan(Date.now());
    server.advance(CHAT_SIG_TTL_MS + 1000);
    const id = gid();
    const refused = await call(
      '/api/chat/send_message',
      { chat_id: data.conversation.chat_id, gid: id, user_sig: old.data.user_sig, msg_content: text('签名过期前写的') },
      free,
    );
    expect(refused.code).toBe(CHAT_SIG_ERROR_CODE);
    expect((await call('/api/chat/check_user_sig', { user_sig: old.data.user_sig }, free)).code).toBe(
      CHAT_SIG_ERROR_CODE,
    );
    const fresh = await call<ChatSignature>('/api/chat/again_user_sig', {}, free);
    const sent = await call<{ message: ChatMessageItem }>(
      '/api/chat/send_message',
      {
        chat_id: data.conversation.chat_id,
        gid: id,
        user_sig: fresh.data.user_sig,
        msg_content: text('签名过期前写的'),
      },
      free,
    );
    expect(sent.code).toBe(0);
    expect(sent.data.message.gid).toBe(id);
    // A forged signature is refused too.
    const forged = `${Date.now() + 1e9}.${fresh.data.user_sig.split('.')[1]}`;
    expect((await call('/api/chat/check_user_sig', { user_sig: forged }, free)).msg).toBe(CHAT_MSG.sigInvalid);
    sigs.set(free, fresh.data.user_sig);
  });

  it('limits a flood of messages per user with a clear message', async () => {
    const { data } = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/open_conversation',
      { kind: 'service' },
      free,
    );
    server.advance(60_000);
    const codes: number[] = [];
    let refusal = '';
    for (let i = 0; i < CHAT_FLOOD_LIMIT + 3; i++) {
      const r = await send(free, data.conversation.chat_id, text(`刷屏${i}`));
      codes.push(r.code);
      if (r.code !== 0) refusal = r.msg;
    }
    expect(codes.filter((c) => c === 0)).toHaveLength(CHAT_FLOOD_LIMIT);
    expect(refusal).toBe(CHAT_MSG.flood);
    server.advance(11_000);
    expect((await send(free, data.conversation.chat_id, text('冷静之后'))).code).toBe(0);
  });
});

describe('colleagues, quick replies and uploads', () => {
  it('lists colleagues and chats with them, but not with another company', async () => {
    const list = await call<{ list: { chat_id: string; nickname: string }[] }>(
      '/api/chat/get_colleague_list',
      {},
      buyer,
    );
    expect(list.data.list.length).toBeGreaterThanOrEqual(2);
    const colleague = list.data.list[0]?.chat_id as string;
    const open = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/open_conversation',
      { kind: 'colleague', user_chat_id: colleague },
      buyer,
    );
    expect(open.code).toBe(0);
    expect(open.data.conversation.tab).toBe('colleague');
    const stranger = await call('/api/chat/open_conversation', { kind: 'colleague', user_chat_id: colleague }, factory);
    expect(stranger.msg).toBe(CHAT_MSG.notColleague);
  });

  it('keeps quick replies in order and refuses blank ones', async () => {
    const saved = await call<{ list: { content: string }[] }>(
      '/api/chat/edit_chat_reply',
      { list: ['您好，在的', '稍等，马上为您查询'] },
      factory,
    );
    expect(saved.data.list.map((r) => r.content)).toEqual(['您好，在的', '稍等，马上为您查询']);
    expect((await call('/api/chat/edit_chat_reply', { list: ['  '] }, factory)).msg).toBe(CHAT_MSG.replyEmpty);
    expect((await call<{ list: unknown[] }>('/api/chat/get_chat_reply', {}, factory)).data.list).toHaveLength(2);
  });

  it('accepts a real PDF and refuses a file that is not what its name says', async () => {
    const upload = async (name: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      const res = await fetch(`${server.baseUrl}/api/chat/upload_file`, {
        method: 'POST',
        headers: { token: buyer },
        body: form,
      });
      return (await res.json()) as { code: number; msg: string; data: { url: string; kind: string } };
    };
    const pdf = await upload('报价.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.code).toBe(0);
    expect(pdf.data.kind).toBe('file');
    const got = await fetch(server.baseUrl + pdf.data.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain('attachment');
    const fake = await upload('报价.pdf', Buffer.from('<script>alert(1)</script>'));
    expect(fake.msg).toBe(CHAT_MSG.fileType);
    const exe = await upload('a.exe', Buffer.from('MZ'));
    expect(exe.msg).toBe(CHAT_MSG.fileType);
  });
});

describe('notifications', () => {
  it('a find-sample offer reaches the buyer and moves the bell count', async () => {
    const before = (await unread(buyer)).system;
    const request = await call<{ id: number }>(
      '/api/toy_search/add',
      { description: '找一款会唱歌的毛绒熊', pictures: [] },
      buyer,
    );
    expect(request.code).toBe(0);
    const product = await server.ctx.database.db
      .selectFrom('products')
      .select('id')
      .where('factory_id', '=', factoryId)
      .where('is_black', '=', false)
      .executeTakeFirstOrThrow();
    const answered = await call(
      '/api/factory_console/answer_find_sample',
      { id: request.data.id, toy_id: product.id },
      factory,
    );
    expect(answered.code).toBe(0);
    expect((await unread(buyer)).system).toBe(before + 1);
  });

  it('sends each factory one digest for the requests whose time has come, once', async () => {
    const { sendFactoryDigest } = await import('../src/notifications/index');
    await sendFactoryDigest(server.ctx);
    const before = (await unread(factory)).system;
    const product = await server.ctx.database.db
      .selectFrom('products')
      .select('id')
      .where('factory_id', '=', factoryId)
      .where('is_black', '=', false)
      .executeTakeFirstOrThrow();
    const sent = await call('/api/toy/batch_inquiry', { ids: [product.id] }, buyer);
    expect(sent.code).toBe(0);
    expect((await sendFactoryDigest(server.ctx)).requests).toBe(0);
    server.advance(16 * 60 * 60 * 1000);
    const digest = await sendFactoryDigest(server.ctx);
    expect(digest.requests).toBeGreaterThanOrEqual(1);
    expect((await unread(factory)).system).toBe(before + 1);
    expect((await sendFactoryDigest(server.ctx)).requests).toBe(0);
  });
});

describe('factory chat, contacting buyers, customer service', () => {
  // Earlier tests moved the clock past the signatures' lifetime.
  beforeAll(() => sigs.clear());
  it('a trading company holds a factory chat with a factory, a user without company a platform chat', async () => {
    const mine = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/open_conversation',
      { kind: 'platform', factory_id: factoryId },
      buyer,
    );
    expect(mine.data.conversation.kind).toBe('factory');
    expect(mine.data.conversation.tab).toBe('platform');
    const theirs = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/get_message_factory',
      { factory_id: factoryId },
      free,
    );
    expect(theirs.data.conversation.kind).toBe('platform');
  });

  it('a factory contacts the buyer of an inquiry it received, in the conversation the buyer has with it', async () => {
    const product = await server.ctx.database.db
      .selectFrom('products')
      .select('id')
      .where('factory_id', '=', factoryId)
      .where('is_black', '=', false)
      .executeTakeFirstOrThrow();
    expect((await call('/api/toy/batch_inquiry', { ids: [product.id] }, free)).code).toBe(0);
    const request = await server.ctx.database.db
      .selectFrom('factory_requests')
      .innerJoin('users', 'users.id', 'factory_requests.user_id')
      .select('factory_requests.id')
      .where('users.phone', '=', '13800000004')
      .orderBy('factory_requests.id', 'desc')
      .executeTakeFirstOrThrow();
    const opened = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/open_conversation',
      { kind: 'buyer', source: 'request', request_id: request.id },
      factory,
    );
    expect(opened.code).toBe(0);
    expect(opened.data.conversation.nickname).toBe('陈先生');
    const buyers = await call<{ conversation: ChatConversationItem }>(
      '/api/chat/get_message_factory',
      { factory_id: factoryId },
      free,
    );
    expect(buyers.data.conversation.chat_id).toBe(opened.data.conversation.chat_id);
    expect((await send(factory, opened.data.conversation.chat_id, text('您好，这是我们的报价'))).code).toBe(0);
    expect((await unread(free)).platform).toBeGreaterThanOrEqual(1);
    // Nobody else's request: the buyer of it cannot be reached that way, nor by a user without a factory.
    const refused = await call(
      '/api/chat/open_conversation',
      { kind: 'buyer', source: 'request', request_id: request.id },
      buyer,
    );
    expect(refused.msg).toBe(CHAT_MSG.notFactory);
    const unknown = await call(
      '/api/chat/open_conversation',
      { kind: 'buyer', source: 'request', request_id: 99_999_999 },
      factory,
    );
    expect(unknown.msg).toBe(CHAT_MSG.notYourBuyer);
  });

  it('the platform agent answers a user’s customer-service conversation', async () => {
    const agent = await server.login('13800000006');
    const mine = await call<{ list: ChatConversationItem[] }>('/api/chat/customer_message_list', {}, free);
    const chatId = mine.data.list[0]?.chat_id as string;
    const queued = async () =>
      (await call<{ list: ChatConversationItem[] }>('/api/chat/customer_message_list', {}, agent)).data.list.find(
        (c) => c.chat_id === chatId,
      );
    const before = (await queued())?.unread_count ?? 0;
    expect((await send(free, chatId, text('请问怎么开通会员？'))).code).toBe(0);
    const item = await queued();
    expect(item?.nickname).toBe('陈先生');
    expect(item?.unread_count).toBe(before + 1);
    expect((await send(agent, chatId, text('您好，会员可在个人中心开通'))).code).toBe(0);
    const history = await call<ChatHistory>('/api/chat/get_message_record', { chat_id: chatId, offset: 0 }, free);
    expect(history.data.list.at(-1)?.nickname).toBe('平台客服小雅');
  });
});

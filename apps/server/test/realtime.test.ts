import { CODE, createRealtime, REALTIME_CLOSE, type RealtimeSocket } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NOTIFY_INLINE_LIMIT } from '../src/platform/realtime/index';
import { startTestServer, type TestServer } from './harness';
import { isEventOn, openSocket, subscribedSocket } from './realtime-socket';

let server: TestServer;
let owner: string; // 13800000001, main account of a trading company
let colleague: string; // 13800000002, the same company
let outsider: string; // 13800000005, a factory's account
let ownerIds: { user: number; company: number };

beforeAll(async () => {
  server = await startTestServer(
    { DEMO_PRODUCTS: '40' },
    undefined,
    // A small buffer bound and a short authentication time so the tests see them act.
    { realtime: { maxBufferedBytes: 64 * 1024, authTimeoutMs: 1000 } },
  );
  owner = await server.login('13800000001');
  colleague = await server.login('13800000002');
  outsider = await server.login('13800000005');
  const socket = await openSocket(server.baseUrl, { token: owner });
  const ready = await socket.next();
  if (ready.type !== 'ready') throw new Error('not ready');
  ownerIds = { user: ready.user_id, company: ready.company_id };
  socket.ws.close();
});
afterAll(() => server?.close());

const waitFor = async (check: () => boolean, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('connecting', () => {
  it('authenticates with the session token in the first message and answers who it is', async () => {
    expect(ownerIds.user).toBeGreaterThan(0);
    expect(ownerIds.company).toBeGreaterThan(0);
  });

  it('authenticates with the token as a Sec-WebSocket-Protocol entry, selecting the protocol', async () => {
    const socket = await openSocket(server.baseUrl, { token: owner, tokenInProtocol: true });
    expect(socket.ws.protocol).toBe('wanju.realtime.v1');
    expect(await socket.next()).toMatchObject({ type: 'ready', user_id: ownerIds.user });
    socket.ws.close();
  });

  it('refuses an unknown token with the session message and close code 4401', async () => {
    const socket = await openSocket(server.baseUrl, { token: 'not-a-session' });
    expect(await socket.next()).toEqual({ type: 'error', code: CODE.sessionInvalid, msg: MSG.sessionInvalid });
    expect(await socket.closed).toBe(REALTIME_CLOSE.unauthorised);
  });

  it('ignores a token in the URL: a subscription before authenticating is refused', async () => {
    const socket = await openSocket(server.baseUrl, { query: `?token=${owner}` });
    socket.send({ type: 'subscribe', channel: `user:${ownerIds.user}` });
    expect(await socket.closed).toBe(REALTIME_CLOSE.unauthorised);
  });

  it('closes a socket that does not authenticate in time', async () => {
    const socket = await openSocket(server.baseUrl);
    expect(await socket.closed).toBe(REALTIME_CLOSE.authTimeout);
  });

  it('closes on a frame that is not a protocol message', async () => {
    const socket = await openSocket(server.baseUrl, { token: owner });
    await socket.next((m) => m.type === 'ready');
    socket.ws.send('{"type":"shout"}');
    expect(await socket.closed).toBe(REALTIME_CLOSE.badMessage);
  });

  it('answers a plain GET of the socket path with the envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/ws`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: CODE.notFound,
      msg: MSG.notFound,
      data: null,
      request_id: expect.any(String),
    });
  });
});

describe('channels', () => {
  it("lets a user subscribe to their own user and company channels, not another user's or company's", async () => {
    const socket = await subscribedSocket(server.baseUrl, owner, [
      `user:${ownerIds.user}`,
      `company:${ownerIds.company}`,
    ]);
    for (const channel of [`user:${ownerIds.user + 1}`, `company:${ownerIds.company + 1}`, 'company:0', 'nonsense']) {
      socket.send({ type: 'subscribe', channel });
      expect(await socket.next((m) => m.type !== 'event')).toEqual({
        type: 'denied',
        channel,
        code: CODE.forbidden,
        msg: MSG.forbidden,
      });
    }
    socket.ws.close();
  });

  it('delivers a publish to the subscribers of its channel only', async () => {
    const mine = await subscribedSocket(server.baseUrl, owner, [
      `user:${ownerIds.user}`,
      `company:${ownerIds.company}`,
    ]);
    const theirs = await subscribedSocket(server.baseUrl, colleague, [`company:${ownerIds.company}`]);
    const other = await subscribedSocket(server.baseUrl, outsider, []);

    await server.ctx.realtime.publish(`user:${ownerIds.user}`, { kind: 'notice', text: '新询价' });
    await server.ctx.realtime.publish(`company:${ownerIds.company}`, { kind: 'progress', value: 40 });
    expect(await mine.next(isEventOn(`user:${ownerIds.user}`))).toEqual({
      type: 'event',
      channel: `user:${ownerIds.user}`,
      event: { kind: 'notice', text: '新询价' },
    });
    expect((await mine.next(isEventOn(`company:${ownerIds.company}`))).type).toBe('event');
    expect(await theirs.next(isEventOn(`company:${ownerIds.company}`))).toMatchObject({
      event: { kind: 'progress', value: 40 },
    });
    // Unsubscribed: no more events of the channel.
    theirs.send({ type: 'unsubscribe', channel: `company:${ownerIds.company}` });
    theirs.send({ type: 'ping' });
    await theirs.next((m) => m.type === 'pong');
    await server.ctx.realtime.publish(`company:${ownerIds.company}`, { value: 41 });
    expect(await mine.next(isEventOn(`company:${ownerIds.company}`))).toMatchObject({ event: { value: 41 } });
    expect(theirs.received.filter((m) => m.type === 'event')).toEqual([]);
    expect(other.received.filter((m) => m.type === 'event')).toEqual([]);
    for (const s of [mine, theirs, other]) s.ws.close();
  });

  it('asks the area that owns a channel kind (conversation) whether the user may join', async () => {
    const socket = await subscribedSocket(server.baseUrl, owner, []);
    socket.send({ type: 'subscribe', channel: 'conversation:7' });
    expect(await socket.next()).toMatchObject({ type: 'denied', channel: 'conversation:7' });

    server.ctx.realtime.authorise('conversation', async (user, id) => user.userId === ownerIds.user && id === '7');
    socket.send({ type: 'subscribe', channel: 'conversation:7' });
    expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'conversation:7' });
    socket.send({ type: 'subscribe', channel: 'conversation:8' });
    expect(await socket.next()).toMatchObject({ type: 'denied', channel: 'conversation:8' });
    await server.ctx.realtime.publish('conversation:7', { message_id: 1 });
    expect(await socket.next(isEventOn('conversation:7'))).toMatchObject({ event: { message_id: 1 } });
    socket.ws.close();
  });

  it('delivers an event larger than a NOTIFY payload whole', async () => {
    const socket = await subscribedSocket(server.baseUrl, owner, [`user:${ownerIds.user}`]);
    const text = '玩具'.repeat(NOTIFY_INLINE_LIMIT);
    await server.ctx.realtime.publish(`user:${ownerIds.user}`, { text });
    await server.ctx.realtime.publish(`user:${ownerIds.user}`, { after: true });
    // In publish order, though the large one is read back from a table on PostgreSQL.
    expect(await socket.next(isEventOn(`user:${ownerIds.user}`))).toMatchObject({ event: { text } });
    expect(await socket.next(isEventOn(`user:${ownerIds.user}`))).toMatchObject({ event: { after: true } });
    if (server.engine === 'postgres') {
      // It went through the table, the notification carried only its id.
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM realtime_events`.execute(
        server.ctx.database.db,
      );
      expect(rows[0]?.n).toBe(1);
    }
    socket.ws.close();
  });

  it('delivers one event published to several channels on each of them, small or large', async () => {
    const mine = await subscribedSocket(server.baseUrl, owner, [
      `user:${ownerIds.user}`,
      `company:${ownerIds.company}`,
    ]);
    const theirs = await subscribedSocket(server.baseUrl, colleague, [`company:${ownerIds.company}`]);
    const channels = [`user:${ownerIds.user}`, `company:${ownerIds.company}`];
    await server.ctx.realtime.publish(channels, { n: 1 });
    await server.ctx.realtime.publish(channels, { n: 2, text: '玩具'.repeat(NOTIFY_INLINE_LIMIT) });
    for (const channel of channels)
      for (const n of [1, 2]) expect(await mine.next(isEventOn(channel))).toMatchObject({ channel, event: { n } });
    for (const n of [1, 2])
      expect(await theirs.next(isEventOn(`company:${ownerIds.company}`))).toMatchObject({ event: { n } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...mine.received, ...theirs.received].filter((m) => m.type === 'event')).toEqual([]);
    mine.ws.close();
    theirs.ws.close();
  });
});

describe('keeping sockets healthy', () => {
  it('drops a consumer that does not read instead of buffering for it without bound', async () => {
    await waitFor(() => server.ctx.realtime.connections === 0);
    const before = 0;
    const { slowConsumers } = server.ctx.realtime.dropped;
    const slow = await subscribedSocket(server.baseUrl, owner, [`company:${ownerIds.company}`]);
    const fast = await subscribedSocket(server.baseUrl, colleague, [`company:${ownerIds.company}`]);
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const chunk = 'x'.repeat(6000);
    let published = 0;
    // Until the kernel's buffers are full and the hub's own queue for the socket passes its bound.
    while (server.ctx.realtime.connections > before + 1 && published < 20_000) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          server.ctx.realtime.publish(`company:${ownerIds.company}`, { n: published + i, chunk }),
        ),
      );
      published += 50;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(server.ctx.realtime.connections).toBe(before + 1);
    expect(server.ctx.realtime.dropped.slowConsumers).toBe(slowConsumers + 1);
    // The reading socket is still there and still served.
    await server.ctx.realtime.publish(`company:${ownerIds.company}`, { last: true });
    await fast.next((m) => m.type === 'event' && (m.event as { last?: boolean }).last === true, 10_000);
    fast.ws.close();
  });

  it('serves the api-client: subscribe, receive, close', async () => {
    const events: unknown[] = [];
    const client = createRealtime({
      url: `${server.baseUrl.replace('http', 'ws')}/api/ws`,
      token: owner,
      socket: (url, protocols) => new WebSocket(url, protocols) as unknown as RealtimeSocket,
    });
    client.subscribe(`user:${ownerIds.user}`, (event) => events.push(event));
    await waitFor(() => client.status === 'open');
    // The subscription is sent right after `ready`; publish until it has landed.
    await waitFor(() => {
      void server.ctx.realtime.publish(`user:${ownerIds.user}`, { hello: 1 });
      return events.length > 0;
    });
    expect(events[0]).toEqual({ hello: 1 });
    client.close();
    expect(client.status).toBe('closed');
  });
});

describe('a server with a fast heartbeat', () => {
  let other: TestServer;
  let closed: Promise<void> | null = null;
  beforeAll(async () => {
    other = await startTestServer({ SEED_DEMO: '0' }, undefined, { realtime: { heartbeatMs: 300 } });
  });
  afterAll(() => closed ?? other?.close());

  it('drops a socket that stops answering pings', async () => {
    const { unanswered } = other.ctx.realtime.dropped;
    // Not yet authenticated (that has ten seconds here): the heartbeat covers every socket.
    const socket = await openSocket(other.baseUrl);
    await waitFor(() => other.ctx.realtime.connections === 1);
    // The client stops reading: the server's pings go unanswered.
    (socket.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    await waitFor(() => other.ctx.realtime.connections === 0, 3000);
    expect(other.ctx.realtime.dropped.unanswered).toBe(unanswered + 1);
  });

  it('closes every socket with 1001 (going away) on close, so clients reconnect elsewhere', async () => {
    const socket = await openSocket(other.baseUrl);
    closed = other.close();
    expect(await socket.closed).toBe(REALTIME_CLOSE.goingAway);
    await closed;
  });
});

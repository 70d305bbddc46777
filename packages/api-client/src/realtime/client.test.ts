import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtime, type RealtimeSocket, reconnectDelay } from './client';
import { REALTIME_CLOSE, REALTIME_PROTOCOL, type RealtimeClientMessage, type RealtimeServerMessage } from './protocol';

/** A socket the test drives by hand: it records what the client sends and plays the server's part. */
class FakeSocket implements RealtimeSocket {
  readyState = 0;
  sent: RealtimeClientMessage[] = [];
  closed = false;
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // the server's side
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  reply(message: RealtimeServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(extra: Partial<Parameters<typeof createRealtime>[0]> = {}) {
  const sockets: FakeSocket[] = [];
  const statuses: string[] = [];
  const client = createRealtime({
    url: 'ws://test/api/ws',
    token: 'tok',
    socket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    backoff: { initialMs: 100, maxMs: 1000 },
    heartbeatMs: 0,
    onStatus: (s) => statuses.push(s),
    ...extra,
  });
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  return { client, sockets, statuses, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles per attempt up to the cap, jittered within the upper half of the step', () => {
    const b = { initialMs: 100, maxMs: 1000 };
    expect(reconnectDelay(0, b, () => 0)).toBe(50);
    expect(reconnectDelay(0, b, () => 1)).toBe(100);
    expect(reconnectDelay(1, b, () => 1)).toBe(200);
    expect(reconnectDelay(3, b, () => 1)).toBe(800);
    expect(reconnectDelay(4, b, () => 1)).toBe(1000);
    expect(reconnectDelay(50, b, () => 0)).toBe(500);
  });
});

describe('createRealtime', () => {
  it('authenticates in the first message, never in the URL, and subscribes once ready', () => {
    const { client, last } = setup();
    const handler = vi.fn();
    client.subscribe('user:1', handler);
    const socket = last();
    expect(socket.url).toBe('ws://test/api/ws');
    expect(socket.protocols).toEqual([REALTIME_PROTOCOL]);
    socket.accept();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'tok' }]);
    socket.reply({ type: 'ready', user_id: 1, company_id: 2 });
    expect(socket.sent[1]).toEqual({ type: 'subscribe', channel: 'user:1' });
    expect(client.status).toBe('open');
    socket.reply({ type: 'event', channel: 'user:1', event: { n: 1 } });
    socket.reply({ type: 'event', channel: 'company:2', event: { n: 2 } });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ n: 1 });
  });

  it('can send the token as a subprotocol entry instead', () => {
    const { last } = setup({ tokenInProtocol: true });
    expect(last().protocols).toEqual([REALTIME_PROTOCOL, 'token.tok']);
    last().accept();
    expect(last().sent).toEqual([]);
  });

  it('reconnects with growing delays and resubscribes every channel after reconnecting', () => {
    const { client, sockets, last } = setup();
    client.subscribe('user:1', () => {});
    client.subscribe('company:2', () => {});
    last().accept();
    last().reply({ type: 'ready', user_id: 1, company_id: 2 });

    last().serverClose(1006);
    expect(client.status).toBe('connecting');
    vi.advanceTimersByTime(74);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1); // 100/2 + 0.5·50 = 75 ms
    expect(sockets).toHaveLength(2);

    // the second attempt fails before opening: the next wait is twice as long
    last().serverClose(1006);
    vi.advanceTimersByTime(149);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    last().accept();
    last().reply({ type: 'ready', user_id: 1, company_id: 2 });
    expect(last().sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', channel: 'user:1' },
      { type: 'subscribe', channel: 'company:2' },
    ]);
    // a successful connection resets the backoff
    last().serverClose(1001);
    vi.advanceTimersByTime(75);
    expect(sockets).toHaveLength(4);
  });

  it('reads a token function at every reconnect', () => {
    let token = 'old';
    const { last } = setup({ token: () => token });
    last().accept();
    last().serverClose(1006);
    token = 'new';
    vi.advanceTimersByTime(100);
    last().accept();
    expect(last().sent[0]).toEqual({ type: 'auth', token: 'new' });
  });

  it('stops for good when the server refuses the session', () => {
    const onUnauthorised = vi.fn();
    const { client, sockets, last } = setup({ onUnauthorised });
    last().accept();
    last().serverClose(REALTIME_CLOSE.unauthorised);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onUnauthorised).toHaveBeenCalledOnce();
    expect(client.status).toBe('closed');
  });

  it('unsubscribes when the last handler of a channel goes', () => {
    const { client, last } = setup();
    last().accept();
    last().reply({ type: 'ready', user_id: 1, company_id: 0 });
    const off1 = client.subscribe('conversation:9', () => {});
    const off2 = client.subscribe('conversation:9', () => {});
    off1();
    expect(last().sent.filter((m) => m.type === 'unsubscribe')).toEqual([]);
    off2();
    expect(last().sent.slice(1)).toEqual([
      { type: 'subscribe', channel: 'conversation:9' },
      { type: 'unsubscribe', channel: 'conversation:9' },
    ]);
  });

  it('reports a refused subscription', () => {
    const onDenied = vi.fn();
    const { client, last } = setup({ onDenied });
    client.subscribe('company:3', () => {});
    last().accept();
    last().reply({ type: 'ready', user_id: 1, company_id: 2 });
    last().reply({ type: 'denied', channel: 'company:3', code: 403, msg: '无权进行此操作' });
    expect(onDenied).toHaveBeenCalledWith('company:3', '无权进行此操作');
  });

  it('pings, and counts a socket that stops answering as dead and reconnects', () => {
    const { sockets, last } = setup({ heartbeatMs: 1000 });
    last().accept();
    last().reply({ type: 'ready', user_id: 1, company_id: 0 });
    vi.advanceTimersByTime(1000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    last().reply({ type: 'pong' });
    vi.advanceTimersByTime(2000); // pings at 2 s (heard at 1 s) and 3 s (silent for 2 s)
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000); // silent for 3 s: dropped
    expect(sockets[0]?.closed).toBe(true);
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
  });

  it('close() ends the socket and every later reconnect', () => {
    const { client, sockets, last } = setup();
    last().accept();
    client.close();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('closed');
  });
});

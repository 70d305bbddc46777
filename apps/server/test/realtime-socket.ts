import {
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PROTOCOL_PREFIX,
  type RealtimeServerMessage,
} from '@wanju/api-client';
import WebSocket from 'ws';

/** A raw test socket on a server's hub: what it receives is queued for `next`. */
export interface TestSocket {
  ws: WebSocket;
  received: RealtimeServerMessage[];
  /** The next message matching `match` (already received or still to come). */
  next(match?: (m: RealtimeServerMessage) => boolean, timeoutMs?: number): Promise<RealtimeServerMessage>;
  send(message: unknown): void;
  /** The close code, once closed. */
  closed: Promise<number>;
}

export async function openSocket(
  baseUrl: string,
  options: { protocols?: string[]; token?: string; tokenInProtocol?: boolean; query?: string } = {},
): Promise<TestSocket> {
  const protocols = options.protocols ?? [REALTIME_PROTOCOL];
  if (options.token && options.tokenInProtocol) protocols.push(`${REALTIME_TOKEN_PROTOCOL_PREFIX}${options.token}`);
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}${options.query ?? ''}`, protocols);
  const received: RealtimeServerMessage[] = [];
  const waiters: { match: (m: RealtimeServerMessage) => boolean; resolve: (m: RealtimeServerMessage) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as RealtimeServerMessage;
    const waiter = waiters.findIndex((w) => w.match(message));
    if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(message);
    else received.push(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const socket: TestSocket = {
    ws,
    received,
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    next(match = () => true, timeoutMs = 5000) {
      const index = received.findIndex(match);
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0] as RealtimeServerMessage);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no realtime message in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
  if (options.token && !options.tokenInProtocol) socket.send({ type: 'auth', token: options.token });
  return socket;
}

/** Opens, authenticates and subscribes; answers once the server confirmed every channel. */
export async function subscribedSocket(baseUrl: string, token: string, channels: string[]): Promise<TestSocket> {
  const socket = await openSocket(baseUrl, { token });
  await socket.next((m) => m.type === 'ready');
  for (const channel of channels) socket.send({ type: 'subscribe', channel });
  for (const channel of channels) await socket.next((m) => m.type === 'subscribed' && m.channel === channel);
  return socket;
}

export const isEventOn = (channel: string) => (m: RealtimeServerMessage) => m.type === 'event' && m.channel === channel;

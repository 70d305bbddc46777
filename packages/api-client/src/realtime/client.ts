import {
  REALTIME_CLOSE,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PROTOCOL_PREFIX,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from './protocol';

/** The part of a WebSocket (the browser's, or the `ws` package's in Node) the client uses. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type RealtimeSocketFactory = (url: string, protocols: string[]) => RealtimeSocket;

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export interface RealtimeOptions {
  /** ws(s)://host/api/ws */
  url: string;
  /** The session token, or a function read at every (re)connect so a renewed token is used. */
  token: string | (() => string | null | undefined);
  /** Opens a socket; by default the global WebSocket (browsers, Node ≥ 22). */
  socket?: RealtimeSocketFactory;
  /** Send the token as a Sec-WebSocket-Protocol entry instead of in the first message. */
  tokenInProtocol?: boolean;
  /** Reconnect delays: doubled per failed attempt from initialMs up to maxMs, with jitter. */
  backoff?: { initialMs?: number; maxMs?: number };
  /** A `ping` this often; no answer (or any message) within twice this time counts the socket dead. 0: off. */
  heartbeatMs?: number;
  /** Jitter source (tests pass a fixed one). */
  random?: () => number;
  onStatus?: (status: RealtimeStatus) => void;
  /** The server refused the session (signed out, expired): the client stops; sign in again and make a new one. */
  onUnauthorised?: () => void;
  /** A subscription the server refused. */
  onDenied?: (channel: string, msg: string) => void;
  /** Every event, whatever its channel (a share-link socket's channels are given by the server). */
  onEvent?: (channel: string, event: unknown) => void;
}

export interface RealtimeClient {
  /** Subscribes (now, and again after every reconnect); answers the unsubscribe function. */
  subscribe(channel: string, handler: (event: unknown) => void): () => void;
  readonly status: RealtimeStatus;
  /** Closes for good (no reconnect). */
  close(): void;
}

const OPEN = 1;
const DEFAULT_BACKOFF = { initialMs: 500, maxMs: 30_000 };
const DEFAULT_HEARTBEAT_MS = 25_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): half of the capped exponential step plus a random
 * part of the other half, so a server restart does not bring every client back in the same instant.
 */
export function reconnectDelay(
  attempt: number,
  backoff: { initialMs?: number; maxMs?: number } = {},
  random: () => number = Math.random,
): number {
  const initial = backoff.initialMs ?? DEFAULT_BACKOFF.initialMs;
  const max = backoff.maxMs ?? DEFAULT_BACKOFF.maxMs;
  const step = Math.min(max, initial * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + random() * (step / 2));
}

export function createRealtime(options: RealtimeOptions): RealtimeClient {
  const open: RealtimeSocketFactory =
    options.socket ??
    ((url, protocols) => {
      const Ctor = (globalThis as { WebSocket?: new (url: string, protocols: string[]) => RealtimeSocket }).WebSocket;
      if (!Ctor) throw new Error('no WebSocket in this environment: pass options.socket');
      return new Ctor(url, protocols);
    });
  const random = options.random ?? Math.random;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const handlers = new Map<string, Set<(event: unknown) => void>>();

  let socket: RealtimeSocket | null = null;
  let status: RealtimeStatus = 'connecting';
  let ready = false;
  let stopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let lastHeard = 0;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  const send = (message: RealtimeClientMessage) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const currentToken = () => (typeof options.token === 'function' ? options.token() : options.token) ?? '';

  const stopHeartbeat = () => {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    heartbeatTimer = null;
  };

  const drop = (current: RealtimeSocket) => {
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    try {
      current.close();
    } catch {
      // already closing
    }
  };

  const scheduleReconnect = () => {
    ready = false;
    stopHeartbeat();
    if (stopped) return setStatus('closed');
    setStatus('connecting');
    const delay = reconnectDelay(attempt++, options.backoff, random);
    retryTimer = setTimeout(connect, delay);
  };

  const onServerMessage = (message: RealtimeServerMessage) => {
    switch (message.type) {
      case 'ready':
        ready = true;
        attempt = 0;
        setStatus('open');
        for (const channel of handlers.keys()) send({ type: 'subscribe', channel });
        return;
      case 'event':
        for (const handler of handlers.get(message.channel) ?? []) handler(message.event);
        options.onEvent?.(message.channel, message.event);
        return;
      case 'denied':
        options.onDenied?.(message.channel, message.msg);
        return;
      default:
    }
  };

  function connect() {
    retryTimer = null;
    if (stopped) return;
    const token = currentToken();
    const protocols = [REALTIME_PROTOCOL];
    if (options.tokenInProtocol && token) protocols.push(`${REALTIME_TOKEN_PROTOCOL_PREFIX}${token}`);
    let current: RealtimeSocket;
    try {
      current = open(options.url, protocols);
    } catch {
      return scheduleReconnect();
    }
    socket = current;
    current.onopen = () => {
      lastHeard = Date.now();
      if (!options.tokenInProtocol) send({ type: 'auth', token });
      if (heartbeatMs > 0) {
        heartbeatTimer = setInterval(() => {
          if (Date.now() - lastHeard > heartbeatMs * 2) {
            // No answer to the last pings: the connection is dead without having closed (network lost).
            drop(current);
            if (socket === current) socket = null;
            return scheduleReconnect();
          }
          send({ type: 'ping' });
        }, heartbeatMs);
      }
    };
    current.onmessage = (event) => {
      lastHeard = Date.now();
      if (typeof event.data !== 'string') return;
      let message: RealtimeServerMessage;
      try {
        message = JSON.parse(event.data) as RealtimeServerMessage;
      } catch {
        return;
      }
      onServerMessage(message);
    };
    current.onerror = () => {};
    current.onclose = (event) => {
      if (socket === current) socket = null;
      current.onopen = current.onmessage = current.onclose = current.onerror = null;
      if (event.code === REALTIME_CLOSE.unauthorised) {
        stopped = true;
        stopHeartbeat();
        setStatus('closed');
        options.onUnauthorised?.();
        return;
      }
      scheduleReconnect();
    };
  }

  connect();

  return {
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        if (ready) send({ type: 'subscribe', channel });
      }
      set.add(handler);
      return () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        if (ready) send({ type: 'unsubscribe', channel });
      };
    },
    get status() {
      return status;
    },
    close() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      stopHeartbeat();
      if (socket) drop(socket);
      socket = null;
      ready = false;
      setStatus('closed');
    },
  };
}

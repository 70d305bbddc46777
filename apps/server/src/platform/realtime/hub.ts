import fastifyWebsocket from '@fastify/websocket';
import {
  CODE,
  type LiveChangeKind,
  REALTIME_CHANNEL_PATTERN,
  REALTIME_CLOSE,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  REALTIME_SHARE_TOKEN_PREFIX,
  REALTIME_TOKEN_PROTOCOL_PREFIX,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
  shareChannel,
} from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/database';
import { type Fanout, localFanout, postgresFanout } from './fanout';

/** Who a socket belongs to, as the account area's session check answers it. */
export interface RealtimeUser {
  userId: number;
  /** 0 when the user belongs to no company. */
  companyId: number;
}

export type RealtimeAuthenticate = (token: string) => Promise<RealtimeUser | null>;

/** The id of the record a share or confirmation link's token opens, or null (unknown, expired, revoked). */
export type RealtimeShareResolve = (token: string) => Promise<number | null>;

/** May this user subscribe to the channel `<kind>:<id>`? */
export type RealtimeAuthorise = (user: RealtimeUser, id: string) => boolean | Promise<boolean>;

export interface RealtimeLimits {
  /** A protocol ping this often; a socket that has not answered the previous one is dropped. */
  heartbeatMs: number;
  /** A socket whose unsent data passes this is dropped (a slow or stalled reader). */
  maxBufferedBytes: number;
  /** Time for the first message (or the handshake token) to authenticate. */
  authTimeoutMs: number;
  maxChannelsPerSocket: number;
  /** Largest frame a client may send (its messages are a few dozen bytes). */
  maxPayloadBytes: number;
  /** On close, time the clients get to answer the close frame before their sockets are cut. */
  closeGraceMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  heartbeatMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  authTimeoutMs: 10_000,
  maxChannelsPerSocket: 200,
  maxPayloadBytes: 4096,
  closeGraceMs: 1000,
};

export interface Realtime {
  /**
   * Sends an event (any JSON value) to every socket subscribed to the channel (or to any of the channels:
   * serialised and sent between processes once), on every server process.
   */
  publish(channel: string | readonly string[], event: unknown): Promise<void>;
  /**
   * Calls `listener` with every event published to the channel (as JSON), on this process, until the returned
   * function is called: for answers that are not websockets (a public page's event stream).
   */
  listen(channel: string, listener: (data: string) => void): () => void;
  /** Sets who may subscribe to channels of a kind (`conversation`, …); `user` and `company` allow only one's own. */
  authorise(kind: string, check: RealtimeAuthorise): void;
  /**
   * Lets a signed-out socket sign in with a link's token (`share.<kind>.<token>`): the area's check answers the
   * record it opens, and the socket gets that record's share channel and no other.
   */
  shareAccess(kind: LiveChangeKind, resolve: RealtimeShareResolve): void;
  /** Open sockets on this process. */
  readonly connections: number;
  /** Sockets this process dropped since start: too slow a reader, no answer to pings. */
  readonly dropped: { slowConsumers: number; unanswered: number };
  /** Adds the websocket route to the app (once, before it listens). */
  register(app: FastifyInstance): Promise<void>;
  /** Closes every socket (1001) and the cross-process listener. */
  close(): Promise<void>;
}

interface Connection {
  ws: WebSocket;
  user: RealtimeUser | null;
  /** A share-link socket: the only channels it may join. */
  grants: ReadonlySet<string> | null;
  channels: Set<string>;
  alive: boolean;
  /** Messages are handled one after another (authorisation is asynchronous). */
  queue: Promise<void>;
}

const OPEN = 1;

/** The token of a `token.<token>` Sec-WebSocket-Protocol entry. */
function tokenFromProtocols(header: string | undefined): string | null {
  if (!header) return null;
  for (const entry of header.split(',')) {
    const value = entry.trim();
    if (value.startsWith(REALTIME_TOKEN_PROTOCOL_PREFIX)) return value.slice(REALTIME_TOKEN_PROTOCOL_PREFIX.length);
  }
  return null;
}

function parseMessage(raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): RealtimeClientMessage | null {
  if (isBinary) return null;
  const text = Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw as Buffer).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'auth':
      return typeof message.token === 'string' ? { type: 'auth', token: message.token } : null;
    case 'subscribe':
    case 'unsubscribe':
      return typeof message.channel === 'string' ? { type: message.type, channel: message.channel } : null;
    case 'ping':
      return { type: 'ping' };
    default:
      return null;
  }
}

/**
 * The websocket hub: one path (/api/ws), a session checked before anything else, channels per user, company
 * and conversation, and a publish that reaches the subscribed sockets of every process (LISTEN/NOTIFY on
 * PostgreSQL, in-process on PGlite).
 */
export async function createRealtimeHub(options: {
  database: Database;
  /** The PostgreSQL URL for the dedicated LISTEN connection; empty on PGlite. */
  databaseUrl: string;
  authenticate: RealtimeAuthenticate;
  limits?: Partial<RealtimeLimits>;
  log?: () => FastifyBaseLogger | undefined;
}): Promise<Realtime> {
  const limits = { ...DEFAULT_REALTIME_LIMITS, ...options.limits };
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();
  const listeners = new Map<string, Set<(data: string) => void>>();
  const authorisers = new Map<string, RealtimeAuthorise>([
    ['user', (user, id) => id === String(user.userId)],
    ['company', (user, id) => user.companyId > 0 && id === String(user.companyId)],
  ]);
  const shareResolvers = new Map<string, RealtimeShareResolve>();
  let closing = false;
  const dropped = { slowConsumers: 0, unanswered: 0 };

  const send = (conn: Connection, frame: string | Buffer) => {
    const { ws } = conn;
    if (ws.readyState !== OPEN) return;
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      // Not read fast enough: its queue would grow without bound, so the socket goes (the client reconnects
      // and asks for what it missed).
      dropped.slowConsumers++;
      ws.terminate();
      return;
    }
    ws.send(frame, { binary: false });
  };
  const reply = (conn: Connection, message: RealtimeServerMessage) => send(conn, JSON.stringify(message));

  const deliver = (channel: string, data: string) => {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(data);
      } catch (error) {
        options.log?.()?.warn({ err: error, channel }, 'realtime listener');
      }
    }
    const subscribers = channels.get(channel);
    if (!subscribers?.size) return;
    // Serialised once for every socket of the channel.
    const frame = Buffer.from(`{"type":"event","channel":${JSON.stringify(channel)},"event":${data}}`);
    for (const conn of subscribers) send(conn, frame);
  };

  const fanout: Fanout = options.databaseUrl
    ? await postgresFanout({
        database: options.database,
        databaseUrl: options.databaseUrl,
        deliver,
        onError: (error) => options.log?.()?.warn({ err: error }, 'realtime listener'),
      })
    : localFanout(deliver);

  const unsubscribe = (conn: Connection, channel: string) => {
    conn.channels.delete(channel);
    const subscribers = channels.get(channel);
    if (!subscribers) return;
    subscribers.delete(conn);
    if (subscribers.size === 0) channels.delete(channel);
  };

  const drop = (conn: Connection) => {
    if (!connections.delete(conn)) return;
    for (const channel of [...conn.channels]) unsubscribe(conn, channel);
  };

  const refuseSession = (conn: Connection) => {
    reply(conn, { type: 'error', code: CODE.sessionInvalid, msg: MSG.sessionInvalid });
    conn.ws.close(REALTIME_CLOSE.unauthorised, 'unauthorised');
  };

  /** A link's token: the record's channel, joined at once; the socket may join no other. */
  const signInByLink = async (conn: Connection, token: string) => {
    const rest = token.slice(REALTIME_SHARE_TOKEN_PREFIX.length);
    const dot = rest.indexOf('.');
    const kind = rest.slice(0, dot) as LiveChangeKind;
    const resolve = dot > 0 ? shareResolvers.get(kind) : undefined;
    let id: number | null = null;
    try {
      id = resolve ? await resolve(rest.slice(dot + 1)) : null;
    } catch (error) {
      options.log?.()?.warn({ err: error }, 'realtime share link');
    }
    if (conn.ws.readyState !== OPEN) return;
    if (id === null || !connections.has(conn)) return refuseSession(conn);
    const channel = shareChannel(kind, id);
    conn.user = { userId: 0, companyId: 0 };
    conn.grants = new Set([channel]);
    join(conn, channel);
    reply(conn, { type: 'ready', user_id: 0, company_id: 0, channels: [channel] });
  };

  const join = (conn: Connection, channel: string) => {
    conn.channels.add(channel);
    let subscribers = channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      channels.set(channel, subscribers);
    }
    subscribers.add(conn);
  };

  const signIn = async (conn: Connection, token: string) => {
    if (token.startsWith(REALTIME_SHARE_TOKEN_PREFIX)) return signInByLink(conn, token);
    let user: RealtimeUser | null = null;
    try {
      user = token ? await options.authenticate(token) : null;
    } catch (error) {
      options.log?.()?.warn({ err: error }, 'realtime authentication');
    }
    if (conn.ws.readyState !== OPEN) return;
    if (!user) return refuseSession(conn);
    conn.user = { userId: user.userId, companyId: user.companyId };
    reply(conn, { type: 'ready', user_id: user.userId, company_id: user.companyId });
  };

  const mayJoin = async (conn: Connection, user: RealtimeUser, channel: string): Promise<boolean> => {
    if (conn.grants) return conn.grants.has(channel);
    const match = REALTIME_CHANNEL_PATTERN.exec(channel);
    const check = match ? authorisers.get(match[1] as string) : undefined;
    if (!check) return false;
    try {
      return (await check(user, match?.[2] as string)) === true;
    } catch (error) {
      options.log?.()?.warn({ err: error, channel }, 'realtime authorise');
      return false;
    }
  };

  const handle = async (conn: Connection, message: RealtimeClientMessage) => {
    const user = conn.user;
    if (!user) {
      if (message.type === 'auth') return signIn(conn, message.token);
      return refuseSession(conn);
    }
    switch (message.type) {
      case 'auth':
        return;
      case 'ping':
        return reply(conn, { type: 'pong' });
      case 'unsubscribe':
        return unsubscribe(conn, message.channel);
      case 'subscribe': {
        const { channel } = message;
        if (conn.channels.has(channel)) return reply(conn, { type: 'subscribed', channel });
        const allowed = conn.channels.size < limits.maxChannelsPerSocket && (await mayJoin(conn, user, channel));
        if (!allowed) return reply(conn, { type: 'denied', channel, code: CODE.forbidden, msg: MSG.forbidden });
        if (!connections.has(conn)) return;
        join(conn, channel);
        return reply(conn, { type: 'subscribed', channel });
      }
    }
  };

  const onConnection = (ws: WebSocket, request: FastifyRequest) => {
    if (closing) return ws.close(REALTIME_CLOSE.goingAway, 'server closing');
    const conn: Connection = {
      ws,
      user: null,
      grants: null,
      channels: new Set(),
      alive: true,
      queue: Promise.resolve(),
    };
    connections.add(conn);
    const authTimer = setTimeout(() => {
      if (!conn.user && ws.readyState === OPEN) ws.close(REALTIME_CLOSE.authTimeout, 'authentication timeout');
    }, limits.authTimeoutMs);
    authTimer.unref();
    const enqueue = (work: () => Promise<void> | void) => {
      conn.queue = conn.queue.then(work).catch((error) => options.log?.()?.warn({ err: error }, 'realtime message'));
    };
    const token = tokenFromProtocols(request.headers['sec-websocket-protocol']);
    if (token) enqueue(() => signIn(conn, token));

    ws.on('message', (raw, isBinary) => {
      const message = parseMessage(raw, isBinary);
      if (!message) return ws.close(REALTIME_CLOSE.badMessage, 'bad message');
      enqueue(() => handle(conn, message));
    });
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('close', () => {
      clearTimeout(authTimer);
      drop(conn);
    });
  };

  const heartbeat = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        dropped.unanswered++;
        conn.ws.terminate();
        drop(conn);
        continue;
      }
      conn.alive = false;
      try {
        conn.ws.ping();
      } catch {
        // the socket is closing
      }
    }
  }, limits.heartbeatMs);
  heartbeat.unref();

  let closed: Promise<void> | null = null;
  const close = () => {
    closed ??= (async () => {
      closing = true;
      clearInterval(heartbeat);
      const open = [...connections];
      for (const conn of open) conn.ws.close(REALTIME_CLOSE.goingAway, 'server closing');
      const deadline = Date.now() + limits.closeGraceMs;
      while (connections.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const conn of connections) conn.ws.terminate();
      connections.clear();
      channels.clear();
      listeners.clear();
      await fanout.close();
    })();
    return closed;
  };

  return {
    async publish(channel, event) {
      const list = typeof channel === 'string' ? [channel] : channel;
      for (const name of list)
        if (!REALTIME_CHANNEL_PATTERN.test(name)) throw new Error(`realtime channel name: ${name}`);
      if (list.length) await fanout.publish(list, JSON.stringify(event ?? null));
    },
    listen(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(channel) === set) listeners.delete(channel);
      };
    },
    authorise(kind, check) {
      authorisers.set(kind, check);
    },
    shareAccess(kind, resolve) {
      shareResolvers.set(kind, resolve);
    },
    get connections() {
      return connections.size;
    },
    get dropped() {
      return { ...dropped };
    },
    async register(app) {
      await app.register(fastifyWebsocket, {
        options: {
          maxPayload: limits.maxPayloadBytes,
          perMessageDeflate: false,
          handleProtocols: (protocols: Set<string>) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
        },
        // Our close replaces the plugin's (which closes without a code): clients are told to reconnect elsewhere.
        preClose: async function (this: FastifyInstance) {
          await close();
          await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
        },
      });
      app.route({
        method: 'GET',
        url: REALTIME_PATH,
        // A plain GET (no upgrade) is not a websocket: the envelope, as for any unknown API call.
        handler: async (_request, reply) =>
          reply.status(404).send({ code: CODE.notFound, msg: MSG.notFound, data: null }),
        wsHandler: onConnection,
      });
    },
    close,
  };
}

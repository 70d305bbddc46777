/**
 * The realtime socket's wire protocol, shared by the server's hub and the client: JSON text frames,
 * one message each. The session token travels in the first message (or as a Sec-WebSocket-Protocol
 * entry), never in the URL, so it stays out of access logs.
 */

/** The one websocket path of the server. */
export const REALTIME_PATH = '/api/ws';

/** The subprotocol the server selects; a client offering a token entry must offer this one too. */
export const REALTIME_PROTOCOL = 'wanju.realtime.v1';

/** A Sec-WebSocket-Protocol entry `token.<session token>` authenticates at the handshake (base64url tokens are valid entries). */
export const REALTIME_TOKEN_PROTOCOL_PREFIX = 'token.';

/** Close codes of the hub (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** The server is shutting down or restarting: reconnect. */
  goingAway: 1001,
  /** No valid session: do not reconnect with the same token. */
  unauthorised: 4401,
  /** No authentication message in time. */
  authTimeout: 4408,
  /** The client did not read fast enough and its queue passed the bound. */
  slowConsumer: 4429,
  /** A frame that is not a message of this protocol. */
  badMessage: 4400,
} as const;

/** Channels: a user's own, a company's, a conversation's, a shared record's (its share or confirmation link). */
export type RealtimeChannelKind = 'user' | 'company' | 'conversation' | 'share';

export const realtimeChannel = (kind: RealtimeChannelKind, id: number | string): string => `${kind}:${id}`;

/** `kind:id`, id of letters, digits, `_` and `-` (1–64). */
export const REALTIME_CHANNEL_PATTERN = /^([a-z]{1,32}):([A-Za-z0-9_-]{1,64})$/;

export type RealtimeClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string }
  /** The client's liveness check (browsers cannot see protocol pings); answered by `pong`. */
  | { type: 'ping' };

export type RealtimeServerMessage =
  /** `channels`: those a share-link socket was given (it is subscribed to them already). */
  | { type: 'ready'; user_id: number; company_id: number; channels?: string[] }
  | { type: 'subscribed'; channel: string }
  | { type: 'denied'; channel: string; code: number; msg: string }
  | { type: 'event'; channel: string; event: unknown }
  | { type: 'error'; code: number; msg: string }
  | { type: 'pong' };

/** The records whose changes open screens follow. */
/** `inquiry`: the inquiries and sample supplements sent to factories (one table). */
export type LiveChangeKind = 'quotation' | 'choose' | 'inquiry' | 'cart' | 'chat';

/** The event a record's change sends to its audience's channels: screens showing that kind refetch. */
export interface LiveChange {
  type: 'change';
  kind: LiveChangeKind;
  id: number | string;
}

export const isLiveChange = (event: unknown): event is LiveChange =>
  !!event && typeof event === 'object' && (event as { type?: unknown }).type === 'change';

/**
 * A signed-out page opened by a share or confirmation link signs its socket in with the link's token:
 * `share.<kind>.<token>`; it is then subscribed to that record's channel, and to nothing else.
 */
export const REALTIME_SHARE_TOKEN_PREFIX = 'share.';

export const shareSocketToken = (kind: LiveChangeKind, token: string) =>
  `${REALTIME_SHARE_TOKEN_PREFIX}${kind}.${token}`;

/** The channel of a shared record. */
export const shareChannel = (kind: LiveChangeKind, id: number) => `share:${kind}-${id}`;

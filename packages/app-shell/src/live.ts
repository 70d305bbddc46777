import {
  createRealtime,
  isLiveChange,
  type LiveChange,
  type LiveChangeKind,
  REALTIME_PATH,
  type RealtimeClient,
  type RealtimeSocketFactory,
  shareSocketToken,
} from '@wanju/api-client';
import { useEffect, useRef } from 'react';

/**
 * Live data: the server sends `{type:'change', kind, id}` on the user's, the company's or a shared record's
 * channel whenever a record changes; screens name the kinds they show and refetch (like a query library's
 * invalidation). One socket per signed-in app (opened while some screen listens), one per share link.
 */
export type LiveHandler = (change: LiveChange) => void;

export interface LiveSource {
  /** Calls `handler` with every change of the kinds, until the returned function is called. */
  listen(kinds: readonly LiveChangeKind[], handler: LiveHandler): () => void;
}

/** Who is signed in: the channels of the socket. */
export interface LiveIdentity {
  token: string;
  userId: number;
  companyId: number;
}

export interface LiveOptions {
  /** The signed-in identity now (null: signed out, no socket). */
  identity: () => LiveIdentity | null;
  /** ws(s)://host/api/ws; by default this page's host. */
  url?: string;
  socket?: RealtimeSocketFactory;
}

export const liveUrl = () =>
  typeof window === 'undefined'
    ? ''
    : `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${REALTIME_PATH}`;

/** Handlers by kind; `dispatch` hands a change to those of its kind. */
function handlerSet() {
  const handlers = new Set<{ kinds: readonly LiveChangeKind[]; handler: LiveHandler }>();
  return {
    get size() {
      return handlers.size;
    },
    add(kinds: readonly LiveChangeKind[], handler: LiveHandler) {
      const entry = { kinds, handler };
      handlers.add(entry);
      return () => void handlers.delete(entry);
    },
    dispatch(event: unknown) {
      if (!isLiveChange(event)) return;
      for (const { kinds, handler } of [...handlers]) if (kinds.includes(event.kind)) handler(event);
    },
  };
}

/**
 * The signed-in app's live source: a socket on the user's and the company's channels, opened with the first
 * listener, closed with the last one or when the identity changes (sign-out, another user).
 */
export function createLive(options: LiveOptions): LiveSource & { close(): void } {
  const handlers = handlerSet();
  let client: RealtimeClient | null = null;
  let key = '';
  const ensure = () => {
    const who = options.identity();
    const next = who && handlers.size ? `${who.token}|${who.userId}|${who.companyId}` : '';
    if (next === key) return;
    client?.close();
    client = null;
    key = next;
    if (!who || !next || (!options.socket && typeof WebSocket === 'undefined')) return;
    client = createRealtime({ url: options.url ?? liveUrl(), token: who.token, socket: options.socket });
    client.subscribe(`user:${who.userId}`, handlers.dispatch);
    if (who.companyId > 0) client.subscribe(`company:${who.companyId}`, handlers.dispatch);
  };
  return {
    listen(kinds, handler) {
      const remove = handlers.add(kinds, handler);
      ensure();
      return () => {
        remove();
        ensure();
      };
    },
    close() {
      client?.close();
      client = null;
      key = '';
    },
  };
}

/** A page opened signed out by a share or confirmation link: a socket signed in with the link's token. */
export function createShareLive(
  kind: LiveChangeKind,
  token: string,
  options: { url?: string; socket?: RealtimeSocketFactory } = {},
): LiveSource & { close(): void } {
  const handlers = handlerSet();
  const client =
    options.socket || typeof WebSocket !== 'undefined'
      ? createRealtime({
          url: options.url ?? liveUrl(),
          token: shareSocketToken(kind, token),
          socket: options.socket,
          onEvent: (_channel, event) => handlers.dispatch(event),
        })
      : null;
  return {
    listen: (kinds, handler) => handlers.add(kinds, handler),
    close: () => client?.close(),
  };
}

let appLive: LiveSource | null = null;

/** The app's signed-in live source (an app session sets it when made). */
export function setAppLive(source: LiveSource | null): void {
  appLive = source;
}

/**
 * Calls `onChange` whenever a record of one of the kinds changes for the signed-in user (or, with `share`,
 * for the record a share link opens), while the component is mounted.
 */
export function useLiveChanges(
  kinds: readonly LiveChangeKind[] | null | undefined,
  onChange: LiveHandler,
  share?: { kind: LiveChangeKind; token: string } | null,
): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const kindKey = kinds?.join(',') ?? '';
  const shareKind = share?.kind;
  const shareToken = share?.token;
  useEffect(() => {
    if (!kindKey) return;
    const list = kindKey.split(',') as LiveChangeKind[];
    if (shareKind && shareToken) {
      const source = createShareLive(shareKind, shareToken);
      const stop = source.listen(list, (change) => latest.current(change));
      return () => {
        stop();
        source.close();
      };
    }
    return appLive?.listen(list, (change) => latest.current(change));
  }, [kindKey, shareKind, shareToken]);
}

import {
  buildSyncImport,
  type SyncImportData,
  type SyncResponse,
  type SyncRunState,
  syncResponseEvent,
  syncSocketErrorMessage,
  syncSocketUrlFor,
  TRADE_SYNC_MSG,
} from '@wanju/domain';

/**
 * The portal's side of the bridge protocol (§7): tries each host in the order given (use_ip first,
 * localhost last), sends the Import request on the first that opens and follows the bridge's answers.
 * Written against the WebSocket interface browsers have, so Node tests run it with the `ws` package.
 */

/** The part of WebSocket this module uses (browsers' WebSocket and ws's both fit). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface SyncRun {
  request_id: string;
  software: number;
  appkey: string;
  token: string;
  hosts: readonly string[];
  account_name: string;
  title: string;
  items: SyncImportData['items'];
}

export interface RunSyncOptions {
  /** wss from https pages, ws from http ones */
  secure: boolean;
  /** the bridge's port: 46690 unless a test says otherwise */
  port?: number;
  /** how long one host may take to open before the next is tried */
  connectTimeoutMs?: number;
  createSocket?: SocketFactory;
  onState: (state: SyncRunState) => void;
}

export type SyncOutcome = { ok: true; host: string; tip: string | null } | { ok: false; messages: string[] };

const defaultSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

/** The Import request: §7's fields, the appkey for the bridge's own check, and the target account and title. */
export function importRequest(run: SyncRun) {
  const base = buildSyncImport({ id: run.request_id, software: run.software, token: run.token, items: run.items });
  return {
    ...base,
    appkey: run.appkey,
    data: { account_name: run.account_name, title: run.title, items: run.items },
  };
}

type HostResult = { kind: 'unreachable' } | { kind: 'finished'; outcome: SyncOutcome };

function tryHost(run: SyncRun, host: string, options: RunSyncOptions): Promise<HostResult> {
  const create = options.createSocket ?? defaultSocket;
  return new Promise((resolve) => {
    let opened = false;
    let settled = false;
    let socket: SocketLike;
    const finish = (result: HostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (socket) {
        socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
        try {
          socket.close();
        } catch {
          // already closed
        }
      }
      resolve(result);
    };
    const timer = setTimeout(() => !opened && finish({ kind: 'unreachable' }), options.connectTimeoutMs ?? 5000);
    try {
      socket = create(syncSocketUrlFor(host, options.secure, options.port));
    } catch {
      // a malformed address: like one that does not answer
      clearTimeout(timer);
      resolve({ kind: 'unreachable' });
      return;
    }
    socket.onopen = () => {
      opened = true;
      clearTimeout(timer);
      options.onState({ phase: 'syncing', host, percent: 0, tip: null });
      socket.send(JSON.stringify(importRequest(run)));
    };
    socket.onmessage = (event) => {
      let answer: SyncResponse;
      try {
        answer = JSON.parse(String(event.data)) as SyncResponse;
      } catch {
        return;
      }
      if (answer.requestId && answer.requestId !== run.request_id) return;
      const e = syncResponseEvent(answer);
      if (e.kind === 'error') {
        options.onState({ phase: 'error', messages: e.messages });
        finish({ kind: 'finished', outcome: { ok: false, messages: e.messages } });
      } else if (e.kind === 'done') {
        options.onState({ phase: 'done', host, tip: e.tip });
        finish({ kind: 'finished', outcome: { ok: true, host, tip: e.tip } });
      } else {
        options.onState({ phase: 'syncing', host, percent: e.percent, tip: e.tip });
      }
    };
    // An error is followed by close; close decides.
    socket.onerror = () => {};
    socket.onclose = () => {
      if (!opened) return finish({ kind: 'unreachable' });
      // The bridge went away while it wrote: it leaves nothing half-written, the user may sync again.
      const messages = [TRADE_SYNC_MSG.syncInterrupted];
      options.onState({ phase: 'error', messages });
      finish({ kind: 'finished', outcome: { ok: false, messages } });
    };
  });
}

/**
 * Runs one sync: '服务器连接中，请耐心等候' while hosts remain, the IP error after the last, a bridge's
 * requestError as the domain says (shown, then again with the restart suffix), progress until done.
 */
export async function runSync(run: SyncRun, options: RunSyncOptions): Promise<SyncOutcome> {
  const hosts = run.hosts.length > 0 ? run.hosts : [];
  for (let i = 0; i < hosts.length; i++) {
    const host = hosts[i] as string;
    options.onState({ phase: 'connecting', host, message: syncSocketErrorMessage(false) });
    const result = await tryHost(run, host, options);
    if (result.kind === 'finished') return result.outcome;
  }
  const messages = [syncSocketErrorMessage(true)];
  options.onState({ phase: 'error', messages });
  return { ok: false, messages };
}

import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {
  SYNC_PATH,
  SYNC_PORT,
  type SyncImportData,
  type SyncItem,
  type SyncResponse,
  syncItemsProblem,
  TRADE_SYNC_MSG,
} from '@wanju/domain';
import { WebSocket, WebSocketServer } from 'ws';
import type { ImportAdapter, ImportJob } from './adapter';
import { ImportLog, type ImportRecord } from './log';
import { statusPage } from './status-page';
import type { TokenVerifier } from './verify';

export interface BridgeOptions {
  /** the company's appkey, given by the platform on approval */
  appkey: string;
  verify: TokenVerifier;
  adapter: ImportAdapter;
  /** the import log and the received requests */
  dataDir: string;
  /** 46690 by default; 0 picks a free port (tests) */
  port?: number;
  /** every interface by default: the portal reaches the bridge by its LAN address */
  host?: string;
  /** a certificate and key: the same port then also answers wss (browsers on https pages) */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** shown on the status page */
  platformUrl?: string;
  /** called on every accepted, refused or finished import (the CLI prints it) */
  onEvent?: (event: { kind: 'accepted' | 'refused' | 'done' | 'failed'; id: string; message: string }) => void;
}

export interface Bridge {
  readonly port: number;
  readonly log: ImportLog;
  /** Writes a logged import again (its file was deleted or the trade software missed it). */
  resend(id: string): Promise<ImportRecord>;
  /** Stops listening, drops the sockets and aborts imports being written (they leave nothing behind). */
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

interface ParsedRequest {
  id: string;
  software: number;
  token: string;
  appkey: string | null;
  data: SyncImportData;
}

/** The import request's envelope (§7: id, type Quotation, action Import, software, token, data). */
function parseRequest(raw: unknown): { request: ParsedRequest } | { id: string | null; error: string } {
  if (typeof raw !== 'object' || raw === null) return { id: null, error: TRADE_SYNC_MSG.bridgeBadRequest };
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'string' && r.id.length > 0 && r.id.length <= 100 ? r.id : null;
  const data = r.data as Record<string, unknown> | null | undefined;
  const valid =
    id !== null &&
    r.type === 'Quotation' &&
    r.action === 'Import' &&
    Number.isInteger(r.software) &&
    typeof r.token === 'string' &&
    r.token.length <= 200 &&
    (r.appkey === undefined || typeof r.appkey === 'string') &&
    typeof data === 'object' &&
    data !== null &&
    (data.account_name === undefined || typeof data.account_name === 'string') &&
    (data.title === undefined || typeof data.title === 'string');
  if (!valid) return { id, error: TRADE_SYNC_MSG.bridgeBadRequest };
  return {
    request: {
      id,
      software: r.software as number,
      token: r.token as string,
      appkey: (r.appkey as string | undefined) ?? null,
      data: {
        account_name: ((data.account_name as string | undefined) ?? '').slice(0, 50),
        title: ((data.title as string | undefined) ?? '').slice(0, 100),
        items: data.items as SyncItem[],
      },
    },
  };
}

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * The bridge: a websocket server on `port`, path /biz (§7). For each import request it answers progress
 * (requestId, requestKeep, responseData as a percent, responseTip) until done, or one requestError:
 * a malformed request, a foreign appkey, a token the platform does not accept, an id already imported,
 * a malformed item — in each of those cases nothing is written. The same port serves the status page to
 * this machine only (GET /) and, with `tls`, wss besides ws.
 */
export async function startBridge(options: BridgeOptions): Promise<Bridge> {
  const log = new ImportLog(options.dataDir);
  const running = new Map<string, AbortController>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const emit = options.onEvent ?? (() => {});

  async function write(job: ImportJob, onProgress: (done: number, total: number) => void, status: 'done' | 'resent') {
    const abort = new AbortController();
    running.set(job.id, abort);
    try {
      const output = await options.adapter.write(job, { onProgress, signal: abort.signal });
      const record: ImportRecord = {
        id: job.id,
        status,
        at: new Date().toISOString(),
        account_name: job.data.account_name,
        title: job.data.title,
        count: job.data.items.length,
        output,
      };
      await log.append(record);
      return record;
    } finally {
      running.delete(job.id);
    }
  }

  async function handle(socket: WebSocket, text: string) {
    const send = (message: SyncResponse) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    };
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = null;
    }
    const parsed = parseRequest(raw);
    if ('error' in parsed) {
      send({ requestId: parsed.id ?? '', requestError: parsed.error, requestKeep: false });
      emit({ kind: 'refused', id: parsed.id ?? '', message: parsed.error });
      return;
    }
    const { request } = parsed;
    const refuse = (message: string) => {
      send({ requestId: request.id, requestError: message, requestKeep: false });
      emit({ kind: 'refused', id: request.id, message });
    };
    if (request.appkey !== null && request.appkey !== options.appkey) return refuse(TRADE_SYNC_MSG.bridgeForeignAppkey);
    send({ requestId: request.id, requestKeep: true, responseData: 0, responseTip: TRADE_SYNC_MSG.bridgeChecking });
    const verdict = await options.verify(options.appkey, request.token);
    if (!verdict.ok) return refuse(verdict.message);
    if (log.imported(request.id)) return refuse(TRADE_SYNC_MSG.bridgeDuplicate);
    if (running.has(request.id)) return refuse(TRADE_SYNC_MSG.bridgeBusy);
    const problem = syncItemsProblem(request.data.items);
    if (problem) return refuse(problem);

    const job: ImportJob = { id: request.id, software: request.software, data: request.data, receivedAt: new Date() };
    emit({ kind: 'accepted', id: job.id, message: `${job.data.title}（${job.data.items.length}款）` });
    try {
      await log.saveRequest(job);
      const record = await write(
        job,
        (done, total) =>
          send({
            requestId: job.id,
            requestKeep: true,
            // 100 is kept for the end: the file is renamed into place after the last row
            responseData: Math.min(99, 5 + Math.floor((90 * done) / total)),
            responseTip: TRADE_SYNC_MSG.bridgeWriting(done, total),
          }),
        'done',
      );
      const tip = TRADE_SYNC_MSG.bridgeDone(record.count);
      send({ requestId: job.id, requestKeep: false, responseData: 100, responseTip: tip });
      emit({ kind: 'done', id: job.id, message: record.output.join(', ') });
    } catch (error) {
      const message = TRADE_SYNC_MSG.bridgeWriteFailed;
      await log
        .append({
          id: job.id,
          status: 'failed',
          at: new Date().toISOString(),
          account_name: job.data.account_name,
          title: job.data.title,
          count: job.data.items.length,
          output: [],
          error: error instanceof Error ? error.message : String(error),
        })
        .catch(() => undefined);
      send({ requestId: job.id, requestError: message, requestKeep: false });
      emit({ kind: 'failed', id: job.id, message });
    }
  }

  wss.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => {
      void handle(socket, isBinary ? '' : data.toString());
    });
    socket.on('error', () => socket.terminate());
  });

  async function resend(id: string): Promise<ImportRecord> {
    const job = await log.request(id);
    if (!job) throw new Error(`没有同步编号为 ${id} 的导入记录`);
    if (running.has(id)) throw new Error(TRADE_SYNC_MSG.bridgeBusy);
    return write(job, () => {}, 'resent');
  }

  const onRequest: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === SYNC_PATH) {
      res.writeHead(426, { 'content-type': 'text/plain; charset=utf-8' }).end('请使用 WebSocket 连接');
      return;
    }
    // The status page shows the import log: this machine only.
    if (!isLoopback(req.socket.remoteAddress)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('状态页仅限本机访问');
      return;
    }
    if (req.method === 'POST' && url.pathname === '/resend') {
      // a form posted by another site to this machine is refused (no same-origin header)
      const origin = req.headers.origin;
      if (origin && new URL(origin).host !== req.headers.host) {
        res.writeHead(403).end();
        return;
      }
      const id = url.searchParams.get('id') ?? '';
      resend(id).then(
        () => res.writeHead(303, { location: '/?resent=1' }).end(),
        (error: Error) => res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message),
      );
      return;
    }
    if (req.method === 'GET' && url.pathname === '/status.json') {
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ appkey: options.appkey, adapter: options.adapter.name, imports: log.recent() }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' }).end(
        statusPage({
          appkey: options.appkey,
          platformUrl: options.platformUrl ?? '',
          adapter: options.adapter.name,
          port: actualPort,
          secure: !!options.tls,
          running: running.size,
          records: log.recent(),
          resent: url.searchParams.has('resent'),
        }),
      );
      return;
    }
    res.writeHead(404).end();
  };

  const onUpgrade = (req: http.IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== SYNC_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };

  const plain = http.createServer(onRequest);
  plain.on('upgrade', onUpgrade);
  const secure = options.tls ? https.createServer({ cert: options.tls.cert, key: options.tls.key }, onRequest) : null;
  secure?.on('upgrade', onUpgrade);
  // One port for both: a TLS handshake starts with byte 0x16, anything else is plain HTTP.
  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('readable', () => {
      const first: Buffer | null = socket.read(1);
      if (!first) return socket.destroy();
      socket.unshift(first);
      (first[0] === 0x16 && secure ? secure : plain).emit('connection', socket);
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(options.port ?? SYNC_PORT, options.host ?? '0.0.0.0', () => resolve());
  });
  const actualPort = (front.address() as net.AddressInfo).port;

  return {
    port: actualPort,
    log,
    resend,
    async close() {
      for (const abort of running.values()) abort.abort();
      for (const client of wss.clients) client.terminate();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      wss.close();
      // let aborted writes remove their temporary files before the caller looks
      while (running.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

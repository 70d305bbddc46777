// pnpm bench:realtime — the websocket hub under many sockets, on PGlite and on PostgreSQL.
// 1. 1,000 sockets of one company subscribed to its channel: a company-wide publish must reach every one,
//    p99 delivery ≤ 100 ms (from the publish call in the server process to the message read by the client).
// 2. 10,000 idle authenticated sockets: the server process's resident memory may grow by ≤ 300 MB.
// The server runs in its own process (its RSS measured from /proc), the sockets in this one. On PostgreSQL the
// publish goes through NOTIFY to the server's listener, as between processes.
// BENCH_DATABASE_URL: a PostgreSQL server to create a database on (default: a throwaway one from
// scripts/pg-temp.sh). BENCH_SOCKETS (default 1000), BENCH_IDLE_SOCKETS (default 10000), BENCH_ROUNDS (default 20),
// BENCH_ENGINES (default "pglite,postgres").
import fs from 'node:fs';
import os from 'node:os';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@wanju/api-client';
import WebSocket from 'ws';
import { type ServerProcess, startServerProcess } from '../test/processes/cluster';
import { onEachEngine } from './bench-engines';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const IDLE = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const P99_TARGET_MS = 100;
const RSS_TARGET_MB = 300;

const rssMb = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

interface BenchSocket {
  ws: WebSocket;
  /** Who the server says the socket belongs to. */
  ready: { user_id: number; company_id: number };
  /** Called with every event frame's text. */
  onEvent: ((text: string) => void) | null;
}

/** Opens an authenticated socket subscribed to the channels; resolves once the server confirmed them. */
function openSocket(server: ServerProcess, token: string, channels: string[]): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(server.baseUrl.replace(/^http/, 'ws') + REALTIME_PATH, [REALTIME_PROTOCOL], {
      perMessageDeflate: false,
    });
    const socket: BenchSocket = { ws, onEvent: null, ready: { user_id: 0, company_id: 0 } };
    let pending = channels.length;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"type":"event"')) return socket.onEvent?.(text);
      const message = JSON.parse(text) as { type: string; user_id: number; company_id: number };
      if (message.type === 'ready') {
        socket.ready = { user_id: message.user_id, company_id: message.company_id };
        for (const channel of channels) ws.send(JSON.stringify({ type: 'subscribe', channel }));
        if (pending === 0) resolve(socket);
      } else if (message.type === 'subscribed' && --pending === 0) resolve(socket);
      else if (message.type === 'denied' || message.type === 'error') reject(new Error(text));
    });
    ws.on('error', reject);
  });
}

async function openMany(server: ServerProcess, token: string, channels: string[], n: number, batch = 200) {
  const sockets: BenchSocket[] = [];
  for (let i = 0; i < n; i += batch) {
    sockets.push(
      ...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, () => openSocket(server, token, channels)))),
    );
  }
  return sockets;
}

async function closeAll(sockets: BenchSocket[]) {
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.ws.readyState === WebSocket.CLOSED) return resolve();
          s.ws.once('close', () => resolve());
          s.ws.close();
        }),
    ),
  );
}

/** Publishes `rounds` events on the channel; answers every socket's delivery time of every round (ms). */
async function deliveryTimes(server: ServerProcess, sockets: BenchSocket[], channel: string, rounds: number) {
  const times: number[] = [];
  let lost = 0;
  for (let round = 0; round < rounds; round++) {
    let received = 0;
    let start = 0;
    const all = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        lost += sockets.length - received;
        resolve();
      }, 10_000);
      for (const socket of sockets) {
        socket.onEvent = (text) => {
          if (!text.includes(`"round":${round},`)) return;
          times.push(performance.now() - start);
          if (++received === sockets.length) {
            clearTimeout(timer);
            resolve();
          }
        };
      }
    });
    start = performance.now();
    await server.command({ op: 'publish', channel, event: { round, kind: 'bench', text: '报价单已生成' } });
    await all;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of sockets) socket.onEvent = null;
  return { sorted: times.sort((x, y) => x - y), lost };
}

interface Figures {
  engine: string;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  idleP99: number;
  rssBefore: number;
  rssIdle: number;
  openIdleS: number;
}

async function bench(engine: 'pglite' | 'postgres', databaseUrl: string): Promise<Figures> {
  const server = await startServerProcess(`bench-${engine}`, {
    DATABASE_URL: databaseUrl,
    DEMO_PRODUCTS: '40',
    LOG_LEVEL: 'error',
  });
  try {
    const token = await server.login('13800000001');
    const probe = await openSocket(server, token, []);
    const { ready } = probe;
    probe.ws.close();
    const company = `company:${ready.company_id}`;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = rssMb(server.pid);

    process.stdout.write(`${engine}: ${SOCKETS} sockets … `);
    const sockets = await openMany(server, token, [company], SOCKETS);
    await deliveryTimes(server, sockets, company, 2); // warm-up
    const { sorted, lost } = await deliveryTimes(server, sockets, company, ROUNDS);
    await closeAll(sockets);

    process.stdout.write(`${IDLE} idle sockets … `);
    const started = performance.now();
    const idle = await openMany(server, token, [company, `user:${ready.user_id}`], IDLE);
    const openIdleS = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rssIdle = rssMb(server.pid);
    // For information: the same company-wide publish reaching all of them.
    const idleRun = await deliveryTimes(server, idle, company, 3);
    await closeAll(idle);
    process.stdout.write('done\n');
    return {
      engine,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? 0,
      lost,
      idleP99: quantile(idleRun.sorted, 0.99),
      rssBefore,
      rssIdle,
      openIdleS,
    };
  } finally {
    await server.stop();
  }
}

console.log(
  `bench:realtime — ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, Node ${process.version}; ${SOCKETS} sockets × ${ROUNDS} publishes, ${IDLE} idle sockets`,
);
const results = await onEachEngine('realtime', bench);

const f = (n: number) => n.toFixed(1);
console.log(
  `\n| engine | delivery p50 ms | p99 ms (≤ ${P99_TARGET_MS}) | max ms | lost | p99 to ${IDLE} ms | RSS before MB | RSS with ${IDLE} idle MB | growth MB (≤ ${RSS_TARGET_MB}) | KB per socket | ${IDLE} opened in s |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
let failed = false;
for (const r of results) {
  const growth = r.rssIdle - r.rssBefore;
  if (r.p99 > P99_TARGET_MS || growth > RSS_TARGET_MB || r.lost > 0) failed = true;
  console.log(
    `| ${r.engine} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${r.lost} | ${f(r.idleP99)} | ${f(r.rssBefore)} | ${f(r.rssIdle)} | ${f(growth)} | ${f((growth * 1024) / IDLE)} | ${f(r.openIdleS)} |`,
  );
}
console.log(failed ? '\nA target was missed.' : '\nEvery target met.');
process.exit(failed ? 1 : 0);

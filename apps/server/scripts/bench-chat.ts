// pnpm bench:chat — chat under load, on PGlite and on PostgreSQL, the server in its own process.
// 1. BENCH_USERS (1,000) connected users in BENCH_CONVERSATIONS (100) group conversations, each socket
//    subscribed to its conversation; BENCH_RATE (200) messages/s sent through send_message for BENCH_SECONDS
//    (60; the 5 minutes is BENCH_SECONDS=300) by users in turn. Delivery time = from the send call to
//    the event read by each member's socket: p99 ≤ 150 ms; every message reaches every member exactly once;
//    the server's RSS at the start and end of the sending.
// 2. A conversation of BENCH_HISTORY (100,000) messages: get_message_record pages of 15 at random offsets
//    (and the newest pages, as a client opens it): p95 ≤ 20 ms.
// BENCH_DATABASE_URL: a PostgreSQL server to create a database on (default: a throwaway one from
// scripts/pg-temp.sh). BENCH_ENGINES (default "pglite,postgres"). BENCH_NODE_OPTIONS: NODE_OPTIONS for the
// server only (e.g. --import of a script that starts the inspector's profiler).
import fs from 'node:fs';
import os from 'node:os';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@wanju/api-client';
import WebSocket from 'ws';
import { type ServerProcess, startServerProcess } from '../test/processes/cluster';
import { onEachEngine } from './bench-engines';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 100_000);
const DELIVERY_P99_MS = 150;
const HISTORY_P95_MS = 20;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fixture {
  tokens: string[];
  conversations: { chatId: string; members: number[] }[];
  longChatId: string;
}

/** An authenticated socket subscribed to one channel; `onEvent` hears each event frame. */
function openSocket(server: ServerProcess, token: string, channel: string, onEvent: (text: string) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(server.baseUrl.replace(/^http/, 'ws') + REALTIME_PATH, [REALTIME_PROTOCOL], {
      perMessageDeflate: false,
    });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"type":"event"')) return onEvent(text);
      const message = JSON.parse(text) as { type: string };
      if (message.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', channel }));
      else if (message.type === 'subscribed') resolve(ws);
      else if (message.type === 'denied' || message.type === 'error') reject(new Error(text));
    });
    ws.on('error', reject);
  });
}

interface Figures {
  engine: string;
  sent: number;
  failedSends: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  duplicated: number;
  rssStart: number;
  rssEnd: number;
  historyP50: number;
  historyP95: number;
  newestP95: number;
}

async function bench(engine: 'pglite' | 'postgres', databaseUrl: string): Promise<Figures> {
  const server = await startServerProcess(`bench-chat-${engine}`, {
    DATABASE_URL: databaseUrl,
    DEMO_PRODUCTS: '40',
    LOG_LEVEL: 'error',
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
  });
  try {
    process.stdout.write(`${engine}: fixture … `);
    const fixture = await server.command<Fixture>({
      op: 'chatFixture',
      users: USERS,
      conversations: CONVERSATIONS,
      history: HISTORY,
    });
    const { tokens, conversations } = fixture;
    const signatures = new Map<number, string>();
    for (let i = 0; i < tokens.length; i += 50)
      await Promise.all(
        tokens.slice(i, i + 50).map(async (token, j) => {
          const r = await server.post<{ user_sig: string }>('/api/chat/again_user_sig', {}, token);
          signatures.set(i + j, r.data.user_sig);
        }),
      );

    // Every delivery of a message (by its gid) to every member's socket, with the time it took.
    const sentAt = new Map<string, number>();
    const received = new Map<string, number>();
    const times: number[] = [];
    let duplicated = 0;
    process.stdout.write(`${tokens.length} sockets … `);
    const sockets: WebSocket[] = [];
    for (const { chatId, members } of conversations) {
      for (let k = 0; k < members.length; k += 50) {
        sockets.push(
          ...(await Promise.all(
            members.slice(k, k + 50).map((member) => {
              const seen = new Set<string>();
              return openSocket(server, tokens[member] as string, `conversation:${chatId}`, (text) => {
                const gid = /"gid":"([^"]+)"/.exec(text)?.[1];
                if (!gid) return;
                const at = sentAt.get(gid);
                if (at === undefined) return;
                if (seen.has(gid)) {
                  duplicated++;
                  return;
                }
                seen.add(gid);
                times.push(performance.now() - at);
                received.set(gid, (received.get(gid) ?? 0) + 1);
              });
            }),
          )),
        );
      }
    }
    await sleep(1000);
    const rssStart = rssMb(server.pid);

    process.stdout.write(`${RATE}/s for ${SECONDS} s … `);
    const expected = new Map<string, number>();
    let sent = 0;
    let failedSends = 0;
    const failures = new Map<string, number>();
    const inflight = new Set<Promise<void>>();
    const started = performance.now();
    const total = RATE * SECONDS;
    // Users take turns (one message every USERS/RATE seconds each: under the flood limit).
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const conversation = conversations[n % conversations.length];
      if (!conversation) continue;
      const member = conversation.members[Math.floor(n / conversations.length) % conversation.members.length] ?? 0;
      const gid = `bench${engine}${n.toString(36).padStart(6, '0')}`;
      expected.set(gid, conversation.members.length);
      sentAt.set(gid, performance.now());
      const p = server
        .post(
          '/api/chat/send_message',
          {
            chat_id: conversation.chatId,
            gid,
            user_sig: signatures.get(member),
            msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: `压测消息 ${n}：500 件起订，交期 25 天` } }],
          },
          tokens[member],
        )
        .then((r) => {
          if (r.code === 0) sent++;
          else {
            failedSends++;
            failures.set(r.msg, (failures.get(r.msg) ?? 0) + 1);
            expected.delete(gid);
          }
        })
        .catch((error: Error) => {
          failedSends++;
          failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
          expected.delete(gid);
        })
        .finally(() => inflight.delete(p));
      inflight.add(p);
    }
    await Promise.all(inflight);
    const rate = sent / ((performance.now() - started) / 1000);
    // Late deliveries still count (and show in the tail); then what never came is lost.
    const settle = performance.now() + 10_000;
    const missing = () => [...expected].reduce((n, [gid, want]) => n + want - (received.get(gid) ?? 0), 0);
    while (missing() > 0 && performance.now() < settle) await sleep(100);
    const rssEnd = rssMb(server.pid);
    const lost = missing();
    for (const ws of sockets) ws.close();

    process.stdout.write('history … ');
    const owner = tokens[0] as string;
    const page = async (offset: number) => {
      const t = performance.now();
      const r = await server.post<{ list: unknown[] }>(
        '/api/chat/get_message_record',
        { chat_id: fixture.longChatId, offset },
        owner,
      );
      if (r.code !== 0 || r.data.list.length !== 15) throw new Error(`history page at ${offset}: ${r.msg}`);
      return performance.now() - t;
    };
    for (let i = 0; i < 20; i++) await page(i * 15); // warm-up
    const random: number[] = [];
    for (let i = 0; i < 300; i++) random.push(await page(Math.floor(Math.random() * (HISTORY - 15))));
    const newest: number[] = [];
    for (let i = 0; i < 300; i++) newest.push(await page((i % 20) * 15));
    random.sort((a, b) => a - b);
    newest.sort((a, b) => a - b);
    process.stdout.write('done\n');
    if (failures.size) console.log('failed sends:', Object.fromEntries(failures));
    const sorted = times.sort((a, b) => a - b);
    return {
      engine,
      sent,
      failedSends,
      rate,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      lost,
      duplicated,
      rssStart,
      rssEnd,
      historyP50: quantile(random, 0.5),
      historyP95: quantile(random, 0.95),
      newestP95: quantile(newest, 0.95),
    };
  } finally {
    await server.stop();
  }
}

console.log(
  `bench:chat — ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, Node ${process.version}; ${USERS} users in ${CONVERSATIONS} conversations, ${RATE} messages/s for ${SECONDS} s; history of ${HISTORY}`,
);
const results = await onEachEngine('chat', bench);

const f = (n: number) => n.toFixed(1);
console.log(
  `\n| engine | sent | failed sends | messages/s | delivery p50 ms | p99 ms (≤ ${DELIVERY_P99_MS}) | max ms | lost | duplicated | RSS start MB | RSS end MB | history p50 ms | p95 ms (≤ ${HISTORY_P95_MS}) | newest pages p95 ms |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
let failed = false;
for (const r of results) {
  if (r.p99 > DELIVERY_P99_MS || r.lost > 0 || r.duplicated > 0 || r.historyP95 > HISTORY_P95_MS || r.failedSends)
    failed = true;
  console.log(
    `| ${r.engine} | ${r.sent} | ${r.failedSends} | ${f(r.rate)} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${r.lost} | ${r.duplicated} | ${f(r.rssStart)} | ${f(r.rssEnd)} | ${f(r.historyP50)} | ${f(r.historyP95)} | ${f(r.newestP95)} |`,
  );
}
console.log(failed ? '\nA target was missed.' : '\nEvery target met.');
process.exit(failed ? 1 : 0);

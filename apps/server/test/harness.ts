import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import type { RealtimeLimits } from '../src/platform/realtime/index';
import { createServer, type StartedServer } from '../src/server';
import { adminQuery, databaseOf, dropTestDatabase, template } from './templates';

export interface TestServer extends StartedServer {
  baseUrl: string;
  engine: 'pglite' | 'postgres';
  /** SMS texts sent, newest last. */
  sms: { phone: string; text: string }[];
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** Stops this server, keeping its data dir, database and clock, and starts a new one on them (close the new one). */
  restart(env?: Record<string, string>): Promise<TestServer>;
  post<T = unknown>(path: string, body?: unknown, token?: string): Promise<{ status: number; body: Envelope<T> }>;
  login(phone: string, password?: string): Promise<string>;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * One server per test file, on a fresh database: PGlite in a temp dir by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when it is set (npm test runs the suites on both). The database and
 * data dir start as a copy of a template made once per run for the same demo size (see templates.ts): a
 * migrated, seeded database costs seconds to make and a fraction of one to copy.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  kept?: { dataDir: string; databaseUrl: string; dropDatabase: () => Promise<void>; offset: number },
  options: { realtime?: Partial<RealtimeLimits>; logStream?: NodeJS.WritableStream } = {},
): Promise<TestServer> {
  const dataDir = kept?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-test-'));
  let databaseUrl = kept?.databaseUrl ?? '';
  let dropDatabase = kept?.dropDatabase ?? (async () => {});
  const adminUrl = process.env.TEST_DATABASE_URL;
  const copied = kept ? null : await template(env);
  if (copied) fs.cpSync(copied.dataDir, dataDir, { recursive: true });
  if (adminUrl && !kept) {
    const name = `wanju_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}${copied ? ` TEMPLATE ${copied.database}` : ''}`);
    databaseUrl = databaseOf(adminUrl, name);
    dropDatabase = () => dropTestDatabase(adminUrl, name);
  }
  const config = { ...loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' }), databaseUrl };
  let offset = kept?.offset ?? 0;
  const sms: TestServer['sms'] = [];
  const server = await createServer(config, {
    // Logs go nowhere unless the test reads them.
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    publicDir: path.join(dataDir, 'public'),
    sms: { send: async (phone, text) => void sms.push({ phone, text }) },
    now: () => new Date(Date.now() + offset),
    realtime: options.realtime,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const post: TestServer['post'] = async (urlPath, body = {}, token) => {
    const response = await fetch(baseUrl + urlPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as never };
  };

  return {
    ...server,
    baseUrl,
    engine: server.ctx.database.engine,
    sms,
    advance: (ms) => {
      offset += ms;
    },
    post,
    async restart(nextEnv = env) {
      await server.close();
      return startTestServer(nextEnv, { dataDir, databaseUrl, dropDatabase, offset });
    },
    async login(phone, password = 'demo123456') {
      const { body } = await post<{ token: string }>('/api/login', { phone, password });
      if (body.code !== 0) throw new Error(`login failed: ${body.msg}`);
      return body.data.token;
    },
    async close() {
      await server.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another company with its own accounts (same password as the demo accounts); answers the company's id. */
export async function addCompany(
  server: TestServer,
  company: { name: string; company_type: number; factory_id?: number; is_chvip?: boolean },
  users: { phone: string; nickname: string; user_type: number; chat_id: string }[],
): Promise<number> {
  const { db } = server.ctx.database;
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('phone', '=', '13800000001')
    .executeTakeFirstOrThrow();
  const { id } = await db.insertInto('companies').values(company).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values(users.map((user) => ({ ...user, company_id: id, password_hash })))
    .execute();
  return id;
}

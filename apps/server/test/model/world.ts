import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { type ServerProcess, startServerProcess } from '../processes/cluster';
import { startS3, type TestS3 } from '../s3-server';

/**
 * The world the office model acts on: two server processes on one PostgreSQL database and one object store,
 * as behind a load balancer, and a connection of the test's own for what no endpoint does (making an office's
 * accounts and sessions, letting a factory's notification hour come).
 */
export interface World {
  servers: ServerProcess[];
  db: pg.Pool;
  /** The demo factory (13800000005), its products and the platform's operator (13800000006). */
  factoryUserId: number;
  factoryProducts: number[];
  otherProducts: number[];
  agentUserId: number;
  /** the demo factory's ACTIVE payment account (sandbox payments go to it) */
  factoryAccountId: number;
  close(): Promise<void>;
}

/** An answer as the client saw it: the HTTP status beside the envelope. */
export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** Starts the two processes on a new database of the PostgreSQL server at `adminUrl`. */
export async function startWorld(adminUrl: string, log: (line: string) => void = () => {}): Promise<World> {
  const name = `wanju_model_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let s3: TestS3 | undefined;
  const servers: ServerProcess[] = [];
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db.end().catch(() => {});
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
    await s3?.close();
  };
  try {
    s3 = await startS3();
    const env = { ...s3.env, DATABASE_URL: databaseUrl, DEMO_PRODUCTS: '40' };
    log('starting server process a (loads the demo data)');
    servers.push(await startServerProcess('a', env));
    log('starting server process b');
    servers.push(await startServerProcess('b', { ...env, SEED_DEMO: '0' }));
    const one = async (text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0];
    const factory = await one(
      `SELECT u.id, c.factory_id FROM users u JOIN companies c ON c.id = u.company_id WHERE u.phone = '13800000005'`,
    );
    const agent = await one(`SELECT id FROM users WHERE phone = '13800000006'`);
    const account = await one(
      `SELECT p.id FROM payment_accounts p JOIN users u ON u.company_id = p.company_id WHERE u.phone = '13800000005'`,
    );
    if (!account) throw new Error('the demo factory has no payment account');
    const factoryToken = await session(db, factory.id);
    for (const currency of ['USD', 'EUR']) {
      const opened = await send(
        servers[0] as ServerProcess,
        '/api/payments/open_collection_account',
        {
          currency,
          idempotency_key: randomBytes(8).toString('hex'),
        },
        factoryToken,
      );
      if (opened.code !== 0) throw new Error(`collection account ${currency}: ${opened.msg}`);
    }
    const products = (await db.query('SELECT id, factory_id FROM products ORDER BY id')).rows as {
      id: number;
      factory_id: number;
    }[];
    return {
      servers,
      db,
      factoryUserId: factory.id,
      factoryProducts: products
        .filter((p) => p.factory_id === factory.factory_id)
        .slice(0, 6)
        .map((p) => p.id),
      otherProducts: products
        .filter((p) => p.factory_id !== factory.factory_id)
        .slice(0, 6)
        .map((p) => p.id),
      agentUserId: agent.id,
      factoryAccountId: account.id,
      close,
    };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/** Sends one call; a body that is not the envelope is answered as code 500 (the caller reports it). */
export async function send<T>(server: ServerProcess, path: string, body: unknown, token?: string): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(server.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    return { status: 599, code: 500, msg: `no answer: ${(error as Error).message}`, data: null as T };
  }
  const text = await response.text();
  try {
    const envelope = JSON.parse(text) as { code: number; msg: string; data: T };
    return { status: response.status, code: envelope.code, msg: envelope.msg, data: envelope.data };
  } catch {
    return { status: response.status, code: 500, msg: `not an envelope: ${text.slice(0, 200)}`, data: null as T };
  }
}

export type Role = 'main' | 'sales' | 'admin' | 'otherMain' | 'free' | 'factory';

export interface Actor {
  role: Role;
  id: number;
  token: string;
  /** 'A' the office, 'B' another trading company, 'F' the demo factory, null the free buyer */
  company: 'A' | 'B' | 'F' | null;
  companyId: number | null;
  userType: number;
  chatId: string;
  nickname: string;
}

export interface Office {
  actors: Actor[];
  agentToken: string;
  tag: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function session(db: pg.Pool, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, now(), now(), now() + interval '1 day')`,
    [userId, hashToken(token)],
  );
  return token;
}

let offices = 0;

/**
 * A fresh office for one run of the model, so that runs (and fast-check's replays while shrinking) start
 * from nothing of their own: a copy of the demo trading company with its three roles (main account,
 * salesperson, administrator), another trading company, a free buyer, and sessions for the demo factory's
 * account and the platform's operator (their data is shared by runs; the checks read only this run's).
 */
export async function makeOffice(world: World): Promise<Office> {
  const db = world.db;
  const tag = `${process.pid.toString(36)}${(++offices).toString(36)}${randomBytes(2).toString('hex')}`;
  const { password_hash } = (await db.query(`SELECT password_hash FROM users WHERE phone = '13800000001'`)).rows[0];
  const company = async (source: string, name: string) =>
    (
      await db.query(
        `INSERT INTO companies (name, name_en, company_type, is_chvip, is_new_version, contact, telephone, mobile, fax, email, address)
         SELECT $2, name_en, company_type, is_chvip, is_new_version, contact, telephone, mobile, fax, email, address
         FROM companies WHERE id = (SELECT company_id FROM users WHERE phone = $1) RETURNING id`,
        [source, name],
      )
    ).rows[0].id as number;
  const a = await company('13800000001', `环球优品贸易${tag}`);
  const b = await company('13800000001', `远方贸易${tag}`);
  const phone = () => `19${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const user = async (nickname: string, userType: number, companyId: number | null) =>
    (
      await db.query(
        `INSERT INTO users (phone, nickname, password_hash, chat_id, user_type, company_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, chat_id`,
        [phone(), nickname, password_hash, `u_m${tag}_${randomBytes(4).toString('hex')}`, userType, companyId],
      )
    ).rows[0] as { id: number; chat_id: string };
  const specs: [Role, string, number, 'A' | 'B' | null, number | null][] = [
    ['main', '王建国', 0, 'A', a],
    ['sales', '李晓梅', 1, 'A', a],
    ['admin', '张伟', 2, 'A', a],
    ['otherMain', '赵远方', 0, 'B', b],
    ['free', '陈先生', 0, null, null],
  ];
  const actors: Actor[] = [];
  for (const [role, nickname, userType, letter, companyId] of specs) {
    const row = await user(`${nickname}${tag}`, userType, companyId);
    actors.push({
      role,
      id: row.id,
      token: await session(db, row.id),
      company: letter,
      companyId,
      userType,
      chatId: row.chat_id,
      nickname: `${nickname}${tag}`,
    });
  }
  const factory = (
    await db.query('SELECT u.id, u.chat_id, u.company_id, u.nickname FROM users u WHERE u.id = $1', [
      world.factoryUserId,
    ])
  ).rows[0];
  actors.push({
    role: 'factory',
    id: factory.id,
    token: await session(db, factory.id),
    company: 'F',
    companyId: factory.company_id,
    userType: 0,
    chatId: factory.chat_id,
    nickname: factory.nickname,
  });
  return { actors, agentToken: await session(db, world.agentUserId), tag };
}

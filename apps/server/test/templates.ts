import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../src/config';
import { createServer } from '../src/server';

/**
 * Database templates for the test servers: the first test file of a run that needs a server with a given demo
 * size makes one (a data dir and, on PostgreSQL, a database, migrated and seeded), every later one copies it.
 * Files run in several worker processes: the maker holds `<key>.lock`, the others wait for `<key>.ready`.
 */

export interface Template {
  dataDir: string;
  /** the template database on the PostgreSQL server of TEST_DATABASE_URL ('' on PGlite) */
  database: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** where this run's templates are made ('' turns them off) */
    templateRoot: string;
  }
}

/** Env keys that leave what a server stores at start unchanged: a test with any other key gets no template. */
const NEUTRAL = new Set([
  'JOB_WORKER',
  'RATE_LIMIT_SCALE',
  'FREE_SEARCH_DAILY_LIMIT',
  'METRICS_TOKEN',
  'METRICS_PORT',
  'METRICS_HOST',
  'LOG_LEVEL',
]);
const READY_WAIT_MS = 600_000;

export async function adminQuery(adminUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export function databaseOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until nobody is connected to a database (a pool's end() resolves before its sockets have closed). */
async function disconnected(adminUrl: string, name: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await adminQuery(adminUrl, 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function dropTestDatabase(adminUrl: string, name: string) {
  // FORCE must not terminate a closing connection: its FATAL would surface as an unhandled error in the run.
  await disconnected(adminUrl, name);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The template a server with this env starts from, by what it stores at start; null when the env changes more. */
function templateKey(env: Record<string, string>): string | null {
  if (Object.keys(env).some((key) => key !== 'DEMO_PRODUCTS' && key !== 'SEED_DEMO' && !NEUTRAL.has(key))) return null;
  const config = loadConfig(env);
  return config.seedDemo ? `demo${config.demoProducts}` : 'empty';
}

/** The run's template for this env, made here if no other file has made it yet; null when there is none. */
export async function template(env: Record<string, string>): Promise<Template | null> {
  const root = inject('templateRoot');
  const key = templateKey(env);
  if (!root || !key) return null;
  const dir = path.join(root, key);
  try {
    fs.mkdirSync(`${dir}.lock`);
  } catch {
    return waitFor(dir);
  }
  try {
    const made = await make(root, key, env);
    fs.writeFileSync(`${dir}.ready`, JSON.stringify(made));
    return made;
  } catch (error) {
    fs.writeFileSync(`${dir}.failed`, String(error));
    throw error;
  }
}

async function waitFor(dir: string): Promise<Template | null> {
  const until = Date.now() + READY_WAIT_MS;
  while (Date.now() < until) {
    if (fs.existsSync(`${dir}.ready`)) return JSON.parse(fs.readFileSync(`${dir}.ready`, 'utf8')) as Template;
    if (fs.existsSync(`${dir}.failed`)) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

async function make(root: string, key: string, env: Record<string, string>): Promise<Template> {
  const dataDir = path.join(root, key);
  fs.mkdirSync(dataDir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? `wanju_tpl_${path.basename(root).replace(/\W/g, '_')}_${key}`.toLowerCase() : '';
  if (adminUrl) await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
  const seedEnv = Object.fromEntries(Object.entries(env).filter(([name]) => !NEUTRAL.has(name)));
  // No job runner: jobs the demo load queues stay queued, as on a server started on an empty database.
  const config = {
    ...loadConfig({ ...seedEnv, DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOB_WORKER: '0' }),
    databaseUrl: adminUrl ? databaseOf(adminUrl, database) : '',
  };
  try {
    const server = await createServer(config, { logger: false, publicDir: path.join(dataDir, 'public') });
    await server.close();
    if (adminUrl) await disconnected(adminUrl, database);
  } catch (error) {
    if (adminUrl) await dropTestDatabase(adminUrl, database);
    throw error;
  }
  return { dataDir, database };
}

/** The run's templates, removed with their databases when the run ends. */
export function templatesMadeIn(root: string): Template[] {
  return fs
    .readdirSync(root)
    .filter((name) => name.endsWith('.ready'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(root, name), 'utf8')) as Template);
}

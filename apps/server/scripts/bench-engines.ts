// The engines a bench runs on: PGlite (an empty DATABASE_URL), then a fresh database on a PostgreSQL server —
// BENCH_DATABASE_URL's, or a throwaway one from scripts/pg-temp.sh — dropped afterwards. BENCH_ENGINES picks.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type Engine = 'pglite' | 'postgres';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const pgTemp = (...args: string[]) =>
  execFileSync('bash', [path.join(root, 'scripts/pg-temp.sh'), ...args], { encoding: 'utf8' }).trim();

export async function onEachEngine<T>(
  name: string,
  run: (engine: Engine, databaseUrl: string) => Promise<T>,
): Promise<T[]> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
  const results: T[] = [];
  if (engines.includes('pglite')) results.push(await run('pglite', ''));
  if (!engines.includes('postgres')) return results;
  let pgDir = '';
  let adminUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (!adminUrl) [pgDir = '', adminUrl = ''] = pgTemp('start').split(' ');
  const database = `wanju_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    results.push(await run('postgres', url.toString()));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    if (pgDir) pgTemp('stop', pgDir);
  }
  return results;
}

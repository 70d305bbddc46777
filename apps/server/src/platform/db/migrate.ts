import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { migrationsDir } from '../../paths';
import type { Database } from './database';

/** The advisory lock key every server process takes to migrate ('wanju' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x77616e6a75;

/**
 * Applies the plain SQL files of migrations/ in name order, each once, each in its own transaction,
 * and records them in schema_migrations. Safe to run at every start. On PostgreSQL the whole run holds a
 * session advisory lock, so processes starting together migrate one after the other: the first applies,
 * the others wait and then find nothing left to do.
 */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  // PGlite is one process's own database, and its one connection is needed by the run itself.
  if (database.engine === 'pglite') return applyMigrations(database, dir);
  return database.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`.execute(connection);
    try {
      return await applyMigrations(database, dir);
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`.execute(connection);
    }
  });
}

async function applyMigrations(database: Database, dir: string): Promise<string[]> {
  await database.execScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(database.db)).rows.map((r) => r.name),
  );
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = fs.readFileSync(path.join(dir, file), 'utf8');
    const name = file.replaceAll("'", "''");
    try {
      await database.execScript(
        `BEGIN;\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
      );
    } catch (error) {
      await database.execScript('ROLLBACK');
      throw new Error(`migration ${file} failed: ${(error as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}

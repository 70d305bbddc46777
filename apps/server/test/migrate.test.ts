import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/database';
import { migrate } from '../src/platform/db/migrate';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  const name = `wanju_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-migrations-'));
  let url = '';
  const opened: Database[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl as string);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    // Not idempotent, and slow enough that two unlocked runs would both start it before either records it.
    fs.writeFileSync(
      path.join(dir, '001_slow.sql'),
      'CREATE TABLE slow_once (id int); SELECT pg_sleep(0.5); INSERT INTO slow_once VALUES (1);',
    );
    fs.writeFileSync(path.join(dir, '002_after.sql'), 'INSERT INTO slow_once VALUES (2);');
  });

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('migrates once when two processes start together (advisory lock)', async () => {
    const open = async () => {
      const database = await openDatabase({ databaseUrl: url, dataDir: dir });
      opened.push(database);
      return database;
    };
    const [a, b] = await Promise.all([open(), open()]);
    const results = await Promise.all([migrate(a as Database, dir), migrate(b as Database, dir)]);
    const applied = results.map((r) => r.join(',')).sort();
    expect(applied).toEqual(['', '001_slow.sql,002_after.sql']);
    const rows = await sql<{ id: number }>`SELECT id FROM slow_once ORDER BY id`.execute((a as Database).db);
    expect(rows.rows.map((r) => r.id)).toEqual([1, 2]);
    // The lock is released: a later start migrates (nothing) without waiting.
    expect(await migrate(b as Database, dir)).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Runs a multi-statement SQL script without parameters (migrations). */
  execScript(script: string): Promise<void>;
  /**
   * The embedded database only: copies its folder to `dest` (which must not exist) as one consistent state while
   * it serves. Queries wait meanwhile (no transaction is open during the copy); PostgreSQL has pg_dump instead.
   */
  snapshot?(dest: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Files of a PostgreSQL data folder a copy leaves out (as pg_basebackup does): the running server's lock and
 * options. Everything else, the write-ahead log included, is needed to open the copy.
 */
export const NOT_COPIED = new Set(['postmaster.pid', 'postmaster.opts']);

const INT8 = 20;
const NUMERIC = 1700;
// Both engines answer with the same JS types: counts and bigints as numbers, numeric as numbers.
const toNumber = (value: string) => Number(value);

/**
 * PGlite's buffer cache (its own; PostgreSQL's is the server's business). The default 128 MB cannot keep
 * the keyword-search table and its GIN index of a 200 000-product catalogue (124 + 47 MB) beside the
 * product rows a page shows, so broad queries (汽车) kept re-reading evicted pages through the WASM file
 * layer. Costs about 150 MB more resident memory, taken at start.
 */
const PGLITE_SHARED_BUFFERS = '256MB';

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === NUMERIC
            ? toNumber
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (a restart, pg_terminate_backend) is dropped by the pool and the
    // next query opens a new one; without a listener its 'error' event would end the process.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      async execScript(script) {
        await pool.query(script);
      },
      close: () => db.destroy(),
    };
  }

  // V8 runs WASM first as baseline (Liftoff) code and by default optimises a function only after it has
  // run for a while, so PGlite answered the first searches after start at about half speed for seconds
  // (汽车 measured first p50 36–43 ms, later 17–19 ms). Without dynamic tiering each function PGlite calls is
  // optimised in the background right after its first baseline compile. Must be set before PGlite compiles.
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  const dir = path.join(options.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm },
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = new Kysely<DB>({ dialect: pgliteDialect(pglite) });
  return {
    db,
    engine: 'pglite',
    async execScript(script) {
      await pglite.exec(script);
    },
    async snapshot(dest) {
      // Holding PGlite's one connection, no statement runs and no transaction is open: after the checkpoint the
      // files on disk are the committed state, and nothing writes them until the copy is done.
      await db.connection().execute(async (connection) => {
        await sql`CHECKPOINT`.execute(connection);
        await fs.promises.cp(dir, dest, {
          recursive: true,
          errorOnExist: true,
          force: false,
          filter: (source) => !NOT_COPIED.has(path.basename(source)),
        });
      });
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

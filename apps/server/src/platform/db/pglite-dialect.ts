import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

/**
 * Kysely's PostgresDialect over PGlite. PGlite is one connection, so a "pool" hands it out to one
 * Kysely connection at a time: a transaction (BEGIN … COMMIT over several queries) never interleaves
 * with another request's statements.
 */
export function pgliteDialect(pg: PGlite): PostgresDialect {
  let tail: Promise<void> = Promise.resolve();

  const client = {
    async query(sql: string, parameters: readonly unknown[]) {
      const result = await pg.query<Record<string, unknown>>(sql, parameters as unknown[]);
      const command = /^\s*(insert|update|delete|merge)\b/i.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
      return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
    },
    release() {},
  };

  const pool = {
    async connect() {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => {
        release = resolve;
      });
      await previous;
      return { ...client, release };
    },
    async end() {},
  };

  // biome-ignore lint/suspicious/noExplicitAny: the pool only needs the members PostgresDriver calls
  return new PostgresDialect({ pool: pool as any });
}

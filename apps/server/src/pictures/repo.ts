import { type Kysely, sql } from 'kysely';
import type { DB } from '../platform/db/schema';

/** The pictures' own tables: stored files, the perceptual index and the image-search history. */

/** Records a stored picture once (its hash is its name). */
export async function insertFile(
  db: Kysely<DB>,
  file: { hash: string; ext: string; width: number; height: number; size: number; created_at: Date },
): Promise<void> {
  await db
    .insertInto('files')
    .values(file)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Which of these hashes are stored pictures. */
export async function storedHashes(db: Kysely<DB>, hashes: readonly string[]): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const rows = await db
    .selectFrom('files')
    .select('hash')
    .where('hash', 'in', [...hashes])
    .execute();
  return new Set(rows.map((r) => r.hash));
}

export async function indexSize(db: Kysely<DB>): Promise<number> {
  const { n } = await db
    .selectFrom('picture_index')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The next `limit` rows of the picture index after the hash `after`, in hash order. */
export async function indexRows(db: Kysely<DB>, after: string, limit: number) {
  return db
    .selectFrom('picture_index')
    .select(['file_hash', 'hashes', 'colour', 'thumb'])
    .where('file_hash', '>', after)
    .orderBy('file_hash')
    .limit(limit)
    .execute();
}

/** The next `limit` indexed pictures' hashes after `after`, in hash order (no signatures: a rebuild reads only these). */
export async function indexHashes(db: Kysely<DB>, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('picture_index')
    .select('file_hash')
    .where('file_hash', '>', after)
    .orderBy('file_hash')
    .limit(limit)
    .execute();
  return rows.map((row) => row.file_hash);
}

/** Writes many pictures' signatures in one statement. */
export async function updateSignatures(
  db: Kysely<DB>,
  rows: readonly { hash: string; signature: { hashes: Uint8Array; colour: Uint8Array; thumb: Uint8Array } }[],
): Promise<void> {
  if (!rows.length) return;
  const values = sql.join(
    rows.map(
      ({ hash, signature: s }) => sql`(${hash}::text, ${s.hashes}::bytea, ${s.colour}::bytea, ${s.thumb}::bytea)`,
    ),
  );
  await sql`UPDATE picture_index AS p SET hashes = v.hashes, colour = v.colour, thumb = v.thumb
    FROM (VALUES ${values}) AS v(file_hash, hashes, colour, thumb) WHERE p.file_hash = v.file_hash`.execute(db);
}

/** Indexes a stored picture once (a picture stored again keeps its row). */
export async function insertSignature(
  db: Kysely<DB>,
  hash: string,
  signature: { hashes: Uint8Array; colour: Uint8Array; thumb: Uint8Array },
): Promise<void> {
  await db
    .insertInto('picture_index')
    .values({ file_hash: hash, hashes: signature.hashes, colour: signature.colour, thumb: signature.thumb })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertSearchLog(
  db: Kysely<DB>,
  log: { user_id: number; file_hash: string; source: string; result_ids: number[]; created_at: Date },
): Promise<number> {
  const row = await db.insertInto('image_search_logs').values(log).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One page of a user's own image searches, newest first, with their total. */
export async function searchLogPage(db: Kysely<DB>, userId: number, page: { page: number; page_size: number }) {
  const base = db.selectFrom('image_search_logs').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'file_hash', 'source', 'result_ids', 'created_at'])
      .orderBy('id', 'desc')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

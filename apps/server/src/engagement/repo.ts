import type { Kysely } from 'kysely';
import { containing } from '../platform/db/query';
import type { DB } from '../platform/db/schema';

/** The platform's content (carousel, adverts, live streams, files, videos, posts …) and usage logs. */

/** One page of contents of some kinds (title containing `keyword`), curated order, with the total. */
export async function contentPage(
  db: Kysely<DB>,
  kinds: readonly string[],
  page: { page: number; page_size: number; keyword?: string },
) {
  let base = db.selectFrom('contents as c').where('c.kind', 'in', [...kinds]);
  if (page.keyword?.trim()) base = base.where('c.title', 'ilike', containing(page.keyword.trim()));
  const [rows, count] = await Promise.all([
    base
      .select(['c.id', 'c.kind', 'c.title', 'c.picture', 'c.body', 'c.factory_id', 'c.hits', 'c.created_at'])
      .orderBy('c.sort', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Counts one more view of a content of this kind; undefined when there is none. */
export async function countView(db: Kysely<DB>, id: number, kind: string) {
  return db
    .updateTable('contents as c')
    .set((eb) => ({ hits: eb('c.hits', '+', 1) }))
    .where('c.id', '=', id)
    .where('c.kind', '=', kind)
    .returning(['c.id', 'c.kind', 'c.title', 'c.picture', 'c.body', 'c.factory_id', 'c.hits', 'c.created_at'])
    .executeTakeFirst();
}

/** The broadcast's notes, curated order. */
export async function notes(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('contents')
    .select('title')
    .where('kind', '=', 'note')
    .orderBy('sort', 'desc')
    .execute();
  return rows.map((n) => n.title);
}

export async function insertUsage(
  db: Kysely<DB>,
  usage: { user_id: number; kind: string; module: string; detail: string; created_at: Date },
): Promise<void> {
  await db.insertInto('browse_logs').values(usage).execute();
}

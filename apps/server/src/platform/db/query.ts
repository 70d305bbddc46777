import type { SelectQueryBuilder } from 'kysely';

/** `text` for a LIKE pattern: its %, _ and \ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A LIKE pattern that finds `text` anywhere in a value. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/**
 * One page of a list query (in the order `ordered` gives it) and the number of rows of the whole list, read side
 * by side.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  input: { page: number; page_size: number },
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordered(query)
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      // (the selection's type is lost in the generic builder; PostgreSQL answers a count as text)
      .$castTo<{ n: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

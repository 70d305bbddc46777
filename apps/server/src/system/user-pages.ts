import type { HistoryRecord } from '@wanju/api-client';
import { formatZonedDateTime } from '@wanju/domain';
import { sql } from 'kysely';
import { own } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { notFound } from '../platform/http/errors';

/** The pages a user opened: personal records, every query limited to the user's own rows. */
const mine = (ctx: AppContext, user: SessionUser) =>
  ctx.database.db.selectFrom('page_visits').where(own(user, 'page_visits'));

/** save_menu_statistics: one more visit of a page (its latest title kept); the history's record of it. */
export async function recordPageVisit(ctx: AppContext, user: SessionUser, page: { path: string; title: string }) {
  const now = ctx.now();
  await ctx.database.db
    .insertInto('page_visits')
    .values({ user_id: user.userId, path: page.path, title: page.title, last_visit_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'path']).doUpdateSet({
        visits: sql`page_visits.visits + 1`,
        title: page.title,
        last_visit_at: now,
      }),
    )
    .execute();
}

/** get_history_record: the pages last opened first. */
export async function historyRecords(ctx: AppContext, user: SessionUser, page: { page: number; page_size: number }) {
  const [rows, count] = await Promise.all([
    mine(ctx, user)
      .select(['id', 'path', 'title', 'visits', 'last_visit_at'])
      .orderBy('last_visit_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    mine(ctx, user)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const list: HistoryRecord[] = rows.map(({ last_visit_at, ...row }) => ({
    ...row,
    last_visit_time: formatZonedDateTime(new Date(last_visit_at)),
  }));
  return { list, total: Number(count.n) };
}

/** remove_history_record: some of the user's records (all of them theirs, else nothing is removed), or all. */
export async function removeHistoryRecords(
  ctx: AppContext,
  user: SessionUser,
  body: { ids?: number[]; all?: boolean },
) {
  let remove = ctx.database.db.deleteFrom('page_visits').where(own(user, 'page_visits'));
  if (!body.all) {
    const ids = [...new Set(body.ids ?? [])];
    const owned = await mine(ctx, user)
      .where('id', 'in', ids)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(owned.n) !== ids.length) throw notFound();
    remove = remove.where('id', 'in', ids);
  }
  const result = await remove.executeTakeFirst();
  return { removed: Number(result.numDeletedRows) };
}

/** get_order: the user's pages by how often they were opened (ties: the latest first). */
export async function pageOrder(ctx: AppContext, user: SessionUser, limit: number) {
  const list = await mine(ctx, user)
    .select(['path', 'title', 'visits'])
    .orderBy('visits', 'desc')
    .orderBy('last_visit_at', 'desc')
    .limit(limit)
    .execute();
  return { list };
}

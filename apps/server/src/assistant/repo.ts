import type { AppContext } from '../platform/http/context';
import { jobsDb } from '../platform/jobs/index';

/** A user's runs of some job kinds, newest first (the assistant's history is its jobs). */
export async function jobsOf(
  ctx: AppContext,
  userId: number,
  kinds: readonly string[],
  page: { page: number; page_size: number },
) {
  const base = jobsDb(ctx)
    .selectFrom('jobs')
    .where('user_id', '=', userId)
    .where('kind', 'in', [...kinds]);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'kind', 'payload', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

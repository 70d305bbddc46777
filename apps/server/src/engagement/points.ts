import type { PointLog } from '@wanju/api-client';
import { formatZonedDateTime } from '@wanju/domain';
import { sql } from 'kysely';
import { own } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';

/** The user's points: balance, totals earned and spent, and one page of the ledger (newest first). */
export async function pointsPage(
  ctx: AppContext,
  user: SessionUser,
  body: { page: number; page_size: number; kind?: 'earned' | 'spent' },
) {
  const { db } = ctx.database;
  const ledger = db.selectFrom('point_logs').where(own(user, 'point_logs'));
  let base = ledger;
  if (body.kind === 'earned') base = base.where('points', '>', 0);
  if (body.kind === 'spent') base = base.where('points', '<', 0);
  const [rows, count, sums] = await Promise.all([
    base
      .select(['id', 'points', 'reason', 'created_at'])
      .orderBy('id', 'desc')
      .limit(body.page_size)
      .offset((body.page - 1) * body.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ledger
      .select([
        sql<string>`coalesce(sum(points) FILTER (WHERE points > 0), 0)`.as('earned'),
        sql<string>`coalesce(-sum(points) FILTER (WHERE points < 0), 0)`.as('spent'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const earned = Number(sums.earned);
  const spent = Number(sums.spent);
  const list: PointLog[] = rows.map(({ created_at, ...row }) => ({
    ...row,
    created_time: formatZonedDateTime(new Date(created_at)),
  }));
  return { list, total: Number(count.n), balance: earned - spent, earned, spent };
}

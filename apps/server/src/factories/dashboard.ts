import type { FactoryDashboard, WaitingCounts } from '@wanju/api-client';
import {
  dailySeries,
  formatZonedDate,
  medianMinutes,
  productGaps,
  responseRate,
  weekStart,
  zonedTimeToUtc,
} from '@wanju/domain';
import { sql } from 'kysely';
import { actingFactory } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';

/**
 * The factory console's dashboard, computed from the real records: requests received (notified) and waiting,
 * the response rate and median response time over 30 days, product views (browse logs) and sample-cart adds
 * per day, and the listed products a buyer would find lacking (no picture or no price). Read-only aggregates
 * across areas' tables, in one place, for one factory.
 */

const DAYS = 30;
const DAY_MS = 86_400_000;
const TO_FIX_SHOWN = 20;

/** Midnight (Asia/Shanghai) of a 'YYYY-MM-DD' day, as an instant. */
const midnight = (day: string) => {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return zonedTimeToUtc({ year, month, day: d });
};
const localDay = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;

export async function dashboard(ctx: AppContext, user: SessionUser): Promise<FactoryDashboard> {
  const { db } = ctx.database;
  const factoryId = await actingFactory(db, user);
  const now = ctx.now();
  const today = formatZonedDate(now);
  const todayStart = midnight(today);
  const weekFrom = midnight(weekStart(today));
  const windowStart = midnight(formatZonedDate(new Date(todayStart.getTime() - (DAYS - 1) * DAY_MS)));

  const received = (from: Date) =>
    db
      .selectFrom('factory_requests')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('factory_id', '=', factoryId)
      .where('notify_at', '>=', from)
      .where('notify_at', '<=', now)
      .groupBy('kind')
      .execute();
  const findSince = (from: Date) =>
    db
      .selectFrom('find_sample_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', from)
      .executeTakeFirstOrThrow();

  const [factory, todayRows, weekRows, todayFind, weekFind, waitingRows, waitingFind, responses, views, adds] =
    await Promise.all([
      db.selectFrom('factories').select('name').where('id', '=', factoryId).executeTakeFirst(),
      received(todayStart),
      received(weekFrom),
      findSince(todayStart),
      findSince(weekFrom),
      db
        .selectFrom('factory_requests')
        .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('factory_id', '=', factoryId)
        .where('notify_at', '<=', now)
        .where('status', 'in', ['sent', 'read'])
        .groupBy('kind')
        .execute(),
      // Open find-sample requests this factory has not offered a product for yet.
      db
        .selectFrom('find_sample_requests as r')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('r.status', '!=', 'closed')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('find_sample_answers as a')
                .select('a.id')
                .whereRef('a.request_id', '=', 'r.id')
                .where('a.factory_id', '=', factoryId),
            ),
          ),
        )
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('factory_requests')
        .select(['notify_at', 'answered_at'])
        .where('factory_id', '=', factoryId)
        .where('notify_at', '>=', windowStart)
        .where('notify_at', '<=', now)
        .execute(),
      db
        .selectFrom('browse_logs as b')
        .innerJoin('products as p', 'p.id', 'b.product_id')
        .select([localDay('b.created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('p.factory_id', '=', factoryId)
        .where('b.kind', 'in', ['toy', 'toy_new'])
        .where('b.created_at', '>=', windowStart)
        .groupBy(sql`1`)
        .execute(),
      db
        .selectFrom('sample_car_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select([localDay('i.created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('p.factory_id', '=', factoryId)
        .where('i.created_at', '>=', windowStart)
        .groupBy(sql`1`)
        .execute(),
    ]);

  const lacking = db
    .selectFrom('products')
    .where('factory_id', '=', factoryId)
    .where('is_black', '=', false)
    .where((eb) =>
      eb.or([eb(sql`cardinality(pictures)`, '=', 0), eb('exworks_price', 'is', null), eb('exworks_price', '<=', 0)]),
    );
  const [toFix, toFixTotal] = await Promise.all([
    lacking
      .select(['id', 'name', 'article_number', 'exworks_price', sql<number>`cardinality(pictures)`.as('pictures')])
      .orderBy('id', 'desc')
      .limit(TO_FIX_SHOWN)
      .execute(),
    lacking.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);

  const byKind = (rows: { kind: string; n: number | string }[], findSample: number | string): WaitingCounts => ({
    inquiry: Number(rows.find((r) => r.kind === 'inquiry')?.n ?? 0),
    supplement: Number(rows.find((r) => r.kind === 'supplement')?.n ?? 0),
    find_sample: Number(findSample),
  });
  const answered = responses.filter((r) => r.answered_at);
  return {
    factory_id: factoryId,
    factory_name: factory?.name ?? '',
    today: byKind(todayRows, todayFind.n),
    week: byKind(weekRows, weekFind.n),
    waiting: byKind(waitingRows, waitingFind.n),
    response_rate: responseRate(responses.length, answered.length),
    median_response_minutes: medianMinutes(
      answered.map((r) => new Date(r.answered_at as Date).getTime() - new Date(r.notify_at).getTime()),
    ),
    views: dailySeries(
      views.map((v) => ({ day: v.day, n: Number(v.n) })),
      today,
      DAYS,
    ),
    cart_adds: dailySeries(
      adds.map((v) => ({ day: v.day, n: Number(v.n) })),
      today,
      DAYS,
    ),
    to_fix: toFix.map((p) => ({
      id: p.id,
      name: p.name,
      article_number: p.article_number,
      gaps: productGaps({
        pictures: Number(p.pictures),
        price: p.exworks_price === null ? null : Number(p.exworks_price),
      }),
    })),
    to_fix_total: Number(toFixTotal.n),
  };
}

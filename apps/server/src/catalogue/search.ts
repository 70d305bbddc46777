import { CODE } from '@wanju/api-client';
import {
  checkSearchQuota,
  countsTowardQuota,
  DAY_MS,
  HOT_SEARCH_MIN_USERS,
  HOT_SEARCH_WINDOW_DAYS,
  isJunkQuery,
  type SearchKind,
  SUGGESTION_LIMIT,
  searchQuotaDay,
} from '@wanju/domain';
import { type SqlBool, sql } from 'kysely';
import { companyPlan } from '../account/index';
import { containing, escapeLike } from '../platform/db/query';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError } from '../platform/http/errors';
import { normalizeQuery, parseQuery } from './text';

/**
 * §6 free-user limit: an ordinary user's new searches (keyword, factory, image, Excel; first pages only)
 * are counted per Asia/Shanghai day; the one over the limit answers the catalogue's freeSearchLimit.
 * The increment is one atomic upsert, so concurrent searches cannot overshoot.
 */
export async function chargeSearch(
  ctx: AppContext,
  user: SessionUser,
  search: { kind: SearchKind; query?: string; page?: number },
): Promise<boolean> {
  const { db } = ctx.database;
  const who = await companyPlan(ctx, user.companyId);
  if (!countsTowardQuota(who as never, search)) return false;
  const day = searchQuotaDay(ctx.now());
  // One atomic increment per counted search (concurrent searches each see their own count); whether the
  // search is allowed is the domain's rule over the count before it.
  const row = await sql<{ used: number }>`
    INSERT INTO search_quota (user_id, day, used) VALUES (${user.userId}, ${day}, 1)
    ON CONFLICT (user_id, day) DO UPDATE SET used = search_quota.used + 1
    RETURNING used`.execute(db);
  const refusal = checkSearchQuota(Number(row.rows[0]?.used ?? 1) - 1, ctx.config.freeSearchDailyLimit);
  if (refusal) throw new AppError(CODE.freeLimit, refusal);
  return true;
}

/** Records a search (its first page) for recent searches, suggestions and hot searches. */
export async function logSearch(
  ctx: AppContext,
  user: SessionUser,
  entry: { kind: string; query: string; result_count: number; counted: boolean },
): Promise<void> {
  await ctx.database.db
    .insertInto('search_logs')
    .values({ user_id: user.userId, ...entry, query: entry.query.slice(0, 100), created_at: ctx.now() })
    .execute();
}

/** The user's last distinct searches, newest first (at most 10). */
export async function recentSearches(ctx: AppContext, user: SessionUser, kind = 'keyword'): Promise<string[]> {
  const rows = await ctx.database.db
    .selectFrom('search_logs')
    .select(['query', (eb) => eb.fn.max('id').as('last')])
    .where('user_id', '=', user.userId)
    .where('kind', '=', kind)
    .where('query', '!=', '')
    .groupBy('query')
    .orderBy('last', 'desc')
    .limit(10)
    .execute();
  return rows.map((r) => r.query);
}

/**
 * The keyword queries others may be shown, most searched first: searched by at least HOT_SEARCH_MIN_USERS
 * different users in the last HOT_SEARCH_WINDOW_DAYS days (one user's repeats count once), junk dropped.
 * `prefix` keeps those starting with it (a LIKE pattern, already escaped).
 */
async function sharedQueries(ctx: AppContext, limit: number, prefix?: string): Promise<string[]> {
  const since = new Date(ctx.now().getTime() - HOT_SEARCH_WINDOW_DAYS * DAY_MS);
  let q = ctx.database.db
    .selectFrom('search_logs')
    .select(['query', (eb) => eb.fn.count<number>('user_id').distinct().as('users')])
    .where('kind', '=', 'keyword')
    .where('query', '!=', '')
    .where('created_at', '>', since);
  if (prefix) q = q.where(sql`lower(query)`, 'like', prefix);
  const rows = await q
    .groupBy('query')
    .having((eb) => eb.fn.count('user_id').distinct(), '>=', HOT_SEARCH_MIN_USERS)
    .orderBy('users', 'desc')
    .orderBy('query')
    // junk is dropped after counting: read a few more than asked
    .limit(limit * 3)
    .execute();
  return rows
    .map((r) => r.query)
    .filter((query) => !isJunkQuery(query))
    .slice(0, limit);
}

/** Hot searches: the queries several people searched this week, then the curated hot keywords. */
export async function hotSearches(ctx: AppContext, limit = 10): Promise<string[]> {
  const [popular, curated] = await Promise.all([
    sharedQueries(ctx, limit),
    ctx.database.db
      .selectFrom('hot_keywords')
      .select('keyword')
      .orderBy('weight', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return [...new Set([...popular, ...curated.map((c) => c.keyword)])].slice(0, limit);
}

/**
 * '猜你想要': up to 10 suggestions: the user's own past queries, queries several people searched (never
 * another single user's), hot keywords and product names.
 */
export async function suggestions(ctx: AppContext, user: SessionUser | null, keyword: string): Promise<string[]> {
  const text = normalizeQuery(keyword);
  if (!text) return hotSearches(ctx, SUGGESTION_LIMIT);
  const { db } = ctx.database;
  const prefix = `${escapeLike(text)}%`;
  const contains = containing(text);
  const parsed = parseQuery(text);
  const [own, queries, hot, names] = await Promise.all([
    user
      ? db
          .selectFrom('search_logs')
          .select(['query', (eb) => eb.fn.max('id').as('last')])
          .where('user_id', '=', user.userId)
          .where('kind', '=', 'keyword')
          .where(sql`lower(query)`, 'like', prefix)
          .groupBy('query')
          .orderBy('last', 'desc')
          .limit(SUGGESTION_LIMIT)
          .execute()
      : Promise.resolve([]),
    sharedQueries(ctx, SUGGESTION_LIMIT, prefix),
    db
      .selectFrom('hot_keywords')
      .select('keyword')
      .where(sql`lower(keyword)`, 'like', contains)
      .orderBy('weight', 'desc')
      .limit(SUGGESTION_LIMIT)
      .execute(),
    parsed.tsquery
      ? db
          .selectFrom((eb) =>
            eb
              .selectFrom('product_search')
              .select(['popularity', 'id'])
              .where(sql<SqlBool>`search_tsv @@ ${parsed.tsquery}::tsquery`)
              .where('is_black', '=', false)
              .orderBy('popularity', 'desc')
              .orderBy('id', 'desc')
              .limit(200)
              .as('m'),
          )
          .innerJoin('products as p', 'p.id', 'm.id')
          .select(['p.name as name', (eb) => eb.fn.max('m.popularity').as('pop')])
          .groupBy('p.name')
          .orderBy('pop', 'desc')
          .orderBy('name')
          .limit(SUGGESTION_LIMIT)
          .execute()
      : Promise.resolve([]),
  ]);
  const out = [...own.map((q) => q.query), ...queries, ...hot.map((h) => h.keyword), ...names.map((n) => n.name)];
  return [...new Set(out)].slice(0, SUGGESTION_LIMIT);
}

/** Heap blocks (8 KB) read per warming statement: a search waits behind at most one step of ~4 MB. */
const WARM_STEP_BLOCKS = 512;

/**
 * Reads the keyword-search table (migration 007) into PGlite's buffer cache once after start, in small
 * TID-range steps, so the first broad queries (汽车: ~4 600 of its pages) do not each pay for pages that
 * are not in memory yet, and searches arriving meanwhile queue behind one step only. `stopped` ends it
 * early (the server is closing). PostgreSQL keeps its cache across app restarts, so it is not warmed.
 */
export async function warmKeywordSearch(ctx: AppContext, stopped: () => boolean): Promise<void> {
  const { db } = ctx.database;
  const size = await sql<{ blocks: number }>`
    SELECT (pg_relation_size('product_search') / current_setting('block_size')::int)::int AS blocks`.execute(db);
  const blocks = size.rows[0]?.blocks ?? 0;
  for (let block = 0; block < blocks && !stopped(); block += WARM_STEP_BLOCKS) {
    await sql`SELECT count(*) FROM product_search
      WHERE ctid >= ${`(${block},0)`}::tid AND ctid < ${`(${block + WARM_STEP_BLOCKS},0)`}::tid`.execute(db);
  }
}

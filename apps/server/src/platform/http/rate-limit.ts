import fastifyRateLimit from '@fastify/rate-limit';
import { api, CODE } from '@wanju/api-client';
import { ABUSE_MSG } from '@wanju/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { AppContext, SessionUser } from './context';
import { AppError } from './errors';

/** Who a limit counts: the client's address or the signed-in account. */
export type LimitSubject = 'ip' | 'account';
export interface LimitRule {
  by: LimitSubject;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const searchLimits: LimitRule[] = [
  { by: 'ip', max: 600, windowMs: MINUTE },
  { by: 'account', max: 300, windowMs: MINUTE },
];
const uploadLimits: LimitRule[] = [
  { by: 'ip', max: 60, windowMs: MINUTE },
  { by: 'account', max: 30, windowMs: MINUTE },
];

/**
 * Per-client request limits of the endpoints worth abusing: sign-in and SMS codes (guessing, SMS bombing),
 * search (scraping), uploads and the picture fetch (CPU, bandwidth). Far above what a person does. Per phone,
 * the account's own rules count: the sign-in lockout counts failures (per address, then the account as a
 * whole) and codes go out once a minute, ten a day (account/service). A plain per-phone request limit on
 * sign-in would let anyone lock the owner out with a few requests.
 */
export const RATE_LIMITS: Record<string, LimitRule[]> = {
  [api.account.login.path]: [{ by: 'ip', max: 60, windowMs: 10 * MINUTE }],
  // Per phone, the codes' own rules hold (one a minute, ten a day: account/service).
  [api.account.sendVerificationCode.path]: [{ by: 'ip', max: 30, windowMs: HOUR }],
  [api.account.sendBindPhoneCode.path]: [
    { by: 'ip', max: 30, windowMs: HOUR },
    { by: 'account', max: 10, windowMs: HOUR },
  ],
  [api.account.bindPhone.path]: [{ by: 'account', max: 20, windowMs: HOUR }],
  [api.account.updatePassword.path]: [{ by: 'account', max: 20, windowMs: HOUR }],
  [api.toy.getList.path]: searchLimits,
  [api.toy.getSearchSuggest.path]: searchLimits,
  [api.factory.getList.path]: searchLimits,
  [api.toy.searchImage.path]: uploadLimits,
  [api.toy.searchExcel.path]: uploadLimits,
  [api.findSample.uploadPicture.path]: uploadLimits,
  [api.toy.fetchImage.path]: uploadLimits,
  [api.toy.getImageBase.path]: uploadLimits,
};

/** Counts requests of one key in fixed windows; answers the count so far and when the window ends (ms). */
export interface Counters {
  increment(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
}

/** Counters of one process (the embedded database serves one process). */
export class MemoryCounters implements Counters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async increment(key: string, windowMs: number, now: number) {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      // Drop ended windows now and then, so the map holds only live clients.
      if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { ...window };
  }
}

/** Counters in the rate_limits table: every server process on the database counts together. */
export class DatabaseCounters implements Counters {
  private calls = 0;
  constructor(private readonly db: Kysely<DB>) {}

  async increment(key: string, windowMs: number, now: number) {
    const at = new Date(now);
    const resetAt = new Date(now + windowMs);
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN rate_limits.reset_at <= ${at} THEN 1 ELSE LEAST(rate_limits.count + 1, 2147483647) END`,
          reset_at: sql<Date>`CASE WHEN rate_limits.reset_at <= ${at} THEN ${resetAt} ELSE rate_limits.reset_at END`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    if (++this.calls % 500 === 0) await this.db.deleteFrom('rate_limits').where('reset_at', '<=', at).execute();
    return { count: row.count, resetAt: new Date(row.reset_at).getTime() };
  }
}

type Check = (request: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;
interface Limited {
  rule: LimitRule;
  check: Check;
}
const limitKey = Symbol('rate-limit key');

const subjectKey = (rule: LimitRule, request: FastifyRequest, user: SessionUser | null): string | null =>
  rule.by === 'ip' ? request.ip : user ? String(user.userId) : null;

/**
 * Registers @fastify/rate-limit over the shared counters (the rate_limits table on PostgreSQL, memory on the
 * embedded database) and decorates the app with `enforceRateLimits`, which route() calls once it knows the
 * user. `scale` multiplies every maximum (0 turns the limits off, e.g. for load benchmarks).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  ctx: AppContext,
  options: { counters?: Counters; scale?: number } = {},
): Promise<void> {
  const scale = options.scale ?? ctx.config.rateLimitScale;
  const counters =
    options.counters ??
    (ctx.database.engine === 'postgres' ? new DatabaseCounters(ctx.database.db) : new MemoryCounters());
  // The plugin's store interface, over the counters and the context's clock.
  class Store {
    private readonly prefix: string;
    constructor(options: { name?: string }) {
      this.prefix = options.name ?? '';
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      const now = ctx.now().getTime();
      counters.increment(`${this.prefix}${key}`, windowMs, now).then(
        (r) => callback(null, { current: r.count, ttl: Math.max(0, r.resetAt - now) }),
        (error: Error) => callback(error),
      );
    }
    child(options: { name?: string }) {
      return new Store(options);
    }
  }
  await app.register(fastifyRateLimit, { global: false, store: Store as never });

  const limits = new Map<string, Limited[]>();
  if (scale > 0) {
    for (const [path, rules] of Object.entries(RATE_LIMITS)) {
      limits.set(
        path,
        rules.map((rule) => ({
          rule,
          check: app.createRateLimit({
            name: `${path}|${rule.by}|`,
            max: Math.max(1, Math.round(rule.max * scale)),
            timeWindow: rule.windowMs,
            keyGenerator: (request: FastifyRequest) =>
              (request as unknown as Record<symbol, string>)[limitKey] ?? request.ip,
          } as never) as Check,
        })),
      );
    }
  }

  app.decorate('enforceRateLimits', async (path: string, request: FastifyRequest, user: SessionUser | null) => {
    for (const { rule, check } of limits.get(path) ?? []) {
      const key = subjectKey(rule, request, user);
      if (key === null) continue;
      (request as unknown as Record<symbol, string>)[limitKey] = key;
      const result = await check(request);
      if (result.isExceeded)
        throw new AppError(CODE.tooMany, ABUSE_MSG.tooManyRequests(result.ttlInSeconds ?? 60), 429);
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    enforceRateLimits?: (path: string, request: FastifyRequest, user: SessionUser | null) => Promise<void>;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '@wanju/domain';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';

/** Sessions live 30 days from the last use. */
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** last_seen_at is written at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * On PGlite (one process owns the database) a validated session is remembered for a few seconds, so a burst
 * of requests (chat sends, list pages) costs one session query rather than one each; every logout or
 * revocation goes through this process and forgets it at once. A revocation written to the database by other
 * means is seen once the entry lapses (SESSION_MEMO_MS). On PostgreSQL nothing is remembered.
 */
export const SESSION_MEMO_MS = 3000;
/** Bounds the memo: beyond this many tokens the oldest entries go first. */
const SESSION_MEMO_MAX = 20_000;

interface MemoEntry {
  user: Promise<SessionUser | null>;
  /** the answer once known */
  known?: SessionUser;
  /** until when (clock of ctx.now) the answer may be reused */
  until: number;
}
const memos = new WeakMap<AppContext, Map<string, MemoEntry>>();
function memoOf(ctx: AppContext): Map<string, MemoEntry> {
  let memo = memos.get(ctx);
  if (!memo) {
    memo = new Map();
    memos.set(ctx, memo);
  }
  return memo;
}

/** Forgets remembered sessions in this process: one session, or every session of a user (except one). */
export function forgetSessions(ctx: AppContext, which: { sessionId: number } | { userId: number; except?: number }) {
  const memo = memos.get(ctx);
  if (!memo) return;
  for (const [token, entry] of memo) {
    const user = entry.known;
    // a lookup still under way may be for the session being forgotten: drop it too
    const match =
      !user ||
      ('sessionId' in which
        ? user.sessionId === which.sessionId
        : user.userId === which.userId && user.sessionId !== which.except);
    if (match) memo.delete(token);
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A random 256-bit token; only its hash is stored. The database revokes a session at birth for a colleague
 * the company disabled: sign-in is then refused with the reason.
 */
export async function createSession(ctx: AppContext, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const session = await ctx.database.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returning('revoked_at')
    .executeTakeFirstOrThrow();
  if (session.revoked_at) throw businessError(MSG.accountDisabled);
  return token;
}

/** The user behind a token, or null for a missing, unknown, expired or revoked one. */
export async function authenticate(
  ctx: AppContext,
  header: string | string[] | undefined,
): Promise<SessionUser | null> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) return null;
  const now = ctx.now().getTime();
  // Several processes may share a PostgreSQL database: a logout on one must end the session on all at once.
  if (ctx.database.engine !== 'pglite') return lookup(ctx, token, { user: Promise.resolve(null), until: now });
  const memo = memoOf(ctx);
  const known = memo.get(token);
  if (known && known.until > now) return known.user;
  // concurrent requests with one token share the lookup; an unknown token is not remembered
  const entry: MemoEntry = { user: Promise.resolve(null), until: now + SESSION_MEMO_MS };
  entry.user = lookup(ctx, token, entry);
  memo.delete(token);
  memo.set(token, entry);
  if (memo.size > SESSION_MEMO_MAX) memo.delete(memo.keys().next().value as string);
  try {
    const user = await entry.user;
    if (!user && memo.get(token) === entry) memo.delete(token);
    return user;
  } catch (error) {
    if (memo.get(token) === entry) memo.delete(token);
    throw error;
  }
}

async function lookup(ctx: AppContext, token: string, entry: MemoEntry): Promise<SessionUser | null> {
  const now = ctx.now();
  const row = await ctx.database.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_at',
      'users.id as userId',
      'users.company_id',
      'users.user_type',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
    await ctx.database.db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
      .where('id', '=', row.sessionId)
      .execute();
  }
  const user: SessionUser = {
    sessionId: row.sessionId,
    token,
    userId: row.userId,
    companyId: row.company_id ?? 0,
    userType: row.user_type,
  };
  entry.known = user;
  entry.until = Math.min(entry.until, new Date(row.expires_at).getTime());
  return user;
}

export async function revokeSession(ctx: AppContext, sessionId: number): Promise<void> {
  await ctx.database.db.updateTable('sessions').set({ revoked_at: ctx.now() }).where('id', '=', sessionId).execute();
  forgetSessions(ctx, { sessionId });
}

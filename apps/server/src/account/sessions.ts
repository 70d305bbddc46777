import { createHash, randomBytes } from 'node:crypto';
import type { AppContext, SessionUser } from '../platform/http/context';

/** Sessions live 30 days from the last use. */
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** last_seen_at is written at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random 256-bit token; only its hash is stored. */
export async function createSession(ctx: AppContext, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.database.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .execute();
  return token;
}

/** The user behind a token, or null for a missing, unknown, expired or revoked one. */
export async function authenticate(
  ctx: AppContext,
  header: string | string[] | undefined,
): Promise<SessionUser | null> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) return null;
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
  return {
    sessionId: row.sessionId,
    token,
    userId: row.userId,
    companyId: row.company_id ?? 0,
    userType: row.user_type,
  };
}

export async function revokeSession(ctx: AppContext, sessionId: number): Promise<void> {
  await ctx.database.db.updateTable('sessions').set({ revoked_at: ctx.now() }).where('id', '=', sessionId).execute();
}

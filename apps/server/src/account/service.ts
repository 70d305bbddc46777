import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE } from '@wanju/api-client';
import {
  ABUSE_MSG,
  formatZonedDateTime,
  LOGIN_LOCK,
  MSG,
  minutesLeft,
  signInWaitMs,
  type UserInfo,
  validateNewPassword,
} from '@wanju/domain';
import { sql } from 'kysely';
import { notify } from '../notifications/index';
import type { AppContext } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByPhone, loadUserInfo } from './repo';
import { createSession, forgetSessions } from './sessions';

const LOCK_WINDOW_MS = LOGIN_LOCK.windowMinutes * 60 * 1000;
const CODE_TTL_MS = 5 * 60 * 1000;
const CODE_INTERVAL_MS = 60 * 1000;
const CODES_PER_DAY = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Refuses a password sign-in from this address while it must still wait: wrong tries in a row from one
 * address for one account grow its delay (the domain's signInWaitMs). Other addresses, and sign-in by SMS
 * code, are not held back, so a stranger guessing a password slows the stranger, never the owner. The
 * answer says how long, and that the SMS code works.
 */
async function assertNotLocked(ctx: AppContext, phone: string, ip: string): Promise<void> {
  const now = ctx.now();
  const since = new Date(now.getTime() - LOCK_WINDOW_MS);
  const attempts = await ctx.database.db
    .selectFrom('login_attempts')
    .select(['succeeded', 'created_at'])
    .where('phone', '=', phone)
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .orderBy('id', 'desc')
    .limit(LOGIN_LOCK.failures + 10)
    .execute();
  const firstSuccess = attempts.findIndex((a) => a.succeeded);
  const failures = firstSuccess < 0 ? attempts.length : firstSuccess;
  const last = attempts[0] ? new Date(attempts[0].created_at) : null;
  const wait = signInWaitMs(failures, last, now);
  if (wait > 0)
    throw new AppError(CODE.tooMany, ABUSE_MSG.loginLocked(minutesLeft(new Date(now.getTime() + wait), now)));
}

/**
 * Tells the account's owner (a system message) that passwords were tried wrongly: once, when the failures
 * from all addresses within the window reach the number after which an address is delayed.
 */
async function warnOwner(ctx: AppContext, userId: number, phone: string, ip: string): Promise<void> {
  const now = ctx.now();
  const { n } = await ctx.database.db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('succeeded', '=', false)
    .where('created_at', '>', new Date(now.getTime() - LOCK_WINDOW_MS))
    .executeTakeFirstOrThrow();
  if (Number(n) !== LOGIN_LOCK.failures) return;
  await notify(ctx, userId, {
    kind: 'system',
    title: ABUSE_MSG.failuresNoticeTitle,
    content: ABUSE_MSG.failuresNoticeContent(Number(n), ip || '未知地址', formatZonedDateTime(now)),
    link: '/settings',
  }).catch((error: unknown) => console.warn('sign-in notice failed', error));
}

export async function recordAttempt(ctx: AppContext, phone: string, ip: string, succeeded: boolean): Promise<void> {
  await ctx.database.db.insertInto('login_attempts').values({ phone, ip, succeeded, created_at: ctx.now() }).execute();
}

export async function userInfoWithToken(ctx: AppContext, userId: number, token: string): Promise<UserInfo> {
  const info = await loadUserInfo(ctx.database.db, userId);
  if (!info) throw new AppError(CODE.sessionInvalid, MSG.sessionInvalid);
  return { ...info, token };
}

export async function loginWithPassword(
  ctx: AppContext,
  phone: string,
  password: string,
  ip: string,
): Promise<UserInfo> {
  await assertNotLocked(ctx, phone, ip);
  const user = await findUserByPhone(ctx.database.db, phone);
  const ok = await verifyPassword(user?.password_hash, password);
  await recordAttempt(ctx, phone, ip, ok);
  if (!ok && user) await warnOwner(ctx, user.id, phone, ip);
  if (!ok || !user) throw businessError(MSG.loginFailed);
  return userInfoWithToken(ctx, user.id, await createSession(ctx, user.id));
}

export async function loginWithCode(ctx: AppContext, phone: string, code: string, ip: string): Promise<UserInfo> {
  await consumeCode(ctx, phone, code, 'login', ip);

  // Signing in with a code registers a new phone as an ordinary (free) user.
  const existing = await findUserByPhone(ctx.database.db, phone);
  const userId =
    existing?.id ??
    (
      await ctx.database.db
        .insertInto('users')
        .values({
          phone,
          nickname: MSG.newUserNickname(phone.slice(-4)),
          chat_id: `u_${randomBytes(8).toString('hex')}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return userInfoWithToken(ctx, userId, await createSession(ctx, userId));
}

/** Seconds until another code may be sent to this phone. */
export async function resendAfter(ctx: AppContext, phone: string): Promise<number> {
  const last = await ctx.database.db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!last) return 0;
  const wait = CODE_INTERVAL_MS - (ctx.now().getTime() - new Date(last.created_at).getTime());
  return Math.max(0, Math.ceil(wait / 1000));
}

export type CodePurpose = 'login' | 'bind_phone' | 'register';

/**
 * Sends a code to the phone. `silent` keeps every step (interval, daily limit, the stored code) but sends no
 * SMS: the answer is then the same as for a code sent, and nobody learns the code.
 */
export async function sendVerificationCode(
  ctx: AppContext,
  phone: string,
  purpose: CodePurpose = 'login',
  silent = false,
): Promise<{ resend_after: number }> {
  if ((await resendAfter(ctx, phone)) > 0) throw businessError(MSG.codeTooFrequent);
  const now = ctx.now();
  const { count } = await ctx.database.db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('phone', '=', phone)
    .where('created_at', '>', new Date(now.getTime() - 24 * 3600 * 1000))
    .executeTakeFirstOrThrow();
  if (count >= CODES_PER_DAY) throw businessError(MSG.codeDailyLimit);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.database.db
    .insertInto('verification_codes')
    .values({
      phone,
      code_hash: sha256(`${phone}:${code}`).toString('hex'),
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
    })
    .execute();
  if (!silent) await ctx.sms.send(phone, MSG.smsCode(code, CODE_TTL_MS / 60_000));
  return { resend_after: CODE_INTERVAL_MS / 1000 };
}

/**
 * Uses an unexpired, unused code of this purpose for this phone (marks it used). Wrong passwords never
 * hold a code back (the owner can always sign in by SMS); instead a code dies after LOGIN_LOCK.codeTries
 * wrong entries, so guessing one (a million values) gets nowhere. A right code also clears the address's
 * password delay.
 */
export async function consumeCode(
  ctx: AppContext,
  phone: string,
  code: string,
  purpose: CodePurpose,
  ip: string,
): Promise<void> {
  const now = ctx.now();
  const stored = await ctx.database.db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'failed_attempts'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!stored) throw businessError(MSG.codeInvalid);
  const ok = timingSafeEqual(Buffer.from(stored.code_hash, 'hex'), sha256(`${phone}:${code}`));
  if (!ok) {
    // One atomic step per wrong entry; the one that spends the last try retires the code.
    const spent = await ctx.database.db
      .updateTable('verification_codes')
      .set((eb) => ({
        failed_attempts: eb('failed_attempts', '+', 1),
        used_at: sql<Date | null>`CASE WHEN failed_attempts + 1 >= ${LOGIN_LOCK.codeTries} THEN ${now}::timestamptz ELSE used_at END`,
      }))
      .where('id', '=', stored.id)
      .where('used_at', 'is', null)
      .returning('failed_attempts')
      .executeTakeFirst();
    throw businessError(
      !spent || spent.failed_attempts >= LOGIN_LOCK.codeTries ? ABUSE_MSG.codeTriesSpent : MSG.codeInvalid,
    );
  }
  const used = await ctx.database.db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', stored.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!Number(used.numUpdatedRows)) throw businessError(MSG.codeInvalid);
  await recordAttempt(ctx, phone, ip, true);
}

/** Changes the password after checking the old one; signs out every other session of the user. */
export async function changePassword(
  ctx: AppContext,
  user: { userId: number; sessionId: number },
  oldPassword: string | undefined,
  newPassword: string,
  ip: string,
): Promise<{ revoked_sessions: number }> {
  const rule = validateNewPassword(newPassword);
  if (rule) throw businessError(rule);
  const row = await ctx.database.db
    .selectFrom('users')
    .select(['phone', 'password_hash'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  // A user without a password (signed up by SMS) sets a first one; any other gives the old one.
  if (row.password_hash) {
    if (!oldPassword) throw businessError(MSG.oldPasswordRequired);
    if (oldPassword === newPassword) throw businessError(MSG.passwordSameAsOld);
    // Wrong old passwords count towards the sign-in lockout of the phone, so this is no way around it.
    await assertNotLocked(ctx, row.phone, ip);
    const ok = await verifyPassword(row.password_hash, oldPassword);
    await recordAttempt(ctx, row.phone, ip, ok);
    if (!ok) throw businessError(MSG.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(newPassword);
  return ctx.database.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.userId).execute();
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: ctx.now() })
      .where('user_id', '=', user.userId)
      .where('id', '!=', user.sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    forgetSessions(ctx, { userId: user.userId, except: user.sessionId });
    return { revoked_sessions: Number(revoked.numUpdatedRows) };
  });
}

async function assertPhoneFree(ctx: AppContext, userId: number, phone: string): Promise<void> {
  const owner = await ctx.database.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (owner?.id === userId) throw businessError(MSG.phoneSameAsCurrent);
  if (owner) throw businessError(MSG.phoneAlreadyBound);
}

/**
 * §7 send_bind_phone_code: a code to the new phone. The answer is the same whether or not another account
 * has the phone (else the call would tell who is registered): to a phone already taken no SMS goes out,
 * and bind_phone refuses it once a code has been proven.
 */
export async function sendBindPhoneCode(ctx: AppContext, userId: number, phone: string) {
  const owner = await ctx.database.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (owner?.id === userId) throw businessError(MSG.phoneSameAsCurrent);
  return sendVerificationCode(ctx, phone, 'bind_phone', owner !== undefined);
}

/**
 * Binds the phone after checking its code (first, so that only someone holding the phone learns whether
 * another account has it); the phone stays unique (the column's constraint decides a race).
 */
export async function bindPhone(
  ctx: AppContext,
  userId: number,
  phone: string,
  code: string,
  ip: string,
): Promise<void> {
  const owner = await ctx.database.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (owner?.id === userId) throw businessError(MSG.phoneSameAsCurrent);
  await consumeCode(ctx, phone, code, 'bind_phone', ip);
  await assertPhoneFree(ctx, userId, phone);
  try {
    await ctx.database.db.updateTable('users').set({ phone }).where('id', '=', userId).execute();
  } catch (e) {
    if (String((e as { code?: string }).code) === '23505') throw businessError(MSG.phoneAlreadyBound);
    throw e;
  }
}

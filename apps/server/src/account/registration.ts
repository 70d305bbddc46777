import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE } from '@wanju/api-client';
import { ACCOUNT_MSG, CAPTCHA_RULE, MSG, type UserInfo, validateNewPassword } from '@wanju/domain';
import type { AppContext } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { hashPassword } from './passwords';
import { findUserByPhone } from './repo';
import { consumeCode, sendVerificationCode, userInfoWithToken } from './service';
import { createSession } from './sessions';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HOUR_MS = 3_600_000;

/** Seven-segment strokes of each digit (a b c d e f g), so the picture needs no font on either side. */
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};
const STROKES: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};

/** The captcha's SVG: each digit drawn as strokes, shifted and tilted a little, over noise lines. */
export function captchaSvg(answer: string, random: (max: number) => number = randomInt): string {
  const width = 120;
  const height = 40;
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${random(width)}" y1="${random(height)}" x2="${random(width)}" y2="${random(height)}" stroke="#b8c4d6" stroke-width="1"/>`,
    );
  }
  [...answer].forEach((digit, i) => {
    const x = 14 + i * 26 + random(5);
    const y = 8 + random(5);
    const tilt = random(17) - 8;
    const path = [...(SEGMENTS[digit] ?? '')]
      .map((s) => {
        const [x1, y1, x2, y2] = STROKES[s] as [number, number, number, number];
        return `M${x + x1 * 14} ${y + y1 * 12}L${x + x2 * 14} ${y + y2 * 12}`;
      })
      .join('');
    parts.push(
      `<path d="${path}" transform="rotate(${tilt} ${x + 7} ${y + 12})" stroke="#1f3a68" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#eef2f8"/>${parts.join('')}</svg>`;
}

/** send_captcha: a new picture captcha; only hashes of its id and answer are stored. Limited per address. */
export async function createCaptcha(ctx: AppContext, ip: string) {
  const now = ctx.now();
  const { n } = await ctx.database.db
    .selectFrom('captchas')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (Number(n) >= CAPTCHA_RULE.perAddressPerHour) throw new AppError(CODE.tooMany, MSG.codeTooFrequent);
  const answer = Array.from({ length: CAPTCHA_RULE.length }, () => String(randomInt(10))).join('');
  const token = randomBytes(24).toString('base64url');
  const ttlMs = CAPTCHA_RULE.ttlMinutes * 60_000;
  await ctx.database.db
    .insertInto('captchas')
    .values({
      token_hash: sha256(token),
      answer_hash: sha256(`${token}:${answer}`),
      ip,
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
    })
    .execute();
  const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
  return { captcha_id: token, image, expires_in: ttlMs / 1000 };
}

/** Uses a captcha once, right or wrong (so an answer cannot be guessed on one picture). */
async function consumeCaptcha(ctx: AppContext, token: string, answer: string): Promise<void> {
  const now = ctx.now();
  const row = await ctx.database.db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  const expected = Buffer.from(row?.answer_hash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(sha256(`${token}:${answer.trim()}`), 'hex');
  if (!row || !timingSafeEqual(expected, given)) throw businessError(ACCOUNT_MSG.captchaInvalid);
}

/** The registration code: after a right captcha, to a phone not yet registered. */
export async function sendRegisterCode(ctx: AppContext, body: { phone: string; captcha_id: string; captcha: string }) {
  if (!body.captcha.trim()) throw businessError(ACCOUNT_MSG.captchaRequired);
  await consumeCaptcha(ctx, body.captcha_id, body.captcha);
  if (await findUserByPhone(ctx.database.db, body.phone)) throw businessError(ACCOUNT_MSG.phoneRegistered);
  return sendVerificationCode(ctx, body.phone, 'register');
}

/** Registers the phone proven by its code, with an optional password; answers the signed-in user. */
export async function register(
  ctx: AppContext,
  body: { phone: string; code: string; password?: string; nickname?: string },
  ip: string,
): Promise<UserInfo> {
  if (body.password) {
    const rule = validateNewPassword(body.password);
    if (rule) throw businessError(rule);
  }
  await consumeCode(ctx, body.phone, body.code, 'register', ip);
  if (await findUserByPhone(ctx.database.db, body.phone)) throw businessError(ACCOUNT_MSG.phoneRegistered);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  let userId: number;
  try {
    userId = (
      await ctx.database.db
        .insertInto('users')
        .values({
          phone: body.phone,
          password_hash: passwordHash,
          nickname: body.nickname?.trim() || MSG.newUserNickname(body.phone.slice(-4)),
          chat_id: `u_${randomBytes(8).toString('hex')}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } catch (e) {
    if (String((e as { code?: string }).code) === '23505') throw businessError(ACCOUNT_MSG.phoneRegistered);
    throw e;
  }
  return userInfoWithToken(ctx, userId, await createSession(ctx, userId));
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../platform/http/context';
import { signingSecret } from './repo';

const secrets = new WeakMap<AppContext, Promise<string>>();

/** The database's link-signing secret (EXPORT_SIGNING_SECRET overrides it), read once per server. */
function secret(ctx: AppContext): Promise<string> {
  let s = secrets.get(ctx);
  if (!s) {
    const fromEnv = process.env.EXPORT_SIGNING_SECRET;
    s = fromEnv ? Promise.resolve(fromEnv) : signingSecret(ctx, randomBytes(32).toString('hex'));
    secrets.set(ctx, s);
    s.catch(() => secrets.delete(ctx));
  }
  return s;
}

/** What a signature binds: its purpose, the one file it is for, and when it expires. */
const message = (purpose: string, subject: string, expires: number) => `${purpose}\n${subject}\n${expires}`;

export async function sign(ctx: AppContext, purpose: string, subject: string, expires: number): Promise<string> {
  return createHmac('sha256', await secret(ctx))
    .update(message(purpose, subject, expires))
    .digest('hex');
}

/** True when `sig` signs this purpose, subject and expiry and the expiry has not passed. */
export async function verify(
  ctx: AppContext,
  purpose: string,
  subject: string,
  expires: number,
  sig: string | undefined,
): Promise<boolean> {
  if (!sig || !/^[0-9a-f]{64}$/.test(sig) || !Number.isFinite(expires) || expires < ctx.now().getTime()) return false;
  const expected = Buffer.from(await sign(ctx, purpose, subject, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../platform/http/context';

/** What a signature binds: its purpose, the one file it is for, and when it expires. */
const message = (purpose: string, subject: string, expires: number) => `${purpose}\n${subject}\n${expires}`;

export async function sign(ctx: AppContext, purpose: string, subject: string, expires: number): Promise<string> {
  return createHmac('sha256', ctx.secrets.get('export-link'))
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

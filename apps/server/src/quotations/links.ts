import { createHmac, timingSafeEqual } from 'node:crypto';
import type { QuotationLinkInfo } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import { confirmLinkState, QUOTATION_MSG } from '@wanju/domain';
import type { AppContext } from '../platform/http/context';
import { AppError } from '../platform/http/errors';
import { time } from './mapping';
import { qdb } from './repo';

/** Confirmation links: HMAC-signed, expiring, revocable; the token a customer's page carries. */

function sign(ctx: AppContext, payload: string): string {
  return createHmac('sha256', ctx.secrets.get('quotation-link')).update(payload).digest('base64url');
}
export function linkToken(ctx: AppContext, linkId: number, expiresAt: Date): string {
  const payload = `${linkId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(ctx, `q1.${payload}`)}`;
}
const confirmUrl = (origin: string, token: string) => `${origin.replace(/\/$/, '')}/confirm?token=${token}`;

export function linkInfo(
  ctx: AppContext,
  link: { id: number; expires_at: Date; revoked_at: Date | null } | undefined,
  origin: string,
): QuotationLinkInfo | null {
  if (!link) return null;
  const state = confirmLinkState(
    { expiresAt: new Date(link.expires_at), revoked: Boolean(link.revoked_at) },
    ctx.now(),
  );
  return {
    id: link.id,
    state,
    expires_time: time(link.expires_at) ?? '',
    url: state === 'active' ? confirmUrl(origin, linkToken(ctx, link.id, new Date(link.expires_at))) : null,
  };
}

/** A tampered, unknown, expired or revoked token: a clear refusal naming which (the page shows it). */
export async function openLink(ctx: AppContext, token: string) {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const invalid = () => new AppError(CODE.forbidden, QUOTATION_MSG.linkInvalid, 200, { state: 'invalid' });
  if (!m) throw invalid();
  const expected = Buffer.from(sign(ctx, `q1.${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const db = qdb(ctx);
  const link = await db.selectFrom('quotation_links').selectAll().where('id', '=', Number(m[1])).executeTakeFirst();
  if (!link || Math.floor(new Date(link.expires_at).getTime() / 1000) !== Number(m[2])) throw invalid();
  const state = confirmLinkState(
    { expiresAt: new Date(link.expires_at), revoked: Boolean(link.revoked_at) },
    ctx.now(),
  );
  if (state === 'expired') throw new AppError(CODE.forbidden, QUOTATION_MSG.linkExpired, 200, { state });
  if (state === 'revoked') throw new AppError(CODE.forbidden, QUOTATION_MSG.linkRevoked, 200, { state });
  const quotation = await db
    .selectFrom('quotations')
    .selectAll()
    .where('id', '=', link.quotation_id)
    .executeTakeFirst();
  if (!quotation) throw invalid();
  return { link, quotation };
}

/** The quotation a confirmation link's token opens (for its page's live socket), or null. */
export async function quotationOfLink(ctx: AppContext, token: string): Promise<number | null> {
  return openLink(ctx, token).then(
    ({ quotation }) => quotation.id,
    () => null,
  );
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type WebhookRefusal, webhookRefusal } from '@wanju/domain';
import { type ProviderEvent, SIGNATURE_HEADER } from './provider';

/** The signature header of a webhook body sent at `t`. */
export function signatureHeader(secret: Buffer, t: number, rawBody: string): string {
  const mac = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${mac}`;
}

/** Signature and timestamp of a webhook (the replay check is the platform's, by event id). */
export function verifySigned(
  secret: Buffer,
  rawBody: string,
  headers: Record<string, string | undefined>,
  nowMs: number,
): { ok: true; event: ProviderEvent } | { ok: false; refusal: WebhookRefusal } {
  const header = headers[SIGNATURE_HEADER] ?? '';
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  const expected = Buffer.from(signatureHeader(secret, t, rawBody).split('v1=')[1] ?? '', 'hex');
  const signatureValid = given.length === expected.length && given.length > 0 && timingSafeEqual(given, expected);
  const refusal = webhookRefusal({ signatureValid, timestampMs: t, nowMs, seenBefore: false });
  if (refusal) return { ok: false, refusal };
  try {
    const event = JSON.parse(rawBody) as ProviderEvent;
    if (typeof event?.id !== 'string' || typeof event.type !== 'string') return { ok: false, refusal: 'signature' };
    return { ok: true, event };
  } catch {
    return { ok: false, refusal: 'signature' };
  }
}

/** A stable hash of a request, so a key reused for a different request is told apart. */
export const requestHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

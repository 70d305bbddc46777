import { TRADE_SYNC_MSG } from '@wanju/domain';

export type VerifyResult = { ok: true; companyName: string } | { ok: false; message: string };
/** Asks whether an appkey and token are the company's current ones. */
export type TokenVerifier = (appkey: string, token: string) => Promise<VerifyResult>;

/**
 * The platform's check (POST /api/trade_sync/verify). A refusal carries the platform's message; an unreachable
 * platform refuses with TRADE_SYNC_MSG.bridgeVerifyUnavailable. Accepted tokens are remembered for
 * `cacheMs`, so a busy office does not ask for every import.
 */
export function platformVerifier(platformUrl: string, options: { cacheMs?: number; timeoutMs?: number } = {}) {
  const cacheMs = options.cacheMs ?? 60_000;
  const accepted = new Map<string, { companyName: string; until: number }>();
  const verifier: TokenVerifier = async (appkey, token) => {
    const key = `${appkey}\n${token}`;
    const hit = accepted.get(key);
    if (hit && hit.until > Date.now()) return { ok: true, companyName: hit.companyName };
    let envelope: { code: number; msg: string; data: { company_name?: string } | null };
    try {
      const response = await fetch(new URL('/api/trade_sync/verify', platformUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appkey, token }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      envelope = (await response.json()) as typeof envelope;
    } catch {
      return { ok: false, message: TRADE_SYNC_MSG.bridgeVerifyUnavailable };
    }
    if (envelope.code !== 0) {
      accepted.delete(key);
      return { ok: false, message: envelope.msg || TRADE_SYNC_MSG.bridgeWrongToken };
    }
    const companyName = envelope.data?.company_name ?? '';
    accepted.set(key, { companyName, until: Date.now() + cacheMs });
    return { ok: true, companyName };
  };
  return verifier;
}

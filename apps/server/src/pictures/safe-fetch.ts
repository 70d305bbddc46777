import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/** Messages of the server-side image fetch. */
export const FETCH_MSG = {
  refused: '图片链接指向内部地址，无法获取',
  failed: '图片下载失败，请检查图片链接',
  timeout: '图片下载超时，请稍后重试',
  tooLarge: '图片大小不能超过10MB',
  tooManyRedirects: '图片链接跳转次数过多',
} as const;

export class FetchRefused extends Error {}

function ipv4Private(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** True for addresses a server must never fetch from: loopback, private, link-local, CGNAT, multicast, reserved. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) return ipv4Private(address);
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return ipv4Private(mapped[1] as string);
  if (lower === '::' || lower === '::1') return true;
  if (/^f[cd]/.test(lower)) return true; // unique local fc00::/7
  if (/^fe[89ab]/.test(lower)) return true; // link-local fe80::/10
  if (/^ff/.test(lower)) return true; // multicast
  if (/^(64:ff9b|2001:db8|100::)/.test(lower)) return true;
  return false;
}

export interface FetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** Which resolved addresses may be contacted (tests widen it to a local port). */
  allow?: (address: string, port: number) => boolean;
}

/**
 * GETs an http(s) URL from the server, only from public addresses: the host is resolved first, every
 * address is checked, the connection is pinned to the checked address (no second lookup to rebind),
 * redirects are followed by hand and checked again, the body is capped and the whole fetch times out.
 */
export async function fetchPublic(url: string, options: FetchOptions): Promise<Buffer> {
  const deadline = Date.now() + options.timeoutMs;
  const allow = options.allow ?? ((address: string) => !isPrivateAddress(address));
  let current = url;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    let target: URL;
    try {
      target = new URL(current);
    } catch {
      throw new FetchRefused(FETCH_MSG.failed);
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new FetchRefused(FETCH_MSG.refused);
    const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
    const host = target.hostname.replace(/^\[|\]$/g, '');
    let addresses: { address: string; family: number }[];
    try {
      addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await dns.lookup(host, { all: true });
    } catch {
      throw new FetchRefused(FETCH_MSG.failed);
    }
    if (!addresses.length || addresses.some((a) => !allow(a.address, port))) throw new FetchRefused(FETCH_MSG.refused);
    const pinned = addresses[0] as { address: string; family: number };
    const response = await request(target, pinned, Math.max(1, deadline - Date.now()), options.maxBytes);
    if (response.redirect) {
      current = new URL(response.redirect, target).toString();
      continue;
    }
    return response.body as Buffer;
  }
  throw new FetchRefused(FETCH_MSG.tooManyRedirects);
}

function request(
  target: URL,
  pinned: { address: string; family: number },
  timeoutMs: number,
  maxBytes: number,
): Promise<{ redirect?: string; body?: Buffer }> {
  return new Promise((resolve, reject) => {
    const lib = target.protocol === 'https:' ? https : http;
    const req = lib.get(
      target,
      {
        timeout: timeoutMs,
        headers: { 'user-agent': 'wanju-image-fetch/1.0', accept: 'image/*' },
        lookup: (_host, opts, callback) => {
          if ((opts as { all?: boolean }).all)
            (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
          else (callback as (e: null, a: string, f: number) => void)(null, pinned.address, pinned.family);
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ redirect: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(new FetchRefused(FETCH_MSG.failed));
          return;
        }
        if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
          req.destroy();
          reject(new FetchRefused(FETCH_MSG.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy();
            reject(new FetchRefused(FETCH_MSG.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        res.on('error', () => reject(new FetchRefused(FETCH_MSG.failed)));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      reject(new FetchRefused(FETCH_MSG.timeout));
    });
    req.on('error', (error) => reject(error instanceof FetchRefused ? error : new FetchRefused(FETCH_MSG.failed)));
  });
}

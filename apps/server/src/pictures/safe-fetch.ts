import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { FETCH_MSG, IMAGE_UPLOAD_MSG } from '@wanju/domain';
import ipaddr from 'ipaddr.js';

export class FetchRefused extends Error {}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64, 6to4), or null. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const bytes = address.toByteArray();
  const tail = () => new ipaddr.IPv4(bytes.slice(12, 16));
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  // IPv4-compatible (deprecated ::/96, ::1 and :: excluded) and the NAT64 prefix 64:ff9b::/96.
  if (parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || (parts[7] ?? 0) > 1)) return tail();
  if (address.range() === 'rfc6052') return tail();
  if (address.range() === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

/**
 * True for addresses a server must never fetch from: anything but public unicast (loopback, private,
 * link-local, carrier-grade NAT, multicast, broadcast, unspecified, reserved, documentation, Teredo …),
 * in every spelling: an IPv6 address carrying an IPv4 one is judged by that IPv4 address too.
 */
export function isPrivateAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(host)) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(host);
  } catch {
    return true;
  }
  if (parsed.kind() === 'ipv6') {
    const inner = embeddedIPv4(parsed as ipaddr.IPv6);
    if (inner) return inner.range() !== 'unicast';
  }
  return parsed.range() !== 'unicast';
}

export interface FetchOptions {
  maxBytes: number;
  /** The whole fetch, redirects and a slowly trickling body included. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Which resolved addresses may be contacted. Only tests widen it (to their local servers). */
  allow?: (address: string, port: number) => boolean;
  /** Name resolution (tests answer names without a DNS server). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const systemResolve = (host: string) =>
  new Promise<{ address: string; family: number }[]>((resolve, reject) =>
    dns.lookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * The connection's own name lookup: resolves the host, refuses it when any address it resolves to is not
 * allowed, and connects to the address it checked. Checking and connecting on one answer means a second
 * lookup (DNS rebinding) cannot switch the address after the check.
 */
export function pinnedLookup(
  allow: (address: string) => boolean,
  resolve: (host: string) => Promise<{ address: string; family: number }[]>,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (!addresses.length || addresses.some((a) => !allow(a.address))) {
          callback(new FetchRefused(FETCH_MSG.refused), '', 4);
          return;
        }
        const chosen = addresses[0] as { address: string; family: number };
        if ((options as { all?: boolean }).all)
          (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      },
      () => callback(new FetchRefused(FETCH_MSG.failed), '', 4),
    );
  };
}

/**
 * GETs an http(s) URL from the server, only from public addresses: literal addresses are checked as
 * written (the URL parser has turned decimal, octal and hex IPv4 into dotted form), names are checked by
 * the connection's lookup and pinned to the checked address, every redirect is followed by hand and checked
 * again, the body is capped while it streams, and one deadline covers the whole fetch.
 */
export async function fetchPublic(url: string, options: FetchOptions): Promise<Buffer> {
  const allow = options.allow ?? ((address: string) => !isPrivateAddress(address));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
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
      if (ipaddr.isValid(host) && !allow(host, port)) throw new FetchRefused(FETCH_MSG.refused);
      const lookup = pinnedLookup((address) => allow(address, port), options.resolve ?? systemResolve);
      const response = await request(target, lookup, controller.signal, options.maxBytes);
      if (response.redirect === undefined) return response.body as Buffer;
      current = new URL(response.redirect, target).toString();
    }
    throw new FetchRefused(FETCH_MSG.tooManyRedirects);
  } catch (error) {
    if (controller.signal.aborted) throw new FetchRefused(FETCH_MSG.timeout);
    throw error instanceof FetchRefused ? error : new FetchRefused(FETCH_MSG.failed);
  } finally {
    clearTimeout(timer);
  }
}

function request(
  target: URL,
  lookup: LookupFunction,
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ redirect?: string; body?: Buffer }> {
  return new Promise((resolve, reject) => {
    const lib = target.protocol === 'https:' ? https : http;
    // No keep-alive agent: a pooled socket would skip the lookup of the next request.
    const req = lib.get(
      target,
      { signal, agent: false, lookup, headers: { 'user-agent': 'wanju-image-fetch/1.0', accept: 'image/*' } },
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
          reject(new FetchRefused(IMAGE_UPLOAD_MSG.fileTooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy();
            reject(new FetchRefused(IMAGE_UPLOAD_MSG.fileTooLarge));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        res.on('error', reject);
        res.on('aborted', () => reject(new FetchRefused(FETCH_MSG.failed)));
      },
    );
    req.on('error', reject);
  });
}

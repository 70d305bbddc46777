import type { CompanyDisplay } from '@wanju/api-client';
import { ACCESS_STATUS, pricesVisible } from '@wanju/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { companyDisplay } from '../company/index';
import type { AppContext } from '../platform/http/context';
import type { SiteRow } from './cache';
import { esc, href, type PageFrame, page, t } from './render';
import { recordVisit } from './tracking';
import * as visitors from './visitors';

/**
 * The public website, server-rendered: /site/<slug>/… on the platform's host, or the whole of a custom host
 * name (the URL is rewritten to /site/<slug>/… before routing). Only a published site of one company is
 * served, with only that company's shown products; visitors have their own cookie session for that site.
 */

/** What every public-site page handler shares: the request as the site and visitor see it, cookies, answers and redirects, visit tracking, and per-process memos of the company display and anonymous pages. */

export const SESSION_COOKIE = 'wsv';
export const KEY_COOKIE = 'wsk';
export const PAGE_SIZE = 24;
export const RENDER_TTL_MS = 10_000;

const displays = new WeakMap<object, Map<number, { at: number; value: CompanyDisplay | null }>>();
export async function displayOf(ctx: AppContext, companyId: number): Promise<CompanyDisplay | null> {
  let map = displays.get(ctx.database);
  if (!map) {
    map = new Map();
    displays.set(ctx.database, map);
  }
  const known = map.get(companyId);
  if (known && Date.now() - known.at < 3000) return known.value;
  const value = await companyDisplay(ctx, companyId);
  map.set(companyId, { at: Date.now(), value });
  return value;
}

/** Pages as an anonymous visitor sees them, for a few seconds (the key holds the site's last change). */
const rendered = new WeakMap<
  object,
  Map<string, { at: number; html: string; status: number; page: string; productId: number | null }>
>();
export function renderMemo(ctx: AppContext) {
  let map = rendered.get(ctx.database);
  if (!map) {
    map = new Map();
    rendered.set(ctx.database, map);
  }
  if (map.size > 5000) map.clear();
  return map;
}

export function cookies(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

export const hostOf = (request: FastifyRequest) => (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');

export function cookie(name: string, value: string, path: string, secure: boolean, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface Req {
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
  site: SiteRow;
  frame: PageFrame;
  query: URLSearchParams;
  cookiePath: string;
  visitor: visitors.Visitor | null;
  visitorKey: string;
  setCookies: string[];
}

export function send(r: Req, status: number, html: string) {
  r.reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (r.setCookies.length) r.reply.header('set-cookie', r.setCookies);
  return r.reply.send(html);
}
export function redirect(r: Req, path: string, flash?: { m?: string; e?: string }) {
  const q = new URLSearchParams();
  if (flash?.m) q.set('m', flash.m);
  if (flash?.e) q.set('e', flash.e);
  const target = `${href(r.frame, path)}${q.size ? `${path.includes('?') ? '&' : '?'}${q}` : ''}`;
  if (r.setCookies.length) r.reply.header('set-cookie', r.setCookies);
  return r.reply.status(303).header('cache-control', 'no-cache').redirect(target, 303);
}

/** A note from the previous form (?m= or ?e=), only keys of the site's own text catalogue. */
export function flash(r: Req): string {
  const text = t(r.frame.lang) as unknown as Record<string, unknown>;
  const m = r.query.get('m');
  const e = r.query.get('e');
  const say = (key: string | null) => (key && typeof text[key] === 'string' ? (text[key] as string) : '');
  const note = say(m);
  const error = say(e);
  return `${note ? `<p class="note" role="status">${esc(note)}</p>` : ''}${error ? `<p class="note err" role="alert">${esc(error)}</p>` : ''}`;
}

export function notFoundPage(r: Req) {
  const x = t(r.frame.lang);
  return send(
    r,
    404,
    page(r.frame, {
      current: '',
      title: x.notFound,
      description: x.notFoundHint,
      body: `<h1>${esc(x.notFound)}</h1><p>${esc(x.notFoundHint)}</p><p><a class="btn" href="${esc(href(r.frame, '/'))}">${esc(x.back)}</a></p>`,
    }),
  );
}

export function track(r: Req, pageKey: string, productId: number | null = null) {
  recordVisit(r.ctx, {
    website_id: r.site.id,
    visitor_id: r.visitor?.id ?? null,
    visitor_key: r.visitorKey,
    page: pageKey,
    path: (r.request.originalUrl ?? r.request.url).slice(0, 300),
    company_product_id: productId,
    lang: r.frame.lang,
    referrer: String(r.request.headers.referer ?? '').slice(0, 300),
    user_agent: String(r.request.headers['user-agent'] ?? '').slice(0, 300),
    ip: r.request.ip,
    created_at: r.ctx.now(),
  });
}

export const shown = (site: SiteRow) => visitors.shownIds(site);
export const allowedCategories = (site: SiteRow) => (site.category_ids.length ? site.category_ids : undefined);
export const showPrices = (r: Req) => pricesVisible(r.site.show_prices, r.visitor?.access_status ?? ACCESS_STATUS.none);

export function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null {
  const result = schema.safeParse(body ?? {});
  return result.success ? result.data : null;
}

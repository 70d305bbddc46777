import { randomBytes } from 'node:crypto';
import type { CompanyDisplay } from '@wanju/api-client';
import { SITE_STATUS, SITE_TEXT, siteLanguages, type WebsiteLang } from '@wanju/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { type SiteRow, siteBySlug, slugOfHost } from './cache';
import { wdb } from './common';
import { esc, type PageFrame } from './render';
import * as visitors from './visitors';

/**
 * The public website, server-rendered: /site/<slug>/… on the platform's host, or the whole of a custom host
 * name (the URL is rewritten to /site/<slug>/… before routing). Only a published site of one company is
 * served, with only that company's shown products; visitors have their own cookie session for that site.
 */

import { CHAT_SCRIPT, chatEvents, chatPage, streamsOf } from './site-chat';
import { postForm } from './site-forms';
import {
  about,
  accountPage,
  article,
  catalogue,
  home,
  newsList,
  ordersPage,
  productPage,
  samplesPage,
  sitemap,
} from './site-pages';
import {
  cookie,
  cookies,
  displayOf,
  hostOf,
  KEY_COOKIE,
  notFoundPage,
  RENDER_TTL_MS,
  type Req,
  redirect,
  renderMemo,
  SESSION_COOKIE,
  send,
  track,
} from './site-request';

async function handle(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, slug: string, rest: string) {
  const site = await siteBySlug(ctx, slug);
  const host = hostOf(request);
  const onOwnHost = Boolean(site?.host) && site?.host === host;
  const langs = siteLanguages(site?.languages ?? ['zh']);
  const [pathOnly, search = ''] = `/${rest}`.split('?', 2) as [string, string?];
  const segments = pathOnly.split('/').filter(Boolean);
  let lang: WebsiteLang = langs[0] as WebsiteLang;
  if (segments[0] && segments[0] !== lang && (langs as string[]).includes(segments[0]))
    lang = segments.shift() as WebsiteLang;
  const path = `/${segments.join('/')}`;
  const jar = cookies(request);
  const base = onOwnHost ? '' : `/site/${slug}`;
  const company = site ? await displayOf(ctx, site.company_id) : null;
  const frame: PageFrame = {
    site: site as SiteRow,
    company: company as CompanyDisplay,
    lang,
    langs,
    base,
    origin: `${request.protocol}://${request.host}`,
    path,
    visitor: null,
    samples: 0,
  };
  const r: Req = {
    ctx,
    request,
    reply,
    site: site as SiteRow,
    frame,
    query: new URLSearchParams(search),
    cookiePath: onOwnHost ? '/' : `/site/${slug}/`,
    visitor: null,
    visitorKey: jar[KEY_COOKIE] ?? '',
    setCookies: [],
  };
  if (!site || site.status !== SITE_STATUS.published || !company) {
    reply.status(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
    const x = SITE_TEXT.zh;
    return reply.send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(x.notFound)}</title></head><body><h1>${esc(x.notFound)}</h1><p>${esc(x.notFoundHint)}</p></body></html>`,
    );
  }
  if (path === '/robots.txt') {
    reply.header('content-type', 'text/plain; charset=utf-8');
    return reply.send(
      `User-agent: *\nAllow: /\nDisallow: ${base}/account\nDisallow: ${base}/samples\nSitemap: ${frame.origin}${base}/sitemap.xml\n`,
    );
  }
  if (path === '/sitemap.xml') return sitemap(r);
  if (path === '/chat.js')
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(CHAT_SCRIPT);
  if (request.method === 'POST') {
    // Forms are posted from the site's own pages only (the visitor cookie is SameSite=Lax as well).
    const origin = request.headers.origin;
    if (origin && origin !== 'null' && new URL(origin).host !== request.host) return notFoundPage(r);
  }
  if (jar[SESSION_COOKIE]) {
    r.visitor = await visitors.visitorOfToken(ctx, site, jar[SESSION_COOKIE]);
    if (r.visitor) {
      frame.visitor = { name: r.visitor.name };
      frame.samples = await visitors.currentCount(ctx, site, r.visitor);
    }
  }
  if (!r.visitorKey) {
    r.visitorKey = randomBytes(12).toString('base64url');
    r.setCookies.push(cookie(KEY_COOKIE, r.visitorKey, r.cookiePath, request.protocol === 'https', 365 * 86_400));
  }
  if (request.method === 'POST') return postForm(r, path);

  // Anonymous pages are the same for everyone: rendered once per few seconds.
  const memo = renderMemo(ctx);
  const memoKey = `${site.id}:${new Date(site.updated_at).getTime()}:${onOwnHost ? 'h' : 'p'}:${request.protocol}:${request.host}:${lang}:${path}?${search}`;
  const cacheable = !r.visitor && !r.query.has('m') && !r.query.has('e');
  if (cacheable) {
    const hit = memo.get(memoKey);
    if (hit && Date.now() - hit.at < RENDER_TTL_MS) {
      track(r, hit.page, hit.productId);
      return send(r, hit.status, hit.html);
    }
  }
  let result: { page: string; html: string; productId?: number } | null = null;
  const id = Number(segments[1]);
  if (path === '/') result = await home(r);
  else if (path === '/products') result = await catalogue(r);
  else if (segments[0] === 'products' && segments.length === 2 && Number.isInteger(id) && id > 0)
    result = await productPage(r, id);
  else if (path === '/news') result = await newsList(r);
  else if (segments[0] === 'news' && segments.length === 2 && Number.isInteger(id) && id > 0)
    result = await article(r, id);
  else if (path === '/about') result = about(r);
  else if (path === '/account') {
    track(r, 'account');
    return send(r, 200, accountPage(r, r.visitor ? await visitors.accessNote(ctx, r.visitor) : ''));
  } else if (path === '/chat/events') {
    if (!r.visitor) return r.reply.status(204).send();
    return chatEvents(r, r.visitor);
  } else if (path === '/samples' || path === '/orders' || path === '/chat') {
    if (!r.visitor) return redirect(r, `/account?next=${encodeURIComponent(path)}`);
    track(r, path.slice(1));
    const html =
      path === '/samples'
        ? await samplesPage(r, r.visitor)
        : path === '/orders'
          ? await ordersPage(r, r.visitor)
          : await chatPage(r, r.visitor);
    return send(r, 200, html);
  }
  if (!result) return notFoundPage(r);
  track(r, result.page, result.productId ?? null);
  if (cacheable)
    memo.set(memoKey, {
      at: Date.now(),
      html: result.html,
      status: 200,
      page: result.page,
      productId: result.productId ?? null,
    });
  return send(r, 200, result.html);
}

export function publicSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preClose', async () => {
    for (const stream of streamsOf(ctx).keys()) stream.end();
  });
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // The platform host's robots.txt: the public sites may be crawled (each lists its sitemap), the API not.
    scope.get('/robots.txt', async (request, reply) => {
      const sites = await wdb(ctx)
        .selectFrom('websites')
        .select('slug')
        .where('status', '=', SITE_STATUS.published)
        .orderBy('id')
        .limit(1000)
        .execute();
      const origin = `${request.protocol}://${request.host}`;
      reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=600');
      return reply.send(
        `User-agent: *\nAllow: /site/\nDisallow: /api/\n${sites.map((s) => `Sitemap: ${origin}/site/${s.slug}/sitemap.xml\n`).join('')}`,
      );
    });
    scope.get('/site/:slug', async (request, reply) =>
      reply.redirect(`/site/${encodeURIComponent((request.params as { slug: string }).slug)}/`, 301),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/site/:slug/*',
      handler: async (request, reply) => {
        const { slug, '*': rest } = request.params as { slug: string; '*': string };
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return handle(ctx, request, reply, slug, `${rest}${query}`);
      },
    });
  });
}

/**
 * Fastify's URL rewrite for custom host names: a request to a published site's own host is routed as
 * /site/<slug>/… (pictures under /files/ stay shared). Synchronous: it reads the hosts memo.
 */
export function siteHostRewrite(ctx: AppContext) {
  return (req: { url?: string; headers: { host?: string } }): string => {
    const url = req.url ?? '/';
    const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    const slug = host ? slugOfHost(ctx, host) : undefined;
    if (!slug || url.startsWith('/files/')) return url;
    return `/site/${slug}${url.startsWith('/') ? url : `/${url}`}`;
  };
}

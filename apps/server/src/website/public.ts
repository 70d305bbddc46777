import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type CompanyDisplay, visitorForms } from '@wanju/api-client';
import {
  ACCESS_STATUS,
  CHAT_IMAGE_MAX_BYTES,
  mayApplyForAccess,
  pricesVisible,
  SITE_STATUS,
  SITE_TEXT,
  siteLanguages,
  type WebsiteLang,
} from '@wanju/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { productPictures } from '../catalogue/index';
import {
  openVisitorChat,
  type VisitorChatLine,
  visitorChatFollow,
  visitorChatHistory,
  visitorChatIdentity,
  visitorChatSend,
} from '../chat/index';
import {
  companyDisplay,
  type ShowcaseProduct,
  showcaseCategories,
  showcaseProduct,
  showcaseProducts,
} from '../company/index';
import { fileUrl } from '../pictures/files';
import { checkImage, storeImage } from '../pictures/image-search';
import type { AppContext } from '../platform/http/context';
import { type SiteRow, siteBySlug, slugOfHost } from './cache';
import { wdb } from './common';
import {
  categoryName,
  esc,
  href,
  money,
  orderStatusText,
  type PageFrame,
  page,
  pager,
  paragraphs,
  productGrid,
  productName,
  siteName,
  t,
  thumb,
} from './render';
import { recordVisit } from './tracking';
import * as visitors from './visitors';

/**
 * The public website, server-rendered: /site/<slug>/… on the platform's host, or the whole of a custom host
 * name (the URL is rewritten to /site/<slug>/… before routing). Only a published site of one company is
 * served, with only that company's shown products; visitors have their own cookie session for that site.
 */

const SESSION_COOKIE = 'wsv';
const KEY_COOKIE = 'wsk';
const PAGE_SIZE = 24;
const RENDER_TTL_MS = 10_000;

// ── Small per-process memos: the company display and anonymous pages ─────────────────────────────────

const displays = new WeakMap<object, Map<number, { at: number; value: CompanyDisplay | null }>>();
async function displayOf(ctx: AppContext, companyId: number): Promise<CompanyDisplay | null> {
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
function renderMemo(ctx: AppContext) {
  let map = rendered.get(ctx.database);
  if (!map) {
    map = new Map();
    rendered.set(ctx.database, map);
  }
  if (map.size > 5000) map.clear();
  return map;
}

// ── Request helpers ──────────────────────────────────────────────────────────────────────────────────

function cookies(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

const hostOf = (request: FastifyRequest) => (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');

function cookie(name: string, value: string, path: string, secure: boolean, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

interface Req {
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

function send(r: Req, status: number, html: string) {
  r.reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (r.setCookies.length) r.reply.header('set-cookie', r.setCookies);
  return r.reply.send(html);
}
function redirect(r: Req, path: string, flash?: { m?: string; e?: string }) {
  const q = new URLSearchParams();
  if (flash?.m) q.set('m', flash.m);
  if (flash?.e) q.set('e', flash.e);
  const target = `${href(r.frame, path)}${q.size ? `${path.includes('?') ? '&' : '?'}${q}` : ''}`;
  if (r.setCookies.length) r.reply.header('set-cookie', r.setCookies);
  return r.reply.status(303).header('cache-control', 'no-cache').redirect(target, 303);
}

/** A note from the previous form (?m= or ?e=), only keys of the site's own text catalogue. */
function flash(r: Req): string {
  const text = t(r.frame.lang) as unknown as Record<string, unknown>;
  const m = r.query.get('m');
  const e = r.query.get('e');
  const say = (key: string | null) => (key && typeof text[key] === 'string' ? (text[key] as string) : '');
  const note = say(m);
  const error = say(e);
  return `${note ? `<p class="note" role="status">${esc(note)}</p>` : ''}${error ? `<p class="note err" role="alert">${esc(error)}</p>` : ''}`;
}

function notFoundPage(r: Req) {
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

function track(r: Req, pageKey: string, productId: number | null = null) {
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

const shown = (site: SiteRow) => visitors.shownIds(site);
const allowedCategories = (site: SiteRow) => (site.category_ids.length ? site.category_ids : undefined);
const showPrices = (r: Req) => pricesVisible(r.site.show_prices, r.visitor?.access_status ?? ACCESS_STATUS.none);

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null {
  const result = schema.safeParse(body ?? {});
  return result.success ? result.data : null;
}

// ── Pages ────────────────────────────────────────────────────────────────────────────────────────────

async function home(r: Req) {
  const { ctx, site, frame } = r;
  const x = t(frame.lang);
  const db = wdb(ctx);
  const featuredIds = site.featured_ids.filter((id) => !shown(site) || shown(site)?.includes(id));
  const [featured, latest, categories, news] = await Promise.all([
    featuredIds.length
      ? showcaseProducts(db, site.company_id, { ids: featuredIds, limit: 12 })
      : Promise.resolve({ total: 0, list: [] as ShowcaseProduct[] }),
    showcaseProducts(db, site.company_id, { ids: shown(site), categoryIds: allowedCategories(site), limit: 8 }),
    site.category_ids.length
      ? Promise.resolve(site.category_ids.map((id) => ({ category_id: id, count: 0 })))
      : showcaseCategories(db, site.company_id, shown(site)),
    db
      .selectFrom('website_news')
      .select(['id', 'title', 'title_en', 'summary', 'published_at'])
      .where('website_id', '=', site.id)
      .where('status', '=', 1)
      .orderBy('published_at', 'desc')
      .limit(3)
      .execute(),
  ]);
  const banners = site.banners.length ? site.banners : r.frame.company.publicity.slice(0, 5);
  const description =
    (frame.lang === 'en' ? site.description_en || site.description : site.description) ||
    (frame.lang === 'en' ? frame.company.introduction_en : frame.company.introduction).slice(0, 150) ||
    siteName(frame);
  const cats = categories
    .filter((c) => categoryName(c.category_id, frame.lang))
    .slice(0, 12)
    .map(
      (c) =>
        `<li><a href="${esc(href(frame, `/products?cat=${c.category_id}`))}">${esc(categoryName(c.category_id, frame.lang))}</a></li>`,
    )
    .join('');
  const body = `<h1>${esc(siteName(frame))}</h1>${
    banners.length
      ? `<div class="hero" role="region" aria-label="${esc(siteName(frame))}">${banners
          .map(
            (b, i) =>
              `<img src="${esc(b)}" alt="${esc(siteName(frame))} ${i + 1}" width="1120" height="420"${i ? ' loading="lazy"' : ' fetchpriority="high"'}>`,
          )
          .join('')}</div>`
      : ''
  }<p>${esc(description)}</p>${cats ? `<h2>${esc(x.featuredCategories)}</h2><ul class="chips">${cats}</ul>` : ''}${
    featured.list.length
      ? `<h2>${esc(x.featuredProducts)}</h2>${productGrid(frame, featured.list, showPrices(r), x.featuredProducts)}`
      : ''
  }<h2>${esc(x.latestProducts)}</h2>${productGrid(frame, latest.list, showPrices(r), x.latestProducts)}<p><a href="${esc(href(frame, '/products'))}">${esc(x.viewAll)}</a></p>${
    news.length
      ? `<h2>${esc(x.latestNews)}</h2><ul class="news">${news
          .map(
            (n) =>
              `<li><a href="${esc(href(frame, `/news/${n.id}`))}">${esc(frame.lang === 'en' ? n.title_en || n.title : n.title)}</a></li>`,
          )
          .join('')}</ul>`
      : ''
  }`;
  return {
    page: 'home',
    html: page(frame, { current: 'home', title: siteName(frame), description, image: banners[0], body }),
  };
}

async function catalogue(r: Req) {
  const { ctx, site, frame, query } = r;
  const x = t(frame.lang);
  const keyword = (query.get('q') ?? '').trim().slice(0, 50);
  const cat = Number(query.get('cat')) || null;
  const pageNo = Math.min(Math.max(Number(query.get('page')) || 1, 1), 1000);
  const allowed = allowedCategories(site);
  const categoryIds = cat ? (allowed && !allowed.includes(cat) ? [-1] : [cat]) : allowed;
  const db = wdb(ctx);
  const [result, categories] = await Promise.all([
    showcaseProducts(db, site.company_id, {
      ids: shown(site),
      categoryIds,
      keyword: keyword || undefined,
      limit: PAGE_SIZE,
      offset: (pageNo - 1) * PAGE_SIZE,
    }),
    allowed
      ? Promise.resolve(allowed.map((id) => ({ category_id: id, count: 0 })))
      : showcaseCategories(db, site.company_id, shown(site)),
  ]);
  const options = categories
    .filter((c) => categoryName(c.category_id, frame.lang))
    .map(
      (c) =>
        `<option value="${c.category_id}"${c.category_id === cat ? ' selected' : ''}>${esc(categoryName(c.category_id, frame.lang))}</option>`,
    )
    .join('');
  const pages = Math.ceil(result.total / PAGE_SIZE);
  const kept = new URLSearchParams();
  if (keyword) kept.set('q', keyword);
  if (cat) kept.set('cat', String(cat));
  frame.canonicalQuery =
    cat && !keyword
      ? `?cat=${cat}${pageNo > 1 ? `&page=${pageNo}` : ''}`
      : pageNo > 1 && !keyword
        ? `?page=${pageNo}`
        : '';
  const title = cat ? `${categoryName(cat, frame.lang)} - ${x.products}` : x.products;
  const body = `<h1>${esc(title)}</h1><form class="search" role="search" method="get" action="${esc(href(frame, '/products'))}"><input type="search" name="q" value="${esc(keyword)}" placeholder="${esc(x.search)}" aria-label="${esc(x.search)}"><select name="cat" aria-label="${esc(x.allCategories)}"><option value="">${esc(x.allCategories)}</option>${options}</select><button type="submit">${esc(x.searchButton)}</button></form><p class="muted" role="status">${esc(x.found(result.total))}</p>${productGrid(frame, result.list, showPrices(r), x.products)}${pager(frame, '/products', kept, pageNo, pages)}`;
  return {
    page: 'products',
    html: page(frame, { current: 'products', title, description: `${siteName(frame)} ${title}`, body }),
  };
}

async function productPage(r: Req, id: number) {
  const { ctx, site, frame } = r;
  const x = t(frame.lang);
  const product = await showcaseProduct(wdb(ctx), site.company_id, id, shown(site));
  const allowed = allowedCategories(site);
  if (!product || (allowed && !allowed.includes(product.category_id ?? -1))) return null;
  const gallery = product.product_id
    ? ((await productPictures(ctx, [product.product_id])).get(product.product_id) ?? [])
    : [];
  const pictures = [...new Set([product.picture, ...gallery].filter(Boolean))].slice(0, 8);
  const name = productName(product, frame.lang);
  const size = (a: number | null, b: number | null, c: number | null) => (a && b && c ? `${a}×${b}×${c} cm` : '');
  const rows: [string, string][] = [
    [x.itemNumber, product.item_number],
    [x.unit, product.unit],
    [x.packing, product.packing_name],
    [x.productSize, size(product.length, product.width, product.height)],
    [x.cartonSize, size(product.carton_length, product.carton_width, product.carton_height)],
    [x.cartonQty, product.carton_quantity ? String(product.carton_quantity) : ''],
  ];
  const priceHtml = showPrices(r)
    ? `<p class="price" aria-label="${esc(x.price)}">${esc(money(product.price, frame.lang))}</p>`
    : `<p class="note">${esc(x.priceHidden)}</p>`;
  const action = r.visitor
    ? `<form method="post" action="${esc(href(frame, '/samples/add'))}"><input type="hidden" name="product_id" value="${product.id}"><label for="qty">${esc(x.qty)}</label><input id="qty" name="qty" type="number" min="1" value="1" inputmode="numeric"> <button type="submit">${esc(x.addSample)}</button></form>`
    : `<p><a class="btn" href="${esc(href(frame, `/account?next=${encodeURIComponent(`/products/${product.id}`)}`))}">${esc(x.signIn)}</a></p>`;
  const body = `${flash(r)}<div class="detail"><div>${
    pictures[0]
      ? `<img src="${esc(pictures[0])}" alt="${esc(name)}" width="600" height="600" fetchpriority="high">`
      : ''
  }${
    pictures.length > 1
      ? `<div class="thumbs">${pictures
          .slice(1)
          .map(
            (p, i) =>
              `<img src="${esc(thumb(p))}" alt="${esc(`${name} ${i + 2}`)}" width="64" height="64" loading="lazy">`,
          )
          .join('')}</div>`
      : ''
  }</div><div class="panel"><h1>${esc(name)}</h1>${priceHtml}<table><tbody>${rows
    .filter(([, v]) => v)
    .map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('')}</tbody></table>${product.remark ? paragraphs(product.remark) : ''}${action}</div></div>`;
  const description = `${name} ${x.itemNumber} ${product.item_number}${product.category_id ? ` · ${categoryName(product.category_id, frame.lang)}` : ''} · ${siteName(frame)}`;
  return {
    page: 'product',
    productId: product.id,
    html: page(frame, { current: 'products', title: name, description, image: pictures[0], body }),
  };
}

async function newsList(r: Req) {
  const { ctx, site, frame } = r;
  const x = t(frame.lang);
  const rows = await wdb(ctx)
    .selectFrom('website_news')
    .select(['id', 'title', 'title_en', 'summary', 'pictures', 'published_at'])
    .where('website_id', '=', site.id)
    .where('status', '=', 1)
    .orderBy('published_at', 'desc')
    .limit(50)
    .execute();
  const body = `<h1>${esc(x.news)}</h1>${
    rows.length
      ? `<ul class="news">${rows
          .map(
            (n) =>
              `<li class="panel"><h2><a href="${esc(href(frame, `/news/${n.id}`))}">${esc(frame.lang === 'en' ? n.title_en || n.title : n.title)}</a></h2><p class="muted">${esc(n.published_at ? new Date(n.published_at).toISOString().slice(0, 10) : '')}</p><p>${esc(n.summary)}</p></li>`,
          )
          .join('')}</ul>`
      : `<p class="muted">${esc(x.noNews)}</p>`
  }`;
  return {
    page: 'news',
    html: page(frame, { current: 'news', title: x.news, description: `${siteName(frame)} ${x.news}`, body }),
  };
}

async function article(r: Req, id: number) {
  const { ctx, site, frame } = r;
  const n = await wdb(ctx)
    .selectFrom('website_news')
    .selectAll()
    .where('id', '=', id)
    .where('website_id', '=', site.id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!n) return null;
  const title = frame.lang === 'en' ? n.title_en || n.title : n.title;
  const text = frame.lang === 'en' ? n.body_en || n.body : n.body;
  const body = `<article class="panel"><h1>${esc(title)}</h1><p class="muted">${esc(n.published_at ? new Date(n.published_at).toISOString().slice(0, 10) : '')}</p>${n.pictures
    .map(
      (p, i) =>
        `<img src="${esc(p)}" alt="${esc(`${title} ${i + 1}`)}" width="800" height="450"${i ? ' loading="lazy"' : ''}>`,
    )
    .join('')}${paragraphs(text)}</article>`;
  return {
    page: 'article',
    html: page(frame, {
      current: 'news',
      title,
      description: n.summary || text.slice(0, 120) || title,
      image: n.pictures[0],
      body,
    }),
  };
}

function about(r: Req) {
  const { frame } = r;
  const x = t(frame.lang);
  const c = frame.company;
  const intro = frame.lang === 'en' ? c.introduction_en || c.introduction : c.introduction;
  const address = frame.lang === 'en' ? c.address_en || c.address : c.address;
  const contacts = c.contacts
    .map(
      (p) =>
        `<li>${esc(p.name)}${p.position ? `（${esc(p.position)}）` : ''} ${esc(p.phone)} ${p.email ? `<a href="mailto:${esc(p.email)}">${esc(p.email)}</a>` : ''}</li>`,
    )
    .join('');
  const body = `<h1>${esc(x.about)}</h1><div class="panel">${paragraphs(intro) || `<p>${esc(siteName(frame))}</p>`}</div>${c.publicity
    .slice(0, 6)
    .map(
      (p, i) =>
        `<img src="${esc(p)}" alt="${esc(`${siteName(frame)} ${i + 1}`)}" width="800" height="450" loading="lazy">`,
    )
    .join(
      '',
    )}<h2 id="contact">${esc(x.contact)}</h2><div class="panel"><ul>${contacts}</ul><p>${esc(x.address)}：${esc(address)}</p><p>${esc(x.phone)}：${esc(c.telephone)}</p><p>${esc(x.email)}：<a href="mailto:${esc(c.email)}">${esc(c.email)}</a></p>${
    r.visitor ? `<p><a class="btn" href="${esc(href(frame, '/chat'))}">${esc(x.chat)}</a></p>` : ''
  }</div>`;
  return {
    page: 'about',
    html: page(frame, { current: 'about', title: x.about, description: intro.slice(0, 150) || siteName(frame), body }),
  };
}

function accountPage(r: Req, note = '') {
  const { frame, query } = r;
  const x = t(frame.lang);
  if (!r.visitor) {
    const next = query.get('next') ?? '';
    const nextField = next ? `<input type="hidden" name="next" value="${esc(next)}">` : '';
    const registering = query.get('register') === '1';
    const signInForm = `<form class="stack panel" method="post" action="${esc(href(frame, '/account/signin'))}" aria-label="${esc(x.signIn)}"><h2>${esc(x.signIn)}</h2>${nextField}<label for="a1">${esc(x.account)}</label><input id="a1" name="account" autocomplete="username" required><label for="p1">${esc(x.password)}</label><input id="p1" name="password" type="password" autocomplete="current-password" required><p><button type="submit">${esc(x.signIn)}</button></p><p><a href="${esc(href(frame, '/account?register=1'))}">${esc(x.noAccount)}</a></p></form>`;
    const registerForm = `<form class="stack panel" method="post" action="${esc(href(frame, '/account/register'))}" aria-label="${esc(x.register)}"><h2>${esc(x.register)}</h2>${nextField}<label for="a2">${esc(x.account)}</label><input id="a2" name="account" autocomplete="username" required><label for="p2">${esc(x.password)}</label><input id="p2" name="password" type="password" autocomplete="new-password" minlength="6" required><label for="n2">${esc(x.name)}</label><input id="n2" name="name" autocomplete="name" required><label for="c2">${esc(x.companyName)}</label><input id="c2" name="company_name" autocomplete="organization"><p><button type="submit">${esc(x.register)}</button></p><p><a href="${esc(href(frame, '/account'))}">${esc(x.haveAccount)}</a></p></form>`;
    const body = `<h1>${esc(registering ? x.register : x.signIn)}</h1>${flash(r)}${registering ? registerForm : signInForm}`;
    return page(frame, { current: '', title: registering ? x.register : x.signIn, description: siteName(frame), body });
  }
  const v = r.visitor;
  const status =
    v.access_status === ACCESS_STATUS.approved
      ? x.accessApproved
      : v.access_status === ACCESS_STATUS.pending
        ? x.accessPending
        : v.access_status === ACCESS_STATUS.refused
          ? x.accessRefused(note)
          : x.accessNone;
  const apply = mayApplyForAccess(v.access_status)
    ? `<form class="stack" method="post" action="${esc(href(frame, '/account/apply'))}"><label for="msg">${esc(x.applyMessage)}</label><textarea id="msg" name="message" rows="3" maxlength="300"></textarea><p><button type="submit">${esc(x.apply)}</button></p></form>`
    : '';
  const body = `<h1>${esc(x.welcome(v.name))}</h1>${flash(r)}<section class="panel" aria-label="${esc(x.access)}"><h2>${esc(x.access)}</h2><p role="status">${esc(status)}</p>${apply}</section><p><a class="btn btn2" href="${esc(href(frame, '/samples'))}">${esc(x.samples)}</a> <a class="btn btn2" href="${esc(href(frame, '/orders'))}">${esc(x.orders)}</a> <a class="btn btn2" href="${esc(href(frame, '/chat'))}">${esc(x.chat)}</a></p><form method="post" action="${esc(href(frame, '/account/signout'))}"><button class="link" type="submit">${esc(x.signOut)}</button></form>`;
  return page(frame, { current: '', title: x.welcome(v.name), description: siteName(frame), body });
}

async function samplesPage(r: Req, visitor: visitors.Visitor) {
  const { ctx, site, frame } = r;
  const x = t(frame.lang);
  const [list, submitted] = await Promise.all([
    visitors.currentList(ctx, site, visitor),
    visitors.submittedLists(ctx, site, visitor),
  ]);
  const prices = showPrices(r);
  const line = (l: (typeof list.lines)[number], editable: boolean) =>
    `<tr><td>${l.picture ? `<img src="${esc(thumb(l.picture))}" alt="${esc(l.name)}" width="48" height="48" loading="lazy">` : ''}</td><td>${esc(l.name)}<br><span class="muted">${esc(l.item_number)}</span></td>${prices ? `<td>${esc(money(l.price, frame.lang))}</td>` : ''}<td>${
      editable
        ? `<form method="post" action="${esc(href(frame, '/samples/update'))}"><input type="hidden" name="product_id" value="${l.company_product_id}"><input name="qty" type="number" min="0" value="${l.qty}" aria-label="${esc(`${x.qty} ${l.name}`)}" style="width:5em"><input name="remark" value="${esc(l.remark)}" aria-label="${esc(`${x.remark} ${l.name}`)}" placeholder="${esc(x.remark)}"> <button type="submit">${esc(x.update)}</button></form>`
        : `${l.qty}${l.remark ? ` · ${esc(l.remark)}` : ''}`
    }</td></tr>`;
  const table = (lines: typeof list.lines, editable: boolean, label: string) =>
    `<table aria-label="${esc(label)}"><tbody>${lines.map((l) => line(l, editable)).join('')}</tbody></table>`;
  const current = list.lines.length
    ? `${table(list.lines, true, x.samples)}<form class="stack" method="post" action="${esc(href(frame, '/samples/submit'))}"><label for="remark">${esc(x.remark)}</label><textarea id="remark" name="remark" rows="2" maxlength="500"></textarea><p><button type="submit">${esc(x.submitSamples)}</button></p></form>`
    : `<p class="muted">${esc(x.emptySamples)}</p><p><a href="${esc(href(frame, '/products'))}">${esc(x.products)}</a></p>`;
  const mine = submitted
    .map(
      (s) =>
        `<section class="panel" aria-label="${esc(`${x.samples} ${s.submitted_time}`)}"><p>${esc(s.submitted_time)} · ${esc(s.status === 2 ? (frame.lang === 'en' ? 'Ordered' : '已下单') : x.submitted)}</p>${table(s.lines, false, `${x.samples} ${s.submitted_time}`)}${
          s.status === 1
            ? `<form method="post" action="${esc(href(frame, '/samples/order'))}"><input type="hidden" name="list_id" value="${s.id}"><input name="remark" aria-label="${esc(x.remark)}" placeholder="${esc(x.remark)}" maxlength="500"> <button type="submit">${esc(x.placeOrder)}</button></form>`
            : ''
        }</section>`,
    )
    .join('');
  const body = `<h1>${esc(x.samples)}</h1>${flash(r)}<div class="panel">${current}</div>${mine ? `<h2>${esc(x.myLists)}</h2>${mine}` : ''}`;
  return page(frame, { current: '', title: x.samples, description: siteName(frame), body });
}

async function ordersPage(r: Req, visitor: visitors.Visitor) {
  const { ctx, site, frame } = r;
  const x = t(frame.lang);
  const orders = await visitors.visitorOrders(ctx, site, visitor);
  const body = `<h1>${esc(x.orders)}</h1>${flash(r)}${
    orders.length
      ? `<table aria-label="${esc(x.orders)}"><thead><tr><th>${esc(x.orderNumber)}</th><th>${esc(x.status)}</th><th>${esc(x.total)}</th><th></th></tr></thead><tbody>${orders
          .map(
            (o) =>
              `<tr><td>${esc(o.number)}</td><td>${esc(orderStatusText(o.status, frame.lang))}${o.status_note ? `<br><span class="muted">${esc(o.status_note)}</span>` : ''}</td><td>${esc(money(o.total, frame.lang))}</td><td class="muted">${esc(o.created_time)}<br>${o.lines.map((l) => `${esc(l.name)} ×${l.qty}`).join('<br>')}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : `<p class="muted">${esc(x.noOrders)}</p>`
  }`;
  return page(frame, { current: '', title: x.orders, description: siteName(frame), body });
}

/**
 * The visitor's conversation with the company's staff: made on the first message (`create`), or null when
 * the visitor has not written yet.
 */
async function visitorConversation(r: Req, visitor: visitors.Visitor, create: boolean) {
  const { ctx, site } = r;
  let chatUserId = visitor.chat_user_id;
  if (!chatUserId) {
    if (!create) return null;
    chatUserId = await visitorChatIdentity(ctx, `w${visitor.id}`, visitor.name, null);
    await wdb(ctx)
      .updateTable('website_visitors')
      .set({ chat_user_id: chatUserId })
      .where('id', '=', visitor.id)
      .execute();
    visitors.forgetVisitor(ctx, visitor.id);
  }
  const conversation = await openVisitorChat(ctx, {
    visitorKey: `w${visitor.id}`,
    chatUserId,
    companyId: site.company_id,
    title: site.name,
  });
  return { chatUserId, conversation };
}

/** One message of the chat page (the page's script renders live ones the same way). */
function chatLine(frame: PageFrame, l: VisitorChatLine): string {
  const x = t(frame.lang);
  const pictures = l.images.map((url) => `<br><img src="${esc(url)}" alt="${esc(x.picture)}" loading="lazy">`).join('');
  return `<div class="msg${l.mine ? ' me' : ''}" data-id="${l.id}"><span class="muted">${esc(l.mine ? x.you : l.nickname || x.staff)}</span>${l.text ? `<br>${esc(l.text)}` : ''}${pictures}</div>`;
}

async function chatPage(r: Req, visitor: visitors.Visitor) {
  const { ctx, frame } = r;
  const x = t(frame.lang);
  const open = await visitorConversation(r, visitor, false);
  const lines = open ? await visitorChatHistory(ctx, open.chatUserId, open.conversation.id) : [];
  const after = lines.at(-1)?.id ?? 0;
  // Without script the form posts and the page reloads; with it, messages come and go live (chat.js).
  const body = `<h1>${esc(x.chat)}</h1>${flash(r)}<p class="muted">${esc(x.chatHint)}</p><div class="panel chat" role="log" aria-label="${esc(x.chat)}" aria-live="polite" data-events="${esc(href(frame, '/chat/events'))}" data-after="${after}"${open ? ' data-open="1"' : ''} data-you="${esc(x.you)}" data-staff="${esc(x.staff)}" data-picture="${esc(x.picture)}">${lines
    .map((l) => chatLine(frame, l))
    .join(
      '',
    )}</div><form class="stack" method="post" enctype="multipart/form-data" action="${esc(href(frame, '/chat'))}"><label for="text">${esc(x.message)}</label><textarea id="text" name="text" rows="3" maxlength="2000"></textarea><label for="picture">${esc(x.picture)}</label><input id="picture" name="picture" type="file" accept="image/jpeg,image/png"><p role="alert" class="note err" hidden></p><p><button type="submit">${esc(x.send)}</button> <a href="${esc(href(frame, '/chat'))}">↻</a></p></form><script src="${esc(href(frame, '/chat.js'))}" defer></script>`;
  return page(frame, { current: '', title: x.chat, description: siteName(frame), body });
}

/** The chat page's script: a live event stream (reconnecting after the last id it showed) and a posting form. */
const CHAT_SCRIPT = `(function(){
var log=document.querySelector('[data-events]');var form=document.querySelector('form[enctype]');if(!log||!form)return;
var last=Number(log.dataset.after)||0;var alert=form.querySelector('[role=alert]');
function show(m){if(m.id<=last)return;last=m.id;var d=document.createElement('div');d.className='msg'+(m.mine?' me':'');d.dataset.id=m.id;
var who=document.createElement('span');who.className='muted';who.textContent=m.mine?log.dataset.you:(m.nickname||log.dataset.staff);d.appendChild(who);
if(m.text){d.appendChild(document.createElement('br'));d.appendChild(document.createTextNode(m.text));}
m.images.forEach(function(u){d.appendChild(document.createElement('br'));var i=document.createElement('img');i.src=u;i.alt=log.dataset.picture;d.appendChild(i);});
log.appendChild(d);log.scrollTop=log.scrollHeight;}
var source=null;function follow(){if(source)return;source=new EventSource(log.dataset.events+'?after='+last);source.onmessage=function(e){show(JSON.parse(e.data));};}
if(log.dataset.open)follow();log.scrollTop=log.scrollHeight;
form.addEventListener('submit',function(e){e.preventDefault();var button=form.querySelector('button');button.disabled=true;alert.hidden=true;
fetch(form.action,{method:'POST',body:new FormData(form),headers:{'x-requested-with':'fetch'}}).then(function(res){return res.json();}).then(function(a){
if(a.error){alert.textContent=a.error;alert.hidden=false;return;}form.reset();follow();}).catch(function(){form.submit();}).finally(function(){button.disabled=false;});});
})();`;

/**
 * GET /chat/events: the visitor's conversation as a server-sent event stream, from the message after
 * `?after=` (or Last-Event-ID after a reconnect; 0: from the start); a comment every 25 s keeps proxies
 * from closing it. No conversation yet: 204, which tells EventSource not to retry.
 */
async function chatEvents(r: Req, visitor: visitors.Visitor) {
  const open = await visitorConversation(r, visitor, false);
  if (!open) return r.reply.status(204).send();
  const { ctx, reply, request } = r;
  const streams = streamsOf(ctx);
  // A few tabs each; more are refused (EventSource does not retry a 429).
  if ([...streams.values()].filter((id) => id === visitor.id).length >= STREAMS_PER_VISITOR)
    return reply.status(429).send();
  const after = Number(request.headers['last-event-id'] ?? r.query.get('after') ?? 0);
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  streams.set(out, visitor.id);
  let sent = Number.isSafeInteger(after) && after > 0 ? after : 0;
  const write = (line: VisitorChatLine) => {
    if (line.id <= sent) return;
    sent = line.id;
    out.write(`id: ${line.id}\ndata: ${JSON.stringify(line)}\n\n`);
  };
  // Listening starts before the catch-up read, so nothing published in between is missed (ids dedupe).
  const pending: VisitorChatLine[] = [];
  let caughtUp = false;
  const stop = visitorChatFollow(ctx, open.chatUserId, open.conversation, (line) =>
    caughtUp ? write(line) : pending.push(line),
  );
  const keepAlive = setInterval(() => out.write(': ping\n\n'), 25_000);
  keepAlive.unref();
  out.on('close', () => {
    stop();
    clearInterval(keepAlive);
    streams.delete(out);
  });
  out.write('retry: 3000\n\n');
  try {
    for (const line of await visitorChatHistory(ctx, open.chatUserId, open.conversation.id, sent)) write(line);
  } finally {
    caughtUp = true;
    for (const line of pending.sort((a, b) => a.id - b.id)) write(line);
  }
}

/**
 * The open event streams of a server, with their visitor: they end when it closes (it would wait for them
 * otherwise).
 */
const openStreams = new WeakMap<object, Map<ServerResponse, number>>();
const STREAMS_PER_VISITOR = 5;
function streamsOf(ctx: AppContext): Map<ServerResponse, number> {
  let map = openStreams.get(ctx.database);
  if (!map) {
    map = new Map();
    openStreams.set(ctx.database, map);
  }
  return map;
}

/** The chat form's fields: text, and a picture when it is posted as multipart (from the page's form). */
async function readChatForm(r: Req): Promise<{ text: string; picture: Buffer | null } | 'badPicture' | null> {
  const { request } = r;
  if (!request.isMultipart()) {
    const form = parse(visitorForms.chat, request.body);
    return form ? { text: form.text.trim(), picture: null } : null;
  }
  const fields: Record<string, string> = {};
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'picture' && part.filename) picture = await part.toBuffer();
      else part.file.resume();
    }
  } catch {
    return 'badPicture';
  }
  const form = parse(visitorForms.chat, { text: fields.text ?? '' });
  return form ? { text: form.text.trim(), picture } : null;
}

async function sitemap(r: Req) {
  const { ctx, site, frame } = r;
  const db = wdb(ctx);
  const [products, news] = await Promise.all([
    showcaseProducts(db, site.company_id, { ids: shown(site), categoryIds: allowedCategories(site), limit: 5000 }),
    db
      .selectFrom('website_news')
      .select(['id', 'updated_at'])
      .where('website_id', '=', site.id)
      .where('status', '=', 1)
      .execute(),
  ]);
  const paths = [
    '/',
    '/products',
    '/news',
    '/about',
    ...products.list.map((p) => `/products/${p.id}`),
    ...news.map((n) => `/news/${n.id}`),
  ];
  const urls = frame.langs.flatMap((lang) =>
    paths.map((p) => `<url><loc>${esc(`${frame.origin}${href({ ...frame, lang }, p)}`)}</loc></url>`),
  );
  r.reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
  return r.reply.send(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
  );
}

// ── Forms ────────────────────────────────────────────────────────────────────────────────────────────

/** A `next` address of this site only (no scheme, no host, no climbing out). */
const safeNext = (next: unknown) =>
  typeof next === 'string' && /^\/[\w\-/?=&%.]*$/.test(next) && !next.startsWith('//') && !next.includes('..')
    ? next
    : '/account';

const FORM_PATHS = new Set([
  '/account/signin',
  '/account/register',
  '/account/signout',
  '/account/apply',
  '/samples/add',
  '/samples/update',
  '/samples/submit',
  '/samples/order',
  '/chat',
]);

async function postForm(r: Req, path: string) {
  const { ctx, site, request } = r;
  if (!FORM_PATHS.has(path)) return notFoundPage(r);
  const client = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
  const body = request.body as Record<string, unknown> | undefined;
  const startSession = async (visitorId: number) => {
    const token = await visitors.createSession(ctx, visitorId);
    r.setCookies.push(cookie(SESSION_COOKIE, token, r.cookiePath, request.protocol === 'https', 30 * 86_400));
  };
  if (path === '/account/signin' || path === '/account/register') {
    const registering = path === '/account/register';
    const form = registering ? parse(visitorForms.register, body) : parse(visitorForms.signIn, body);
    if (!form) return redirect(r, registering ? '/account?register=1' : '/account', { e: 'badRequest' });
    try {
      const visitor = registering
        ? await visitors.register(ctx, site, form as z.output<typeof visitorForms.register>)
        : await visitors.signIn(ctx, site, form, client);
      if (registering) await visitors.recordLogin(ctx, site, visitor.id, visitor.account, true, client);
      await startSession(visitor.id);
      return redirect(r, safeNext(body?.next));
    } catch (e) {
      if (e instanceof visitors.VisitorRefusal)
        return redirect(r, registering ? '/account?register=1' : '/account', { e: e.key });
      throw e;
    }
  }
  if (path === '/account/signout') {
    await visitors.endSession(ctx, cookies(request)[SESSION_COOKIE]);
    r.setCookies.push(cookie(SESSION_COOKIE, '', r.cookiePath, request.protocol === 'https', 0));
    return redirect(r, '/');
  }
  const visitor = r.visitor;
  if (!visitor) return redirect(r, '/account', { e: 'signInFirst' });
  if (path === '/account/apply') {
    const form = parse(visitorForms.apply, body);
    await visitors.applyForAccess(ctx, site, visitor, form?.message ?? '');
    return redirect(r, '/account', { m: 'applied' });
  }
  if (path === '/samples/add') {
    const form = parse(visitorForms.addSample, body);
    if (!form) return redirect(r, '/products', { e: 'badRequest' });
    const added = await visitors.addSample(ctx, site, visitor, form.product_id, form.qty);
    return redirect(r, `/products/${form.product_id}`, added ? { m: 'added' } : { e: 'badRequest' });
  }
  if (path === '/samples/update') {
    const form = parse(visitorForms.updateSample, body);
    if (form) await visitors.updateSample(ctx, site, visitor, form.product_id, form.qty, form.remark);
    return redirect(r, '/samples');
  }
  if (path === '/samples/submit') {
    const form = parse(visitorForms.submitSamples, body);
    const ok = await visitors.submitList(ctx, site, visitor, form?.remark ?? '');
    return redirect(r, '/samples', ok ? { m: 'submitted' } : { e: 'emptySamples' });
  }
  if (path === '/samples/order') {
    const form = parse(visitorForms.placeOrder, body);
    if (!form) return redirect(r, '/samples', { e: 'badRequest' });
    const result = await visitors.placeOrder(ctx, site, visitor, form.list_id, form.remark);
    if (result === 'needApproval') return redirect(r, '/account', { e: 'needApproval' });
    return result === 'ok'
      ? redirect(r, '/orders', { m: 'orderPlaced' })
      : redirect(r, '/samples', { e: 'badRequest' });
  }
  return postChat(r, visitor);
}

/** A chat message posted by the page's form, or by its script (answered in JSON, no reload). */
async function postChat(r: Req, visitor: visitors.Visitor) {
  const { ctx } = r;
  const byScript = r.request.headers['x-requested-with'] === 'fetch';
  const refuse = (key: 'badRequest' | 'messageRequired' | 'badPicture' | 'tooManyAttempts') =>
    byScript ? r.reply.send({ error: t(r.frame.lang)[key] }) : redirect(r, '/chat', { e: key });
  const form = await readChatForm(r);
  if (form === 'badPicture') return refuse('badPicture');
  if (!form) return refuse('badRequest');
  if (!form.text && !form.picture) return refuse('messageRequired');
  let images: string[] = [];
  if (form.picture) {
    try {
      images = [fileUrl(await storeImage(ctx, await checkImage(form.picture)))];
    } catch {
      return refuse('badPicture');
    }
  }
  const open = await visitorConversation(r, visitor, true);
  if (!open) return refuse('badRequest');
  try {
    await visitorChatSend(ctx, open.chatUserId, open.conversation, { text: form.text, images });
  } catch {
    return refuse('tooManyAttempts');
  }
  return byScript ? r.reply.send({ ok: true }) : redirect(r, '/chat');
}

// ── The router ───────────────────────────────────────────────────────────────────────────────────────

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

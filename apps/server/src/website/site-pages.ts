import { ACCESS_STATUS, mayApplyForAccess } from '@wanju/domain';
import { productPictures } from '../catalogue/index';
import { type ShowcaseProduct, showcaseCategories, showcaseProduct, showcaseProducts } from '../company/index';
import { wdb } from './common';
import {
  categoryName,
  esc,
  href,
  money,
  orderStatusText,
  page,
  pager,
  paragraphs,
  productGrid,
  productName,
  siteName,
  t,
  thumb,
} from './render';
import * as visitors from './visitors';

/**
 * The public website, server-rendered: /site/<slug>/… on the platform's host, or the whole of a custom host
 * name (the URL is rewritten to /site/<slug>/… before routing). Only a published site of one company is
 * served, with only that company's shown products; visitors have their own cookie session for that site.
 */

import { allowedCategories, flash, PAGE_SIZE, type Req, shown, showPrices } from './site-request';

/** The public site's pages: home, catalogue, a product, news, about, the visitor's account, samples and orders, the sitemap. */

export async function home(r: Req) {
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

export async function catalogue(r: Req) {
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

export async function productPage(r: Req, id: number) {
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

export async function newsList(r: Req) {
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

export async function article(r: Req, id: number) {
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

export function about(r: Req) {
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

export function accountPage(r: Req, note = '') {
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

export async function samplesPage(r: Req, visitor: visitors.Visitor) {
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

export async function ordersPage(r: Req, visitor: visitors.Visitor) {
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

export async function sitemap(r: Req) {
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

import type { CompanyDisplay } from '@wanju/api-client';
import {
  CATEGORIES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_LABELS_EN,
  SITE_TEXT,
  type SiteText,
  type WebsiteLang,
} from '@wanju/domain';
import type { ShowcaseProduct } from '../company/index';
import type { SiteRow } from './cache';

/**
 * The public site's pages as HTML strings: no client script, one small inline style sheet, the site's
 * colours as CSS variables, pictures sized and lazy below the fold, and the head a search engine and a
 * link preview read (title, description, canonical, alternates, Open Graph).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Where the page is and how its links are made. */
export interface PageFrame {
  site: SiteRow;
  company: CompanyDisplay;
  lang: WebsiteLang;
  langs: WebsiteLang[];
  /** '/site/<slug>' on the platform's host, '' on the site's own host */
  base: string;
  /** scheme and host for absolute addresses (canonical, Open Graph, sitemap) */
  origin: string;
  /** the page's path after the language prefix, e.g. '/products/12' */
  path: string;
  /** the query string kept by the canonical address ('' or '?page=2') */
  canonicalQuery?: string;
  visitor: { name: string } | null;
  samples: number;
}

export const t = (lang: WebsiteLang): SiteText => SITE_TEXT[lang];
const prefix = (lang: WebsiteLang, langs: WebsiteLang[]) => (lang === langs[0] ? '' : `/${lang}`);
/** A link inside the site in the page's language. */
export const href = (f: Pick<PageFrame, 'base' | 'lang' | 'langs'>, path: string) =>
  `${f.base}${prefix(f.lang, f.langs)}${path}` || '/';

export const siteName = (f: Pick<PageFrame, 'site' | 'lang'>) =>
  f.lang === 'en' ? f.site.name_en || f.site.name : f.site.name;
export const productName = (p: Pick<ShowcaseProduct, 'name' | 'name_en'>, lang: WebsiteLang) =>
  lang === 'en' ? p.name_en || p.name : p.name;
export function categoryName(id: number | null, lang: WebsiteLang): string {
  const c = CATEGORIES.find((x) => x.id === id);
  return c ? (lang === 'en' ? c.name_en : c.name) : '';
}
/** A stored picture's small variant (content-hash files have one beside them). */
export const thumb = (picture: string) => picture.replace(/^(\/files\/[0-9a-f]+)\.jpg$/, '$1_s.jpg');
export const money = (value: number, lang: WebsiteLang) => `${lang === 'en' ? 'CNY ' : '¥'}${value.toFixed(2)}`;

const CSS = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2328;background:#f6f7f9}
a{color:var(--p)}img{max-width:100%;height:auto;display:block}
.w{max-width:1120px;margin:0 auto;padding:0 16px}
header{background:#fff;border-bottom:3px solid var(--p)}header .w{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding-top:10px;padding-bottom:10px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;font-size:18px;color:#1f2328;text-decoration:none;margin-right:auto}.brand img{width:36px;height:36px;object-fit:contain}
nav{display:flex;flex-wrap:wrap;gap:4px 14px}nav a{text-decoration:none;color:#1f2328;padding:4px 0}nav a[aria-current]{color:var(--p);font-weight:700}
.acct{display:flex;gap:10px;align-items:center;font-size:14px}.acct form{margin:0}
button,.btn{display:inline-block;background:var(--p);color:#fff;border:0;border-radius:6px;padding:8px 14px;font:inherit;cursor:pointer;text-decoration:none}
.btn2{background:#fff;color:var(--p);border:1px solid var(--p)}.link{background:none;color:var(--p);padding:0}
main{padding:16px 0 32px}h1{font-size:22px;margin:8px 0 16px}h2{font-size:18px;margin:24px 0 12px}
.hero{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;gap:8px;border-radius:8px}.hero img{scroll-snap-align:start;flex:0 0 100%;aspect-ratio:16/6;object-fit:cover;border-radius:8px}
.chips{display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:0;list-style:none}.chips a{display:block;padding:4px 12px;border:1px solid #d0d7de;border-radius:16px;background:#fff;text-decoration:none;color:#1f2328}.chips a[aria-current]{border-color:var(--p);color:var(--p)}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px;padding:0;margin:0;list-style:none}
.card{background:#fff;border-radius:8px;overflow:hidden;height:100%}.card a{text-decoration:none;color:inherit;display:block}.card img{aspect-ratio:1;object-fit:cover;width:100%;background:#eee}
.card div{padding:8px}.card h3{font-size:14px;font-weight:600;margin:0 0 4px;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}
.muted{color:#57606a;font-size:13px}.price{color:var(--a);font-weight:700}
.panel{background:#fff;border-radius:8px;padding:16px;margin-bottom:16px}
.search{display:flex;gap:8px;flex-wrap:wrap;margin-bottom:12px}.search input,.search select{flex:1 1 180px}
input,select,textarea{font:inherit;padding:8px;border:1px solid #d0d7de;border-radius:6px;max-width:100%}
label{display:block;margin:8px 0 4px;font-size:14px}form.stack input,form.stack textarea{width:100%}
.detail{display:grid;gap:16px}@media(min-width:760px){.detail{grid-template-columns:1fr 1fr}}
.thumbs{display:flex;gap:6px;overflow-x:auto;margin-top:6px}.thumbs img{width:64px;height:64px;object-fit:cover;border-radius:4px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border-bottom:1px solid #eaeef2;padding:6px 8px;text-align:left;font-size:14px}
.pager{display:flex;gap:12px;align-items:center;justify-content:center;margin-top:16px}
.note{padding:10px 12px;border-radius:6px;background:#fff8e1;border:1px solid #f5d67b;margin-bottom:12px}.err{background:#ffebe9;border-color:#ff8182}
.news li{margin-bottom:12px}.msg{margin:6px 0;padding:8px 10px;border-radius:8px;background:#fff;max-width:80%}.msg.me{margin-left:auto;background:#e8f0fe}.chat{max-height:60vh;overflow-y:auto}.msg img{max-width:100%;max-height:240px;height:auto;border-radius:6px}
footer{background:#1f2328;color:#d0d7de;font-size:13px;padding:20px 0}footer a{color:#fff}
@media(max-width:767px){.brand,nav a,.acct a,.acct .link,.chips a,.pager a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px}button,.btn,input,select{min-height:44px}}`;

function head(f: PageFrame, title: string, description: string, image: string): string {
  const canonical = `${f.origin}${href(f, f.path)}${f.canonicalQuery ?? ''}`;
  const alternates = f.langs
    .map(
      (l) =>
        `<link rel="alternate" hreflang="${l === 'zh' ? 'zh-CN' : 'en'}" href="${esc(`${f.origin}${href({ ...f, lang: l }, f.path)}`)}">`,
    )
    .join('');
  const ogImage = image ? (image.startsWith('http') ? image : `${f.origin}${image}`) : '';
  return `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><meta name="description" content="${esc(description)}">
<link rel="canonical" href="${esc(canonical)}">${f.langs.length > 1 ? alternates : ''}
<meta property="og:type" content="website"><meta property="og:site_name" content="${esc(siteName(f))}">
<meta property="og:title" content="${esc(title)}"><meta property="og:description" content="${esc(description)}">
<meta property="og:url" content="${esc(canonical)}">${ogImage ? `<meta property="og:image" content="${esc(ogImage)}">` : ''}
<meta property="og:locale" content="${f.lang === 'en' ? 'en_US' : 'zh_CN'}"><meta name="theme-color" content="${esc(f.site.primary_color)}">
<style>:root{--p:${esc(f.site.primary_color)};--a:${esc(f.site.accent_color)}}${CSS}</style>`;
}

function header(f: PageFrame, current: string): string {
  const x = t(f.lang);
  const items: [string, string, string][] = [
    ['home', '/', x.home],
    ['products', '/products', x.products],
    ['news', '/news', x.news],
    ['about', '/about', x.about],
  ];
  const other = f.langs.find((l) => l !== f.lang);
  const nav = items
    .map(
      ([key, path, label]) =>
        `<a href="${esc(href(f, path))}"${key === current ? ' aria-current="page"' : ''}>${esc(label)}</a>`,
    )
    .join('');
  const account = f.visitor
    ? `<a href="${esc(href(f, '/account'))}">${esc(f.visitor.name)}</a><a href="${esc(href(f, '/samples'))}">${esc(x.samples)}${f.samples ? ` (${f.samples})` : ''}</a><a href="${esc(href(f, '/chat'))}">${esc(x.chat)}</a>`
    : `<a href="${esc(href(f, '/account'))}">${esc(x.signIn)}</a><a href="${esc(href(f, '/account?register=1'))}">${esc(x.register)}</a>`;
  const logo = f.site.logo || f.company.logo;
  return `<header><div class="w"><a class="brand" href="${esc(href(f, '/'))}">${
    logo ? `<img src="${esc(thumb(logo))}" alt="${esc(siteName(f))} logo" width="36" height="36">` : ''
  }<span>${esc(siteName(f))}</span></a><nav aria-label="${esc(x.home)}">${nav}</nav><div class="acct">${account}${
    other
      ? `<a href="${esc(href({ ...f, lang: other }, f.path))}" hreflang="${other}" lang="${other === 'zh' ? 'zh-CN' : 'en'}">${esc(x.language)}</a>`
      : ''
  }</div></div></header>`;
}

function footer(f: PageFrame): string {
  const x = t(f.lang);
  const c = f.company;
  const address = f.lang === 'en' ? c.address_en || c.address : c.address;
  return `<footer><div class="w"><p><strong>${esc(siteName(f))}</strong></p><p>${
    address ? `${esc(x.address)}：${esc(address)} · ` : ''
  }${c.telephone ? `${esc(x.phone)}：${esc(c.telephone)} · ` : ''}${c.email ? `${esc(x.email)}：<a href="mailto:${esc(c.email)}">${esc(c.email)}</a>` : ''}</p><p class="muted">${esc(x.poweredBy)}</p></div></footer>`;
}

export function page(
  f: PageFrame,
  input: { current: string; title: string; description: string; image?: string; body: string },
): string {
  const full = input.title === siteName(f) ? input.title : `${input.title} - ${siteName(f)}`;
  return `<!doctype html><html lang="${f.lang === 'en' ? 'en' : 'zh-CN'}"><head>${head(f, full, input.description, input.image ?? f.site.logo)}</head><body>${header(f, input.current)}<main><div class="w">${input.body}</div></main>${footer(f)}</body></html>`;
}

export function productCard(f: PageFrame, p: ShowcaseProduct, showPrice: boolean, eager = false): string {
  const x = t(f.lang);
  const name = productName(p, f.lang);
  return `<li class="card"><a href="${esc(href(f, `/products/${p.id}`))}">${
    p.picture
      ? `<img src="${esc(thumb(p.picture))}" alt="${esc(name)}" width="300" height="300"${eager ? '' : ' loading="lazy"'} decoding="async">`
      : ''
  }<div><h3>${esc(name)}</h3><p class="muted">${esc(x.itemNumber)} ${esc(p.item_number)}</p>${
    showPrice ? `<p class="price">${esc(money(p.price, f.lang))}</p>` : ''
  }</div></a></li>`;
}

export function productGrid(f: PageFrame, list: ShowcaseProduct[], showPrice: boolean, label: string): string {
  if (!list.length) return `<p class="muted">${esc(t(f.lang).noProducts)}</p>`;
  return `<ul class="grid" aria-label="${esc(label)}">${list.map((p, i) => productCard(f, p, showPrice, i < 2)).join('')}</ul>`;
}

export function pager(f: PageFrame, path: string, query: URLSearchParams, pageNo: number, pages: number): string {
  if (pages <= 1) return '';
  const x = t(f.lang);
  const at = (n: number) => {
    const q = new URLSearchParams(query);
    if (n > 1) q.set('page', String(n));
    else q.delete('page');
    const s = q.toString();
    return esc(`${href(f, path)}${s ? `?${s}` : ''}`);
  };
  return `<nav class="pager" aria-label="${esc(x.page(pageNo, pages))}">${
    pageNo > 1 ? `<a rel="prev" href="${at(pageNo - 1)}">${esc(x.prev)}</a>` : ''
  }<span>${esc(x.page(pageNo, pages))}</span>${pageNo < pages ? `<a rel="next" href="${at(pageNo + 1)}">${esc(x.next)}</a>` : ''}</nav>`;
}

export const orderStatusText = (status: number, lang: WebsiteLang) =>
  (lang === 'en' ? ORDER_STATUS_LABELS_EN : ORDER_STATUS_LABELS)[status] ?? '';

/** Paragraphs of plain text (news bodies, introductions): escaped, blank lines split paragraphs. */
export const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${esc(p).replaceAll('\n', '<br>')}</p>`)
    .join('');

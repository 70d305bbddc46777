import http from 'node:http';
import { CODE } from '@wanju/api-client';
import { WEBSITE_MSG } from '@wanju/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * The company website end to end: the admin's sites, settings and news; the public pages (SEO basics, only
 * published sites and the company's own shown products); a visitor registering, applying, approved by the
 * company, seeing prices, submitting a sample list and ordering; the records, statistics and exports; a
 * custom host name; visitor chat reaching the staff; the old version's migration.
 */

let server: TestServer;
let main: string;
let sales: string;
let factory: string;
let siteId: number;

const call = async <T = unknown>(path: string, body: unknown, token?: string) =>
  (await server.post<T>(path, body, token)).body;
const ok = <T>(answer: { code: number; msg: string; data: T }) => {
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
};

/** A browser of the public site: keeps its cookies, follows nothing by itself. */
function browser(host?: string) {
  const jar = new Map<string, string>();
  const headers = () => ({
    ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    ...(host ? { host } : {}),
  });
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, v] = (pair ?? '').split('=');
      if (k) {
        if (/Max-Age=0/.test(line)) jar.delete(k);
        else jar.set(k, v ?? '');
      }
    }
    return res;
  };
  return {
    jar,
    async get(path: string) {
      const res = keep(await fetch(`${server.baseUrl}${path}`, { headers: headers(), redirect: 'manual' }));
      return { status: res.status, html: await res.text(), location: res.headers.get('location') ?? '' };
    },
    async post(path: string, form: Record<string, string | number>) {
      const res = keep(
        await fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(Object.entries(form).map(([k, v]): [string, string] => [k, String(v)])).toString(),
          redirect: 'manual',
        }),
      );
      return { status: res.status, location: res.headers.get('location') ?? '' };
    },
  };
}

/** The SEO basics a phone-profile audit checks, read from the HTML. */
function seoProblems(html: string): string[] {
  const problems: string[] = [];
  if (!/<html lang="(zh-CN|en)">/.test(html)) problems.push('lang');
  if (!/<meta name="viewport" content="width=device-width,initial-scale=1">/.test(html)) problems.push('viewport');
  if (!/<title>[^<]{3,}<\/title>/.test(html)) problems.push('title');
  if (!/<meta name="description" content="[^"]{5,}">/.test(html)) problems.push('description');
  if (!/<link rel="canonical" href="http[^"]+">/.test(html)) problems.push('canonical');
  if (!/<meta property="og:title" content="[^"]+">/.test(html)) problems.push('og:title');
  for (const img of html.match(/<img [^>]*>/g) ?? []) if (!/ alt="[^"]+"/.test(img)) problems.push(`alt: ${img}`);
  if (/<script/i.test(html)) problems.push('script');
  return problems;
}

/** A request with a Host header of our choosing (fetch does not let a caller set one). */
function onHost(host: string, method: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers: { host, 'content-type': 'application/json' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

const firstProductId = (html: string) => Number(/\/products\/(\d+)"/.exec(html)?.[1]);

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '200' });
  main = await server.login('13800000001');
  sales = await server.login('13800000002');
  factory = await server.login('13800000005');
  const list = ok(await call<{ list: { id: number; slug: string }[] }>('/api/website/website_list', {}, main)).list;
  siteId = list.find((s) => s.slug === 'globalbest')?.id ?? 0;
}, 180_000);
afterAll(() => server?.close());

describe('website admin', () => {
  it('creates, renames, publishes and deletes a site; the address is checked and unique', async () => {
    expect((await call('/api/website/add', { name: '品牌站', slug: 'a' }, main)).msg).toBe(WEBSITE_MSG.slugInvalid);
    expect((await call('/api/website/add', { name: '品牌站', slug: 'globalbest' }, main)).msg).toBe(
      WEBSITE_MSG.slugTaken,
    );
    const made = ok(
      await call<{ id: number; status: number; path: string }>(
        '/api/website/add',
        { name: '品牌站', slug: 'brand-two' },
        main,
      ),
    );
    expect(made).toMatchObject({ status: 0, path: '/site/brand-two/' });
    expect((await browser().get('/site/brand-two/')).status).toBe(404);
    ok(await call('/api/website/status', { id: made.id, status: 1 }, main));
    expect((await browser().get('/site/brand-two/')).status).toBe(200);
    const renamed = ok(await call<{ name: string }>('/api/website/edit', { id: made.id, name: '品牌二号站' }, main));
    expect(renamed.name).toBe('品牌二号站');
    ok(await call('/api/website/status', { id: made.id, status: 0 }, main));
    expect((await browser().get('/site/brand-two/')).status).toBe(404);
    ok(await call('/api/website/delete', { id: made.id }, main));
    const list = ok(await call<{ list: { slug: string }[] }>('/api/website/website_list', {}, main)).list;
    expect(list.map((s) => s.slug)).not.toContain('brand-two');
  });

  it('a salesperson reads but does not manage; another company sees nothing of the site', async () => {
    expect(ok(await call<{ list: unknown[] }>('/api/website/website_list', {}, sales)).list.length).toBeGreaterThan(0);
    const refused = await call('/api/website/status', { id: siteId, status: 0 }, sales);
    expect(refused.code).toBe(CODE.forbidden);
    const other = await call('/api/company_website/get_site_settings', { id: siteId }, factory);
    expect(other).toMatchObject({ code: CODE.notFound, msg: WEBSITE_MSG.siteNotFound });
    expect(ok(await call<{ total: number }>('/api/company_website/order_list', {}, factory)).total).toBe(0);
    expect(ok(await call<{ total: number }>('/api/company_website/browse_records', {}, factory)).total).toBe(0);
  });

  it('saves settings: colours, host and languages checked; only own products are kept', async () => {
    expect(
      (await call('/api/company_website/save_site_settings', { id: siteId, primary_color: 'red' }, main)).msg,
    ).toBe(WEBSITE_MSG.colorInvalid);
    expect((await call('/api/company_website/save_site_settings', { id: siteId, host: 'nohost' }, main)).msg).toBe(
      WEBSITE_MSG.hostInvalid,
    );
    expect((await call('/api/company_website/save_site_settings', { id: siteId, languages: [] }, main)).msg).toBe(
      WEBSITE_MSG.languagesRequired,
    );
    const settings = ok(
      await call<{ featured_ids: number[]; primary_color: string; host: string }>(
        '/api/company_website/save_site_settings',
        { id: siteId, primary_color: '#c2410c', host: 'HTTPS://WWW.GlobalBest-Toys.example/', featured_ids: [999_999] },
        main,
      ),
    );
    expect(settings.primary_color).toBe('#c2410c');
    expect(settings.host).toBe('www.globalbest-toys.example');
    // no product of this company's library
    expect(settings.featured_ids).toEqual([]);
  });

  it('lists the products a site shows, a page at a time, and takes products off it', async () => {
    const own = await server.ctx.database.db
      .selectFrom('company_products as p')
      .innerJoin('users as u', 'u.company_id', 'p.company_id')
      .select(['p.id', 'p.name', 'p.item_number'])
      .where('u.phone', '=', '13800000001')
      .orderBy('p.id')
      .limit(5)
      .execute();
    expect(own.length).toBe(5);
    const ids = own.map((p) => p.id);
    ok(
      await call(
        '/api/company_website/save_site_settings',
        { id: siteId, selected_products: true, product_ids: ids.slice(0, 4), featured_ids: [ids[4] as number] },
        main,
      ),
    );
    type Listed = { list: { id: number; name: string }[]; total: number };
    const first = ok(await call<Listed>('/api/website/get_product_lList', { id: siteId, page: 1, page_size: 3 }, main));
    expect(first.total).toBe(5);
    expect(first.list.map((p) => p.id)).toEqual(ids.slice(0, 3));
    const second = ok(
      await call<Listed>('/api/website/get_product_lList', { id: siteId, page: 2, page_size: 3 }, sales),
    );
    expect(second.list.map((p) => p.id)).toEqual(ids.slice(3, 5));
    const found = ok(
      await call<Listed>('/api/website/get_product_lList', { id: siteId, keyword: own[1]?.item_number }, main),
    );
    expect(found.list.map((p) => p.id)).toContain(ids[1]);
    // Another company sees nothing; a salesperson may not change the site.
    expect((await call('/api/website/get_product_lList', { id: siteId }, factory)).code).toBe(CODE.notFound);
    expect((await call('/api/website/remove', { id: siteId, ids: [ids[0]] }, sales)).code).toBe(CODE.forbidden);
    // Taking off a chosen, a featured and an unknown product answers what was on the site.
    const removed = ok(
      await call<{ removed: number }>('/api/website/remove', { id: siteId, ids: [ids[0], ids[4], 999_999] }, main),
    );
    expect(removed.removed).toBe(2);
    const after = ok(await call<Listed>('/api/website/get_product_lList', { id: siteId }, main));
    expect(after.list.map((p) => p.id)).toEqual(ids.slice(1, 4));
    const settings = ok(
      await call<{ product_ids: number[]; featured_ids: number[] }>(
        '/api/company_website/get_site_settings',
        { id: siteId },
        main,
      ),
    );
    expect(settings).toMatchObject({ product_ids: ids.slice(1, 4), featured_ids: [] });
    expect((await server.post('/api/website/remove', { id: siteId, ids: 'x' }, main)).status).toBe(400);
    // the site shows its whole library again for the tests after this one
    ok(
      await call(
        '/api/company_website/save_site_settings',
        { id: siteId, selected_products: false, product_ids: [], featured_ids: [] },
        main,
      ),
    );
  });

  it('keeps news as drafts until published; only published posts are public', async () => {
    const draft = ok(
      await call<{ id: number; status: number }>(
        '/api/company_website/news_add',
        { website_id: siteId, title: '新品发布会预告', body: '第一段\n\n第二段' },
        main,
      ),
    );
    expect(draft.status).toBe(0);
    expect((await browser().get(`/site/globalbest/news/${draft.id}`)).status).toBe(404);
    ok(await call('/api/company_website/news_edit', { id: draft.id, status: 1 }, main));
    await expect
      .poll(async () => (await browser().get(`/site/globalbest/news/${draft.id}`)).status, { timeout: 15_000 })
      .toBe(200);
    const page = await browser().get(`/site/globalbest/news/${draft.id}`);
    expect(page.html).toContain('<p>第二段</p>');
    expect((await call('/api/company_website/news_add', { website_id: siteId, title: ' ' }, main)).msg).toBe(
      WEBSITE_MSG.newsTitleRequired,
    );
  });
});

describe('public site', () => {
  it('serves home, catalogue, product, news and about with the SEO basics, in Chinese and English', async () => {
    const b = browser();
    const home = await b.get('/site/globalbest/');
    expect(home.status).toBe(200);
    expect(seoProblems(home.html)).toEqual([]);
    expect(home.html).toContain('hreflang="en"');
    const productId = firstProductId(home.html);
    for (const path of [
      '/site/globalbest/products',
      `/site/globalbest/products/${productId}`,
      '/site/globalbest/news',
      '/site/globalbest/about',
      '/site/globalbest/en/',
    ]) {
      const page = await b.get(path);
      expect(page.status, path).toBe(200);
      expect(seoProblems(page.html), path).toEqual([]);
    }
    expect((await b.get('/site/globalbest/en/products')).html).toContain('<html lang="en">');
    const sitemap = await b.get('/site/globalbest/sitemap.xml');
    expect(sitemap.html).toContain(`/site/globalbest/products/${productId}</loc>`);
    expect((await b.get('/site/globalbest/robots.txt')).html).toContain('Sitemap: ');
    // the platform host's own robots.txt names every published site's sitemap
    expect((await b.get('/robots.txt')).html).toContain('/site/globalbest/sitemap.xml');
  });

  it('searches and filters the catalogue; a product of another company or a hidden one is not served', async () => {
    const b = browser();
    const all = await b.get('/site/globalbest/products');
    const count = Number(/共 (\d+) 款产品/.exec(all.html)?.[1]);
    expect(count).toBe(35); // 36 in the library, one hidden
    const none = await b.get('/site/globalbest/products?q=zzzz-no-such');
    expect(none.html).toContain('共 0 款产品');
    const byNumber = await b.get('/site/globalbest/products?q=GW-');
    expect(byNumber.html).toContain('共 35 款产品');
    // a product id of the platform's library that is not this company's
    const other = await call<{ id: number }>(
      '/api/company/product_add',
      { item_number: 'OTHER-1', name: '别家产品' },
      factory,
    );
    if (other.code === 0) expect((await b.get(`/site/globalbest/products/${other.data.id}`)).status).toBe(404);
    expect((await b.get('/site/globalbest/products/999999')).status).toBe(404);
    expect((await b.get('/site/no-such-site/')).status).toBe(404);
  });

  it('is served by its own host name; the platform API is not reachable there', async () => {
    const home = await onHost('www.globalbest-toys.example', 'GET', '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<link rel="canonical" href="http://www.globalbest-toys.example/">');
    expect(home.body).not.toContain('/site/globalbest/');
    const api = await onHost('www.globalbest-toys.example', 'POST', '/api/system/get_public_config');
    expect(api.status).toBe(404);
    expect(api.body).not.toContain('"code":0');
    // pictures stay shared
    expect((await onHost('www.globalbest-toys.example', 'GET', '/files/nothing.jpg')).body).not.toContain('<html');
  });
});

describe('a visitor from registration to order', () => {
  const visitor = browser();
  let productId = 0;

  it('registers, and without approval sees no prices and cannot order', async () => {
    const bad = await visitor.post('/site/globalbest/account/register', {
      account: 'not-an-account',
      password: '123456',
      name: 'X',
    });
    expect(bad.location).toContain('e=accountInvalid');
    const made = await visitor.post('/site/globalbest/account/register', {
      account: 'Buyer@Example.com',
      password: 'secret-123',
      name: 'Olivia Brown',
      company_name: 'Brown Toys',
    });
    expect(made.status).toBe(303);
    expect(visitor.jar.has('wsv')).toBe(true);
    const again = await browser().post('/site/globalbest/account/register', {
      account: 'buyer@example.com',
      password: 'secret-123',
      name: 'O',
    });
    expect(again.location).toContain('e=accountTaken');
    const home = await visitor.get('/site/globalbest/');
    expect(home.html).toContain('Olivia Brown');
    productId = firstProductId(home.html);
    const product = await visitor.get(`/site/globalbest/products/${productId}`);
    expect(product.html).toContain('登录并通过审核后可见价格');
    expect(product.html).not.toContain('class="price"');
  });

  it('a cookie of one site is nobody on another site', async () => {
    ok(await call('/api/website/add', { name: '第二站', slug: 'second-site' }, main));
    const list = ok(await call<{ list: { id: number; slug: string }[] }>('/api/website/website_list', {}, main)).list;
    const second = list.find((s) => s.slug === 'second-site')?.id as number;
    ok(await call('/api/website/status', { id: second, status: 1 }, main));
    const page = await visitor.get('/site/second-site/');
    expect(page.html).not.toContain('Olivia Brown');
    ok(await call('/api/website/delete', { id: second }, main));
  });

  it('applies for access; a salesperson may not decide, a refusal needs a note; approved, the visitor sees prices', async () => {
    expect((await visitor.post('/site/globalbest/account/apply', { message: 'UK retailer' })).location).toContain(
      'm=applied',
    );
    const page = ok(
      await call<{ list: { id: number; visitor_account: string; status: number }[] }>(
        '/api/company_website/get_website_access_apply',
        { status: 0 },
        main,
      ),
    );
    const request = page.list.find((r) => r.visitor_account === 'buyer@example.com');
    expect(request?.status).toBe(0);
    const id = request?.id as number;
    expect((await call('/api/company_website/audit_website_access_apply', { id, approve: true }, sales)).code).toBe(
      CODE.forbidden,
    );
    expect(
      (await call('/api/company_website/audit_website_access_apply', { id, approve: false, note: '' }, main)).msg,
    ).toBe(WEBSITE_MSG.refuseNoteRequired);
    expect((await call('/api/company_website/audit_website_access_apply', { id, approve: true }, factory)).code).toBe(
      CODE.notFound,
    );
    const approved = ok(
      await call<{ status: number; auditor_name: string }>(
        '/api/company_website/audit_website_access_apply',
        { id, approve: true, note: '欢迎' },
        main,
      ),
    );
    expect(approved.status).toBe(1);
    expect(
      (await call('/api/company_website/audit_website_access_apply', { id, approve: false, note: 'x' }, main)).msg,
    ).toBe(WEBSITE_MSG.requestAlreadyAudited);
    const product = await visitor.get(`/site/globalbest/products/${productId}`);
    expect(product.html).toMatch(/class="price"[^>]*>¥\d+\.\d{2}/);
  });

  it('builds and submits a sample list, orders from it; the company moves the order along its statuses', async () => {
    expect((await visitor.post('/site/globalbest/samples/add', { product_id: productId, qty: 3 })).location).toContain(
      'm=added',
    );
    await visitor.post('/site/globalbest/samples/add', { product_id: productId, qty: 2 });
    const samples = await visitor.get('/site/globalbest/samples');
    expect(samples.html).toContain('value="5"');
    expect((await visitor.post('/site/globalbest/samples/submit', { remark: '请尽快寄样' })).location).toContain(
      'm=submitted',
    );
    const lists = ok(
      await call<{ list: { id: number; visitor_account: string; total_qty: number; remark: string }[] }>(
        '/api/company_website/sample_list',
        { keyword: 'buyer@example.com' },
        main,
      ),
    ).list;
    expect(lists[0]).toMatchObject({ total_qty: 5, remark: '请尽快寄样' });
    const detail = ok(
      await call<{ lines: { qty: number }[] }>('/api/company_website/sample_list_detail', { id: lists[0]?.id }, sales),
    );
    expect(detail.lines).toHaveLength(1);
    const listId = lists[0]?.id as number;
    expect(
      (await visitor.post('/site/globalbest/samples/order', { list_id: listId, remark: 'by sea' })).location,
    ).toContain('m=orderPlaced');
    // ordering a list twice places one order
    expect((await visitor.post('/site/globalbest/samples/order', { list_id: listId })).location).toContain(
      'e=badRequest',
    );
    const orders = ok(
      await call<{ list: { id: number; status: number; total: number; number: string }[] }>(
        '/api/company_website/order_list',
        { keyword: 'buyer@example.com' },
        main,
      ),
    ).list;
    expect(orders).toHaveLength(1);
    const order = orders[0] as { id: number; status: number; total: number; number: string };
    expect(order.status).toBe(0);
    expect(order.number).toMatch(/^WO\d{8}\d{6,}$/);
    expect(order.total).toBeGreaterThan(0);
    expect((await call('/api/company_website/order_status', { id: order.id, status: 3 }, main)).code).toBe(
      CODE.business,
    );
    const confirmed = ok(
      await call<{ status_text: string; next_statuses: { status: number }[] }>(
        '/api/company_website/order_status',
        { id: order.id, status: 1, note: '已确认' },
        sales,
      ),
    );
    expect(confirmed.status_text).toBe('已确认');
    expect(confirmed.next_statuses.map((s) => s.status)).toEqual([2, 4]);
    const mine = await visitor.get('/site/globalbest/orders');
    expect(mine.html).toContain(order.number);
    expect(mine.html).toContain('已确认');
  });

  it('writes to the company over chat; the staff find it in their website tab', async () => {
    await visitor.post('/site/globalbest/chat', { text: 'Do you ship to Manchester?' });
    const chat = await visitor.get('/site/globalbest/chat');
    expect(chat.html).toContain('Do you ship to Manchester?');
    const tab = ok(
      await call<{ list: { nickname: string; last_message: string }[] }>(
        '/api/chat/get_website_message_list',
        {},
        main,
      ),
    );
    expect(tab.list.find((c) => c.nickname === 'Olivia Brown')?.last_message).toBe('Do you ship to Manchester?');
  });

  it('follows the conversation live: a staff answer reaches the open page, a picture too, missed ones after a reconnect', async () => {
    const tab = ok(
      await call<{ list: { nickname: string; chat_id: string }[] }>('/api/chat/get_website_message_list', {}, main),
    );
    const chatId = tab.list.find((c) => c.nickname === 'Olivia Brown')?.chat_id ?? '';
    const page = await visitor.get('/site/globalbest/chat');
    expect(page.html).toContain('data-open="1"');
    expect(page.html).toContain('/site/globalbest/chat.js');
    const after = Number(/data-after="(\d+)"/.exec(page.html)?.[1]);
    expect(after).toBeGreaterThan(0);
    const script = await visitor.get('/site/globalbest/chat.js');
    expect(script.html).toContain('EventSource');

    // The page's event stream, as the browser opens it.
    const abort = new AbortController();
    const stream = await fetch(`${server.baseUrl}/site/globalbest/chat/events?after=${after}`, {
      headers: { cookie: [...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      signal: abort.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body?.getReader();
    let received = '';
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error(`stream ended before ${text}`);
        received += new TextDecoder().decode(chunk.value);
      }
    };
    await until('retry:');
    const sig = ok(await call<{ user_sig: string }>('/api/chat/again_user_sig', {}, main)).user_sig;
    const answer = await call(
      '/api/chat/send_message',
      {
        chat_id: chatId,
        gid: 'site-live-1',
        user_sig: sig,
        msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Yes, by sea to Felixstowe' } }],
      },
      main,
    );
    expect(answer.code).toBe(0);
    await until('Yes, by sea to Felixstowe');
    expect(received).toContain('"mine":false');

    // A picture posted by the page's script: answered in JSON, stored, and streamed back as a picture.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('text', '');
    form.set('picture', new Blob([png], { type: 'image/png' }), 'sample.png');
    const posted = await fetch(`${server.baseUrl}/site/globalbest/chat`, {
      method: 'POST',
      headers: { cookie: [...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-requested-with': 'fetch' },
      body: form,
    });
    expect(await posted.json()).toEqual({ ok: true });
    await until('"mine":true');
    expect(received).toMatch(/"images":\["\/files\/[^"]+"\]/);
    abort.abort();

    // Not a picture: a clear refusal and nothing stored.
    const before = (await visitor.get('/site/globalbest/chat')).html.match(/class="msg/g)?.length ?? 0;
    const bad = new FormData();
    bad.set('text', 'see attached');
    bad.set('picture', new Blob([Buffer.from('not a picture at all')], { type: 'image/png' }), 'fake.png');
    const refused = await fetch(`${server.baseUrl}/site/globalbest/chat`, {
      method: 'POST',
      headers: { cookie: [...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-requested-with': 'fetch' },
      body: bad,
    });
    expect(((await refused.json()) as { error: string }).error).toContain('JPG');
    const reloaded = await visitor.get('/site/globalbest/chat');
    expect(reloaded.html.match(/class="msg/g)?.length ?? 0).toBe(before);
    expect(reloaded.html).toMatch(/<img src="\/files\/[^"]+"/);

    // Reconnecting after the first answer, the stream sends what came since (the picture), then follows.
    const again = await fetch(`${server.baseUrl}/site/globalbest/chat/events?after=${after}`, {
      headers: { cookie: [...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const text = await (async () => {
      const r = again.body?.getReader();
      let got = '';
      while (!got.includes('"images":["/files/')) {
        const chunk = await r?.read();
        if (!chunk || chunk.done) break;
        got += new TextDecoder().decode(chunk.value);
      }
      await r?.cancel();
      return got;
    })();
    expect(text).toContain('Yes, by sea to Felixstowe');
    expect(text).toContain('"images":["/files/');
    // Signed out, the stream has nothing to say.
    expect((await browser().get('/site/globalbest/chat/events')).status).toBe(204);
    // One left open, as a visitor's tab would be: closing the server (after these tests) must end it, not wait.
    const open = await fetch(`${server.baseUrl}/site/globalbest/chat/events?after=0`, {
      headers: { cookie: [...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(open.status).toBe(200);
    // A visitor holds a few streams at most: the sixth is refused.
    const more = [];
    for (let i = 0; i < 4; i++)
      more.push(
        await fetch(`${server.baseUrl}/site/globalbest/chat/events?after=0`, {
          headers: { cookie: [...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        }),
      );
    expect(more.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await visitor.get('/site/globalbest/chat/events')).status).toBe(429);
  });

  it('signs out; wrong passwords are recorded and lock the account after five', async () => {
    await visitor.post('/site/globalbest/account/signout', {});
    expect((await visitor.get('/site/globalbest/samples')).status).toBe(303);
    const stranger = browser();
    for (let i = 0; i < 5; i++)
      expect(
        (
          await stranger.post('/site/globalbest/account/signin', {
            account: 'buyer@example.com',
            password: 'wrong-one',
          })
        ).location,
      ).toContain('e=wrongPassword');
    expect(
      (await stranger.post('/site/globalbest/account/signin', { account: 'buyer@example.com', password: 'secret-123' }))
        .location,
    ).toContain('e=tooManyAttempts');
    const logins = ok(
      await call<{ total: number; list: { succeeded: boolean }[] }>(
        '/api/company_website/login_records',
        { keyword: 'buyer@example.com', succeeded: false },
        main,
      ),
    );
    expect(logins.total).toBe(5);
  });
});

describe('records and statistics', () => {
  it('lists the visit of a product page, exports it as xlsx, and counts the funnel', async () => {
    const records = ok(
      await call<{ total: number; list: { page: string; visitor_name: string; product_name: string }[] }>(
        '/api/company_website/browse_records',
        { keyword: 'Olivia' },
        main,
      ),
    );
    expect(records.list.some((r) => r.page === 'product' && r.product_name)).toBe(true);
    const file = ok(
      await call<{ file_name: string; content_base64: string; rows: number }>(
        '/api/company_website/export_records',
        { kind: 'browse', keyword: 'Olivia' },
        main,
      ),
    );
    expect(file.rows).toBe(records.total);
    expect(Buffer.from(file.content_base64, 'base64').subarray(0, 2).toString()).toBe('PK');
    expect(file.file_name).toMatch(/^浏览记录_\d{8}\.xlsx$/);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 8 * 3600_000 - 13 * 86_400_000).toISOString().slice(0, 10);
    const stats = ok(
      await call<{
        visits: number;
        visitors: number;
        orders: number;
        days: { day: string; visits: number }[];
        top_products: unknown[];
        funnel: { key: string; count: number }[];
      }>('/api/company_website/statistics', { website_id: siteId, from, to: today }, main),
    );
    expect(stats.days).toHaveLength(14);
    expect(stats.days.reduce((n, d) => n + d.visits, 0)).toBe(stats.visits);
    expect(stats.top_products.length).toBeGreaterThan(0);
    expect(stats.funnel.map((s) => s.key)).toEqual(['visit', 'sample', 'order']);
    expect(stats.funnel[2]?.count).toBeGreaterThanOrEqual(1);
    expect((await call('/api/company_website/statistics', { from: today, to: from }, main)).msg).toBe(
      WEBSITE_MSG.rangeInvalid,
    );
  });
});

describe('the old version', () => {
  it('migrates an old-version company to a new-version website once', async () => {
    const before = ok(await call<{ is_new_version: number }>('/api/system/get_user_detail', {}, factory));
    expect(before.is_new_version).toBe(0);
    const site = ok(
      await call<{ slug: string; status: number }>('/api/company_website/migration_website_data', {}, factory),
    );
    expect(site.slug).toMatch(/^company-\d+$/);
    const after = ok(await call<{ is_new_version: number }>('/api/system/get_user_detail', {}, factory));
    expect(after.is_new_version).toBe(1);
    expect((await call('/api/company_website/migration_website_data', {}, factory)).msg).toBe(
      WEBSITE_MSG.alreadyNewVersion,
    );
  });
});

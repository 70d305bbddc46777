import type { FactoryDetail, FactoryItem, ToyDetail, ToyPage } from '@wanju/api-client';
import { DAY_MS, HOT_SEARCH_WINDOW_DAYS } from '@wanju/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_CACHE_MS } from '../src/catalogue/list-cache';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '300' });
  token = await server.login('13800000001');
});
afterAll(() => server?.close());

const list = async (body: Record<string, unknown>, path = '/api/toy/get_list') => {
  const { status, body: envelope } = await server.post<ToyPage>(path, body, token);
  return { status, ...envelope };
};

/** Ground truth for a two-character word: products whose indexed text contains it (a plain LIKE scan). */
async function likeCount(word: string): Promise<number> {
  const row = await sql<{ n: number }>`
    SELECT count(*) AS n FROM products p JOIN factories f ON f.id = p.factory_id JOIN categories c ON c.id = p.category_id
    WHERE NOT p.is_black AND lower(p.name || ' ' || p.name_en || ' ' || c.name || ' ' || c.name_en || ' ' || f.name || ' ' || f.short_name) LIKE ${`%${word}%`}`.execute(
    server.ctx.database.db,
  );
  return Number(row.rows[0]?.n);
}

describe('demo catalogue', () => {
  it('hides from buyers exactly the products that are blocked or not published', async () => {
    const { db } = server.ctx.database;
    const [row] = (
      await sql<{ black: number; mismatched: number }>`SELECT count(*) FILTER (WHERE is_black) AS black,
        count(*) FILTER (WHERE is_black <> (blocked OR status <> 'published')) AS mismatched FROM products`.execute(db)
    ).rows;
    expect(Number(row?.black)).toBeGreaterThan(0);
    expect(Number(row?.mismatched)).toBe(0);
  });
  it('loads factories across toy regions, products with §3 fields and drawn pictures', async () => {
    const { db } = server.ctx.database;
    const products = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(products.n).toBe(300);
    const regions = await db.selectFrom('factories').select('region_id').distinct().execute();
    expect(regions.length).toBeGreaterThan(3);
    const company = await db
      .selectFrom('companies')
      .select('factory_id')
      .where('mobile', '=', '13800000005')
      .executeTakeFirstOrThrow();
    const factory = await db
      .selectFrom('factories')
      .select('name')
      .where('id', '=', company.factory_id as number)
      .executeTakeFirstOrThrow();
    expect(factory.name).toBe('汕头市澄海区星辉玩具厂');
    const page = await list({ page_size: 5 });
    const item = page.data.list[0];
    expect(item?.carton_cubic_meter).toBeCloseTo(
      ((item?.carton_length ?? 0) * (item?.carton_width ?? 0) * (item?.carton_height ?? 0)) / 1e6,
      3,
    );
    expect(item?.picture).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);
    const picture = await fetch(server.baseUrl + item?.picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(picture.headers.get('cache-control')).toContain('immutable');
    const thumb = await fetch(server.baseUrl + item?.thumb);
    expect(thumb.status).toBe(200);
    expect((await fetch(`${server.baseUrl}/files/${'0'.repeat(32)}.jpg`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe('get_list keyword search', () => {
  it('needs login', async () => {
    const { body } = await server.post('/api/toy/get_list', { keyword: '汽车' });
    expect(body.code).toBe(-99);
  });

  for (const word of ['汽车', '水枪', '积木', '恐龙']) {
    it(`finds every product containing the two-character word ${word}`, async () => {
      const page = await list({ keyword: word, page_size: 100 });
      expect(page.code).toBe(0);
      const expected = await likeCount(word);
      expect(expected).toBeGreaterThan(0);
      expect(page.data.total).toBe(expected);
      for (const item of page.data.list) {
        expect(`${item.name} ${item.name_en} ${item.category_name} ${item.factory_name}`.toLowerCase()).toContain(word);
      }
    });
  }

  it('ranks names containing the whole query first', async () => {
    const page = await list({ keyword: '遥控汽车', page_size: 100 });
    expect(page.data.total).toBeGreaterThan(0);
    const first = page.data.list.findIndex((i) => !i.name.includes('遥控汽车'));
    const last = page.data.list.findLastIndex((i) => i.name.includes('遥控汽车'));
    expect(first === -1 || last < first).toBe(true);
  });

  it('finds item numbers by prefix, with full-width input normalised', async () => {
    const page = await list({ keyword: 'XN-123', page_size: 50 });
    expect(page.data.total).toBe(10);
    for (const item of page.data.list) expect(item.article_number).toMatch(/^XN-123\d$/);
    const wide = await list({ keyword: 'ＸＮ－１２３', page_size: 50 });
    expect(wide.data.list.map((i) => i.id)).toEqual(page.data.list.map((i) => i.id));
    const compact = await list({ keyword: 'xn1230', page_size: 50 });
    expect(compact.data.list[0]?.article_number).toBe('XN-1230');
  });

  it('finds English words, plural folded', async () => {
    const car = await list({ keyword: 'car', page_size: 100 });
    expect(car.data.total).toBeGreaterThan(0);
    for (const item of car.data.list) expect(`${item.name_en} ${item.category_en}`.toLowerCase()).toMatch(/\bcars?\b/);
    const dinos = await list({ keyword: 'dinosaurs' });
    expect(dinos.data.total).toBe((await list({ keyword: 'dinosaur' })).data.total);
  });

  it('filters by category, group, price, certificate, factory, region and section', async () => {
    const cate = await list({ cate_id: 4008, page_size: 100 });
    expect(cate.data.total).toBe(10);
    expect(cate.data.list.every((i) => i.category_id === 4008)).toBe(true);
    const group = await list({ group_id: 'baby', page_size: 100 });
    expect(group.data.list.every((i) => [4005, 4006, 4007, 4008].includes(i.category_id))).toBe(true);
    const price = await list({ min_price: 10, max_price: 20, page_size: 100 });
    expect(price.data.list.every((i) => i.exworks_price >= 10 && i.exworks_price <= 20)).toBe(true);
    const cert = await list({ certification: 'ASTM_F963', page_size: 100 });
    expect(cert.data.total).toBeGreaterThan(0);
    expect(cert.data.list.every((i) => i.certifications.includes('ASTM_F963'))).toBe(true);
    const factory = await list({ factory_id: cate.data.list[0]?.factory_id, page_size: 100 });
    expect(factory.data.list.every((i) => i.factory_id === cate.data.list[0]?.factory_id)).toBe(true);
    const region = await list({ region_id: 1, page_size: 100 });
    expect(region.data.list.every((i) => i.region_name === '汕头澄海')).toBe(true);
    const section = await list({ section: 'new', page_size: 100 });
    expect(section.data.total).toBeGreaterThan(0);
    const combined = await list({ keyword: '毛绒', cate_id: 4008, sort: 'price_asc', page_size: 100 });
    expect(combined.data.list.every((i) => i.category_id === 4008)).toBe(true);
  });

  it('sorts by price, newest and popularity, and pages with a stable total', async () => {
    const asc = await list({ sort: 'price_asc', page_size: 50 });
    const prices = asc.data.list.map((i) => i.exworks_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list({ sort: 'price_desc', page_size: 50 });
    expect(desc.data.list[0]?.exworks_price).toBeGreaterThanOrEqual(desc.data.list[1]?.exworks_price ?? 0);
    const newest = await list({ sort: 'new', page_size: 50 });
    const times = newest.data.list.map((i) => i.created_time);
    expect(times).toEqual([...times].sort().reverse());
    const hot = await list({ sort: 'hot', page_size: 50 });
    const pops = hot.data.list.map((i) => i.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    const one = await list({ page: 1, page_size: 40 });
    const two = await list({ page: 2, page_size: 40 });
    expect(one.data.total).toBe(two.data.total);
    expect(one.data.total_text).toBe(String(one.data.total));
    const ids = new Set(one.data.list.map((i) => i.id));
    expect(two.data.list.some((i) => ids.has(i.id))).toBe(false);
    const beyond = await list({ page: 1000, page_size: 40 });
    expect(beyond.data.list).toEqual([]);
  });
});

describe('broad relevance searches', () => {
  it('re-rank the most popular matches first, then page by popularity, covering every match once', async () => {
    const { listProducts } = await import('../src/catalogue/products');
    const limits = { window: 30 };
    const filters = { keyword: '车', page_size: 7 };
    const first = await listProducts(server.ctx, { ...filters, page: 1 }, undefined, limits);
    expect(first.total).toBeGreaterThan(60);
    const seen: number[] = [];
    for (let page = 1; (page - 1) * 7 < first.total; page++) {
      seen.push(...(await listProducts(server.ctx, { ...filters, page }, undefined, limits)).list.map((i) => i.id));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    const all = await listProducts(server.ctx, { ...filters, page: 1, page_size: 100, sort: 'hot' });
    const byPopularity = all.list.map((i) => i.id);
    // The first 30 are the 30 most popular matches, those whose name contains the query first.
    expect(new Set(seen.slice(0, 30))).toEqual(new Set(byPopularity.slice(0, 30)));
    expect(seen.slice(30, 60)).toEqual(byPopularity.slice(30, 60));
    const window = all.list.slice(0, 30);
    const firstWithout = seen.slice(0, 30).findIndex((id) => !window.find((i) => i.id === id)?.name.includes('车'));
    const lastWith = seen.slice(0, 30).findLastIndex((id) => window.find((i) => i.id === id)?.name.includes('车'));
    expect(firstWithout === -1 || lastWith < firstWithout).toBe(true);
  });
});

describe('bad input', () => {
  it('answers metacharacters, emoji and SQL text with Chinese messages or plain results, never a 500', async () => {
    const before = await list({ page_size: 1 });
    for (const keyword of ["& | ! : * ( ) \\ '", '😀😀', '!!!']) {
      const page = await list({ keyword });
      expect(page.status).toBe(200);
      expect(page.code).toBe(1);
      expect(page.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const keyword of ["汽车 & 水枪'", "'; DROP TABLE products; --", '汽车)|(*', 'car:* | !dinosaur', '%_\\']) {
      const page = await list({ keyword });
      expect(page.status, keyword).toBe(200);
      expect([0, 1]).toContain(page.code);
    }
    const long = await list({ keyword: '汽'.repeat(2000) });
    expect(long.status).toBe(400);
    expect(long.msg).toContain('搜索关键词不能超过100个字');
    const wrongType = await list({ keyword: 42, page: -1 });
    expect(wrongType.status).toBe(400);
    const after = await list({ page_size: 1 });
    expect(after.data.total).toBe(before.data.total);
  });
});

describe('get_detail and sections', () => {
  it('answers every §3 field, the factory contact, pictures and similar products', async () => {
    const first = (await list({ keyword: 'XN-1230' })).data.list[0];
    const { body } = await server.post<ToyDetail>('/api/toy/get_detail', { id: first?.id }, token);
    expect(body.code).toBe(0);
    const detail = body.data;
    expect(detail.article_number).toBe('XN-1230');
    expect(detail.factory_name).toContain('新诺');
    expect(detail.tel).toMatch(/^0754-/);
    expect(detail.pictures[0]).toBe(detail.picture);
    expect(detail.introduction).toContain(detail.name);
    expect(detail.similar.length).toBeGreaterThan(0);
    expect(detail.similar.every((s) => s.category_id === detail.category_id && s.id !== detail.id)).toBe(true);
    const missing = await server.post('/api/toy/get_detail', { id: 99_999_999 }, token);
    expect(missing.body.code).toBe(404);
    expect(missing.body.msg).toBe('记录不存在或无权访问');
  });

  it('lists every section and its detail', async () => {
    const paths = [
      'get_toy_new_list',
      'get_real_new_list',
      'get_toy_hot',
      'get_toy_stock_list',
      'get_toy_cross_list',
      'get_toy_spread_list',
      'get_overseas_recommendation',
      'get_platform_recommend',
      'get_recommend_toy',
      'get_toy_recommend',
      'get_certification_list',
    ];
    for (const path of paths) {
      const page = await list({ page_size: 10 }, `/api/toy/${path}`);
      expect(page.code, path).toBe(0);
      expect(page.data.total, path).toBeGreaterThan(0);
    }
    const stock = await list({ page_size: 1 }, '/api/toy/get_toy_stock_list');
    expect(stock.data.list[0]?.stock_quantity).toBeGreaterThan(0);
    const { body } = await server.post<ToyDetail>('/api/toy/detail_stock', { id: stock.data.list[0]?.id }, token);
    expect(body.data.sections).toContain('stock');
    for (const path of [
      '/api/hot/get_hot',
      '/api/hot/get_popularity_toy',
      '/api/gcc/get_certification_list',
      '/api/system/get_carefully_chosen_toy',
    ]) {
      expect((await list({}, path)).code, path).toBe(0);
    }
  });

  it('answers the home, area and content calls', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/api/system/get_cate_list', {}],
      ['/api/system/get_cate', { id: 4008 }],
      ['/api/system/get_showroom', {}],
      ['/api/system/get_carousel', {}],
      ['/api/system/get_advert', {}],
      ['/api/system/get_license', {}],
      ['/api/system/get_toy_hot', {}],
      ['/api/system/get_toy_new', {}],
      ['/api/toy/get_ip_config', {}],
      ['/api/toy/get_ip_list', {}],
      ['/api/gcc/get_gcc_list', {}],
      ['/api/gcc/get_certification_region', {}],
      ['/api/gcc/get_rank_region', {}],
      ['/api/live/get_list', {}],
      ['/api/file/get_list', {}],
      ['/api/content/get_video_list', {}],
      ['/api/content/get_trend_list', {}],
      ['/api/content/get_logistics_list', {}],
      ['/api/content/get_purchase_list', {}],
      ['/api/factory/get_area_list', {}],
      ['/api/factory/get_area', { id: 1 }],
    ];
    for (const [path, body] of calls) {
      const answer = await server.post<Record<string, unknown>>(path, body, token);
      expect(answer.body.code, path).toBe(0);
    }
    const cates = await server.post<{ list: { toy_count: number }[] }>('/api/system/get_cate_list', {}, token);
    expect(cates.body.data.list).toHaveLength(30);
    expect(cates.body.data.list.reduce((s, c) => s + c.toy_count, 0)).toBeGreaterThan(290);
    const ip = await server.post<{ list: { id: number; picture: string }[] }>('/api/toy/get_ip_config', {}, token);
    // Every licence is pictured (the IP zone shows no 暂无图片), and its picture is served.
    expect(ip.body.data.list.every((l) => l.picture.startsWith('/files/'))).toBe(true);
    const picture = await server.app.inject({ method: 'GET', url: ip.body.data.list[0]?.picture ?? '' });
    expect(picture.statusCode).toBe(200);
    const oneIp = await server.post<{ ip: { name: string } }>(
      '/api/toy/get_ip',
      { id: ip.body.data.list[0]?.id },
      token,
    );
    expect(oneIp.body.data.ip.name).toBeTruthy();
    const files = await server.post<{ list: { id: number }[] }>('/api/file/get_list', {}, token);
    const hits = await server.post<{ hits: number }>('/api/file/hits', { id: files.body.data.list[0]?.id }, token);
    expect(hits.body.data.hits).toBe(1);
  });

  it('broadcasts yesterday’s new-arrival factory and product counts', async () => {
    const { body } = await server.post<{ factory_count: number; toy_count: number; notes: string[] }>(
      '/api/system/get_broadcast',
      {},
    );
    expect(body.code).toBe(0);
    expect(body.data.toy_count).toBeGreaterThanOrEqual(body.data.factory_count);
    expect(body.data.notes.length).toBeGreaterThan(0);
  });
});

describe('factory search', () => {
  it('finds factories by name and by contact phone', async () => {
    const byName = await server.post<{ list: FactoryItem[]; total: number }>(
      '/api/factory/get_list',
      { keyword: '星辉' },
      token,
    );
    expect(byName.body.data.list.map((f) => f.name)).toContain('汕头市澄海区星辉玩具厂');
    const byPhone = await server.post<{ list: FactoryItem[] }>(
      '/api/factory/get_list',
      { keyword: '13800000005' },
      token,
    );
    expect(byPhone.body.data.list[0]?.name).toBe('汕头市澄海区星辉玩具厂');
    const prefix = await server.post<{ list: FactoryItem[] }>(
      '/api/factory/get_list',
      { keyword: '1380000000' },
      token,
    );
    expect(prefix.body.data.list.map((f) => f.mobile)).toContain('13800000005');
    const detail = await server.post<FactoryDetail>(
      '/api/factory/get_detail',
      { id: byPhone.body.data.list[0]?.id },
      token,
    );
    expect(detail.body.data.toy_count).toBeGreaterThanOrEqual(40);
    expect(detail.body.data.publicity).toHaveLength(3);
    for (const url of [detail.body.data.logo, detail.body.data.license]) {
      expect(url).toMatch(/^\/files\/[0-9a-f]{32}(_s)?\.jpg$/);
      expect((await fetch(server.baseUrl + url)).status).toBe(200);
    }
    const licences = await server.post<{ list: { license: string }[] }>('/api/system/get_license', {}, token);
    expect(licences.body.data.list[0]?.license).toMatch(/^\/files\//);
    const region = await server.post<{ list: FactoryItem[] }>(
      '/api/factory/get_list',
      { region_id: 1, is_taxpayer: 1 },
      token,
    );
    expect(region.body.data.list.every((f) => f.region_name === '汕头澄海' && f.is_taxpayer === 1)).toBe(true);
    const toys = await server.post<ToyPage>('/api/factory/get_toy_list', { id: byPhone.body.data.list[0]?.id }, token);
    expect(toys.body.data.total).toBeGreaterThanOrEqual(40);
  });
});

describe('recent, hot and suggested searches; browse logs', () => {
  it('keeps the user’s recent searches and suggests up to 10', async () => {
    const other = await server.login('13800000002');
    for (const keyword of ['毛绒', '水枪', '毛绒']) await server.post('/api/toy/get_list', { keyword }, other);
    await server.post('/api/toy/get_list', { keyword: '积木', page: 2 }, other);
    const recent = await server.post<{ list: string[] }>('/api/log/get_recent_searches', {}, other);
    expect(recent.body.data.list).toEqual(['毛绒', '水枪']);
    const hot = await server.post<{ list: string[] }>('/api/system/get_hot_search', {});
    expect(hot.body.data.list.length).toBeGreaterThan(0);
    expect(hot.body.data.list.length).toBeLessThanOrEqual(10);
    const suggest = await server.post<{ list: string[] }>('/api/toy/get_search_suggest', { keyword: '毛绒' }, other);
    expect(suggest.body.data.list[0]).toBe('毛绒');
    expect(suggest.body.data.list.length).toBeLessThanOrEqual(10);
  });

  it('hot searches and suggestions count different people, drop junk and never show one user’s input to others', async () => {
    const [one, two, three, four] = await Promise.all(
      ['13800000001', '13800000002', '13800000003', '13800000004'].map((phone) => server.login(phone)),
    );
    const search = (keyword: string, who: string) => server.post('/api/toy/get_list', { keyword }, who);
    const hot = async () => (await server.post<{ list: string[] }>('/api/system/get_hot_search', {})).body.data.list;
    const suggest = async (keyword: string, who: string) =>
      (await server.post<{ list: string[] }>('/api/toy/get_search_suggest', { keyword }, who)).body.data.list;
    // One user, many times: junk and an ordinary query of their own.
    for (let i = 0; i < 12; i++)
      for (const keyword of ["' OR '1'='1' --", 'zzqqxx测试垃圾', '泡泡机独家款']) await search(keyword, one as string);
    for (const shown of [await hot(), await suggest("'", two as string), await suggest('zzqq', two as string)])
      for (const q of ["' OR '1'='1' --", 'zzqqxx测试垃圾']) expect(shown).not.toContain(q);
    expect(await hot()).not.toContain('泡泡机独家款');
    expect(await suggest('泡泡机独', two as string)).not.toContain('泡泡机独家款');
    // The searcher is still suggested their own query.
    expect(await suggest('泡泡机独', one as string)).toContain('泡泡机独家款');
    // Three different people make a query hot and suggested to others; junk stays out whoever searches it.
    for (const who of [two, three, four]) {
      await search('泡泡机独家款', who as string);
      await search('zzqqxx测试垃圾', who as string);
    }
    expect(await hot()).toContain('泡泡机独家款');
    expect(await suggest('泡泡机独', four as string)).toContain('泡泡机独家款');
    expect(await hot()).not.toContain('zzqqxx测试垃圾');
    // Searches older than the window no longer count.
    server.advance((HOT_SEARCH_WINDOW_DAYS + 1) * DAY_MS);
    try {
      expect(await hot()).not.toContain('泡泡机独家款');
    } finally {
      server.advance(-(HOT_SEARCH_WINDOW_DAYS + 1) * DAY_MS);
    }
  });

  it('records browsed products and lists them newest first', async () => {
    const items = (await list({ page_size: 3 })).data.list;
    for (const item of items) await server.post('/api/log/toy_browse_log', { toy_id: item.id }, token);
    await server.post('/api/log/toy_browse_log', { toy_id: items[0]?.id, module: 'new' }, token);
    const all = await server.post<{ list: { id: number; browse_time: string }[]; total: number }>(
      '/api/log/toy_browse_log_all',
      {},
      token,
    );
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list[0]?.id).toBe(items[0]?.id);
    const fresh = await server.post<{ total: number }>('/api/log/toy_new_browse_log_all', {}, token);
    expect(fresh.body.data.total).toBe(1);
    const missing = await server.post('/api/log/toy_browse_log', { toy_id: 99_999_999 }, token);
    expect(missing.body.code).toBe(404);
    expect((await server.post('/api/log/user_click_func_log', { func_module: 'imageSearch' }, token)).body.code).toBe(
      0,
    );
    expect(
      (await server.post('/api/log/user_browse_func_log', { func_module: 'home', enter_time: 2, exit_time: 1 }, token))
        .body.code,
    ).toBe(1);
  });
});

describe('product_search stays in step with products', () => {
  it('follows inserts, updates (hidden, popularity) and deletes', async () => {
    const { db } = server.ctx.database;
    const [mismatched] = (
      await sql<{ n: number }>`SELECT count(*) AS n FROM products p FULL JOIN product_search s ON s.id = p.id
        WHERE s.id IS NULL OR p.id IS NULL OR s.popularity <> p.popularity OR s.search_tsv <> p.search_tsv`.execute(db)
    ).rows;
    expect(Number(mismatched?.n)).toBe(0);
    const item = (await list({ keyword: 'XN-1231' })).data.list[0];
    expect(item?.article_number).toBe('XN-1231');
    const id = item?.id as number;
    await db.updateTable('products').set({ is_black: true }).where('id', '=', id).execute();
    // A list is answered from the recent-lists cache until it expires.
    expect((await list({ keyword: 'XN-1231' })).data.total).toBe(1);
    server.advance(LIST_CACHE_MS);
    expect((await list({ keyword: 'XN-1231' })).data.total).toBe(0);
    await db.updateTable('products').set({ is_black: false }).where('id', '=', id).execute();
    server.advance(LIST_CACHE_MS);
    await server.post('/api/log/toy_browse_log', { toy_id: id }, token);
    const [synced] = await db
      .selectFrom('products as p')
      .innerJoin('product_search as s', 's.id', 'p.id')
      .select(['p.popularity as product', 's.popularity as search'])
      .where('p.id', '=', id)
      .execute();
    expect(synced?.search).toBe(synced?.product);
    expect((await list({ keyword: 'XN-1231' })).data.list[0]?.id).toBe(id);
    const copy = await db
      .insertInto('products')
      .values({
        factory_id: item?.factory_id as number,
        category_id: item?.category_id as number,
        article_number: 'QQ-777',
        name: '测试专用星星车',
        search_tsv: sql<string>`${"'qq' '777' 'qq777' '星星' '星' '车'"}::tsvector`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await list({ keyword: 'QQ-777' })).data.list.map((i) => i.id)).toEqual([copy.id]);
    await db.deleteFrom('products').where('id', '=', copy.id).execute();
    server.advance(LIST_CACHE_MS);
    expect((await list({ keyword: 'QQ-777' })).data.total).toBe(0);
  });
});

describe('keyword-search warm-up', () => {
  it('reads every block of product_search into a 256 MB PGlite buffer cache, and stops when told', async () => {
    const { db, engine } = server.ctx.database;
    if (engine !== 'pglite') return; // PostgreSQL keeps its own cache and is not warmed
    const { warmKeywordSearch } = await import('../src/catalogue/search');
    const shown = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(db);
    expect(shown.rows[0]?.shared_buffers).toBe('256MB');
    const size = await sql<{ blocks: number }>`
      SELECT (pg_relation_size('product_search') / current_setting('block_size')::int)::int AS blocks`.execute(db);
    const blocks = size.rows[0]?.blocks ?? 0;
    expect(blocks).toBeGreaterThan(0);
    const blocksRead = async () => {
      await sql`SELECT pg_stat_force_next_flush()`.execute(db);
      const row = await sql<{ n: number }>`
        SELECT coalesce(heap_blks_read, 0) + coalesce(heap_blks_hit, 0) AS n
        FROM pg_statio_user_tables WHERE relname = 'product_search'`.execute(db);
      return Number(row.rows[0]?.n);
    };
    const before = await blocksRead();
    await warmKeywordSearch(server.ctx, () => false);
    const after = await blocksRead();
    expect(after - before).toBeGreaterThanOrEqual(blocks);
    await warmKeywordSearch(server.ctx, () => true);
    expect(await blocksRead()).toBe(after);
  });
});

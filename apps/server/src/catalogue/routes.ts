import { api, CODE, type ContentItem, type Section, type ToyPage } from '@wanju/api-client';
import {
  CATEGORIES,
  CATEGORY_GROUPS,
  CERTIFICATES,
  formatZonedDateTime,
  MSG,
  zonedParts,
  zonedTimeToUtc,
} from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { factoryDetail, listFactories, regionList } from '../factories/service';
import { fileRoutes, fileUrl } from '../pictures/files';
import { imageRoutes } from '../pictures/image-search';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { route } from '../platform/http/route';
import { errorReportRoutes } from './error-reports';
import { excelRoutes } from './excel';
import { listProducts, productDetail, productsByIds, type ToyFilters } from './products';
import { chargeSearch, hotSearches, logSearch, recentSearches, suggestions } from './search';
import { catalogue } from './state';
import { parseQuery } from './text';

const notFound = () => new AppError(CODE.notFound, MSG.recordNotFound);

/** A keyword list search: validated, charged to the free quota (first page of a new query), logged. */
async function searchProducts(ctx: AppContext, user: SessionUser, filters: ToyFilters): Promise<ToyPage> {
  const keyword = filters.keyword?.trim() ?? '';
  const parsed = parseQuery(keyword);
  if (keyword && !parsed.tsquery) throw businessError('请输入有效的搜索关键词（文字、字母或数字）');
  const counted = keyword
    ? await chargeSearch(ctx, user, { kind: 'keyword', query: keyword, page: filters.page })
    : false;
  const page = await listProducts(ctx, filters, parsed);
  if (keyword && filters.page === 1)
    await logSearch(ctx, user, { kind: 'keyword', query: keyword, result_count: page.total, counted });
  return page;
}

async function contents(ctx: AppContext, kinds: string[], body: { page: number; page_size: number; keyword?: string }) {
  const { db } = ctx.database;
  let base = db.selectFrom('contents as c').where('c.kind', 'in', kinds);
  if (body.keyword?.trim())
    base = base.where('c.title', 'ilike', `%${body.keyword.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('factories as f', 'f.id', 'c.factory_id')
      .select([
        'c.id',
        'c.kind',
        'c.title',
        'c.picture',
        'c.body',
        'c.factory_id',
        'f.name as factory_name',
        'c.hits',
        'c.created_at',
      ])
      .orderBy('c.sort', 'desc')
      .orderBy('c.id', 'desc')
      .limit(body.page_size)
      .offset((body.page - 1) * body.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list: ContentItem[] = rows.map(({ body: extra, picture, created_at, factory_name, ...row }) => ({
    ...extra,
    ...row,
    picture: fileUrl(picture),
    factory_name: factory_name ?? '',
    created_time: formatZonedDateTime(new Date(created_at)),
  }));
  return { list, total: count.n };
}

export function catalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { toy, factory, home, hot, gcc, live, file, content, log } = api;
  const { db } = ctx.database;
  const state = catalogue(ctx);
  fileRoutes(app, state.files);
  app.addHook('onClose', async () => {
    state.stopped = true;
    await Promise.all(state.background);
    await state.pool?.close();
  });

  route(app, ctx, toy.getList, async ({ body, user }) => searchProducts(ctx, user, body));
  const sectionList =
    (section: Section) =>
    async ({ body, user }: { body: ToyFilters; user: SessionUser }) =>
      searchProducts(ctx, user, { ...body, section });
  route(app, ctx, toy.getToyNewList, sectionList('new'));
  route(app, ctx, toy.getRealNewList, async ({ body, user }) =>
    searchProducts(ctx, user, { ...body, section: 'new', sort: body.sort ?? 'new' }),
  );
  route(app, ctx, toy.getToyHot, sectionList('hot'));
  route(app, ctx, toy.getToyStockList, sectionList('stock'));
  route(app, ctx, toy.getToyCrossList, sectionList('cross'));
  route(app, ctx, toy.getToySpreadList, sectionList('spread'));
  route(app, ctx, toy.getOverseasRecommendation, sectionList('overseas'));
  route(app, ctx, toy.getPlatformRecommend, sectionList('platform'));
  route(app, ctx, toy.getRecommendToy, sectionList('carefully_chosen'));
  route(app, ctx, toy.getToyRecommend, sectionList('platform'));
  route(app, ctx, toy.getCertificationList, async ({ body, user }) =>
    searchProducts(ctx, user, { ...body, certification: body.certification ?? 'EN71' }),
  );
  route(app, ctx, home.getCarefullyChosenToy, sectionList('carefully_chosen'));
  route(app, ctx, hot.getHot, sectionList('hot'));
  route(app, ctx, hot.getPopularityToy, sectionList('ranking'));
  route(app, ctx, gcc.getCertificationList, async ({ body, user }) =>
    searchProducts(ctx, user, { ...body, certification: body.certification ?? 'EN71' }),
  );

  const detail = async ({ body }: { body: { id: number } }) =>
    (await productDetail(ctx, body.id)) ?? Promise.reject(notFound());
  for (const endpoint of [
    toy.getDetail,
    toy.detailStock,
    toy.detailSpread,
    toy.detailCross,
    toy.detailNew,
    toy.detail3d,
    toy.getToyHotDetail,
    hot.getHotDetail,
  ]) {
    route(app, ctx, endpoint, detail);
  }

  route(app, ctx, toy.getIpConfig, async () => ({ list: await ipList(ctx) }));
  route(app, ctx, toy.getIpList, async ({ body }) => {
    const list = await ipList(ctx);
    return { list: list.slice((body.page - 1) * body.page_size, body.page * body.page_size), total: list.length };
  });
  route(app, ctx, toy.getIp, async ({ body, user }) => {
    const ip = (await ipList(ctx)).find((i) => i.id === body.id);
    if (!ip) throw notFound();
    return {
      ip,
      ...(await searchProducts(ctx, user, { page: body.page, page_size: body.page_size, ip_id: body.id, sort: 'hot' })),
    };
  });
  route(app, ctx, toy.getSearchSuggest, async ({ body }) => ({ list: await suggestions(ctx, body.keyword) }));

  // Factories and manufacturing areas.
  route(app, ctx, factory.getList, async ({ body, user }) => {
    const keyword = body.keyword?.trim() ?? '';
    if (keyword && !parseQuery(keyword).tsquery) throw businessError('请输入有效的搜索关键词（文字、字母或数字）');
    const counted = keyword
      ? await chargeSearch(ctx, user, { kind: 'factory', query: keyword, page: body.page })
      : false;
    const page = await listFactories(ctx, body);
    if (keyword && body.page === 1)
      await logSearch(ctx, user, { kind: 'factory', query: keyword, result_count: page.total, counted });
    return page;
  });
  route(
    app,
    ctx,
    factory.getDetail,
    async ({ body }) => (await factoryDetail(ctx, body.id)) ?? Promise.reject(notFound()),
  );
  route(app, ctx, factory.getToyList, async ({ body }) =>
    listProducts(ctx, { page: body.page, page_size: body.page_size, factory_id: body.id, sort: 'new' }),
  );
  route(app, ctx, factory.getAreaList, async () => ({ list: await regionList(ctx) }));
  route(app, ctx, factory.getArea, async ({ body }) => {
    const [area] = await regionList(ctx, body.id);
    if (!area) throw notFound();
    return { area, ...(await listFactories(ctx, { page: body.page, page_size: body.page_size, region_id: body.id })) };
  });

  // Home page and shell (/api/system/*).
  route(app, ctx, home.getCateList, async ({ body }) => {
    const counts = await categoryCounts(ctx);
    return {
      list: CATEGORIES.filter((c) => !body.group_id || c.groupId === body.group_id).map((c) => ({
        id: c.id,
        name: c.name,
        name_en: c.name_en,
        group_id: c.groupId,
        toy_count: counts.get(c.id) ?? 0,
      })),
    };
  });
  route(app, ctx, home.getCate, async ({ body }) => {
    const c = CATEGORIES.find((x) => x.id === body.id);
    if (!c) throw notFound();
    const group = CATEGORY_GROUPS.find((g) => g.id === c.groupId);
    return {
      id: c.id,
      name: c.name,
      name_en: c.name_en,
      group_id: c.groupId,
      group_name: group?.name ?? '',
      toy_count: (await categoryCounts(ctx)).get(c.id) ?? 0,
    };
  });
  route(app, ctx, home.getShowroom, async () => {
    const rows = await db.selectFrom('showrooms').select(['id', 'route', 'name', 'city']).orderBy('id').execute();
    const counts = await db
      .selectFrom(sql<{ sid: number }>`(SELECT unnest(showroom_ids) AS sid FROM factories)`.as('u'))
      .select(['u.sid', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('u.sid')
      .execute();
    const byId = new Map(counts.map((c) => [c.sid, c.n]));
    return { list: rows.map((r) => ({ ...r, factory_count: byId.get(r.id) ?? 0 })) };
  });
  route(app, ctx, home.getBroadcast, async () => {
    // Yesterday in Asia/Shanghai.
    const today = zonedParts(ctx.now());
    const end = zonedTimeToUtc({
      year: today.year,
      month: today.month,
      day: today.day,
      hour: 0,
      minute: 0,
      second: 0,
      millisecond: 0,
    });
    const start = new Date(end.getTime() - 86_400_000);
    const [counts, notes] = await Promise.all([
      db
        .selectFrom('products')
        .select([
          (eb) => eb.fn.countAll<number>().as('toy_count'),
          sql<number>`count(DISTINCT factory_id)`.as('factory_count'),
        ])
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .where('is_black', '=', false)
        .executeTakeFirstOrThrow(),
      db.selectFrom('contents').select('title').where('kind', '=', 'note').orderBy('sort', 'desc').execute(),
    ]);
    return { factory_count: counts.factory_count, toy_count: counts.toy_count, notes: notes.map((n) => n.title) };
  });
  const contentKind = (kind: string) => async () => ({
    list: (await contents(ctx, [kind], { page: 1, page_size: 20 })).list,
  });
  route(app, ctx, home.getCarousel, contentKind('carousel'));
  route(app, ctx, home.getAdvert, contentKind('advert'));
  route(app, ctx, home.getLicense, async ({ body }) => {
    const page = await listFactories(ctx, { page: body.page, page_size: body.page_size, keyword: body.keyword });
    const licences = await db
      .selectFrom('factories')
      .select(['id', 'license'])
      .where('id', 'in', page.list.length ? page.list.map((f) => f.id) : [0])
      .execute();
    const byId = new Map(licences.map((l) => [l.id, l.license]));
    return {
      list: page.list.map((f) => ({
        id: f.id,
        name: f.name,
        license: fileUrl(byId.get(f.id)),
        region_name: f.region_name,
      })),
      total: page.total,
    };
  });
  route(app, ctx, home.getHotSearch, async () => ({ list: await hotSearches(ctx) }));
  route(app, ctx, home.getToyHot, async ({ body }) => ({
    list: (await listProducts(ctx, { page: 1, page_size: body.limit ?? 12, section: 'hot' })).list,
  }));
  route(app, ctx, home.getToyNew, async ({ body }) => ({
    list: (await listProducts(ctx, { page: 1, page_size: body.limit ?? 12, section: 'new', sort: 'new' })).list,
  }));

  route(app, ctx, gcc.getGccList, async () => {
    const counts = await db
      .selectFrom(
        sql<{ code: string }>`(SELECT unnest(certifications) AS code FROM products WHERE NOT is_black)`.as('u'),
      )
      .select(['u.code', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('u.code')
      .execute();
    const byCode = new Map(counts.map((c) => [c.code, c.n]));
    return {
      list: CERTIFICATES.map((c) => ({ code: c.id, name: c.name, region: c.region, toy_count: byCode.get(c.id) ?? 0 })),
    };
  });
  route(app, ctx, gcc.getCertificationRegion, async () => {
    const regions = new Map<string, string[]>();
    for (const c of CERTIFICATES) regions.set(c.region, [...(regions.get(c.region) ?? []), c.id]);
    return { list: [...regions].map(([region, certificates]) => ({ region, certificates })) };
  });
  route(app, ctx, gcc.getRankRegion, async () => ({
    list: (await regionList(ctx))
      .map((r) => ({ region_id: r.id, region_name: r.name, toy_count: r.toy_count, factory_count: r.factory_count }))
      .sort((a, b) => b.toy_count - a.toy_count || a.region_id - b.region_id),
  }));

  route(app, ctx, live.getList, async ({ body }) => contents(ctx, ['live'], body));
  route(app, ctx, file.getList, async ({ body }) => contents(ctx, ['file'], body));
  route(app, ctx, file.hits, async ({ body }) => {
    const row = await db
      .updateTable('contents')
      .set((eb) => ({ hits: eb('hits', '+', 1) }))
      .where('id', '=', body.id)
      .where('kind', '=', 'file')
      .returning('hits')
      .executeTakeFirst();
    if (!row) throw notFound();
    return { hits: row.hits };
  });
  route(app, ctx, content.getVideoList, async ({ body }) => contents(ctx, ['video'], body));
  route(app, ctx, content.getTrendList, async ({ body }) => contents(ctx, ['post'], body));
  route(app, ctx, content.getLogisticsList, async ({ body }) => contents(ctx, ['logistics'], body));
  route(app, ctx, content.getPurchaseList, async ({ body }) => contents(ctx, ['purchase'], body));
  route(app, ctx, content.getPurchaseDetail, async ({ body }) => {
    const page = await contents(ctx, ['purchase'], { page: 1, page_size: 100 });
    return page.list.find((c) => c.id === body.id) ?? Promise.reject(notFound());
  });

  // Logs.
  route(app, ctx, log.getRecentSearches, async ({ body, user }) => ({
    list: await recentSearches(ctx, user, body.kind),
  }));
  route(app, ctx, log.toyBrowseLog, async ({ body, user }) => {
    const product = await db.selectFrom('products').select('id').where('id', '=', body.toy_id).executeTakeFirst();
    if (!product) throw notFound();
    await db
      .insertInto('browse_logs')
      .values({
        user_id: user.userId,
        kind: body.module === 'new' ? 'toy_new' : 'toy',
        product_id: body.toy_id,
        module: body.module ?? '',
        created_at: ctx.now(),
      })
      .execute();
    await db
      .updateTable('products')
      .set((eb) => ({ popularity: eb('popularity', '+', 1) }))
      .where('id', '=', body.toy_id)
      .execute();
    return null;
  });
  const browsed =
    (kinds: string[]) =>
    async ({ body, user }: { body: { page: number; page_size: number }; user: SessionUser }) => {
      const base = db
        .selectFrom('browse_logs')
        .where('user_id', '=', user.userId)
        .where('kind', 'in', kinds)
        .where('product_id', 'is not', null);
      const [rows, count] = await Promise.all([
        base
          .select(['product_id', (eb) => eb.fn.max('created_at').as('last')])
          .groupBy('product_id')
          .orderBy('last', 'desc')
          .orderBy('product_id', 'desc')
          .limit(body.page_size)
          .offset((body.page - 1) * body.page_size)
          .execute(),
        base.select(sql<number>`count(DISTINCT product_id)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      const items = await productsByIds(
        ctx,
        rows.map((r) => r.product_id as number),
      );
      return {
        list: rows.flatMap((r) => {
          const item = items.get(r.product_id as number);
          return item ? [{ ...item, browse_time: formatZonedDateTime(new Date(r.last as Date)) }] : [];
        }),
        total: count.n,
      };
    };
  route(app, ctx, log.toyBrowseLogAll, browsed(['toy', 'toy_new']));
  route(app, ctx, log.toyNewBrowseLogAll, browsed(['toy_new']));
  const usage =
    (kind: string) =>
    async ({ body, user }: { body: Record<string, unknown>; user: SessionUser }) => {
      await db
        .insertInto('browse_logs')
        .values({
          user_id: user.userId,
          kind,
          module: String(body.func_module ?? body.booth_id ?? ''),
          detail: JSON.stringify(body),
          created_at: ctx.now(),
        })
        .execute();
      return null;
    };
  route(app, ctx, log.userClickFuncLog, usage('func_click'));
  route(app, ctx, log.userClickBoothLog, usage('booth_click'));
  route(app, ctx, log.userBrowseFuncLog, async (input) => {
    if (input.body.exit_time < input.body.enter_time) throw businessError('离开时间不能早于进入时间');
    return usage('func_browse')(input);
  });

  imageRoutes(app, ctx);
  excelRoutes(app, ctx);
  errorReportRoutes(app, ctx);
}

async function categoryCounts(ctx: AppContext) {
  const rows = await ctx.database.db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_black', '=', false)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, r.n]));
}

async function ipList(ctx: AppContext) {
  const rows = await ctx.database.db
    .selectFrom('ip_licences as i')
    .select([
      'i.id',
      'i.name',
      'i.name_en',
      'i.owner',
      'i.picture',
      'i.intro',
      (eb) =>
        eb
          .selectFrom('products as p')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('p.ip_id', '=', 'i.id')
          .as('toy_count'),
    ])
    .orderBy('i.sort')
    .execute();
  return rows.map((r) => ({ ...r, picture: fileUrl(r.picture), toy_count: Number(r.toy_count ?? 0) }));
}

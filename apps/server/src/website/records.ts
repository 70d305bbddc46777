import type { BrowseRecord, LoginRecord, Page, WebsiteStatistics } from '@wanju/api-client';
import { statisticsDays, visitPageLabel, WEBSITE_MSG, websiteFunnel } from '@wanju/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { companySiteIds, requireWebsiteRole, time, type WDb, wdb, zonedDayStart } from './common';

/** /browseRecords, /loginRecord, /statistics: who came, what they looked at, and how many went on to order. */

const DAY_MS = 86_400_000;
export const EXPORT_MAX_ROWS = 5000;

interface RecordFilter {
  website_id?: number;
  from?: string;
  to?: string;
  keyword?: string;
}

const browseQuery = (db: WDb, companyId: number, f: RecordFilter) => {
  let q = db
    .selectFrom('website_visits as r')
    .innerJoin('websites as w', 'w.id', 'r.website_id')
    .leftJoin('website_visitors as v', 'v.id', 'r.visitor_id')
    .leftJoin('company_products as p', 'p.id', 'r.company_product_id')
    .select([
      'r.id',
      'w.name as website_name',
      'v.name as visitor_name',
      'v.account as visitor_account',
      'r.page',
      'r.path',
      'p.name as product_name',
      'r.lang',
      'r.ip',
      'r.user_agent',
      'r.created_at',
    ])
    .where('r.website_id', 'in', companySiteIds(db, companyId));
  if (f.website_id) q = q.where('r.website_id', '=', f.website_id);
  if (f.from) q = q.where('r.created_at', '>=', zonedDayStart(f.from));
  if (f.to) q = q.where('r.created_at', '<', new Date(zonedDayStart(f.to).getTime() + DAY_MS));
  if (f.keyword) {
    const k = `%${f.keyword}%`;
    q = q.where((eb) =>
      eb.or([
        eb('v.name', 'ilike', k),
        eb('v.account', 'ilike', k),
        eb('p.name', 'ilike', k),
        eb('r.path', 'ilike', k),
      ]),
    );
  }
  return q;
};
type BrowseRow = Awaited<ReturnType<ReturnType<typeof browseQuery>['executeTakeFirstOrThrow']>>;
const toBrowse = (r: BrowseRow): BrowseRecord => ({
  id: Number(r.id),
  website_name: r.website_name,
  visitor_name: r.visitor_name ?? '',
  visitor_account: r.visitor_account ?? '',
  page: r.page,
  page_text: visitPageLabel(r.page),
  path: r.path,
  product_name: r.product_name ?? '',
  lang: r.lang,
  ip: r.ip,
  user_agent: r.user_agent,
  created_time: time(r.created_at),
});

const loginQuery = (db: WDb, companyId: number, f: RecordFilter & { succeeded?: boolean }) => {
  let q = db
    .selectFrom('website_logins as r')
    .innerJoin('websites as w', 'w.id', 'r.website_id')
    .leftJoin('website_visitors as v', 'v.id', 'r.visitor_id')
    .select([
      'r.id',
      'w.name as website_name',
      'v.name as visitor_name',
      'r.account',
      'r.succeeded',
      'r.ip',
      'r.user_agent',
      'r.created_at',
    ])
    .where('r.website_id', 'in', companySiteIds(db, companyId));
  if (f.website_id) q = q.where('r.website_id', '=', f.website_id);
  if (f.succeeded !== undefined) q = q.where('r.succeeded', '=', f.succeeded);
  if (f.from) q = q.where('r.created_at', '>=', zonedDayStart(f.from));
  if (f.to) q = q.where('r.created_at', '<', new Date(zonedDayStart(f.to).getTime() + DAY_MS));
  if (f.keyword) {
    const k = `%${f.keyword}%`;
    q = q.where((eb) => eb.or([eb('v.name', 'ilike', k), eb('r.account', 'ilike', k), eb('r.ip', 'like', k)]));
  }
  return q;
};
type LoginRow = Awaited<ReturnType<ReturnType<typeof loginQuery>['executeTakeFirstOrThrow']>>;
const toLogin = (r: LoginRow): LoginRecord => ({
  id: Number(r.id),
  website_name: r.website_name,
  visitor_name: r.visitor_name ?? '',
  account: r.account,
  succeeded: r.succeeded,
  ip: r.ip,
  user_agent: r.user_agent,
  created_time: time(r.created_at),
});

/** What paging needs of a records query (Kysely's builder, with the record table aliased `r`). */
interface RecordsQuery<R> {
  orderBy(column: 'r.id', direction: 'desc'): { limit(n: number): { offset(n: number): { execute(): Promise<R[]> } } };
  as(name: 'x'): never;
}

/** A page of a records query, newest first, with the query's total. */
async function newestPage<R, T>(
  db: WDb,
  q: RecordsQuery<R>,
  input: { page: number; page_size: number },
  map: (r: R) => T,
): Promise<Page<T>> {
  const [{ n }, list] = await Promise.all([
    db
      .selectFrom(q.as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q
      .orderBy('r.id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
  ]);
  return { total: Number(n), list: list.map(map) };
}

export async function browseRecords(
  ctx: AppContext,
  user: SessionUser,
  input: RecordFilter & { page: number; page_size: number },
): Promise<Page<BrowseRecord>> {
  requireWebsiteRole(user, 'view');
  const db = wdb(ctx);
  return newestPage(db, browseQuery(db, user.companyId, input) as unknown as RecordsQuery<BrowseRow>, input, toBrowse);
}

export async function loginRecords(
  ctx: AppContext,
  user: SessionUser,
  input: RecordFilter & { succeeded?: boolean; page: number; page_size: number },
): Promise<Page<LoginRecord>> {
  requireWebsiteRole(user, 'view');
  const db = wdb(ctx);
  return newestPage(db, loginQuery(db, user.companyId, input) as unknown as RecordsQuery<LoginRow>, input, toLogin);
}

/** The filtered records as an xlsx workbook (newest first, up to EXPORT_MAX_ROWS). */
export async function exportRecords(
  ctx: AppContext,
  user: SessionUser,
  input: RecordFilter & { kind: 'browse' | 'login' },
): Promise<{ file_name: string; content_base64: string; rows: number }> {
  requireWebsiteRole(user, 'view');
  const db = wdb(ctx);
  const workbook = new ExcelJS.Workbook();
  let count = 0;
  if (input.kind === 'browse') {
    const rows = (
      await browseQuery(db, user.companyId, input).orderBy('r.id', 'desc').limit(EXPORT_MAX_ROWS).execute()
    ).map(toBrowse);
    const sheet = workbook.addWorksheet('浏览记录');
    sheet.columns = [
      { header: '时间', key: 'created_time', width: 20 },
      { header: '网站', key: 'website_name', width: 20 },
      { header: '访客', key: 'visitor_name', width: 14 },
      { header: '账号', key: 'visitor_account', width: 22 },
      { header: '页面', key: 'page_text', width: 12 },
      { header: '产品', key: 'product_name', width: 24 },
      { header: '地址', key: 'path', width: 36 },
      { header: '语言', key: 'lang', width: 6 },
      { header: 'IP', key: 'ip', width: 16 },
    ];
    sheet.addRows(rows);
    count = rows.length;
  } else {
    const rows = (
      await loginQuery(db, user.companyId, input).orderBy('r.id', 'desc').limit(EXPORT_MAX_ROWS).execute()
    ).map(toLogin);
    const sheet = workbook.addWorksheet('登录记录');
    sheet.columns = [
      { header: '时间', key: 'created_time', width: 20 },
      { header: '网站', key: 'website_name', width: 20 },
      { header: '访客', key: 'visitor_name', width: 14 },
      { header: '账号', key: 'account', width: 22 },
      { header: '结果', key: 'result', width: 8 },
      { header: 'IP', key: 'ip', width: 16 },
      { header: '设备', key: 'user_agent', width: 40 },
    ];
    sheet.addRows(rows.map((r) => ({ ...r, result: r.succeeded ? '成功' : '失败' })));
    count = rows.length;
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const day = time(ctx.now()).slice(0, 10).replaceAll('-', '');
  return {
    file_name: `${input.kind === 'browse' ? '浏览记录' : '登录记录'}_${day}.xlsx`,
    content_base64: buffer.toString('base64'),
    rows: count,
  };
}

/** /statistics: visits and visitors by day, top products, and the funnel visit → sample list → order. */
export async function statistics(
  ctx: AppContext,
  user: SessionUser,
  input: { website_id?: number; from: string; to: string },
): Promise<WebsiteStatistics> {
  requireWebsiteRole(user, 'view');
  const days = statisticsDays(input.from, input.to);
  if (!days) throw businessError(WEBSITE_MSG.rangeInvalid);
  const db = wdb(ctx);
  const start = zonedDayStart(input.from);
  const end = new Date(zonedDayStart(input.to).getTime() + DAY_MS);
  const sites = input.website_id
    ? db.selectFrom('websites').select('id').where('company_id', '=', user.companyId).where('id', '=', input.website_id)
    : companySiteIds(db, user.companyId);
  const visits = db
    .selectFrom('website_visits')
    .where('website_id', 'in', sites)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  const dayOf = sql<string>`to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const [totals, byDay, top, registered, lists, orders] = await Promise.all([
    visits
      .select((eb) => [eb.fn.countAll<number>().as('visits'), sql<number>`count(DISTINCT visitor_key)`.as('visitors')])
      .executeTakeFirstOrThrow(),
    visits
      .select((eb) => [
        dayOf.as('day'),
        eb.fn.countAll<number>().as('visits'),
        sql<number>`count(DISTINCT visitor_key)`.as('visitors'),
      ])
      .groupBy(dayOf)
      .execute(),
    db
      .selectFrom('website_visits as r')
      .innerJoin('company_products as p', 'p.id', 'r.company_product_id')
      .select((eb) => ['p.id', 'p.name', 'p.item_number', eb.fn.countAll<number>().as('views')])
      .where('r.website_id', 'in', sites)
      .where('r.created_at', '>=', start)
      .where('r.created_at', '<', end)
      .groupBy(['p.id', 'p.name', 'p.item_number'])
      .orderBy('views', 'desc')
      .orderBy('p.id')
      .limit(10)
      .execute(),
    db
      .selectFrom('website_visitors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('website_id', 'in', sites)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('website_sample_lists')
      .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number>`count(DISTINCT visitor_id)`.as('people')])
      .where('website_id', 'in', sites)
      .where('submitted_at', '>=', start)
      .where('submitted_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('website_orders')
      .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number>`count(DISTINCT visitor_id)`.as('people')])
      .where('website_id', 'in', sites)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow(),
  ]);
  const perDay = new Map(byDay.map((d) => [d.day, d]));
  const visitors = Number(totals.visitors);
  return {
    from: input.from,
    to: input.to,
    visits: Number(totals.visits),
    visitors,
    registered: Number(registered.n),
    sample_lists: Number(lists.n),
    orders: Number(orders.n),
    days: days.map((day) => ({
      day,
      visits: Number(perDay.get(day)?.visits ?? 0),
      visitors: Number(perDay.get(day)?.visitors ?? 0),
    })),
    top_products: top.map((t) => ({ id: t.id, name: t.name, item_number: t.item_number, views: Number(t.views) })),
    funnel: websiteFunnel(visitors, Number(lists.people), Number(orders.people)),
  };
}

import type {
  Page,
  SampleListDetail,
  SampleListItem,
  WebsiteLine,
  WebsiteOrderDetail,
  WebsiteOrderItem,
} from '@wanju/api-client';
import {
  ORDER_STATUS_LABELS,
  orderNextStatuses,
  orderTransitionProblem,
  SAMPLE_LIST_STATUS,
  sampleListStatusLabel,
  WEBSITE_MSG,
} from '@wanju/domain';
import { sql } from 'kysely';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { companySiteIds, requireWebsiteRole, time, type WDb, wdb } from './common';

/**
 * /sampleList, /sampleListDetail, /customerIndent, /customerOrder: the sample lists visitors submitted and
 * the orders they placed from them, as the company sees them; the company moves an order's status on.
 */

const listQuery = (db: WDb, companyId: number) =>
  db
    .selectFrom('website_sample_lists as l')
    .innerJoin('websites as w', 'w.id', 'l.website_id')
    .innerJoin('website_visitors as v', 'v.id', 'l.visitor_id')
    .select([
      'l.id',
      'l.website_id',
      'w.name as website_name',
      'v.name as visitor_name',
      'v.account as visitor_account',
      'v.company_name as visitor_company',
      'l.status',
      'l.remark',
      'l.submitted_at',
      (eb) =>
        eb
          .selectFrom('website_sample_items as i')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('i.list_id', '=', 'l.id')
          .as('item_count'),
      sql<number>`(SELECT coalesce(sum(i.qty), 0) FROM website_sample_items i WHERE i.list_id = l.id)`.as('total_qty'),
      sql<number | null>`(SELECT max(o.id) FROM website_orders o WHERE o.sample_list_id = l.id)`.as('order_id'),
    ])
    .where('l.website_id', 'in', companySiteIds(db, companyId))
    // a list being built is the visitor's own until submitted
    .where('l.status', '<>', SAMPLE_LIST_STATUS.open);

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;
const toList = (r: ListRow): SampleListItem => ({
  id: r.id,
  website_id: r.website_id,
  website_name: r.website_name,
  visitor_name: r.visitor_name,
  visitor_account: r.visitor_account,
  visitor_company: r.visitor_company,
  status: r.status,
  status_text: sampleListStatusLabel(r.status),
  item_count: Number(r.item_count ?? 0),
  total_qty: Number(r.total_qty ?? 0),
  remark: r.remark,
  submitted_time: time(r.submitted_at),
  order_id: r.order_id == null ? null : Number(r.order_id),
});

const like = (keyword: string) => `%${keyword}%`;

export async function sampleLists(
  ctx: AppContext,
  user: SessionUser,
  input: { website_id?: number; keyword?: string; page: number; page_size: number },
): Promise<Page<SampleListItem>> {
  requireWebsiteRole(user, 'view');
  const db = wdb(ctx);
  let q = listQuery(db, user.companyId);
  if (input.website_id) q = q.where('l.website_id', '=', input.website_id);
  if (input.keyword) {
    const k = like(input.keyword);
    q = q.where((eb) =>
      eb.or([eb('v.name', 'ilike', k), eb('v.account', 'ilike', k), eb('v.company_name', 'ilike', k)]),
    );
  }
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom(q.as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q
      .orderBy('l.submitted_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
  ]);
  return { total: Number(n), list: rows.map(toList) };
}

/** The lines of a sample list, with the product's current name, picture and price. */
export async function sampleLines(db: WDb, listId: number): Promise<WebsiteLine[]> {
  const rows = await db
    .selectFrom('website_sample_items as i')
    .innerJoin('company_products as p', 'p.id', 'i.company_product_id')
    .select(['i.company_product_id', 'p.item_number', 'p.name', 'p.picture', 'p.unit', 'p.price', 'i.qty', 'i.remark'])
    .where('i.list_id', '=', listId)
    .orderBy('i.added_at')
    .execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

export async function sampleListDetail(ctx: AppContext, user: SessionUser, id: number): Promise<SampleListDetail> {
  requireWebsiteRole(user, 'view');
  const db = wdb(ctx);
  const row = await listQuery(db, user.companyId).where('l.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(WEBSITE_MSG.sampleListNotFound);
  return { ...toList(row), lines: await sampleLines(db, id) };
}

// ── Orders ───────────────────────────────────────────────────────────────────────────────────────────

const orderQuery = (db: WDb) =>
  db
    .selectFrom('website_orders as o')
    .innerJoin('websites as w', 'w.id', 'o.website_id')
    .innerJoin('website_visitors as v', 'v.id', 'o.visitor_id')
    .select([
      'o.id',
      'o.number',
      'o.website_id',
      'w.name as website_name',
      'v.name as visitor_name',
      'v.account as visitor_account',
      'v.company_name as visitor_company',
      'o.status',
      'o.status_note',
      'o.remark',
      'o.total',
      'o.sample_list_id',
      'o.created_at',
      'o.updated_at',
      (eb) =>
        eb
          .selectFrom('website_order_items as i')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('i.order_id', '=', 'o.id')
          .as('item_count'),
    ]);

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;
export const toOrder = (r: OrderRow): WebsiteOrderItem => ({
  id: r.id,
  number: r.number,
  website_id: r.website_id,
  website_name: r.website_name,
  visitor_name: r.visitor_name,
  visitor_account: r.visitor_account,
  visitor_company: r.visitor_company,
  status: r.status,
  status_text: ORDER_STATUS_LABELS[r.status] ?? '',
  next_statuses: orderNextStatuses(r.status).map((s) => ({ status: s, text: ORDER_STATUS_LABELS[s] ?? '' })),
  status_note: r.status_note,
  remark: r.remark,
  total: Number(r.total),
  item_count: Number(r.item_count ?? 0),
  sample_list_id: r.sample_list_id,
  created_time: time(r.created_at),
  updated_time: time(r.updated_at),
});

export async function orderLines(db: WDb, orderId: number): Promise<WebsiteLine[]> {
  const rows = await db
    .selectFrom('website_order_items')
    .select(['company_product_id', 'item_number', 'name', 'picture', 'unit', 'price', 'qty', 'remark'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

export async function orderList(
  ctx: AppContext,
  user: SessionUser,
  input: { website_id?: number; status?: number; keyword?: string; page: number; page_size: number },
): Promise<Page<WebsiteOrderItem>> {
  requireWebsiteRole(user, 'view');
  const db = wdb(ctx);
  let q = orderQuery(db).where('o.website_id', 'in', companySiteIds(db, user.companyId));
  if (input.website_id) q = q.where('o.website_id', '=', input.website_id);
  if (input.status !== undefined) q = q.where('o.status', '=', input.status);
  if (input.keyword) {
    const k = like(input.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('o.number', 'ilike', k),
        eb('v.name', 'ilike', k),
        eb('v.account', 'ilike', k),
        eb('v.company_name', 'ilike', k),
      ]),
    );
  }
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom(q.as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q
      .orderBy('o.id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
  ]);
  return { total: Number(n), list: rows.map(toOrder) };
}

export async function orderDetail(ctx: AppContext, user: SessionUser, id: number): Promise<WebsiteOrderDetail> {
  requireWebsiteRole(user, 'view');
  const db = wdb(ctx);
  const row = await orderQuery(db)
    .where('o.website_id', 'in', companySiteIds(db, user.companyId))
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(WEBSITE_MSG.orderNotFound);
  return { ...toOrder(row), lines: await orderLines(db, id) };
}

/** The company moves an order on (confirm, ship, complete, cancel), only along the domain's transitions. */
export async function setOrderStatus(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; status: number; note: string },
): Promise<WebsiteOrderDetail> {
  requireWebsiteRole(user, 'orders');
  await wdb(ctx)
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('website_orders')
        .select(['id', 'status'])
        .where('id', '=', input.id)
        .where('website_id', 'in', companySiteIds(trx, user.companyId))
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound(WEBSITE_MSG.orderNotFound);
      const problem = orderTransitionProblem(row.status, input.status);
      if (problem) throw businessError(problem);
      await trx
        .updateTable('website_orders')
        .set({ status: input.status, status_note: input.note.trim(), updated_at: ctx.now() })
        .where('id', '=', row.id)
        .execute();
    });
  return orderDetail(ctx, user, input.id);
}

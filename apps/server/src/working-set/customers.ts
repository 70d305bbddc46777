import type { CustomerItem, ToyItem } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import { applyCompareEdit, MSG, seesCompanyRecords, validateCustomerName, WORKING_SET_MSG } from '@wanju/domain';
import { sql } from 'kysely';
import { isColleague } from '../account/index';
import { productsByIds, requireListedProducts } from '../catalogue/index';
import { own, ownerOf, scopeCondition, visible } from '../platform/access/index';
import { containing } from '../platform/db/query';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError, notFound } from '../platform/http/errors';
import { type Db, lockOwner, time } from './common';

const NOT_FOUND = MSG.customerNotFound;

function customerQuery(db: Db) {
  return db
    .selectFrom('customers as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select((eb) => [
      'u.nickname as user_name',
      eb
        .selectFrom('customer_picks as cp')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('cp.customer_id', '=', 'c.id')
        .as('cart_count'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof customerQuery>['executeTakeFirstOrThrow']>>;
const toCustomer = (r: Row): CustomerItem => ({
  id: r.id,
  name: r.name,
  contact: r.contact,
  phone: r.phone,
  email: r.email,
  country: r.country,
  address: r.address,
  remark: r.remark,
  user_id: r.user_id,
  user_name: r.user_name,
  cart_count: Number(r.cart_count ?? 0),
  created_time: time(r.created_at) ?? '',
});

export async function listCustomers(
  ctx: AppContext,
  user: SessionUser,
  input: { page: number; page_size: number; keyword?: string; user_id?: number },
) {
  let base = ctx.database.db.selectFrom('customers as c').where(visible(user, 'customer', 'c'));
  if (input.user_id) base = base.where('c.user_id', '=', input.user_id);
  const keyword = input.keyword?.trim();
  if (keyword) {
    const like = containing(keyword);
    base = base.where((eb) =>
      eb.or([eb('c.name', 'ilike', like), eb('c.contact', 'ilike', like), eb('c.phone', 'like', like)]),
    );
  }
  const ids = base.select('c.id');
  const [rows, count] = await Promise.all([
    customerQuery(ctx.database.db)
      .where('c.id', 'in', ids)
      .orderBy('c.id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toCustomer), total: Number(count.n) };
}

async function customerById(db: Db, user: SessionUser, id: number): Promise<CustomerItem> {
  const row = await customerQuery(db)
    .where('c.id', '=', id)
    .where(visible(user, 'customer', 'c'))
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return toCustomer(row);
}

/** Same name among the company's customers (or the user's own without a company), another than `exceptId`. */
export async function customerExists(ctx: AppContext, user: SessionUser, name: string, exceptId?: number) {
  let q = ctx.database.db
    .selectFrom('customers as c')
    .select('c.id')
    .where(sql`lower(c.name)`, '=', name.trim().toLowerCase())
    .where(scopeCondition(user, 'company', 'c'));
  if (exceptId) q = q.where('c.id', '!=', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/** Whom a customer is assigned to: a salesperson only to themselves; others to a colleague of the company. */
async function assignee(ctx: AppContext, user: SessionUser, requested?: number): Promise<number> {
  if (!requested || requested === user.userId) return user.userId;
  if (user.companyId <= 0 || !seesCompanyRecords(user.userType))
    throw new AppError(CODE.forbidden, MSG.assignCustomerForbidden);
  if (!(await isColleague(ctx, user.companyId, requested))) throw notFound(MSG.salespersonNotFound);
  return requested;
}

type CustomerInput = {
  name: string;
  contact?: string;
  phone?: string;
  email?: string;
  country?: string;
  address?: string;
  remark?: string;
  user_id?: number;
};

function fields(input: CustomerInput) {
  const error = validateCustomerName(input.name);
  if (error) throw businessError(error);
  const { user_id: _ignored, ...rest } = input;
  return { ...rest, name: input.name.trim() };
}

export async function addCustomer(ctx: AppContext, user: SessionUser, input: CustomerInput) {
  const values = fields(input);
  if (await customerExists(ctx, user, values.name)) throw businessError(WORKING_SET_MSG.customerExists);
  const userId = await assignee(ctx, user, input.user_id);
  const row = await ctx.database.db
    .insertInto('customers')
    .values({ ...values, ...ownerOf(user), user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return customerById(ctx.database.db, user, row.id);
}

export async function editCustomer(ctx: AppContext, user: SessionUser, input: CustomerInput & { id: number }) {
  const values = fields(input);
  await customerById(ctx.database.db, user, input.id);
  if (await customerExists(ctx, user, values.name, input.id)) throw businessError(WORKING_SET_MSG.customerExists);
  const userId = input.user_id === undefined ? undefined : await assignee(ctx, user, input.user_id);
  const { id: _id, ...rest } = values as typeof values & { id?: number };
  await ctx.database.db
    .updateTable('customers')
    .set({ ...rest, ...(userId ? { user_id: userId } : {}), updated_at: ctx.now() })
    .where('id', '=', input.id)
    .execute();
  return customerById(ctx.database.db, user, input.id);
}

export async function deleteCustomer(ctx: AppContext, user: SessionUser, id: number) {
  const result = await ctx.database.db
    .deleteFrom('customers as c')
    .where('c.id', '=', id)
    .where(visible(user, 'customer', 'c'))
    .executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw notFound(NOT_FOUND);
}

// ── Comparison (the user's own list) ──────────────────────────────────────────────────────────────────

/** The user's own comparison list (personal records), in order. */
async function compareIds(db: Db, user: SessionUser): Promise<number[]> {
  const rows = await db
    .selectFrom('compare_items')
    .select('product_id')
    .where(own(user, 'compare_items'))
    .orderBy('position')
    .execute();
  return rows.map((r) => r.product_id);
}

export async function compareList(ctx: AppContext, user: SessionUser): Promise<{ list: ToyItem[] }> {
  const ids = await compareIds(ctx.database.db, user);
  const products = await productsByIds(ctx, ids);
  return { list: ids.flatMap((id) => products.get(id) ?? []) };
}

export async function editCompare(
  ctx: AppContext,
  user: SessionUser,
  input: { ids: number[]; action: 'set' | 'add' | 'remove' },
): Promise<{ ids: number[] }> {
  return ctx.database.db.transaction().execute(async (trx) => {
    await lockOwner(trx, user.userId);
    if (input.action !== 'remove') await requireListedProducts(trx, [...new Set(input.ids)]);
    const current = await compareIds(trx, user);
    const change = applyCompareEdit(current, input.ids, input.action);
    if (change.error) throw businessError(change.error);
    await trx.deleteFrom('compare_items').where('user_id', '=', user.userId).execute();
    if (change.ids.length)
      await trx
        .insertInto('compare_items')
        .values(change.ids.map((product_id, position) => ({ user_id: user.userId, product_id, position })))
        .execute();
    return { ids: change.ids };
  });
}

import type { CustomerItem, ToyItem } from '@wanju/api-client';
import { applyCompareEdit, validateCustomerName, WORKING_SET_MSG } from '@wanju/domain';
import { sql } from 'kysely';
import { productsByIds } from '../catalogue/products';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { assignedTo, companyOf, type Db, notFound, requireProducts, time } from './scope';

const NOT_FOUND = '客户不存在或无权访问';

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
  input: { page: number; page_size: number; keyword?: string },
) {
  let base = ctx.database.db.selectFrom('customers as c').where(assignedTo(user, 'c'));
  const keyword = input.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
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
  const row = await customerQuery(db).where('c.id', '=', id).where(assignedTo(user, 'c')).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return toCustomer(row);
}

/** Same name in the user's scope (another customer than `exceptId`). */
export async function customerExists(ctx: AppContext, user: SessionUser, name: string, exceptId?: number) {
  let q = ctx.database.db
    .selectFrom('customers as c')
    .select('c.id')
    .where(sql`lower(c.name)`, '=', name.trim().toLowerCase())
    .where(assignedTo({ ...user, userType: user.companyId > 0 ? 0 : user.userType }, 'c'));
  if (exceptId) q = q.where('c.id', '!=', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/** Whom a customer is assigned to: a salesperson only to themselves; others to a colleague of the company. */
async function assignee(ctx: AppContext, user: SessionUser, requested?: number): Promise<number> {
  if (!requested || requested === user.userId) return user.userId;
  if (user.companyId <= 0 || user.userType === 1) throw new AppError(403, '只有主账号或管理员可以分配客户');
  const colleague = await ctx.database.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', requested)
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  if (!colleague) throw notFound('业务员不存在');
  return colleague.id;
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
    .values({ ...values, company_id: companyOf(user), user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return customerById(
    ctx.database.db,
    user.userType === 1 && userId !== user.userId ? { ...user, userType: 0 } : user,
    row.id,
  );
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
  return customerById(ctx.database.db, { ...user, userType: user.userType === 1 ? 0 : user.userType }, input.id);
}

export async function deleteCustomer(ctx: AppContext, user: SessionUser, id: number) {
  const result = await ctx.database.db
    .deleteFrom('customers as c')
    .where('c.id', '=', id)
    .where(assignedTo(user, 'c'))
    .executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw notFound(NOT_FOUND);
}

// ── Comparison (the user's own list) ──────────────────────────────────────────────────────────────────

async function compareIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('compare_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.product_id);
}

export async function compareList(ctx: AppContext, user: SessionUser): Promise<{ list: ToyItem[] }> {
  const ids = await compareIds(ctx.database.db, user.userId);
  const products = await productsByIds(ctx, ids);
  return { list: ids.flatMap((id) => products.get(id) ?? []) };
}

export async function editCompare(
  ctx: AppContext,
  user: SessionUser,
  input: { ids: number[]; action: 'set' | 'add' | 'remove' },
): Promise<{ ids: number[] }> {
  return ctx.database.db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM users WHERE id = ${user.userId} FOR UPDATE`.execute(trx);
    if (input.action !== 'remove') await requireProducts(trx, [...new Set(input.ids)]);
    const current = await compareIds(trx, user.userId);
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

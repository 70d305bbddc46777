import type { CustomerAssociation } from '@wanju/api-client';
import { MSG, type QuotationStatus } from '@wanju/domain';
import type { Kysely } from 'kysely';
import { visible } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import { type CDB, cdb, time } from './common';

/** What this summary reads of the quotations area's table (read-only). */
interface QuotationRows {
  quotations: {
    id: number;
    company_id: number | null;
    user_id: number;
    customer_id: number | null;
    number: string;
    status: QuotationStatus;
    created_at: Date;
  };
}

/**
 * get_customer_association: what is linked to a customer (its salesperson, sample carts and quotations),
 * read with the same access rule as the customer: a salesperson sees only their own customers.
 * Reads the working set's and quotations' tables for this one summary (no index offers it).
 */
export async function customerAssociation(
  ctx: AppContext,
  user: SessionUser,
  id: number,
): Promise<CustomerAssociation> {
  const db = cdb(ctx) as unknown as Kysely<CDB & QuotationRows>;
  const customer = await db
    .selectFrom('customers as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.name', 'c.user_id', 'u.nickname'])
    .where('c.id', '=', id)
    .where(visible(user, 'customer', 'c'))
    .executeTakeFirst();
  if (!customer) throw notFound(MSG.customerNotFound);
  const [carts, quotations] = await Promise.all([
    db
      .selectFrom('customer_picks as cp')
      .select([
        'cp.id',
        'cp.name',
        (eb) =>
          eb
            .selectFrom('sample_car_items as i')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('i.customer_pick_id', '=', 'cp.id')
            .as('toy_count'),
      ])
      .where('cp.customer_id', '=', id)
      .where(visible(user, 'cart', 'cp'))
      .orderBy('cp.id', 'desc')
      .execute(),
    db
      .selectFrom('quotations as q')
      .select(['q.id', 'q.number', 'q.status', 'q.created_at'])
      .where('q.customer_id', '=', id)
      .where(visible(user, 'quotation', 'q'))
      .orderBy('q.id', 'desc')
      .limit(100)
      .execute(),
  ]);
  return {
    customer_id: customer.id,
    customer_name: customer.name,
    user_id: customer.user_id,
    user_name: customer.nickname,
    carts: carts.map((c) => ({ id: c.id, name: c.name, toy_count: Number(c.toy_count ?? 0) })),
    quotations: quotations.map((q) => ({
      id: q.id,
      number: q.number,
      status: q.status,
      created_time: time(q.created_at),
    })),
  };
}

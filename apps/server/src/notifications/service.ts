import {
  formatZonedDateTime,
  inquiryNotifyAt,
  MSG,
  NOTICE_TITLE,
  QUOTATION_MSG,
  supplementNotifyAt,
} from '@wanju/domain';
import { sql } from 'kysely';
import { eventBus, publishChange } from '../platform/events/index';
import type { AppContext } from '../platform/http/context';

/**
 * Notifications: system messages (sys_messages, the bell's list) written when something happens that a
 * user is waiting for, and pushed to the user's channel so the bell's count moves without a reload.
 */

export interface Notice {
  kind: 'inquiry' | 'supplement' | 'find_sample' | 'choose' | 'quotation' | 'export' | 'cart' | 'system';
  title: string;
  content?: string;
  /** a route of the app the notice opens ('' for none) */
  link?: string;
}

/** Stores the notice for each user, then publishes each user's new unread count. */
export async function notify(ctx: AppContext, userIds: number | readonly number[], notice: Notice): Promise<void> {
  const ids = [...new Set(typeof userIds === 'number' ? [userIds] : userIds)].filter((id) => id > 0);
  if (!ids.length) return;
  const db = ctx.database.db;
  await db
    .insertInto('sys_messages')
    .values(
      ids.map((user_id) => ({
        user_id,
        kind: notice.kind,
        title: notice.title.slice(0, 200),
        content: (notice.content ?? '').slice(0, 2000),
        link: notice.link ?? '',
        created_at: ctx.now(),
      })),
    )
    .execute();
  const counts = await db
    .selectFrom('sys_messages')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', ids)
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute();
  // a lost push costs only latency (the bell reads the count again after a reconnect); the hub logs its failures
  for (const row of counts)
    await ctx.realtime.publish(`user:${row.user_id}`, { type: 'notice', count: Number(row.n) }).catch(() => {});
}

/** The users of a company that presents this factory (who answer for it). */
async function factoryStaff(ctx: AppContext, factoryId: number): Promise<number[]> {
  const rows = await ctx.database.db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('u.id')
    .where('c.factory_id', '=', factoryId)
    .execute();
  return rows.map((r) => r.id);
}

// ---- the events (one call each where the action happens)

/**
 * Runs an event after its action has committed: a notice that cannot be written must not turn a done
 * action into an error for its caller, so the failure is only logged.
 */
export function after(ctx: AppContext, event: (ctx: AppContext) => Promise<void>) {
  return async <T>(result: T): Promise<T> => {
    await event(ctx).catch((error: unknown) => console.warn('notification failed', error));
    return result;
  };
}

/** A factory answered an inquiry, or acted on a sample supplement. */
export async function requestAnswered(ctx: AppContext, requestId: number): Promise<void> {
  const row = await ctx.database.db
    .selectFrom('factory_requests as r')
    .innerJoin('factories as f', 'f.id', 'r.factory_id')
    .select(['r.user_id', 'r.kind', 'f.name'])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
  if (!row) return;
  const inquiry = row.kind === 'inquiry';
  await notify(ctx, row.user_id, {
    kind: inquiry ? 'inquiry' : 'supplement',
    title: NOTICE_TITLE.requestAnswered(row.name, inquiry),
    link: inquiry ? '/inquiry' : '/supplement',
  });
}

/** A factory offered a product for a find-sample request. */
export async function findSampleOffered(ctx: AppContext, requestId: number, factoryId: number): Promise<void> {
  const db = ctx.database.db;
  const [row, factory] = await Promise.all([
    db.selectFrom('find_sample_requests').select(['user_id']).where('id', '=', requestId).executeTakeFirst(),
    db.selectFrom('factories').select('name').where('id', '=', factoryId).executeTakeFirst(),
  ]);
  if (!row) return;
  await notify(ctx, row.user_id, {
    kind: 'find_sample',
    title: NOTICE_TITLE.findSampleOffered(factory?.name),
    link: '/findSample',
  });
}

/** A customer picked samples from a shared selection list (one apply). */
export async function choosePicked(ctx: AppContext, applyId: number) {
  const row = await ctx.database.db
    .selectFrom('choose_applies as a')
    .innerJoin('chooses as c', 'c.id', 'a.chooses_id')
    .select(['c.user_id', 'c.name as list_name', 'a.name', 'a.product_ids', 'a.company_product_ids'])
    .where('a.id', '=', applyId)
    .executeTakeFirst();
  if (!row) return;
  // Platform products and the company's own library products picked.
  const count =
    (Array.isArray(row.product_ids) ? row.product_ids.length : 0) +
    (Array.isArray(row.company_product_ids) ? row.company_product_ids.length : 0);
  await notify(ctx, row.user_id, {
    kind: 'choose',
    title: NOTICE_TITLE.choosePicked(row.name, row.list_name, count),
    link: '/chooses',
  });
}

/** A customer submitted the confirmation of a quotation (called by the quotations area once it is stored). */
export async function quotationConfirmed(
  ctx: AppContext,
  userId: number,
  quotation: { number: string; content: string; link: string },
) {
  await notify(ctx, userId, {
    kind: 'quotation',
    title: QUOTATION_MSG.confirmedTitle(quotation.number),
    content: quotation.content,
    link: quotation.link,
  });
}

/** An export finished (called by the exports area when its job ends). */
export async function exportFinished(ctx: AppContext, userId: number, ok: boolean, link = '') {
  await notify(ctx, userId, { kind: 'export', title: ok ? MSG.exportSuccess : MSG.exportFailed, link });
}

/** A colleague moved or copied products into a user's cart. */
export async function cartTransferred(ctx: AppContext, fromUserId: number, cartId: number, count: number) {
  const db = ctx.database.db;
  const [cart, from] = await Promise.all([
    db.selectFrom('customer_picks').select(['user_id', 'name']).where('id', '=', cartId).executeTakeFirst(),
    db.selectFrom('users').select('nickname').where('id', '=', fromUserId).executeTakeFirst(),
  ]);
  if (!cart || cart.user_id === fromUserId || count <= 0) return;
  await notify(ctx, cart.user_id, {
    kind: 'cart',
    title: NOTICE_TITLE.cartTransferred(from?.nickname, cart.name, count),
    link: '/sampleCar',
  });
}

/**
 * The notices of other areas' domain events (platform/events), subscribed when the areas register (areas.ts):
 * the areas publishing them import nothing of the notifications. A notice that cannot be written is only
 * logged, as `after` does.
 */
export function subscribeNotifications(ctx: AppContext): void {
  const bus = eventBus(ctx);
  const logged = (notice: Promise<void>) =>
    notice.catch((error: unknown) => console.warn('notification failed', error));
  bus.on('export.finished', (event) => logged(exportFinished(ctx, event.userId, event.ok)));
  bus.on('quotation.confirmed', ({ salesperson, ...quotation }) =>
    logged(quotationConfirmed(ctx, salesperson, quotation)),
  );
}

// ---- the factories' digest (spec §9)

/**
 * Sends each factory one notice for the inquiries and supplements whose notification time (§9: inquiries
 * on the hour, night ones at 10:00; supplements at :30, night ones at 10:30) has come and that were not
 * sent yet. Safe to run twice and on several processes: a request is marked sent in the same statement
 * that claims it.
 */
export async function sendFactoryDigest(ctx: AppContext): Promise<{ factories: number; requests: number }> {
  const now = ctx.now();
  const claimed = await sql<{ factory_id: number; kind: string; n: string }>`
    WITH due AS (
      INSERT INTO notification_digests (request_id, sent_at)
      SELECT r.id, ${now} FROM factory_requests r
      WHERE r.notify_at <= ${now}
        AND NOT EXISTS (SELECT 1 FROM notification_digests d WHERE d.request_id = r.id)
      ON CONFLICT DO NOTHING
      RETURNING request_id
    )
    SELECT r.factory_id, r.kind, count(*) AS n
    FROM factory_requests r JOIN due ON due.request_id = r.id
    GROUP BY r.factory_id, r.kind`.execute(ctx.database.db);
  const byFactory = new Map<number, { inquiry: number; supplement: number }>();
  for (const row of claimed.rows) {
    const entry = byFactory.get(row.factory_id) ?? { inquiry: 0, supplement: 0 };
    entry[row.kind === 'inquiry' ? 'inquiry' : 'supplement'] += Number(row.n);
    byFactory.set(row.factory_id, entry);
  }
  let requests = 0;
  for (const [factoryId, n] of byFactory) {
    requests += n.inquiry + n.supplement;
    const staff = await factoryStaff(ctx, factoryId);
    await notify(ctx, staff, {
      kind: n.inquiry ? 'inquiry' : 'supplement',
      title: NOTICE_TITLE.digest(n.inquiry, n.supplement),
      content: formatZonedDateTime(now),
      link: '/requests',
    });
    // The factory console's open inquiry and supplement lists show the requests that reached it.
    publishChange(ctx, { kind: 'inquiry', id: factoryId, audience: staff.map((user) => ({ user })) });
  }
  return { factories: byFactory.size, requests };
}

/**
 * When the digest next runs after `after`: the earliest notification slot of §9 (the next :00 for
 * inquiries, the next :30 for supplements), so a request is announced at its slot.
 */
export function nextDigestAt(after: Date): Date {
  const a = inquiryNotifyAt(after).getTime();
  const b = supplementNotifyAt(after).getTime();
  // Outside the night windows the slots are the next :00 and :30; the sooner of them is the next run.
  return new Date(Math.min(a, b));
}

import type { SysMessage } from '@wanju/api-client';
import { formatZonedDateTime } from '@wanju/domain';
import { own } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { notFound } from '../platform/http/errors';

/** System messages are personal records: every query is limited to the user's own rows. */
const mine = (ctx: AppContext, user: SessionUser) =>
  ctx.database.db.selectFrom('sys_messages').where(own(user, 'sys_messages'));

export async function unreadCount(ctx: AppContext, user: SessionUser): Promise<number> {
  const row = await mine(ctx, user)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function messageList(
  ctx: AppContext,
  user: SessionUser,
  body: { page: number; page_size: number; is_read?: 0 | 1 },
) {
  let base = mine(ctx, user);
  if (body.is_read === 1) base = base.where('read_at', 'is not', null);
  if (body.is_read === 0) base = base.where('read_at', 'is', null);
  const [rows, count, unread] = await Promise.all([
    base
      .select(['id', 'kind', 'title', 'content', 'link', 'created_at', 'read_at'])
      .orderBy('id', 'desc')
      .limit(body.page_size)
      .offset((body.page - 1) * body.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    unreadCount(ctx, user),
  ]);
  const list: SysMessage[] = rows.map(({ created_at, read_at, ...row }) => ({
    ...row,
    is_read: read_at ? 1 : 0,
    created_time: formatZonedDateTime(new Date(created_at)),
  }));
  return { list, total: Number(count.n), unread };
}

/** Marks the given messages (all of them the user's) or every message read; answers the unread count left. */
export async function markRead(ctx: AppContext, user: SessionUser, body: { ids?: number[]; all?: boolean }) {
  const { db } = ctx.database;
  let update = db
    .updateTable('sys_messages')
    .set({ read_at: ctx.now() })
    .where(own(user, 'sys_messages'))
    .where('read_at', 'is', null);
  if (!body.all) {
    const ids = [...new Set(body.ids ?? [])];
    const owned = await mine(ctx, user)
      .where('id', 'in', ids)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(owned.n) !== ids.length) throw notFound();
    update = update.where('id', 'in', ids);
  }
  await update.execute();
  return { count: await unreadCount(ctx, user) };
}

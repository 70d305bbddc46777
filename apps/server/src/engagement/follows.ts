import type { AttentionFactory, AttentionToy, AttentionType } from '@wanju/api-client';
import { formatZonedDateTime } from '@wanju/domain';
import { productListed, productsByIds } from '../catalogue/index';
import { factoriesByIds, factoryNames } from '../factories/index';
import { own } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { notFound } from '../platform/http/errors';

/** Follows are personal records: every query below is limited to the user's own rows (the access module's `own`). */

async function targetExists(ctx: AppContext, type: AttentionType, id: number): Promise<boolean> {
  return type === 'factory' ? (await factoryNames(ctx, [id])).has(id) : productListed(ctx, id);
}

/** Follows a factory or product; following again keeps the one follow. A factory's follower count follows along. */
export async function follow(ctx: AppContext, user: SessionUser, type: AttentionType, id: number) {
  if (!(await targetExists(ctx, type, id))) throw notFound();
  await ctx.database.db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('attentions')
      .values({ user_id: user.userId, kind: type, target_id: id, created_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (added && type === 'factory')
      await trx
        .updateTable('factories')
        .set((eb) => ({ follower_count: eb('follower_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
  });
  return { followed: true as const };
}

/** The user's follows of one type, newest first; followed records that no longer exist are left out. */
export async function followList(
  ctx: AppContext,
  user: SessionUser,
  body: { type: AttentionType; page: number; page_size: number },
): Promise<{ list: (AttentionToy | AttentionFactory)[]; total: number }> {
  const base = ctx.database.db.selectFrom('attentions').where(own(user, 'attentions')).where('kind', '=', body.type);
  const [rows, count] = await Promise.all([
    base
      .select(['target_id', 'created_at'])
      .orderBy('id', 'desc')
      .limit(body.page_size)
      .offset((body.page - 1) * body.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.target_id);
  const items: Map<number, object> =
    body.type === 'factory' ? await factoriesByIds(ctx, ids) : await productsByIds(ctx, ids);
  return {
    list: rows.flatMap((r) => {
      const item = items.get(r.target_id);
      return item
        ? [{ ...item, attention_time: formatZonedDateTime(new Date(r.created_at)) } as AttentionToy | AttentionFactory]
        : [];
    }),
    total: Number(count.n),
  };
}

/** Which of `ids` the user follows. */
export async function followState(ctx: AppContext, user: SessionUser, type: AttentionType, ids: readonly number[]) {
  const rows = await ctx.database.db
    .selectFrom('attentions')
    .select('target_id')
    .where(own(user, 'attentions'))
    .where('kind', '=', type)
    .where('target_id', 'in', [...ids])
    .execute();
  return { ids: rows.map((r) => r.target_id) };
}

/** Unfollows; ids the user does not follow change nothing, and a call that removes nothing is refused. */
export async function unfollow(ctx: AppContext, user: SessionUser, type: AttentionType, ids: readonly number[]) {
  const removed = await ctx.database.db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('attentions')
      .where(own(user, 'attentions'))
      .where('kind', '=', type)
      .where('target_id', 'in', [...new Set(ids)])
      .returning('target_id')
      .execute();
    if (rows.length && type === 'factory')
      await trx
        .updateTable('factories')
        .set((eb) => ({ follower_count: eb.fn('greatest', [eb('follower_count', '-', 1), eb.lit(0)]) }))
        .where(
          'id',
          'in',
          rows.map((r) => r.target_id),
        )
        .execute();
    return rows.length;
  });
  if (!removed) throw notFound();
  return { removed };
}

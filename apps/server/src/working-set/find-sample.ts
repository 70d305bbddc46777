import type { FindSampleAnswer, FindSampleRequest } from '@wanju/api-client';
import { chaseRefusal, MSG, STATUS_LABELS, WORKING_SET_MSG } from '@wanju/domain';
import { productsByIds } from '../catalogue/index';
import { requireStoredPictures } from '../pictures/index';
import { ownerOf, visible } from '../platform/access/index';
import { pageWithTotal } from '../platform/db/query';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { type Db, time } from './common';

const NOT_FOUND = MSG.findSampleNotFound;

function findQuery(db: Db, user: SessionUser) {
  return db
    .selectFrom('find_sample_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select((eb) => [
      'u.nickname as user_name',
      eb
        .selectFrom('find_sample_answers as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.request_id', '=', 'r.id')
        .as('answer_count'),
    ])
    .where(visible(user, 'find_sample', 'r'));
}
export type FindRow = Awaited<ReturnType<ReturnType<typeof findQuery>['executeTakeFirstOrThrow']>>;
type Row = FindRow;
export const toRequest = (r: Row): FindSampleRequest => ({
  id: r.id,
  pictures: r.pictures,
  description: r.description,
  target_price: r.target_price,
  quantity: r.quantity,
  status: r.status,
  status_text: STATUS_LABELS[r.status as keyof typeof STATUS_LABELS] ?? r.status,
  answer_count: Number(r.answer_count ?? 0),
  chase_count: r.chase_count,
  created_time: time(r.created_at) ?? '',
  user_id: r.user_id,
  user_name: r.user_name,
});

export async function listFindSamples(
  ctx: AppContext,
  user: SessionUser,
  input: { page: number; page_size: number; status?: string },
) {
  let q = findQuery(ctx.database.db, user);
  if (input.status) q = q.where('r.status', '=', input.status);
  const { rows, total } = await pageWithTotal(q, (list) => list.orderBy('r.id', 'desc'), input);
  return { list: rows.map(toRequest), total };
}

export async function addFindSample(
  ctx: AppContext,
  user: SessionUser,
  input: { pictures: string[]; description: string; target_price?: number | null; quantity?: number | null },
) {
  if (!input.description.trim() && !input.pictures.length)
    throw businessError(WORKING_SET_MSG.findSampleDescriptionRequired);
  await requireStoredPictures(ctx, input.pictures);
  const row = await ctx.database.db
    .insertInto('find_sample_requests')
    .values({
      ...ownerOf(user),
      pictures: input.pictures,
      description: input.description.trim(),
      target_price: input.target_price ?? null,
      quantity: input.quantity ?? null,
      created_at: ctx.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findSampleDetail(ctx, user, row.id);
}

export async function findSampleDetail(ctx: AppContext, user: SessionUser, id: number): Promise<FindSampleRequest> {
  const row = await findQuery(ctx.database.db, user).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  const answers = await findSampleAnswers(ctx, [id]);
  return { ...toRequest(row), answers: answers.get(id) ?? [] };
}

/** The answers of some requests (of one factory only, for the factory console), by request id. */
export async function findSampleAnswers(
  ctx: AppContext,
  requestIds: readonly number[],
  factoryId?: number,
): Promise<Map<number, FindSampleAnswer[]>> {
  if (!requestIds.length) return new Map();
  let q = ctx.database.db
    .selectFrom('find_sample_answers as a')
    .innerJoin('factories as f', 'f.id', 'a.factory_id')
    .selectAll('a')
    .select('f.name as factory_name')
    .where('a.request_id', 'in', [...requestIds]);
  if (factoryId) q = q.where('a.factory_id', '=', factoryId);
  const answers = await q.orderBy('a.id').execute();
  const products = await productsByIds(
    ctx,
    answers.flatMap((a) => (a.product_id ? [a.product_id] : [])),
  );
  const byRequest = new Map<number, FindSampleAnswer[]>();
  for (const a of answers) {
    const list = byRequest.get(a.request_id) ?? [];
    list.push({
      id: a.id,
      factory_id: a.factory_id,
      factory_name: a.factory_name,
      price: a.price,
      remark: a.remark,
      created_time: time(a.created_at) ?? '',
      toy: a.product_id ? (products.get(a.product_id) ?? null) : null,
    });
    byRequest.set(a.request_id, list);
  }
  return byRequest;
}

async function visibleId(db: Db, user: SessionUser, id: number) {
  const row = await db
    .selectFrom('find_sample_requests as r')
    .select(['r.id', 'r.status', 'r.chased_at'])
    .where('r.id', '=', id)
    .where(visible(user, 'find_sample', 'r'))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function closeFindSample(ctx: AppContext, user: SessionUser, id: number) {
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await visibleId(trx, user, id);
    if (row.status === 'closed') throw businessError(WORKING_SET_MSG.findSampleClosed);
    await trx.updateTable('find_sample_requests').set({ status: 'closed' }).where('id', '=', id).execute();
  });
  return findSampleDetail(ctx, user, id);
}

export async function deleteFindSample(ctx: AppContext, user: SessionUser, id: number) {
  await ctx.database.db.transaction().execute(async (trx) => {
    await visibleId(trx, user, id);
    await trx.deleteFrom('find_sample_requests').where('id', '=', id).execute();
  });
  return { deleted: 1 };
}

/** chasing_all: chases every open request (of `ids`, or all of mine) not chased within the hour. */
export async function chaseAll(ctx: AppContext, user: SessionUser, ids?: number[]) {
  const now = ctx.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    let q = trx
      .selectFrom('find_sample_requests as r')
      .select(['r.id', 'r.status', 'r.chased_at'])
      .where(visible(user, 'find_sample', 'r'))
      .forUpdate();
    if (ids) {
      if (!ids.length) return { chased: 0, skipped: 0 };
      q = q.where('r.id', 'in', ids);
    } else q = q.where('r.status', '=', 'open');
    const rows = await q.execute();
    if (ids && rows.length !== new Set(ids).size) throw notFound(NOT_FOUND);
    const due = rows.filter((r) => !chaseRefusal(r.status, r.chased_at, now)).map((r) => r.id);
    if (due.length)
      await trx
        .updateTable('find_sample_requests')
        .set((eb) => ({ chased_at: now, chase_count: eb('chase_count', '+', 1) }))
        .where('id', 'in', due)
        .execute();
    return { chased: due.length, skipped: rows.length - due.length };
  });
}

import type { FactoryRequest, FindSampleRequest } from '@wanju/api-client';
import { factoryRequestTransition, findSampleAnswerRefusal, MSG, WORKING_SET_MSG } from '@wanju/domain';
import { sql } from 'kysely';
import { listedProductFactories } from '../catalogue/index';
import { after, findSampleOffered, requestAnswered } from '../notifications/index';
import { actingFactory, ofFactory } from '../platform/access/index';
import { pageWithTotal } from '../platform/db/query';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import type { Db } from './common';
import { type FindRow, findSampleAnswers, toRequest } from './find-sample';
import { type RequestRow, requestChanged, withLines } from './requests';

/**
 * The factory console's side of the working set: a user whose company is linked to a factory sees the
 * inquiries and supplements sent to that factory (once notified) and the open find-sample requests.
 */

const REQUEST_NOT_FOUND = MSG.recordNotFound;
const FIND_NOT_FOUND = MSG.findSampleNotFound;

/** Requests of this factory whose notification time has passed. */
function receivedQuery(db: Db, factoryId: number, now: Date) {
  return db
    .selectFrom('factory_requests as r')
    .innerJoin('factories as f', 'f.id', 'r.factory_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['f.name as factory_name', 'u.nickname as user_name'])
    .where(ofFactory(factoryId, 'r'))
    .where('r.notify_at', '<=', now);
}

export async function receivedRequests(
  ctx: AppContext,
  user: SessionUser,
  input: { page: number; page_size: number; kind: 'inquiry' | 'supplement'; status?: string },
) {
  const { db } = ctx.database;
  const factoryId = await actingFactory(db, user);
  let q = receivedQuery(db, factoryId, ctx.now()).where('r.kind', '=', input.kind);
  if (input.status) q = q.where('r.status', '=', input.status);
  const { rows, total } = await pageWithTotal(
    q,
    (list) => list.orderBy('r.notify_at', 'desc').orderBy('r.id', 'desc'),
    input,
  );
  return { list: await withLines(ctx, rows as RequestRow[]), total };
}

async function receivedDetail(ctx: AppContext, factoryId: number, id: number): Promise<FactoryRequest> {
  const row = await receivedQuery(ctx.database.db, factoryId, ctx.now()).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return (await withLines(ctx, [row as RequestRow]))[0] as FactoryRequest;
}

/** read_request, answer_inquiry, close_inquiry: the domain's transition under a row lock. */
async function act(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  action: 'read' | 'answer' | 'close',
  answer?: { text: string; prices: { toy_id: number; price: number; remark?: string }[] },
): Promise<FactoryRequest> {
  const now = ctx.now();
  const factoryId = await actingFactory(ctx.database.db, user);
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('factory_requests')
      .select(['id', 'kind', 'status', 'read_at'])
      .where('id', '=', id)
      .where(ofFactory(factoryId, 'factory_requests'))
      .where('notify_at', '<=', now)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    const next = factoryRequestTransition(row.kind as 'inquiry' | 'supplement', row.status, action);
    if (next.error !== null) throw businessError(next.error);
    if (answer) {
      if (!answer.prices.length) throw businessError(WORKING_SET_MSG.answerNeedsPrice);
      const ids = answer.prices.map((p) => p.toy_id);
      const listed = await trx
        .selectFrom('factory_request_items')
        .select('product_id')
        .where('request_id', '=', id)
        .where('product_id', 'in', ids)
        .execute();
      if (listed.length !== new Set(ids).size) throw notFound(MSG.notInInquiry);
      const values = sql.join(
        answer.prices.map((p) => sql`(${p.toy_id}::integer, ${p.price}::numeric, ${p.remark ?? ''}::text)`),
      );
      await sql`UPDATE factory_request_items AS i SET answer_price = v.price, answer_remark = v.remark
        FROM (VALUES ${values}) AS v(id, price, remark) WHERE i.request_id = ${id} AND i.product_id = v.id`.execute(
        trx,
      );
    }
    await trx
      .updateTable('factory_requests')
      .set({
        status: next.status,
        read_at: row.read_at ?? now,
        ...(action === 'answer' ? { answered_at: now, answer: answer?.text ?? '' } : {}),
        ...(action === 'close' ? { closed_at: now } : {}),
      })
      .where('id', '=', id)
      .execute();
  });
  await requestChanged(ctx, id);
  return receivedDetail(ctx, factoryId, id);
}

export const readRequest = (ctx: AppContext, user: SessionUser, id: number) => act(ctx, user, id, 'read');
export const closeInquiry = (ctx: AppContext, user: SessionUser, id: number) => act(ctx, user, id, 'close');
export const answerInquiry = (
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; answer: string; prices: { toy_id: number; price: number; remark?: string }[] },
) =>
  act(ctx, user, input.id, 'answer', { text: input.answer, prices: input.prices }).then(
    after(ctx, (c) => requestAnswered(c, input.id)),
  );

function openFindQuery(db: Db) {
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
    .where('r.status', '!=', 'closed');
}

/** Open and answered find-sample requests, each with this factory's own answers. */
export async function openFindSamples(ctx: AppContext, user: SessionUser, input: { page: number; page_size: number }) {
  const { db } = ctx.database;
  const factoryId = await actingFactory(db, user);
  const q = openFindQuery(db);
  const { rows, total } = await pageWithTotal(q, (list) => list.orderBy('r.id', 'desc'), input);
  const answers = await findSampleAnswers(
    ctx,
    rows.map((r) => r.id),
    factoryId,
  );
  return {
    list: rows.map((r) => ({ ...toRequest(r as FindRow), answers: answers.get(r.id) ?? [] })),
    total,
    factory_id: factoryId,
  };
}

/** answer_find_sample: one of this factory's own listed products, while the request is not closed. */
export async function answerFindSample(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; toy_id: number; price?: number | null; remark?: string },
): Promise<FindSampleRequest> {
  const { db } = ctx.database;
  const factoryId = await actingFactory(db, user);
  await db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('find_sample_requests')
      .select(['id', 'status'])
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw notFound(FIND_NOT_FOUND);
    const refusal = findSampleAnswerRefusal(request.status);
    if (refusal) throw businessError(refusal);
    // The factory answers with a listed product of its own.
    const product = (await listedProductFactories(trx, [input.toy_id])).get(input.toy_id);
    if (product?.factory_id !== factoryId) throw businessError(WORKING_SET_MSG.answerOwnProducts);
    await trx
      .insertInto('find_sample_answers')
      .values({
        request_id: request.id,
        factory_id: factoryId,
        product_id: input.toy_id,
        price: input.price ?? null,
        remark: input.remark ?? '',
        created_at: ctx.now(),
      })
      .execute();
    await trx.updateTable('find_sample_requests').set({ status: 'answered' }).where('id', '=', request.id).execute();
  });
  const row = await openFindQuery(db).where('r.id', '=', input.id).executeTakeFirstOrThrow();
  const answers = await findSampleAnswers(ctx, [input.id], factoryId);
  await after(ctx, (c) => findSampleOffered(c, input.id, factoryId))(null);
  return { ...toRequest(row as FindRow), answers: answers.get(input.id) ?? [] };
}

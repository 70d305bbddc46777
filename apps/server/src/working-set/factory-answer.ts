import type { ConsoleRequest, FactoryRequest } from '@wanju/api-client';
import { answeredStatus, answerRefusal, formatZonedDate, MSG, WORKING_SET_MSG } from '@wanju/domain';
import { sql } from 'kysely';
import { after, requestAnswered } from '../notifications/index';
import { requireStoredPictures } from '../pictures/index';
import { actingFactory, ofFactory } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import type { Db } from './common';
import { receivedRequests } from './factory-desk';
import { type RequestRow, requestChanged, withLines } from './requests';

/**
 * The factory console's answer: prices, a sample date, a message and pictures, recorded with the member who
 * answered. Inquiries become answered, supplements completed; the buyer is notified.
 */

/** The console's fields of these requests: sample date, answer pictures and who answered. */
async function answerFields(db: Db, ids: readonly number[]) {
  if (!ids.length)
    return new Map<number, Pick<ConsoleRequest, 'sample_date' | 'answer_pictures' | 'answered_by_name'>>();
  const rows = await db
    .selectFrom('factory_requests as r')
    .leftJoin('users as u', 'u.id', 'r.answered_by')
    .select([
      'r.id',
      sql<string | null>`to_char(r.sample_date, 'YYYY-MM-DD')`.as('sample_date'),
      'r.answer_pictures',
      'u.nickname as answered_by_name',
    ])
    .where('r.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { sample_date: r.sample_date, answer_pictures: r.answer_pictures, answered_by_name: r.answered_by_name ?? '' },
    ]),
  );
}

async function withAnswerFields(ctx: AppContext, list: FactoryRequest[]): Promise<ConsoleRequest[]> {
  const fields = await answerFields(
    ctx.database.db,
    list.map((r) => r.id),
  );
  return list.map((r) => ({
    ...r,
    ...(fields.get(r.id) ?? { sample_date: null, answer_pictures: [], answered_by_name: '' }),
  }));
}

/** The received inquiries or supplements, as the factory desk lists them, with the console's answer fields. */
export async function consoleRequests(
  ctx: AppContext,
  user: SessionUser,
  input: { page: number; page_size: number; kind: 'inquiry' | 'supplement'; status?: string },
) {
  const page = await receivedRequests(ctx, user, input);
  return { list: await withAnswerFields(ctx, page.list), total: page.total };
}

export interface ConsoleAnswer {
  id: number;
  answer: string;
  prices: { toy_id: number; price: number; remark?: string }[];
  sample_date: string | null;
  pictures: string[];
}

/** answer_request: the domain's rule, then prices, date, pictures and the answering member under a row lock. */
export async function answerRequest(ctx: AppContext, user: SessionUser, input: ConsoleAnswer): Promise<ConsoleRequest> {
  const now = ctx.now();
  const { db } = ctx.database;
  const factoryId = await actingFactory(db, user);
  await requireStoredPictures(ctx, input.pictures);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('factory_requests')
      .select(['id', 'kind', 'status', 'read_at'])
      .where('id', '=', input.id)
      .where(ofFactory(factoryId, 'factory_requests'))
      .where('notify_at', '<=', now)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(MSG.recordNotFound);
    if (row.status === 'closed') throw businessError(WORKING_SET_MSG.inquiryClosed);
    const refusal = answerRefusal(
      row.kind,
      { prices: input.prices.length, sampleDate: input.sample_date, pictures: input.pictures.length },
      formatZonedDate(now),
    );
    if (refusal) throw businessError(refusal);
    if (input.prices.length) {
      const ids = input.prices.map((p) => p.toy_id);
      const listed = await trx
        .selectFrom('factory_request_items')
        .select('product_id')
        .where('request_id', '=', row.id)
        .where('product_id', 'in', ids)
        .execute();
      if (listed.length !== new Set(ids).size) throw notFound(MSG.notInInquiry);
      const values = sql.join(
        input.prices.map((p) => sql`(${p.toy_id}::integer, ${p.price}::numeric, ${p.remark ?? ''}::text)`),
      );
      await sql`UPDATE factory_request_items AS i SET answer_price = v.price, answer_remark = v.remark
        FROM (VALUES ${values}) AS v(id, price, remark) WHERE i.request_id = ${row.id} AND i.product_id = v.id`.execute(
        trx,
      );
    }
    await trx
      .updateTable('factory_requests')
      .set({
        status: answeredStatus(row.kind),
        read_at: row.read_at ?? now,
        answered_at: now,
        answer: input.answer.trim(),
        sample_date: input.sample_date,
        answer_pictures: input.pictures,
        answered_by: user.userId,
      })
      .where('id', '=', row.id)
      .execute();
  });
  const detail = await requestById(ctx, factoryId, input.id);
  await requestChanged(ctx, input.id);
  await after(ctx, (c) => requestAnswered(c, input.id))(null);
  return detail;
}

/** One request of this factory with its lines and the console's fields (read back after an answer). */
async function requestById(ctx: AppContext, factoryId: number, id: number): Promise<ConsoleRequest> {
  const row = await ctx.database.db
    .selectFrom('factory_requests as r')
    .innerJoin('factories as f', 'f.id', 'r.factory_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['f.name as factory_name', 'u.nickname as user_name'])
    .where('r.id', '=', id)
    .where(ofFactory(factoryId, 'r'))
    .executeTakeFirst();
  if (!row) throw notFound(MSG.recordNotFound);
  const [request] = await withAnswerFields(ctx, await withLines(ctx, [row as RequestRow]));
  return request as ConsoleRequest;
}

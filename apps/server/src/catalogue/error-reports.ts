import { api, CODE } from '@wanju/api-client';
import { ERROR_REPORT_MSG, MSG } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { route } from '../platform/http/route';

/** One user reports one product at most this often a day (keeps the review queue clean). */
const REPORTS_PER_PRODUCT_PER_DAY = 5;

/** edit_error: a signed-in user reports what is wrong with a listed (not blacklisted) product. */
export function errorReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, api.toy.editError, async ({ body, user }) => {
    const { db } = ctx.database;
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('id', '=', body.toy_id)
      .where('is_black', '=', false)
      .executeTakeFirst();
    if (!product) throw new AppError(CODE.notFound, MSG.recordNotFound);
    const now = ctx.now();
    const { count } = await db
      .selectFrom('error_reports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.userId)
      .where('toy_id', '=', body.toy_id)
      .where('created_at', '>', new Date(now.getTime() - 24 * 3600 * 1000))
      .executeTakeFirstOrThrow();
    if (Number(count) >= REPORTS_PER_PRODUCT_PER_DAY) throw businessError(ERROR_REPORT_MSG.tooMany);
    return db
      .insertInto('error_reports')
      .values({
        user_id: user.userId,
        toy_id: body.toy_id,
        types: [...new Set(body.types)],
        content: body.content,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

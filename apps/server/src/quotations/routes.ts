import { api } from '@wanju/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as quotations from './service';

/** Where the customer's confirmation link points: PUBLIC_URL, or the address the request came to. */
const originOf = (request: FastifyRequest) => process.env.PUBLIC_URL || `${request.protocol}://${request.host}`;

export function quotationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = api.quotation;
  ctx.realtime.shareAccess('quotation', (token) => quotations.quotationOfLink(ctx, token));
  route(app, ctx, e.addQuotation, async ({ body, user }) => quotations.addQuotation(ctx, user, body));
  route(app, ctx, e.addNewQuotation, async ({ body, user }) => quotations.addNewQuotation(ctx, user, body));
  route(app, ctx, e.getList, async ({ body, user }) => quotations.listQuotations(ctx, user, body));
  route(app, ctx, e.getSalespeople, async ({ user }) => quotations.salespeople(ctx, user));
  route(app, ctx, e.getDetail, async ({ body, user, request }) =>
    quotations.quotationDetail(ctx, user, body.id, originOf(request)),
  );
  route(app, ctx, e.getDetailToy, async ({ body, user }) => quotations.itemDetail(ctx, user, body.id, body.item_id));
  route(app, ctx, e.saveRemark, async ({ body, user }) => quotations.saveRemark(ctx, user, body));
  route(app, ctx, e.save, async ({ body, user, request }) =>
    quotations.saveQuotation(ctx, user, body, originOf(request)),
  );
  route(app, ctx, e.refreshItems, async ({ body, user, request }) =>
    quotations.refreshItems(ctx, user, body, originOf(request)),
  );
  route(app, ctx, e.deleteQuotation, async ({ body, user }) => {
    await quotations.deleteQuotation(ctx, user, body.id);
    return null;
  });
  route(app, ctx, e.getInfo, async ({ body, user, request }) =>
    quotations.mailPreview(ctx, user, body, originOf(request)),
  );
  route(app, ctx, e.sendEmail, async ({ body, user, request }) =>
    quotations.sendQuotation(ctx, user, body, originOf(request)),
  );
  route(app, ctx, e.revokeLink, async ({ body, user, request }) =>
    quotations.revokeLink(ctx, user, body.id, originOf(request)),
  );
  route(app, ctx, e.getConfirmInfo, async ({ body }) => quotations.confirmInfo(ctx, body.token));
  route(app, ctx, e.getConfirmToyList, async ({ body }) => quotations.confirmItems(ctx, body));
  route(app, ctx, e.editConfirmInfo, async ({ body }) => quotations.editConfirmItem(ctx, body));
  route(app, ctx, e.batchConfirm, async ({ body }) => quotations.batchConfirm(ctx, body));
  route(app, ctx, e.submitConfirm, async ({ body }) => quotations.submitConfirm(ctx, body));
}

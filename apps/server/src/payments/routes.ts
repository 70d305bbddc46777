import { api, CODE } from '@wanju/api-client';
import { MSG, WEBHOOK_REFUSAL_MSG } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import { uploadDocument } from './documents';
import * as payments from './service';
import { applyWebhook } from './webhooks';

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { lian, order } = api;
  const p = api.payments;
  route(app, ctx, lian.getLoginToken, ({ body, user }) => payments.link(ctx, user, body.idempotency_key));
  route(app, ctx, lian.removedLianBind, ({ body, user }) => payments.unlink(ctx, user, body.idempotency_key));
  route(app, ctx, lian.applyLianLog, ({ body, user }) => payments.submitKyc(ctx, user, body));
  route(app, ctx, lian.getCheckBindLian, ({ user }) => payments.checkBind(ctx, user));
  route(app, ctx, order.getAccount, ({ user }) => payments.getAccount(ctx, user));
  route(app, ctx, order.createOrder, ({ body, user }) => payments.createOrder(ctx, user, body));
  route(app, ctx, order.getContractOrderList, ({ body, user }) => payments.contractList(ctx, user, body));
  route(app, ctx, p.uploadDocument, ({ user, request }) => uploadDocument(ctx, user, request));
  route(app, ctx, p.openCollectionAccount, ({ body, user }) => payments.openCollectionAccount(ctx, user, body));
  route(app, ctx, p.confirmedQuotations, ({ user }) => payments.confirmedQuotations(ctx, user));
  route(app, ctx, p.incomingList, ({ body, user }) => payments.incomingList(ctx, user, body));
  route(app, ctx, p.matchPayment, ({ body, user }) => payments.matchPayment(ctx, user, body));
  route(app, ctx, p.quote, ({ body, user }) => payments.quote(ctx, user, body));
  route(app, ctx, p.applySettlement, ({ body, user }) => payments.applySettlement(ctx, user, body));
  route(app, ctx, p.settlementList, ({ body, user }) => payments.settlementList(ctx, user, body));
  route(app, ctx, p.ledger, ({ body, user }) => payments.ledgerList(ctx, user, body));
  route(app, ctx, p.reconciliation, ({ body, user }) => payments.reconciliationReport(ctx, user, body));
  route(app, ctx, p.sandboxAccounts, ({ user }) => payments.sandboxAccounts(ctx, user));
  route(app, ctx, p.sandboxReview, ({ body, user }) => payments.sandboxReview(ctx, user, body));
  route(app, ctx, p.sandboxPayment, ({ body, user }) => payments.sandboxPayment(ctx, user, body));
  route(app, ctx, p.sandboxSettle, ({ body, user }) => payments.sandboxSettle(ctx, user, body));
  webhookRoute(app, ctx);
}

/**
 * POST /api/payments/webhook: the provider's notices. The body is read as the exact bytes that were signed
 * (its own JSON parser in this scope only); a bad signature or an old timestamp is 401, a repeated id is
 * acknowledged without being applied again, an event of no known account 422.
 */
function webhookRoute(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/api/payments/webhook', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
      );
      const result = await applyWebhook(ctx, payments.providerOf(ctx), raw, headers);
      if (result.applied) return { code: CODE.ok, msg: MSG.ok, data: { applied: true } };
      if (result.refusal === 'replay')
        return { code: CODE.ok, msg: WEBHOOK_REFUSAL_MSG.replay, data: { applied: false } };
      if (result.refusal === 'unknown')
        return reply.code(422).send({ code: CODE.notFound, msg: MSG.recordNotFound, data: { applied: false } });
      return reply.code(401).send({ code: CODE.forbidden, msg: WEBHOOK_REFUSAL_MSG[result.refusal], data: null });
    });
  });
}

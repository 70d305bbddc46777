import { api } from '@wanju/api-client';
import { ASSISTANT_MSG } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as service from './service';

/** The AI assistant: the Excel assistant's upload, analysis and build; the Q&A; the history; the signed sheet download. */
export function assistantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const a = api.assistant;
  route(app, ctx, a.status, async () => service.status(ctx));
  route(app, ctx, a.excelUpload, ({ user, request }) => service.excelUpload(ctx, user, request));
  route(app, ctx, a.excelJob, ({ body, user }) => service.excelJob(ctx, user, body.id));
  route(app, ctx, a.excelBuild, ({ body, user }) => service.excelBuild(ctx, user, body));
  route(app, ctx, a.ask, ({ body, user }) => service.ask(ctx, user, body));
  route(app, ctx, a.answer, ({ body, user }) => service.answer(ctx, user, body.id));
  route(app, ctx, a.history, ({ body, user }) => service.history(ctx, user, body));

  app.get<{ Params: { id: string }; Querystring: { expires?: string; sig?: string } }>(
    '/assistant_files/:id',
    async (request, reply) => {
      const file = await service.signedSheet(ctx, {
        id: request.params.id,
        expires: Number(request.query.expires),
        sig: request.query.sig,
      });
      if (!file) return reply.status(403).send({ code: 403, msg: ASSISTANT_MSG.notFound, data: null });
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    },
  );
}

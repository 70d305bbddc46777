import { api } from '@wanju/api-client';
import { IMPORT_MSG } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as service from './service';

/** The batch import: upload, mapping, job, report lines and the signed report download. */
export function importRoutes(app: FastifyInstance, ctx: AppContext): void {
  const i = api.imports;
  route(app, ctx, i.upload, ({ user, request }) => service.upload(ctx, user, request));
  route(app, ctx, i.start, ({ body, user }) => service.start(ctx, user, body));
  route(app, ctx, i.getJob, ({ body, user }) => service.info(ctx, user, body.id));
  route(app, ctx, i.getJobs, ({ body, user }) => service.jobs(ctx, user, body));
  route(app, ctx, i.getRows, ({ body, user }) => service.rows(ctx, user, body));
  route(app, ctx, i.getMappings, ({ body, user }) => service.mappings(ctx, user, body.target));
  route(app, ctx, i.deleteMapping, ({ body, user }) => service.deleteMapping(ctx, user, body.id));

  app.get<{ Params: { id: string }; Querystring: { expires?: string; sig?: string } }>(
    '/import_reports/:id',
    async (request, reply) => {
      const file = await service.signedReport(ctx, {
        id: request.params.id,
        expires: Number(request.query.expires),
        sig: request.query.sig,
      });
      if (!file) return reply.status(403).send({ code: 403, msg: IMPORT_MSG.notFound, data: null });
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    },
  );
}

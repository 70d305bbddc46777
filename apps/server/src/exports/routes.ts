import { api } from '@wanju/api-client';
import { type ExportSettings, MSG } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import { startExportHousekeeping, stopExportHousekeeping } from './jobs';
import * as service from './service';

const CONTENT_TYPES = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;
const UPLOAD_LIMIT = 50 * 1024 * 1024;

/** Export calls of spec §7 (/api/system/…), the signed download and upload links. */
export function exportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = api.exports;
  const log = (error: unknown) => app.log.error({ err: error }, 'export failed');
  const settings = (s: unknown) => s as ExportSettings;

  route(app, ctx, e.getExcelList, ({ body, user }) => service.history(ctx, user, body));
  route(app, ctx, e.delExcel, async ({ body, user }) => {
    await service.deleteRecord(ctx, user, body.id);
    return null;
  });
  route(app, ctx, e.previewExcel, ({ body, user }) =>
    service.preview(ctx, user, { ...body, settings: settings(body.settings) }),
  );
  route(app, ctx, e.exportExcel, ({ body, user }) =>
    service.startExport(ctx, user, { ...body, settings: settings(body.settings) }),
  );
  route(app, ctx, e.getCallback, ({ body, user }) => service.callbackState(ctx, user, body.uuid));
  route(app, ctx, e.generateZip, ({ body, user }) =>
    body.data
      ? service.startZipOfEntries(ctx, user, { ...body, data: body.data, settings: settings(body.settings) })
      : service.startExport(ctx, user, {
          source: body.source ?? 'sample_cart',
          source_id: body.source_id,
          format: 'zip',
          settings: settings(body.settings),
        }),
  );
  route(app, ctx, e.directExport, ({ body, user }) =>
    service.directExport(ctx, user, { ...body, settings: settings(body.settings) }, log),
  );
  route(app, ctx, e.getConvert, ({ body, user }) => service.convertExport(ctx, user, body));
  route(app, ctx, e.callback, ({ body }) => service.jobCallback(ctx, body));
  route(app, ctx, e.getSignature, ({ body, user }) => service.uploadSignature(ctx, user, body.file_name));
  route(app, ctx, e.getTempAuth, ({ body, user }) => service.tempAuth(ctx, user, body.uuid));

  app.get<{ Params: { uuid: string; name: string }; Querystring: { expires?: string; sig?: string } }>(
    '/export_files/:uuid/:name',
    async (request, reply) => {
      const file = await service.signedDownload(ctx, {
        uuid: request.params.uuid,
        expires: Number(request.query.expires),
        sig: request.query.sig,
      });
      if (!file) return reply.status(403).send({ code: 403, msg: MSG.exportLinkInvalid, data: null });
      reply.header('content-type', CONTENT_TYPES[file.format]);
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      reply.header('cache-control', 'private, no-store');
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  );

  app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.put<{ Params: { owner: string; name: string }; Querystring: { expires?: string; sig?: string } }>(
      '/export_uploads/:owner/:name',
      { bodyLimit: UPLOAD_LIMIT },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const ok = await service.signedUpload(ctx, {
          key: `${request.params.owner}/${request.params.name}`,
          expires: Number(request.query.expires),
          sig: request.query.sig,
          body,
        });
        if (!ok) return reply.status(403).send({ code: 403, msg: MSG.exportLinkInvalid, data: null });
        return {
          code: 0,
          msg: MSG.ok,
          data: { key: `${request.params.owner}/${request.params.name}`, size: body.length },
        };
      },
    );
  });

  app.addHook('onReady', async () => startExportHousekeeping(ctx, log));
  app.addHook('onClose', async () => stopExportHousekeeping(ctx));
}

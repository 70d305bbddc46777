import { api, CODE } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import { resultFile } from './jobs';
import { closeAiWorker } from './pool';
import * as ai from './service';

/** The AI picture tools: image_matting, get_task_result, image_process, smart crop, removal, posters, history. */
export function aiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = api.ai;
  app.addHook('onClose', closeAiWorker);
  route(app, ctx, e.imageMatting, async ({ body, user }) =>
    ai.cutout(ctx, user, { images: [body.image_url], background: body.background }),
  );
  route(app, ctx, e.getTaskResult, async ({ body, user }) => ai.task(ctx, user, body.id));
  route(app, ctx, e.imageProcess, async ({ body, user }) => ai.imageProcess(ctx, user, body));
  route(app, ctx, e.uploadPicture, async ({ request }) => ai.upload(ctx, request));
  route(app, ctx, e.cutout, async ({ body, user }) => ai.cutout(ctx, user, body));
  route(app, ctx, e.smartCrop, async ({ body, user }) => ai.smartCrop(ctx, user, body));
  route(app, ctx, e.remove, async ({ body, user }) => ai.remove(ctx, user, body));
  route(app, ctx, e.poster, async ({ body, user }) => ai.poster(ctx, user, body));
  route(app, ctx, e.provider, async () => ai.provider());
  route(app, ctx, e.history, async ({ body, user }) => ai.history(ctx, user, body));
  app.get<{ Params: { name: string } }>('/ai-files/:name', async (request, reply) => {
    const bytes = await resultFile(ctx, request.params.name);
    if (!bytes) return reply.status(404).send({ code: CODE.notFound, msg: MSG.fileNotFound, data: null });
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.type('image/png').send(bytes);
  });
}

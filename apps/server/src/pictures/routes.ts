import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import { fileRoutes } from './files';
import * as pictures from './service';
import { pictureState } from './state';

/** Stored pictures (GET /files/…) and image search. */
export function pictureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { toy } = api;
  const state = pictureState(ctx);
  fileRoutes(app, state.files);
  app.addHook('onClose', async () => {
    state.stopped = true;
    await Promise.all(state.background);
    await state.pool?.close();
  });

  route(app, ctx, toy.searchImage, async ({ body, request, user }) => pictures.searchImage(ctx, user, request, body));
  route(app, ctx, toy.getImageSearchLog, async ({ body, user }) => pictures.searchHistory(ctx, user, body));
  route(app, ctx, toy.getImageBase, async ({ body }) => pictures.imageBase(ctx, body.url));
  route(app, ctx, toy.fetchImage, async ({ body }) => pictures.fetchImage(ctx, body.url));
}

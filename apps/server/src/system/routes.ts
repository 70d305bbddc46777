import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as system from './service';

/** The shell's configuration and enums. */
export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, api.system.getPublicConfig, async ({ body }) => system.publicConfig(ctx, body.cate));
  route(app, ctx, api.system.getEnum, async ({ body }) => system.enumsByKind(ctx, body.kind));
}

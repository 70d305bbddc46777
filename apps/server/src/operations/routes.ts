import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CODE } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { AppError } from '../platform/http/errors';
import { metrics } from '../platform/metrics/index';
import { listenForBackups } from './backup';
import { metricsAllowed, OPERATIONS_MSG, READY_PARTS, readiness, registerScrapedMetrics } from './service';

/**
 * What operators watch: GET /healthz (the process answers), GET /readyz (it can serve: 503 naming the part that
 * cannot), GET /metrics (Prometheus; only with METRICS_TOKEN, else 404), the metrics on their own address
 * (METRICS_PORT), and the loopback backup command of `npm run backup` (see backup.ts).
 */
export function operationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerScrapedMetrics(ctx);
  const { registry } = metrics(ctx);

  app.get('/healthz', async () => ({ code: CODE.ok, msg: OPERATIONS_MSG.up, data: { status: 'up' } }));

  app.get('/readyz', async (_request, reply) => {
    const { parts, failed } = await readiness(ctx);
    if (!failed.length) return { code: CODE.ok, msg: OPERATIONS_MSG.ready, data: parts };
    return reply.status(503).send({
      code: CODE.unavailable,
      msg: OPERATIONS_MSG.notReady(failed.map((part) => READY_PARTS[part])),
      data: parts,
    });
  });

  app.get('/metrics', async (request, reply) => {
    // Not public: without a token configured the figures are served only on METRICS_PORT, if at all.
    if (!ctx.config.metrics.token) throw new AppError(CODE.notFound, MSG.notFound, 404);
    if (!metricsAllowed(ctx, request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(CODE.forbidden, OPERATIONS_MSG.metricsToken, 401);
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  const stops: (() => Promise<void>)[] = [];
  app.addHook('onListen', async () => {
    stops.push(await listenForBackups(ctx, app.log));
    if (ctx.config.metrics.port !== null) stops.push(await listenForMetrics(ctx));
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });
}

/** GET /metrics alone on METRICS_HOST:METRICS_PORT (the token asked here too when one is set). */
async function listenForMetrics(ctx: AppContext): Promise<() => Promise<void>> {
  const { registry } = metrics(ctx);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (!metricsAllowed(ctx, request.headers.authorization)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  const { host, port } = ctx.config.metrics;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, host, () => resolve());
  });
  metricsAddresses.set(ctx, server.address() as AddressInfo);
  return () => new Promise((resolve) => server.close(() => resolve()));
}

const metricsAddresses = new WeakMap<AppContext, AddressInfo>();

/** Where the separate metrics listener listens (METRICS_PORT=0 takes a free port: tests). */
export const metricsAddress = (ctx: AppContext) => metricsAddresses.get(ctx) ?? null;

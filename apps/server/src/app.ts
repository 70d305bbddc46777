import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { CODE } from '@wanju/api-client';
import { INPUT_MSG, MSG } from '@wanju/domain';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { z } from 'zod';
import { registerModules } from './areas';
import { publicDir as defaultPublicDir } from './paths';
import type { AppContext } from './platform/http/context';
import { AppError } from './platform/http/errors';
import { registerRateLimits } from './platform/http/rate-limit';
import {
  REQUEST_ID_FIELD,
  REQUEST_ID_HEADER,
  registerRequestIds,
  requestIdGenerator,
} from './platform/http/request-id';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { serveSites } from './platform/http/static';
import { metrics } from './platform/metrics/index';
import { siteHostRewrite } from './website/index';

z.config(z.locales.zhCN());

export interface BuildOptions {
  /** Serve the built apps from this folder (default: the package's public/). */
  publicDir?: string;
  logger?: boolean;
  /** Where log lines go (default standard output): a test reads them. */
  logStream?: NodeJS.WritableStream;
}

/** Operators' probes and scrapes, asked every few seconds: their request lines are logged at debug level only. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** JSON bodies up to 1 MB; uploads have their own limits in the multipart handler. */
const BODY_LIMIT = 1024 * 1024;

/**
 * Requests Node's HTTP parser refuses before fastify sees them (headers past maxHeaderSize, e.g. a 60 kB token;
 * a malformed request line) still get the envelope, written on the socket.
 */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  // No request was parsed, so no proxy's id can be trusted: the answer gets one of its own.
  const id = randomUUID();
  const body = JSON.stringify({
    code: CODE.badRequest,
    msg: tooLarge ? INPUT_MSG.headerTooLarge : INPUT_MSG.malformed,
    data: null,
    [REQUEST_ID_FIELD]: id,
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `${REQUEST_ID_HEADER}: ${id}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: ctx.config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Every log line of a request names it by the id its answer carries (X-Request-Id, an error's request_id).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_FIELD }),
    bodyLimit: BODY_LIMIT,
    trustProxy: ctx.config.trustProxy,
    genReqId: requestIdGenerator(ctx.config.trustProxy),
    clientErrorHandler,
    // A company website's own host name is served as its /site/<slug>/ pages.
    rewriteUrl: siteHostRewrite(ctx),
    // A URL or content type fastify's router refuses (bad percent-encoding …) answers the envelope too.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ code: CODE.badRequest, msg: INPUT_MSG.malformed, data: null });
    },
  });

  registerRequestIds(app);
  const { httpRequests, httpDuration } = metrics(ctx);
  // One structured line per request (probes' only at debug level), and its figures by route pattern.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (PROBES.has(route)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.message, data: error.data });
    }
    const fastifyError = error as { code?: string; statusCode?: number };
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError.statusCode === 413) {
      return reply.status(413).send({ code: CODE.tooLarge, msg: MSG.bodyTooLarge, data: null });
    }
    if (fastifyError.statusCode === 400 || fastifyError.statusCode === 415) {
      return reply.status(400).send({ code: CODE.badRequest, msg: MSG.badJson, data: null });
    }
    // The static files refuse a path outside their folder (403) or a missing file: both are "not found".
    if (fastifyError.statusCode === 403 || fastifyError.statusCode === 404) {
      return reply.status(404).send({ code: CODE.notFound, msg: INPUT_MSG.fileNotFound, data: null });
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply
        .status(fastifyError.statusCode)
        .send({ code: CODE.badRequest, msg: INPUT_MSG.malformed, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: CODE.serverError, msg: MSG.serverError, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && app.spaFallback?.(request.url, reply)) return;
    return reply.status(404).send({ code: CODE.notFound, msg: MSG.notFound, data: null });
  });

  await registerSecurityHeaders(app);
  await registerRateLimits(app, ctx);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 20 } });

  await ctx.realtime.register(app);
  registerModules(app, ctx);

  await serveSites(app, options.publicDir ?? defaultPublicDir);
  return app;
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { CODE } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The log field and the error envelope's field that carry it. */
export const REQUEST_ID_FIELD = 'request_id';

/** What an incoming id may be: what proxies make (UUIDs, hex, nginx's $request_id), never a log line's worth. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Makes fastify's `genReqId`: a proxy the server trusts (TRUST_PROXY, the same list that may name the client in
 * X-Forwarded-For) may hand down its own request id, so its log and the server's find the same request; from
 * anyone else the header is ignored (a client could otherwise plant ids that collide with others' reports).
 */
export function requestIdGenerator(trustProxy: string): (request: IncomingMessage) => string {
  const trusted = proxyAddr.compile(
    trustProxy
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    if (typeof incoming === 'string' && INCOMING_ID.test(incoming) && peer && trusted(peer, 0)) return incoming;
    return randomUUID();
  };
}

/**
 * Every answer names its request in X-Request-Id, and every error envelope (code not 0) carries it as
 * `request_id`: the number a user reports is the one in the server's log lines of that request.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (
      payload &&
      typeof payload === 'object' &&
      'code' in payload &&
      'msg' in payload &&
      payload.code !== CODE.ok &&
      !(REQUEST_ID_FIELD in payload)
    )
      return { ...payload, [REQUEST_ID_FIELD]: request.id };
    return payload;
  });
}

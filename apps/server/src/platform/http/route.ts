import type { Endpoint, ParsedRequestOf, ResponseOf } from '@wanju/api-client';
import { CODE, inputProblem } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, SessionUser } from './context';
import { AppError } from './errors';

export type Handler<E extends Endpoint, U> = (input: {
  body: ParsedRequestOf<E>;
  user: U;
  request: FastifyRequest;
}) => Promise<ResponseOf<E>>;

type UserOf<E extends Endpoint> = E['access'] extends 'user' ? SessionUser : SessionUser | null;

/**
 * Registers the handler of one contract endpoint: POST only, the body validated against the contract's
 * schema (400 naming the field), the token checked for non-public endpoints (-99), the endpoint's request
 * limits per client applied (429), the answer wrapped in the envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E, UserOf<E>>,
): void {
  app.post(endpoint.path, async (request) => {
    const user = await ctx.authenticate(request.headers.token);
    if (endpoint.access === 'user' && !user) throw new AppError(CODE.sessionInvalid, MSG.sessionInvalid);
    const body = parseBody(endpoint, request.isMultipart() ? {} : (request.body ?? {}));
    await app.enforceRateLimits?.(endpoint.path, request, user);
    const data = await handler({ body, user: user as UserOf<E>, request });
    return { code: CODE.ok, msg: MSG.ok, data: data ?? null };
  });
}

/**
 * The body against the contract: first what no body may carry (NUL, lone surrogates, deep nesting), then the
 * endpoint's schema with its bounds. Either refusal is HTTP 400 naming the field.
 */
export function parseBody<E extends Endpoint>(endpoint: E, raw: unknown): ParsedRequestOf<E> {
  const problem = inputProblem(raw);
  if (problem) throw new AppError(CODE.badRequest, `${MSG.invalidField(problem.field)}（${problem.message}）`, 400);
  const result = endpoint.request.safeParse(raw);
  if (result.success) return result.data as ParsedRequestOf<E>;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  throw new AppError(CODE.badRequest, `${MSG.invalidField(field)}（${issue?.message ?? ''}）`, 400);
}

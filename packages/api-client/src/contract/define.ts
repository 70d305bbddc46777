import { MSG, PHONE_PATTERN } from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';

export type Access = 'public' | 'user';

/**
 * One endpoint of the contract: its path, the zod schema of its JSON body, who may call it, and
 * (as a phantom type) the shape of `data` in a successful answer. Server and apps share it.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res = unknown, A extends Access = Access> {
  readonly path: string;
  readonly request: Req;
  readonly access: A;
  /** Present only in the type: the response data. */
  readonly __response?: Res;
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown, Access> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, unknown, Access> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res, Access> ? Res : never;

/** `endpoint<ResponseData>()(path, schema, access)`: the response type is given, the request inferred. */
export function endpoint<Res>() {
  return <Req extends z.ZodType, A extends Access = 'user'>(
    path: string,
    request: Req,
    access: A = 'user' as A,
  ): Endpoint<Req, Res, A> => ({ path, request, access });
}

export const empty = z.object({}).passthrough();

/** Paging of every list endpoint: `page` from 1, `page_size` up to 100. */
export const paging = {
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
};

export const id = z.number().int().positive();
export const phone = z.string().trim().regex(PHONE_PATTERN, MSG.phoneInvalid);

import { INPUT_MSG, MSG, PHONE_PATTERN } from '@wanju/domain';
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

/**
 * Bounds every request value gets from the builders below: integers fit a PostgreSQL `integer` column,
 * strings and arrays have a length. contract.test.ts walks every endpoint and fails on an unbounded one.
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
/** How deep a request body may nest (the contract's deepest schema is 3 levels). */
export const MAX_BODY_DEPTH = 8;

/** An integer that fits an `integer` column (narrower with min/max). */
export const int = (min = INT4_MIN, max = INT4_MAX) =>
  z
    .number(INPUT_MSG.notNumber)
    .int(INPUT_MSG.notInteger)
    .min(Math.max(min, INT4_MIN), INPUT_MSG.tooSmall(min))
    .max(Math.min(max, INT4_MAX), INPUT_MSG.tooLarge(max));
/** A finite number between min and max (prices, rates: numeric columns). */
export const num = (min: number, max: number) =>
  z.number(INPUT_MSG.notNumber).min(min, INPUT_MSG.tooSmall(min)).max(max, INPUT_MSG.tooLarge(max));
/** A string of at most `max` characters. NUL and lone surrogates are refused for every body by `inputProblem`. */
export const str = (max: number, tooLong: string = INPUT_MSG.tooLong(max)) =>
  z.string(INPUT_MSG.notString).max(max, tooLong);
/** An array of at most `max` items. */
export const list = <T extends z.ZodType>(item: T, max: number, tooMany = INPUT_MSG.tooMany(max)) =>
  z.array(item, INPUT_MSG.notList).max(max, tooMany);
/** A record id: a positive `integer`. */
export const id = z
  .number(INPUT_MSG.idInvalid)
  .int(INPUT_MSG.idInvalid)
  .min(1, INPUT_MSG.idInvalid)
  .max(INT4_MAX, INPUT_MSG.idInvalid);
/** A time in epoch milliseconds (kept in JSON or timestamptz, never in an `integer`): up to the year 2100. */
export const epochMs = z
  .number(INPUT_MSG.notNumber)
  .int(INPUT_MSG.notInteger)
  .min(0, INPUT_MSG.tooSmall(0))
  .max(4_102_444_800_000, INPUT_MSG.timeInvalid)
  .meta({ wide: true });

export const empty = z.object({}).passthrough();

/** Paging of every list endpoint: `page` from 1, `page_size` up to 100. */
export const paging = {
  page: int(1, 100_000).default(1),
  page_size: int(1, 100).default(20),
};

export const phone = z
  .string(INPUT_MSG.notString)
  .max(20, MSG.phoneInvalid)
  .trim()
  .regex(PHONE_PATTERN, MSG.phoneInvalid);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored (PostgreSQL text refuses U+0000; a lone surrogate is no UTF-8), or null. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return INPUT_MSG.nulCharacter;
  if (LONE_SURROGATE.test(value)) return INPUT_MSG.badCharacter;
  return null;
}

/**
 * The checks every request body gets before its endpoint's schema, whatever the schema lets through
 * (passthrough objects, keys): no string or key with U+0000 or a lone surrogate, no nesting deeper than
 * MAX_BODY_DEPTH. Answers the field and the problem, or null.
 */
export function inputProblem(raw: unknown): { field: string; message: string } | null {
  const walk = (value: unknown, path: string, depth: number): { field: string; message: string } | null => {
    if (typeof value === 'string') {
      const message = textProblem(value);
      return message ? { field: path || 'body', message } : null;
    }
    if (typeof value !== 'object' || value === null) return null;
    if (depth >= MAX_BODY_DEPTH) return { field: path || 'body', message: INPUT_MSG.tooDeep };
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      const keyMessage = textProblem(key);
      if (keyMessage) return { field: path || 'body', message: keyMessage };
      const found = walk(item, field, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(raw, '', 0);
}

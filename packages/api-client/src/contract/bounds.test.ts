import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { INT4_MAX, INT4_MIN, inputProblem, MAX_BODY_DEPTH, textProblem } from './define';
import { api } from './index';

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  wide?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const endpoints = Object.values(api)
  .flatMap((group) => Object.values(group) as unknown[])
  .filter((e): e is { path: string; request: z.ZodType } => typeof e === 'object' && e !== null && 'request' in e);

/** Every value of a request schema that has no bound: an integer past int4, a string or an array without a maximum. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unbounded(part, path));
  if (schema.const !== undefined || schema.enum) return found;
  if (schema.type === 'integer' || schema.type === 'number') {
    const { minimum = -Infinity, maximum = Infinity } = schema;
    const fits = schema.wide ? Number.isSafeInteger(maximum) : minimum >= INT4_MIN && maximum <= INT4_MAX;
    if (!fits || !Number.isFinite(minimum)) found.push(`${path}: [${minimum}, ${maximum}]`);
  }
  if (schema.type === 'string' && schema.maxLength === undefined && !schema.pattern) found.push(`${path}: string`);
  if (schema.type === 'array') {
    if (schema.maxItems === undefined) found.push(`${path}: array`);
    if (schema.items) found.push(...unbounded(schema.items, `${path}[]`));
  }
  for (const [key, value] of Object.entries(schema.properties ?? {})) found.push(...unbounded(value, `${path}.${key}`));
  return found;
}

describe('request bounds of the contract', () => {
  it('covers every endpoint', () => {
    expect(endpoints.length).toBeGreaterThan(140);
  });

  it('bounds every number (to a PostgreSQL integer unless marked wide), string and array of every endpoint', () => {
    const found = endpoints.flatMap((e) =>
      unbounded(z.toJSONSchema(e.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema, e.path),
    );
    expect(found).toEqual([]);
  });

  it('refuses ids outside 1..2^31-1 and integers past an integer column with a Chinese message', () => {
    const detail = api.toy.getDetail.request;
    for (const bad of [0, -1, 2 ** 31, 2 ** 53, 1.5]) {
      const result = detail.safeParse({ id: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('编号不正确');
    }
    expect(detail.safeParse({ id: INT4_MAX }).success).toBe(true);
    const quantity = api.cart.updateSampleCar.request.safeParse({ customer_pick_id: 1, toy_id: 1, quantity: 2 ** 31 });
    expect(quantity.error?.issues[0]?.message).toMatch(/^不能大于/);
  });
});

describe('inputProblem: what no body may carry', () => {
  it('refuses U+0000 and lone surrogates in values and keys, at any depth', () => {
    expect(inputProblem({ name: 'a\u0000b' })).toEqual({ field: 'name', message: '不能包含空字符' });
    expect(inputProblem({ list: [{ remark: '\uD800' }] })?.field).toBe('list.0.remark');
    expect(inputProblem({ '\uDC00': 1 })?.message).toBe('包含无法识别的字符');
    expect(textProblem('\uDC00x\uD800')).toBe('包含无法识别的字符');
  });

  it('accepts surrogate pairs (emoji, rare CJK) and ordinary text', () => {
    expect(inputProblem({ name: '𠀀玩具🧸', ids: [1, 2], nested: { a: { b: 'c' } } })).toBeNull();
  });

  it('refuses nesting deeper than the contract needs', () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_BODY_DEPTH + 1; i++) deep = [deep];
    expect(inputProblem({ a: deep })?.message).toBe('层级过深');
  });
});

import { api } from '@wanju/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createSession } from '../src/account/sessions';
import { startTestServer, type TestServer } from './harness';

/**
 * Hostile bodies to every endpoint of the contract, signed in (a trading company's main account, a factory
 * account) and signed out: whatever they carry, the answer is the envelope and never a 5xx. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL (its integer columns and text encoding are the strict ones).
 */

interface Endpoint {
  path: string;
  access: string;
  request: z.ZodType;
}
const endpoints = Object.values(api)
  .flatMap((group) => Object.values(group) as unknown[])
  .filter((e): e is Endpoint => typeof e === 'object' && e !== null && 'request' in e && 'path' in e);

interface Json {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, Json>;
  anyOf?: Json[];
  oneOf?: Json[];
  items?: Json;
}
let deep: unknown = 1;
for (let i = 0; i < 200; i++) deep = { a: deep, b: [deep] };
deep = JSON.parse(JSON.stringify({ a: [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]] }));

const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 63, -1, 0, 1, 1.5, -0, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 1, max: 5 }),
);
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uDBFF\uDBFF',
    'NaN',
    'Infinity',
    '-1',
    '2147483648',
    '1e400',
    '0x7fffffff',
    '../../../../etc/passwd',
    '..%2f..%2f..%2fetc%2fpasswd',
    '/files/../../package.json',
    '/files/0123456789abcdef0123456789abcdef.jpg',
    "' OR 1=1 --",
    '%',
    '\\',
    '<script>alert(1)</script>',
    '13800000001',
    '１３８００００００００１',
    'http://127.0.0.1:1/a.png',
    'http://[::ffff:127.0.0.1]:1/a.png',
    'http://0x7f000001:1/a.png',
    'file:///etc/passwd',
    'javascript:alert(1)',
    '一二三四五六七八九十一',
    '𠀀🧸',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: 100, max: 5000 }).map((n) => '玩'.repeat(n)),
);
const hostileScalar = fc.oneof(hostileNumber, hostileString, fc.constantFrom(null, true, false));
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      [],
      {},
      deep,
      { x: 1 },
      [[1]],
      Array.from({ length: 2000 }, (_, i) => i + 1),
    ),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4 }) },
);

/** Values the schema accepts, at its edges (min, max, the longest string) and in between. */
function valid(schema: Json): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map(valid));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1e6, -(2 ** 53));
      const max = Math.min(schema.maximum ?? 1e6, 2 ** 53);
      const low = Math.ceil(min);
      const small = fc.integer({ min: low, max: Math.max(low, Math.floor(Math.min(max, Math.max(min, 0) + 5))) });
      return fc.oneof(fc.constantFrom(min, max), small);
    }
    case 'string': {
      if (schema.pattern === '^1\\d{10}$') return fc.constantFrom('13800000001', '13800000005', '13912345678');
      if (schema.pattern === '^\\d{6}$') return fc.constantFrom('000000', '123456');
      const max = schema.maxLength ?? 50;
      return fc.oneof(fc.string({ maxLength: Math.min(max, 20) }), fc.constant('玩'.repeat(max)));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? valid(schema.items) : hostileScalar, {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return Object.keys(schema.properties ?? {}).length ? shaped(schema) : fc.constant({});
    default:
      return hostileScalar;
  }
}

/** Characters no stored text may hold: NUL, lone surrogates. */
const poison = fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uDBFF\u0000');
/** Numbers just past a schema's range and past an integer column. */
const outOfRange = (schema: Json) =>
  fc.constantFrom(
    (schema.maximum ?? 2 ** 31) + 1,
    (schema.minimum ?? -(2 ** 31)) - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    -1,
    0.5,
  );

/** A value just past the schema: a poisoned string, a number out of range, hostile otherwise; inside objects and arrays, one item. */
function past(schema: Json): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map(past));
  const accepted = valid(schema);
  const near =
    schema.type === 'string'
      ? fc.tuple(accepted, poison).map(([text, bad]) => `${String(text).slice(0, 3)}${bad}${String(text).slice(3)}`)
      : schema.type === 'integer' || schema.type === 'number'
        ? outOfRange(schema)
        : schema.type === 'object' && Object.keys(schema.properties ?? {}).length
          ? oneWrong(schema)
          : schema.type === 'array' && schema.items
            ? fc
                .tuple(fc.array(valid(schema.items), { maxLength: 3 }), past(schema.items))
                .map(([items, bad]) => [...items, bad])
            : hostileValue;
  return fc.oneof({ weight: 3, arbitrary: near }, { weight: 1, arbitrary: hostileValue });
}

/** Every field valid (the required ones present) but one, which is just past its schema. */
function oneWrong(schema: Json): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (!keys.length) return fc.dictionary(hostileString, hostileValue, { maxKeys: 3 });
  return fc
    .constantFrom(...keys)
    .chain((wrong) =>
      fc.record(
        Object.fromEntries(
          keys.map((key) => [key, key === wrong ? past(properties[key] as Json) : valid(properties[key] as Json)]),
        ),
        { requiredKeys: [...new Set([...(schema.required ?? []), wrong])] },
      ),
    );
}

function shaped(schema: Json): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  return fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value)])), {
    requiredKeys: schema.required ?? [],
  });
}

/** Valid bodies, bodies with one field wrong, extra keys, or no object at all. */
function bodies(schema: Json) {
  const branches = schema.anyOf ?? schema.oneOf ?? [schema];
  return fc.oneof(
    { weight: 2, arbitrary: fc.oneof(...branches.map(shaped)) },
    { weight: 6, arbitrary: fc.oneof(...branches.map(oneWrong)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(...branches.map(shaped)), fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }))
        .map(([a, b]) => ({ ...b, ...a })),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
let server: TestServer;
let tokens: { name: string; token: string | undefined }[];

beforeAll(async () => {
  // Generous request limits: the fuzzing is about bodies, the limits have their own tests.
  server = await startTestServer({ DEMO_PRODUCTS: '120', RATE_LIMIT_SCALE: '1000' });
  const { db } = server.ctx.database;
  const users = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('phone', 'in', ['13800000001', '13800000005'])
    .execute();
  tokens = [{ name: 'signed out', token: undefined }];
  // Sessions made directly: hostile sign-in bodies may lock the demo phones, and logout revokes one.
  for (const user of users) tokens.push({ name: user.phone, token: await createSession(server.ctx, user.id) });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function send(path: string, payload: string, token: string | undefined) {
  const response = await server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.body };
}

describe('no request makes a 5xx', () => {
  it('covers every endpoint of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(140);
  });

  it.each(endpoints.filter((e) => e.path !== '/api/logout').map((e) => [e.path, e] as const))(
    '%s',
    async (_path, endpoint) => {
      const schema = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as Json;
      await fc.assert(
        fc.asyncProperty(bodies(schema), fc.nat(tokens.length - 1), async (body, who) => {
          const { status, body: answer } = await send(endpoint.path, JSON.stringify(body), tokens[who]?.token);
          if (status >= 500) throw new Error(`${status} ${answer}`);
          if (process.env.FUZZ_LOG) console.log(`FZ ${status} ${endpoint.path} ${answer.slice(0, 90)}`);
          const envelope = JSON.parse(answer) as { code: number; msg: string };
          expect(typeof envelope.code).toBe('number');
          // Refusals speak Chinese.
          if (envelope.code !== 0) expect(envelope.msg).toMatch(/[\u4e00-\u9fff]/);
        }),
        { numRuns: RUNS * tokens.length, seed: Number(process.env.FUZZ_SEED ?? 20261), endOnFailure: true },
      );
    },
    60_000,
  );

  it('answers raw bodies that are no JSON object, and logout, with the envelope', async () => {
    const raws = [
      '',
      'null',
      '[]',
      '"x"',
      '1',
      '{',
      '{"a":',
      '\u0000',
      '['.repeat(100_000),
      `{"id":${'9'.repeat(400)}}`,
    ];
    for (const path of ['/api/toy/get_list', '/api/login', '/api/website/add_customer_pick', '/api/logout']) {
      for (const raw of raws) {
        for (const { token } of tokens) {
          const { status, body } = await send(path, raw, token);
          expect(status, `${path} ${raw.slice(0, 20)}`).toBeLessThan(500);
          expect(JSON.parse(body)).toHaveProperty('code');
        }
      }
    }
  });

  it('answers hostile multipart bodies on the upload endpoints with the envelope', async () => {
    const boundary = 'fuzzboundary';
    const part = (name: string, body: string, filename?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${body}\r\n`;
    const payloads = [
      '',
      `--${boundary}--\r\n`,
      `${part('crop', '{"x":1e400,"y":-1,"width":"a","height":null}')}${part('file', '\u0000\uD800', '../../etc/passwd')}--${boundary}--\r\n`,
      `${part('file', 'GIF89a', 'a.png')}${part('file', 'x', 'b.png')}--${boundary}--\r\n`,
      `${part('other', 'x'.repeat(5000))}--${boundary}--\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
      Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'v')).join('') + `--${boundary}--\r\n`,
    ];
    for (const path of ['/api/toy/search_image', '/api/toy/search_excel', '/api/toy_search/upload_picture']) {
      for (const payload of payloads) {
        for (const { token } of tokens) {
          const response = await server.app.inject({
            method: 'POST',
            url: path,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { token } : {}) },
            payload,
          });
          expect(response.statusCode, `${path} ${payload.slice(0, 40)}`).toBeLessThan(500);
          expect(JSON.parse(response.body)).toHaveProperty('code');
        }
      }
    }
  });

  it('answers file routes asked for paths outside their store with 404', async () => {
    for (const url of [
      '/files/..%2f..%2fpackage.json',
      '/files/../../package.json',
      '/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/files/0123456789abcdef0123456789abcdef.jpg',
      '/files/%00.jpg',
      '/storybook/../../package.json',
      '/storybook/..%2f..%2fpackage.json',
      '/factory/%2e%2e/%2e%2e/package.json',
      '/api/../files/x',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(JSON.parse(response.body), url).toMatchObject({ code: 404, data: null });
    }
    // A URL that is no URL (broken percent-encoding) is a bad request.
    const broken = await server.app.inject({ method: 'GET', url: '/files/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ code: 400, msg: '请求格式不正确' });
  });
});

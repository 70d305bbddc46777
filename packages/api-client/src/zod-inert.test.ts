import { describe, expect, it, vi } from 'vitest';

// The browser apps build the contract against the inert stand-in (vite alias zod → src/zod-inert.ts).
vi.mock('zod', () => import('./zod-inert'));

describe('the contract in the browser (zod replaced by the inert stand-in)', () => {
  it('evaluates every contract module and keeps every endpoint path and access', async () => {
    const { api } = await import('./contract/index');
    // Groups also re-export a few constants and shared schemas (inert here); endpoints are the plain objects.
    const endpoints = Object.values(api)
      .flatMap((group) => Object.values(group) as unknown[])
      .filter((e): e is { path: string; access: string } => typeof e === 'object' && e !== null && 'access' in e);
    expect(endpoints.length).toBeGreaterThan(100);
    for (const e of endpoints) {
      expect(e.path).toMatch(/^\/api\//);
      expect(['public', 'user']).toContain(e.access);
    }
  });

  it('is inert: any chain of builder calls answers without doing anything', async () => {
    const { object, string } = await import('./zod-inert');
    const schema = object({ a: string() });
    expect(typeof schema).toBe('function');
    // Chained methods and properties (.trim().max(3), .passthrough(), .parse …) answer the same inert value.
    expect(Reflect.get(schema, 'passthrough')).toBe(schema);
    expect(Reflect.apply(Reflect.get(schema, 'parse'), undefined, [{}])).toBe(schema);
  });
});

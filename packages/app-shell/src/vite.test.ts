// @vitest-environment node
import { existsSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { APPS, appViteConfig, DEV_API_TARGET, dropRequestSchemas, ZOD_INERT_ALIAS } from './vite.js';

describe('appViteConfig', () => {
  it("serves each app under its base and builds it into the server's public folder", () => {
    const factory = appViteConfig('factory');
    expect(factory.base).toBe('/factory/');
    expect(factory.build?.outDir).toMatch(/apps\/server\/public\/factory$/);
    expect(factory.server?.port).toBe(5174);
    expect(appViteConfig('buyer').base).toBe('/');
    expect(appViteConfig('kiosk').build?.outDir).toMatch(/apps\/server\/public\/kiosk$/);
  });

  it('points zod at the inert stand-in, which exists', () => {
    const config = appViteConfig('buyer');
    expect(config.resolve?.alias).toContainEqual(ZOD_INERT_ALIAS);
    expect(ZOD_INERT_ALIAS.find.test('zod')).toBe(true);
    expect(ZOD_INERT_ALIAS.find.test('zod/v4')).toBe(false);
    expect(existsSync(ZOD_INERT_ALIAS.replacement)).toBe(true);
  });

  it('proxies the API and the files to the local server in development', () => {
    const proxy = appViteConfig('kiosk').server?.proxy ?? {};
    expect(proxy['/api']).toMatchObject({ target: DEV_API_TARGET });
    expect(proxy['/files']).toBe(DEV_API_TARGET);
  });

  it('each app has its own base path and dev port', () => {
    const apps = Object.values(APPS);
    expect(new Set(apps.map((a) => a.base)).size).toBe(apps.length);
    expect(new Set(apps.map((a) => a.port)).size).toBe(apps.length);
    expect(apps.every((a) => a.base.startsWith('/') && a.base.endsWith('/'))).toBe(true);
  });

  it("merges an app's own settings over the shared ones", () => {
    const config = appViteConfig('buyer', { build: { chunkSizeWarningLimit: 1000 } });
    expect(config.build).toMatchObject({ chunkSizeWarningLimit: 1000, emptyOutDir: true });
  });

  it('the test setup file of the kit exists', () => {
    const setup = appViteConfig('buyer').test?.setupFiles;
    expect(Array.isArray(setup) && setup.every((f) => existsSync(f))).toBe(true);
  });

  it("drops each endpoint's request schema from the apps' contract, keeping its path and access", () => {
    const code = [
      "export const login = endpoint()('/api/login', z.object({ phone, password: z.string().max(128) }), 'public');",
      "export const logout = endpoint()('/api/logout', empty);",
      "const other = build('/api/x', z.object({}));",
    ].join('\n');
    const out = dropRequestSchemas(code, parseAst(code));
    expect(out).toContain("endpoint()('/api/login', 0, 'public')");
    expect(out).toContain("endpoint()('/api/logout', 0)");
    expect(out).not.toContain('password');
    expect(out).toContain("build('/api/x', z.object({}))");
  });

  it('builds the apps with the contract schemas dropped and their builders pure', () => {
    const config = appViteConfig('buyer');
    expect(config.plugins?.flat().some((p) => p && 'name' in p && p.name === 'wanju:contract-without-schemas')).toBe(
      true,
    );
    expect(config.build?.rolldownOptions?.treeshake).toMatchObject({
      manualPureFunctions: expect.arrayContaining(['z']),
    });
  });
});

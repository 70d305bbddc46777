// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPS, appViteConfig, DEV_API_TARGET, ZOD_INERT_ALIAS } from './vite.js';

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
});

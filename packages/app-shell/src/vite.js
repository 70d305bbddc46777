// @ts-check
// Plain JavaScript (typed by JSDoc): Vite bundles an app's vite.config.ts but loads the packages it imports
// with Node, which cannot run TypeScript.
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

/** Where the server serves each app (apps/server/public/<name>) and where its dev server listens. */
export const APPS = /** @type {const} */ ({
  buyer: { base: '/', port: 5173 },
  factory: { base: '/factory/', port: 5174 },
  kiosk: { base: '/kiosk/', port: 5175 },
});

/** @param {string} path a path from the repository's root */
const repo = (path) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Where the dev servers send API calls and files: the server started by `pnpm dev`. */
export const DEV_API_TARGET = 'http://127.0.0.1:8080';

/** The contract's request schemas are for the server only: in the browser zod is an inert stand-in. */
export const ZOD_INERT_ALIAS = { find: /^zod$/, replacement: repo('packages/api-client/src/zod-inert.ts') };

/**
 * The vite (and vitest) config of an app: its base path and build folder under the server's public/,
 * React, vanilla-extract, React Aria's strings for zh-CN only, the zod stand-in, the jsdom unit tests and a
 * dev server that proxies /api, /files and /export_files to the local server. `extra` is merged over it.
 *
 * @param {keyof typeof APPS} app
 * @param {import('vitest/config').ViteUserConfig} [extra]
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function appViteConfig(app, extra = {}) {
  const { base, port } = APPS[app];
  /** @type {import('vitest/config').ViteUserConfig} */
  const config = {
    base,
    // React Aria's built-in strings only for zh-CN (the other 30-odd locales are dropped from the bundle).
    plugins: [optimizeLocales.vite({ locales: ['zh-CN'] }), react(), vanillaExtractPlugin()],
    resolve: { alias: [ZOD_INERT_ALIAS] },
    build: { outDir: repo(`apps/server/public/${app}`), emptyOutDir: true, chunkSizeWarningLimit: 800 },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [repo('packages/ui/vitest.setup.ts')],
      css: false,
      testTimeout: 20_000,
      // Worker threads start a file's jsdom and module graph faster than child processes.
      pool: 'threads',
    },
    server: {
      port,
      // ws: a websocket opened under /api reaches the server too.
      proxy: {
        '/api': { target: DEV_API_TARGET, ws: true },
        '/files': DEV_API_TARGET,
        '/export_files': DEV_API_TARGET,
      },
    },
  };
  return mergeConfig(config, extra);
}

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

/** The contract's endpoint files (define.ts keeps its builders, which the server-side schemas are made of). */
const CONTRACT_FILE = /packages\/api-client\/src\/contract\/(?!define\.)[\w-]+\.ts$/;

/**
 * Every `endpoint<Res>()(path, schema, access)` call of `code` (TypeScript already stripped) with its schema
 * argument replaced by `0`: the apps read an endpoint's path and access only, and without the schemas the
 * builders, messages and domain constants they alone use fall out of the bundle.
 *
 * @param {string} code
 * @param {{ type: string }} program an ESTree program of `code` (nodes with start and end offsets)
 */
export function dropRequestSchemas(code, program) {
  /** @type {[number, number][]} */
  const cuts = [];
  /** @param {unknown} node */
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = /** @type {Record<string, any>} */ (node);
    if (
      n.type === 'CallExpression' &&
      n.callee?.type === 'CallExpression' &&
      n.callee.callee?.type === 'Identifier' &&
      n.callee.callee.name === 'endpoint' &&
      n.arguments.length >= 2 &&
      n.arguments[1].type !== 'Literal'
    )
      cuts.push([n.arguments[1].start, n.arguments[1].end]);
    for (const key of Object.keys(n)) if (key !== 'type') visit(n[key]);
  };
  visit(program);
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}0${out.slice(end)}`;
  return out;
}

/** @type {import('vite').Plugin} */
const contractWithoutSchemas = {
  name: 'wanju:contract-without-schemas',
  enforce: 'post',
  transform(code, id) {
    if (!CONTRACT_FILE.test(id.split('?')[0] ?? '')) return null;
    return { code: dropRequestSchemas(code, this.parse(code)), map: null };
  },
};

/**
 * The vite (and vitest) config of an app: its base path and build folder under the server's public/,
 * React, vanilla-extract, React Aria's strings for zh-CN only, the zod stand-in, the contract without its request
 * schemas, the jsdom unit tests and a
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
    plugins: [
      optimizeLocales.vite({ locales: ['zh-CN'] }),
      react(),
      // Unit tests add each style at run time (no CSS file): a separate compiler evaluating every .css.ts file
      // made importing the kit most of an app's test run.
      vanillaExtractPlugin(process.env.VITEST ? { unstable_mode: 'transform' } : {}),
      contractWithoutSchemas,
    ],
    resolve: { alias: [ZOD_INERT_ALIAS] },
    build: {
      outDir: repo(`apps/server/public/${app}`),
      emptyOutDir: true,
      chunkSizeWarningLimit: 800,
      // The contract's schema builders (inert in the browser) are pure: a schema no endpoint keeps is dropped;
      // so is `endpoint`: an endpoint no screen of the chunk calls is dropped.
      rolldownOptions: { treeshake: { manualPureFunctions: ['z', 'int', 'num', 'str', 'list', 'endpoint'] } },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [repo('packages/ui/vitest.setup.ts')],
      css: false,
      // Tests wait for the state they assert; the limits only end a hanging test, wide enough for a busy machine.
      testTimeout: 120_000,
      expect: { poll: { timeout: 10_000 } },
      // Worker threads start faster than child processes; the files of a worker share one module graph and one
      // jsdom (the setup file clears what a test leaves in the document and the storage).
      pool: 'threads',
      isolate: false,
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

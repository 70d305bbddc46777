/**
 * The import boundaries (`pnpm lint:boundaries`, part of the lint step of scripts/test.sh). docs/SERVER.md draws
 * the server's layers these rules keep: platform, the shared kernels, the working areas, demo on top. An area is
 * a folder directly under apps/server/src; a lower area never imports an upper one (it subscribes to the upper
 * one's domain events on the platform's bus instead), and areas meet only through their index.ts.
 */
const SRC = '^apps/server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-areas-in-a-cycle',
      comment:
        'Server areas form no cycle: every import between areas points down the layers (docs/SERVER.md). ' +
        'A lower area that must react to an upper one subscribes to its domain event (platform/events).',
      severity: 'error',
      from: { path: `${SRC}([^/]+)/` },
      to: { circular: true, viaSomeNot: `${SRC}$1/` },
    },
    {
      name: 'past-another-areas-index',
      comment: "Another area is imported only through its index.ts (an area's own files import each other freely).",
      severity: 'error',
      from: { path: `${SRC}([^/]+)/` },
      to: {
        path: `${SRC}[^/]+/`,
        pathNot: [`${SRC}$1/`, `${SRC}platform/`, `${SRC}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'platform-imports-an-area',
      comment: 'platform/ knows no area: what it needs from one is passed in (AppContext) or subscribed to (events).',
      severity: 'error',
      from: { path: `${SRC}platform/` },
      to: { path: SRC, pathNot: [`${SRC}platform/`, `${SRC}(config|paths)\\.ts$`] },
    },
    {
      name: 'ui-imports-a-store-or-the-api',
      comment:
        'packages/ui is presentational: its components get data and callbacks as props, never a store (valtio) ' +
        'or the api client.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: ['/node_modules/valtio/', '^node_modules/valtio/', '^packages/api-client/'] },
    },
    {
      name: 'ui-imports-a-store-or-the-api-by-name',
      comment: 'The same rule for imports that do not resolve to a file (a package not installed in packages/ui).',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { couldNotResolve: true, path: '^(valtio|@wanju/api-client)(/|$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

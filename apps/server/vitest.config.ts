import { configDefaults, defineConfig } from 'vitest/config';

// Files whose subject is not the database (picture matching, fetching, headers, secrets, the typed client): npm
// test runs them once, in its PostgreSQL pass, and leaves them out of the PGlite pass (SERVER_TESTS_SKIP_NEUTRAL=1).
const DATABASE_NEUTRAL = [
  'test/image-search.test.ts',
  'test/ai-pictures.test.ts',
  'test/ai-image-process.test.ts',
  'test/ai-engine.test.ts',
  'test/image-upload.test.ts',
  'test/pictures-align.test.ts',
  'test/pictures-detect.test.ts',
  'test/pictures-index.test.ts',
  'test/pictures-scan.test.ts',
  'test/safe-fetch.test.ts',
  'test/demo-drawings.test.ts',
  'test/security-headers.test.ts',
  'test/secrets.test.ts',
  'test/error-report.test.ts',
  'test/api-client.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.SERVER_TESTS_SKIP_NEUTRAL === '1' ? DATABASE_NEUTRAL : [])],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own server, on a copy of a seeded template database (test/templates.ts); two at a
    // time fit this machine's two cores (npm test runs the PostgreSQL pass one at a time beside its other steps).
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 2,
    // The files of a worker share one module graph: each starts and closes its own server, and the server's
    // modules (most of a file's start-up) are loaded once per worker instead of once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

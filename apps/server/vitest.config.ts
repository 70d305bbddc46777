import { defineConfig } from 'vitest/config';

// npm test runs every file on a PostgreSQL server (TEST_DATABASE_URL), the engine whose integer columns and text
// encoding are the strict ones, and on PGlite, the embedded PostgreSQL a server uses by default, only the files
// whose subject is the embedded engine itself (SERVER_TESTS_EMBEDDED=1): its data folder's backup and restore, its
// buffer cache, one process's job runners, realtime fan-out and session memo, a small demo seeded into it. The
// browser journeys all run against servers on PGlite.
const EMBEDDED_ENGINE = [
  'test/operations.test.ts',
  'test/catalogue.test.ts',
  'test/jobs.test.ts',
  'test/chat-realtime.test.ts',
  'test/sessions-memo.test.ts',
  'test/demo-small.test.ts',
];

export default defineConfig({
  test: {
    include: process.env.SERVER_TESTS_EMBEDDED === '1' ? EMBEDDED_ENGINE : ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own server, on a copy of a seeded template database (test/templates.ts); two at a
    // time fit this machine's two cores (npm test runs the PostgreSQL pass one at a time beside its other steps).
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 2,
    // The files of a worker share one module graph: each starts and closes its own server, and the server's
    // modules (most of a file's start-up) are loaded once per worker instead of once per file.
    isolate: false,
    // Tests wait for the state they assert; these limits only end a test that hangs. They are wide because a
    // busy machine (other work beside the run) can make a server start or a job take several times longer.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 10_000 } },
  },
});

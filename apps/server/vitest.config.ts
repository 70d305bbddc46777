import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own server, on a copy of a seeded template database (test/templates.ts); two at a
    // time fit this machine's two cores (npm test runs the PostgreSQL pass one at a time beside its other steps).
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

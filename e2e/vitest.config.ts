import { defineConfig } from 'vitest/config';

// Browser journeys: Debian Chromium driven by playwright-core against the built server (npm test builds it first).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});

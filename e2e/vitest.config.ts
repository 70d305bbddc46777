import { defineConfig } from 'vitest/config';

// Browser journeys: Debian Chromium driven by playwright-core against the built server (npm test builds it first).
// Each file starts its own server on a free port with its own data directory, so two files run side by side:
// most of a journey's time is spent waiting on the server and the browser, not on the CPU.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});

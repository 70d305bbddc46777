import { defineConfig } from 'vitest/config';

// Browser journeys: Debian Chromium driven by playwright-core against the built server (npm test builds it first).
// Each file starts its own server on a free port with its own data directory, so files run side by side. Three at
// a time keep the two cores busy through the step; four took longer (1,827 s against 1,542 s in a fresh-clone CI
// run) and stretched every wait of a journey. The route sweep is a file per role, so no single file holds the run up.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    maxWorkers: 3,
    // Journeys wait for the state they assert; the limits only end a hanging journey, wide enough for a busy machine.
    testTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 240_000,
  },
});

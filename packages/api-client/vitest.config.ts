import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A test may import every contract module (transformed on first import): the limit only ends a hanging
    // test, wide enough for a busy machine (Vitest's 5 s default was passed under a CPU hog).
    testTimeout: 60_000,
  },
});

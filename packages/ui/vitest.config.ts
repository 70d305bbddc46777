import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Tests wait for the state they assert; the limits only end a hanging test, wide enough for a busy machine.
    testTimeout: 120_000,
    expect: { poll: { timeout: 10_000 } },
    // One module graph and one jsdom for all files, not one per file (setting those up for each of 65 files took
    // nine tenths of the run); the setup file clears what a test leaves in the document and the storage.
    isolate: false,
  },
});

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
    // The machine is shared; dialog-heavy tests need headroom.
    testTimeout: 20_000,
    // One module graph and one jsdom for all files, not one per file (setting those up for each of 65 files took
    // nine tenths of the run); the setup file clears what a test leaves in the document and the storage.
    isolate: false,
  },
});

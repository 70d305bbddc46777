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
    // Worker threads start a file's jsdom and module graph in about half the time of child processes.
    pool: 'threads',
  },
});

import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: '/',
  // React Aria's built-in strings only for zh-CN (the other 30-odd locales are dropped from the bundle).
  plugins: [optimizeLocales.vite({ locales: ['zh-CN'] }), react(), vanillaExtractPlugin()],
  // The contract's request schemas are for the server only: in the browser zod is an inert stand-in.
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('../../packages/api-client/src/zod-inert.ts', import.meta.url)),
      },
    ],
  },
  build: { outDir: '../server/public/buyer', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/ui/vitest.setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/files': 'http://127.0.0.1:8080',
      '/export_files': 'http://127.0.0.1:8080',
    },
  },
});

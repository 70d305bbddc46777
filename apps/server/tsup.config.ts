import { defineConfig } from 'tsup';

// The server is bundled with the workspace packages inlined (their exports point at TypeScript source);
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@wanju\//],
});

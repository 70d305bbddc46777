import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// The server is bundled with the workspace packages inlined (their exports point at TypeScript source);
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  // The picture index's worker thread is an entry of its own (dist/picture-worker.js, beside main.js).
  entry: { main: 'src/main.ts', 'picture-worker': 'src/pictures/picture-worker.ts', 'ai-worker': 'src/ai/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@wanju\//],
  // The picture index's scan kernel is compiled from its text when the server starts (src/pictures/scan.ts).
  onSuccess: async () => {
    await copyFile('src/pictures/scan.wat', 'dist/scan.wat');
  },
});

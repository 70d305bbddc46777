import { defineConfig } from 'tsup';

// One file a company runs with node (`node dist/cli.js`): the domain's rules and messages are inlined,
// exceljs and ws load from node_modules.
export default defineConfig({
  entry: { cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  noExternal: [/^@wanju\//],
  banner: { js: '#!/usr/bin/env node' },
});

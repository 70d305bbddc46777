// npm run backup / npm run restore: the server package's data-folder script (apps/server/scripts/data-folder.ts),
// run from the repository's root, where the server's DATA_DIR (default data/) is taken from too.
import path from 'node:path';
import { ensureDeps, root, run } from './lib.mjs';

ensureDeps();
run(
  path.join(root, 'apps/server/node_modules/.bin/tsx'),
  ['apps/server/scripts/data-folder.ts', ...process.argv.slice(2)],
  {
    cwd: root,
  },
);

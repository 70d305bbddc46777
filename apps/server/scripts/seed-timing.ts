// Measures a cold demo load: fresh PGlite data dir, migrations, reference data, accounts and the catalogue.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createServer } from '../src/server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-seed-'));
const t0 = Date.now();
const server = await createServer(
  loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PRERENDER_PICTURES: '0' }),
  { logger: false },
);
const loaded = Date.now() - t0;
const count = await server.ctx.database.db
  .selectFrom('products')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(`products ${count.n}, cold load ${(loaded / 1000).toFixed(1)} s, data dir ${dataDir}`);
await server.close();
if (!process.env.KEEP) fs.rmSync(dataDir, { recursive: true, force: true });

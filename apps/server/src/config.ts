import path from 'node:path';
import { FREE_SEARCH_DAILY_LIMIT } from '@wanju/domain';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… uses a real PostgreSQL server; empty means embedded PGlite under dataDir. */
  databaseUrl: string;
  logLevel: string;
  /** Free users' daily search limit (the domain's FREE_SEARCH_DAILY_LIMIT); a setting so tests can lower it. */
  freeSearchDailyLimit: number;
  /** Load the demo data into an empty database at start. */
  seedDemo: boolean;
  /** Products in the demo catalogue (DEMO_PRODUCTS; 10 000 by default, a few hundred under vitest). */
  demoProducts: number;
  /** Render the demo pictures' 600 px and thumbnail variants in the background after the load (otherwise on first request). */
  prerenderPictures: boolean;
  /** Run an Excel search worker in this process (EXCEL_WORKER=0: only queue jobs for other servers' workers). */
  excelWorker: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL ?? '',
    logLevel: env.LOG_LEVEL ?? 'info',
    freeSearchDailyLimit: Number(env.FREE_SEARCH_DAILY_LIMIT ?? FREE_SEARCH_DAILY_LIMIT),
    seedDemo: env.SEED_DEMO !== '0',
    demoProducts: Number(env.DEMO_PRODUCTS ?? (process.env.VITEST ? 300 : 10_000)),
    prerenderPictures: (env.PRERENDER_PICTURES ?? (process.env.VITEST ? '0' : '1')) !== '0',
    excelWorker: env.EXCEL_WORKER !== '0',
  };
}

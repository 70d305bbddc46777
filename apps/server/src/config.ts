import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… uses a real PostgreSQL server; empty means embedded PGlite under dataDir. */
  databaseUrl: string;
  logLevel: string;
  /** Free users' daily search limit (spec §6: 300); a setting so tests can lower it. */
  freeSearchDailyLimit: number;
  /** Load the demo data into an empty database at start. */
  seedDemo: boolean;
  /** Products in the demo catalogue (DEMO_PRODUCTS; 10 000 by default, a few hundred under vitest). */
  demoProducts: number;
  /** Render the demo pictures' 600 px and thumbnail variants in the background after the load (otherwise on first request). */
  prerenderPictures: boolean;
  /** Run the job runner in this process (JOB_WORKER=0, formerly EXCEL_WORKER=0: only queue jobs for other servers). */
  jobWorker: boolean;
  /** Jobs this process runs at once (JOB_CONCURRENCY). */
  jobConcurrency: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL ?? '',
    logLevel: env.LOG_LEVEL ?? 'info',
    freeSearchDailyLimit: Number(env.FREE_SEARCH_DAILY_LIMIT ?? 300),
    seedDemo: env.SEED_DEMO !== '0',
    demoProducts: Number(env.DEMO_PRODUCTS ?? (process.env.VITEST ? 300 : 10_000)),
    prerenderPictures: (env.PRERENDER_PICTURES ?? (process.env.VITEST ? '0' : '1')) !== '0',
    jobWorker: (env.JOB_WORKER ?? env.EXCEL_WORKER) !== '0',
    jobConcurrency: Math.max(1, Number(env.JOB_CONCURRENCY ?? 2) || 1),
  };
}

import path from 'node:path';
import { FREE_SEARCH_DAILY_LIMIT } from '@wanju/domain';
import { loadS3Config, type S3Config } from './platform/storage/index';

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
  /** Run the job runner in this process (JOB_WORKER=0, formerly EXCEL_WORKER=0: only queue jobs for other servers). */
  jobWorker: boolean;
  /** Jobs this process runs at once (JOB_CONCURRENCY). */
  jobConcurrency: number;
  /** An S3-compatible object store for stored files (S3_BUCKET …); null: the data folder. */
  s3: S3Config | null;
  /** Multiplies every per-client request limit (RATE_LIMIT_SCALE; 0 turns them off, e.g. for load benchmarks). */
  rateLimitScale: number;
  /**
   * Which proxies' X-Forwarded-For names the client (TRUST_PROXY: addresses or CIDRs, comma separated; default
   * loopback). Trusting every sender would let a client choose its own address and escape per-IP limits.
   */
  trustProxy: string;
  /**
   * An OpenAI-compatible model service for the AI tools' free-form answers (AI_PROVIDER_URL, e.g.
   * https://host/v1; AI_PROVIDER_KEY; AI_PROVIDER_MODEL); null: none configured, the tools answer by rules alone.
   */
  aiProvider: { url: string; key: string; model: string } | null;
  /**
   * Who may read /metrics (Prometheus): with METRICS_TOKEN set, a request carrying `Authorization: Bearer <token>`;
   * with METRICS_PORT set, anyone who reaches that port on METRICS_HOST (default 127.0.0.1; the token, when set, is
   * asked there too). With neither, /metrics answers 404: the figures are not public.
   */
  metrics: { token: string; host: string; port: number | null };
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
    jobWorker: (env.JOB_WORKER ?? env.EXCEL_WORKER) !== '0',
    jobConcurrency: Math.max(1, Number(env.JOB_CONCURRENCY ?? 2) || 1),
    s3: loadS3Config(env),
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    aiProvider: env.AI_PROVIDER_URL
      ? {
          url: env.AI_PROVIDER_URL.replace(/\/+$/, ''),
          key: env.AI_PROVIDER_KEY ?? '',
          model: env.AI_PROVIDER_MODEL ?? 'gpt-4o-mini',
        }
      : null,
    metrics: {
      token: env.METRICS_TOKEN ?? '',
      host: env.METRICS_HOST ?? '127.0.0.1',
      port: env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
    },
  };
}

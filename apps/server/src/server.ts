import type { FastifyInstance } from 'fastify';
import { logSmsSender, type SmsSender, sessionAuthenticator } from './account/index';
import { type BuildOptions, buildApp } from './app';
import { warmKeywordSearch } from './catalogue/index';
import type { Config } from './config';
import { seedDemoIfEmpty } from './demo/index';
import { pictureIndex } from './pictures/index';
import { openDatabase } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import type { AppContext } from './platform/http/context';

export interface StartedServer {
  app: FastifyInstance;
  ctx: AppContext;
  seeded: boolean;
  /** Resolves once the background warm-up (keyword search cache, picture index) is done. */
  warmed: Promise<void>;
  close(): Promise<void>;
}

/** Opens and migrates the database, loads demo data into an empty one, and builds the app (not yet listening). */
export async function createServer(
  config: Config,
  options: BuildOptions & { sms?: SmsSender; now?: () => Date } = {},
): Promise<StartedServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const ctx: AppContext = {
    database,
    config,
    sms: options.sms ?? { send: async () => {} },
    now: options.now ?? (() => new Date()),
    authenticate: (header) => authenticate(header),
  };
  const authenticate = sessionAuthenticator(ctx);
  const app = await buildApp(ctx, options);
  if (!options.sms) ctx.sms = logSmsSender(app.log);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(ctx) : false;
  // In the background: the first requests are served meanwhile (a warm-up failure only costs speed).
  let closing = false;
  const warming = (async () => {
    if (database.engine === 'pglite') await warmKeywordSearch(ctx, () => closing);
    // Then the picture index, so the first image search does not wait for it (~30 s at 200 000 pictures).
    if (!closing) await pictureIndex(ctx);
  })().catch((error: unknown) => app.log.warn({ error }, 'search warm-up'));
  return {
    app,
    ctx,
    seeded,
    warmed: warming,
    async close() {
      closing = true;
      await app.close();
      await warming;
      await database.close();
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import type { AppContext } from './http/context';
import { logSmsSender, type SmsSender } from './modules/account/sms';
import { seedDemoIfEmpty } from './seed/index';

export interface StartedServer {
  app: FastifyInstance;
  ctx: AppContext;
  seeded: boolean;
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
  };
  const app = await buildApp(ctx, options);
  if (!options.sms) ctx.sms = logSmsSender(app.log);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(ctx) : false;
  return {
    app,
    ctx,
    seeded,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { logSmsSender, type SmsSender, sessionAuthenticator } from './account/index';
import { type BuildOptions, buildApp } from './app';
import { warmKeywordSearch } from './catalogue/index';
import type { Config } from './config';
import { seedDemoIfEmpty } from './demo/index';
import { pictureIndex, pictureState, warmImageSearch } from './pictures/index';
import { openDatabase } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { eventBus } from './platform/events/index';
import type { AppContext } from './platform/http/context';
import { JOB_EVENT, onJobChange, startJobRunner } from './platform/jobs/index';
import { createRealtimeHub, forwardChanges, type RealtimeLimits } from './platform/realtime/index';
import { loadSecrets } from './platform/secrets/index';
import { openStorage } from './platform/storage/index';

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
  options: BuildOptions & { sms?: SmsSender; now?: () => Date; realtime?: Partial<RealtimeLimits> } = {},
): Promise<StartedServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  let log: FastifyInstance['log'] | undefined;
  const realtime = await createRealtimeHub({
    database,
    databaseUrl: config.databaseUrl,
    // The account area's session check, the same as every API call's token header.
    authenticate: (token) => ctx.authenticate(token),
    limits: options.realtime,
    log: () => log,
  });
  const ctx: AppContext = {
    database,
    config,
    sms: options.sms ?? { send: async () => {} },
    now: options.now ?? (() => new Date()),
    realtime,
    storage: openStorage(config),
    secrets: await loadSecrets(database),
    authenticate: (header) => sessionAuthenticator(ctx)(header),
  };
  // Job progress is pushed live to the owner's sockets on every process (polling stays the fallback).
  onJobChange(ctx, (change) => {
    if (change.userId) realtime.publish(`user:${change.userId}`, { type: JOB_EVENT, ...change }).catch(() => {});
  });
  // Every record change an area publishes on the domain bus reaches the open screens that show it.
  forwardChanges(eventBus(ctx), realtime, (error) => log?.warn({ err: error }, 'realtime change'));
  const app = await buildApp(ctx, options);
  log = app.log;
  if (!options.sms) ctx.sms = logSmsSender(app.log);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(ctx) : false;
  // Started after the demo load, so jobs queued or left running before a restart find the catalogue.
  const runner = config.jobWorker ? startJobRunner(ctx, { concurrency: config.jobConcurrency, log: app.log }) : null;
  // In the background: the first requests are served meanwhile (a warm-up failure only costs speed).
  let closing = false;
  const warming = (async () => {
    if (database.engine === 'pglite') await warmKeywordSearch(ctx, () => closing);
    // Then the picture index and its worker threads, so the first image search does not wait for them (~30 s
    // at 200 000 pictures).
    if (!closing) await Promise.all([pictureIndex(ctx), pictureState(ctx).pool?.warm()]);
    if (!closing) await warmImageSearch(ctx, () => closing);
  })().catch((error: unknown) => app.log.warn({ error }, 'search warm-up'));
  return {
    app,
    ctx,
    seeded,
    warmed: warming,
    async close() {
      closing = true;
      // Running jobs are handed back while the database is still open.
      await runner?.stop();
      await app.close();
      await realtime.close();
      await warming;
      await database.close();
    },
  };
}

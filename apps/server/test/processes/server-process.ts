/**
 * One server process for the multi-process tests: started by `fork` with the configuration in its
 * environment, it listens on PORT and answers the parent's commands over IPC (things a test needs to do
 * inside this process, such as publishing on its hub). Add a command here to drive a new case.
 */
import { sql } from 'kysely';
import { loadConfig } from '../../src/config';
import { enqueue, registerWorker } from '../../src/platform/jobs/index';
import { createServer } from '../../src/server';

export type Command =
  | { id: number; op: 'publish'; channel: string; event: unknown }
  | { id: number; op: 'probeWorker'; name: string }
  | { id: number; op: 'enqueueProbes'; count: number; userId: number }
  | { id: number; op: 'stop' };

export type Reply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: string };

const config = loadConfig();
const server = await createServer(config, { logger: false });
await server.app.listen({ port: config.port, host: config.host });
process.send?.({ ready: true });

const commands: { [K in Command['op']]: (command: Extract<Command, { op: K }>) => Promise<unknown> } = {
  publish: (command) => server.ctx.realtime.publish(command.channel, command.event),
  // A job kind whose every run is written down with the process that ran it.
  probeWorker: async (command) => {
    await sql`CREATE TABLE IF NOT EXISTS probe_runs (job_id text, process text)`.execute(server.ctx.database.db);
    registerWorker('probe', async (job, { ctx }) => {
      await sql`INSERT INTO probe_runs VALUES (${job.id}, ${command.name})`.execute(ctx.database.db);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { process: command.name };
    });
  },
  enqueueProbes: async (command) => {
    for (let i = 0; i < command.count; i++)
      await enqueue(server.ctx, { kind: 'probe', owner: { userId: command.userId, companyId: 0 }, payload: { i } });
  },
  stop: async () => {
    await server.close();
    setImmediate(() => process.exit(0));
  },
};

process.on('message', (message: Command) => {
  const run = commands[message.op] as (command: Command) => Promise<unknown>;
  run(message)
    .then((value) => process.send?.({ id: message.id, ok: true, value } satisfies Reply))
    .catch((error: Error) => process.send?.({ id: message.id, ok: false, error: error.message } satisfies Reply));
});

/**
 * One server process for the multi-process tests: started by `fork` with the configuration in its
 * environment, it listens on PORT and answers the parent's commands over IPC (things a test needs to do
 * inside this process, such as publishing on its hub). Add a command here to drive a new case.
 */
import { loadConfig } from '../../src/config';
import { createServer } from '../../src/server';

export type Command = { id: number; op: 'publish'; channel: string; event: unknown } | { id: number; op: 'stop' };

export type Reply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: string };

const config = loadConfig();
const server = await createServer(config, { logger: false });
await server.app.listen({ port: config.port, host: config.host });
process.send?.({ ready: true });

const commands: { [K in Command['op']]: (command: Extract<Command, { op: K }>) => Promise<unknown> } = {
  publish: (command) => server.ctx.realtime.publish(command.channel, command.event),
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

/**
 * One server process for the multi-process tests: started by `fork` with the configuration in its
 * environment, it listens on PORT and answers the parent's commands over IPC (things a test needs to do
 * inside this process, such as publishing on its hub). Add a command here to drive a new case.
 */
import { sql } from 'kysely';
import { createSession } from '../../src/account/sessions';
import { loadConfig } from '../../src/config';
import { enqueue, registerWorker } from '../../src/platform/jobs/index';
import { createServer } from '../../src/server';

export type Command =
  | { id: number; op: 'publish'; channel: string; event: unknown }
  | { id: number; op: 'probeWorker'; name: string }
  | { id: number; op: 'enqueueProbes'; count: number; userId: number }
  | { id: number; op: 'chatFixture'; users: number; conversations: number; history: number }
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
  // bench:chat: users (with sessions) of one company in group conversations, and one long conversation.
  chatFixture: async (command) => {
    const db = server.ctx.database.db;
    const tag = Date.now().toString(36);
    await sql`INSERT INTO users (phone, nickname, password_hash, chat_id, user_type)
      SELECT '199' || lpad(g::text, 8, '0'), '压测用户' || g, 'x', 'u_b${sql.raw(tag)}_' || g, 0
      FROM generate_series(1, ${command.users}) g`.execute(db);
    const users = (
      await sql<{ id: number }>`SELECT id FROM users WHERE chat_id LIKE ${`u_b${tag}_%`} ORDER BY id`.execute(db)
    ).rows.map((r) => r.id);
    const tokens = await Promise.all(users.map((id) => createSession(server.ctx, id)));
    const per = Math.ceil(users.length / command.conversations);
    const conversations: { chatId: string; members: number[] }[] = [];
    for (let c = 0; c < command.conversations; c++) {
      const chatId = `c_b${tag}_${c}`;
      const { rows } = await sql<{ id: number }>`
        INSERT INTO chat_conversations (chat_id, kind, pair_key, title)
        VALUES (${chatId}, 'colleague', ${`bench:${tag}:${c}`}, ${`压测会话${c}`}) RETURNING id`.execute(db);
      const members = Array.from({ length: per }, (_, i) => c * per + i).filter((i) => i < users.length);
      await sql`INSERT INTO chat_participants (conversation_id, user_id)
        SELECT ${rows[0]?.id}, unnest(${sql.val(members.map((i) => users[i]))}::int[])`.execute(db);
      conversations.push({ chatId, members });
    }
    // The long conversation: the first user's, with `history` messages.
    const { rows } = await sql<{ id: number }>`
      INSERT INTO chat_conversations (chat_id, kind, pair_key, title)
      VALUES (${`c_b${tag}_long`}, 'colleague', ${`bench:${tag}:long`}, '长会话') RETURNING id`.execute(db);
    const longId = rows[0]?.id;
    await sql`INSERT INTO chat_participants (conversation_id, user_id) VALUES (${longId}, ${users[0]})`.execute(db);
    await sql`INSERT INTO chat_messages (conversation_id, sender_id, client_id, content, created_at)
      SELECT ${longId}, ${users[0]}, 'h${sql.raw(tag)}_' || g,
        jsonb_build_array(jsonb_build_object('MsgType', 'TIMTextElem', 'MsgContent',
          jsonb_build_object('Text', '历史消息第' || g || '条：请报500箱价格和交期'))),
        now() - ((${command.history} - g) || ' seconds')::interval
      FROM generate_series(1, ${command.history}) g`.execute(db);
    await sql`VACUUM ANALYZE chat_messages`.execute(db);
    return { tokens, conversations, longChatId: `c_b${tag}_long` };
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

import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database';

/** Hands every published event to the hub of every server process, this one included. */
export interface Fanout {
  /** `data` is the event already serialised as JSON; one event to several channels goes as one notice. */
  publish(channels: readonly string[], data: string): Promise<void>;
  close(): Promise<void>;
}

export type Deliver = (channel: string, data: string) => void;

/** The PostgreSQL channel the hubs listen on. */
export const NOTIFY_CHANNEL = 'wanju_realtime';

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; above this size the event goes into
 * realtime_events and the notification carries its id (the Socket.IO PostgreSQL adapter's scheme).
 */
export const NOTIFY_INLINE_LIMIT = 7000;

/** How long a stored large event is kept for listeners that read it late. */
const STORED_EVENT_TTL = '1 minute';

/** One process (PGlite): the event is delivered to this process's sockets only. */
export function localFanout(deliver: Deliver): Fanout {
  return {
    async publish(channels, data) {
      for (const channel of channels) deliver(channel, data);
    },
    async close() {},
  };
}

/** `c`: the channel, or the channels of one event (a chat message to its conversation and members). */
type Notice = { c: string | string[]; e: string } | { c: string | string[]; r: number };

const channelsOf = (notice: Notice) => (typeof notice.c === 'string' ? [notice.c] : notice.c);

/**
 * Several processes on one PostgreSQL: publish is a NOTIFY (through the shared pool), and a dedicated
 * connection of each process LISTENs and delivers to its own sockets. The listener reconnects after a lost
 * connection (events published meanwhile are lost to it: clients fetch what they missed by id).
 */
export async function postgresFanout(options: {
  database: Database;
  databaseUrl: string;
  deliver: Deliver;
  onError?: (error: unknown) => void;
}): Promise<Fanout> {
  const { database, deliver } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  // Stored events are read asynchronously: a chain keeps notices delivered in the order they arrived.
  let chain: Promise<void> = Promise.resolve();

  const receive = async (payload: string) => {
    const notice = JSON.parse(payload) as Notice;
    if ('e' in notice) {
      for (const channel of channelsOf(notice)) deliver(channel, notice.e);
      return;
    }
    const row = (
      await sql<{ payload: string }>`SELECT payload FROM realtime_events WHERE id = ${notice.r}`.execute(database.db)
    ).rows[0];
    if (row) for (const channel of channelsOf(notice)) deliver(channel, row.payload);
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
    const payload = message.payload;
    // The common case (an inline event with nothing pending) is delivered at once.
    chain = chain.then(() => receive(payload)).catch((error) => options.onError?.(error));
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      options.onError?.(error);
      reconnectLater(next);
    });
    next.on('end', () => reconnectLater(next));
    await next.connect();
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
  };

  const backoff = () => Math.min(10_000, 200 * 2 ** attempt++);

  const connectLoop = async () => {
    retry = null;
    try {
      await connect();
    } catch (error) {
      options.onError?.(error);
      if (!closed) retry = setTimeout(() => void connectLoop(), backoff());
    }
  };

  function reconnectLater(lost: pg.Client) {
    if (closed || client !== lost || retry) return;
    client = null;
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
    retry = setTimeout(() => void connectLoop(), backoff());
  }

  await connect();

  // Publishes leave one after another, in the order they were made: a large event (stored, then notified)
  // must not be overtaken by a small one published after it on another connection of the pool.
  let sending: Promise<void> = Promise.resolve();
  const send = async (channels: readonly string[], data: string) => {
    const c = channels.length === 1 ? (channels[0] as string) : [...channels];
    let notice = JSON.stringify({ c, e: data } satisfies Notice);
    if (Buffer.byteLength(notice) > NOTIFY_INLINE_LIMIT) {
      const row = (
        await sql<{ id: number }>`
            INSERT INTO realtime_events (channel, payload) VALUES (${typeof c === 'string' ? c : c.join(' ')}, ${data}) RETURNING id`.execute(
          database.db,
        )
      ).rows[0] as { id: number };
      notice = JSON.stringify({ c, r: row.id } satisfies Notice);
      // Old stored events go as new ones come: the table holds about a minute of large events.
      await sql`DELETE FROM realtime_events WHERE created_at < now() - ${STORED_EVENT_TTL}::interval`.execute(
        database.db,
      );
    }
    await sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${notice})`.execute(database.db);
  };

  return {
    publish(channels, data) {
      const sent = sending.then(() => send(channels, data));
      sending = sent.catch(() => {});
      return sent;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
      await chain;
    },
  };
}

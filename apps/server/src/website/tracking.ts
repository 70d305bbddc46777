import type { Insertable } from 'kysely';
import type { WebsiteVisitsTable } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';
import { wdb } from './common';

/**
 * Page views are written in batches (every second, or at 200), so a busy public page pays no insert per
 * request; the records lag by at most a second. Per database (tests run several in one process).
 */
type Visit = Insertable<WebsiteVisitsTable>;
const FLUSH_MS = 1000;
const FLUSH_AT = 200;

interface Buffer {
  rows: Visit[];
  timer: NodeJS.Timeout | null;
  flushing: Promise<void>;
}
const buffers = new WeakMap<object, Buffer>();

function bufferOf(ctx: AppContext): Buffer {
  let b = buffers.get(ctx.database);
  if (!b) {
    b = { rows: [], timer: null, flushing: Promise.resolve() };
    buffers.set(ctx.database, b);
  }
  return b;
}

export function recordVisit(ctx: AppContext, visit: Visit): void {
  const b = bufferOf(ctx);
  b.rows.push(visit);
  if (b.rows.length >= FLUSH_AT) void flushVisits(ctx);
  else if (!b.timer) {
    b.timer = setTimeout(() => void flushVisits(ctx), FLUSH_MS);
    b.timer.unref();
  }
}

/** Writes what is buffered (also called before reading the records, so a page just seen is counted). */
export async function flushVisits(ctx: AppContext): Promise<void> {
  const b = bufferOf(ctx);
  if (b.timer) clearTimeout(b.timer);
  b.timer = null;
  const rows = b.rows.splice(0);
  const previous = b.flushing;
  b.flushing = (async () => {
    await previous;
    if (!rows.length) return;
    try {
      await wdb(ctx).insertInto('website_visits').values(rows).execute();
    } catch {
      // a site deleted meanwhile (foreign key): its views go with it
      for (const row of rows)
        await wdb(ctx)
          .insertInto('website_visits')
          .values(row)
          .execute()
          .catch(() => {});
    }
  })();
  return b.flushing;
}

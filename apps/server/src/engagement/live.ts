import type { LiveDetail } from '@wanju/api-client';
import { formatZonedDateTime } from '@wanju/domain';
import { fileUrl } from '../pictures/files';
import type { AppContext } from '../platform/http/context';
import { notFound } from '../working-set/scope';

/** A live stream or its recording (the demo streams are recorded videos); opening it counts a view. */
export async function liveDetail(ctx: AppContext, id: number): Promise<LiveDetail> {
  const { db } = ctx.database;
  const row = await db
    .updateTable('contents as c')
    .set((eb) => ({ hits: eb('c.hits', '+', 1) }))
    .where('c.id', '=', id)
    .where('c.kind', '=', 'live')
    .returning(['c.id', 'c.kind', 'c.title', 'c.picture', 'c.body', 'c.factory_id', 'c.hits', 'c.created_at'])
    .executeTakeFirst();
  if (!row) throw notFound();
  const factory = row.factory_id
    ? await db.selectFrom('factories').select('name').where('id', '=', row.factory_id).executeTakeFirst()
    : undefined;
  const extra = (row.body ?? {}) as Record<string, unknown>;
  return {
    ...extra,
    id: row.id,
    kind: row.kind,
    title: row.title,
    picture: fileUrl(row.picture),
    factory_id: row.factory_id,
    factory_name: factory?.name ?? '',
    hits: row.hits,
    created_time: formatZonedDateTime(new Date(row.created_at)),
    status: extra.status === 'live' ? 'live' : 'replay',
    video: typeof extra.video === 'string' ? extra.video : '',
    viewers: typeof extra.viewers === 'number' ? extra.viewers : 0,
  };
}

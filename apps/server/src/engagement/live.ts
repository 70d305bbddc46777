import type { LiveDetail } from '@wanju/api-client';
import { formatZonedDateTime } from '@wanju/domain';
import { factoryNames } from '../factories/index';
import { fileUrl } from '../pictures/index';
import type { AppContext } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import { countView } from './repo';

/** A live stream or its recording (the demo streams are recorded videos); opening it counts a view. */
export async function liveDetail(ctx: AppContext, id: number): Promise<LiveDetail> {
  const row = await countView(ctx.database.db, id, 'live');
  if (!row) throw notFound();
  const names = row.factory_id ? await factoryNames(ctx, [row.factory_id]) : new Map<number, string>();
  const extra = (row.body ?? {}) as Record<string, unknown>;
  return {
    ...extra,
    id: row.id,
    kind: row.kind,
    title: row.title,
    picture: fileUrl(row.picture),
    factory_id: row.factory_id,
    factory_name: (row.factory_id && names.get(row.factory_id)) || '',
    hits: row.hits,
    created_time: formatZonedDateTime(new Date(row.created_at)),
    status: extra.status === 'live' ? 'live' : 'replay',
    video: typeof extra.video === 'string' ? extra.video : '',
    viewers: typeof extra.viewers === 'number' ? extra.viewers : 0,
  };
}

import type { ContentItem } from '@wanju/api-client';
import { formatZonedDateTime, MSG, zonedParts, zonedTimeToUtc } from '@wanju/domain';
import { listingsBetween } from '../catalogue/index';
import { factoryNames } from '../factories/index';
import { fileUrl } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import * as repo from './repo';

type Page = { page: number; page_size: number; keyword?: string };

/** A page of contents of some kinds, as the contract shows them (their extra fields spread in). */
export async function contents(ctx: AppContext, kinds: readonly string[], page: Page) {
  const { rows, total } = await repo.contentPage(ctx.database.db, kinds, page);
  const names = await factoryNames(ctx, [...new Set(rows.flatMap((r) => (r.factory_id ? [r.factory_id] : [])))]);
  const list: ContentItem[] = rows.map(({ body: extra, picture, created_at, ...row }) => ({
    ...extra,
    ...row,
    picture: fileUrl(picture),
    factory_name: (row.factory_id && names.get(row.factory_id)) || '',
    created_time: formatZonedDateTime(new Date(created_at)),
  }));
  return { list, total };
}

/** The first contents of one kind (carousel, adverts). */
export const contentHead = async (ctx: AppContext, kind: string) =>
  (await contents(ctx, [kind], { page: 1, page_size: 20 })).list;

/** A purchase notice by id (among the newest hundred). */
export async function purchase(ctx: AppContext, id: number) {
  const page = await contents(ctx, ['purchase'], { page: 1, page_size: 100 });
  return page.list.find((c) => c.id === id) ?? Promise.reject(notFound());
}

/** Opening a file counts a view. */
export async function fileHit(ctx: AppContext, id: number) {
  const row = await repo.countView(ctx.database.db, id, 'file');
  if (!row) throw notFound();
  return { hits: row.hits };
}

/** The home page's broadcast: yesterday's (Asia/Shanghai) new products and the factories that listed them, and the notes. */
export async function broadcast(ctx: AppContext) {
  const today = zonedParts(ctx.now());
  const end = zonedTimeToUtc({ ...today, hour: 0, minute: 0, second: 0, millisecond: 0 });
  const start = new Date(end.getTime() - 86_400_000);
  const [counts, notes] = await Promise.all([listingsBetween(ctx, start, end), repo.notes(ctx.database.db)]);
  return { factory_count: counts.factory_count, toy_count: counts.toy_count, notes };
}

/** A usage log (a function or booth clicked, a function browsed) of the user. */
export async function logUsage(ctx: AppContext, user: SessionUser, kind: string, body: Record<string, unknown>) {
  await repo.insertUsage(ctx.database.db, {
    user_id: user.userId,
    kind,
    module: String(body.func_module ?? body.booth_id ?? ''),
    detail: JSON.stringify(body),
    created_at: ctx.now(),
  });
}

/** A function browsed from enter_time to exit_time. */
export async function logBrowse(
  ctx: AppContext,
  user: SessionUser,
  body: { enter_time: number; exit_time: number } & Record<string, unknown>,
) {
  if (body.exit_time < body.enter_time) throw businessError(MSG.exitBeforeEnter);
  await logUsage(ctx, user, 'func_browse', body);
}

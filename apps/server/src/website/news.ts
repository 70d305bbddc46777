import type { Page, WebsiteNewsItem } from '@wanju/api-client';
import { NEWS_STATUS, newsStatusLabel, WEBSITE_MSG } from '@wanju/domain';
import type { Selectable } from 'kysely';
import { requireStoredPictures } from '../pictures/index';
import type { WebsiteNewsTable } from '../platform/db/schema';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { forgetSites } from './cache';
import { ownSite, requireWebsiteRole, time, wdb } from './common';

/** /newsTrends: a site's news posts with pictures, kept as drafts until published. */

type NewsRow = Selectable<WebsiteNewsTable>;
export const toNews = (r: NewsRow): WebsiteNewsItem => ({
  id: r.id,
  website_id: r.website_id,
  title: r.title,
  title_en: r.title_en,
  summary: r.summary,
  body: r.body,
  body_en: r.body_en,
  pictures: r.pictures,
  status: r.status === NEWS_STATUS.published ? 1 : 0,
  status_text: newsStatusLabel(r.status),
  published_time: time(r.published_at),
  updated_time: time(r.updated_at),
});

export async function newsList(
  ctx: AppContext,
  user: SessionUser,
  input: { website_id: number; status?: 0 | 1; page: number; page_size: number },
): Promise<Page<WebsiteNewsItem>> {
  await ownSite(ctx, user, input.website_id, 'view');
  let q = wdb(ctx).selectFrom('website_news').where('website_id', '=', input.website_id);
  if (input.status !== undefined) q = q.where('status', '=', input.status);
  const [{ n }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
  ]);
  return { total: Number(n), list: rows.map(toNews) };
}

interface NewsInput {
  title?: string;
  title_en?: string;
  summary?: string;
  body?: string;
  body_en?: string;
  pictures?: string[];
  status?: 0 | 1;
}

export async function newsAdd(
  ctx: AppContext,
  user: SessionUser,
  input: NewsInput & { website_id: number; title: string },
) {
  await ownSite(ctx, user, input.website_id, 'manage');
  if (!input.title.trim()) throw businessError(WEBSITE_MSG.newsTitleRequired);
  await requireStoredPictures(ctx, input.pictures ?? []);
  const now = ctx.now();
  const row = await wdb(ctx)
    .insertInto('website_news')
    .values({
      ...input,
      published_at: input.status === NEWS_STATUS.published ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  forgetSites(ctx);
  return toNews(row);
}

async function ownNews(ctx: AppContext, user: SessionUser, id: number) {
  requireWebsiteRole(user, 'manage');
  const row = await wdb(ctx)
    .selectFrom('website_news as n')
    .innerJoin('websites as w', 'w.id', 'n.website_id')
    .selectAll('n')
    .where('n.id', '=', id)
    .where('w.company_id', '=', user.companyId)
    .executeTakeFirst();
  if (!row) throw notFound(WEBSITE_MSG.newsNotFound);
  return row;
}

export async function newsEdit(ctx: AppContext, user: SessionUser, input: NewsInput & { id: number }) {
  const current = await ownNews(ctx, user, input.id);
  const { id, ...fields } = input;
  if (fields.title !== undefined && !fields.title.trim()) throw businessError(WEBSITE_MSG.newsTitleRequired);
  await requireStoredPictures(ctx, fields.pictures ?? []);
  const publishing = fields.status === NEWS_STATUS.published && current.status !== NEWS_STATUS.published;
  const row = await wdb(ctx)
    .updateTable('website_news')
    .set({ ...fields, ...(publishing ? { published_at: ctx.now() } : {}), updated_at: ctx.now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNews(row);
}

export async function newsDelete(ctx: AppContext, user: SessionUser, id: number): Promise<null> {
  await ownNews(ctx, user, id);
  await wdb(ctx).deleteFrom('website_news').where('id', '=', id).execute();
  return null;
}

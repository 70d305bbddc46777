import type { Selectable } from 'kysely';
import type { WebsitesTable } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';
import { wdb } from './common';

export type SiteRow = Selectable<WebsitesTable>;

/**
 * Per-process memos of the public side, per database (tests run several in one process): a site by slug
 * (a few seconds, so an edit on another process shows soon) and the custom host names (read at start and
 * every few seconds, because the URL rewrite that uses them is synchronous). An edit here drops them at once.
 */
const SITE_TTL_MS = 3000;
const HOSTS_TTL_MS = 5000;

interface Memo {
  sites: Map<string, { at: number; row: SiteRow | null }>;
  hosts: Map<string, string>;
  hostsAt: number;
  loading: Promise<void> | null;
}
const memos = new WeakMap<object, Memo>();
function memoOf(ctx: AppContext): Memo {
  let memo = memos.get(ctx.database);
  if (!memo) {
    memo = { sites: new Map(), hosts: new Map(), hostsAt: 0, loading: null };
    memos.set(ctx.database, memo);
  }
  return memo;
}

/** A site by its slug (published or not: the caller decides), memoised briefly. */
export async function siteBySlug(ctx: AppContext, slug: string): Promise<SiteRow | null> {
  const memo = memoOf(ctx);
  const now = Date.now();
  const known = memo.sites.get(slug);
  if (known && now - known.at < SITE_TTL_MS) return known.row;
  const row = (await wdb(ctx).selectFrom('websites').selectAll().where('slug', '=', slug).executeTakeFirst()) ?? null;
  if (memo.sites.size > 10_000) memo.sites.clear();
  memo.sites.set(slug, { at: now, row });
  return row;
}

export async function loadHosts(ctx: AppContext): Promise<void> {
  const memo = memoOf(ctx);
  memo.loading ??= (async () => {
    try {
      const rows = await wdb(ctx)
        .selectFrom('websites')
        .select(['host', 'slug'])
        .where('host', '<>', '')
        .where('status', '=', 1)
        .execute();
      memo.hosts = new Map(rows.map((r) => [r.host, r.slug]));
      memo.hostsAt = Date.now();
    } finally {
      memo.loading = null;
    }
  })();
  return memo.loading;
}

/** The slug of the published site with this custom host name (synchronous: the memo, refreshed behind). */
export function slugOfHost(ctx: AppContext, host: string): string | undefined {
  const memo = memoOf(ctx);
  if (Date.now() - memo.hostsAt > HOSTS_TTL_MS && !memo.loading) void loadHosts(ctx).catch(() => {});
  return memo.hosts.get(host);
}

/** After an edit in this process: the memos are read again. */
export function forgetSites(ctx: AppContext): void {
  const memo = memoOf(ctx);
  memo.sites.clear();
  void loadHosts(ctx).catch(() => {});
}

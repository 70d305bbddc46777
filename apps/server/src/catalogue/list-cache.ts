import { LRUCache } from 'lru-cache';
import type { AppContext } from '../platform/http/context';

/** How long a computed list page is answered again; also how late a saved product can show in lists. */
export const LIST_CACHE_MS = 1500;
const MAX_PAGES = 2000;

/**
 * A short-lived cache of computed pages keyed by their request, per database (tests run several servers
 * in one process). Concurrent requests for a page not yet cached share one computation.
 */
export function listCache<T extends object>() {
  const byDatabase = new WeakMap<object, LRUCache<string, Promise<T>>>();
  return {
    get(ctx: AppContext, key: unknown, compute: () => Promise<T>): Promise<T> {
      let pages = byDatabase.get(ctx.database);
      if (!pages) {
        // On the server's clock, so tests can move past the cache.
        const clock = { now: () => ctx.now().getTime() };
        pages = new LRUCache<string, Promise<T>>({ max: MAX_PAGES, ttl: LIST_CACHE_MS, perf: clock });
        byDatabase.set(ctx.database, pages);
      }
      const k = JSON.stringify(key);
      const hit = pages.get(k);
      if (hit) return hit;
      const page = compute();
      pages.set(k, page);
      // A failed computation is not kept.
      page.catch(() => pages.delete(k));
      return page;
    },
    clear(ctx: AppContext) {
      byDatabase.get(ctx.database)?.clear();
    },
  };
}

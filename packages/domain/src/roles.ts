import type { UserInfo, UserType } from './entities';
import { MSG } from './messages';
import { DEFAULT_TIME_ZONE, formatZonedDate } from './time';

/** §1, §6: user types shown as badges in the header. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  0: '主账号',
  1: '业务员',
  2: '管理员',
};

/** §1, §6: the badge text of a user type ('' for an unknown type). */
export function userTypeLabel(userType: number): string {
  return USER_TYPE_LABELS[userType as UserType] ?? '';
}

/** §6: an ordinary (free) user is company_type 0 and not is_chvip. */
export function isOrdinaryUser(user: Pick<UserInfo, 'company_type' | 'is_chvip'>): boolean {
  return user.company_type === 0 && !user.is_chvip;
}

/** §6: company users (company_id > 0) get the company-website management area. */
export function isCompanyUser(user: Pick<UserInfo, 'company_id'>): boolean {
  return user.company_id > 0;
}

/** §6: the company-website admin entry: new-version companies use /websiteList, old ones /company_website. */
export function companyWebsitePath(user: Pick<UserInfo, 'company_id' | 'is_new_version'>): string | null {
  if (!isCompanyUser(user)) return null;
  return user.is_new_version ? '/websiteList' : '/company_website';
}

/**
 * §6 client-side permission check against the stored permissions list. `mode` 'any' (default): at
 * least one required permission held; 'all': every one. An empty requirement always passes (route
 * permission lists are empty everywhere).
 */
export function hasPermission(
  held: readonly string[] | null | undefined,
  required: string | readonly string[] | null | undefined,
  mode: 'any' | 'all' = 'any',
): boolean {
  const need = required == null ? [] : typeof required === 'string' ? [required] : required;
  if (need.length === 0) return true;
  const have = new Set(held ?? []);
  return mode === 'all' ? need.every((p) => have.has(p)) : need.some((p) => have.has(p));
}

/** §6, §9: free (ordinary) users may search 300 times a day. */
export const FREE_SEARCH_DAILY_LIMIT = 300;

/** §6: the quota day of an instant: its 'YYYY-MM-DD' in Asia/Shanghai, so the count resets at local midnight. */
export function searchQuotaDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatZonedDate(now, timeZone);
}

/** The searches of §1: keyword, image or Excel-with-images product search, factory search, suggestions. */
export type SearchKind = 'keyword' | 'image' | 'excel' | 'factory' | 'suggestion';

/**
 * §6: which searches count toward the free quota. Only ordinary users are counted. A search counts
 * when it is a new search: keyword or factory search with a non-blank query, an image or Excel
 * search; its first page only. Paging through results, filters on the same query and suggestions
 * while typing do not count.
 */
export function countsTowardQuota(
  user: Pick<UserInfo, 'company_type' | 'is_chvip'>,
  search: { kind: SearchKind; query?: string | null; page?: number },
): boolean {
  if (!isOrdinaryUser(user)) return false;
  if (search.kind === 'suggestion') return false;
  if ((search.page ?? 1) > 1) return false;
  if (search.kind === 'keyword' || search.kind === 'factory') return (search.query ?? '').trim() !== '';
  return true;
}

/**
 * §6, §8: whether a counted search is still allowed with `used` searches today: null when allowed,
 * else the limit message ('免费用户每天仅可搜索300次').
 */
export function checkSearchQuota(used: number, limit: number = FREE_SEARCH_DAILY_LIMIT): string | null {
  return used < limit ? null : MSG.freeSearchLimit;
}

/** §6: searches left today (never negative). */
export function remainingSearches(used: number, limit: number = FREE_SEARCH_DAILY_LIMIT): number {
  return Math.max(0, limit - used);
}

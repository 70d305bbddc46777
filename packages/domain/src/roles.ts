import type { UserInfo, UserType } from './entities';
import { COMPANY_MSG, MSG } from './messages';
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

/**
 * What the header and settings call an account: a company member by their role (主账号, 业务员, 管理员);
 * a user without a company is no one's main account: a free user (免费用户), or a paying one (个人会员).
 */
export function accountTypeLabel(
  user: Pick<UserInfo, 'company_id' | 'user_type'> & Partial<Pick<UserInfo, 'company_type' | 'is_chvip'>>,
): string {
  if (user.company_id > 0) return userTypeLabel(user.user_type);
  return isOrdinaryUser({ company_type: user.company_type ?? 0, is_chvip: user.is_chvip ?? 0 })
    ? ACCOUNT_KIND_LABELS.free
    : ACCOUNT_KIND_LABELS.member;
}

export const ACCOUNT_KIND_LABELS = { free: '免费用户', member: '个人会员' } as const;

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

/**
 * §6 company administration: what each role of a company may do, decided here once; the server refuses
 * the rest and the portal shows only what is allowed. 0 main account, 1 salesperson, 2 administrator.
 */
export const COMPANY_PERMISSIONS = {
  /** read the company display (shared lists, quotations and confirmation pages show it to customers) */
  view_display: [0, 1, 2],
  edit_display: [0, 2],
  /** the staff list, invitations, roles, disabling, removing, password resets, the audit log */
  manage_staff: [0, 2],
  /** the main-account setting that closes the staff tab to administrators */
  staff_tab_setting: [0],
  /** handing a colleague's customers, carts, selection lists and quotations to another */
  transfer: [0, 2],
  view_library: [0, 1, 2],
  /** the own product library and supplier factories: add, edit, bulk edit, delete */
  edit_library: [0, 2],
} as const satisfies Record<string, readonly UserType[]>;
export type CompanyPermission = keyof typeof COMPANY_PERMISSIONS;

/** The user as company permissions see them (company 0: none). */
export interface CompanyActor {
  companyId: number;
  userType: number;
}

/**
 * Whether the user may do this in their company. A user without a company may do none of it; with the staff
 * tab closed by the main account, staff management is the main account's alone.
 */
export function mayDo(
  user: CompanyActor,
  permission: CompanyPermission,
  settings: { staffTabClosed?: boolean } = {},
): boolean {
  if (user.companyId <= 0) return false;
  if (permission === 'manage_staff' && settings.staffTabClosed && user.userType !== 0) return false;
  return (COMPANY_PERMISSIONS[permission] as readonly number[]).includes(user.userType);
}

/** The company routes and the permission each needs (the menu shows them to allowed roles only). */
export const COMPANY_ROUTE_PERMISSION: Readonly<Record<string, CompanyPermission>> = {
  '/company': 'edit_display',
  '/oldCompany': 'edit_display',
  '/member': 'manage_staff',
  '/product_management': 'view_library',
  '/factory_management': 'view_library',
  '/batch_import_product': 'edit_library',
  '/batch_import_images': 'edit_library',
};

/**
 * The company's own areas that every member has (customers, the collection account and its payments,
 * contracts): a user without a company is offered none of them.
 */
export const COMPANY_MEMBER_ROUTES: ReadonlySet<string> = new Set([
  '/customer_management',
  '/Connectaccount',
  '/collectionManage',
  '/collection',
  '/contractList',
  '/addContract',
]);

/**
 * Whether the menu offers a route to this user: company routes by role (and /company for new-version
 * companies, /oldCompany for the others, the is_new_version split); every other route always. A user
 * without a company sees no company route (staff, customers, payments): they accept an invitation from
 * their settings.
 */
export function mayOpenCompanyRoute(
  user: Pick<UserInfo, 'company_id' | 'user_type' | 'is_new_version'> | null | undefined,
  path: string,
  settings: { staffTabClosed?: boolean } = {},
): boolean {
  if (COMPANY_MEMBER_ROUTES.has(path)) return (user?.company_id ?? 0) > 0;
  const permission = COMPANY_ROUTE_PERMISSION[path];
  if (!permission) return true;
  if (!user) return false;
  if (path === '/company' && !user.is_new_version) return false;
  if (path === '/oldCompany' && user.is_new_version) return false;
  return mayDo({ companyId: user.company_id, userType: user.user_type }, permission, settings);
}

/**
 * §6: whether `actor` may give colleague `target` the role `role` (null when allowed, else the message).
 * Nobody changes their own role; the main account's role changes only by the main account handing it
 * over (it then becomes an administrator); roles are 0, 1, 2.
 */
export function roleChangeProblem(
  actor: { userId: number; userType: number },
  target: { userId: number; userType: number },
  role: number,
): string | null {
  if (![0, 1, 2].includes(role)) return COMPANY_MSG.roleInvalid;
  if (actor.userType !== 0 && actor.userType !== 2) return COMPANY_MSG.notAllowed;
  if (actor.userId === target.userId) return COMPANY_MSG.cannotChangeSelf;
  if (target.userType === 0) return COMPANY_MSG.cannotChangeMain;
  if (role === 0 && actor.userType !== 0) return COMPANY_MSG.onlyMainAssignsMain;
  return null;
}

/** §6: whether `actor` may disable, remove or reset the password of `target` (null when allowed). */
export function memberActionProblem(
  actor: { userId: number; userType: number },
  target: { userId: number; userType: number },
): string | null {
  if (actor.userType !== 0 && actor.userType !== 2) return COMPANY_MSG.notAllowed;
  if (actor.userId === target.userId) return COMPANY_MSG.cannotChangeSelf;
  if (target.userType === 0) return COMPANY_MSG.cannotChangeMain;
  return null;
}

/** An invitation to join a company stays valid this long (its SMS says so). */
export const INVITE_TTL_HOURS = 24;
/** A phone gets at most one invitation SMS a minute. */
export const INVITE_INTERVAL_SECONDS = 60;
/** Wrong codes an invitation takes before it is spent. */
export const INVITE_MAX_ATTEMPTS = 5;

/** Publicity pictures a company display holds at most. */
export const PUBLICITY_MAX = 12;

import { USER_TYPE } from './access';
import { WORKING_SET_MSG } from './working-set';

/**
 * The factory console's rules: how a request is answered, what staff changes a member may make, and the
 * dashboard's figures (response rate, median response time, daily series).
 */

export const FACTORY_CONSOLE_MSG = {
  sampleDateInvalid: '请选择有效的样品日期',
  sampleDateRequired: '补样请填写寄样日期',
  sampleDatePast: '样品日期不能早于今天',
  answerPicturesTooMany: '回复图片最多9张',
  staffNotFound: '未找到该员工',
  staffManageDenied: '只有主账号或管理员可以管理员工',
  staffSelf: '不能修改自己的账号',
  staffMainAccount: '不能修改主账号',
  staffRoleInvalid: '请选择业务员或管理员',
  staffOtherCompany: '该手机号已属于其他公司，不能邀请',
  staffAlreadyMember: '该手机号已是本厂员工',
  staffInvited: '已邀请，对方可用该手机号验证码登录',
  staffNicknameRequired: '请填写员工姓名',
  profileNameRequired: '请填写工厂名称',
  profileCategoriesTooMany: '主营类目最多选择5个',
  profilePicturesTooMany: '宣传图片最多9张',
  profileSaved: '公司展示已保存',
  profileEmailInvalid: '邮箱格式不正确',
} as const;

/** §3 the roles a factory gives its staff: the main account is the one that signed up (not given by invitation). */
export const STAFF_ROLES = [USER_TYPE.salesperson, USER_TYPE.admin] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** At most this many pictures with one answer, publicity pictures on a factory page, and main categories. */
export const ANSWER_PICTURES_MAX = 9;
export const PUBLICITY_PICTURES_MAX = 9;
export const MAIN_CATEGORIES_MAX = 5;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/**
 * Why a console answer cannot be sent, or null. An inquiry is answered with at least one price (the sample
 * date is optional); a supplement (补样) is answered with the date the sample goes out. A sample date is a
 * real date, not before `today` ('YYYY-MM-DD' of the factory's day).
 */
export function answerRefusal(
  kind: 'inquiry' | 'supplement',
  answer: { prices: number; sampleDate: string | null; pictures: number },
  today: string,
): string | null {
  if (answer.sampleDate !== null) {
    if (!isCalendarDate(answer.sampleDate)) return FACTORY_CONSOLE_MSG.sampleDateInvalid;
    if (answer.sampleDate < today) return FACTORY_CONSOLE_MSG.sampleDatePast;
  }
  if (answer.pictures > ANSWER_PICTURES_MAX) return FACTORY_CONSOLE_MSG.answerPicturesTooMany;
  if (kind === 'supplement' && answer.sampleDate === null) return FACTORY_CONSOLE_MSG.sampleDateRequired;
  if (kind === 'inquiry' && answer.prices === 0) return WORKING_SET_MSG.answerNeedsPrice;
  return null;
}

/** The status a request takes once the console answers it: an inquiry is answered, a supplement completed. */
export const answeredStatus = (kind: 'inquiry' | 'supplement') => (kind === 'inquiry' ? 'answered' : 'completed');

/** Whether a staff member of this user type may invite, change roles and disable colleagues. */
export const mayManageStaff = (userType: number) => userType === USER_TYPE.main || userType === USER_TYPE.admin;

/**
 * Why `actor` may not change `target` (a role or enabling/disabling), or null. Only the main account and
 * administrators manage staff; nobody changes themselves or the main account; a role given is 1 or 2.
 */
export function staffChangeRefusal(
  actor: { userId: number; userType: number },
  target: { userId: number; userType: number },
  role?: number,
): string | null {
  if (!mayManageStaff(actor.userType)) return FACTORY_CONSOLE_MSG.staffManageDenied;
  if (actor.userId === target.userId) return FACTORY_CONSOLE_MSG.staffSelf;
  if (target.userType === USER_TYPE.main) return FACTORY_CONSOLE_MSG.staffMainAccount;
  if (role !== undefined && !STAFF_ROLES.includes(role as StaffRole)) return FACTORY_CONSOLE_MSG.staffRoleInvalid;
  return null;
}

/** Answered requests per received ones, as a whole percentage (0 when nothing was received). */
export function responseRate(received: number, answered: number): number {
  if (received <= 0) return 0;
  return Math.round((Math.min(answered, received) / received) * 100);
}

/** The median of response times in minutes, rounded; null when nothing was answered. */
export function medianMinutes(durationsMs: readonly number[]): number | null {
  const sorted = durationsMs.filter((d) => Number.isFinite(d) && d >= 0).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  const median =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(median / 60_000);
}

/** A response time for people: '45分钟', '3.5小时', '2天'. */
export function formatResponseTime(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes}分钟`;
  if (minutes < 48 * 60) return `${Math.round((minutes / 60) * 10) / 10}小时`;
  return `${Math.round((minutes / 1440) * 10) / 10}天`;
}

/**
 * The last `days` calendar days ending with `lastDay` ('YYYY-MM-DD'), each with its count from `counts`
 * (days without a row count 0), oldest first: the series a chart draws.
 */
export function dailySeries(
  counts: readonly { day: string; n: number }[],
  lastDay: string,
  days: number,
): { day: string; n: number }[] {
  const byDay = new Map(counts.map((c) => [c.day, Number(c.n)]));
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: Math.max(0, days) }, (_, i) => {
    const day = new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, n: byDay.get(day) ?? 0 };
  });
}

/** The start of the week (Monday) of a 'YYYY-MM-DD' day. */
export function weekStart(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** What a product lacks before buyers can see it well: its pictures, its price. */
export function productGaps(product: { pictures: number; price: number | null }): ('picture' | 'price')[] {
  const gaps: ('picture' | 'price')[] = [];
  if (product.pictures === 0) gaps.push('picture');
  if (product.price === null || !(product.price > 0)) gaps.push('price');
  return gaps;
}

export const PRODUCT_GAP_LABELS = { picture: '缺少图片', price: '缺少出厂价' } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a company display cannot be saved, or null. */
export function profileRefusal(profile: {
  name: string;
  email: string;
  main_categories: readonly number[];
  publicity: readonly string[];
}): string | null {
  if (!profile.name.trim()) return FACTORY_CONSOLE_MSG.profileNameRequired;
  if (profile.email.trim() && !EMAIL.test(profile.email.trim())) return FACTORY_CONSOLE_MSG.profileEmailInvalid;
  if (profile.main_categories.length > MAIN_CATEGORIES_MAX) return FACTORY_CONSOLE_MSG.profileCategoriesTooMany;
  if (profile.publicity.length > PUBLICITY_PICTURES_MAX) return FACTORY_CONSOLE_MSG.profilePicturesTooMany;
  return null;
}

import type { UserInfo, UserType } from './entities';

/** §1, §6: user types shown as badges in the header. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  0: '主账号',
  1: '业务员',
  2: '管理员',
};

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

import { describe, expect, it } from 'vitest';
import {
  checkSearchQuota,
  companyWebsitePath,
  countsTowardQuota,
  FREE_SEARCH_DAILY_LIMIT,
  hasPermission,
  isCompanyUser,
  isOrdinaryUser,
  remainingSearches,
  searchQuotaDay,
  USER_TYPE_LABELS,
  userTypeLabel,
} from './roles';

const free = { company_type: 0, is_chvip: 0 as const };
const vip = { company_type: 0, is_chvip: 1 as const };
const company = { company_type: 2, is_chvip: 0 as const };

describe('§6 roles', () => {
  it('ordinary user = company_type 0 and not is_chvip', () => {
    expect(isOrdinaryUser(free)).toBe(true);
    expect(isOrdinaryUser(vip)).toBe(false);
    expect(isOrdinaryUser(company)).toBe(false);
  });
  it('company users and their website admin entry', () => {
    expect(isCompanyUser({ company_id: 3 })).toBe(true);
    expect(isCompanyUser({ company_id: 0 })).toBe(false);
    expect(companyWebsitePath({ company_id: 3, is_new_version: 1 })).toBe('/websiteList');
    expect(companyWebsitePath({ company_id: 3, is_new_version: 0 })).toBe('/company_website');
    expect(companyWebsitePath({ company_id: 0, is_new_version: 1 })).toBeNull();
  });
  it('§1 user-type badges', () => {
    expect(USER_TYPE_LABELS).toEqual({ 0: '主账号', 1: '业务员', 2: '管理员' });
    expect(userTypeLabel(1)).toBe('业务员');
    expect(userTypeLabel(9)).toBe('');
  });
  it('permission check with any/all', () => {
    const held = ['quotation.view', 'cart.edit'];
    expect(hasPermission(held, [])).toBe(true);
    expect(hasPermission(held, undefined)).toBe(true);
    expect(hasPermission(null, 'cart.edit')).toBe(false);
    expect(hasPermission(held, 'cart.edit')).toBe(true);
    expect(hasPermission(held, ['cart.edit', 'member.edit'])).toBe(true);
    expect(hasPermission(held, ['cart.edit', 'member.edit'], 'all')).toBe(false);
    expect(hasPermission(held, ['cart.edit', 'quotation.view'], 'all')).toBe(true);
  });
});

describe('§6, §9 free-search quota: 300 a day, reset at midnight Asia/Shanghai', () => {
  it('limit and day key', () => {
    expect(FREE_SEARCH_DAILY_LIMIT).toBe(300);
    expect(searchQuotaDay(new Date('2024-05-01T15:59:59Z'))).toBe('2024-05-01');
    expect(searchQuotaDay(new Date('2024-05-01T16:00:00Z'))).toBe('2024-05-02');
    expect(searchQuotaDay(new Date('2024-05-01T16:00:00Z'), 'UTC')).toBe('2024-05-01');
  });
  it('which searches count', () => {
    expect(countsTowardQuota(free, { kind: 'keyword', query: '遥控车' })).toBe(true);
    expect(countsTowardQuota(free, { kind: 'keyword', query: '  ' })).toBe(false);
    expect(countsTowardQuota(free, { kind: 'factory', query: null })).toBe(false);
    expect(countsTowardQuota(free, { kind: 'keyword', query: '遥控车', page: 2 })).toBe(false);
    expect(countsTowardQuota(free, { kind: 'image' })).toBe(true);
    expect(countsTowardQuota(free, { kind: 'excel', page: 1 })).toBe(true);
    expect(countsTowardQuota(free, { kind: 'suggestion', query: '遥' })).toBe(false);
    expect(countsTowardQuota(vip, { kind: 'image' })).toBe(false);
    expect(countsTowardQuota(company, { kind: 'keyword', query: 'x' })).toBe(false);
  });
  it('checks and counts down', () => {
    expect(checkSearchQuota(299)).toBeNull();
    expect(checkSearchQuota(300)).toBe('免费用户每天仅可搜索300次');
    expect(checkSearchQuota(5, 5)).toBe('免费用户每天仅可搜索300次');
    expect(remainingSearches(120)).toBe(180);
    expect(remainingSearches(400)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { mayAccess, RECORD_SCOPES } from './access';
import { COMPANY_MSG } from './messages';
import {
  accountTypeLabel,
  COMPANY_PERMISSIONS,
  type CompanyPermission,
  mayDo,
  mayOpenCompanyRoute,
  memberActionProblem,
  roleChangeProblem,
  USER_TYPE_LABELS,
} from './roles';

const main = { userId: 1, userType: 0 };
const sales = { userId: 2, userType: 1 };
const admin = { userId: 3, userType: 2 };
const sales2 = { userId: 4, userType: 1 };

describe('§6 company permissions by role', () => {
  it('main account and administrators manage; a salesperson only reads the display and the library', () => {
    const perms = Object.keys(COMPANY_PERMISSIONS) as CompanyPermission[];
    const allowed = (userType: number) => perms.filter((p) => mayDo({ companyId: 5, userType }, p));
    expect(allowed(0)).toEqual(perms);
    expect(allowed(2)).toEqual(perms.filter((p) => p !== 'staff_tab_setting'));
    expect(allowed(1)).toEqual(['view_display', 'view_library']);
  });
  it('a user without a company may do nothing', () => {
    for (const p of Object.keys(COMPANY_PERMISSIONS) as CompanyPermission[])
      expect(mayDo({ companyId: 0, userType: 0 }, p)).toBe(false);
  });
  it('the staff tab closed by the main account leaves staff management to the main account', () => {
    expect(mayDo({ companyId: 5, userType: 2 }, 'manage_staff', { staffTabClosed: true })).toBe(false);
    expect(mayDo({ companyId: 5, userType: 0 }, 'manage_staff', { staffTabClosed: true })).toBe(true);
    expect(mayDo({ companyId: 5, userType: 2 }, 'transfer', { staffTabClosed: true })).toBe(true);
  });
  it('the menu: company routes by role and the is_new_version split', () => {
    const u = (user_type: 0 | 1 | 2, is_new_version: 0 | 1 = 1, company_id = 5) => ({
      company_id,
      user_type,
      is_new_version,
    });
    expect(mayOpenCompanyRoute(u(0), '/company')).toBe(true);
    expect(mayOpenCompanyRoute(u(0), '/oldCompany')).toBe(false);
    expect(mayOpenCompanyRoute(u(0, 0), '/oldCompany')).toBe(true);
    expect(mayOpenCompanyRoute(u(0, 0), '/company')).toBe(false);
    expect(mayOpenCompanyRoute(u(1), '/member')).toBe(false);
    expect(mayOpenCompanyRoute(u(1), '/company')).toBe(false);
    expect(mayOpenCompanyRoute(u(1), '/product_management')).toBe(true);
    expect(mayOpenCompanyRoute(u(2), '/member')).toBe(true);
    expect(mayOpenCompanyRoute(u(2), '/member', { staffTabClosed: true })).toBe(false);
    expect(mayOpenCompanyRoute(u(0, 1, 0), '/product_management')).toBe(false);
    expect(mayOpenCompanyRoute(null, '/member')).toBe(false);
    expect(mayOpenCompanyRoute(null, '/sample_car')).toBe(true);
    // A user without a company is offered no company area: staff, customers, payments.
    for (const path of [
      '/member',
      '/customer_management',
      '/Connectaccount',
      '/collectionManage',
      '/collection',
      '/contractList',
      '/addContract',
      '/company',
    ]) {
      expect(mayOpenCompanyRoute(u(0, 1, 0), path), path).toBe(false);
      expect(mayOpenCompanyRoute(u(0), path), path).toBe(true);
    }
    // a salesperson has their customers and the company's payments
    for (const path of ['/customer_management', '/collection', '/contractList'])
      expect(mayOpenCompanyRoute(u(1), path), path).toBe(true);
    // Importing changes the library: not a salesperson's.
    for (const path of ['/batch_import_product', '/batch_import_images']) {
      expect(mayOpenCompanyRoute(u(1), path)).toBe(false);
      expect(mayOpenCompanyRoute(u(2), path)).toBe(true);
      expect(mayOpenCompanyRoute(u(0), path)).toBe(true);
    }
  });
});

describe('§6 role changes and member actions', () => {
  it('a salesperson changes no roles; nobody their own; the main account only by handing it over', () => {
    expect(roleChangeProblem(sales, sales2, 2)).toBe(COMPANY_MSG.notAllowed);
    expect(roleChangeProblem(admin, admin, 1)).toBe(COMPANY_MSG.cannotChangeSelf);
    expect(roleChangeProblem(admin, main, 1)).toBe(COMPANY_MSG.cannotChangeMain);
    expect(roleChangeProblem(admin, sales, 0)).toBe(COMPANY_MSG.onlyMainAssignsMain);
    expect(roleChangeProblem(admin, sales, 2)).toBeNull();
    expect(roleChangeProblem(main, sales, 0)).toBeNull();
    expect(roleChangeProblem(main, sales, 7)).toBe(COMPANY_MSG.roleInvalid);
  });
  it('disabling, removing and password resets follow the same rule', () => {
    expect(memberActionProblem(sales, sales2)).toBe(COMPANY_MSG.notAllowed);
    expect(memberActionProblem(main, main)).toBe(COMPANY_MSG.cannotChangeSelf);
    expect(memberActionProblem(admin, main)).toBe(COMPANY_MSG.cannotChangeMain);
    expect(memberActionProblem(admin, sales)).toBeNull();
    expect(memberActionProblem(main, admin)).toBeNull();
  });
  it('quotations are assigned like carts; the product library and supplier factories are company-wide', () => {
    const record = { user_id: 2, company_id: 5 };
    expect(mayAccess({ userId: 4, companyId: 5, userType: 1 }, record, RECORD_SCOPES.quotation)).toBe(false);
    expect(mayAccess({ userId: 3, companyId: 5, userType: 2 }, record, RECORD_SCOPES.quotation)).toBe(true);
    expect(mayAccess({ userId: 4, companyId: 5, userType: 1 }, record, RECORD_SCOPES.company_product)).toBe(true);
    expect(mayAccess({ userId: 4, companyId: 6, userType: 0 }, record, RECORD_SCOPES.supplier_factory)).toBe(false);
  });
});

describe('what an account is called', () => {
  it('a company member by role; a user without a company never 主账号', () => {
    expect(accountTypeLabel({ company_id: 5, user_type: 0 })).toBe('主账号');
    expect(accountTypeLabel({ company_id: 5, user_type: 1 })).toBe('业务员');
    expect(accountTypeLabel({ company_id: 5, user_type: 2 })).toBe('管理员');
    expect(accountTypeLabel({ company_id: 0, user_type: 0, company_type: 0, is_chvip: 0 })).toBe('免费用户');
    expect(accountTypeLabel({ company_id: 0, user_type: 0, company_type: 0, is_chvip: 1 })).toBe('个人会员');
    for (const user_type of [0, 1, 2] as const)
      expect(accountTypeLabel({ company_id: 0, user_type })).not.toBe(USER_TYPE_LABELS[0]);
  });
});

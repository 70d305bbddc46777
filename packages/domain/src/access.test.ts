import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Accessor, accessFilter, cartRights, mayAccess, RECORD_SCOPES, recordCompany, USER_TYPE } from './access';

const main: Accessor = { userId: 1, companyId: 10, userType: USER_TYPE.main };
const sales: Accessor = { userId: 2, companyId: 10, userType: USER_TYPE.salesperson };
const admin: Accessor = { userId: 3, companyId: 10, userType: USER_TYPE.admin };
const free: Accessor = { userId: 4, companyId: 0, userType: USER_TYPE.main };

describe('access to records (§1, §6 roles)', () => {
  it('a salesperson sees only carts and customers assigned to them; main account and administrator the whole company', () => {
    const mainsCart = { user_id: 1, company_id: 10 };
    const salesCart = { user_id: 2, company_id: 10 };
    expect(mayAccess(sales, mainsCart, RECORD_SCOPES.cart)).toBe(false);
    expect(mayAccess(sales, salesCart, RECORD_SCOPES.cart)).toBe(true);
    expect(mayAccess(main, salesCart, RECORD_SCOPES.customer)).toBe(true);
    expect(mayAccess(admin, mainsCart, RECORD_SCOPES.customer)).toBe(true);
  });

  it("company-wide records are seen by every user of the company, a salesperson too, never by another company's", () => {
    const inquiry = { user_id: 1, company_id: 10 };
    for (const user of [main, sales, admin]) expect(mayAccess(user, inquiry, RECORD_SCOPES.inquiry)).toBe(true);
    expect(mayAccess({ userId: 1, companyId: 11, userType: 0 }, inquiry, RECORD_SCOPES.inquiry)).toBe(false);
  });

  it("a user without a company sees only their own records without a company, never a company's with their id", () => {
    expect(mayAccess(free, { user_id: 4, company_id: null }, RECORD_SCOPES.choose)).toBe(true);
    expect(mayAccess(free, { user_id: 4, company_id: 10 }, RECORD_SCOPES.choose)).toBe(false);
    expect(mayAccess(free, { user_id: 1, company_id: null }, RECORD_SCOPES.cart)).toBe(false);
  });

  it('personal records are the user’s own whatever the company', () => {
    expect(mayAccess(main, { user_id: 1, company_id: null }, RECORD_SCOPES.follow)).toBe(true);
    expect(mayAccess(admin, { user_id: 1, company_id: 10 }, RECORD_SCOPES.sys_message)).toBe(false);
  });

  it('an unknown user type sees only what is assigned to it', () => {
    expect(mayAccess({ userId: 5, companyId: 10, userType: 7 }, { user_id: 1, company_id: 10 }, 'assigned')).toBe(
      false,
    );
  });

  it('never opens another company, and the filter says the same as the check', () => {
    const user = fc.record({
      userId: fc.integer({ min: 1, max: 6 }),
      companyId: fc.integer({ min: 0, max: 3 }),
      userType: fc.integer({ min: 0, max: 3 }),
    });
    const record = fc.record({
      user_id: fc.integer({ min: 1, max: 6 }),
      company_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    });
    const scope = fc.constantFrom('own' as const, 'assigned' as const, 'company' as const);
    fc.assert(
      fc.property(user, record, scope, (u, r, s) => {
        const allowed = mayAccess(u, r, s);
        if (s !== 'own' && allowed) expect(r.company_id).toBe(recordCompany(u));
        if (allowed && r.user_id !== u.userId) expect(u.companyId > 0 && s !== 'own').toBe(true);
        const f = accessFilter(u, s);
        const byFilter =
          (f.company === 'any' || f.company === r.company_id) && (f.userId === null || f.userId === r.user_id);
        expect(byFilter).toBe(allowed);
      }),
    );
  });
});

describe('sample cart rights (§4, §6 ownership)', () => {
  const cart = { user_id: 2, company_id: 9 };
  const user = (userId: number, userType: number, companyId = 9) => ({ userId, companyId, userType });
  it('the owner views, manages and may hand over their cart', () => {
    expect(cartRights(user(2, USER_TYPE.salesperson), cart)).toEqual({ view: true, manage: true, transfer: true });
  });
  it("the main account and administrators see a colleague's cart and hand it over, but do not manage it", () => {
    for (const type of [USER_TYPE.main, USER_TYPE.admin])
      expect(cartRights(user(1, type), cart)).toEqual({ view: true, manage: false, transfer: true });
  });
  it("a salesperson has no right at all on a colleague's cart, nor anyone of another company", () => {
    expect(cartRights(user(3, USER_TYPE.salesperson), cart)).toEqual({ view: false, manage: false, transfer: false });
    expect(cartRights(user(1, USER_TYPE.main, 8), cart)).toEqual({ view: false, manage: false, transfer: false });
  });
  it('a user without a company manages their own carts but has nobody to hand them to', () => {
    expect(cartRights(user(5, USER_TYPE.main, 0), { user_id: 5, company_id: null })).toEqual({
      view: true,
      manage: true,
      transfer: false,
    });
  });
});

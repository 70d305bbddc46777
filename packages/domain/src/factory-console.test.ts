import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answeredStatus,
  answerRefusal,
  dailySeries,
  FACTORY_CONSOLE_MSG,
  formatResponseTime,
  isCalendarDate,
  mayManageStaff,
  medianMinutes,
  productGaps,
  profileRefusal,
  responseRate,
  staffChangeRefusal,
  weekStart,
} from './factory-console';
import { WORKING_SET_MSG } from './working-set';

const TODAY = '2026-11-21';

describe('answering a request from the factory console', () => {
  it('needs a price for an inquiry and a sample date for a supplement', () => {
    expect(answerRefusal('inquiry', { prices: 0, sampleDate: null, pictures: 0 }, TODAY)).toBe(
      WORKING_SET_MSG.answerNeedsPrice,
    );
    expect(answerRefusal('inquiry', { prices: 1, sampleDate: null, pictures: 0 }, TODAY)).toBeNull();
    expect(answerRefusal('supplement', { prices: 0, sampleDate: null, pictures: 0 }, TODAY)).toBe(
      FACTORY_CONSOLE_MSG.sampleDateRequired,
    );
    expect(answerRefusal('supplement', { prices: 0, sampleDate: '2026-11-25', pictures: 0 }, TODAY)).toBeNull();
  });
  it('refuses a sample date that does not exist or has passed, and too many pictures', () => {
    expect(answerRefusal('inquiry', { prices: 1, sampleDate: '2026-02-30', pictures: 0 }, TODAY)).toBe(
      FACTORY_CONSOLE_MSG.sampleDateInvalid,
    );
    expect(answerRefusal('inquiry', { prices: 1, sampleDate: '2026-11-20', pictures: 0 }, TODAY)).toBe(
      FACTORY_CONSOLE_MSG.sampleDatePast,
    );
    expect(answerRefusal('inquiry', { prices: 1, sampleDate: TODAY, pictures: 10 }, TODAY)).toBe(
      FACTORY_CONSOLE_MSG.answerPicturesTooMany,
    );
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-11-01')).toBe(false);
  });
  it('moves an inquiry to answered and a supplement to completed', () => {
    expect(answeredStatus('inquiry')).toBe('answered');
    expect(answeredStatus('supplement')).toBe('completed');
  });
});

describe('staff changes', () => {
  const main = { userId: 1, userType: 0 };
  const admin = { userId: 2, userType: 2 };
  const sales = { userId: 3, userType: 1 };
  it('lets the main account and administrators manage salespeople and administrators', () => {
    expect(mayManageStaff(0)).toBe(true);
    expect(mayManageStaff(2)).toBe(true);
    expect(mayManageStaff(1)).toBe(false);
    expect(staffChangeRefusal(main, sales, 2)).toBeNull();
    expect(staffChangeRefusal(admin, sales)).toBeNull();
  });
  it('refuses salespeople, changing oneself, the main account and unknown roles', () => {
    expect(staffChangeRefusal(sales, admin)).toBe(FACTORY_CONSOLE_MSG.staffManageDenied);
    expect(staffChangeRefusal(admin, admin)).toBe(FACTORY_CONSOLE_MSG.staffSelf);
    expect(staffChangeRefusal(admin, main)).toBe(FACTORY_CONSOLE_MSG.staffMainAccount);
    expect(staffChangeRefusal(main, sales, 0)).toBe(FACTORY_CONSOLE_MSG.staffRoleInvalid);
    expect(staffChangeRefusal(main, sales, 7)).toBe(FACTORY_CONSOLE_MSG.staffRoleInvalid);
  });
});

describe('dashboard figures', () => {
  it('computes the response rate as a whole percentage, never above 100', () => {
    expect(responseRate(0, 0)).toBe(0);
    expect(responseRate(3, 2)).toBe(67);
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(2000), (received, answered) => {
        const rate = responseRate(received, answered);
        return rate >= 0 && rate <= 100;
      }),
    );
  });
  it('takes the median response time in minutes', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([60_000, 180_000, 120_000])).toBe(2);
    expect(medianMinutes([60_000, 120_000, 240_000, 600_000])).toBe(3);
    expect(medianMinutes([-5, Number.NaN, 300_000])).toBe(5);
  });
  it('formats a response time for people', () => {
    expect(formatResponseTime(null)).toBe('—');
    expect(formatResponseTime(45)).toBe('45分钟');
    expect(formatResponseTime(210)).toBe('3.5小时');
    expect(formatResponseTime(2880)).toBe('2天');
  });
  it('fills every day of a series, oldest first, across a month end', () => {
    const series = dailySeries([{ day: '2026-11-01', n: 4 }], '2026-11-02', 3);
    expect(series).toEqual([
      { day: '2026-10-31', n: 0 },
      { day: '2026-11-01', n: 4 },
      { day: '2026-11-02', n: 0 },
    ]);
    fc.assert(fc.property(fc.integer({ min: 0, max: 60 }), (days) => dailySeries([], TODAY, days).length === days));
  });
  it('starts the week on Monday', () => {
    expect(weekStart('2026-11-21')).toBe('2026-11-16');
    expect(weekStart('2026-11-16')).toBe('2026-11-16');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });
  it('names what a product lacks', () => {
    expect(productGaps({ pictures: 0, price: null })).toEqual(['picture', 'price']);
    expect(productGaps({ pictures: 2, price: 0 })).toEqual(['price']);
    expect(productGaps({ pictures: 1, price: 9.5 })).toEqual([]);
  });
});

describe('company display', () => {
  const base = { name: '星辉玩具厂', email: '', main_categories: [4000], publicity: [] };
  it('needs a name and a valid e-mail, and bounds categories and pictures', () => {
    expect(profileRefusal(base)).toBeNull();
    expect(profileRefusal({ ...base, name: ' ' })).toBe(FACTORY_CONSOLE_MSG.profileNameRequired);
    expect(profileRefusal({ ...base, email: 'x@' })).toBe(FACTORY_CONSOLE_MSG.profileEmailInvalid);
    expect(profileRefusal({ ...base, main_categories: [1, 2, 3, 4, 5, 6] })).toBe(
      FACTORY_CONSOLE_MSG.profileCategoriesTooMany,
    );
    expect(profileRefusal({ ...base, publicity: Array(10).fill('/files/a.jpg') })).toBe(
      FACTORY_CONSOLE_MSG.profilePicturesTooMany,
    );
  });
});

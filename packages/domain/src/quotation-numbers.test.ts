import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, currencyCode, formatPrice } from './pricing';
import {
  firstSequenceOfDay,
  parseQuotationNumber,
  quotationCounterDay,
  quotationNumberAt,
  quotationNumberOwner,
  quotationNumberPrefix,
} from './quotation-numbers';
import { FORMULA_LIMITS, QUOTATION_MSG, quotationNumber, validateFormulaInput } from './quotations';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const sequence = fc.integer({ min: 1, max: 99_999_999 });

describe('quotation numbers: a counter per owner and day', () => {
  it('reads back the day and sequence of every number it makes', () => {
    fc.assert(
      fc.property(day, sequence, (d, s) => {
        const number = quotationNumber(d, s);
        expect(number.startsWith(quotationNumberPrefix(d))).toBe(true);
        expect(parseQuotationNumber(number)).toEqual({ day: d, sequence: s });
      }),
    );
  });

  it('gives different numbers to different days or sequences (never one number twice)', () => {
    fc.assert(
      fc.property(day, sequence, day, sequence, (d1, s1, d2, s2) => {
        fc.pre(d1 !== d2 || s1 !== s2);
        expect(quotationNumber(d1, s1)).not.toBe(quotationNumber(d2, s2));
      }),
    );
  });

  it('starts a day past the highest number the owner already has that day, ignoring other days and other text', () => {
    fc.assert(
      fc.property(day, fc.array(fc.tuple(day, sequence)), fc.array(fc.string()), (d, numbers, junk) => {
        const existing = [...numbers.map(([x, s]) => quotationNumber(x, s)), ...junk];
        const first = firstSequenceOfDay(existing, d);
        const taken = new Set(existing);
        // the counter then goes up from there: none of the numbers it gives is taken
        for (let k = 0; k < 5; k++) expect(taken.has(quotationNumber(d, first + k))).toBe(false);
        const ofDay = numbers.filter(([x]) => x === d).map(([, s]) => s);
        expect(first).toBe(ofDay.length ? Math.max(...ofDay) + 1 : 1);
      }),
    );
    expect(firstSequenceOfDay(['Q20261105-0003', 'Q20261105-0001', 'Q20261104-0009'], '2026-11-05')).toBe(4);
    expect(firstSequenceOfDay([], '2026-11-05')).toBe(1);
  });

  it('refuses text that is not a number it makes', () => {
    for (const text of ['', 'Q2026110-0001', 'Q20261105-001', 'Q20261105-0000', 'X20261105-0001', 'Q20261105-0001 '])
      expect(parseQuotationNumber(text)).toBeNull();
  });

  it('counts a company as one owner and each user without a company as another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (companyId, userId) => {
        expect(quotationNumberOwner(companyId, userId)).toBe(companyId);
        expect(quotationNumberOwner(null, userId)).toBe(-userId);
        expect(quotationNumberOwner(0, userId)).not.toBe(quotationNumberOwner(companyId, userId));
      }),
    );
  });

  it("takes the counter's day where the company works (Asia/Shanghai), not UTC", () => {
    // 2026-11-05 17:30 UTC is already 11-06 in Shanghai
    const late = new Date('2026-11-05T17:30:00Z');
    expect(quotationCounterDay(late)).toBe('2026-11-06');
    expect(quotationNumberAt(late, 2)).toBe('Q20261106-0002');
    expect(quotationCounterDay(late, 'UTC')).toBe('2026-11-05');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-01-01'), noInvalidDate: true }), (t) => {
        // the number made at a moment carries that moment's counter day
        const d = quotationCounterDay(t);
        expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(parseQuotationNumber(quotationNumberAt(t, 1))?.day).toBe(d);
      }),
    );
  });
});

describe('currencies: one list for quotations, exports and exchange rates', () => {
  it('accepts every listed code in any case and spacing, and CNY as RMB', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.boolean(), fc.nat(3), (code, lower, pad) => {
        const typed = `${' '.repeat(pad)}${lower ? code.toLowerCase() : code}${' '.repeat(pad)}`;
        expect(currencyCode(typed)).toBe(code);
        expect(validateFormulaInput({ currency_type: typed })).toBeNull();
      }),
    );
    expect(currencyCode('CNY')).toBe('RMB');
    expect(CURRENCY_CODES).toEqual(Object.keys(CURRENCIES));
  });

  it('refuses any other text with a clear message', () => {
    for (const typed of ['XYZ', '美金啊', 'US$', '', '$', 'usd1'])
      expect(validateFormulaInput({ currency_type: typed })).toBe(QUOTATION_MSG.currencyUnsupported);
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (typed) => {
        fc.pre(!CURRENCY_CODES.includes(typed.trim().toUpperCase() as never) && typed.trim().toUpperCase() !== 'CNY');
        expect(currencyCode(typed)).toBeNull();
        expect(validateFormulaInput({ currency_type: typed })).toBe(QUOTATION_MSG.currencyUnsupported);
      }),
    );
    expect(QUOTATION_MSG.currencyUnsupported).toMatch(/^不支持该币种/);
  });

  it('shows every price with its currency and two decimals', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.integer({ min: 0, max: 1e9 }), (code, cents) => {
        const text = formatPrice(cents / 100, code);
        expect(text.startsWith(CURRENCIES[code].symbol)).toBe(true);
        expect(text).toMatch(/\d+\.\d{2}$/);
      }),
    );
    expect(formatPrice(46.4, 'RMB')).toBe('¥46.40');
  });
});

describe('a typed formula: refused with a clear message, never defaulted', () => {
  it('refuses values beyond the limits, non-numbers, a margin of 100 % or more and unknown choices', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(FORMULA_LIMITS) as (keyof typeof FORMULA_LIMITS)[])),
        fc.double({ min: 1, max: 1e12, noNaN: true }),
        (field, over) => {
          expect(validateFormulaInput({ currency_type: 'USD', [field]: FORMULA_LIMITS[field] + over })).toMatch(
            /不能超过/,
          );
          expect(validateFormulaInput({ currency_type: 'USD', [field]: FORMULA_LIMITS[field] })).toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(fc.double({ min: 100, max: 1000, noNaN: true }), (profit) => {
        expect(validateFormulaInput({ profit_mode: 'margin', profit_rate: profit })).toBe(QUOTATION_MSG.formulaMargin);
      }),
    );
    expect(validateFormulaInput({ profit_mode: 'margin', profit_rate: 99.99 })).toBeNull();
    expect(validateFormulaInput({ exchange_rate: 'abc' })).toBe(QUOTATION_MSG.formulaNotNumber('汇率'));
    expect(validateFormulaInput({ profit_rate: '' })).toBe(QUOTATION_MSG.formulaNotNumber('利润率'));
    expect(validateFormulaInput({ profit_mode: 'double' })).toBe(QUOTATION_MSG.formulaProfitMode);
    expect(validateFormulaInput({ price_basis: 'dozen' })).toBe(QUOTATION_MSG.formulaPriceBasis);
    expect(validateFormulaInput({ exchange_rate: 0 })).toBe(QUOTATION_MSG.formulaRate);
  });
});

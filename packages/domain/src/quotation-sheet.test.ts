import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  CONTAINERS,
  containerEstimate,
  customerSheetLanguage,
  DEFAULT_QUOTATION_TERMS,
  lineName,
  linesWithoutEnglishName,
  moneyText,
  packingName,
  QUOTATION_SHEET_COLUMNS,
  type QuotationSheetHeader,
  quotationColumnTitle,
  quotationHeaderLines,
  quotationMailSummary,
  quotationTermsOf,
  tradeTermText,
} from './quotation-sheet';
import { type QuotationLine, quotationLineFigures, quotationTotals } from './quotations';

const line = fc.record({
  exworks_price: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
  price_override: fc.option(
    fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
    { nil: null },
  ),
  carton_length: fc.option(fc.integer({ min: 1, max: 150 }), { nil: null }),
  carton_width: fc.option(fc.integer({ min: 1, max: 150 }), { nil: null }),
  carton_height: fc.option(fc.integer({ min: 1, max: 150 }), { nil: null }),
  carton_cubic_meter: fc.option(
    fc.integer({ min: 0, max: 3000 }).map((c) => c / 1000),
    { nil: null },
  ),
  carton_quantity: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
  gross_weight: fc.option(
    fc.integer({ min: 0, max: 5000 }).map((c) => c / 100),
    { nil: null },
  ),
  net_weight: fc.option(
    fc.integer({ min: 0, max: 5000 }).map((c) => c / 100),
    { nil: null },
  ),
  order_box_qty: fc.integer({ min: 0, max: 5000 }),
}) as fc.Arbitrary<QuotationLine>;
const formula = fc.record({
  currency_type: fc.constantFrom('USD', 'EUR', 'RMB'),
  exchange_rate: fc.constantFrom(1, 6.5, 7.1),
  profit_rate: fc.integer({ min: 0, max: 50 }),
  decimals: fc.constantFrom(2, 3),
  price_basis: fc.constantFrom('piece', 'carton'),
});

describe('quotation line figures and totals', () => {
  it('totals are the sums of the lines: cartons, pieces, per-carton measures × cartons, amounts', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), formula, (lines, f) => {
        const totals = quotationTotals(lines, f);
        const figures = lines.map((l) => quotationLineFigures(l, f));
        const sum = (pick: (x: (typeof figures)[number]) => number) => figures.reduce((a, x) => a + pick(x), 0);
        expect(totals.products).toBe(lines.length);
        expect(totals.cartons).toBe(sum((x) => x.cartons));
        expect(totals.pieces).toBe(sum((x) => x.pieces));
        expect(Math.abs(totals.cbm - sum((x) => x.cartons * x.cbm))).toBeLessThan(0.001);
        expect(Math.abs(totals.gross_weight - sum((x) => x.cartons * x.gross_weight))).toBeLessThan(0.01);
        expect(Math.abs(totals.amount - sum((x) => x.amount))).toBeLessThan(0.01);
      }),
    );
  });

  it("a line's amount is its price × pieces, or × cartons when priced per carton", () => {
    fc.assert(
      fc.property(line, formula, (l, f) => {
        const x = quotationLineFigures(l, f);
        expect(x.pieces).toBe(x.cartons * x.per_carton);
        expect(x.amount).toBeCloseTo(x.price * (x.per_carton_price ? x.cartons : x.pieces), 6);
        expect(x.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a carton without a quantity counts one piece', () => {
    const x = quotationLineFigures({ exworks_price: 10, carton_quantity: null, order_box_qty: 4 }, null);
    expect(x).toMatchObject({ cartons: 4, per_carton: 1, pieces: 4 });
  });
});

describe('container estimate', () => {
  it('names each container once with its volume and payload', () => {
    expect(CONTAINERS.map((c) => c.code)).toEqual(["20'GP", "40'GP", "40'HQ"]);
    for (const c of CONTAINERS) expect(c.cbm > 0 && c.kg > 0).toBe(true);
  });

  it('needs no container for an empty order and one for a small one', () => {
    expect(containerEstimate({ cbm: 0, gross_weight: 0 }).map((c) => c.containers)).toEqual([0, 0, 0]);
    expect(containerEstimate({ cbm: 1, gross_weight: 10 }).map((c) => c.containers)).toEqual([1, 1, 1]);
  });

  it('a full volume is exactly one container; a little more is two', () => {
    const [gp20] = containerEstimate({ cbm: 28, gross_weight: 0 });
    expect(gp20?.containers).toBe(1);
    expect(containerEstimate({ cbm: 28.001, gross_weight: 0 })[0]?.containers).toBe(2);
  });

  it('a heavy order is counted by weight', () => {
    const [gp20] = containerEstimate({ cbm: 5, gross_weight: 40_000 });
    expect(gp20?.by_weight).toBeGreaterThan(gp20?.by_volume ?? 0);
    expect(gp20?.containers).toBe(2);
  });

  it('always holds the order: containers × capacity covers volume and weight, one container fewer does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 1000),
        fc.integer({ min: 0, max: 1_000_000 }),
        (cbm, kg) => {
          for (const c of containerEstimate({ cbm, gross_weight: kg })) {
            expect(c.containers * c.cbm + 1e-6).toBeGreaterThanOrEqual(cbm);
            expect(c.containers * c.kg + 1e-6).toBeGreaterThanOrEqual(kg);
            if (c.containers > 0) {
              const fewer = c.containers - 1;
              expect(fewer * c.cbm < cbm - 1e-6 || fewer * c.kg < kg - 1e-6).toBe(true);
            }
          }
          // a bigger container never needs more
          const [a, b, hq] = containerEstimate({ cbm, gross_weight: 0 });
          expect((b?.containers ?? 0) <= (a?.containers ?? 0)).toBe(true);
          expect((hq?.containers ?? 0) <= (b?.containers ?? 0)).toBe(true);
        },
      ),
    );
  });
});

describe('header terms', () => {
  it('falls back to the defaults for values out of bounds', () => {
    expect(quotationTermsOf(null)).toEqual(DEFAULT_QUOTATION_TERMS);
    expect(quotationTermsOf({ validity_days: 0, trade_term: 'XYZ' })).toMatchObject({
      validity_days: 30,
      trade_term: 'FOB',
    });
    expect(quotationTermsOf({ validity_days: 366 }).validity_days).toBe(30);
    expect(quotationTermsOf({ validity_days: 45, trade_term: 'cif', port: ' Shantou ' })).toMatchObject({
      validity_days: 45,
      trade_term: 'CIF',
      port: 'Shantou',
    });
  });

  it('writes the trade term with its port', () => {
    expect(tradeTermText({ trade_term: 'FOB', port: 'Shantou' })).toBe('FOB Shantou');
    expect(tradeTermText({ trade_term: 'EXW', port: ' ' })).toBe('EXW');
  });

  it('counts validity days over month and year ends', () => {
    expect(addDaysToDate('2026-12-02', 30)).toBe('2027-01-01');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('keeps a date that does not read as a day', () => {
    expect(addDaysToDate('', 30)).toBe('');
    expect(addDaysToDate('2026/12/02', 30)).toBe('2026/12/02');
  });
});

describe('language and English names', () => {
  it("defaults to the customer's language", () => {
    expect(customerSheetLanguage('')).toBe('zh');
    expect(customerSheetLanguage('中国')).toBe('zh');
    expect(customerSheetLanguage('Hong Kong')).toBe('zh');
    expect(customerSheetLanguage('USA')).toBe('en');
    expect(customerSheetLanguage('德国')).toBe('en');
    expect(customerSheetLanguage(null)).toBe('zh');
    expect(customerSheetLanguage(undefined)).toBe('zh');
  });

  it('an English line shows its English name, or its Chinese name marked as a fallback', () => {
    expect(lineName({ name: '遥控车', name_en: 'RC Car' }, 'en')).toEqual({ text: 'RC Car', fallback: false });
    expect(lineName({ name: '遥控车', name_en: ' ' }, 'en')).toEqual({ text: '遥控车', fallback: true });
    expect(lineName({ name: '遥控车', name_en: 'RC Car' }, 'zh')).toEqual({ text: '遥控车', fallback: false });
    expect(lineName({ name: null, name_en: null }, 'en')).toEqual({ text: '', fallback: true });
    expect(linesWithoutEnglishName([{ name: 'a', name_en: 'A' }, { name: 'b' }])).toEqual([{ name: 'b' }]);
  });

  it("packing in English: the product's own, else the usual name, else the Chinese", () => {
    expect(packingName({ packing_name: '彩盒', packing_name_en: 'Colour Box' }, 'en')).toBe('Colour Box');
    expect(packingName({ packing_name: '彩盒' }, 'en')).toBe('Color Box');
    expect(packingName({ packing_name: '特制盒' }, 'en')).toBe('特制盒');
    expect(packingName({ packing_name: '彩盒', packing_name_en: 'Colour Box' }, 'zh')).toBe('彩盒');
    expect(packingName({ packing_name: null }, 'en')).toBe('');
  });
});

describe('sheet header and columns', () => {
  const header: QuotationSheetHeader = {
    lang: 'en',
    company_name: '环球优品',
    company_name_en: 'Global Best Trading',
    address: '汕头市澄海区',
    address_en: 'Chenghai, Shantou',
    contact: 'Li',
    telephone: '0754-1234567',
    mobile: '',
    fax: '',
    email: 'sales@example.com',
    logo: '',
    customer: 'ACME Toys',
    number: 'Q20261202-0001',
    date: '2026-12-02',
    terms: { validity_days: 30, trade_term: 'FOB', port: 'Shantou', payment_terms: '30% T/T deposit' },
    currency: 'USD',
  };

  it('puts the currency on every price header and units on every measure', () => {
    for (const c of QUOTATION_SHEET_COLUMNS) {
      const title = quotationColumnTitle(c.key, 'en', 'USD');
      if (c.kind === 'money') expect(title).toContain('(USD)');
      if (c.kind === 'cbm' || c.kind === 'dec2') expect(title).toMatch(/\((CBM|CUFT|KGS)/);
    }
  });

  it('writes the English header in English, with the English company name and address', () => {
    const lines = quotationHeaderLines(header);
    expect(lines.company).toBe('Global Best Trading');
    expect(lines.contacts[0]).toBe('Address: Chenghai, Shantou');
    expect(Object.fromEntries(lines.facts)).toMatchObject({
      Customer: 'ACME Toys',
      'Trade Term': 'FOB Shantou',
      Validity: '30 days (until 2027-01-01)',
      Currency: 'USD',
    });
    expect(quotationHeaderLines({ ...header, lang: 'zh' }).company).toBe('环球优品');
  });

  it("the e-mail summary holds the customer, terms, totals and the amount in the quotation's currency", () => {
    const text = quotationMailSummary(header, {
      products: 2,
      cartons: 10,
      pieces: 240,
      cbm: 1.234,
      gross_weight: 150,
      amount: 12345.6,
    });
    expect(text).toContain('Customer: ACME Toys');
    expect(text).toContain('FOB Shantou');
    expect(text).toContain('Total amount: USD 12,345.60');
    expect(moneyText(3)).toBe('3.00');
    expect(moneyText(Number.NaN)).toBe('0.00');
  });

  it('the Chinese summary uses Chinese labels and separators', () => {
    const text = quotationMailSummary(
      { ...header, lang: 'zh' },
      {
        products: 1,
        cartons: 2,
        pieces: 48,
        cbm: 0.5,
        gross_weight: 20,
        amount: 99,
      },
    );
    expect(text).toContain('：ACME Toys');
    expect(text).toContain('USD 99.00');
    expect(text).not.toContain('Customer');
  });

  it('an English header without English company data falls back to the Chinese, and shows only contacts it has', () => {
    const lines = quotationHeaderLines({
      ...header,
      company_name_en: ' ',
      address_en: '',
      address: '',
      contact: '',
      telephone: '',
      mobile: '13800000001',
      fax: '0754-7654321',
      email: '',
    });
    expect(lines.company).toBe('环球优品');
    expect(lines.contacts).toEqual(['Mobile: 13800000001    Fax: 0754-7654321']);
    expect(quotationHeaderLines({ ...header, address_en: '' }).contacts[0]).toBe('Address: 汕头市澄海区');
  });

  it('an unknown column is titled by its key', () => {
    expect(quotationColumnTitle('nothing' as never, 'en', 'USD')).toBe('nothing');
  });
});

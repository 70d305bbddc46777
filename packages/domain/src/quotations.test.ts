import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartonCubicMeters } from './dimensions';
import { EMAIL_STATUS, emailRecordLabel, mailFailureReason } from './mail';
import { quotePrice } from './pricing';
import {
  changesSinceSent,
  checkQuotationVersion,
  confirmationSummary,
  confirmLinkExpiresAt,
  confirmLinkState,
  DEFAULT_QUOTATION_MAIL,
  isQuotationEditable,
  lineQuotedPrice,
  nextQuotationStatus,
  QUOTATION_MSG,
  QUOTATION_STATUSES,
  type QuotationLine,
  type QuotationStatus,
  quotationNumber,
  quotationTotals,
  renderMailTemplate,
  reorder,
  validateFormulaInput,
  validatePriceOverride,
} from './quotations';

const status = fc.constantFrom(...QUOTATION_STATUSES);
const dim = fc.option(fc.integer({ min: 1, max: 200 }), { nil: null });
const line: fc.Arbitrary<QuotationLine> = fc.record({
  exworks_price: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
  additional_price: fc.option(
    fc.integer({ min: 0, max: 1000 }).map((c) => c / 100),
    { nil: null },
  ),
  price_override: fc.option(
    fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
    { nil: null },
  ),
  carton_length: dim,
  carton_width: dim,
  carton_height: dim,
  carton_quantity: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
  gross_weight: fc.option(
    fc.integer({ min: 0, max: 5000 }).map((g) => g / 100),
    { nil: null },
  ),
  net_weight: fc.option(
    fc.integer({ min: 0, max: 5000 }).map((g) => g / 100),
    { nil: null },
  ),
  order_box_qty: fc.integer({ min: 0, max: 1000 }),
});
const formula = fc.record({
  currency_type: fc.constantFrom('RMB', 'USD', 'EUR'),
  exchange_rate: fc.integer({ min: 1, max: 1000 }).map((r) => r / 100),
  profit_rate: fc.integer({ min: 0, max: 90 }),
  profit_mode: fc.constantFrom('markup' as const, 'margin' as const),
  decimals: fc.constantFrom(2 as const, 3 as const),
  price_basis: fc.constantFrom('piece' as const, 'carton' as const),
});

describe('quotation states: draft → sent → confirmed in part or whole → closed', () => {
  it('follows the happy path and stamps each step', () => {
    let s: QuotationStatus = 'draft';
    s = nextQuotationStatus(s, { type: 'send' }) as QuotationStatus;
    expect(s).toBe('sent');
    expect(nextQuotationStatus(s, { type: 'submit', accepted: 2, total: 3 })).toBe('confirmed_part');
    expect(nextQuotationStatus(s, { type: 'submit', accepted: 3, total: 3 })).toBe('confirmed_all');
    expect(nextQuotationStatus('confirmed_all', { type: 'close' })).toBe('closed');
    expect(nextQuotationStatus('closed', { type: 'reopen' })).toBe('draft');
  });
  it('never sends, answers or edits a closed quotation; a draft cannot be answered', () => {
    fc.assert(
      fc.property(status, fc.nat(10), fc.nat(10), (s, a, extra) => {
        const submit = nextQuotationStatus(s, { type: 'submit', accepted: a, total: a + extra });
        if (s === 'closed' || s === 'draft') expect(submit).toBeNull();
        else expect(submit).toBe(extra === 0 && a > 0 ? 'confirmed_all' : 'confirmed_part');
        expect(nextQuotationStatus(s, { type: 'send' })).toBe(s === 'closed' ? null : 'sent');
        expect(isQuotationEditable(s)).toBe(s !== 'closed');
      }),
    );
  });
});

describe('version check', () => {
  it('accepts only the version that was loaded', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        expect(checkQuotationVersion(a, b)).toBe(a === b ? null : QUOTATION_MSG.stale);
      }),
    );
  });
});

describe('quoted price and overrides', () => {
  it('uses the formula unless a price was typed; an override is rounded to the formula decimals', () => {
    fc.assert(
      fc.property(line, formula, (l, f) => {
        const p = lineQuotedPrice(l, f);
        if (l.price_override == null)
          expect(p).toBe(quotePrice({ ...l, exworks_price: l.exworks_price ?? '' }, f).quotedPrice);
        else expect(Math.abs(p - l.price_override)).toBeLessThanOrEqual(0.0051);
        expect(p).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('refuses negative and non-numeric overrides; null clears', () => {
    expect(validatePriceOverride(-0.01)).toBe(QUOTATION_MSG.negativePrice);
    expect(validatePriceOverride(Number.NaN)).toBe(QUOTATION_MSG.priceNotNumber);
    expect(validatePriceOverride(null)).toBeNull();
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (v) => {
        expect(validatePriceOverride(v)).toBeNull();
      }),
    );
  });
});

describe('formula input: unknown fields, division by zero and negatives refused', () => {
  it.each([
    [{ currency_type: 'USD', rate: 7 }, QUOTATION_MSG.formulaUnknownField(['rate'])],
    [{ currency_type: 'USD', exchange_rate: 0 }, QUOTATION_MSG.formulaRate],
    [{ currency_type: 'USD', exchange_rate: -1 }, QUOTATION_MSG.formulaRate],
    [{ currency_type: 'USD', profit_mode: 'margin', profit_rate: 100 }, QUOTATION_MSG.formulaMargin],
    [{ currency_type: 'USD', profit_rate: -5 }, QUOTATION_MSG.formulaNegative('利润率')],
    [{ currency_type: 'USD', fob_cost_per_cbm: -5 }, QUOTATION_MSG.formulaNegative('FOB费用')],
    [{ currency_type: 'USD', decimals: 4 }, QUOTATION_MSG.formulaDecimals],
    [{ currency_type: 'USD', exchange_rate: 7.2, profit_rate: 15, decimals: 3 }, null],
  ])('%o → %s', (raw, expected) => {
    expect(validateFormulaInput(raw as Record<string, unknown>)).toBe(expected);
  });
  it('every accepted formula prices every line to a finite number', () => {
    fc.assert(
      fc.property(formula, line, (f, l) => {
        expect(validateFormulaInput(f)).toBeNull();
        expect(Number.isFinite(lineQuotedPrice(l, f))).toBe(true);
      }),
    );
  });
});

describe('totals: cartons, CBM, CUFT, weights, amount', () => {
  it('adds up line by line and is independent of order', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), formula, (lines, f) => {
        const t = quotationTotals(lines, f);
        expect(t.products).toBe(lines.length);
        expect(t.cartons).toBe(lines.reduce((s, l) => s + (l.order_box_qty ?? 0), 0));
        const cbm = lines.reduce(
          (s, l) =>
            s + (l.order_box_qty ?? 0) * (cartonCubicMeters(l.carton_length, l.carton_width, l.carton_height) ?? 0),
          0,
        );
        expect(Math.abs(t.cbm - cbm)).toBeLessThan(0.001 * (lines.length + 1));
        // 1 m³ = 35.31 ft³: CUFT follows CBM, within each carton's rounding (CBM to 0.001 m³ = 0.0177 ft³, CUFT
        // to 0.01 ft³) and the totals' (CBM to 0.001 m³, CUFT to 0.01 ft³)
        const perCarton = 0.0005 * 35.3147 + 0.005;
        expect(Math.abs(t.cuft - t.cbm * 35.3147)).toBeLessThanOrEqual(
          perCarton * t.cartons + 0.0005 * 35.3147 + 0.005 + t.cbm * 0.02,
        );
        const reversed = quotationTotals([...lines].reverse(), f);
        expect(reversed.cartons).toBe(t.cartons);
        expect(Math.abs(reversed.amount - t.amount)).toBeLessThan(0.01);
        expect(t.currency).toBe(f.currency_type);
      }),
    );
  });
  it('amount = quoted price × pieces for a piece price', () => {
    const l: QuotationLine = { exworks_price: 10, carton_quantity: 24, order_box_qty: 5, price_override: 2 };
    expect(quotationTotals([l], { currency_type: 'USD', exchange_rate: 7.2 }).amount).toBe(240);
    expect(quotationTotals([l], { currency_type: 'USD', exchange_rate: 7.2 }).pieces).toBe(120);
  });
});

describe('reorder', () => {
  it('is a permutation that puts the moved item at its place', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), fc.nat(40), fc.nat(40), (xs, a, b) => {
        const out = reorder(xs, a, b);
        expect([...out].sort()).toEqual([...xs].sort());
        const from = Math.min(a, xs.length - 1);
        expect(out[Math.min(b, xs.length - 1)]).toBe(xs[from]);
      }),
    );
  });
});

describe('confirmation', () => {
  it('counts accepted items', () => {
    expect(confirmationSummary(['accepted', 'declined', 'accepted', 'pending'])).toEqual({ accepted: 2, total: 4 });
  });
  it('a link works until it expires or is revoked', () => {
    const sent = new Date('2026-01-01T00:00:00Z');
    const expiresAt = confirmLinkExpiresAt(sent, 30);
    expect(confirmLinkState({ expiresAt, revoked: false }, new Date('2026-01-30T23:00:00Z'))).toBe('active');
    expect(confirmLinkState({ expiresAt, revoked: false }, new Date('2026-01-31T00:00:00Z'))).toBe('expired');
    expect(confirmLinkState({ expiresAt, revoked: true }, sent)).toBe('revoked');
  });
  it('shows what changed since sending', () => {
    const sent = [
      { item_id: 1, name: 'A', quoted_price: 1, order_box_qty: 1 },
      { item_id: 2, name: 'B', quoted_price: 2, order_box_qty: 1 },
    ];
    const now = [
      { item_id: 1, name: 'A', quoted_price: 1.5, order_box_qty: 2 },
      { item_id: 3, name: 'C', quoted_price: 3, order_box_qty: 1 },
    ];
    expect(changesSinceSent(sent, now).map((c) => `${c.item_id}:${c.kind}`)).toEqual([
      '1:price',
      '1:quantity',
      '3:added',
      '2:removed',
    ]);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ item_id: fc.nat(50), name: fc.string(), quoted_price: fc.nat(), order_box_qty: fc.nat() }),
        ),
        (ls) => {
          const unique = [...new Map(ls.map((l) => [l.item_id, l])).values()];
          expect(changesSinceSent(unique, unique)).toEqual([]);
        },
      ),
    );
  });
});

describe('numbers, mail template and mail failures', () => {
  it('numbers quotations by day and sequence', () => {
    expect(quotationNumber('2026-11-05', 7)).toBe('Q20261105-0007');
  });
  it('fills the template in both languages', () => {
    const vars = { company: '环球优品', customer: 'Tom', number: 'Q1', link: 'http://x/confirm?token=t', sender: '李' };
    for (const lang of ['zh', 'en'] as const) {
      const m = renderMailTemplate(DEFAULT_QUOTATION_MAIL[lang], vars);
      expect(m.subject).toContain('Q1');
      expect(m.body).toContain('http://x/confirm?token=t');
      expect(m.body).not.toMatch(/\{(company|customer|number|link|sender)\}/);
    }
  });
  it('explains a refused login and an unreachable server in Chinese', () => {
    expect(mailFailureReason({ code: 'EAUTH', message: '535 bad' })).toMatch(/^邮箱登录被拒绝/);
    expect(mailFailureReason({ code: 'ECONNECTION' })).toMatch(/^无法连接邮件服务器/);
    expect(mailFailureReason({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1' })).toMatch(
      /^无法连接邮件服务器/,
    );
    expect(mailFailureReason({ code: 'ESOCKET', message: 'getaddrinfo ENOTFOUND smtp.x' })).toMatch(
      /^找不到邮件服务器/,
    );
    expect(emailRecordLabel(EMAIL_STATUS.outbox)).toBe('未发送');
    expect(emailRecordLabel(EMAIL_STATUS.sent)).toBe('发送成功');
  });
});

describe('the confirmation notice', () => {
  it("names the customer, the count and the customer's remark", () => {
    expect(QUOTATION_MSG.customerFallback('en')).toBe('Customer');
    expect(QUOTATION_MSG.customerFallback('zh')).toBe('客户');
    expect(QUOTATION_MSG.confirmedTitle('Q-1')).toBe('客户已确认报价单 Q-1');
    expect(QUOTATION_MSG.confirmedContent('ACME', 2, 3, '')).toBe('ACME确认了2/3款产品');
    expect(QUOTATION_MSG.confirmedContent('ACME', 2, 3, '尽快')).toBe('ACME确认了2/3款产品，备注：尽快');
    expect(QUOTATION_MSG.excelLink('zh', 'https://x/f.xlsx')).toBe('报价单Excel下载：https://x/f.xlsx');
    expect(QUOTATION_MSG.excelLink('en', 'https://x/f.xlsx')).toContain('https://x/f.xlsx');
  });
});

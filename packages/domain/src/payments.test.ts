import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentAccountStatus } from './entities';
import { paymentAccountRoute } from './payment';
import {
  ACCOUNT_EVENT_LABELS,
  type AccountEvent,
  accountOperational,
  COLLECTION_CURRENCIES,
  confirmedTotal,
  contractStatus,
  currencyDigits,
  documentProblem,
  exchangeToRmb,
  formatCurrencyTotals,
  formatMinor,
  incomingFee,
  isBalanced,
  isDocumentKind,
  isPaymentCurrency,
  kycProblem,
  type LedgerEntry,
  ledgerBalances,
  ledgerLines,
  mayChangePaymentAccount,
  minorToDecimal,
  missingDocuments,
  nextAccountStatus,
  PAYMENT_ACCOUNT_STATUSES,
  PAYMENT_DOCUMENT_MAX_BYTES,
  PAYMENT_MSG,
  type PaymentCurrency,
  parseMinor,
  reconcile,
  settlementProblem,
  sniffDocumentType,
  toMinor,
  totalsByCurrency,
  WEBHOOK_TOLERANCE_MS,
  webhookRefusal,
} from './payments';
import { DEFAULT_PRICE_FORMULA } from './pricing';

const EVENTS = Object.keys(ACCOUNT_EVENT_LABELS) as AccountEvent[];

describe('payment account state machine', () => {
  it('follows the provider: authorise → INIT → KYC under review → ACTIVE, or SUSPENDED and resubmitted', () => {
    let s: PaymentAccountStatus = 'notAuthorization';
    s = nextAccountStatus(s, 'authorize') ?? s;
    expect(s).toBe('INIT');
    s = nextAccountStatus(s, 'submitKyc') ?? s;
    expect(s).toBe('UNDER_REVIEW');
    expect(nextAccountStatus(s, 'refuse')).toBe('SUSPENDED');
    expect(nextAccountStatus('SUSPENDED', 'submitKyc')).toBe('UNDER_REVIEW');
    expect(nextAccountStatus(s, 'approve')).toBe('ACTIVE');
    expect(nextAccountStatus('ACTIVE', 'suspend')).toBe('SUSPENDED');
  });

  it('refuses every event the table does not name (exhaustively)', () => {
    const allowed = new Set([
      'notAuthorization:authorize',
      'INIT:submitKyc',
      'SUSPENDED:submitKyc',
      'UNDER_REVIEW:approve',
      'UNDER_REVIEW:refuse',
      'ACTIVE:suspend',
      'INIT:unlink',
      'UNDER_REVIEW:unlink',
      'SUSPENDED:unlink',
      'ACTIVE:unlink',
    ]);
    for (const s of PAYMENT_ACCOUNT_STATUSES)
      for (const e of EVENTS) expect(nextAccountStatus(s, e) !== null).toBe(allowed.has(`${s}:${e}`));
  });

  it('every status reached by any sequence of events routes as the domain says (ACTIVE only to the page)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 30 }), (events) => {
        let s: PaymentAccountStatus = 'notAuthorization';
        for (const e of events) s = nextAccountStatus(s, e) ?? s;
        const route = paymentAccountRoute({ code: 0, data: { status: s, login_token: 't' } }, 'contractList');
        if (s === 'ACTIVE') expect(route.page).toBe('target');
        else if (s === 'notAuthorization') expect(route.page).toBe('authorization');
        else expect(route.page).toBe('kyc');
        expect(accountOperational(s)).toBe(s === 'ACTIVE');
      }),
    );
  });
});

describe('who may change the account', () => {
  it('the main account and administrators of a company, or a user of no company; never a salesperson', () => {
    expect(mayChangePaymentAccount({ companyId: 5, userType: 0 })).toBe(true);
    expect(mayChangePaymentAccount({ companyId: 5, userType: 2 })).toBe(true);
    expect(mayChangePaymentAccount({ companyId: 5, userType: 1 })).toBe(false);
    expect(mayChangePaymentAccount({ companyId: 0, userType: 1 })).toBe(true);
  });
});

describe('money in minor units', () => {
  it('parses typed amounts exactly, within the currency’s digits', () => {
    expect(parseMinor('1,234.5', 'USD')).toBe(123450);
    expect(parseMinor('0.01', 'USD')).toBe(1);
    expect(parseMinor('10.10', 'USD')).toBe(1010);
    expect(parseMinor('1500', 'JPY')).toBe(1500);
    expect(parseMinor('1500.5', 'JPY')).toBeNull();
    expect(parseMinor('1.001', 'USD')).toBeNull();
    expect(parseMinor('0', 'USD')).toBeNull();
    expect(parseMinor('-5', 'USD')).toBeNull();
    expect(parseMinor('abc', 'USD')).toBeNull();
    expect(parseMinor('99999999999999', 'USD')).toBeNull();
  });
  it('round-trips: decimal text of minor units parses back to them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.constantFrom(...COLLECTION_CURRENCIES), (m, c) => {
        expect(parseMinor(minorToDecimal(m, c), c)).toBe(m);
      }),
    );
  });
  it('formats with symbol, separators and digits; rounds decimals half-up', () => {
    expect(formatMinor(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMinor(-5, 'EUR')).toBe('-€0.05');
    expect(formatMinor(1500, 'JPY')).toBe('JP¥1,500');
    expect(minorToDecimal(-1500, 'JPY')).toBe('-1500');
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(1234.5, 'JPY')).toBe(1235);
    expect(currencyDigits('JPY')).toBe(0);
    expect(() => currencyDigits('XXX')).toThrow();
    expect(isPaymentCurrency('USD')).toBe(true);
    expect(isPaymentCurrency('toString')).toBe(false);
  });
  it('exchanges into RMB in integer arithmetic, half-up, keeping the digits of each side', () => {
    expect(exchangeToRmb(100_00, 'USD', 7.1234)).toBe(712_34);
    expect(exchangeToRmb(1, 'USD', 7.125)).toBe(7); // 0.07125 → ¥0.07
    expect(exchangeToRmb(1000, 'JPY', 0.0481)).toBe(4810); // ¥48.10
    expect(exchangeToRmb(3, 'USD', 0.5)).toBe(2); // 1.5 → 2
    expect(() => exchangeToRmb(1, 'USD', 0)).toThrow();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 1, max: 99_000_000 }), (m, micros) => {
        const rate = micros / 1e6;
        const exact = (m * micros) / 1e6;
        expect(Math.abs(exchangeToRmb(m, 'USD', rate) - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * exact);
      }),
    );
  });
});

describe('documents', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
  it('knows a file by its first bytes, not its name', () => {
    expect(sniffDocumentType(pdf)).toBe('application/pdf');
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffDocumentType(new Uint8Array([0x3c, 0x68, 0x74, 0x6d, 0x6c]))).toBeNull();
  });
  it('refuses empty, too large, and other types with the reason', () => {
    expect(documentProblem({ size: 10, detectedType: 'application/pdf' })).toBeNull();
    expect(documentProblem({ size: 0, detectedType: 'application/pdf' })).toBe(PAYMENT_MSG.documentEmpty);
    expect(documentProblem({ size: PAYMENT_DOCUMENT_MAX_BYTES + 1, detectedType: 'application/pdf' })).toBe(
      PAYMENT_MSG.documentTooLarge(10),
    );
    expect(documentProblem({ size: 10, detectedType: null })).toBe(PAYMENT_MSG.documentType);
    expect(documentProblem({ size: 10, detectedType: 'text/html' })).toBe(PAYMENT_MSG.documentType);
    expect(isDocumentKind('invoice')).toBe(true);
    expect(isDocumentKind('constructor')).toBe(false);
    expect(missingDocuments(['contract', 'invoice'], ['invoice'])).toEqual(['贸易合同']);
  });
});

describe('KYC application', () => {
  const app = {
    company_name: '深圳市环球优品贸易有限公司',
    registration_number: '91440300MA5XXXXXX',
    address: '深圳市南山区',
    representative_name: '王建国',
    representative_id: '440300198001010000',
    representative_phone: '13800000001',
    owners: [{ name: '王建国', id_number: '4403', share: 60 }],
  };
  it('needs every field, owners of 25–100 % summing to at most 100 %, the licence and the ID', () => {
    expect(kycProblem(app, ['license', 'representative_id'])).toBeNull();
    expect(kycProblem({ ...app, address: ' ' }, ['license', 'representative_id'])).toBe(
      PAYMENT_MSG.kycIncomplete(['注册地址']),
    );
    expect(kycProblem({ ...app, owners: [] }, ['license', 'representative_id'])).toBe(PAYMENT_MSG.ownersInvalid);
    expect(kycProblem({ ...app, owners: [{ name: 'a', id_number: '', share: 10 }] }, [])).toBe(
      PAYMENT_MSG.ownersInvalid,
    );
    expect(
      kycProblem(
        {
          ...app,
          owners: [
            { name: 'a', id_number: '', share: 60 },
            { name: 'b', id_number: '', share: 50 },
          ],
        },
        [],
      ),
    ).toBe(PAYMENT_MSG.ownersInvalid);
    expect(kycProblem(app, ['license'])).toBe(PAYMENT_MSG.kycDocumentsMissing(['法定代表人身份证件']));
  });
});

describe('contracts and settlement limits', () => {
  it('a contract is worth the accepted lines at the confirmed quantity, in the quotation’s currency', () => {
    const formula = { ...DEFAULT_PRICE_FORMULA, currency_type: 'USD', exchange_rate: 7, decimals: 2 } as const;
    const line = (decision: string, confirm_qty: number | null) => ({
      exworks_price: 70,
      price_override: 10,
      carton_quantity: 2,
      order_box_qty: 5,
      decision,
      confirm_qty,
    });
    const t = confirmedTotal([line('accepted', 3), line('accepted', null), line('declined', 9)], formula);
    expect(t.currency).toBe('USD');
    expect(t.lines).toHaveLength(2);
    expect(t.amount).toBe(10 * 2 * 3 + 10 * 2 * 5);
  });
  it('a contract is open, part paid, paid, then settled', () => {
    expect(contractStatus(1000, 0, 0)).toBe('open');
    expect(contractStatus(1000, 400, 0)).toBe('part_paid');
    expect(contractStatus(1000, 1000, 300)).toBe('paid');
    expect(contractStatus(1000, 1000, 1000)).toBe('settled');
  });
  const limits = { contractCurrency: 'USD' as const, balanceMinor: 50_000, contractRestMinor: 80_000 };
  const docs = ['contract', 'invoice', 'customs'];
  it('refuses above the balance, above the contract, in the wrong currency, or without documents, with the reason', () => {
    expect(settlementProblem({ currency: 'USD', amountMinor: 50_000, documentKinds: docs }, limits)).toBeNull();
    expect(settlementProblem({ currency: 'USD', amountMinor: 50_001, documentKinds: docs }, limits)).toBe(
      PAYMENT_MSG.amountAboveBalance('$500.00'),
    );
    expect(
      settlementProblem(
        { currency: 'USD', amountMinor: 50_000, documentKinds: docs },
        { ...limits, contractRestMinor: 100 },
      ),
    ).toBe(PAYMENT_MSG.amountAboveContract('$1.00'));
    expect(settlementProblem({ currency: 'EUR', amountMinor: 100, documentKinds: docs }, limits)).toBe(
      PAYMENT_MSG.wrongCurrency('USD', 'EUR'),
    );
    expect(settlementProblem({ currency: 'XYZ', amountMinor: 100, documentKinds: docs }, limits)).toBe(
      PAYMENT_MSG.currencyUnsupported('XYZ'),
    );
    expect(settlementProblem({ currency: 'USD', amountMinor: 0, documentKinds: docs }, limits)).toBe(
      PAYMENT_MSG.amountInvalid,
    );
    expect(settlementProblem({ currency: 'USD', amountMinor: 100, documentKinds: ['invoice'] }, limits)).toBe(
      PAYMENT_MSG.documentsMissing(['贸易合同', '报关单']),
    );
  });
  it('never accepts an amount above the balance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (amount, balance) => {
        const ok =
          settlementProblem(
            { currency: 'USD', amountMinor: amount, documentKinds: docs },
            { contractCurrency: 'USD', balanceMinor: balance, contractRestMinor: 1e10 },
          ) === null;
        expect(ok).toBe(amount <= balance);
      }),
    );
  });
});

describe('webhooks', () => {
  const now = 1_800_000_000_000;
  it('refuses a bad signature, an old or future timestamp, a repeated id — in that order', () => {
    const ok = { signatureValid: true, timestampMs: now - 1000, nowMs: now, seenBefore: false };
    expect(webhookRefusal(ok)).toBeNull();
    expect(webhookRefusal({ ...ok, signatureValid: false, seenBefore: true })).toBe('signature');
    expect(webhookRefusal({ ...ok, timestampMs: now - WEBHOOK_TOLERANCE_MS - 1 })).toBe('stale');
    expect(webhookRefusal({ ...ok, timestampMs: now + WEBHOOK_TOLERANCE_MS + 1 })).toBe('stale');
    expect(webhookRefusal({ ...ok, timestampMs: Number.NaN })).toBe('stale');
    expect(webhookRefusal({ ...ok, seenBefore: true })).toBe('replay');
  });
});

describe('double-entry ledger', () => {
  const currency = fc.constantFrom<PaymentCurrency>(...COLLECTION_CURRENCIES);
  const amount = fc.integer({ min: 1, max: 1e10 });
  const movement = fc.oneof(
    fc.tuple(currency, amount).map(([c, m]) => ledgerLines.payment(c, m)),
    fc.tuple(currency, amount).map(([c, m]) => ledgerLines.fee(c, incomingFee(m))),
    fc.tuple(currency, amount).map(([c, m]) => ledgerLines.reversal(c, m)),
    fc.tuple(currency, amount).map(([c, m]) => ledgerLines.settlement(c, m)),
    fc.tuple(currency, amount).map(([c, m]) => ledgerLines.settlementReturn(c, m)),
    fc
      .tuple(currency, amount, fc.integer({ min: 1, max: 9_000_000 }))
      .map(([c, m, r]) => ledgerLines.payout(c, m, exchangeToRmb(m, c, r / 1e6))),
  );
  it('every kind of movement balances in each currency, and the whole ledger sums to zero', () => {
    fc.assert(
      fc.property(fc.array(movement, { minLength: 1, maxLength: 40 }), (txs) => {
        for (const tx of txs) expect(isBalanced(tx)).toBe(true);
        const all = txs.flat();
        const perCurrency = new Map<string, number>();
        for (const e of all) perCurrency.set(e.currency, (perCurrency.get(e.currency) ?? 0) + e.amount);
        for (const v of perCurrency.values()) expect(v).toBe(0);
        // a balance is the sum of its entries, whatever order they are summed in
        const reversed = ledgerBalances([...all].reverse());
        expect(ledgerBalances(all)).toEqual(reversed);
      }),
    );
  });
  it('an unbalanced, single-line, zero or fractional transaction is not balanced', () => {
    const e = (amount: number, currency: PaymentCurrency = 'USD'): LedgerEntry => ({
      account: 'collection',
      currency,
      amount,
    });
    expect(isBalanced([e(5), e(-4)])).toBe(false);
    expect(isBalanced([e(5)])).toBe(false);
    expect(isBalanced([e(0), e(0)])).toBe(false);
    expect(isBalanced([e(0.5), e(-0.5)])).toBe(false);
    expect(isBalanced([e(5), e(-5, 'EUR')])).toBe(false);
    expect(incomingFee(1)).toBe(1);
    expect(incomingFee(100_000)).toBe(300);
  });
  it('reconciles a day: opening, movements, closing, and agreement with the provider', () => {
    const days = reconcile(
      [
        { day: '2026-11-01', kind: 'payment', currency: 'USD', collection: 1000, balanced: true },
        { day: '2026-11-01', kind: 'fee', currency: 'USD', collection: -3, balanced: true },
        { day: '2026-11-02', kind: 'settlement', currency: 'USD', collection: -500, balanced: true },
        { day: '2026-11-02', kind: 'reversal', currency: 'USD', collection: -100, balanced: true },
        { day: '2026-11-02', kind: 'payment', currency: 'USD', collection: 100, balanced: false },
      ],
      new Map([
        ['2026-11-01|USD', 1000],
        ['2026-11-02|USD', 200],
      ]),
    );
    expect(days).toEqual([
      {
        day: '2026-11-01',
        currency: 'USD',
        opening: 0,
        received: 1000,
        fees: -3,
        settled: 0,
        reversed: 0,
        closing: 997,
        provider_received: 1000,
        ok: true,
      },
      {
        day: '2026-11-02',
        currency: 'USD',
        opening: 997,
        received: 100,
        fees: 0,
        settled: -500,
        reversed: -100,
        closing: 497,
        provider_received: 200,
        ok: false,
      },
    ]);
  });
});

describe('totals of payments received', () => {
  const currencies = ['USD', 'EUR', 'GBP', 'HKD', 'JPY'] as const;
  const paymentArb = fc.record({
    currency: fc.constantFrom(...currencies),
    amount_minor: fc.integer({ min: 1, max: 10_000_000 }),
    status: fc.constantFrom('received', 'reversed'),
  });

  it('adds each currency apart, counts only what was received, and never mixes currencies', () => {
    fc.assert(
      fc.property(fc.array(paymentArb, { maxLength: 60 }), (payments) => {
        const totals = totalsByCurrency(payments);
        expect(new Set(totals.map((t) => t.currency)).size).toBe(totals.length);
        for (const c of currencies) {
          const mine = payments.filter((p) => p.currency === c && p.status === 'received');
          const total = totals.find((t) => t.currency === c);
          if (!mine.length) expect(total).toBeUndefined();
          else
            expect(total).toEqual({
              currency: c,
              sum_minor: mine.reduce((s, p) => s + p.amount_minor, 0),
              count: mine.length,
            });
        }
      }),
    );
  });

  it('shows each total in its own currency', () => {
    const totals = totalsByCurrency([
      { currency: 'EUR', amount_minor: 5_600, status: 'received' },
      { currency: 'USD', amount_minor: 123_400, status: 'received' },
      { currency: 'USD', amount_minor: 999, status: 'reversed' },
    ]);
    expect(formatCurrencyTotals(totals)).toBe(`${formatMinor(123_400, 'USD')}，${formatMinor(5_600, 'EUR')}`);
    expect(formatCurrencyTotals([])).toBe('0');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_FORMULA, formatPrice, parseFormulaParameter, quotePrice } from './pricing';

const item = {
  exworks_price: 12.5,
  additional_price: 1.5,
  carton_length: 60,
  carton_width: 40,
  carton_height: 50,
  carton_quantity: 24,
};
const usd = {
  currency_type: 'USD',
  exchange_rate: 7.2,
  profit_rate: 10,
  profit_mode: 'markup' as const,
  fob_cost_per_cbm: 150,
  decimals: 2 as const,
  price_basis: 'piece' as const,
};

describe('quotation pricing: the README worked example', () => {
  it('per piece, USD, 10 % markup, FOB 150 RMB/CBM → 2.25', () => {
    expect(quotePrice(item, usd)).toEqual({
      costPerPiece: 14,
      fobPerPiece: 0.75,
      sellingPerPieceRmb: 16.225,
      quotedPrice: 2.25,
      currency: 'USD',
      basis: 'piece',
      problem: null,
    });
  });
  it('3 decimals → 2.253; per carton → 54.08; margin → 2.28', () => {
    expect(quotePrice(item, { ...usd, decimals: 3 }).quotedPrice).toBe(2.253);
    expect(quotePrice(item, { ...usd, price_basis: 'carton' }).quotedPrice).toBe(54.08);
    expect(quotePrice(item, { ...usd, profit_mode: 'margin' }).quotedPrice).toBe(2.28);
  });
  it('ex-works in RMB without FOB or profit is cost itself', () => {
    expect(quotePrice(item, null).quotedPrice).toBe(14);
    expect(quotePrice({ exworks_price: '9.99' }, '{"currency_type":"CNY","profit_rate":"10"}')).toMatchObject({
      quotedPrice: 10.99,
      currency: 'RMB',
    });
  });
  it('FOB is skipped without carton data', () => {
    expect(quotePrice({ exworks_price: 10 }, { ...usd, exchange_rate: 1, profit_rate: 0 }).fobPerPiece).toBe(0);
    expect(quotePrice({ ...item, carton_quantity: 0 }, usd).fobPerPiece).toBe(0);
  });
  it('reports problems', () => {
    expect(quotePrice({ exworks_price: '' }, usd)).toMatchObject({ quotedPrice: 0, problem: 'no_price' });
    expect(quotePrice({ exworks_price: -1 }, usd)).toMatchObject({ quotedPrice: 0, problem: 'no_price' });
    expect(quotePrice({ exworks_price: 7.2 }, { ...usd, price_basis: 'carton', profit_rate: 0 })).toMatchObject({
      quotedPrice: 1,
      basis: 'piece',
      problem: 'no_carton_quantity',
    });
  });
});

describe('§3 formula_parameter parsing', () => {
  it('defaults', () => {
    expect(parseFormulaParameter(null)).toEqual(DEFAULT_PRICE_FORMULA);
    expect(parseFormulaParameter('not json')).toEqual(DEFAULT_PRICE_FORMULA);
    expect(parseFormulaParameter('null')).toEqual(DEFAULT_PRICE_FORMULA);
    expect(parseFormulaParameter('{}')).toEqual(DEFAULT_PRICE_FORMULA);
  });
  it('refuses invalid values', () => {
    expect(parseFormulaParameter({ currency_type: 'usd', exchange_rate: 0 } as never)).toMatchObject({
      currency_type: 'USD',
      exchange_rate: 1,
    });
    expect(parseFormulaParameter({ currency_type: 'RMB', exchange_rate: 7 })).toMatchObject({ exchange_rate: 1 });
    expect(parseFormulaParameter({ currency_type: 'USD', profit_rate: -5 })).toMatchObject({ profit_rate: 0 });
    expect(parseFormulaParameter({ currency_type: 'USD', profit_rate: 100, profit_mode: 'margin' })).toMatchObject({
      profit_rate: 0,
    });
    expect(parseFormulaParameter({ currency_type: 'USD', fob_cost_per_cbm: -3, decimals: 4 as never })).toMatchObject({
      fob_cost_per_cbm: 0,
      decimals: 2,
    });
    expect(parseFormulaParameter({ currency_type: ' ' })).toMatchObject({ currency_type: 'RMB' });
  });
  it('formats prices', () => {
    expect(formatPrice(2.25, 'USD')).toBe('$2.25');
    expect(formatPrice(16.2, 'RMB', 3)).toBe('¥16.200');
    expect(formatPrice(1.005, 'XYZ', 2)).toBe('XYZ 1.01');
    // without decimals: two, three only when the price has a third (a 3-decimal formula's price stays whole)
    expect(formatPrice(46.4, 'RMB')).toBe('¥46.40');
    expect(formatPrice(0.125, 'USD')).toBe('$0.125');
  });
});

describe('the live preview of a formula (settings, quote formula)', () => {
  it('lists cost, profit, rate and the quoted price, ending on quotePrice of the sample product', async () => {
    const { FORMULA_PREVIEW_ITEM, quotePrice, quoteSteps, formatPrice } = await import('./pricing');
    const formula = { currency_type: 'USD', exchange_rate: 7.2, profit_rate: 10, profit_mode: 'markup' } as const;
    const breakdown = quotePrice(FORMULA_PREVIEW_ITEM, formula);
    const steps = quoteSteps(breakdown, formula);
    expect(steps[0]).toEqual({ label: '成本（出厂价＋附加费）', value: '¥47.50' });
    expect(steps.map((s) => s.label)).toContain('汇率 1 USD = 7.2 人民币');
    expect(steps.at(-1)).toEqual({ label: '报价/件', value: formatPrice(breakdown.quotedPrice, 'USD') });
    // 47.5 × 1.1 ÷ 7.2
    expect(steps.at(-1)?.value).toBe('$7.26');
  });

  it('shows FOB and a per-carton price when the formula asks for them; RMB needs no rate line', async () => {
    const { DEFAULT_PRICE_FORMULA, FORMULA_PREVIEW_ITEM, quotePrice, quoteSteps } = await import('./pricing');
    const formula = {
      ...DEFAULT_PRICE_FORMULA,
      fob_cost_per_cbm: 100,
      price_basis: 'carton',
      profit_mode: 'margin',
      profit_rate: 20,
    } as const;
    const steps = quoteSteps(quotePrice(FORMULA_PREVIEW_ITEM, formula), formula);
    expect(steps.map((s) => s.label)).toEqual(['成本（出厂价＋附加费）', 'FOB费用/件', '毛利率 20%', '报价/箱']);
  });
});

import { cartonVolumeCm3, roundTo } from './dimensions';
import type { FormulaParameter } from './entities';

/**
 * The quotation currencies (RMB is the factories' price currency), with the reference rate (RMB per unit) a
 * new formula starts from.
 */
export const CURRENCIES = {
  RMB: { name: '人民币', symbol: '¥', rate: 1 },
  USD: { name: '美元', symbol: '$', rate: 7.2 },
  EUR: { name: '欧元', symbol: '€', rate: 7.8 },
  GBP: { name: '英镑', symbol: '£', rate: 9.1 },
  HKD: { name: '港币', symbol: 'HK$', rate: 0.92 },
  JPY: { name: '日元', symbol: 'JP¥', rate: 0.048 },
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;

/** Base currency of exworks_price and additional_price. */
export const BASE_CURRENCY: CurrencyCode = 'RMB';

/** The codes of CURRENCIES in their order: what a quotation, an export and the exchange-rate call accept. */
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** Another name of a listed currency: CNY is RMB. */
const CURRENCY_ALIASES: Record<string, CurrencyCode> = { CNY: 'RMB' };

/**
 * A currency as typed → its code in CURRENCIES ('usd' → 'USD', ' CNY ' → 'RMB'), or null when it is not
 * one of them ('XYZ', '美金啊', 'US$', '').
 */
export function currencyCode(text: unknown): CurrencyCode | null {
  if (typeof text !== 'string') return null;
  const code = text.trim().toUpperCase();
  if (Object.hasOwn(CURRENCIES, code)) return code as CurrencyCode;
  return CURRENCY_ALIASES[code] ?? null;
}

/** A complete price formula (formula_parameter with every default filled in). */
export interface PriceFormula {
  /** target currency of quoted_price */
  currency_type: string;
  /** RMB per 1 unit of the target currency (7.2 for USD means 1 USD = 7.2 RMB); 1 for RMB */
  exchange_rate: number;
  /** profit rate in percent (10 = 10 %) */
  profit_rate: number;
  /** markup: cost × (1 + r); margin: cost ÷ (1 − r), so profit is r of the selling price */
  profit_mode: 'markup' | 'margin';
  /** optional FOB costs (inland freight, port charges) in RMB per CBM of carton volume; 0 = ex-works */
  fob_cost_per_cbm: number;
  /** decimals of the quoted price: 2 or 3 */
  decimals: 2 | 3;
  /** the quoted price is per piece or per carton */
  price_basis: 'piece' | 'carton';
}

/** The formula used when an item has none: RMB, no profit, ex-works, 2 decimals, per piece. */
export const DEFAULT_PRICE_FORMULA: PriceFormula = {
  currency_type: BASE_CURRENCY,
  exchange_rate: 1,
  profit_rate: 0,
  profit_mode: 'markup',
  fob_cost_per_cbm: 0,
  decimals: 2,
  price_basis: 'piece',
};

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * §3 formula_parameter (a JSON string or object) → a complete PriceFormula. Missing or invalid
 * values take the defaults; a non-positive exchange rate is refused (1); RMB always has rate 1;
 * a margin of 100 % or more is refused (0).
 */
export function parseFormulaParameter(raw: FormulaParameter | string | null | undefined): PriceFormula {
  let obj: Record<string, unknown> = {};
  if (typeof raw === 'string') {
    try {
      const parsed = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') obj = parsed;
    } catch {
      obj = {};
    }
  } else if (raw && typeof raw === 'object') {
    obj = raw as unknown as Record<string, unknown>;
  }
  const d = DEFAULT_PRICE_FORMULA;
  const currency =
    typeof obj.currency_type === 'string' && obj.currency_type.trim()
      ? obj.currency_type.trim().toUpperCase()
      : d.currency_type;
  const isBase = currency === BASE_CURRENCY || currency === 'CNY';
  const rate = num(obj.exchange_rate);
  const profitMode = obj.profit_mode === 'margin' ? 'margin' : 'markup';
  const profit = num(obj.profit_rate);
  const fob = num(obj.fob_cost_per_cbm);
  const decimals = num(obj.decimals) === 3 ? 3 : 2;
  return {
    currency_type: isBase ? BASE_CURRENCY : currency,
    exchange_rate: isBase || rate === null || rate <= 0 ? 1 : rate,
    profit_rate: profit === null || profit < 0 || (profitMode === 'margin' && profit >= 100) ? 0 : profit,
    profit_mode: profitMode,
    fob_cost_per_cbm: fob !== null && fob > 0 ? fob : 0,
    decimals,
    price_basis: obj.price_basis === 'carton' ? 'carton' : 'piece',
  };
}

/** The item fields the price depends on. Numeric strings are accepted. */
export interface PricedItem {
  exworks_price: number | string;
  additional_price?: number | string | null;
  carton_length?: number | string | null;
  carton_width?: number | string | null;
  carton_height?: number | string | null;
  carton_quantity?: number | string | null;
}

/** The price and every intermediate figure, so screens can show the working. */
export interface QuoteBreakdown {
  /** ex-works + additional, RMB per piece */
  costPerPiece: number;
  /** FOB costs per piece, RMB (0 when not applied) */
  fobPerPiece: number;
  /** cost + FOB with profit, RMB per piece, unrounded */
  sellingPerPieceRmb: number;
  /** the quoted price in currency_type per price_basis, rounded to `decimals` */
  quotedPrice: number;
  currency: string;
  basis: 'piece' | 'carton';
  /** why the price could not be worked out, or null */
  problem: 'no_price' | 'no_carton_quantity' | null;
}

/**
 * Quotation pricing (the spec names the fields, not the arithmetic). One model for
 * quotations, exports and the confirmation page:
 *
 * 1. cost per piece = exworks_price + additional_price (RMB)
 * 2. FOB per piece  = fob_cost_per_cbm × carton CBM ÷ carton_quantity (only with a FOB rate, meaningful
 *    carton dimensions and a positive carton quantity; otherwise 0)
 * 3. selling (RMB)  = markup: (cost + FOB) × (1 + r/100); margin: (cost + FOB) ÷ (1 − r/100)
 * 4. in currency    = selling ÷ exchange_rate (RMB per unit of currency_type)
 * 5. per carton     = × carton_quantity when price_basis is 'carton'
 * 6. rounded half-up to 2 or 3 decimals, once, at the end.
 *
 * A missing or negative ex-works price gives quotedPrice 0 with problem 'no_price'; a per-carton
 * price without a carton quantity falls back to per piece with problem 'no_carton_quantity'.
 */
export function quotePrice(
  item: PricedItem,
  formula: FormulaParameter | PriceFormula | string | null | undefined,
): QuoteBreakdown {
  const f = parseFormulaParameter(formula as FormulaParameter | string | null | undefined);
  const exworks = num(item.exworks_price);
  const additional = Math.max(0, num(item.additional_price) ?? 0);
  const qty = num(item.carton_quantity);
  const cartonQty = qty !== null && qty > 0 ? qty : null;
  if (exworks === null || exworks < 0) {
    return {
      costPerPiece: 0,
      fobPerPiece: 0,
      sellingPerPieceRmb: 0,
      quotedPrice: 0,
      currency: f.currency_type,
      basis: f.price_basis,
      problem: 'no_price',
    };
  }
  const costPerPiece = exworks + additional;
  const cm3 = cartonVolumeCm3(item.carton_length, item.carton_width, item.carton_height);
  const fobPerPiece =
    f.fob_cost_per_cbm > 0 && cm3 !== null && cartonQty !== null ? (f.fob_cost_per_cbm * cm3) / 1e6 / cartonQty : 0;
  const base = costPerPiece + fobPerPiece;
  const r = f.profit_rate / 100;
  const sellingPerPieceRmb = f.profit_mode === 'margin' ? base / (1 - r) : base * (1 + r);
  const perPiece = sellingPerPieceRmb / f.exchange_rate;
  const cartonFallback = f.price_basis === 'carton' && cartonQty === null;
  const basis = cartonFallback ? 'piece' : f.price_basis;
  const price = basis === 'carton' ? perPiece * (cartonQty as number) : perPiece;
  return {
    costPerPiece,
    fobPerPiece,
    sellingPerPieceRmb,
    quotedPrice: roundTo(price, f.decimals),
    currency: f.currency_type,
    basis,
    problem: cartonFallback ? 'no_carton_quantity' : null,
  };
}

/**
 * An amount's digits as every file and screen shows them: two decimals, three only when the amount has a
 * third (a price of a 3-decimal formula): 46.4 → '46.40', 0.125 → '0.125', 7 → '7.00'.
 */
export function amountText(value: number): string {
  const three = roundTo(value, 3);
  return roundTo(three, 2) === three ? three.toFixed(2) : three.toFixed(3);
}

/**
 * A price with its currency's symbol (the code for a currency not in the list) and fixed decimals ('$2.25',
 * '¥46.40'); without `decimals`, as amountText shows it (two, three only when it has a third).
 */
export function formatPrice(value: number, currency: string, decimals?: 2 | 3): string {
  const symbol = (CURRENCIES as Record<string, { symbol: string }>)[currency]?.symbol ?? `${currency} `;
  return `${symbol}${decimals ? roundTo(value, decimals).toFixed(decimals) : amountText(value)}`;
}

/** The product a formula is previewed on while it is typed (settings, quote formula): a typical carton. */
export const FORMULA_PREVIEW_ITEM = {
  name: '遥控越野车（示例）',
  exworks_price: 45.5,
  additional_price: 2,
  carton_length: 80,
  carton_width: 50,
  carton_height: 60,
  carton_quantity: 12,
} as const;

/**
 * The steps of a quote, as the live preview shows them (cost, FOB, profit, currency, basis), from
 * quotePrice's breakdown. Each step is a label and its value, already formatted.
 */
export function quoteSteps(
  breakdown: QuoteBreakdown,
  formula: FormulaParameter | PriceFormula | string | null | undefined,
): { label: string; value: string }[] {
  const f = parseFormulaParameter(formula as FormulaParameter | string | null | undefined);
  const rmb = (v: number) => formatPrice(v, BASE_CURRENCY, f.decimals);
  const steps = [{ label: '成本（出厂价＋附加费）', value: rmb(breakdown.costPerPiece) }];
  if (breakdown.fobPerPiece > 0) steps.push({ label: 'FOB费用/件', value: rmb(breakdown.fobPerPiece) });
  steps.push({
    label: f.profit_mode === 'margin' ? `毛利率 ${f.profit_rate}%` : `加价率 ${f.profit_rate}%`,
    value: rmb(breakdown.sellingPerPieceRmb),
  });
  if (breakdown.currency !== BASE_CURRENCY) {
    steps.push({ label: `汇率 1 ${breakdown.currency} = ${f.exchange_rate} 人民币`, value: breakdown.currency });
  }
  steps.push({
    label: breakdown.basis === 'carton' ? '报价/箱' : '报价/件',
    value: formatPrice(breakdown.quotedPrice, breakdown.currency, f.decimals),
  });
  return steps;
}

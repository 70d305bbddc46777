import {
  CURRENCIES,
  currencyCode,
  type FormulaParameter,
  MSG,
  parseFormulaParameter,
  QUOTATION_MSG,
  quotePrice,
} from '@wanju/domain';
import { sql } from 'kysely';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { chooseDetail, chooseEdited, items, lineProducts, lineWhere, lockChoose, requireListed } from './chooses';
import { checkLineIds } from './common';

/** A selection list's custom numbers and price formula, and the currencies a formula may use. */

export async function setCustomNumbers(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; list: { toy_id?: number; company_product_id?: number; custom_number: string }[] },
) {
  const platform = input.list.filter((l) => !l.company_product_id).map((l) => l.toy_id ?? 0);
  const library = input.list.flatMap((l) => (l.company_product_id ? [l.company_product_id] : []));
  checkLineIds(platform, library);
  const result = await ctx.database.db.transaction().execute(async (trx) => {
    await lockChoose(trx, user, input.id);
    await requireListed(trx, input.id, platform, library);
    const values = sql.join(
      input.list.map(
        (l) =>
          sql`(${l.company_product_id ? null : (l.toy_id ?? 0)}::integer, ${l.company_product_id ?? null}::integer, ${l.custom_number}::text)`,
      ),
    );
    await sql`UPDATE choose_items AS c SET custom_number = v.num FROM (VALUES ${values}) AS v(id, own, num)
      WHERE c.chooses_id = ${input.id} AND (c.product_id = v.id OR c.company_product_id = v.own)`.execute(trx);
    return { updated: input.list.length };
  });
  return chooseEdited(ctx, input.id, result);
}

export async function customNumbers(ctx: AppContext, user: SessionUser, id: number) {
  await chooseDetail(ctx, user, id);
  const rows = await items(ctx.database.db, id);
  return {
    list: rows.map((r) => ({
      toy_id: r.product_id ?? 0,
      company_product_id: r.company_product_id,
      custom_number: r.custom_number,
    })),
  };
}

/** save_price_formula: stored as the domain completes it (defaults filled, nonsense refused to defaults). */
export async function savePriceFormula(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; formula: FormulaParameter },
) {
  if (input.formula.currency_type !== undefined && !currencyCode(input.formula.currency_type))
    throw businessError(QUOTATION_MSG.currencyUnsupported);
  const formula = parseFormulaParameter(input.formula);
  if (formula.currency_type !== 'RMB' && input.formula.exchange_rate === undefined)
    formula.exchange_rate = CURRENCIES[currencyCode(formula.currency_type) ?? 'RMB'].rate;
  await ctx.database.db.transaction().execute(async (trx) => {
    await lockChoose(trx, user, input.id);
    await trx
      .updateTable('chooses')
      .set({ price_formula: JSON.stringify(formula), updated_at: ctx.now() })
      .where('id', '=', input.id)
      .execute();
  });
  return chooseEdited(ctx, input.id, { price_formula: formula });
}

export async function priceFormulaItems(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; toy_id?: number; company_product_id?: number },
) {
  const detail = await chooseDetail(ctx, user, input.id);
  let rows = await items(ctx.database.db, input.id);
  if (input.toy_id || input.company_product_id) {
    const { column, value } = lineWhere(input);
    rows = rows.filter((r) => r[column] === value);
    if (!rows.length) throw notFound(MSG.notInChoose);
  }
  const productOf = await lineProducts(ctx, rows);
  return {
    price_formula: detail.price_formula,
    list: rows.flatMap((r) => {
      const p = productOf(r);
      if (!p) return [];
      const breakdown = quotePrice(p, detail.price_formula);
      return [
        {
          toy_id: p.id,
          company_product_id: p.company_product_id,
          exworks_price: p.exworks_price,
          quoted_price: breakdown.quotedPrice,
          breakdown,
        },
      ];
    }),
  };
}

export function exchangeRates() {
  return {
    list: Object.entries(CURRENCIES).map(([currency, c]) => ({
      currency,
      name: c.name,
      symbol: c.symbol,
      rate: c.rate,
    })),
  };
}

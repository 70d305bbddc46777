import type { CompanyProduct, ToyItem } from '@wanju/api-client';
import {
  checkQuotationVersion,
  type FormulaParameter,
  firstSequenceOfDay,
  isQuotationEditable,
  type PriceFormula,
  parseFormulaParameter,
  QUOTATION_MAX_ITEMS,
  QUOTATION_MSG,
  type QuotationSource,
  quotationCounterDay,
  quotationNumber,
  quotationNumberOwner,
  quotationNumberPrefix,
  validateFormulaInput,
} from '@wanju/domain';
import { productsByIds } from '../catalogue/index';
import { productsForQuotation } from '../company/index';
import { fileUrl } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { cartPage, chooseDetail, chooseProducts, compareList } from '../working-set/index';
import { notFound, quotationScope, snapshotOf } from './mapping';
import {
  companyHeader,
  customerFor,
  type ItemSnapshot,
  lockQuotation,
  nextSequence,
  numbersStartingWith,
  type QDb,
  qdb,
} from './repo';

/** Creating quotations and adding lines: from products, library products, carts, selection lists and the comparison; the next number. */

interface NewLine {
  /** the platform product (for a library product: the one it was taken from, if any) */
  productId: number | null;
  /** a product of the company's own library: quoted as the company keeps it */
  library?: CompanyProduct;
  cartons?: number;
  customNumber?: string;
  remark?: string;
}

/** A line's identity in a quotation: a library product once, a platform product once. */
const lineKey = (l: { productId: number | null; library?: { id: number } }) =>
  l.library ? `c${l.library.id}` : `p${l.productId}`;

/**
 * A library product's snapshot: the company's names, item number, prices, cartons and picture over what its
 * platform product (if any) knows; the factory is the company's supplier factory.
 */
export function librarySnapshot(c: CompanyProduct, platform: ToyItem | undefined): ItemSnapshot {
  const base = platform ? snapshotOf(platform) : null;
  const picture = c.picture || base?.picture || '';
  const cbm =
    c.carton_length && c.carton_width && c.carton_height
      ? (c.carton_length * c.carton_width * c.carton_height) / 1_000_000
      : (base?.carton_cubic_meter ?? null);
  return {
    name: c.name,
    name_en: c.name_en || base?.name_en || '',
    article_number: c.item_number,
    factory_number: c.factory_number || base?.factory_number || '',
    factory_id: base?.factory_id ?? 0,
    factory_name: c.supplier_factory_name || base?.factory_name || '',
    picture,
    thumb: c.picture ? fileUrl(c.picture, 's') : (base?.thumb ?? ''),
    unit: c.unit || base?.unit || '',
    packing_name: c.packing_name || base?.packing_name || '',
    packing_name_en: base?.packing_name_en ?? '',
    exworks_price: c.exworks_price || c.price || base?.exworks_price || 0,
    additional_price: 0,
    length: c.length ?? base?.length ?? null,
    width: c.width ?? base?.width ?? null,
    height: c.height ?? base?.height ?? null,
    carton_length: c.carton_length ?? base?.carton_length ?? null,
    carton_width: c.carton_width ?? base?.carton_width ?? null,
    carton_height: c.carton_height ?? base?.carton_height ?? null,
    carton_cubic_meter: cbm,
    carton_cubic_feet: cbm === null ? null : Math.round(cbm * 35.3147 * 1000) / 1000,
    carton_quantity: c.carton_quantity ?? base?.carton_quantity ?? null,
    gross_weight: c.gross_weight ?? base?.gross_weight ?? null,
    net_weight: c.net_weight ?? base?.net_weight ?? null,
    is_black: 0,
    is_set_hide: 0,
    stop_time: null,
  };
}

/** The library products some cart or selection-list lines name, by id (none: no library lookup at all). */
async function libraryOf(ctx: AppContext, user: SessionUser, ids: readonly (number | null | undefined)[]) {
  const wanted = ids.flatMap((id) => (id ? [id] : []));
  if (!wanted.length) return new Map<number, CompanyProduct>();
  return new Map((await productsForQuotation(ctx, user, wanted)).map((c) => [c.id, c]));
}

/** The products of a source, in its order, with what the source knows (cartons, custom numbers). */
async function sourceLines(
  ctx: AppContext,
  user: SessionUser,
  input: { source: QuotationSource; source_id?: number; ids?: number[] },
): Promise<{ lines: NewLine[]; customerId: number | null; formula: PriceFormula | null }> {
  const only = input.ids?.length ? new Set(input.ids) : null;
  const keep = (l: NewLine[]) => (only ? l.filter((x) => x.productId !== null && only.has(x.productId)) : l);
  if (input.source === 'library') {
    const library = await productsForQuotation(ctx, user, input.ids ?? []);
    return {
      lines: library.map((c) => ({ productId: c.product_id, library: c })),
      customerId: null,
      formula: null,
    };
  }
  if (input.source === 'cart') {
    const page = await cartPage(ctx, user, { customer_pick_id: input.source_id });
    // Library lines are quoted as the company keeps them (a line whose product is gone is left out).
    const own = await libraryOf(
      ctx,
      user,
      page.list.map((l) => l.company_product_id),
    );
    return {
      lines: keep(
        page.list.flatMap((l) =>
          l.company_product_id && !own.has(l.company_product_id)
            ? []
            : [
                {
                  productId: l.company_product_id ? (own.get(l.company_product_id)?.product_id ?? null) : l.toy_id,
                  library: l.company_product_id ? own.get(l.company_product_id) : undefined,
                  cartons: l.quantity > 0 ? l.quantity : 1,
                  customNumber: l.custom_number,
                  remark: l.remark,
                },
              ],
        ),
      ),
      customerId: page.cart.customer_id || null,
      formula: null,
    };
  }
  if (input.source === 'chooses') {
    if (!input.source_id) throw businessError(QUOTATION_MSG.noItems);
    const detail = await chooseDetail(ctx, user, input.source_id);
    const products = await chooseProducts(ctx, user, { id: input.source_id, page: 1, page_size: QUOTATION_MAX_ITEMS });
    const own = await libraryOf(
      ctx,
      user,
      products.list.map((p) => p.company_product_id ?? null),
    );
    return {
      lines: keep(
        products.list.map((p) => {
          const library = p.company_product_id ? own.get(p.company_product_id) : undefined;
          return library
            ? { productId: library.product_id, library, customNumber: p.custom_number }
            : { productId: p.id, customNumber: p.custom_number };
        }),
      ),
      customerId: null,
      formula: detail.price_formula,
    };
  }
  if (input.source === 'compare') {
    const { list } = await compareList(ctx, user);
    return { lines: keep(list.map((p) => ({ productId: p.id }))), customerId: null, formula: null };
  }
  return { lines: (input.ids ?? []).map((productId) => ({ productId })), customerId: null, formula: null };
}

/** Every platform product the lines name (read before a transaction: PGlite has one connection). */
async function productsOf(ctx: AppContext, lines: readonly NewLine[]) {
  return productsByIds(ctx, [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))]);
}

async function insertLines(
  trx: QDb,
  ctx: AppContext,
  quotationId: number,
  lines: NewLine[],
  products: Map<number, ToyItem>,
) {
  const existing = new Set(
    (
      await trx
        .selectFrom('quotation_items')
        .select(['product_id', 'company_product_id'])
        .where('quotation_id', '=', quotationId)
        .execute()
    ).map((r) =>
      lineKey({ productId: r.product_id, library: r.company_product_id ? { id: r.company_product_id } : undefined }),
    ),
  );
  const fresh = lines.filter(
    (l, i) => !existing.has(lineKey(l)) && lines.findIndex((x) => lineKey(x) === lineKey(l)) === i,
  );
  const platform = (l: NewLine) => (l.productId === null ? undefined : products.get(l.productId));
  const usable = fresh.filter((l) => l.library || (platform(l) && !platform(l)?.is_black));
  if (existing.size + usable.length > QUOTATION_MAX_ITEMS) throw businessError(QUOTATION_MSG.tooManyItems);
  const last = await trx
    .selectFrom('quotation_items')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('quotation_id', '=', quotationId)
    .executeTakeFirst();
  let position = Number(last?.p ?? -1) + 1;
  const now = ctx.now();
  for (let i = 0; i < usable.length; i += 500) {
    const chunk = usable.slice(i, i + 500);
    if (!chunk.length) break;
    await trx
      .insertInto('quotation_items')
      .values(
        chunk.map((l) => ({
          quotation_id: quotationId,
          product_id: l.productId,
          company_product_id: l.library?.id ?? null,
          position: position++,
          snapshot: JSON.stringify(
            l.library ? librarySnapshot(l.library, platform(l)) : snapshotOf(platform(l) as ToyItem),
          ),
          snapshot_at: now,
          custom_number: l.customNumber ?? '',
          order_box_qty: l.cartons ?? 1,
          remark: l.remark ?? '',
        })),
      )
      .execute();
  }
  return { added: usable.length, existing: lines.length - usable.length };
}

async function createHeader(
  trx: QDb,
  ctx: AppContext,
  user: SessionUser,
  input: {
    source: QuotationSource;
    sourceId: number | null;
    customerId: number | null;
    formula: unknown;
    remark?: string;
  },
) {
  const companyId = user.companyId > 0 ? user.companyId : null;
  const customer = input.customerId ? await customerFor(trx, companyId, user.userId, input.customerId) : null;
  if (input.customerId && !customer) throw businessError(QUOTATION_MSG.customerRequired);
  const now = ctx.now();
  const owner = quotationNumberOwner(companyId, user.userId);
  const day = quotationCounterDay(now);
  const sequence = await nextSequence(trx, owner, day, async () =>
    firstSequenceOfDay(await numbersStartingWith(trx, owner, quotationNumberPrefix(day)), day),
  );
  const header = await companyHeader(trx, companyId);
  return trx
    .insertInto('quotations')
    .values({
      company_id: companyId,
      user_id: user.userId,
      customer_id: customer?.id ?? null,
      customer_name: customer?.name ?? '',
      customer_email: customer?.email ?? '',
      number: quotationNumber(day, sequence),
      source: input.source,
      source_id: input.sourceId,
      status: 'draft',
      status_at: now,
      company_name: header?.name ?? '',
      company_name_en: header?.name_en ?? '',
      company_telephone: header?.telephone ?? '',
      company_mobile: header?.mobile ?? '',
      fax: header?.fax ?? '',
      company_email: header?.email ?? '',
      // the company's default terms (its settings), changed per quotation by the salesperson
      ...(header
        ? {
            validity_days: header.quote_validity_days,
            trade_term: header.quote_trade_term,
            port: header.quote_port,
            payment_terms: header.quote_payment_terms,
          }
        : {}),
      remark: input.remark ?? '',
      formula: JSON.stringify(parseFormulaParameter((input.formula ?? null) as FormulaParameter)),
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'number', 'version'])
    .executeTakeFirstOrThrow();
}

export function checkFormula(raw: Record<string, unknown> | undefined) {
  if (!raw) return;
  const error = validateFormulaInput(raw);
  if (error) throw businessError(error);
}

/** add_quotation: a new quotation from a cart, selection list, comparison, search or showroom; or more items for one. */
export async function addQuotation(
  ctx: AppContext,
  user: SessionUser,
  input: {
    source: QuotationSource;
    source_id?: number;
    ids?: number[];
    customer_id?: number;
    quotation_id?: number;
    version?: number;
  },
) {
  const { lines, customerId, formula } = await sourceLines(ctx, user, input);
  if (!lines.length) throw businessError(QUOTATION_MSG.noItems);
  const products = await productsOf(ctx, lines);
  return qdb(ctx)
    .transaction()
    .execute(async (trx) => {
      if (input.quotation_id) {
        const row = await lockQuotation(trx, quotationScope(user), input.quotation_id);
        if (!row) throw notFound();
        if (!isQuotationEditable(row.status)) throw businessError(QUOTATION_MSG.closed);
        if (input.version !== undefined) {
          const stale = checkQuotationVersion(input.version, row.version);
          if (stale) throw businessError(stale);
        }
        const result = await insertLines(trx, ctx, row.id, lines, products);
        const version = row.version + 1;
        await trx.updateTable('quotations').set({ version, updated_at: ctx.now() }).where('id', '=', row.id).execute();
        return { id: row.id, number: row.number, version, ...result };
      }
      const created = await createHeader(trx, ctx, user, {
        source: input.source,
        sourceId: input.source_id ?? null,
        customerId: input.customer_id ?? customerId,
        formula,
      });
      const result = await insertLines(trx, ctx, created.id, lines, products);
      if (!result.added) throw businessError(QUOTATION_MSG.noItems);
      return { ...created, ...result };
    });
}

/** add_new_quotation: an empty draft. */
export async function addNewQuotation(
  ctx: AppContext,
  user: SessionUser,
  input: { customer_id?: number; remark?: string; formula?: Record<string, unknown> },
) {
  checkFormula(input.formula);
  return qdb(ctx)
    .transaction()
    .execute((trx) =>
      createHeader(trx, ctx, user, {
        source: 'cart',
        sourceId: null,
        customerId: input.customer_id ?? null,
        formula: input.formula ?? null,
        remark: input.remark,
      }),
    );
}

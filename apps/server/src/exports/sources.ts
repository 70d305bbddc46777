import type { QuotationItem, ToyItem } from '@wanju/api-client';
import { type ExportItem, type ExportSource, exportableItems, formatZonedDate, MSG } from '@wanju/domain';
import { productsByIds } from '../catalogue/index';
import { companyDisplay } from '../company/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import { quotationForExport } from '../quotations/index';
import { cartPage, chooseDetail, chooseProducts, compareList, libraryItems } from '../working-set/index';
import { type QuotationSheet, quotationSheetOf } from './quotation-sheet';

/** What a list contributes to an item beyond the product: its price, number, remark. */
export type ItemExtras = Pick<ExportItem, 'quoted_price' | 'custom_number' | 'remark'>;

/** The items of one export: product ids in the list's order with what the list adds to each. */
export interface ResolvedSource {
  source: ExportSource;
  sourceId: number | null;
  name: string;
  ids: number[];
  extras: Record<number, ItemExtras>;
  /** products of the company's own library in the list (they have no platform id): exported as they are */
  own?: (ToyItem & ItemExtras)[];
  /** the quoted prices' currency */
  currency: string;
  /** a quotation's sheet (header, terms, lines with their order) */
  sheet?: QuotationSheet;
}

const BATCH = 500;

/**
 * The items of a source as the user may see them (the source areas' own access rules apply: another
 * company's cart or list is not found).
 */
export async function resolveSource(
  ctx: AppContext,
  user: SessionUser,
  source: ExportSource,
  sourceId: number | null | undefined,
): Promise<ResolvedSource> {
  switch (source) {
    case 'sample_cart': {
      const page = await cartPage(ctx, user, { customer_pick_id: sourceId ?? undefined });
      const extras: Record<number, ItemExtras> = {};
      const platform = page.list.filter((l) => !l.company_product_id);
      for (const line of platform)
        extras[line.id] = { quoted_price: line.exworks_price, custom_number: line.custom_number, remark: line.remark };
      const library = page.list.filter((l) => l.company_product_id);
      const items = await libraryItems(
        ctx,
        library.map((l) => l.company_product_id as number),
      );
      const own = library.flatMap((l) => {
        const item = items.get(l.company_product_id as number);
        return item
          ? [{ ...item, quoted_price: item.exworks_price, custom_number: l.custom_number, remark: l.remark }]
          : [];
      });
      return {
        source,
        sourceId: page.cart.id,
        name: page.cart.name,
        ids: platform.map((l) => l.id),
        extras,
        own,
        currency: 'RMB',
      };
    }
    case 'chooses': {
      if (!sourceId) throw businessError(MSG.exportSourceUnavailable);
      const detail = await chooseDetail(ctx, user, sourceId);
      const ids: number[] = [];
      const extras: Record<number, ItemExtras> = {};
      const own: (ToyItem & ItemExtras)[] = [];
      for (let page = 1; (page - 1) * BATCH < detail.toy_count; page++) {
        const { list } = await chooseProducts(ctx, user, { id: sourceId, page, page_size: BATCH });
        for (const p of list) {
          // A library product is exported as the list shows it (its own name, number, price).
          if (p.company_product_id) {
            own.push(p);
            continue;
          }
          ids.push(p.id);
          extras[p.id] = { quoted_price: p.quoted_price, custom_number: p.custom_number };
        }
        if (list.length < BATCH) break;
      }
      return { source, sourceId, name: detail.name, ids, extras, own, currency: detail.price_formula.currency_type };
    }
    case 'compare': {
      const { list } = await compareList(ctx, user);
      const extras: Record<number, ItemExtras> = {};
      for (const p of list) extras[p.id] = { quoted_price: p.exworks_price };
      return { source, sourceId: null, name: '', ids: list.map((p) => p.id), extras, currency: 'RMB' };
    }
    case 'quotation':
      return quotationSource(ctx, user, sourceId);
  }
}

/** A quotation line without a platform product (a hand-made library product) as it was quoted. */
const quotedItem = (i: QuotationItem): ToyItem => ({
  id: 0,
  toy_id: 0,
  article_number: i.article_number,
  factory_number: '',
  name: i.name,
  name_en: i.name_en,
  picture: i.picture,
  thumb: i.thumb,
  unit: i.unit,
  exworks_price: i.exworks_price,
  factory_id: i.factory_id,
  factory_name: i.factory_name,
  region_id: null,
  region_name: '',
  category_id: 0,
  category_name: '',
  category_en: '',
  length: null,
  width: null,
  height: null,
  carton_length: i.carton_length,
  carton_width: i.carton_width,
  carton_height: i.carton_height,
  carton_cubic_meter: i.carton_cubic_meter,
  carton_cubic_feet: i.carton_cubic_feet,
  carton_quantity: i.carton_quantity,
  box_count: null,
  inbox_count: null,
  pack_length: null,
  pack_width: null,
  pack_height: null,
  gross_weight: i.gross_weight,
  net_weight: i.net_weight,
  packing_name: i.packing_name,
  packing_name_en: '',
  certifications: [],
  stock_quantity: null,
  is_black: 0,
  is_set_hide: 0,
  stop_time: null,
  popularity: 0,
  created_time: i.snapshot_time,
});

/**
 * A quotation's items as the user may read it (the quotations area's scope: role 0/2 the company's, role 1
 * their own): its lines in order with their quoted price, number and remark, in the formula's currency.
 * A line of a platform product that left the catalogue is skipped; a line of a hand-made library product
 * (no platform product) is exported as it was quoted.
 */
async function quotationSource(
  ctx: AppContext,
  user: SessionUser,
  id: number | null | undefined,
): Promise<ResolvedSource> {
  const quotation = id ? await quotationForExport(ctx, user, id) : null;
  if (!quotation) throw notFound();
  // inner boxes are not part of a line's snapshot: the product's current count
  const toyIds = [...new Set(quotation.items.flatMap((i) => (i.toy_id ? [i.toy_id] : [])))];
  const innerBoxes = new Map<number, number | null>();
  for (let i = 0; i < toyIds.length; i += BATCH)
    for (const [pid, p] of await productsByIds(ctx, toyIds.slice(i, i + BATCH))) innerBoxes.set(pid, p.inbox_count);
  const display = user.companyId > 0 ? await companyDisplay(ctx, user.companyId) : null;
  const sheet = quotationSheetOf(quotation, display, { date: formatZonedDate(ctx.now()), innerBoxes });
  const ids: number[] = [];
  const extras: Record<number, ItemExtras> = {};
  const own: (ToyItem & ItemExtras)[] = [];
  for (const item of quotation.items) {
    const extra = { quoted_price: item.quoted_price, custom_number: item.custom_number, remark: item.remark };
    if (item.toy_id === null) {
      own.push({ ...quotedItem(item), ...extra });
      continue;
    }
    if (extras[item.toy_id]) continue;
    ids.push(item.toy_id);
    extras[item.toy_id] = extra;
  }
  return {
    source: 'quotation',
    sourceId: quotation.id,
    name: quotation.number,
    ids,
    extras,
    own,
    currency: quotation.formula.currency_type,
    sheet,
  };
}

/** Products of these ids in batches, in order, merged with the list's extras and filtered by the domain's rule. */
export async function* exportBatches(
  ctx: AppContext,
  resolved: Pick<ResolvedSource, 'ids' | 'extras' | 'own'>,
  size = 200,
): AsyncGenerator<(ToyItem & ItemExtras)[]> {
  for (let i = 0; i < resolved.ids.length; i += size) {
    const ids = resolved.ids.slice(i, i + size);
    const products = await productsByIds(ctx, ids);
    const items = ids.flatMap((id) => {
      const p = products.get(id);
      return p ? [{ ...p, ...resolved.extras[id] }] : [];
    });
    const kept = exportableItems(items);
    if (kept.length) yield kept;
  }
  // The company's own library products follow, as they were when the export was asked.
  const own = resolved.own ?? [];
  for (let i = 0; i < own.length; i += size) yield own.slice(i, i + size);
}

/** The items an export holds: platform products and the company's own library products. */
export const payloadItemCount = (p: { ids: readonly number[]; own?: readonly unknown[] }) =>
  p.ids.length + (p.own?.length ?? 0);

/** The ids that survive the domain's export filter (is_black, is_set_hide without stop_time, gone products). */
export async function exportableIds(ctx: AppContext, resolved: ResolvedSource): Promise<number[]> {
  const out: number[] = [];
  const platform = { ids: resolved.ids, extras: resolved.extras };
  for await (const batch of exportBatches(ctx, platform, BATCH)) for (const it of batch) out.push(it.id);
  return out;
}

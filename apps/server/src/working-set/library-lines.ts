import type { CompanyProduct, ToyItem } from '@wanju/api-client';
import { LIBRARY_LINE_MSG } from '@wanju/domain';
import { productsByIds } from '../catalogue/index';
import { libraryProductsByIds } from '../company/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import type { Db } from './common';

/**
 * Lines of sample carts and selection lists that name a product of the company's own library: it is shown
 * as the company keeps it (its names, item number, picture, price and cartons) over what the platform
 * product it was taken from knows; made by hand, it has no platform factory (factory_id 0).
 */

/** A stored picture URL (/files/<hash>.jpg) as its thumbnail. */
const thumbOf = (picture: string) => picture.replace(/\.jpg$/, '_s.jpg');

const cubic = (c: CompanyProduct) =>
  c.carton_length && c.carton_width && c.carton_height
    ? Math.round(((c.carton_length * c.carton_width * c.carton_height) / 1_000_000) * 10_000) / 10_000
    : null;

/** A library product in the shape of a platform product (ToyItem), for lists, prices and exports. */
export function libraryToyItem(c: CompanyProduct, platform?: ToyItem): ToyItem {
  const cbm = cubic(c) ?? platform?.carton_cubic_meter ?? null;
  return {
    id: platform?.id ?? 0,
    toy_id: platform?.id ?? 0,
    article_number: c.item_number,
    factory_number: c.factory_number || platform?.factory_number || '',
    name: c.name,
    name_en: c.name_en || platform?.name_en || '',
    picture: c.picture || platform?.picture || '',
    thumb: c.picture ? thumbOf(c.picture) : (platform?.thumb ?? ''),
    unit: c.unit || platform?.unit || '',
    exworks_price: c.exworks_price || c.price || platform?.exworks_price || 0,
    factory_id: platform?.factory_id ?? 0,
    factory_name: c.supplier_factory_name || platform?.factory_name || '',
    region_id: platform?.region_id ?? null,
    region_name: platform?.region_name ?? '',
    category_id: c.category_id ?? platform?.category_id ?? 0,
    category_name: platform?.category_name ?? '',
    category_en: platform?.category_en ?? '',
    length: c.length ?? platform?.length ?? null,
    width: c.width ?? platform?.width ?? null,
    height: c.height ?? platform?.height ?? null,
    carton_length: c.carton_length ?? platform?.carton_length ?? null,
    carton_width: c.carton_width ?? platform?.carton_width ?? null,
    carton_height: c.carton_height ?? platform?.carton_height ?? null,
    carton_cubic_meter: cbm,
    carton_cubic_feet: cbm === null ? null : Math.round(cbm * 35.3147 * 1000) / 1000,
    carton_quantity: c.carton_quantity ?? platform?.carton_quantity ?? null,
    box_count: platform?.box_count ?? null,
    inbox_count: c.inbox_count ?? platform?.inbox_count ?? null,
    pack_length: platform?.pack_length ?? null,
    pack_width: platform?.pack_width ?? null,
    pack_height: platform?.pack_height ?? null,
    gross_weight: c.gross_weight ?? platform?.gross_weight ?? null,
    net_weight: c.net_weight ?? platform?.net_weight ?? null,
    packing_name: c.packing_name || platform?.packing_name || '',
    packing_name_en: platform?.packing_name_en ?? '',
    certifications: platform?.certifications ?? [],
    stock_quantity: null,
    is_black: 0,
    is_set_hide: 0,
    stop_time: null,
    popularity: 0,
    created_time: c.updated_time,
  };
}

/**
 * The library products of some lines as ToyItems, keyed by company product id (with the platform products
 * they were taken from). Read outside any transaction, or on the caller's `db`.
 */
export async function libraryItems(
  ctx: AppContext,
  ids: readonly number[],
  db: Db = ctx.database.db,
): Promise<Map<number, ToyItem & { company_product_id: number }>> {
  if (!ids.length) return new Map();
  const library = await libraryProductsByIds(db, ids);
  const linked = [...library.values()].flatMap((c) => (c.product_id ? [c.product_id] : []));
  const platform = linked.length ? await productsByIds(ctx, linked) : new Map<number, ToyItem>();
  return new Map(
    [...library.values()].map((c) => [
      c.id,
      { ...libraryToyItem(c, c.product_id ? platform.get(c.product_id) : undefined), company_product_id: c.id },
    ]),
  );
}

/** Adding library products: every id must be one of the user's company's (a role that may use the library). */
export async function requireOwnLibrary(db: Db, user: SessionUser, ids: readonly number[]) {
  const found = await libraryProductsByIds(db, ids, user);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(LIBRARY_LINE_MSG.notInLibrary(missing.slice(0, 20)));
  return found;
}

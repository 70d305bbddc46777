import type { BulkResult, ListingDetail, ListingItem, ListingPage, StockEntry } from '@wanju/api-client';
import {
  CATEGORIES,
  categoryById,
  formatZonedDateTime,
  isStockQuantity,
  LISTING_FIELD_LABELS,
  LISTING_MSG,
  LISTING_STATUSES,
  type ListingBulkAction,
  type ListingInput,
  type ListingMissing,
  type ListingStatus,
  type ListingStockFilter,
  listingMissing,
  listingProblems,
  listingVolumes,
  normalizeListing,
  publishRefusal,
} from '@wanju/domain';
import { sql } from 'kysely';
import { codeTokens, parseQuery, textTokens, tsvectorLiteral } from '../catalogue/index';
import { fileUrl, requireStoredPictures } from '../pictures/index';
import { actingFactory } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError, notFound } from '../platform/http/errors';
import * as repo from './repo';

type Db = repo.Db;
type Row = NonNullable<Awaited<ReturnType<typeof repo.listingRow>>>;

const time = (value: Date | string | null) => (value ? formatZonedDateTime(new Date(value)) : null);
const CATEGORY_NAME = new Map(CATEGORIES.map((c) => [c.id, `${c.name} ${c.name_en}`]));

/** The factory a user acts for (a user of no factory is refused). */
export const ownFactory = (ctx: AppContext, user: SessionUser, db: Db = ctx.database.db) => actingFactory(db, user);

function toItem(row: Row): ListingItem {
  const picture = row.pictures[0] ?? '';
  return {
    id: row.id,
    article_number: row.article_number,
    name: row.name,
    name_en: row.name_en,
    picture: fileUrl(picture),
    thumb: fileUrl(picture, 's'),
    picture_count: row.pictures.length,
    category_id: row.category_id,
    category_name: row.category_name,
    exworks_price: row.exworks_price,
    certifications: row.certifications,
    status: row.status as ListingStatus,
    stock_quantity: row.stock_quantity,
    stock_price: row.stock_price,
    missing: listingMissing(row),
    updated_time: time(row.updated_at) ?? '',
    stop_time: time(row.stop_time),
  };
}

function toDetail(row: Row): ListingDetail {
  return {
    ...toItem(row),
    packing_name: row.packing_name,
    packing_name_en: row.packing_name_en,
    length: row.length,
    width: row.width,
    height: row.height,
    pack_length: row.pack_length,
    pack_width: row.pack_width,
    pack_height: row.pack_height,
    carton_length: row.carton_length,
    carton_width: row.carton_width,
    carton_height: row.carton_height,
    carton_quantity: row.carton_quantity,
    inbox_count: row.inbox_count,
    gross_weight: row.gross_weight,
    net_weight: row.net_weight,
    carton_cubic_meter: row.carton_cubic_meter,
    carton_cubic_feet: row.carton_cubic_feet,
    introduction: row.introduction,
    introduction_en: row.introduction_en,
    battery_code: row.battery_code,
    material_code: row.material_code,
    video: row.video,
    model_3d: row.model_3d,
    pictures: row.pictures.map((hash) => fileUrl(hash)),
  };
}

export async function list(
  ctx: AppContext,
  user: SessionUser,
  body: {
    page: number;
    page_size: number;
    keyword?: string;
    cate_id?: number;
    certification?: string;
    status?: ListingStatus;
    stock?: ListingStockFilter;
    missing?: ListingMissing;
  },
): Promise<ListingPage> {
  const factoryId = await ownFactory(ctx, user);
  const parsed = parseQuery(body.keyword ?? '');
  const { rows, total, byStatus } = await repo.listingPage(ctx.database.db, factoryId, {
    ...body,
    tsquery: parsed.tsquery,
    code: parsed.code,
  });
  return {
    list: rows.map((r) => toItem(r as Row)),
    total,
    counts: Object.fromEntries(LISTING_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as ListingPage['counts'],
  };
}

async function ownRow(db: Db, factoryId: number, id: number): Promise<Row> {
  return (await repo.listingRow(db, factoryId, id)) ?? Promise.reject(notFound(LISTING_MSG.notFound));
}

export async function detail(ctx: AppContext, user: SessionUser, id: number): Promise<ListingDetail> {
  const factoryId = await ownFactory(ctx, user);
  return toDetail(await ownRow(ctx.database.db, factoryId, id));
}

/** Picture addresses (/files/<hash>.jpg) → stored hashes; anything else is refused. */
const pictureHashes = (pictures: readonly string[]) =>
  pictures.map((p) => /^\/files\/([0-9a-f]{32})\.jpg$/.exec(p)?.[1] ?? '');

/** The lexemes keyword search matches a product by (names, numbers, category, factory name). */
function lexemes(input: ListingInput, factoryName: string) {
  const tokens = textTokens(
    `${input.name} ${input.name_en} ${CATEGORY_NAME.get(input.category_id ?? 0) ?? ''} ${factoryName}`,
  );
  codeTokens(input.article_number, tokens);
  return tsvectorLiteral(tokens);
}

// Per transaction: an import writes many rows in one, and takes the lock and reads the factory once.
const locked = new WeakMap<object, Set<number>>();
const factories = new WeakMap<object, Map<number, Awaited<ReturnType<typeof repo.factoryNames>>>>();
async function lockOnce(trx: Db, factoryId: number) {
  const held = locked.get(trx) ?? new Set<number>();
  if (held.has(factoryId)) return;
  await repo.lockArticles(trx, factoryId);
  held.add(factoryId);
  locked.set(trx, held);
}
async function factoryOnce(trx: Db, factoryId: number) {
  const known = factories.get(trx) ?? new Map();
  factories.set(trx, known);
  const found = known.get(factoryId) ?? (await repo.factoryNames(trx, factoryId));
  known.set(factoryId, found);
  return found;
}

/** Throws the first problem of a product as its field's message (the answer's data names the field). */
export function requireValid(input: ListingInput, status: ListingStatus): ListingInput {
  const normal = normalizeListing(input);
  const problem = listingProblems(normal)[0];
  if (problem) throw businessError(problem.message, { field: problem.field });
  if (status === 'published') {
    const refusal = publishRefusal(normal);
    if (refusal) throw businessError(refusal, { field: 'publish' });
  }
  return normal;
}

export interface WriteOptions {
  factoryId: number;
  userId: number;
  /**
   * The state to save: one of the states (published is held to the publish rule), or for the import 'auto'
   * (published when it may be, else a draft, or a product's earlier state) and 'draft-or-keep' (a new
   * product is a draft, an existing one keeps its state).
   */
  status: ListingStatus | 'auto' | 'draft-or-keep';
  stopTime?: Date | null;
  now: Date;
  /** the stored hashes of the pictures (checked by the caller) */
  pictures: string[];
  /** an existing product to update (the editor), or match by article number (the import) */
  id?: number;
  matchArticle?: boolean;
  /** an existing product keeps its pictures when none are given (the import) */
  keepPictures?: boolean;
  /** the import's stock column */
  stockQuantity?: number | null;
}

/**
 * Writes one product inside the caller's transaction: validated by the domain, its article number unique in
 * the factory, its volumes computed, its lexemes rebuilt, its buyer visibility (is_black) from its publish
 * state. Answers its id, whether it was created and a remark (why it stayed a draft). Used by the editor and
 * the import.
 */
export async function writeListing(
  trx: Db,
  raw: ListingInput,
  options: WriteOptions,
): Promise<{ id: number; created: boolean; note: string }> {
  const fixed = typeof options.status === 'string' && (LISTING_STATUSES as readonly string[]).includes(options.status);
  const input = requireValid(
    { ...raw, pictures: options.pictures },
    fixed ? (options.status as ListingStatus) : 'draft',
  );
  const { factoryId, now } = options;
  await lockOnce(trx, factoryId);
  const same = await repo.byArticle(trx, factoryId, input.article_number);
  let existing:
    | { id: number; blocked: boolean; stop_time: Date | null; status: string; pictures: string[] }
    | undefined;
  if (options.id !== undefined) {
    const row = await repo.listingRow(trx, factoryId, options.id);
    if (!row) throw notFound(LISTING_MSG.notFound);
    if (same && same.id !== options.id)
      throw businessError(LISTING_MSG.articleDuplicate(input.article_number), { field: 'article_number' });
    existing = row;
  } else if (same) {
    if (!options.matchArticle)
      throw businessError(LISTING_MSG.articleDuplicate(input.article_number), { field: 'article_number' });
    existing = same;
  }
  const pictures = options.keepPictures && existing && !options.pictures.length ? existing.pictures : options.pictures;
  input.pictures = pictures;
  let status: ListingStatus;
  let note = '';
  if (fixed) status = options.status as ListingStatus;
  else {
    const refusal = publishRefusal(input);
    const earlier = (existing?.status as ListingStatus | undefined) ?? 'draft';
    status = options.status === 'auto' && !refusal ? 'published' : earlier;
    if (options.status === 'auto' && refusal && status !== 'published') note = refusal;
  }
  if (input.category_id === null) {
    // A product is always filed somewhere: a draft without a category is refused, naming the field.
    throw businessError(LISTING_MSG.required(LISTING_FIELD_LABELS.category_id), { field: 'category_id' });
  }
  const factory = await factoryOnce(trx, factoryId);
  const stopTime =
    options.stopTime !== undefined ? options.stopTime : status === 'hidden' ? (existing?.stop_time ?? now) : null;
  const { pictures: _p, ...fields } = input;
  const values: Record<string, unknown> = {
    ...fields,
    ...listingVolumes(input),
    category_id: input.category_id,
    pictures,
    status,
    is_black: (existing?.blocked ?? false) || status !== 'published',
    is_set_hide: status === 'hidden',
    stop_time: stopTime,
    search_tsv: sql<string>`${lexemes(input, `${factory.name} ${factory.short_name}`)}::tsvector`,
    updated_at: now,
  };
  let id: number;
  if (existing) {
    await repo.updateProduct(trx, factoryId, existing.id, values);
    id = existing.id;
  } else
    id = await repo.insertProduct(trx, {
      ...values,
      factory_id: factoryId,
      region_id: factory.region_id,
      created_at: now,
    });
  if (options.stockQuantity !== undefined && options.stockQuantity !== null)
    await writeStock(trx, { id, quantity: options.stockQuantity, price: null, userId: options.userId, now });
  return { id, created: !existing, note };
}

async function writeStock(
  trx: Db,
  s: { id: number; quantity: number; price: number | null; userId: number; now: Date; factoryId?: number },
) {
  if (!isStockQuantity(s.quantity)) throw businessError(LISTING_MSG.stockInvalid, { field: 'stock_quantity' });
  await trx
    .updateTable('products')
    .set({ stock_quantity: s.quantity, stock_price: s.price, stock_updated_at: s.now })
    .where('id', '=', s.id)
    .execute();
  await repo.insertStockHistory(trx, {
    product_id: s.id,
    stock_quantity: s.quantity,
    stock_price: s.price,
    user_id: s.userId,
    created_at: s.now,
  });
  await repo.syncStockSection(trx, s.id, s.quantity, s.price);
}

/** save: creates or edits one of the factory's products. */
export async function save(
  ctx: AppContext,
  user: SessionUser,
  body: ListingInput & { id?: number; status: ListingStatus; stop_time?: number | null },
): Promise<ListingDetail> {
  const { id, status, stop_time, ...input } = body;
  const hashes = pictureHashes(input.pictures);
  await requireStoredPictures(ctx, input.pictures);
  const now = ctx.now();
  const db = ctx.database.db;
  const factoryId = await ownFactory(ctx, user);
  const saved = await db.transaction().execute((trx) =>
    writeListing(trx, input, {
      factoryId,
      userId: user.userId,
      status,
      stopTime: stop_time === undefined ? undefined : stop_time === null ? null : new Date(stop_time),
      now,
      pictures: hashes,
      id,
    }),
  );
  return toDetail(await ownRow(db, factoryId, saved.id));
}

/** bulk: publish, hide, delete or move several of the factory's products; each refused one says why. */
export async function bulk(
  ctx: AppContext,
  user: SessionUser,
  body: { ids: number[]; action: ListingBulkAction; category_id?: number },
): Promise<BulkResult> {
  if (!body.ids.length) throw businessError(LISTING_MSG.noneSelected);
  if (body.action === 'move' && !categoryById(body.category_id ?? 0))
    throw businessError(LISTING_MSG.moveNeedsCategory);
  const factoryId = await ownFactory(ctx, user);
  const now = ctx.now();
  const result: BulkResult = { done: 0, refused: [] };
  await ctx.database.db.transaction().execute(async (trx) => {
    const rows = await repo.ownRows(trx, factoryId, [...new Set(body.ids)]);
    const found = new Set(rows.map((r) => r.id));
    for (const id of body.ids) if (!found.has(id)) result.refused.push({ id, msg: LISTING_MSG.notFound });
    for (const row of rows) {
      let values: Record<string, unknown>;
      if (body.action === 'publish') {
        const refusal = publishRefusal(row);
        if (refusal) {
          result.refused.push({ id: row.id, msg: refusal });
          continue;
        }
        values = { status: 'published', is_black: row.blocked, is_set_hide: false, stop_time: null };
      } else if (body.action === 'hide')
        values = { status: 'hidden', is_black: true, is_set_hide: true, stop_time: now };
      else if (body.action === 'delete') values = { status: 'deleted', is_black: true, stop_time: now };
      else values = { category_id: body.category_id };
      await repo.updateProduct(trx, factoryId, row.id, { ...values, updated_at: now });
      if (body.action === 'delete') await repo.syncStockSection(trx, row.id, 0, null);
      result.done++;
    }
  });
  return result;
}

/** set_stock: the stock quantity and price of one product, recorded in its history. */
export async function setStock(
  ctx: AppContext,
  user: SessionUser,
  body: { id: number; stock_quantity: number; stock_price?: number | null },
): Promise<ListingDetail> {
  const factoryId = await ownFactory(ctx, user);
  const db = ctx.database.db;
  await db.transaction().execute(async (trx) => {
    await ownRow(trx, factoryId, body.id);
    await writeStock(trx, {
      id: body.id,
      quantity: body.stock_quantity,
      price: body.stock_price ?? null,
      userId: user.userId,
      now: ctx.now(),
    });
  });
  return toDetail(await ownRow(db, factoryId, body.id));
}

export async function stockHistory(
  ctx: AppContext,
  user: SessionUser,
  body: { id: number; page: number; page_size: number },
): Promise<{ list: StockEntry[]; total: number }> {
  const factoryId = await ownFactory(ctx, user);
  await ownRow(ctx.database.db, factoryId, body.id);
  const { rows, total } = await repo.stockHistoryPage(ctx.database.db, body.id, body);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      stock_quantity: r.stock_quantity,
      stock_price: r.stock_price,
      user_name: r.nickname ?? '',
      created_time: time(r.created_at) ?? '',
    })),
    total,
  };
}

import { createHash, randomBytes, randomInt } from 'node:crypto';
import type {
  BoothItem,
  ExhibitionBooth,
  ExhibitionBoothDetail,
  ExhibitionDetail,
  ExhibitionSession,
  KioskCatalogue,
  KioskDevice,
  ShowroomDetail,
  ShowroomProduct,
  ShowroomSummary,
  VisitorList,
} from '@wanju/api-client';
import { CODE, type ToyItem } from '@wanju/api-client';
import {
  DEVICE_CODE_ALPHABET,
  DEVICE_CODE_LENGTH,
  exhibitionPhase,
  filterShowroomProducts,
  formatZonedDateTime,
  normalizeDeviceCode,
  SHOWROOM_MSG,
  VISITOR_LIST_TTL_MS,
} from '@wanju/domain';
import type { FastifyRequest } from 'fastify';
import { listProducts, productPictures, productsByIds } from '../catalogue/index';
import { factoriesByIds, listFactories } from '../factories/index';
import { checkImage, IMAGE_LIMITS, IMAGE_MSG, readUpload, searchByImage } from '../pictures/index';
import { requireShare } from '../platform/access/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError, notFound } from '../platform/http/errors';
import * as repo from './repo';

/**
 * Showrooms (booths by floor, their exhibitors and products), online exhibitions, the hall operator's
 * management, and the kiosk: a device signed in by a code the operator issues, which reads only its own
 * showroom's public data, and stores visitors' lists opened by an expiring, unguessable share token.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const time = (value: Date | string | null) => (value ? formatZonedDateTime(new Date(value)) : null);
type Page = { page: number; page_size: number };

function summary(row: repo.ShowroomRow): ShowroomSummary {
  return {
    id: row.id,
    route: row.route,
    name: row.name,
    city: row.city,
    logo: row.logo,
    address: row.address,
    intro: row.intro,
    floors: row.floors,
    opening_hours: row.opening_hours,
    booth_count: Number(row.booth_count ?? 0),
    product_count: Number(row.product_count ?? 0),
  };
}

export async function list(ctx: AppContext): Promise<ShowroomSummary[]> {
  return (await repo.showroomRows(ctx)).map(summary);
}

async function boothItems(ctx: AppContext, showroomId: number): Promise<BoothItem[]> {
  const rows = await repo.booths(ctx.database.db, showroomId);
  const factories = await factoriesByIds(ctx, [...new Set(rows.map((b) => b.factory_id))]);
  return rows.map((b) => ({
    ...b,
    factory_name: factories.get(b.factory_id)?.name ?? '',
    factory_logo: factories.get(b.factory_id)?.logo ?? '',
    product_count: Number(b.product_count ?? 0),
  }));
}

/** The visible products of a showroom with their booths, featured first. */
async function showroomProducts(
  ctx: AppContext,
  showroomId: number,
  filter: { boothId?: number; floor?: string } = {},
): Promise<ShowroomProduct[]> {
  const rows = await repo.showroomProductRows(ctx.database.db, showroomId, filter);
  const items = await productsByIds(ctx, [...new Set(rows.map((r) => r.product_id))]);
  const out: ShowroomProduct[] = [];
  for (const r of rows) {
    const item = items.get(r.product_id);
    if (!item || item.is_black || item.is_set_hide) continue;
    out.push({
      ...item,
      booth_id: r.booth_id,
      booth_number: r.booth_number,
      floor: r.floor,
      featured: r.featured ? 1 : 0,
    });
  }
  return out;
}

function categoriesOf(products: readonly ShowroomProduct[]): ShowroomDetail['categories'] {
  const byId = new Map<number, ShowroomDetail['categories'][number]>();
  for (const p of products) {
    const c = byId.get(p.category_id) ?? { id: p.category_id, name: p.category_name, name_en: p.category_en, count: 0 };
    c.count++;
    byId.set(p.category_id, c);
  }
  return [...byId.values()].sort((a, b) => b.count - a.count || a.id - b.id);
}

async function detailOf(ctx: AppContext, row: repo.ShowroomRow, products?: ShowroomProduct[]): Promise<ShowroomDetail> {
  const [booths, all] = await Promise.all([boothItems(ctx, row.id), products ?? showroomProducts(ctx, row.id)]);
  return { ...summary(row), booths, categories: categoriesOf(all) };
}

async function showroomRow(ctx: AppContext, where: { id?: number; route?: string }) {
  if (!where.id && !where.route) throw notFound(SHOWROOM_MSG.showroomNotFound);
  const [row] = await repo.showroomRows(ctx, where);
  if (!row) throw notFound(SHOWROOM_MSG.showroomNotFound);
  return row;
}

export async function detail(ctx: AppContext, where: { id?: number; route?: string }): Promise<ShowroomDetail> {
  return detailOf(ctx, await showroomRow(ctx, where));
}

/** A page of a showroom's products: keyword, category, booth and floor filters. */
export async function products(
  ctx: AppContext,
  body: Page & { id: number; keyword?: string; cate_id?: number; booth_id?: number; floor?: string },
) {
  await showroomRow(ctx, { id: body.id });
  const all = await showroomProducts(ctx, body.id, { boothId: body.booth_id, floor: body.floor });
  const matched = filterShowroomProducts(all, { keyword: body.keyword, categoryId: body.cate_id });
  const start = (body.page - 1) * body.page_size;
  return { list: matched.slice(start, start + body.page_size), total: matched.length };
}

// the hall operator

async function requireOperator(ctx: AppContext, user: SessionUser): Promise<number> {
  const id = await repo.operatorShowroom(ctx.database.db, user.userId);
  if (!id) throw new AppError(CODE.forbidden, SHOWROOM_MSG.notOperator);
  return id;
}

export async function operatorInfo(ctx: AppContext, user: SessionUser) {
  return detail(ctx, { id: await requireOperator(ctx, user) });
}

export async function operatorFactories(ctx: AppContext, user: SessionUser, keyword: string) {
  await requireOperator(ctx, user);
  const page = await listFactories(ctx, { page: 1, page_size: 20, keyword });
  return { list: page.list.map((f) => ({ id: f.id, name: f.name })) };
}

/** Adds an exhibitor at a booth (with the factory's products) or moves/renumbers a booth of the operator's showroom. */
export async function saveBooth(
  ctx: AppContext,
  user: SessionUser,
  body: { id?: number; factory_id: number; floor: string; number: string; map_x?: number; map_y?: number },
): Promise<BoothItem> {
  const showroomId = await requireOperator(ctx, user);
  const room = await showroomRow(ctx, { id: showroomId });
  if (!room.floors.includes(body.floor)) throw businessError(SHOWROOM_MSG.floorUnknown);
  if (!(await factoriesByIds(ctx, [body.factory_id])).size) throw notFound();
  const { db } = ctx.database;
  const existing = body.id ? await repo.booth(db, body.id) : undefined;
  if (body.id && existing?.showroom_id !== showroomId) throw notFound(SHOWROOM_MSG.boothNotFound);
  if (await repo.boothNumberTaken(db, showroomId, body.number, body.id))
    throw businessError(SHOWROOM_MSG.boothNumberTaken);
  const values = {
    floor: body.floor,
    number: body.number,
    factory_id: body.factory_id,
    map_x: body.map_x ?? existing?.map_x ?? 50,
    map_y: body.map_y ?? existing?.map_y ?? 50,
  };
  const factoryChanged = !existing || existing.factory_id !== body.factory_id;
  const productIds = factoryChanged
    ? (await listProducts(ctx, { page: 1, page_size: 100, factory_id: body.factory_id, sort: 'new' })).list.map(
        (p) => p.id,
      )
    : [];
  const id = await db.transaction().execute(async (trx) => {
    let boothId = existing?.id;
    if (boothId) await repo.updateBooth(trx, boothId, values);
    else boothId = (await repo.insertBooth(trx, { ...values, showroom_id: showroomId })).id;
    if (factoryChanged) {
      await repo.clearBoothProducts(trx, boothId);
      await repo.addBoothProducts(trx, showroomId, boothId, productIds);
    }
    return boothId;
  });
  const saved = (await boothItems(ctx, showroomId)).find((b) => b.id === id);
  if (!saved) throw notFound(SHOWROOM_MSG.boothNotFound);
  return saved;
}

async function operatorBooth(ctx: AppContext, user: SessionUser, boothId: number) {
  const showroomId = await requireOperator(ctx, user);
  const booth = await repo.booth(ctx.database.db, boothId);
  if (!booth || booth.showroom_id !== showroomId) throw notFound(SHOWROOM_MSG.boothNotFound);
  return booth;
}

export async function deleteBooth(ctx: AppContext, user: SessionUser, id: number) {
  await operatorBooth(ctx, user, id);
  await repo.deleteBooth(ctx.database.db, id);
  return null;
}

export async function boothProducts(ctx: AppContext, user: SessionUser, boothId: number) {
  const booth = await operatorBooth(ctx, user, boothId);
  return { list: await showroomProducts(ctx, booth.showroom_id, { boothId }) };
}

export async function setFeatured(
  ctx: AppContext,
  user: SessionUser,
  body: { booth_id: number; product_id: number; featured: boolean },
) {
  await operatorBooth(ctx, user, body.booth_id);
  if (!(await repo.setFeatured(ctx.database.db, body.booth_id, body.product_id, body.featured)))
    throw notFound(SHOWROOM_MSG.productNotInShowroom);
  return null;
}

export async function saveHours(ctx: AppContext, user: SessionUser, hours: string) {
  await repo.setHours(ctx.database.db, await requireOperator(ctx, user), hours);
  return { opening_hours: hours };
}

function deviceItem(row: repo.DeviceRow): KioskDevice {
  return {
    id: row.id,
    name: row.name,
    code_hint: row.code_hint,
    created_time: time(row.created_at) ?? '',
    signed_in_time: time(row.signed_in_at),
    last_seen_time: time(row.last_seen_at),
    revoked: row.revoked_at ? 1 : 0,
  };
}

export async function devices(ctx: AppContext, user: SessionUser) {
  return { list: (await repo.devices(ctx.database.db, await requireOperator(ctx, user))).map(deviceItem) };
}

/** A new kiosk device of the operator's showroom; the code is answered once and stored only as a hash. */
export async function issueDevice(ctx: AppContext, user: SessionUser, name: string) {
  const showroomId = await requireOperator(ctx, user);
  const code = Array.from(
    { length: DEVICE_CODE_LENGTH },
    () => DEVICE_CODE_ALPHABET[randomInt(DEVICE_CODE_ALPHABET.length)],
  ).join('');
  const row = await repo.insertDevice(ctx.database.db, {
    showroom_id: showroomId,
    name,
    code_hash: sha256(code),
    code_hint: code.slice(-4),
  });
  return { device: deviceItem(row), code };
}

/** Revokes a device: its token is dropped, so its next call (and the kiosk's check) is refused. */
export async function revokeDevice(ctx: AppContext, user: SessionUser, id: number) {
  const showroomId = await requireOperator(ctx, user);
  const { db } = ctx.database;
  const row = await repo.device(db, id);
  if (!row || row.showroom_id !== showroomId) throw notFound();
  await repo.revokeDevice(db, id, ctx.now());
  return deviceItem((await repo.device(db, id)) as repo.DeviceRow);
}

// the kiosk

const deviceRefused = () => new AppError(CODE.sessionInvalid, SHOWROOM_MSG.deviceCodeInvalid);

export async function kioskSignIn(ctx: AppContext, typed: string) {
  const code = normalizeDeviceCode(typed);
  if (!code) throw deviceRefused();
  const token = randomBytes(32).toString('base64url');
  const device = await repo.signInDevice(ctx.database.db, sha256(code), sha256(token), ctx.now());
  if (!device) throw deviceRefused();
  return { device_token: token, device: { id: device.id, name: device.name }, showroom_id: device.showroom_id };
}

/** The device of a token: refused (as a dropped session) when unknown or revoked. */
async function requireDevice(ctx: AppContext, token: string) {
  const device = token ? await repo.deviceByToken(ctx.database.db, sha256(token), ctx.now()) : undefined;
  if (!device) throw deviceRefused();
  return device;
}

export async function kioskCheck(ctx: AppContext, token: string) {
  const device = await requireDevice(ctx, token);
  return { showroom_id: device.showroom_id, name: device.name };
}

/** Everything the kiosk caches: its showroom only. */
export async function kioskCatalogue(ctx: AppContext, token: string): Promise<KioskCatalogue> {
  const device = await requireDevice(ctx, token);
  const row = await showroomRow(ctx, { id: device.showroom_id });
  const all = await showroomProducts(ctx, row.id);
  const pictures = await productPictures(
    ctx,
    all.map((p) => p.id),
  );
  return {
    showroom: await detailOf(ctx, row, all),
    products: all.map((p) => ({ ...p, pictures: pictures.get(p.id) ?? [p.picture] })),
    loaded_at: ctx.now().getTime(),
  };
}

/** Image search from the kiosk's camera or a picture: the nearest products of the device's showroom. */
export async function kioskSearchImage(ctx: AppContext, request: FastifyRequest) {
  if (!request.isMultipart()) throw businessError(IMAGE_MSG.required);
  const upload = await readUpload(request, IMAGE_LIMITS.bytes, IMAGE_MSG.tooLarge);
  const device = await requireDevice(ctx, upload.fields.device_token ?? '');
  if (!upload.bytes) throw businessError(IMAGE_MSG.required);
  const image = await checkImage(upload.bytes, { decode: false });
  const inShowroom = new Set(
    (await repo.showroomProductRows(ctx.database.db, device.showroom_id)).map((r) => r.product_id),
  );
  const found = await searchByImage(ctx, image.bytes, { limit: 60, scope: { productIds: inShowroom } });
  return { ids: found.list.map((p) => p.id) };
}

/** Stores a visitor's list once per client key and answers its share token (valid VISITOR_LIST_TTL_MS). */
export async function kioskSaveList(
  ctx: AppContext,
  body: { device_token: string; client_key: string; ids: number[] },
) {
  const device = await requireDevice(ctx, body.device_token);
  const ids = [...new Set(body.ids)];
  const inShowroom = new Set(
    (await repo.showroomProductRows(ctx.database.db, device.showroom_id)).map((r) => r.product_id),
  );
  if (ids.some((id) => !inShowroom.has(id))) throw businessError(SHOWROOM_MSG.productNotInShowroom);
  const saved = await repo.insertVisitorList(ctx.database.db, {
    showroom_id: device.showroom_id,
    device_id: device.id,
    client_key: body.client_key,
    product_ids: ids,
    share_token: randomBytes(24).toString('base64url'),
    share_expires_at: new Date(ctx.now().getTime() + VISITOR_LIST_TTL_MS),
  });
  return { token: saved.share_token, expires_at: new Date(saved.share_expires_at).getTime() };
}

/** A visitor's list on the visitor's phone: anyone with the token, until it expires. */
export async function visitorList(ctx: AppContext, token: string): Promise<VisitorList> {
  const row = await repo.visitorList(ctx.database.db, token);
  const shared = requireShare(row, ctx.now());
  const room = await showroomRow(ctx, { id: shared.showroom_id });
  const all = await showroomProducts(ctx, shared.showroom_id);
  const byId = new Map(all.map((p) => [p.id, p]));
  return {
    showroom: { id: room.id, name: room.name, address: room.address },
    products: shared.product_ids.flatMap((id) => byId.get(id) ?? []),
    created_time: time(shared.created_at) ?? '',
    expires_time: time(shared.share_expires_at) ?? '',
  };
}

// online exhibitions

function sessionItem(row: repo.SessionRow, now: Date): ExhibitionSession {
  return {
    id: row.id,
    booth_id: row.booth_id,
    title: row.title,
    start_time: time(row.starts_at) ?? '',
    end_time: time(row.ends_at) ?? '',
    phase: exhibitionPhase(new Date(row.starts_at), new Date(row.ends_at), now),
    live_url: row.live_url,
  };
}

async function boothsOf(ctx: AppContext, rows: repo.ExhibitionBoothRow[], sessions: ExhibitionSession[]) {
  const factories = await factoriesByIds(ctx, [...new Set(rows.map((b) => b.factory_id))]);
  return rows.map(
    (b): ExhibitionBooth => ({
      id: b.id,
      exhibition_id: b.exhibition_id,
      hall: b.hall,
      number: b.number,
      factory_id: b.factory_id,
      factory_name: factories.get(b.factory_id)?.name ?? '',
      factory_logo: factories.get(b.factory_id)?.logo ?? '',
      intro: b.intro,
      product_count: b.product_ids.length,
      live: sessions.some((s) => s.booth_id === b.id && s.phase === 'live' && s.live_url) ? 1 : 0,
    }),
  );
}

const visible = (items: Map<number, ToyItem>, ids: readonly number[]) =>
  ids.flatMap((id) => {
    const item = items.get(id);
    return item && !item.is_black && !item.is_set_hide ? [item] : [];
  });

export async function exhibition(ctx: AppContext, route: string): Promise<ExhibitionDetail> {
  const { db } = ctx.database;
  const row = await repo.exhibitionByRoute(db, route);
  if (!row) throw notFound(SHOWROOM_MSG.exhibitionNotFound);
  const now = ctx.now();
  const [boothRows, sessionRows] = await Promise.all([
    repo.exhibitionBooths(db, row.id),
    repo.exhibitionSessions(db, row.id),
  ]);
  const sessions = sessionRows.map((s) => sessionItem(s, now));
  const featuredIds = boothRows.flatMap((b) => b.featured_ids);
  const items = await productsByIds(ctx, featuredIds);
  return {
    id: row.id,
    route: row.route,
    name: row.name,
    city: row.city,
    address: row.address,
    intro: row.intro,
    halls: row.halls,
    start_time: time(row.starts_at) ?? '',
    end_time: time(row.ends_at) ?? '',
    phase: exhibitionPhase(new Date(row.starts_at), new Date(row.ends_at), now),
    booths: await boothsOf(ctx, boothRows, sessions),
    sessions,
    featured: visible(items, featuredIds),
  };
}

export async function exhibitionBooth(ctx: AppContext, id: number): Promise<ExhibitionBoothDetail> {
  const { db } = ctx.database;
  const booth = await repo.exhibitionBooth(db, id);
  const row = booth && (await repo.exhibitionById(db, booth.exhibition_id));
  if (!booth || !row) throw notFound(SHOWROOM_MSG.boothNotFound);
  const now = ctx.now();
  const sessions = (await repo.exhibitionSessions(db, row.id, booth.id)).map((s) => sessionItem(s, now));
  const [item] = await boothsOf(ctx, [booth], sessions);
  const featured = new Set(booth.featured_ids);
  const ordered = [...booth.featured_ids, ...booth.product_ids.filter((p) => !featured.has(p))];
  const items = await productsByIds(ctx, ordered);
  return {
    exhibition: {
      id: row.id,
      route: row.route,
      name: row.name,
      phase: exhibitionPhase(new Date(row.starts_at), new Date(row.ends_at), now),
      start_time: time(row.starts_at) ?? '',
      end_time: time(row.ends_at) ?? '',
    },
    booth: item as ExhibitionBooth,
    products: visible(items, ordered).map((p) => ({ ...p, featured: featured.has(p.id) ? 1 : 0 })),
    sessions,
  };
}

import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';

/** The showrooms area's tables: showrooms and their booths and products, operators, kiosks, exhibitions. */

type Db = Kysely<DB> | Transaction<DB>;

export type ShowroomRow = Awaited<ReturnType<typeof showroomRows>>[number];

/** Showrooms with their booth and product counts (one showroom when `where` is given). */
export function showroomRows(ctx: AppContext, where?: { id?: number; route?: string }) {
  let query = ctx.database.db
    .selectFrom('showrooms as s')
    .select([
      's.id',
      's.route',
      's.name',
      's.city',
      's.logo',
      's.intro',
      's.address',
      's.floors',
      's.opening_hours',
      (eb) =>
        eb
          .selectFrom('showroom_booths as b')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('b.showroom_id', '=', 's.id')
          .as('booth_count'),
      (eb) =>
        eb
          .selectFrom('showroom_products as sp')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('sp.showroom_id', '=', 's.id')
          .as('product_count'),
    ])
    .orderBy('s.id');
  if (where?.id) query = query.where('s.id', '=', where.id);
  if (where?.route) query = query.where('s.route', '=', where.route);
  return query.execute();
}

export function booths(db: Db, showroomId: number) {
  return db
    .selectFrom('showroom_booths as b')
    .select([
      'b.id',
      'b.showroom_id',
      'b.floor',
      'b.number',
      'b.factory_id',
      'b.map_x',
      'b.map_y',
      (eb) =>
        eb
          .selectFrom('showroom_products as sp')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('sp.booth_id', '=', 'b.id')
          .as('product_count'),
    ])
    .where('b.showroom_id', '=', showroomId)
    .orderBy('b.floor')
    .orderBy('b.number')
    .execute();
}

export const booth = (db: Db, id: number) =>
  db.selectFrom('showroom_booths').selectAll().where('id', '=', id).executeTakeFirst();

/** The products of a showroom with their booth (optionally of one booth or floor), featured first. */
export function showroomProductRows(db: Db, showroomId: number, filter: { boothId?: number; floor?: string } = {}) {
  let query = db
    .selectFrom('showroom_products as sp')
    .innerJoin('showroom_booths as b', 'b.id', 'sp.booth_id')
    .select(['sp.product_id', 'sp.booth_id', 'sp.featured', 'b.number as booth_number', 'b.floor'])
    .where('sp.showroom_id', '=', showroomId);
  if (filter.boothId) query = query.where('sp.booth_id', '=', filter.boothId);
  if (filter.floor) query = query.where('b.floor', '=', filter.floor);
  return query.orderBy('sp.featured', 'desc').orderBy('b.number').orderBy('sp.product_id', 'desc').execute();
}
export type ShowroomProductRow = Awaited<ReturnType<typeof showroomProductRows>>[number];

export async function operatorShowroom(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('showroom_operators')
    .select('showroom_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.showroom_id ?? null;
}

export async function insertBooth(
  db: Db,
  values: { showroom_id: number; floor: string; number: string; factory_id: number; map_x: number; map_y: number },
) {
  return db.insertInto('showroom_booths').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateBooth(
  db: Db,
  id: number,
  values: { floor: string; number: string; factory_id: number; map_x: number; map_y: number },
) {
  await db.updateTable('showroom_booths').set(values).where('id', '=', id).execute();
}

export const boothNumberTaken = async (db: Db, showroomId: number, number: string, exceptId?: number) =>
  Boolean(
    await db
      .selectFrom('showroom_booths')
      .select('id')
      .where('showroom_id', '=', showroomId)
      .where('number', '=', number)
      .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as number))
      .executeTakeFirst(),
  );

/** Puts these products into a booth (kept when already there). */
export async function addBoothProducts(db: Db, showroomId: number, boothId: number, productIds: readonly number[]) {
  if (!productIds.length) return;
  await db
    .insertInto('showroom_products')
    .values(productIds.map((product_id) => ({ showroom_id: showroomId, booth_id: boothId, product_id })))
    .onConflict((oc) => oc.columns(['booth_id', 'product_id']).doNothing())
    .execute();
}

export async function clearBoothProducts(db: Db, boothId: number) {
  await db.deleteFrom('showroom_products').where('booth_id', '=', boothId).execute();
}

export async function deleteBooth(db: Db, id: number) {
  await db.deleteFrom('showroom_booths').where('id', '=', id).execute();
}

export async function setFeatured(db: Db, boothId: number, productId: number, featured: boolean) {
  const result = await db
    .updateTable('showroom_products')
    .set({ featured })
    .where('booth_id', '=', boothId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setHours(db: Db, showroomId: number, hours: string) {
  await db.updateTable('showrooms').set({ opening_hours: hours }).where('id', '=', showroomId).execute();
}

// kiosk devices

export const devices = (db: Db, showroomId: number) =>
  db.selectFrom('kiosk_devices').selectAll().where('showroom_id', '=', showroomId).orderBy('id', 'desc').execute();
export type DeviceRow = Awaited<ReturnType<typeof devices>>[number];

export const device = (db: Db, id: number) =>
  db.selectFrom('kiosk_devices').selectAll().where('id', '=', id).executeTakeFirst();

export const insertDevice = (
  db: Db,
  values: { showroom_id: number; name: string; code_hash: string; code_hint: string },
) => db.insertInto('kiosk_devices').values(values).returningAll().executeTakeFirstOrThrow();

export const revokeDevice = (db: Db, id: number, at: Date) =>
  db
    .updateTable('kiosk_devices')
    .set({ revoked_at: at, token_hash: null })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();

/** Signs a device in by its code: a new token replaces the one before (one screen per code). */
export async function signInDevice(db: Db, codeHash: string, tokenHash: string, at: Date) {
  return db
    .updateTable('kiosk_devices')
    .set({ token_hash: tokenHash, signed_in_at: at, last_seen_at: at })
    .where('code_hash', '=', codeHash)
    .where('revoked_at', 'is', null)
    .returning(['id', 'name', 'showroom_id'])
    .executeTakeFirst();
}

/** The active device of a token; its last-seen time is refreshed. */
export async function deviceByToken(db: Db, tokenHash: string, at: Date) {
  return db
    .updateTable('kiosk_devices')
    .set({ last_seen_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .returning(['id', 'name', 'showroom_id'])
    .executeTakeFirst();
}

// visitor lists

export async function insertVisitorList(
  db: Db,
  values: {
    showroom_id: number;
    device_id: number;
    client_key: string;
    product_ids: number[];
    share_token: string;
    share_expires_at: Date;
  },
) {
  const inserted = await db
    .insertInto('kiosk_visitor_lists')
    .values(values)
    .onConflict((oc) => oc.columns(['device_id', 'client_key']).doNothing())
    .returning(['share_token', 'share_expires_at'])
    .executeTakeFirst();
  if (inserted) return inserted;
  // sent again (a queued list after a lost answer): the stored one answers
  return db
    .selectFrom('kiosk_visitor_lists')
    .select(['share_token', 'share_expires_at'])
    .where('device_id', '=', values.device_id)
    .where('client_key', '=', values.client_key)
    .executeTakeFirstOrThrow();
}

export const visitorList = (db: Db, token: string) =>
  db.selectFrom('kiosk_visitor_lists').selectAll().where('share_token', '=', token).executeTakeFirst();

// exhibitions

export const exhibitionByRoute = (db: Db, route: string) =>
  db.selectFrom('exhibitions').selectAll().where('route', '=', route).executeTakeFirst();
export const exhibitionById = (db: Db, id: number) =>
  db.selectFrom('exhibitions').selectAll().where('id', '=', id).executeTakeFirst();

export const exhibitionBooths = (db: Db, exhibitionId: number) =>
  db
    .selectFrom('exhibition_booths')
    .selectAll()
    .where('exhibition_id', '=', exhibitionId)
    .orderBy('hall')
    .orderBy('number')
    .execute();
export type ExhibitionBoothRow = Awaited<ReturnType<typeof exhibitionBooths>>[number];

export const exhibitionBooth = (db: Db, id: number) =>
  db.selectFrom('exhibition_booths').selectAll().where('id', '=', id).executeTakeFirst();

export const exhibitionSessions = (db: Db, exhibitionId: number, boothId?: number) =>
  db
    .selectFrom('exhibition_sessions')
    .selectAll()
    .where('exhibition_id', '=', exhibitionId)
    .$if(boothId !== undefined, (q) => q.where('booth_id', '=', boothId as number))
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
export type SessionRow = Awaited<ReturnType<typeof exhibitionSessions>>[number];

import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../platform/http/context';
import { rng } from './generator';

/** The demo hall operator (README): manages 新联创玩具展厅, whose kiosk signs in with DEMO_KIOSK_CODE. */
export const DEMO_OPERATOR_PHONE = '13800000007';
export const DEMO_OPERATOR_SHOWROOM = 10;
/** The demo kiosk's device code (a real hall's operator issues its own under 展厅管理). */
export const DEMO_KIOSK_CODE = 'WANJUZHT8888';

const STREETS: Record<string, string> = {
  汕头: '广东省汕头市龙湖区长平路',
  汕头澄海: '广东省汕头市澄海区玩具大道',
  全国: '线上展厅（全国工厂入驻）',
  广州: '广东省广州市越秀区一德路',
  东莞: '广东省东莞市茶山镇玩具城',
  义乌: '浙江省义乌市福田街道国际商贸城',
  深圳: '广东省深圳市福田区会展中心',
  香港: '香港湾仔港湾道会议展览中心',
  宁波: '浙江省宁波市鄞州区会展路',
};
const FLOORS = ['1F', '2F', '3F'];

/**
 * Every showroom of the reference list gets an address, floors and booths: the factories that name it in
 * their showroom list, topped up so each has some, each booth holding its factory's newest products. The
 * online showroom (104) is the large one (about 2,000 products on the full demo catalogue). Two online
 * exhibitions: one live now with a schedule and live streams, one upcoming.
 */
export async function seedShowrooms(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const r = rng(20261119);
  const rooms = await db.selectFrom('showrooms').select(['id', 'city']).orderBy('id').execute();
  const factories = await db.selectFrom('factories').select(['id', 'showroom_ids']).orderBy('id').execute();
  const productRows = await db
    .selectFrom('products')
    .select(['id', 'factory_id'])
    .where('is_black', '=', false)
    .orderBy('id', 'desc')
    .execute();
  const productsOf = new Map<number, number[]>();
  for (const p of productRows) productsOf.set(p.factory_id, [...(productsOf.get(p.factory_id) ?? []), p.id]);
  const withProducts = factories.filter((f) => productsOf.get(f.id)?.length);

  for (const room of rooms) {
    await db
      .updateTable('showrooms')
      .set({
        address: `${STREETS[room.city] ?? room.city}${room.id}号`,
        floors: FLOORS,
        opening_hours: '周一至周六 9:00-18:00',
      })
      .where('id', '=', room.id)
      .execute();
    const big = room.id === 104;
    const want = big ? Math.max(8, Math.round(withProducts.length * 0.2)) : r.int(4, 8);
    const chosen = withProducts.filter((f) => f.showroom_ids.includes(room.id)).slice(0, want);
    for (let tries = 0; chosen.length < Math.min(want, withProducts.length) && tries < 500; tries++) {
      const f = r.pick(withProducts);
      if (!chosen.includes(f)) chosen.push(f);
    }
    const cap = big ? 40 : 24;
    for (const [i, f] of chosen.entries()) {
      const floor = FLOORS[i % FLOORS.length] as string;
      const booth = await db
        .insertInto('showroom_booths')
        .values({
          showroom_id: room.id,
          floor,
          number: `${floor.replace('F', '')}${String.fromCharCode(65 + (Math.floor(i / 3) % 6))}${String(10 + i).padStart(2, '0')}`,
          factory_id: f.id,
          map_x: 12 + ((Math.floor(i / 3) * 17) % 80),
          map_y: 20 + ((i * 23) % 65),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ids = (productsOf.get(f.id) ?? []).slice(0, cap);
      if (ids.length)
        await db
          .insertInto('showroom_products')
          .values(
            ids.map((product_id, k) => ({ booth_id: booth.id, product_id, showroom_id: room.id, featured: k < 2 })),
          )
          .execute();
      if (!f.showroom_ids.includes(room.id)) {
        f.showroom_ids = [...f.showroom_ids, room.id];
        await sql`UPDATE factories SET showroom_ids = array_append(showroom_ids, ${room.id}::integer) WHERE id = ${f.id}`.execute(
          db,
        );
      }
    }
  }

  const operator = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_OPERATOR_PHONE)
    .executeTakeFirst();
  if (operator)
    await db
      .insertInto('showroom_operators')
      .values({ user_id: operator.id, showroom_id: DEMO_OPERATOR_SHOWROOM })
      .execute();
  await db
    .insertInto('kiosk_devices')
    .values({
      showroom_id: DEMO_OPERATOR_SHOWROOM,
      name: '一楼大厅触摸屏',
      code_hash: createHash('sha256').update(DEMO_KIOSK_CODE).digest('hex'),
      code_hint: DEMO_KIOSK_CODE.slice(-4),
    })
    .execute();

  await seedExhibitions(
    ctx,
    withProducts.map((f) => f.id),
    productsOf,
  );
}

async function seedExhibitions(ctx: AppContext, factoryIds: number[], productsOf: Map<number, number[]>) {
  const { db } = ctx.database;
  const now = ctx.now().getTime();
  const day = 24 * 3600_000;
  const hour = 3600_000;
  const shows = [
    {
      route: 'onlineExhibition',
      name: '2026澄海国际玩具博览会·线上展',
      city: '汕头澄海',
      address: '广东省汕头市澄海区玩具会展中心',
      intro: '澄海玩具产业带线上同步开展：展位浏览、新品首发、工厂直播与在线询价。',
      halls: ['1号馆 遥控与电动', '2号馆 益智与积木', '3号馆 毛绒与婴童'],
      starts: now - day,
      ends: now + 3 * day,
      booths: factoryIds.slice(0, 12),
    },
    {
      route: 'ShenzhenExhibition',
      name: '深圳国际玩具及教育产品展览会·线上展',
      city: '深圳',
      address: '广东省深圳市福田区会展中心',
      intro: '深圳玩具展线上展馆：展前预约展位，开展后在线看样、直播与询价。',
      halls: ['A馆 教育玩具', 'B馆 潮玩与IP'],
      starts: now + 20 * day,
      ends: now + 23 * day,
      booths: factoryIds.slice(Math.max(0, factoryIds.length - 8)),
    },
  ];
  for (const show of shows) {
    const ex = await db
      .insertInto('exhibitions')
      .values({
        route: show.route,
        name: show.name,
        city: show.city,
        address: show.address,
        intro: show.intro,
        halls: show.halls,
        starts_at: new Date(show.starts),
        ends_at: new Date(show.ends),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const boothIds: number[] = [];
    for (const [i, factoryId] of show.booths.entries()) {
      const ids = (productsOf.get(factoryId) ?? []).slice(0, 30);
      const booth = await db
        .insertInto('exhibition_booths')
        .values({
          exhibition_id: ex.id,
          hall: show.halls[i % show.halls.length] as string,
          number: `${String.fromCharCode(65 + (i % show.halls.length))}${String(i + 1).padStart(2, '0')}`,
          factory_id: factoryId,
          intro: '欢迎莅临展位，新品样品齐全，支持在线询价与看样。',
          product_ids: ids,
          featured_ids: ids.slice(0, 3),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      boothIds.push(booth.id);
    }
    const at = (offset: number, length: number) => ({
      starts_at: new Date(show.starts + offset),
      ends_at: new Date(show.starts + offset + length),
    });
    await db
      .insertInto('exhibition_sessions')
      .values([
        {
          exhibition_id: ex.id,
          booth_id: null,
          title: '开幕式与新品发布',
          ...at(hour, 2 * hour),
          live_url: '/media/live-1.webm',
        },
        ...boothIds.slice(0, 2).map((booth_id, i) => ({
          exhibition_id: ex.id,
          booth_id,
          title: `展位直播：工厂新品讲解（${i + 1}）`,
          ...(show.starts < now
            ? { starts_at: new Date(now - hour), ends_at: new Date(now + 6 * hour) }
            : at(day, 3 * hour)),
          live_url: `/media/live-${i + 1}.webm`,
        })),
        {
          exhibition_id: ex.id,
          booth_id: boothIds[2] ?? null,
          title: '采购对接会：欧美渠道',
          ...at(2 * day, 2 * hour),
          live_url: '',
        },
      ])
      .execute();
  }
}

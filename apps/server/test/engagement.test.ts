import type { AttentionFactory, AttentionToy, LiveDetail, PointLog, SysMessage } from '@wanju/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let sales: string;
let free: string;
let products: { id: number; factory_id: number }[];

beforeAll(async () => {
  server = await startTestServer();
  [main, sales, free] = (await Promise.all(
    ['13800000001', '13800000002', '13800000004'].map((p) => server.login(p)),
  )) as [string, string, string];
  products = await server.ctx.database.db
    .selectFrom('products')
    .select(['id', 'factory_id'])
    .where('is_black', '=', false)
    .orderBy('id')
    .limit(10)
    .execute();
});
afterAll(() => server?.close());

const call = async <T>(path: string, body: unknown, token?: string) => (await server.post<T>(path, body, token)).body;
type Page<T> = { list: T[]; total: number };
const followerCount = async (id: number) =>
  (
    await server.ctx.database.db
      .selectFrom('factories')
      .select('follower_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).follower_count;

describe('follows (attention)', () => {
  it('follows a factory once, lists it, counts one follower, and unfollows', async () => {
    const factoryId = products[0]?.factory_id as number;
    const before = await followerCount(factoryId);
    expect((await call('/api/toy/edit_attention', { type: 'factory', id: factoryId }, main)).code).toBe(0);
    expect((await call('/api/toy/edit_attention', { type: 'factory', id: factoryId }, main)).code).toBe(0);
    expect(await followerCount(factoryId)).toBe(before + 1);

    const list = await call<Page<AttentionFactory>>('/api/toy/get_attention_list', { type: 'factory' }, main);
    expect(list.code).toBe(0);
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]?.id).toBe(factoryId);
    expect(list.data.list[0]?.name).toBeTruthy();
    expect(list.data.list[0]?.attention_time).toMatch(/^\d{4}-\d{2}-\d{2} /);

    const state = await call<{ ids: number[] }>(
      '/api/toy/get_attention_state',
      { type: 'factory', ids: [factoryId, factoryId + 1000] },
      main,
    );
    expect(state.data.ids).toEqual([factoryId]);

    const removed = await call<{ removed: number }>(
      '/api/toy/remove_attention',
      { type: 'factory', ids: [factoryId] },
      main,
    );
    expect(removed.data.removed).toBe(1);
    expect(await followerCount(factoryId)).toBe(before);
    expect(
      (await call<Page<AttentionFactory>>('/api/toy/get_attention_list', { type: 'factory' }, main)).data.total,
    ).toBe(0);
  });

  it('lists followed products newest first with their list fields', async () => {
    const [a, b] = products.slice(0, 2) as unknown as [{ id: number }, { id: number }];
    await call('/api/toy/edit_attention', { type: 'toy', id: a.id }, sales);
    server.advance(1000);
    await call('/api/toy/edit_attention', { type: 'toy', id: b.id }, sales);
    const list = await call<Page<AttentionToy>>('/api/toy/get_attention_list', { type: 'toy' }, sales);
    expect(list.data.list.map((t) => t.id)).toEqual([b.id, a.id]);
    expect(list.data.list[0]?.article_number).toBeTruthy();
    // Factories and products are separate lists.
    expect(
      (await call<Page<AttentionFactory>>('/api/toy/get_attention_list', { type: 'factory' }, sales)).data.total,
    ).toBe(0);
  });

  it("keeps another user's follows invisible and unchangeable", async () => {
    const id = products[2]?.id as number;
    await call('/api/toy/edit_attention', { type: 'toy', id }, main);
    const theirs = await call<Page<AttentionToy>>('/api/toy/get_attention_list', { type: 'toy' }, free);
    expect(theirs.data.list.map((t) => t.id)).not.toContain(id);
    expect(
      (await call<{ ids: number[] }>('/api/toy/get_attention_state', { type: 'toy', ids: [id] }, free)).data.ids,
    ).toEqual([]);
    // Same company, other user: still not theirs to remove.
    const refused = await call('/api/toy/remove_attention', { type: 'toy', ids: [id] }, sales);
    expect(refused.code).toBe(404);
    const mine = await call<Page<AttentionToy>>('/api/toy/get_attention_list', { type: 'toy' }, main);
    expect(mine.data.list.map((t) => t.id)).toContain(id);
  });

  it('refuses unknown records, bad types and calls without a session', async () => {
    expect((await call('/api/toy/edit_attention', { type: 'toy', id: 99_999_999 }, main)).code).toBe(404);
    expect((await call('/api/toy/edit_attention', { type: 'factory', id: 99_999_999 }, main)).code).toBe(404);
    const bad = await server.post('/api/toy/edit_attention', { type: 'shop', id: 1 }, main);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('type');
    expect((await server.post('/api/toy/remove_attention', { type: 'toy', ids: [] }, main)).body.msg).toContain(
      '请选择要取消关注的记录',
    );
    expect((await call('/api/toy/get_attention_list', { type: 'toy' })).code).toBe(-99);
  });
});

describe('system messages', () => {
  it('lists the demo messages with the unread count, and set_read lowers it', async () => {
    const count = await call<{ count: number }>('/api/system/get_count', {}, main);
    expect(count.data.count).toBe(3);
    const page = await call<Page<SysMessage> & { unread: number }>('/api/system/get_sys_message', {}, main);
    expect(page.data.total).toBe(6);
    expect(page.data.unread).toBe(3);
    const first = page.data.list[0] as SysMessage;
    expect(first.is_read).toBe(0);
    const after = await call<{ count: number }>('/api/system/set_read', { ids: [first.id] }, main);
    expect(after.data.count).toBe(2);
    const unread = await call<Page<SysMessage>>('/api/system/get_sys_message', { is_read: 0 }, main);
    expect(unread.data.list.map((m) => m.id)).not.toContain(first.id);
    expect(unread.data.total).toBe(2);
    expect((await call<{ count: number }>('/api/system/set_read', { all: true }, main)).data.count).toBe(0);
    expect((await call<{ count: number }>('/api/system/get_count', {}, main)).data.count).toBe(0);
  });

  it("cannot read or mark another user's messages", async () => {
    const theirs = await call<Page<SysMessage>>('/api/system/get_sys_message', { is_read: 0 }, sales);
    const target = theirs.data.list[0] as SysMessage;
    const mine = await call<Page<SysMessage>>('/api/system/get_sys_message', { page_size: 100 }, free);
    expect(mine.data.list.map((m) => m.id)).not.toContain(target.id);
    const refused = await call('/api/system/set_read', { ids: [target.id] }, free);
    expect(refused.code).toBe(404);
    expect((await call<{ count: number }>('/api/system/get_count', {}, sales)).data.count).toBe(3);
  });

  it('refuses a set_read naming nothing', async () => {
    const res = await server.post('/api/system/set_read', {}, free);
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('请选择要标记已读的消息');
    expect((await server.post('/api/system/set_read', { ids: [0] }, free)).status).toBe(400);
  });
});

describe('points', () => {
  it('answers the balance, totals and the ledger, filtered by earned or spent', async () => {
    const all = await call<Page<PointLog> & { balance: number; earned: number; spent: number }>(
      '/api/system/get_integral',
      {},
      free,
    );
    expect(all.code).toBe(0);
    expect(all.data.earned).toBe(155);
    expect(all.data.spent).toBe(70);
    expect(all.data.balance).toBe(85);
    expect(all.data.total).toBe(9);
    expect(all.data.list[0]?.reason).toBe('兑换Excel找样次数');
    const spent = await call<Page<PointLog>>('/api/system/get_integral', { kind: 'spent' }, free);
    expect(spent.data.list.every((l) => l.points < 0)).toBe(true);
    expect(spent.data.total).toBe(2);
    expect((await server.post('/api/system/get_integral', { kind: 'gift' }, free)).status).toBe(400);
  });

  it("shows only the user's own ledger", async () => {
    await server.ctx.database.db
      .insertInto('point_logs')
      .values({ user_id: (await userId('13800000002')) as number, points: 500, reason: '活动奖励' })
      .execute();
    const other = await call<{ balance: number }>('/api/system/get_integral', {}, free);
    expect(other.data.balance).toBe(85);
    expect((await call<{ balance: number }>('/api/system/get_integral', {}, sales)).data.balance).toBe(585);
  });
});

describe('live player', () => {
  it('answers a stream with its video and counts the view', async () => {
    const list = await call<Page<{ id: number; hits: number }>>('/api/live/get_list', {}, main);
    const first = list.data.list[0] as { id: number; hits: number };
    const detail = await call<LiveDetail>('/api/live/get_detail', { id: first.id }, main);
    expect(detail.code).toBe(0);
    expect(detail.data.video).toMatch(/^\/media\/live-\d\.webm$/);
    expect(['live', 'replay']).toContain(detail.data.status);
    expect(detail.data.hits).toBe(first.hits + 1);
  });

  it('refuses ids of other content kinds', async () => {
    const video = await call<Page<{ id: number }>>('/api/content/get_video_list', {}, main);
    expect((await call('/api/live/get_detail', { id: video.data.list[0]?.id }, main)).code).toBe(404);
  });
});

async function userId(phone: string) {
  return (await server.ctx.database.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst())
    ?.id;
}

describe('3D exhibits', () => {
  it('lists the toy3d section with a shipped demo model per exhibit', async () => {
    const page = await call<Page<{ id: number; extra?: { model?: string } }>>(
      '/api/toy/get_list',
      { section: 'toy3d', page_size: 100 },
      main,
    );
    expect(page.data.total).toBeGreaterThan(0);
    for (const item of page.data.list) expect(item.extra?.model).toMatch(/^\/models\/(rc-car|robot|duck)\.gltf$/);
    const detail = await call<{ extra?: { model?: string } }>(
      '/api/toy/detail_3d',
      { id: page.data.list[0]?.id },
      main,
    );
    expect(detail.data.extra?.model).toBe(page.data.list[0]?.extra?.model);
  });
});

import {
  CODE,
  type FactoryRequest,
  isLiveChange,
  REALTIME_CLOSE,
  type RealtimeServerMessage,
  shareChannel,
  shareSocketToken,
} from '@wanju/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, publishChange } from '../src/platform/events/index';
import { changeChannels } from '../src/platform/realtime/index';
import { startTestServer, type TestServer } from './harness';
import { isEventOn, openSocket, subscribedSocket } from './realtime-socket';

let server: TestServer;
let main: string; // 13800000001, main account of a trading company
let colleague: string; // 13800000002, the same company
let factory: string; // 13800000005, a factory's account
let ids: { user: number; company: number };

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '40' });
  [main, colleague, factory] = (await Promise.all(
    ['13800000001', '13800000002', '13800000005'].map((p) => server.login(p)),
  )) as [string, string, string];
  const socket = await openSocket(server.baseUrl, { token: main });
  const ready = await socket.next();
  if (ready.type !== 'ready') throw new Error('not ready');
  ids = { user: ready.user_id, company: ready.company_id };
  socket.ws.close();
});
afterAll(() => server?.close());

const call = async <T>(path: string, body: unknown, token?: string) => (await server.post<T>(path, body, token)).body;

async function productIds(n: number) {
  const rows = await server.ctx.database.db
    .selectFrom('products')
    .select('id')
    .where('is_black', '=', false)
    .orderBy('id')
    .limit(n)
    .execute();
  return rows.map((r) => r.id);
}

describe('the domain bus and the channels of a change', () => {
  it('hands a typed event to every handler, and a failing handler does not stop the others', () => {
    const errors: unknown[] = [];
    const bus = createEventBus((error) => errors.push(error));
    const seen: number[] = [];
    bus.on('record.changed', () => {
      throw new Error('broken handler');
    });
    const off = bus.on('record.changed', (e) => seen.push(Number(e.id)));
    bus.emit('record.changed', { kind: 'cart', id: 3, audience: { user: 1 } });
    off();
    bus.emit('record.changed', { kind: 'cart', id: 4, audience: { user: 1 } });
    expect(seen).toEqual([3]);
    expect(errors).toHaveLength(2);
  });

  it('delivers an event to its subscribers and resolves once each has finished, a failing one reported', async () => {
    const errors: unknown[] = [];
    const bus = createEventBus((error) => errors.push(error));
    const done: number[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    bus.on('export.finished', async (e) => {
      await gate;
      done.push(e.userId);
    });
    bus.on('export.finished', async () => {
      throw new Error('broken subscriber');
    });
    bus.on('quotation.confirmed', (e) => done.push(e.salesperson));
    const delivered = bus.deliver('export.finished', { userId: 7, ok: true });
    expect(done).toEqual([]);
    release();
    await expect(delivered).resolves.toBeUndefined();
    expect(done).toEqual([7]);
    expect(errors).toHaveLength(1);
  });

  it('maps each audience to its channel once, and skips no-one (a user or company 0)', () => {
    expect(
      changeChannels({
        kind: 'quotation',
        id: 9,
        audience: [
          { user: 7 },
          { user: 7 },
          { company: 0 },
          { company: 2 },
          { share: { kind: 'quotation', id: 9 } },
          { conversation: 'c_1' },
        ],
      }),
    ).toEqual(['user:7', 'company:2', 'share:quotation-9', 'conversation:c_1']);
  });

  it('reaches the sockets of the audience through the hub, and no other', async () => {
    const mine = await subscribedSocket(server.baseUrl, main, [`user:${ids.user}`]);
    const colleagues = await subscribedSocket(server.baseUrl, colleague, [`company:${ids.company}`]);
    publishChange(server.ctx, { kind: 'cart', id: 5, audience: { user: ids.user } });
    expect(await mine.next(isEventOn(`user:${ids.user}`))).toMatchObject({
      event: { type: 'change', kind: 'cart', id: 5 },
    });
    publishChange(server.ctx, { kind: 'cart', id: 6, audience: { company: ids.company } });
    expect(await colleagues.next(isEventOn(`company:${ids.company}`))).toMatchObject({
      event: { type: 'change', kind: 'cart', id: 6 },
    });
    expect(colleagues.received.filter((m) => m.type === 'event')).toHaveLength(0);
    mine.ws.close();
    colleagues.ws.close();
  });
});

describe('a page opened by a share link follows its record', () => {
  let listId: number;
  let token: string;
  beforeAll(async () => {
    const made = await call<{ id: number }>(
      '/api/website/add_products',
      { name: '实时客户', ids: await productIds(3) },
      main,
    );
    listId = made.data.id;
    token = (await call<{ token: string }>('/api/website/share', { id: listId, days: 1 }, main)).data.token;
  });

  it("signs in with the link's token, is given the list's channel, and sees the customer's pick as the owner does", async () => {
    const guest = await openSocket(server.baseUrl, { token: shareSocketToken('choose', token) });
    const channel = shareChannel('choose', listId);
    expect(await guest.next()).toEqual({ type: 'ready', user_id: 0, company_id: 0, channels: [channel] });
    const owner = await subscribedSocket(server.baseUrl, main, [`user:${ids.user}`]);
    const page = await call<{ list: { id: number }[] }>('/api/website/get_sample_chooses', { token });
    const applied = await call('/api/website/apply', { token, ids: [page.data.list[0]?.id], name: 'Anna' });
    expect(applied.code).toBe(0);
    const change = { type: 'change', kind: 'choose', id: listId };
    expect(await owner.next(isEventOn(`user:${ids.user}`))).toMatchObject({ event: change });
    expect(await guest.next(isEventOn(channel))).toMatchObject({ event: change });
    guest.ws.close();
    owner.ws.close();
  });

  it("the owner's edits of the list (products added and removed) reach the customer's open share page", async () => {
    const guest = await openSocket(server.baseUrl, { token: shareSocketToken('choose', token) });
    const channel = shareChannel('choose', listId);
    await guest.next((m) => m.type === 'ready');
    const change = { type: 'change', kind: 'choose', id: listId };
    const [extra] = (await productIds(5)).slice(4);
    expect((await call('/api/website/add_products', { id: listId, ids: [extra] }, main)).code).toBe(0);
    expect(await guest.next(isEventOn(channel))).toMatchObject({ event: change });
    expect((await call('/api/website/del_products', { id: listId, ids: [extra] }, main)).code).toBe(0);
    expect(await guest.next(isEventOn(channel))).toMatchObject({ event: change });
    guest.ws.close();
  });

  it('may join no other channel', async () => {
    const guest = await openSocket(server.baseUrl, { token: shareSocketToken('choose', token) });
    await guest.next((m) => m.type === 'ready');
    guest.send({ type: 'subscribe', channel: `user:${ids.user}` });
    expect(await guest.next((m) => m.type !== 'subscribed')).toMatchObject({ type: 'denied', code: CODE.forbidden });
    guest.send({ type: 'subscribe', channel: shareChannel('choose', listId + 1) });
    expect(await guest.next((m) => m.type !== 'subscribed')).toMatchObject({ type: 'denied' });
    guest.ws.close();
  });

  it('is refused with an unknown, revoked or foreign-kind token', async () => {
    for (const bad of [
      shareSocketToken('choose', 'not-a-token'),
      shareSocketToken('cart', token),
      'share.',
      'share.choose',
    ]) {
      const guest = await openSocket(server.baseUrl, { token: bad });
      expect(await guest.closed).toBe(REALTIME_CLOSE.unauthorised);
    }
    await call('/api/website/share', { id: listId, revoke: true }, main);
    const revoked = await openSocket(server.baseUrl, { token: shareSocketToken('choose', token) });
    expect(await revoked.closed).toBe(REALTIME_CLOSE.unauthorised);
  });
});

describe('the confirmation page and the salesperson follow a quotation', () => {
  it("the customer's decisions and submit reach the salesperson, the company and the confirmation page", async () => {
    const cart = await call<{ id: number }>(
      '/api/website/add_customer_pick',
      { name: '实时报价', ids: await productIds(2) },
      colleague,
    );
    const made = await call<{ id: number }>(
      '/api/system/add_quotation',
      { source: 'cart', source_id: cart.data.id },
      colleague,
    );
    const id = made.data.id;
    const sent = await call<{ link: { url: string } }>(
      '/api/quotation/send_email',
      { id, to: 'buyer@example.com', name: 'Tom', lang: 'en' },
      colleague,
    );
    const token = new URL(sent.data.link.url).searchParams.get('token') as string;
    const page = await openSocket(server.baseUrl, { token: shareSocketToken('quotation', token) });
    const channel = shareChannel('quotation', id);
    expect(await page.next()).toMatchObject({ type: 'ready', channels: [channel] });
    const company = await subscribedSocket(server.baseUrl, main, [`company:${ids.company}`]);
    const change = { type: 'change', kind: 'quotation', id };

    const items = await call<{ list: { id: number }[] }>('/api/quotation/get_confirm_toy_list', { token });
    await call('/api/quotation/batch_confirm', {
      token,
      item_ids: items.data.list.map((i) => i.id),
      decision: 'accepted',
    });
    expect(await page.next(isEventOn(channel))).toMatchObject({ event: change });
    expect(await company.next(isEventOn(`company:${ids.company}`))).toMatchObject({ event: change });

    expect((await call('/api/quotation/submit_confirm', { token, name: 'Tom' })).code).toBe(0);
    expect(await page.next(isEventOn(channel))).toMatchObject({ event: change });
    expect(await company.next(isEventOn(`company:${ids.company}`))).toMatchObject({ event: change });
    page.ws.close();
    company.ws.close();
  });
});

describe("the buyer's inquiry screens follow the factory's answer", () => {
  it('reading and answering an inquiry reach its buyer', async () => {
    const listed = await call<{ list: FactoryRequest[] }>(
      '/api/factory_console/get_request_list',
      { kind: 'inquiry', page: 1, page_size: 100 },
      factory,
    );
    const open = listed.data.list.find((r) => r.status === 'sent');
    if (!open) throw new Error('the demo data has an inquiry waiting for the factory');
    const owner = (await server.ctx.database.db
      .selectFrom('factory_requests')
      .select(['user_id'])
      .where('id', '=', open.id)
      .executeTakeFirstOrThrow()) as { user_id: number };
    const buyer = await subscribedSocket(server.baseUrl, await tokenOf(owner.user_id), [`user:${owner.user_id}`]);
    expect((await call('/api/factory_console/read_request', { id: open.id }, factory)).code).toBe(0);
    expect(await buyer.next(isEventOn(`user:${owner.user_id}`))).toMatchObject({
      event: { type: 'change', kind: 'inquiry', id: open.id },
    });
    buyer.ws.close();
  });
});

async function tokenOf(userId: number): Promise<string> {
  const row = await server.ctx.database.db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return server.login(row.phone);
}

describe("a cart's open screens follow its lines", () => {
  it('products a user adds to or removes from their cart reach the colleagues who see it (the main account)', async () => {
    const cart = await call<{ id: number }>('/api/website/add_customer_pick', { name: '同事的选样车' }, colleague);
    expect(cart.code).toBe(0);
    const viewer = await subscribedSocket(server.baseUrl, main, [`company:${ids.company}`]);
    const [product] = await productIds(1);
    const isCartChange = (m: RealtimeServerMessage) =>
      isEventOn(`company:${ids.company}`)(m) && m.type === 'event' && isLiveChange(m.event) && m.event.kind === 'cart';
    const change = { type: 'change', kind: 'cart', id: cart.data.id };
    const body = { ids: [product], customer_pick_id: cart.data.id, data_module: '' };
    expect((await call('/api/website/add_sample_car', body, colleague)).code).toBe(0);
    expect(await viewer.next(isCartChange)).toMatchObject({ event: change });
    expect(
      (await call('/api/website/del_sample_car', { customer_pick_id: cart.data.id, ids: [product] }, colleague)).code,
    ).toBe(0);
    expect(await viewer.next(isCartChange)).toMatchObject({ event: change });
    viewer.ws.close();
  });
});

describe("the factory console's open request lists follow the requests reaching the factory", () => {
  it("the digest that hands a factory its new inquiries reaches the factory's staff", async () => {
    const { sendFactoryDigest } = await import('../src/notifications/index');
    await sendFactoryDigest(server.ctx);
    const staff = await openSocket(server.baseUrl, { token: factory });
    const ready = await staff.next();
    if (ready.type !== 'ready') throw new Error('not ready');
    staff.ws.close();
    const factoryId = (
      await server.ctx.database.db
        .selectFrom('companies')
        .select('factory_id')
        .where('id', '=', ready.company_id)
        .executeTakeFirstOrThrow()
    ).factory_id as number;
    const product = await server.ctx.database.db
      .selectFrom('products')
      .select('id')
      .where('factory_id', '=', factoryId)
      .where('is_black', '=', false)
      .executeTakeFirstOrThrow();
    expect((await call('/api/toy/batch_inquiry', { ids: [product.id] }, main)).code).toBe(0);
    const socket = await subscribedSocket(server.baseUrl, factory, [`user:${ready.user_id}`]);
    server.advance(16 * 60 * 60 * 1000);
    expect((await sendFactoryDigest(server.ctx)).requests).toBeGreaterThanOrEqual(1);
    const isChange = (m: RealtimeServerMessage) =>
      isEventOn(`user:${ready.user_id}`)(m) && m.type === 'event' && isLiveChange(m.event);
    expect(await socket.next(isChange)).toMatchObject({
      event: { type: 'change', kind: 'inquiry', id: factoryId },
    });
    socket.ws.close();
  });
});

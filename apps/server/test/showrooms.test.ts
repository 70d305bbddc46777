import type {
  ExhibitionBoothDetail,
  ExhibitionDetail,
  KioskCatalogue,
  KioskDevice,
  ShowroomDetail,
  ShowroomProduct,
  ShowroomSummary,
  VisitorList,
} from '@wanju/api-client';
import {
  FEATURED_SHOWROOM_IDS,
  SHOWROOM_MSG,
  SHOWROOM_ROUTES,
  VISITOR_LIST_TTL_MS,
  WORKING_SET_MSG,
} from '@wanju/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KIOSK_CODE, DEMO_OPERATOR_SHOWROOM } from '../src/demo/showrooms';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let operator: string;
let buyer: string;

beforeAll(async () => {
  server = await startTestServer();
  [operator, buyer] = await Promise.all([server.login('13800000007'), server.login('13800000002')]);
});
afterAll(() => server?.close());

const call = async <T>(path: string, body: unknown, token?: string) => (await server.post<T>(path, body, token)).body;
type Page<T> = { list: T[]; total: number };

describe('showrooms in the portal', () => {
  it('lists every showroom of the reference list with booths and products, featured ones included', async () => {
    const { data } = await call<{ list: ShowroomSummary[] }>('/api/showroom/get_list', {});
    expect(data.list.length).toBeGreaterThanOrEqual(25);
    for (const id of FEATURED_SHOWROOM_IDS) expect(data.list.some((s) => s.id === id)).toBe(true);
    for (const s of data.list) {
      expect(s.booth_count, s.name).toBeGreaterThan(0);
      expect(s.product_count, s.name).toBeGreaterThan(0);
    }
  });

  it('opens every named exhibitor route as its showroom, booths by floor', async () => {
    for (const r of SHOWROOM_ROUTES.filter((x) => x.path !== '/showroom' && x.path !== '/showroom_manage')) {
      const res = await call<ShowroomDetail>('/api/showroom/get_detail', { route: r.path.slice(1) });
      expect(res.code, r.path).toBe(0);
      expect(res.data.booths.length, r.path).toBeGreaterThan(0);
      expect(res.data.floors).toEqual(['1F', '2F', '3F']);
    }
    const missing = await call('/api/showroom/get_detail', { route: 'nowhere' });
    expect(missing).toMatchObject({ code: 404, msg: SHOWROOM_MSG.showroomNotFound });
  });

  it('pages products with keyword, category, booth and floor filters', async () => {
    const room = (await call<ShowroomDetail>('/api/showroom/get_detail', { id: DEMO_OPERATOR_SHOWROOM })).data;
    const all = (
      await call<Page<ShowroomProduct>>('/api/showroom/get_products', { id: room.id, page_size: 100 }, buyer)
    ).data;
    expect(all.total).toBeGreaterThan(0);
    const booth = room.booths[0];
    const ofBooth = (
      await call<Page<ShowroomProduct>>(
        '/api/showroom/get_products',
        { id: room.id, booth_id: booth?.id, page_size: 100 },
        buyer,
      )
    ).data;
    expect(ofBooth.list.every((p) => p.booth_id === booth?.id && p.factory_id === booth?.factory_id)).toBe(true);
    const cate = room.categories[0];
    const ofCate = (
      await call<Page<ShowroomProduct>>('/api/showroom/get_products', { id: room.id, cate_id: cate?.id }, buyer)
    ).data;
    expect(ofCate.total).toBe(cate?.count);
    const first = all.list[0] as ShowroomProduct;
    const byKeyword = (
      await call<Page<ShowroomProduct>>(
        '/api/showroom/get_products',
        { id: room.id, keyword: first.article_number },
        buyer,
      )
    ).data;
    expect(byKeyword.list.map((p) => p.id)).toContain(first.id);
    const signedOut = await call('/api/showroom/get_products', { id: room.id });
    expect(signedOut.code).toBe(-99);
  });

  it('logs a booth click', async () => {
    const room = (await call<ShowroomDetail>('/api/showroom/get_detail', { id: 104 })).data;
    const res = await call('/api/log/user_click_booth_log', { booth_id: room.booths[0]?.id, showroom_id: 104 }, buyer);
    expect(res.code).toBe(0);
  });
});

describe('the hall operator', () => {
  it('refuses anyone who is not a hall operator', async () => {
    for (const path of ['/api/showroom_operator/get_info', '/api/showroom_operator/get_devices']) {
      expect(await call(path, {}, buyer)).toMatchObject({ code: 403, msg: SHOWROOM_MSG.notOperator });
    }
  });

  it('adds an exhibitor at a booth with its products, features one, renumbers, and removes it', async () => {
    const info = (await call<ShowroomDetail>('/api/showroom_operator/get_info', {}, operator)).data;
    expect(info.id).toBe(DEMO_OPERATOR_SHOWROOM);
    const factories = (
      await call<{ list: { id: number }[] }>('/api/showroom_operator/search_factories', { keyword: '玩具' }, operator)
    ).data.list;
    const newcomer = factories.find((f) => !info.booths.some((b) => b.factory_id === f.id)) ?? factories[0];
    const taken = await call(
      '/api/showroom_operator/save_booth',
      { factory_id: newcomer?.id, floor: '1F', number: info.booths[0]?.number },
      operator,
    );
    expect(taken).toMatchObject({ code: 1, msg: SHOWROOM_MSG.boothNumberTaken });
    const badFloor = await call(
      '/api/showroom_operator/save_booth',
      { factory_id: newcomer?.id, floor: '9F', number: 'Z99' },
      operator,
    );
    expect(badFloor.msg).toBe(SHOWROOM_MSG.floorUnknown);
    const added = await call<{ id: number; product_count: number }>(
      '/api/showroom_operator/save_booth',
      { factory_id: newcomer?.id, floor: '2F', number: 'Z99' },
      operator,
    );
    expect(added.code).toBe(0);
    expect(added.data.product_count).toBeGreaterThan(0);
    const products = (
      await call<{ list: ShowroomProduct[] }>(
        '/api/showroom_operator/get_booth_products',
        { booth_id: added.data.id },
        operator,
      )
    ).data.list;
    const target = products.at(-1) as ShowroomProduct;
    await call(
      '/api/showroom_operator/set_featured',
      { booth_id: added.data.id, product_id: target.id, featured: true },
      operator,
    );
    const after = (
      await call<{ list: ShowroomProduct[] }>(
        '/api/showroom_operator/get_booth_products',
        { booth_id: added.data.id },
        operator,
      )
    ).data.list;
    expect(after[0]?.id).toBe(target.id);
    expect(after[0]?.featured).toBe(1);
    const moved = await call<{ number: string }>(
      '/api/showroom_operator/save_booth',
      { id: added.data.id, factory_id: newcomer?.id, floor: '3F', number: 'Z98' },
      operator,
    );
    expect(moved.data.number).toBe('Z98');
    // another showroom's booth is not the operator's
    const other = (await call<ShowroomDetail>('/api/showroom/get_detail', { id: 104 })).data.booths[0];
    expect((await call('/api/showroom_operator/delete_booth', { id: other?.id }, operator)).code).toBe(404);
    expect((await call('/api/showroom_operator/delete_booth', { id: added.data.id }, operator)).code).toBe(0);
    const hours = await call<{ opening_hours: string }>(
      '/api/showroom_operator/save_hours',
      { opening_hours: '每天 8:30-17:30' },
      operator,
    );
    expect(hours.data.opening_hours).toBe('每天 8:30-17:30');
    expect((await call<ShowroomDetail>('/api/showroom/get_detail', { id: info.id })).data.opening_hours).toBe(
      '每天 8:30-17:30',
    );
  });
});

describe('kiosk devices', () => {
  it('signs in with an issued code, sees only its showroom, and stops at once when revoked', async () => {
    const issued = await call<{ device: KioskDevice; code: string }>(
      '/api/showroom_operator/issue_device',
      { name: '二楼电梯口' },
      operator,
    );
    expect(issued.code).toBe(0);
    expect(issued.data.code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    const signIn = await call<{ device_token: string; showroom_id: number }>('/api/kiosk/sign_in', {
      code: issued.data.code.toLowerCase(),
    });
    expect(signIn.data.showroom_id).toBe(DEMO_OPERATOR_SHOWROOM);
    const token = signIn.data.device_token;
    const catalogue = (await call<KioskCatalogue>('/api/kiosk/get_catalogue', { device_token: token })).data;
    expect(catalogue.showroom.id).toBe(DEMO_OPERATOR_SHOWROOM);
    const firstPage = (
      await call<Page<ShowroomProduct>>(
        '/api/showroom/get_products',
        { id: DEMO_OPERATOR_SHOWROOM, page_size: 100 },
        buyer,
      )
    ).data;
    expect(catalogue.products.length).toBe(firstPage.total);
    const own = new Set(catalogue.products.map((p) => p.id));
    expect(firstPage.list.every((p) => own.has(p.id))).toBe(true);
    expect(catalogue.products.every((p) => p.pictures.length > 0)).toBe(true);

    // the device token is no person's session: private API refuses it
    expect((await call('/api/website/get_customer_pick', {}, token)).code).toBe(-99);
    // a list with another showroom's product is refused
    const foreign = (await call<KioskCatalogue>('/api/showroom/get_detail', { id: 104 }))
      .data as unknown as ShowroomDetail;
    const foreignProducts = (
      await call<Page<ShowroomProduct>>('/api/showroom/get_products', { id: foreign.id, page_size: 100 }, buyer)
    ).data.list;
    const outsider = foreignProducts.find((p) => !own.has(p.id));
    const refused = await call('/api/kiosk/save_list', {
      device_token: token,
      client_key: 'abcdefgh1',
      ids: [outsider?.id],
    });
    expect(refused.msg).toBe(SHOWROOM_MSG.productNotInShowroom);

    const list = await server.post('/api/showroom_operator/get_devices', {}, operator);
    expect(
      (list.body.data as { list: KioskDevice[] }).list.some((d) => d.id === issued.data.device.id && d.signed_in_time),
    ).toBe(true);
    const revoked = await call<KioskDevice>(
      '/api/showroom_operator/revoke_device',
      { id: issued.data.device.id },
      operator,
    );
    expect(revoked.data.revoked).toBe(1);
    for (const path of ['/api/kiosk/check', '/api/kiosk/get_catalogue']) {
      expect(await call(path, { device_token: token })).toMatchObject({
        code: -99,
        msg: SHOWROOM_MSG.deviceCodeInvalid,
      });
    }
    expect((await call('/api/kiosk/sign_in', { code: issued.data.code })).code).toBe(-99);
    expect((await call('/api/kiosk/sign_in', { code: 'ABCD-EFGH-JKMN' })).code).toBe(-99);
    // another operator's device cannot be revoked by this one; a buyer cannot issue devices
    expect((await call('/api/showroom_operator/issue_device', { name: 'x' }, buyer)).code).toBe(403);
  });
});

describe('online exhibitions', () => {
  it('answers the live exhibition with halls, booths, a schedule in three phases and featured products', async () => {
    const res = await call<ExhibitionDetail>('/api/exhibition/get_detail', { route: 'onlineExhibition' });
    expect(res.data.phase).toBe('live');
    expect(res.data.halls.length).toBe(3);
    expect(res.data.booths.length).toBeGreaterThan(0);
    expect(new Set(res.data.sessions.map((s) => s.phase))).toEqual(new Set(['ended', 'live', 'upcoming']));
    expect(res.data.featured.length).toBeGreaterThan(0);
    const liveBooth = res.data.booths.find((b) => b.live === 1);
    expect(liveBooth).toBeDefined();
    const booth = await call<ExhibitionBoothDetail>('/api/exhibition/get_booth', { id: liveBooth?.id }, buyer);
    expect(booth.data.products[0]?.featured).toBe(1);
    expect(booth.data.sessions.some((s) => s.phase === 'live' && s.live_url)).toBe(true);
    // an inquiry from the booth goes to its factory
    const inquiry = await call<{ list: { toy_count: number }[] }>(
      '/api/toy/batch_inquiry',
      { ids: booth.data.products.slice(0, 2).map((p) => p.id), remark: '展位询价' },
      buyer,
    );
    expect(inquiry.code).toBe(0);
    const shenzhen = await call<ExhibitionDetail>('/api/exhibition/get_detail', { route: 'ShenzhenExhibition' });
    expect(shenzhen.data.phase).toBe('upcoming');
    expect((await call('/api/exhibition/get_detail', { route: 'nowhere' })).code).toBe(404);
  });
});

describe('kiosk visitor lists', () => {
  it('stores a list once per client key, opens it by its token signed out, and expires it', async () => {
    const token = (await call<{ device_token: string }>('/api/kiosk/sign_in', { code: DEMO_KIOSK_CODE })).data
      .device_token;
    const catalogue = (await call<KioskCatalogue>('/api/kiosk/get_catalogue', { device_token: token })).data;
    const ids = catalogue.products.slice(0, 3).map((p) => p.id);
    const saved = await call<{ token: string; expires_at: number }>('/api/kiosk/save_list', {
      device_token: token,
      client_key: 'visit-0001',
      ids,
    });
    expect(saved.code).toBe(0);
    expect(saved.data.token.length).toBeGreaterThanOrEqual(32);
    expect(saved.data.expires_at - server.ctx.now().getTime()).toBeGreaterThan(VISITOR_LIST_TTL_MS - 60_000);
    const again = await call<{ token: string }>('/api/kiosk/save_list', {
      device_token: token,
      client_key: 'visit-0001',
      ids,
    });
    expect(again.data.token).toBe(saved.data.token);

    const opened = await call<VisitorList>('/api/showroom/get_visitor_list', { token: saved.data.token });
    expect(opened.data.products.map((p) => p.id)).toEqual(ids);
    expect(opened.data.showroom.id).toBe(DEMO_OPERATOR_SHOWROOM);
    // a guessed token is refused like an expired one
    const last = saved.data.token.slice(-1);
    const guessed = await call('/api/showroom/get_visitor_list', {
      token: `${saved.data.token.slice(0, -1)}${last === 'x' ? 'y' : 'x'}`,
    });
    expect(guessed.msg).toBe(WORKING_SET_MSG.shareExpired);
    // a salesperson takes it into a showroom quotation
    const quote = await call<{ id: number; added: number }>(
      '/api/system/add_quotation',
      { source: 'showroom', ids },
      buyer,
    );
    expect(quote.data.added).toBe(3);

    server.advance(VISITOR_LIST_TTL_MS + 1000);
    const expired = await call('/api/showroom/get_visitor_list', { token: saved.data.token });
    expect(expired.msg).toBe(WORKING_SET_MSG.shareExpired);
  });

  it('searches by picture within the device showroom only', async () => {
    const token = (await call<{ device_token: string }>('/api/kiosk/sign_in', { code: DEMO_KIOSK_CODE })).data
      .device_token;
    const catalogue = (await call<KioskCatalogue>('/api/kiosk/get_catalogue', { device_token: token })).data;
    const own = new Set(catalogue.products.map((p) => p.id));
    const first = catalogue.products[0] as KioskCatalogue['products'][number];
    const picture = await fetch(server.baseUrl + first.picture).then((r) => r.arrayBuffer());
    const png = await sharp(Buffer.from(picture)).png().toBuffer();
    const form = new FormData();
    form.append('device_token', token);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${server.baseUrl}/api/kiosk/search_image`, { method: 'POST', body: form });
    const body = (await res.json()) as { code: number; data: { ids: number[] } };
    expect(body.code).toBe(0);
    expect(body.data.ids[0]).toBe(first.id);
    expect(body.data.ids.every((id) => own.has(id))).toBe(true);
    const noDevice = new FormData();
    noDevice.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const refused = await fetch(`${server.baseUrl}/api/kiosk/search_image`, { method: 'POST', body: noDevice });
    expect(((await refused.json()) as { code: number }).code).toBe(-99);
  });
});

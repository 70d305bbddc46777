import type { Page, SyncAccountInfo, SyncApplicationItem, SyncApplyResult, SyncPayload } from '@wanju/api-client';
import { MSG, TRADE_SYNC_MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string; // 13800000001, main account of the demo trading company (approved by the demo data)
let sales: string; // 13800000002, its salesperson
let loner: string; // 13800000004, no company
let factoryMain: string; // 13800000005, main account of the factory company: applies here
let agent: string; // 13800000006, the platform's customer service

const call = async <T>(path: string, body: unknown, token?: string) => (await server.post<T>(path, body, token)).body;
const accountOf = async (token: string) =>
  (await call<SyncAccountInfo>('/api/quotation/get_sync_account', {}, token)).data;
const form = { company_contact: '林厂长', company_mobilephone: '13800000005', remark: '' };

beforeAll(async () => {
  server = await startTestServer({ JOB_WORKER: '0' });
  [main, sales, loner, factoryMain, agent] = (await Promise.all(
    ['13800000001', '13800000002', '13800000004', '13800000005', '13800000006'].map((p) => server.login(p)),
  )) as [string, string, string, string, string];
});
afterAll(() => server?.close());

describe('sync application and the platform’s review', () => {
  let applicationId = 0;
  let appkey = '';
  let token = '';

  it('§5 the application needs a trade system; only a company’s main account or administrator applies', async () => {
    expect((await accountOf(factoryMain)).status).toBe('none');
    const none = await call('/api/quotation/apply', { ...form }, factoryMain);
    expect(none.msg).toBe('请选择当前使用的贸易系统');
    expect((await call('/api/quotation/apply', { ...form, software_type: 6 }, factoryMain)).msg).toBe(
      '请选择当前使用的贸易系统',
    );
    expect((await call('/api/quotation/apply', { ...form, software_type: 5 }, factoryMain)).msg).toBe(
      TRADE_SYNC_MSG.otherNeedsRemark,
    );
    expect((await call('/api/quotation/apply', { ...form, software_type: 2 }, sales)).msg).toBe(
      TRADE_SYNC_MSG.applyRoleOnly,
    );
    expect((await call('/api/quotation/apply', { ...form, software_type: 2 }, loner)).msg).toBe(
      TRADE_SYNC_MSG.companyOnly,
    );
    expect((await call('/api/quotation/apply', { ...form, software_type: 2 })).code).toBe(-99);
  });

  it('§8 a valid application waits for the customer service: no appkey, token or IP yet', async () => {
    const applied = await call<SyncApplyResult>('/api/quotation/apply', { ...form, software_type: 2 }, factoryMain);
    expect(applied.code).toBe(0);
    expect(applied.data.message).toBe('已提交申请，请等待客服联系');
    expect(applied.data.account).toMatchObject({ status: 'pending', appkey: '', token: '', local_ip: [] });
    applicationId = applied.data.account.id ?? 0;
    expect((await call('/api/quotation/save_sync_ip', { ip: '127.0.0.1' }, factoryMain)).msg).toBe(
      MSG.syncAppliedAwaitingIp,
    );
    expect((await call('/api/system/push_trade', { account_name: 'lin' }, factoryMain)).msg).toBe(
      MSG.syncAppliedAwaitingIp,
    );
  });

  it('only the customer service sees and reviews applications; approval needs valid IPs', async () => {
    expect((await call('/api/trade_sync/get_applications', {}, main)).code).toBe(403);
    const list = (await call<Page<SyncApplicationItem>>('/api/trade_sync/get_applications', {}, agent)).data;
    expect(list.list[0]).toMatchObject({ id: applicationId, status: 'pending', software_type: 2 });
    expect(list.list.some((a) => a.status === 'approved')).toBe(true);
    const pending = (
      await call<Page<SyncApplicationItem>>('/api/trade_sync/get_applications', { status: 'pending' }, agent)
    ).data;
    expect(pending.list.map((a) => a.id)).toEqual([applicationId]);

    const review = (body: object, token = agent) =>
      call<SyncApplicationItem>('/api/trade_sync/review', { id: applicationId, ...body }, token);
    expect((await review({ decision: 'approve', local_ip: ['192.168.1.20'] }, main)).code).toBe(403);
    expect((await review({ decision: 'approve', local_ip: [] })).msg).toBe(TRADE_SYNC_MSG.ipRequired);
    expect((await review({ decision: 'approve', local_ip: ['192.168.1.300'] })).msg).toBe(
      TRADE_SYNC_MSG.ipInvalid('192.168.1.300'),
    );
    expect((await call('/api/trade_sync/review', { id: 99999, decision: 'reject' }, agent)).code).toBe(404);
    const approved = await review({ decision: 'approve', local_ip: ['192.168.1.20', ' 127.0.0.1 '] });
    expect(approved.data).toMatchObject({ status: 'approved', local_ip: ['192.168.1.20', '127.0.0.1'] });
    expect(approved.data.appkey).toMatch(/^wj[0-9a-f]{16}$/);

    const account = await accountOf(factoryMain);
    expect(account).toMatchObject({ status: 'approved', appkey: approved.data.appkey, use_ip: '' });
    expect(account.token.length).toBeGreaterThan(20);
    appkey = account.appkey;
    token = account.token;

    // a second approval (new IPs) keeps the credentials, so the company's running bridge keeps working
    await review({ decision: 'approve', local_ip: ['192.168.1.21'] });
    expect(await accountOf(factoryMain)).toMatchObject({ appkey, token, local_ip: ['192.168.1.21'] });
    // §8: applying again once approved with an IP: '申请成功', still approved
    const again = await call<SyncApplyResult>('/api/quotation/apply', { ...form, software_type: 3 }, factoryMain);
    expect(again.data.message).toBe('申请成功');
    expect(again.data.account).toMatchObject({ status: 'approved', software_type: 3, appkey });
  });

  it('the bridge’s check: the approved appkey with its current token only', async () => {
    const verify = (body: object) => call<{ company_id: number; company_name: string }>('/api/trade_sync/verify', body);
    const ok = await verify({ appkey, token });
    expect(ok.code).toBe(0);
    expect(ok.data.company_name).toBeTruthy();
    const wrong = await verify({ appkey, token: `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}` });
    expect(wrong).toMatchObject({ code: 403, msg: TRADE_SYNC_MSG.bridgeWrongToken });
    const foreign = await verify({ appkey: (await accountOf(main)).appkey, token });
    expect(foreign.code).toBe(403);
    expect((await verify({ appkey: 'wj0000', token })).code).toBe(403);
  });

  it('saves the IP that worked: one of the recorded ones or localhost', async () => {
    expect((await call('/api/quotation/save_sync_ip', { ip: '10.9.9.9' }, factoryMain)).msg).toBe(
      TRADE_SYNC_MSG.ipInvalid('10.9.9.9'),
    );
    expect((await call('/api/quotation/save_sync_ip', { ip: '127.0.0.1' }, factoryMain)).code).toBe(0);
    expect((await accountOf(factoryMain)).use_ip).toBe('127.0.0.1');
  });

  it('a rejection takes the credentials away from the portal and the bridge; a new application waits again', async () => {
    const rejected = await call<SyncApplicationItem>(
      '/api/trade_sync/review',
      { id: applicationId, decision: 'reject', review_remark: '请补充贸易系统版本' },
      agent,
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', review_remark: '请补充贸易系统版本' });
    expect(await accountOf(factoryMain)).toMatchObject({ status: 'rejected', token: '', appkey: '' });
    expect((await call('/api/trade_sync/verify', { appkey, token })).code).toBe(403);
    const resubmitted = await call<SyncApplyResult>(
      '/api/quotation/apply',
      { ...form, software_type: 3, id: applicationId },
      factoryMain,
    );
    expect(resubmitted.data.account.status).toBe('pending');
    expect(resubmitted.data.account.review_remark).toBe('');
  });
});

describe('preparing a sync and recording it', () => {
  let quotationId = 0;
  let itemCount = 0;

  beforeAll(async () => {
    const found = await call<{ list: { id: number }[] }>('/api/toy/get_list', { page: 1, page_size: 4 }, main);
    const made = await call<{ id: number; added: number }>(
      '/api/system/add_quotation',
      { source: 'search', ids: found.data.list.map((p) => p.id) },
      main,
    );
    expect(made.code).toBe(0);
    quotationId = made.data.id;
    itemCount = made.data.added;
  });

  it('§5 needs the account name; a quotation the user cannot see answers like one that does not exist', async () => {
    expect((await call('/api/quotation/sync', { id: quotationId, account_name: ' ' }, main)).msg).toBe(
      '请填写同步的账号名称',
    );
    expect((await call('/api/quotation/sync', { id: quotationId, account_name: 'lin' }, factoryMain)).code).not.toBe(0);
    expect((await call('/api/quotation/sync', { id: quotationId, account_name: 'x' }, loner)).msg).toBe(
      TRADE_SYNC_MSG.companyOnly,
    );
  });

  it('answers the import parts: every item, the account’s appkey and token, the hosts with localhost last', async () => {
    await call('/api/quotation/save_sync_ip', { ip: '127.0.0.1' }, main);
    const account = await accountOf(main);
    const res = await call<SyncPayload>('/api/quotation/sync', { id: quotationId, account_name: ' sales01 ' }, main);
    expect(res.code).toBe(0);
    const payload = res.data;
    expect(payload).toMatchObject({
      software: 1,
      appkey: account.appkey,
      token: account.token,
      hosts: ['127.0.0.1'],
      account_name: 'sales01',
    });
    expect(payload.title).toMatch(/^报价单 Q\d{8}-\d{4}$/);
    expect(payload.items).toHaveLength(itemCount);
    expect(payload.items[0]).toMatchObject({ line: 1, currency: expect.any(String) });
    expect(payload.items[0]?.picture).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(payload.request_id).toMatch(/^[0-9a-f-]{36}$/);

    // recording the outcome: counted once, whatever the portal reports again; another company's id is unknown
    const before = account.sync_count;
    const done = await call<{ count: number }>(
      '/api/quotation/sync_count',
      { request_id: payload.request_id, status: 'done' },
      main,
    );
    expect(done.data.count).toBe(before + 1);
    const twice = await call<{ count: number }>(
      '/api/quotation/sync_count',
      { request_id: payload.request_id, status: 'failed', message: 'x' },
      main,
    );
    expect(twice.data.count).toBe(before + 1);
    expect(
      (await call('/api/quotation/sync_count', { request_id: payload.request_id, status: 'done' }, factoryMain)).code,
    ).toBe(404);
    expect((await accountOf(sales)).sync_count).toBe(before + 1);
  });

  it('push_trade prepares the default sample cart; an empty cart has no sample data', async () => {
    const cart = await call<SyncPayload>('/api/system/push_trade', { account_name: 'sales01' }, main);
    expect(cart.code).toBe(0);
    expect(cart.data.title).toMatch(/^选样车 /);
    expect(cart.data.items.length).toBeGreaterThan(0);
    expect(cart.data.items.every((it) => it.currency === 'RMB')).toBe(true);
    const empty = await call<{ id: number }>('/api/website/add_customer_pick', { name: '空车' }, main);
    expect(
      (await call('/api/system/push_trade', { customer_pick_id: empty.data.id, account_name: 'sales01' }, main)).msg,
    ).toBe('无样品数据');
  });
});

describe('the portal may reach the bridge', () => {
  it('the apps’ CSP lets pages open ws and wss to port 46690 on any address', async () => {
    const response = await fetch(`${server.baseUrl}/trade_system`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' data: blob: ws://*:46690 wss://*:46690;");
  });
});

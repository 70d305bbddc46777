import { describe, expect, it } from 'vitest';
import {
  buildSyncImport,
  isSyncHost,
  isTradeSystemId,
  normalizeSyncIps,
  SYNC_ACCOUNT_STATUS_TEXT,
  SYNC_ACCOUNT_STATUSES,
  SYNC_IMPORT_COLUMNS,
  SYNC_MAX_IPS,
  SYNC_MAX_ITEMS,
  SYNC_PATH,
  SYNC_PORT,
  syncApplyProblem,
  syncApplyResultMessage,
  syncHosts,
  syncItemProblem,
  syncItemsProblem,
  syncResponseEvent,
  syncSocketErrorMessage,
  syncSocketUrl,
  syncSocketUrlFor,
  TRADE_SYNC_MSG,
  TRADE_SYSTEMS,
  validateSyncApplication,
  validateSyncApplicationForm,
  validateSyncRequest,
} from './sync';

describe('§5 sync application', () => {
  it('a trade system 1–5 must be chosen', () => {
    expect(TRADE_SYSTEMS.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(TRADE_SYSTEMS[4]?.name).toContain('备注');
    expect(validateSyncApplication({})).toBe('请选择当前使用的贸易系统');
    expect(validateSyncApplication({ software_type: 0 })).toBe('请选择当前使用的贸易系统');
    expect(validateSyncApplication({ software_type: 6 })).toBe('请选择当前使用的贸易系统');
    expect(validateSyncApplication({ software_type: 5, remark: '自研系统' })).toBeNull();
    expect(isTradeSystemId('1')).toBe(false);
  });
  it('a sync needs an account name and items', () => {
    expect(validateSyncRequest({ accountName: ' ', itemCount: 3 })).toBe('请填写同步的账号名称');
    expect(validateSyncRequest({ accountName: null, itemCount: 3 })).toBe('请填写同步的账号名称');
    expect(validateSyncRequest({ accountName: 'sales01', itemCount: 0 })).toBe('无样品数据');
    expect(validateSyncRequest({ accountName: 'sales01', itemCount: 2 })).toBeNull();
  });
  it('§8 apply result', () => {
    expect(syncApplyResultMessage(true)).toBe('申请成功');
    expect(syncApplyResultMessage(false)).toBe('已提交申请，请等待客服联系');
  });
});

describe('§7, §9 sync bridge on port 46690, path /biz, localhost last', () => {
  it('orders hosts', () => {
    expect(syncHosts(['192.168.1.5', '127.0.0.1', '10.0.0.2', ' '], '10.0.0.2')).toEqual([
      '10.0.0.2',
      '192.168.1.5',
      '127.0.0.1',
    ]);
    expect(syncHosts([])).toEqual(['127.0.0.1']);
    expect(syncHosts(['localhost', '::1'], null)).toEqual(['127.0.0.1']);
  });
  it('builds the URL and the import request', () => {
    expect(SYNC_PORT).toBe(46690);
    expect(SYNC_PATH).toBe('/biz');
    expect(syncSocketUrl('10.0.0.2')).toBe('ws://10.0.0.2:46690/biz');
    expect(buildSyncImport({ id: 'q1', software: 2, token: 't', items: [{ id: 1 }] })).toEqual({
      id: 'q1',
      type: 'Quotation',
      action: 'Import',
      software: 2,
      token: 't',
      data: { items: [{ id: 1 }] },
    });
  });
  it('§8 interprets answers: requestError shown twice, the second with the suffix', () => {
    expect(syncResponseEvent({ requestError: '账号不存在' })).toEqual({
      kind: 'error',
      messages: ['账号不存在', '账号不存在，请重启服务器或联系我们这边客服'],
    });
    expect(syncResponseEvent({ responseData: 40, responseTip: '导入中' })).toEqual({
      kind: 'progress',
      percent: 40,
      tip: '导入中',
    });
    expect(syncResponseEvent({ responseData: { percent: 100 } })).toEqual({ kind: 'done', tip: null });
    expect(syncResponseEvent({ responseData: {} })).toEqual({ kind: 'progress', percent: 0, tip: null });
    expect(syncResponseEvent({ responseData: Number.NaN })).toEqual({ kind: 'progress', percent: 0, tip: null });
    expect(syncResponseEvent({ requestKeep: true })).toEqual({ kind: 'progress', percent: 0, tip: null });
  });
  it('§8 socket errors', () => {
    expect(syncSocketErrorMessage(false)).toBe('服务器连接中，请耐心等候');
    expect(syncSocketErrorMessage(true)).toBe('IP地址错误，请重启服务器或联系我们这边客服');
  });
});

describe('sync accounts, the bridge’s item checks and the import layout', () => {
  it('§5 the application form: trade system first, “other” needs a remark, a contact and a phone', () => {
    const ok = { software_type: 2, company_contact: '王经理', company_mobilephone: '13800000001' };
    expect(validateSyncApplicationForm({ ...ok, software_type: null })).toBe('请选择当前使用的贸易系统');
    expect(validateSyncApplicationForm({ ...ok, software_type: 5 })).toBe(TRADE_SYNC_MSG.otherNeedsRemark);
    expect(validateSyncApplicationForm({ ...ok, software_type: 5, remark: '自研ERP' })).toBeNull();
    expect(validateSyncApplicationForm({ ...ok, company_contact: ' ' })).toBe(TRADE_SYNC_MSG.contactRequired);
    expect(validateSyncApplicationForm({ ...ok, company_mobilephone: '' })).toBe(TRADE_SYNC_MSG.phoneRequired);
    expect(
      validateSyncApplicationForm({ ...ok, company_mobilephone: '', company_telephone: '0754-1234567' }),
    ).toBeNull();
  });
  it('only a company’s main account or administrator applies', () => {
    expect(syncApplyProblem({ companyId: 0, userType: 0 })).toBe(TRADE_SYNC_MSG.companyOnly);
    expect(syncApplyProblem({ companyId: 3, userType: 1 })).toBe(TRADE_SYNC_MSG.applyRoleOnly);
    expect(syncApplyProblem({ companyId: 3, userType: 0 })).toBeNull();
    expect(syncApplyProblem({ companyId: 3, userType: 2 })).toBeNull();
  });
  it('the reviewer’s IP list: addresses only, deduplicated, at least one, at most ten', () => {
    expect(normalizeSyncIps([' 192.168.1.20 ', '192.168.1.20', '', 'erp-server.local'])).toEqual({
      ips: ['192.168.1.20', 'erp-server.local'],
    });
    expect(normalizeSyncIps(['', ' '])).toEqual({ error: TRADE_SYNC_MSG.ipRequired });
    expect(normalizeSyncIps(['192.168.1.300'])).toEqual({ error: TRADE_SYNC_MSG.ipInvalid('192.168.1.300') });
    expect(normalizeSyncIps(['a b'])).toEqual({ error: TRADE_SYNC_MSG.ipInvalid('a b') });
    expect('error' in normalizeSyncIps(Array.from({ length: SYNC_MAX_IPS + 1 }, (_, i) => `10.0.0.${i + 1}`))).toBe(
      true,
    );
    expect(isSyncHost('10.0.0.1')).toBe(true);
    expect(isSyncHost('1.2.3')).toBe(false);
  });
  it('an https page reaches the bridge over wss, an http page over ws', () => {
    expect(syncSocketUrlFor('192.168.1.20', true)).toBe('wss://192.168.1.20:46690/biz');
    expect(syncSocketUrlFor('127.0.0.1', false, 5000)).toBe('ws://127.0.0.1:5000/biz');
    expect(syncSocketUrlFor('::1', false)).toBe('ws://[::1]:46690/biz');
  });
  it('the bridge refuses a malformed item with its line and column, and empty or oversized lists', () => {
    const item = {
      line: 1,
      article_number: 'A-1',
      name: '遥控车',
      price: 12.5,
      quantity: 3,
      carton_length: 60,
      carton_width: null,
    };
    expect(syncItemsProblem([item])).toBeNull();
    expect(syncItemsProblem([])).toBe('无样品数据');
    expect(syncItemsProblem('x')).toBe('无样品数据');
    expect(syncItemsProblem([item, { ...item, price: 'abc' }])).toBe('第2款产品数据有误：单价');
    expect(syncItemsProblem([{ ...item, price: -1 }])).toBe('第1款产品数据有误：单价');
    expect(syncItemsProblem([{ ...item, quantity: 1.5 }])).toBe('第1款产品数据有误：数量(箱)');
    expect(syncItemsProblem([{ ...item, carton_length: Number.NaN }])).toBe('第1款产品数据有误：外箱长(cm)');
    expect(syncItemsProblem([{ ...item, name: 5 }])).toBe('第1款产品数据有误：品名');
    expect(syncItemsProblem([{ ...item, article_number: ' ', name: '' }])).toBe('第1款产品数据有误：货号');
    expect(syncItemsProblem([null])).toBe('第1款产品数据有误：格式');
    expect(syncItemsProblem(Array.from({ length: SYNC_MAX_ITEMS + 1 }, () => item))).toBe(
      TRADE_SYNC_MSG.bridgeTooManyItems(SYNC_MAX_ITEMS),
    );
    expect(syncItemProblem({ ...item, article_number: '' }, 4)).toBeNull();
  });
  it('the import layout names every item field once, statuses have their text', () => {
    const keys = SYNC_IMPORT_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('article_number');
    expect(SYNC_ACCOUNT_STATUSES.map((s) => SYNC_ACCOUNT_STATUS_TEXT[s])).toEqual(['待审核', '已开通', '未通过']);
    expect(TRADE_SYNC_MSG.bridgeWriting(3, 10)).toBe('正在写入 3/10');
    expect(TRADE_SYNC_MSG.bridgeDone(3)).toBe('导入完成，共3款产品');
  });
});

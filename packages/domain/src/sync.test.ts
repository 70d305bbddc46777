import { describe, expect, it } from 'vitest';
import {
  buildSyncImport,
  isTradeSystemId,
  SYNC_PATH,
  SYNC_PORT,
  syncApplyResultMessage,
  syncHosts,
  syncResponseEvent,
  syncSocketErrorMessage,
  syncSocketUrl,
  TRADE_SYSTEMS,
  validateSyncApplication,
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

import { describe, expect, it } from 'vitest';
import { classifyResponseError, isFreeLimitMessage, isSessionInvalid } from './errors';

describe('§8 error catalogue', () => {
  it('-99 is an invalid session', () => {
    expect(isSessionInvalid(-99)).toBe(true);
    expect(isSessionInvalid('-99')).toBe(true);
    expect(isSessionInvalid(1)).toBe(false);
    expect(classifyResponseError({ code: -99, msg: 'x' }, { needError: true })).toBe('session_invalid');
  });
  it('free-limit messages open the prompt', () => {
    expect(isFreeLimitMessage('免费用户每天仅可搜索300次')).toBe(true);
    expect(isFreeLimitMessage('免费次数已用完，请开通会员')).toBe(true);
    expect(isFreeLimitMessage('')).toBe(false);
    expect(isFreeLimitMessage(null)).toBe(false);
    expect(classifyResponseError({ code: 1, msg: '免费次数已用完' })).toBe('free_limit');
  });
  it('the factory-has-products message is rejected silently', () => {
    expect(classifyResponseError({ code: 1, msg: '该工厂已有录入产品，删除工厂后产品将同步删除' })).toBe('silent');
  });
  it('needError hands the body to the caller; the new-arrival browse log never toasts; else toast', () => {
    expect(classifyResponseError({ code: 1, msg: '删除失败' }, { needError: true })).toBe('caller');
    expect(classifyResponseError({ code: 1, msg: 'x' }, { path: '/api/log/toy_new_browse_log_all' })).toBe('silent');
    expect(classifyResponseError({ code: 1, msg: '删除失败' }, { path: '/api/toy/delete_inquiry' })).toBe('toast');
    expect(classifyResponseError({ code: 1 })).toBe('toast');
  });
});

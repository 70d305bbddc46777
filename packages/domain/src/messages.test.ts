import { describe, expect, it } from 'vitest';
import { MSG } from './messages';

describe('§5, §8 message catalogue', () => {
  it('keeps the exact spec texts', () => {
    expect(MSG.cartNameRequired).toBe('请输入选样车名称！');
    expect(MSG.batchAddNoCart).toBe('请选择要加入的选样车');
    expect(MSG.exportFailed).toBe('导出失败，请联系客服');
    expect(MSG.confirmDeleteHistory).toBe('确认删除该历史记录？');
    expect(MSG.syncIpError).toBe('IP地址错误，请重启服务器或联系我们这边客服');
    expect(MSG.removeCartSuccess).toBe('移除选样车成功！');
    expect(MSG.invalidField('name')).toBe('参数错误：name');
  });
  it('every literal is Chinese except the spec’s own "timeout"', () => {
    for (const [key, value] of Object.entries(MSG)) {
      if (typeof value !== 'string' || key === 'timeout') continue;
      expect(value, key).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

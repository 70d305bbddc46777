import { describe, expect, it } from 'vitest';
import { KIOSK_TEXT } from './i18n';

describe('kiosk languages', () => {
  it('says everything in Chinese and in English', () => {
    expect(Object.keys(KIOSK_TEXT.en).sort()).toEqual(Object.keys(KIOSK_TEXT.zh).sort());
    for (const [key, value] of Object.entries(KIOSK_TEXT.en)) {
      const text = typeof value === 'function' ? (value as (...a: unknown[]) => string)(1, 2) : value;
      expect(text, key).not.toMatch(/[\u4e00-\u9fa5]/.test(text) && key !== 'language' ? /./ : /^$/);
    }
    expect(KIOSK_TEXT.zh.myList(3)).toBe('我的清单（3）');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJunkQuery, SHARED_QUERY_MAX_LENGTH } from './search-terms';

describe('queries shown to others', () => {
  it('keeps ordinary toy searches in Chinese and English, brands and article numbers', () => {
    for (const q of ['毛绒玩具', '遥控车', '水枪', 'Lego', 'plush toy', 'RC car 1:16', 'HY-2088A', '奥特曼', 'Barbie'])
      expect(isJunkQuery(q), q).toBe(false);
  });

  it('drops SQL-looking text, keyboard noise, trial words and overlong text', () => {
    for (const q of [
      "' OR '1'='1' --",
      '1; DROP TABLE users',
      'x UNION SELECT password FROM users',
      'admin"--',
      '<script>alert(1)</script>',
      'zzqqxx测试垃圾',
      'zzqqxx',
      'asdfgh',
      '哈哈哈哈哈',
      '测试',
      'x'.repeat(SHARED_QUERY_MAX_LENGTH + 1),
      '   ',
    ])
      expect(isJunkQuery(q), q).toBe(true);
  });

  it('any query with a quote, a semicolon or a comment marker is junk', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.constantFrom("'", '"', ';', '--', '/*', '='),
        fc.string({ maxLength: 10 }),
        (a, mark, b) => isJunkQuery(`${a}${mark}${b}`),
      ),
    );
  });
});

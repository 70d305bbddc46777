import { describe, expect, it } from 'vitest';
import { codeTokens, compactCode, normalizeQuery, parseQuery, textTokens, tsvectorLiteral } from './text';

describe('search text', () => {
  it('normalises full-width input and case', () => {
    expect(normalizeQuery('  ＸＮ－１２３　遥控 ')).toBe('xn-123 遥控');
    expect(compactCode('XN-123/A')).toBe('xn123a');
  });

  it('indexes CJK characters and bigrams, Latin words with plurals folded, and codes whole', () => {
    expect([...textTokens('遥控汽车 Cars')]).toEqual(['遥', '遥控', '控', '控汽', '汽', '汽车', '车', 'cars', 'car']);
    expect([...codeTokens('XN-1230')]).toEqual(['xn', '1230', 'xn1230']);
    expect(tsvectorLiteral(['a', '汽车'])).toBe("'a' '汽车'");
  });

  it('builds a tsquery of the same lexemes and never passes user syntax through', () => {
    expect(parseQuery('遥控汽车').tsquery).toBe("'遥控' & '控汽' & '汽车'");
    expect(parseQuery('车').tsquery).toBe("'车'");
    expect(parseQuery('XN-123')).toMatchObject({ tsquery: "'xn123':*", code: 'xn123' });
    expect(parseQuery('remote control cars').tsquery).toBe("'remote' & 'control' & 'car'");
    expect(parseQuery("& | ! : * ( ) \\ '").tsquery).toBe('');
    expect(parseQuery("汽车'); DROP TABLE x;--").tsquery).toBe("'汽车' & 'drop' & 'table' & 'x'");
    expect(parseQuery('😀').tsquery).toBe('');
    expect(parseQuery('汽'.repeat(500)).text.length).toBe(100);
  });
});

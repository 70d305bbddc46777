import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_GROUPS,
  CERTIFICATES,
  categoryById,
  categoryGroupById,
  certificateById,
  certificateLabel,
} from './catalog';

describe('§2, §9 categories 4000–4029 in 7 groups', () => {
  it('30 ids, 4000–4029, each in one group', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual(Array.from({ length: 30 }, (_, i) => 4000 + i));
    const all = CATEGORY_GROUPS.flatMap((g) => g.categoryIds);
    expect([...all].sort()).toEqual(CATEGORIES.map((c) => c.id));
    for (const g of CATEGORY_GROUPS) expect(g.categoryIds.length).toBeGreaterThan(0);
    for (const c of CATEGORIES) {
      expect(c.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(c.name_en).toMatch(/^[A-Za-z]/);
    }
  });
  it('the 7 groups in spec order', () => {
    expect(CATEGORY_GROUPS.map((g) => g.name)).toEqual([
      '电动/遥控',
      '婴童',
      '户外',
      '新奇/益智',
      '过家家',
      '力控',
      '模型',
    ]);
  });
  it('looks up', () => {
    expect(categoryById(4000)?.name).toBe('遥控车');
    expect(categoryById(3999)).toBeUndefined();
    expect(categoryGroupById('models')?.categoryIds).toEqual([4027, 4028, 4029]);
    expect(categoryGroupById('x')).toBeUndefined();
  });
});

describe('certificates', () => {
  it('common toy certificates', () => {
    const names = CERTIFICATES.map((c) => c.name);
    for (const n of ['EN71', 'ASTM F963', '3C (CCC)', 'CE', 'CPC', 'ISO8124']) expect(names).toContain(n);
    expect(new Set(CERTIFICATES.map((c) => c.id)).size).toBe(CERTIFICATES.length);
    expect(certificateById('astm f963')?.id).toBe('ASTM_F963');
    expect(certificateById('ccc')?.name).toBe('3C (CCC)');
    expect(certificateLabel('ASTM_F963')).toBe('ASTM F963');
    expect(certificateLabel('XYZ')).toBe('XYZ');
    expect(certificateById('nope')).toBeUndefined();
  });
});

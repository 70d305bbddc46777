import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boothsByFloor,
  DEVICE_CODE_ALPHABET,
  DEVICE_CODE_LENGTH,
  exhibitionPhase,
  filterShowroomProducts,
  formatDeviceCode,
  normalizeDeviceCode,
  orderShowrooms,
} from './showrooms';

const rooms = (ids: number[]) => ids.map((id) => ({ id, name: `展厅${id}` }));

describe('§9 showrooms: 104, 10, 99 first; 19 last; others shuffled', () => {
  it('pins featured first in order and 19 last', () => {
    const out = orderShowrooms(rooms([1, 19, 99, 2, 10, 3, 104]), () => 0.5).map((s) => s.id);
    expect(out.slice(0, 3)).toEqual([104, 10, 99]);
    expect(out.at(-1)).toBe(19);
    expect(out.slice(3, -1).sort()).toEqual([1, 2, 3]);
  });
  it('shuffles the rest with the injected random source', () => {
    const ids = [1, 2, 3, 4, 5];
    expect(orderShowrooms(rooms(ids), () => 0.999).map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(orderShowrooms(rooms(ids), () => 0).map((s) => s.id)).toEqual([2, 3, 4, 5, 1]);
  });
  it('survives a bad random source (NaN, out of range)', () => {
    expect(
      orderShowrooms(rooms([1, 2, 3]), () => Number.NaN)
        .map((s) => s.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(
      orderShowrooms(rooms([1, 2, 3]), () => 7)
        .map((s) => s.id)
        .sort(),
    ).toEqual([1, 2, 3]);
  });
  it('handles missing featured rooms and does not modify the input', () => {
    const input = rooms([5, 99]);
    const copy = input.map((s) => ({ ...s }));
    expect(orderShowrooms(input, () => 0.3).map((s) => s.id)).toEqual([99, 5]);
    expect(input).toEqual(copy);
  });
  it('property: a permutation with the pinned order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.oneof(fc.constantFrom(104, 10, 99, 19), fc.integer({ min: 0, max: 200 }))),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        (ids, draws) => {
          let k = 0;
          const random = () => draws[k++ % draws.length] as number;
          const out = orderShowrooms(rooms(ids), random).map((s) => s.id);
          expect([...out].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
          const featured = [104, 10, 99].filter((id) => ids.includes(id));
          expect(out.slice(0, featured.length)).toEqual(featured);
          if (ids.includes(19)) expect(out.at(-1)).toBe(19);
        },
      ),
    );
  });
});

describe('kiosk device codes', () => {
  it('accepts a typed code in any case, with spaces or dashes', () => {
    expect(normalizeDeviceCode('abcd-efgh-jkmn')).toBe('ABCDEFGHJKMN');
    expect(normalizeDeviceCode(' ABCD EFGH JKMN ')).toBe('ABCDEFGHJKMN');
    expect(formatDeviceCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(formatDeviceCode('')).toBe('');
  });
  it('refuses a wrong length or letters outside the alphabet (0, O, 1, I, L)', () => {
    expect(normalizeDeviceCode('ABCD')).toBe('');
    expect(normalizeDeviceCode('ABCDEFGHJKM0')).toBe('');
    expect(normalizeDeviceCode('ABCDEFGHJKMI')).toBe('');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const code = normalizeDeviceCode(s);
        return (
          code === '' ||
          (code.length === DEVICE_CODE_LENGTH && [...code].every((c) => DEVICE_CODE_ALPHABET.includes(c)))
        );
      }),
    );
  });
});

describe('exhibition schedule: upcoming, live, ended', () => {
  const start = new Date('2026-11-01T01:00:00Z');
  const end = new Date('2026-11-04T10:00:00Z');
  it('is upcoming before its start, live until its end, ended from its end', () => {
    expect(exhibitionPhase(start, end, new Date('2026-10-31T00:00:00Z'))).toBe('upcoming');
    expect(exhibitionPhase(start, end, start)).toBe('live');
    expect(exhibitionPhase(start, end, new Date('2026-11-03T00:00:00Z'))).toBe('live');
    expect(exhibitionPhase(start, end, end)).toBe('ended');
  });
});

describe('showroom product filter (the kiosk searches its cached catalogue with it)', () => {
  const p = (
    id: number,
    name: string,
    extra: Partial<{ category_id: number; booth_id: number; floor: string }> = {},
  ) => ({
    id,
    name,
    name_en: id === 2 ? 'Remote Car' : '',
    article_number: `A-${id}`,
    factory_name: '星辉玩具厂',
    category_id: extra.category_id ?? 4001,
    booth_id: extra.booth_id ?? 1,
    booth_number: `1F-0${id}`,
    floor: extra.floor ?? '1F',
  });
  const list = [p(1, '毛绒小熊'), p(2, '遥控汽车', { category_id: 4002, booth_id: 2, floor: '2F' }), p(3, '遥控飞机')];
  it('matches every word of the keyword in name, English name, item number, factory or booth', () => {
    expect(filterShowroomProducts(list, { keyword: '遥控' }).map((x) => x.id)).toEqual([2, 3]);
    expect(filterShowroomProducts(list, { keyword: 'remote car' }).map((x) => x.id)).toEqual([2]);
    expect(filterShowroomProducts(list, { keyword: 'a-3' }).map((x) => x.id)).toEqual([3]);
    expect(filterShowroomProducts(list, { keyword: '1F-01' }).map((x) => x.id)).toEqual([1]);
    expect(filterShowroomProducts(list, { keyword: '遥控 熊' })).toEqual([]);
    expect(filterShowroomProducts(list, { keyword: '  ' })).toHaveLength(3);
  });
  it('filters by category, booth and floor', () => {
    expect(filterShowroomProducts(list, { categoryId: 4002 }).map((x) => x.id)).toEqual([2]);
    expect(filterShowroomProducts(list, { boothId: 1 }).map((x) => x.id)).toEqual([1, 3]);
    expect(filterShowroomProducts(list, { floor: '2F', keyword: '遥控' }).map((x) => x.id)).toEqual([2]);
  });
});

describe('booths by floor', () => {
  it("keeps the showroom's floor order, an empty floor, and sorts booths by number", () => {
    const booths = [
      { floor: '2F', number: 'B10' },
      { floor: '1F', number: 'A2' },
      { floor: '1F', number: 'A10' },
      { floor: '5F', number: 'X1' },
    ];
    const out = boothsByFloor(['1F', '2F', '3F'], booths);
    expect(out.map((f) => f.floor)).toEqual(['1F', '2F', '3F', '5F']);
    expect(out[0]?.booths.map((b) => b.number)).toEqual(['A2', 'A10']);
    expect(out[2]?.booths).toEqual([]);
  });
});

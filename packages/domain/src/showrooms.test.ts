import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderShowrooms } from './showrooms';

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

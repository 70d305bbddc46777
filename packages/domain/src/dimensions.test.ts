import { describe, expect, it } from 'vitest';
import {
  cartonCubicFeet,
  cartonCubicMeters,
  cartonVolumeCm3,
  formatDimensions,
  isMeaningfulDimension,
  itemSizes,
  roundTo,
} from './dimensions';

describe('§5 l*w*h shown only when meaningful (all three positive finite)', () => {
  it.each([
    [[60, 40, 50], '60*40*50'],
    [[12.5, 8, 3.25], '12.5*8*3.25'],
    [['60', '40', '50'], '60*40*50'],
    [[0, 40, 50], null],
    [[60, -1, 50], null],
    [[60, 40, null], null],
    [[60, 40, undefined], null],
    [[60, Number.NaN, 50], null],
    [[Number.POSITIVE_INFINITY, 1, 1], null],
    [['', '1', '1'], null],
    [['abc', '1', '1'], null],
  ] as const)('%j → %j', (dims, out) => {
    expect(formatDimensions(...(dims as unknown as [number, number, number]))).toBe(out);
  });
  it('a single dimension', () => {
    expect(isMeaningfulDimension(1)).toBe(true);
    expect(isMeaningfulDimension('0')).toBe(false);
    expect(isMeaningfulDimension({})).toBe(false);
  });
  it('applies to sample, carton and packing size', () => {
    expect(
      itemSizes({
        length: 10,
        width: 5,
        height: 4,
        carton_length: 60,
        carton_width: 40,
        carton_height: 50,
        pack_length: 0,
      }),
    ).toEqual({ sample: '10*5*4', carton: '60*40*50', packing: null });
  });
});

describe('§3 carton cubic metres and feet from cm', () => {
  it('computes', () => {
    expect(cartonVolumeCm3(60, 40, 50)).toBe(120000);
    expect(cartonCubicMeters(60, 40, 50)).toBe(0.12);
    expect(cartonCubicFeet(60, 40, 50)).toBe(4.24);
    expect(cartonCubicMeters(30.5, 20, 10)).toBe(0.006);
    expect(cartonCubicMeters(0, 40, 50)).toBeNull();
    expect(cartonCubicFeet(null, 40, 50)).toBeNull();
  });
  it('rounds half up without binary drift', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(0.0005, 3)).toBe(0.001);
  });
});

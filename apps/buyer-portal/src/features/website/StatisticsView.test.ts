import { describe, expect, it } from 'vitest';
import { chartPoints } from './StatisticsView';

describe('the statistics trend chart', () => {
  it('puts the highest day at the top and spreads the days over the width', () => {
    expect(chartPoints([0, 5, 10], 100, 50, 10)).toBe('10,40 50,25 90,10');
  });
  it('keeps an all-zero range on the axis', () => {
    expect(chartPoints([0, 0], 100, 50, 10)).toBe('10,40 90,40');
  });
});

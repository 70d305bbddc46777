import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BroadcastCarousel } from './BroadcastCarousel';

describe('BroadcastCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('advances every 10 s', () => {
    render(<BroadcastCarousel items={['昨日新增工厂 12 家', '昨日新增产品 3400 款']} />);
    const items = screen.getAllByRole('listitem', { hidden: true });
    expect(items[0]).not.toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(10_000));
    expect(items[1]).not.toHaveAttribute('aria-hidden', 'true');
    expect(items[0]).toHaveAttribute('aria-hidden', 'true');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('formats with the currency symbol', () => {
    render(<PriceTag value={12.5} label="出厂价" />);
    expect(screen.getByText('¥12.50')).toBeInTheDocument();
    expect(screen.getByText('出厂价')).toBeInTheDocument();
  });
  it('uses 3 decimals and USD', () => {
    render(<PriceTag value={1.2345} currency="USD" decimals={3} />);
    expect(screen.getByText('$1.235')).toBeInTheDocument();
  });
  it('shows 面议 without a price', () => {
    render(<PriceTag value={null} />);
    expect(screen.getByText('面议')).toBeInTheDocument();
  });
  it('strikes through a higher original price', () => {
    render(<PriceTag value={8} originalValue={10} />);
    expect(screen.getByText('¥10.00').tagName).toBe('S');
  });
});

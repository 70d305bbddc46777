import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleQuoteLines } from '../../fixtures';
import { QuotationItemTable, quotationTotals } from './QuotationItemTable';

const formula = { currency_type: 'RMB', exchange_rate: 1, profit_rate: 0 };

describe('QuotationItemTable', () => {
  it('totals cartons, CBM and amount with the domain formula', () => {
    const t = quotationTotals(sampleQuoteLines, formula);
    expect(t.cartons).toBe(15);
    // per carton CBM is rounded by domain to 3 places: 0.0852 → 0.085; × 10 + 0.06 × 5
    expect(t.cbm).toBeCloseTo(0.85 + 0.3, 3);
    // (36.8 + 1.2) × 24 × 10 + 12 × 36 × 5
    expect(t.amount).toBeCloseTo(9120 + 2160, 2);
  });

  it('renders lines, a missing-price note and the totals row', () => {
    render(<QuotationItemTable items={sampleQuoteLines} formula={formula} onChange={vi.fn()} />);
    expect(screen.getByRole('table', { name: '报价明细' })).toBeInTheDocument();
    expect(screen.getByText('缺少出厂价')).toBeInTheDocument();
    expect(screen.getByTestId('total-cartons')).toHaveTextContent('15 箱');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('¥11280.00');
  });
});

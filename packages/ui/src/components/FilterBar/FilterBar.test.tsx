import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyProductFilters, FilterBar, type ProductFilters } from './FilterBar';

function Harness() {
  const [v, setV] = useState<ProductFilters>({ ...emptyProductFilters, factory: '星辉', certificate: 'EN71' });
  return (
    <>
      <FilterBar value={v} onChange={setV} />
      <output>{JSON.stringify(v)}</output>
    </>
  );
}

describe('FilterBar', () => {
  it('shows active filters as removable chips and resets', async () => {
    render(<Harness />);
    expect(screen.getByRole('row', { name: /工厂：星辉/ })).toBeInTheDocument();
    const chips = screen.getByRole('grid', { name: '已选条件' });
    expect(chips).toHaveTextContent('EN71');
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(JSON.parse(screen.getByText(/"sort"/).textContent!)).toEqual(emptyProductFilters);
  });
});

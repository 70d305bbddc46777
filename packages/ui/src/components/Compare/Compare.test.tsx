import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompareTable } from './CompareTable';
import { CompareTray } from './CompareTray';

const items = [
  { id: 1, name: '遥控车 A', price: 36.8, carton: 24 },
  { id: 2, name: '遥控车 B', price: 36.8, carton: 36 },
];

describe('Compare', () => {
  it('highlights differing rows', () => {
    render(
      <CompareTable
        items={items}
        rows={[
          { id: 'price', label: '出厂价', render: (i) => i.price },
          { id: 'carton', label: '装箱量', render: (i) => i.carton },
        ]}
      />,
    );
    expect(screen.getByRole('rowheader', { name: /装箱量/ }).closest('tr')).toHaveAttribute('data-differs', 'true');
    expect(screen.getByRole('rowheader', { name: /出厂价/ }).closest('tr')).not.toHaveAttribute('data-differs');
  });

  it('needs two products to compare', async () => {
    const onCompare = vi.fn();
    const { rerender } = render(
      <CompareTray items={items.slice(0, 1)} onRemove={vi.fn()} onClear={vi.fn()} onCompare={onCompare} />,
    );
    expect(screen.getByRole('button', { name: '开始对比' })).toBeDisabled();
    rerender(<CompareTray items={items} onRemove={vi.fn()} onClear={vi.fn()} onCompare={onCompare} />);
    await userEvent.click(screen.getByRole('button', { name: '开始对比' }));
    expect(onCompare).toHaveBeenCalled();
  });
});

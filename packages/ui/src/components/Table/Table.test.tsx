import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Row {
  id: number;
  name: string;
  price: number;
}
const rows: Row[] = [
  { id: 1, name: '遥控车', price: 36.8 },
  { id: 2, name: '磁力片', price: 12 },
];
const columns: TableColumn<Row>[] = [
  { id: 'name', title: '品名', render: (r) => r.name, isRowHeader: true, allowsSorting: true },
  { id: 'price', title: '出厂价', render: (r) => r.price.toFixed(2), align: 'end', allowsSorting: true },
];

describe('Table', () => {
  it('renders a named grid with rows', () => {
    render(<Table label="产品" columns={columns} rows={rows} />);
    const grid = screen.getByRole('grid', { name: '产品' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: '遥控车' })).toBeInTheDocument();
  });

  it('selects rows and asks to sort', async () => {
    const onSelectionChange = vi.fn();
    const onSortChange = vi.fn();
    render(
      <Table
        label="产品"
        columns={columns}
        rows={rows}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
        onSortChange={onSortChange}
      />,
    );
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    expect([...(onSelectionChange.mock.calls[0]![0] as Set<number>)]).toEqual([1]);
    await userEvent.click(boxes[0]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
    await userEvent.click(screen.getByRole('columnheader', { name: '出厂价' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'price', direction: 'ascending' });
  });

  it('shows the empty state', () => {
    render(<Table label="产品" columns={columns} rows={[]} empty="暂无产品" />);
    expect(screen.getByText('暂无产品')).toBeInTheDocument();
  });
});

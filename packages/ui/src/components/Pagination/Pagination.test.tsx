import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { pageItems } from './pages';

describe('pageItems', () => {
  it('lists every page when few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('collapses with gaps around the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20]);
  });
  it('is empty without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves with next/prev', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageSize={20} total={95} onChange={onChange} />);
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: '第 5 页' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('shows the page size at once and offers the others once its chooser has arrived', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageSize={20}
        total={95}
        onChange={() => undefined}
        pageSizeOptions={[20, 50]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    expect(screen.getByText('20 条/页')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /每页条数/ }));
    await userEvent.click(await screen.findByRole('option', { name: '50 条/页' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});

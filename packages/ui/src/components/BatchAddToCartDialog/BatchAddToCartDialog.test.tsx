import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BatchAddToCartDialog } from './BatchAddToCartDialog';

const carts = [
  { id: 1, name: '春季新品', is_default: 0 as const, toy_count: 3 },
  { id: 2, name: '遥控类', is_default: 0 as const, toy_count: 9 },
];

describe('BatchAddToCartDialog', () => {
  it('asks for a cart, then submits the chosen one', async () => {
    const onSubmit = vi.fn();
    render(<BatchAddToCartDialog isOpen onOpenChange={() => {}} carts={carts} count={5} onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: '确定加入' }));
    expect(screen.getByText('请选择要加入的选样车')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /遥控类/ }));
    await userEvent.click(screen.getByRole('button', { name: '确定加入' }));
    expect(onSubmit).toHaveBeenCalledWith(2);
  });
});

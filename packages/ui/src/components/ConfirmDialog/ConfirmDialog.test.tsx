import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirms with 确定 and closes', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog isOpen onOpenChange={onOpenChange} message="确认删除该历史记录？" onConfirm={onConfirm} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('确认删除该历史记录？');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('reports cancel on 取消 and on Escape', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<ConfirmDialog isOpen message="确认删除？" onConfirm={() => {}} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<ConfirmDialog isOpen message="确认删除？" onConfirm={() => {}} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

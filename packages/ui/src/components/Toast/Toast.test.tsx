import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastRegion, toast } from './Toast';

describe('toast', () => {
  afterEach(() => act(() => toast.clear()));

  it('shows queued messages in the region and closes them', async () => {
    render(<ToastRegion />);
    act(() => {
      toast.success('删除成功');
      toast.error('删除失败');
    });
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(screen.getByText('删除失败')).toBeInTheDocument();
    const closes = screen.getAllByRole('button', { name: '关闭' });
    await userEvent.click(closes[0]!);
    expect(screen.getAllByRole('button', { name: '关闭' })).toHaveLength(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('is a named dialog that closes', async () => {
    const onOpenChange = vi.fn();
    render(
      <Drawer isOpen onOpenChange={onOpenChange} title="在线客服">
        内容
      </Drawer>,
    );
    expect(await screen.findByRole('dialog', { name: '在线客服' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

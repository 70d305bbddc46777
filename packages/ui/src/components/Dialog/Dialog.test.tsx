import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';

describe('Dialog', () => {
  it('opens from a trigger, is named by its title and closes with the × button', async () => {
    render(
      <DialogTrigger>
        <Button>新建选样车</Button>
        <Dialog title="新建选样车">内容</Dialog>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: '新建选样车' }));
    const dialog = await screen.findByRole('dialog', { name: '新建选样车' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape in controlled mode', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        isOpen
        onOpenChange={onOpenChange}
        title="历史记录"
        footer={({ close }) => <Button onPress={close}>确定</Button>}
      >
        列表
      </Dialog>,
    );
    await screen.findByRole('dialog', { name: '历史记录' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: { message: '确认删除该历史记录？', onConfirm: fn(), onCancel: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '对一个操作的二次确认（删除历史记录、移除选样车、清除缓存）。删除类用 tone="danger"。取消时调用 onCancel，页面在这里提示“已取消删除”。',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onPress={() => setOpen(true)}>
          删除记录
        </Button>
        <ConfirmDialog {...args} isOpen={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除记录' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确认删除该历史记录？');
    await userEvent.click(body.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const Open: Story = { args: { isOpen: true } };

export const Pending: Story = { args: { isOpen: true, isPending: true, message: '正在删除…' } };

export const PrimaryTone: Story = {
  args: { isOpen: true, tone: 'primary', title: '设为默认', message: '确定将“春季新品”设为默认选样车吗？' },
};

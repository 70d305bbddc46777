import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Kit/FormDialog',
  component: FormDialog,
  parameters: {
    docs: {
      description: { component: '新建或编辑表单的对话框：取消、保存；保存成功才关闭，失败时保持打开并显示原因。' },
    },
  },
  args: {
    title: '新建客户',
    children: <TextField label="客户名称" isRequired />,
    onSave: fn(async () => false),
    onClose: fn(),
  },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A refused save keeps the dialog open; 取消 closes it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '新建客户' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A save that succeeds closes the dialog. */
export const Saved: Story = {
  args: { onSave: fn(async () => true) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '新建客户' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCarts } from '../../fixtures';
import { BatchAddToCartDialog } from './BatchAddToCartDialog';

const meta = {
  title: 'Kit/BatchAddToCartDialog',
  component: BatchAddToCartDialog,
  args: { isOpen: true, onOpenChange: fn(), carts: sampleCarts, count: 12, onSubmit: fn(), onCreateCart: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '把勾选的产品批量加入一个选样车；默认车预先选中；未选择时提示“请选择要加入的选样车”。结果用 AddToCartResult 显示。',
      },
    },
  },
} satisfies Meta<typeof BatchAddToCartDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '确定加入' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(1);
  },
};
export const NoDefault: Story = { args: { carts: sampleCarts.map((c) => ({ ...c, is_default: 0 as const })) } };
export const Pending: Story = { args: { isPending: true } };

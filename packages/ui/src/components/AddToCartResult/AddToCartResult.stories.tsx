import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { toast } from '../Toast/Toast';
import { AddToCartResult, toastAddToCartResult } from './AddToCartResult';

const meta = {
  title: 'Kit/AddToCartResult',
  component: AddToCartResult,
  args: { requested: 12, added: 10, alreadyInCart: 2 },
  parameters: {
    docs: {
      description: {
        component: '批量加入选样车的结果提示（文案与失败规则来自 domain）。也可用 toastAddToCartResult 以轻提示显示。',
      },
    },
  },
} satisfies Meta<typeof AddToCartResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {};
export const AllExisting: Story = { args: { requested: 3, added: 0, alreadyInCart: 3 } };
export const AllAdded: Story = { args: { requested: 8, added: 8, alreadyInCart: 0 } };
export const AsToast: Story = {
  render: (args) => <Button onPress={() => toastAddToCartResult(args)}>加入</Button>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加入' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(/成功加入选样车10款/)).toBeInTheDocument();
    toast.clear();
  },
};

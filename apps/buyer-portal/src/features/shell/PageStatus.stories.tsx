import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChunkErrorView, ComingSoonView } from './PageStatus';

const meta = { title: 'Buyer/PageStatus', component: ChunkErrorView, args: { onRetry: fn() } } satisfies Meta<
  typeof ChunkErrorView
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChunkLoadFailed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('页面加载失败')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ComingSoon: Story = { render: () => <ComingSoonView title="3D展品" /> };

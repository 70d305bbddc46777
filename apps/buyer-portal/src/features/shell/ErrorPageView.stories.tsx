import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPageView } from './ErrorPageView';

const meta = {
  title: 'Buyer/ErrorPage',
  component: ErrorPageView,
  args: { reason: 'network', onRetry: fn(), onHome: fn() },
} satisfies Meta<typeof ErrorPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server cannot be reached. */
export const Network: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('无法连接服务器')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(args.onHome).toHaveBeenCalled();
  },
};
/** A page's code failed to load, or the screen crashed (the page boundary). */
export const PageFailed: Story = { args: { reason: 'page' } };
export const NarrowWindow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

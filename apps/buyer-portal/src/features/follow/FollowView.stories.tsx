import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { factoryFixture, LONG_NAME, toyFixture } from '../../fixtures';
import { FollowView } from './FollowView';

const factories = [0, 1, 2].map((i) => ({ ...factoryFixture(i), attention_time: `2026-11-2${i} 10:00:00` }));
const products = [0, 1, 2].map((i) => ({ ...toyFixture(i), attention_time: `2026-11-1${i} 09:30:00` }));

const meta = {
  title: 'Buyer/Follow',
  component: FollowView,
  args: {
    type: 'factory',
    onTypeChange: fn(),
    state: 'ready',
    factories,
    products: [],
    total: 3,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onOpen: fn(),
    onUnfollow: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FollowView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Factories: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = factories[0]?.name as string;
    await userEvent.click(canvas.getByRole('button', { name: `取消关注 ${name}` }));
    await expect(args.onUnfollow).toHaveBeenCalledWith('factory', factories[0]?.id);
    await userEvent.click(canvas.getByRole('button', { name: `查看 ${name}` }));
    await expect(args.onOpen).toHaveBeenCalledWith('factory', factories[0]?.id);
    await userEvent.click(canvas.getByRole('tab', { name: '关注的产品' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('toy');
  },
};
export const Products: Story = { args: { type: 'toy', factories: [], products, total: 45 } };
export const Loading: Story = { args: { state: 'loading', factories: [] } };
export const Empty: Story = { args: { factories: [], total: 0 } };
export const EmptyProducts: Story = { args: { type: 'toy', factories: [], products: [], total: 0 } };
export const LoadError: Story = { args: { state: 'error', factories: [] } };
export const LongChineseText: Story = {
  args: {
    type: 'toy',
    factories: [],
    products: [{ ...toyFixture(4, { name: LONG_NAME }), attention_time: '2026-11-20 10:00:00' }],
    total: 1,
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { factoryFixture } from '../../fixtures';
import { FactoryHubView } from './FactoryHubView';

const followed = [0, 1].map((i) => ({ ...factoryFixture(i), attention_time: '2026-11-20 10:00:00' }));

const meta = {
  title: 'Buyer/FactoryHub',
  component: FactoryHubView,
  args: {
    followedState: 'ready',
    followed,
    shortcuts: [
      { path: '/factory_list', label: '工厂搜索' },
      { path: '/taxpayer', label: '一般纳税人工厂' },
      { path: '/License', label: '营业执照' },
    ],
    onSearch: fn(),
    onOpenPath: fn(),
    onOpenFactory: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FactoryHubView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索工厂' }), '星辉{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('星辉');
    await userEvent.click(canvas.getByRole('button', { name: '一般纳税人工厂' }));
    await expect(args.onOpenPath).toHaveBeenCalledWith('/taxpayer');
    await userEvent.click(canvas.getByRole('button', { name: '汕头市澄海区星辉玩具厂' }));
    await expect(args.onOpenFactory).toHaveBeenCalledWith(1);
  },
};
export const NoneFollowed: Story = {
  args: { followed: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('还没有关注的工厂')).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { followedState: 'loading', followed: [] } };
export const LoadError: Story = { args: { followedState: 'error', followed: [] } };
export const LongChineseText: Story = {
  args: {
    followed: [
      {
        ...factoryFixture(0, { name: '汕头市澄海区莲下镇超长名称塑胶电子玩具实业有限公司第二分厂（出口部）' }),
        attention_time: '2026-11-20 10:00:00',
      },
    ],
  },
};
export const NarrowWindow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

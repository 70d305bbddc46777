import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { factoryFixture } from '../../fixtures';
import { FactoryListView } from './FactoryListView';

const meta = {
  title: 'Buyer/FactoryList',
  component: FactoryListView,
  args: {
    title: '工厂搜索',
    state: 'ready',
    items: [0, 1, 2].map((i) => factoryFixture(i)),
    total: 3,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FactoryListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '汕头市澄海区星辉玩具厂' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};
export const KeywordResults: Story = { args: { keyword: '星辉' } };
export const Loading: Story = { args: { state: 'loading', items: [] } };
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无符合条件的工厂')).toBeInTheDocument();
  },
};
export const LoadError: Story = { args: { state: 'error', items: [] } };
export const LongChineseText: Story = {
  args: {
    items: [factoryFixture(0, { name: '汕头市澄海区莲下镇超长名称塑胶电子玩具实业有限公司第二分厂（出口部）' })],
    total: 1,
  },
};

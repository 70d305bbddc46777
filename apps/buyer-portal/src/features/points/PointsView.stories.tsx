import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PointLog } from '@wanju/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PointsView } from './PointsView';

const logs: PointLog[] = [
  { id: 4, points: -20, reason: '兑换Excel找样次数', created_time: '2026-11-21 08:00:00' },
  { id: 3, points: 5, reason: '每日登录', created_time: '2026-11-20 22:00:00' },
  { id: 2, points: 10, reason: '分享选品单', created_time: '2026-11-20 12:00:00' },
  { id: 1, points: 100, reason: '注册赠送积分', created_time: '2026-10-22 09:00:00' },
];

const meta = {
  title: 'Buyer/Points',
  component: PointsView,
  args: {
    state: 'ready',
    balance: 95,
    earned: 115,
    spent: 20,
    filter: 'all',
    onFilterChange: fn(),
    logs,
    total: 4,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PointsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('95')).toBeInTheDocument();
    await expect(canvas.getByText('-20')).toBeInTheDocument();
    await expect(canvas.getByText('+100')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '使用' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('spent');
  },
};
export const Spent: Story = {
  args: { filter: 'spent', logs: logs.filter((l) => l.points < 0), total: 1 },
};
export const Paged: Story = { args: { total: 86 } };
export const Loading: Story = { args: { state: 'loading', logs: [] } };
export const Empty: Story = { args: { logs: [], total: 0, balance: 0, earned: 0, spent: 0 } };
export const LoadError: Story = { args: { state: 'error', logs: [] } };
export const LongChineseText: Story = {
  args: {
    logs: [
      {
        id: 9,
        points: 1000,
        reason: '参加澄海玩具展线上同步活动并完成全部采购任务获得的特别奖励积分（活动编号 2026-CH-001）',
        created_time: '2026-11-21 08:00:00',
      },
    ],
    total: 1,
    balance: 123456,
  },
};

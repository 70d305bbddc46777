import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOptionsFixture, statisticsFixture } from './fixtures';
import { StatisticsView } from './StatisticsView';

const meta = {
  title: 'Buyer/WebsiteStatistics',
  component: StatisticsView,
  args: {
    state: 'ready',
    sites: siteOptionsFixture,
    siteId: null,
    range: 30,
    stats: statisticsFixture,
    onSite: fn(),
    onRange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StatisticsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures, the trend chart and the funnel; another range is asked for. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /访问趋势/ })).toBeVisible();
    await expect(canvas.getByText('提交选样单 2（3.6%）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '近7天' }));
    await expect(args.onRange).toHaveBeenCalledWith(7);
  },
};
export const NoVisits: Story = {
  args: {
    stats: {
      ...statisticsFixture,
      visits: 0,
      visitors: 0,
      days: statisticsFixture.days.map((d) => ({ ...d, visits: 0, visitors: 0 })),
      top_products: [],
    },
  },
};
export const LoadError: Story = { args: { state: 'error', stats: null } };

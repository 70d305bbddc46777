import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardView } from './DashboardView';
import { dashboardFixture, quietDashboard } from './fixtures';

const meta = {
  title: 'Factory/Dashboard',
  component: DashboardView,
  args: { state: 'ready', data: dashboardFixture, onRetry: fn(), onOpen: fn() },
} satisfies Meta<typeof DashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A busy week: waiting requests open their desk; charts sum their 30 days; products to fix name their gaps. */
export const Busy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '5 · 查看询价' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/inquiries');
    await userEvent.click(canvas.getByRole('button', { name: '7 · 查看找样需求' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/find-samples');
    const views = canvas.getByRole('figure', { name: '近30天产品浏览' });
    const total = dashboardFixture.views.reduce((s, d) => s + d.n, 0);
    await expect(within(views).getByText(`合计 ${total}`)).toBeVisible();
    await expect(canvas.getByText('86%')).toBeVisible();
    await expect(canvas.getByText('2.3小时')).toBeVisible();
    await expect(canvas.getByText('显示 3 / 共 27 款')).toBeVisible();
    await expect(canvas.getAllByText('缺少图片')).toHaveLength(2);
  },
};
/** Nothing received yet: zeros, no median, nothing to fix. */
export const Quiet: Story = {
  args: { data: quietDashboard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText('所有产品都有图片和出厂价')).toBeVisible();
  },
};
export const Loading: Story = { args: { state: 'loading', data: null } };
export const LoadError: Story = {
  args: { state: 'error', data: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
/** A narrow window: cards and charts stack. */
export const NarrowWindow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

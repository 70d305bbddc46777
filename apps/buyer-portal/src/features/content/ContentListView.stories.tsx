import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentListView } from './ContentListView';

const item = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'live',
  title: '澄海新品发布直播',
  picture: sampleImage('直播', '#d94f8c'),
  factory_id: 1,
  factory_name: '汕头市澄海区星辉玩具厂',
  hits: 12,
  created_time: '2026-11-20 10:00:00',
  ...extra,
});

const meta = {
  title: 'Buyer/ContentList',
  component: ContentListView,
  args: {
    title: '直播',
    state: 'ready',
    items: [
      item(1, { status: 'live', viewers: 120 }),
      item(2, { kind: 'video', title: '2.4G遥控越野车实测', duration: 95 }),
    ],
    total: 42,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ContentListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('直播中')).toBeInTheDocument();
    await expect(canvas.getByText(/时长 1:35/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
export const Loading: Story = { args: { state: 'loading', items: [] } };
export const Empty: Story = { args: { items: [], total: 0 } };
export const LoadError: Story = { args: { state: 'error', items: [] } };
export const LongChineseText: Story = {
  args: {
    title: '物流服务商',
    items: [
      item(3, {
        kind: 'logistics',
        title: '超长名称国际物流服务商（汕头澄海玩具出口专线，海运拼箱整柜双清包税到门）',
        phone: '0754-8588000',
        routes: ['美国', '欧洲', '中东', '东南亚', '南美'],
      }),
    ],
    total: 1,
  },
};

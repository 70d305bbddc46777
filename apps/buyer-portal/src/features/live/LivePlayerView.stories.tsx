import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LiveDetail } from '@wanju/api-client';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LivePlayerView } from './LivePlayerView';

const detail: LiveDetail = {
  id: 7,
  kind: 'live',
  title: '澄海新品发布直播',
  picture: sampleImage('直播', '#d94f8c'),
  factory_id: 3,
  factory_name: '汕头市澄海区星辉玩具厂',
  hits: 1234,
  created_time: '2026-11-21 10:00:00',
  status: 'live',
  viewers: 120,
  video: '',
};

const meta = {
  title: 'Buyer/LivePlayer',
  component: LivePlayerView,
  args: { state: 'ready', detail, onOpenFactory: fn(), onBack: fn(), onRetry: fn() },
} satisfies Meta<typeof LivePlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  args: { detail: { ...detail, video: '/media/live-1.webm' } },
  // A playing video never gives the same picture twice.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('澄海新品发布直播 视频播放器')).toHaveAttribute('src', '/media/live-1.webm');
    await expect(canvas.getByText('直播中')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '进入工厂主页' }));
    await expect(args.onOpenFactory).toHaveBeenCalledWith(3);
  },
};
export const ReplayWithoutVideo: Story = {
  args: { detail: { ...detail, status: 'replay' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('该直播暂无回放视频')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '返回直播列表' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { state: 'loading', detail: null } };
export const NotFound: Story = { args: { state: 'error', detail: null } };

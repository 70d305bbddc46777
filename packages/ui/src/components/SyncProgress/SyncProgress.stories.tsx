import type { Meta, StoryObj } from '@storybook/react-vite';
import { SyncProgress } from './SyncProgress';

const meta = {
  title: 'Kit/SyncProgress',
  component: SyncProgress,
  args: { phase: 'syncing', percent: 45, message: '正在导入第 18 / 40 款' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: '报价单同步到本地贸易软件（端口 46690）的进度：连接中、百分比、完成（0.5 秒后由调用方重置）、出错。',
      },
    },
  },
} satisfies Meta<typeof SyncProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Syncing: Story = {};
export const Connecting: Story = { args: { phase: 'connecting', message: undefined } };
export const Done: Story = { args: { phase: 'done', percent: 100, message: '同步完成' } };
export const ErrorState: Story = { args: { phase: 'error', message: 'IP地址错误，请重启服务器或联系我们这边客服' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FreeLimitPrompt } from './FreeLimitPrompt';

const meta = {
  title: 'Kit/FreeLimitPrompt',
  component: FreeLimitPrompt,
  args: { isOpen: true, onOpenChange: fn(), message: '免费用户每天仅可搜索300次', onUpgrade: fn(), onContact: fn() },
  parameters: {
    docs: {
      description: {
        component: '免费用户搜索次数用完时弹出（每天 300 次）。由 api-client 的 onFreeLimit 打开，消息取服务端返回。',
      },
    },
  },
} satisfies Meta<typeof FreeLimitPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DailyLimit: Story = {};
export const UsedUp: Story = { args: { message: '免费次数已用完', onContact: undefined } };

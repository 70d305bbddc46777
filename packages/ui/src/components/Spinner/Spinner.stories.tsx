import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'Kit/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component: '不确定时长的加载指示。按钮内的加载请用 Button 的 isPending；整块内容加载优先用 Skeleton。',
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = { args: { showLabel: true, size: 'lg', label: '正在导出，请稍候…' } };
export const Small: Story = { args: { size: 'sm' } };

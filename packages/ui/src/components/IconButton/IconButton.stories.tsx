import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Maximize, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { IconButton } from './IconButton';

const meta = {
  title: 'Kit/IconButton',
  component: IconButton,
  args: { label: '系统消息', icon: <Bell size={18} />, onPress: fn() },
  parameters: {
    docs: {
      description: {
        component: '只有图标的按钮（关闭、通知、全屏）。必须提供 label 作为无障碍名称。有文字时用 Button。',
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '系统消息' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Box display="flex" gap="sm">
      <IconButton {...args} variant="ghost" label="关闭" icon={<X size={18} />} />
      <IconButton {...args} variant="outline" label="全屏" icon={<Maximize size={18} />} />
      <IconButton {...args} variant="primary" />
      <IconButton {...args} isDisabled label="不可用" />
    </Box>
  ),
};

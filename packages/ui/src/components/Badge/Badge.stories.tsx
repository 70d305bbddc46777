import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, ShoppingCart } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { IconButton } from '../IconButton/IconButton';
import { Badge, badgeTones, CountBadge } from './Badge';

const meta = {
  title: 'Kit/Badge',
  component: CountBadge,
  args: { count: 5, label: '条未读消息' },
  parameters: {
    docs: {
      description: {
        component:
          'CountBadge：未读数、选样车数量，0 不显示，超过 99 显示“99+”（规则来自 domain 的 badgeText）。Badge：短状态标签，如用户类型“主账号/业务员/管理员”、“默认”。可删除、可选择的标签用 Tag。',
      },
    },
  },
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnIcon: Story = {
  render: (args) => (
    <Box display="flex" gap="xl" padding="md">
      <CountBadge {...args}>
        <IconButton label="系统消息" icon={<Bell size={18} />} />
      </CountBadge>
      <CountBadge count={12} label="款产品">
        <IconButton label="选样车" icon={<ShoppingCart size={18} />} />
      </CountBadge>
    </Box>
  ),
};

export const Over99: Story = {
  args: { count: 1000 },
  render: (args) => (
    <Box padding="md">
      <CountBadge {...args}>
        <IconButton label="系统消息" icon={<Bell size={18} />} />
      </CountBadge>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('99+');
  },
};

export const Zero: Story = {
  args: { count: 0 },
  render: (args) => (
    <Box padding="md">
      <CountBadge {...args}>
        <IconButton label="系统消息" icon={<Bell size={18} />} />
      </CountBadge>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Dot: Story = { args: { dot: true, count: 3 } };

export const StatusLabels: Story = {
  render: () => (
    <Box display="flex" gap="sm">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {
            {
              neutral: '业务员',
              primary: '主账号',
              success: '已同步',
              warning: '审核中',
              danger: '已过期',
              info: '管理员',
            }[tone]
          }
        </Badge>
      ))}
    </Box>
  ),
};

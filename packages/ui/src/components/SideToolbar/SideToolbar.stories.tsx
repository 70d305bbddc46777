import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideToolbar } from './SideToolbar';

const meta = {
  title: 'Kit/SideToolbar',
  component: SideToolbar,
  args: {
    top: 200,
    onTopChange: fn(),
    collapsed: false,
    onCollapsedChange: fn(),
    scrollTop: 800,
    compareCount: 3,
    unreadCount: 12,
    cartCount: 128,
    onCompare: fn(),
    onMessages: fn(),
    onCart: fn(),
    onService: fn(),
    onBackToTop: fn(),
    embedded: true,
  },
  parameters: {
    docs: {
      description: {
        component:
          '右侧悬浮工具栏：对比、消息、选样车、客服、回到顶部（滚动超过阈值才出现，规则来自 domain showBackToTop），可收起，可拖动手柄上下移动；位置与收起状态由调用方保存。',
      },
    },
  },
} satisfies Meta<typeof SideToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /选样车/ }));
    await expect(args.onCart).toHaveBeenCalled();
  },
};
export const AtTopOfPage: Story = { args: { scrollTop: 0 } };
export const Collapsed: Story = { args: { collapsed: true } };

export const Interactive: Story = {
  render: (args) => {
    const [collapsed, setCollapsed] = useState(false);
    return <SideToolbar {...args} collapsed={collapsed} onCollapsedChange={setCollapsed} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /收起/ }));
    await expect(canvas.queryByRole('button', { name: /对比/ })).toBeNull();
  },
};

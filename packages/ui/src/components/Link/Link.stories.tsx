import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  title: 'Kit/Link',
  component: Link,
  args: { href: '#help', children: '查看帮助中心' },
  parameters: {
    docs: {
      description: { component: '跳转到页面或网址。应用内路由由应用的 RouterProvider 接管。触发操作请用 Button。' },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Muted: Story = { args: { tone: 'muted', children: '用户协议' } };

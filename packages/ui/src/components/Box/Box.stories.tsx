import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Kit/Box',
  component: Box,
  parameters: {
    docs: {
      description: {
        component:
          '布局基础组件：间距、颜色、弹性布局都取自主题（sprinkles 原子类）。页面布局优先用 Box，组件自身样式才写 .css.ts。',
      },
    },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {
  args: {
    display: 'flex',
    flexDirection: 'column',
    gap: 'md',
    padding: 'lg',
    background: 'surface',
    borderRadius: 'lg',
  },
  render: (args) => (
    <Box {...args}>
      <Box padding="md" background="primarySoft" borderRadius="md">
        电动遥控
      </Box>
      <Box padding="md" background="surfaceMuted" borderRadius="md">
        婴幼玩具
      </Box>
      <Box padding="md" background="surfaceMuted" borderRadius="md">
        户外运动
      </Box>
    </Box>
  ),
};

export const Row: Story = {
  args: { display: 'flex', gap: 'sm', alignItems: 'center', padding: 'md', background: 'surface' },
  render: (args) => (
    <Box {...args}>
      <Box color="primary" fontWeight="bold">
        ¥12.50
      </Box>
      <Box color="textMuted" fontSize="sm">
        出厂价
      </Box>
    </Box>
  ),
};

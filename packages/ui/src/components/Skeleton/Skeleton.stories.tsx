import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Kit/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: { component: '内容加载中的占位，形状与真实内容一致（产品卡、列表行）。短暂的操作等待用 Spinner。' },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductCardShape: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm" style={{ width: 220 }}>
      <Skeleton height={220} />
      <Skeleton lines={2} />
      <Skeleton shape="text" width="40%" />
    </Box>
  ),
};
export const Avatar: Story = { args: { shape: 'circle', width: 40, height: 40 } };

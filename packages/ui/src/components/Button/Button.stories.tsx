import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: '加入选样车', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          '触发一个操作。每屏只放一个 primary（主操作，如“加入选样车”“导出”）；普通操作用 outline；表格行内、工具栏用 ghost 或 link。跳转页面请用 Link。只有图标时用 IconButton。',
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary', icon: <ShoppingCart size={16} /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '加入选样车' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Box display="flex" gap="sm" flexWrap="wrap" alignItems="center">
      {buttonVariants.map((v) => (
        <Button key={v} {...args} variant={v}>
          {v}
        </Button>
      ))}
    </Box>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="sm" alignItems="center">
      {buttonSizes.map((s) => (
        <Button key={s} {...args} size={s} variant="primary">
          导出 {s}
        </Button>
      ))}
    </Box>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = { args: { isPending: true, variant: 'primary', children: '导出中' } };

export const WithIconEnd: Story = { args: { iconEnd: <Download size={16} />, children: '下载 Excel' } };

export const LongChineseText: Story = {
  args: { children: '批量加入选样车并同步到贸易软件（共 128 款产品）', variant: 'secondary' },
};

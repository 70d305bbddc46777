import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Kit/Switch',
  component: Switch,
  args: { children: '显示水印', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: '立即生效的开关设置（显示水印、显示单位、显示工厂名）。需要随表单一起提交的选项用 Checkbox。',
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

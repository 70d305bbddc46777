import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Kit/Slider',
  component: Slider,
  args: { label: '水印字号', defaultValue: 14, minValue: 10, maxValue: 40, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: { description: { component: '拖动选择数值或区间（价格区间、水印字号）。需要精确输入时用 NumberField。' } },
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith(15);
  },
};
export const PriceRange: Story = {
  args: {
    label: '价格区间（元）',
    defaultValue: [10, 80],
    minValue: 0,
    maxValue: 200,
    thumbLabels: ['最低价', '最高价'],
  } as never,
};
export const Disabled: Story = { args: { isDisabled: true } };

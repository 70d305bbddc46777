import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Kit/NumberField',
  component: NumberField,
  args: { label: '图片宽度（px）', defaultValue: 600, minValue: 100, maxValue: 2000, step: 50, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: { description: { component: '数字输入：按区域格式化，支持最小/最大值和步长（数量、价格、图片宽度）。' } },
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button').at(-1)!);
    await expect(args.onChange).toHaveBeenCalledWith(650);
  },
};
export const Currency: Story = {
  args: {
    label: '出厂价',
    defaultValue: 12.5,
    formatOptions: { style: 'currency', currency: 'CNY' },
    step: 0.1,
    minValue: 0,
    maxValue: undefined,
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '不能低于50', defaultValue: 40, label: '缩放（%）', minValue: undefined },
};
export const Disabled: Story = { args: { isDisabled: true } };

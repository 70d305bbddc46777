import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Kit/RadioGroup',
  component: RadioGroup,
  args: { label: '导出格式', children: null, onChange: fn(), defaultValue: 'excel' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="excel">Excel（含图片）</Radio>
      <Radio value="pdf">PDF</Radio>
      <Radio value="zip">图片压缩包</Radio>
    </RadioGroup>
  ),
  parameters: {
    docs: {
      description: { component: '从少量、需要同时看见的选项中选一个（导出格式、图片命名方式）。选项多时用 Select。' },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'PDF' }));
    await expect(args.onChange).toHaveBeenCalledWith('pdf');
  },
};
export const Vertical: Story = { args: { orientation: 'vertical' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: '请选择导出格式', defaultValue: undefined } };

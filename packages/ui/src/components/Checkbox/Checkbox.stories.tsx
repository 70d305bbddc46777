import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  args: { children: '显示工厂名称', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '勾选一项或多项（选择产品、导出时显示单位）。多个相关选项用 CheckboxGroup；二选一的开关设置用 Switch；互斥选项用 RadioGroup。',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: '全选（已选 12 / 40）' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Group: Story = {
  render: () => (
    <CheckboxGroup label="认证证书" defaultValue={['EN71']}>
      {['EN71', 'ASTM F963', '3C (CCC)', 'CE', 'CPC'].map((c) => (
        <Checkbox key={c} value={c}>
          {c}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
};

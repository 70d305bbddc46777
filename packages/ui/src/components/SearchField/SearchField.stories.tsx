import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Kit/SearchField',
  component: SearchField,
  args: { 'aria-label': '搜索产品', placeholder: '搜索玩具名称、货号或产品编号', onSubmit: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: '搜索框：回车提交，Esc 或 × 清空。页头的产品/工厂搜索（带联想和最近搜索）用 HeaderSearch。',
      },
    },
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), '磁力片{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('磁力片');
  },
};
export const WithLabel: Story = {
  args: { label: '工厂', placeholder: '搜索工厂名称或联系电话', 'aria-label': undefined },
};
export const Filled: Story = { args: { defaultValue: '2.4G 遥控越野车' } };
export const Disabled: Story = { args: { isDisabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Kit/TextField',
  component: TextField,
  args: { label: '选样车名称', placeholder: '最多 10 个字', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '单行或多行文本输入，带标签、说明和错误提示。校验规则来自 @wanju/domain（如 validateCartName），把返回的消息交给 validate。搜索框请用 SearchField，数字请用 NumberField。',
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '选样车名称' });
    await userEvent.type(input, '春季新品');
    await expect(args.onChange).toHaveBeenLastCalledWith('春季新品');
  },
};

export const WithDescription: Story = { args: { description: '用于区分不同客户的选样', isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '请输入选样车名称！', defaultValue: '', isRequired: true },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '默认选样车' } };

export const Multiline: Story = {
  args: {
    label: '备注',
    multiline: true,
    placeholder: '填写给工厂的备注',
    defaultValue: '请报含税价，包装要求彩盒，外箱唛头中英文。',
  },
};

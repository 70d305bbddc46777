import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const customers = ['德国客户 Müller', '迪拜客户', '美国客户 Smith', '巴西客户', '俄罗斯客户', '澳洲客户'].map(
  (name, i) => ({ id: i + 1, name }),
);

const meta = {
  title: 'Kit/ComboBox',
  component: ComboBox<(typeof customers)[number]>,
  args: { label: '客户', items: customers, placeholder: '输入客户名称', onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: { component: '可输入筛选的单选（客户、工厂、地区）。选项少时用 Select；搜索页头用 HeaderSearch。' },
    },
  },
} satisfies Meta<typeof ComboBox<(typeof customers)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), '迪拜');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '迪拜客户' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(2);
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: '请选择客户' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const systems = [
  { id: 1, name: '贸易系统 A' },
  { id: 2, name: '贸易系统 B' },
  { id: 3, name: '贸易系统 C' },
  { id: 4, name: '贸易系统 D' },
  { id: 5, name: '其他，请在备注中写明' },
];

const meta = {
  title: 'Kit/Select',
  component: Select<(typeof systems)[number]>,
  args: { label: '当前使用的贸易系统', items: systems, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: { component: '从少量选项中选一个（贸易系统、导出格式、排序）。选项多或需要输入搜索时用 ComboBox。' },
    },
  },
} satisfies Meta<typeof Select<(typeof systems)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /当前使用的贸易系统/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '贸易系统 C' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(3);
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 2 } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: '请选择当前使用的贸易系统', isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 1 } };

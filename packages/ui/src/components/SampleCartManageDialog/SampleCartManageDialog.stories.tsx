import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCarts } from '../../fixtures';
import { SampleCartManageDialog } from './SampleCartManageDialog';

const meta = {
  title: 'Kit/SampleCartManageDialog',
  component: SampleCartManageDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    carts: sampleCarts,
    onCreate: fn(),
    onRename: fn(),
    onSetDefault: fn(),
    onDelete: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '选样车管理：新建、重命名、设为默认、删除。名称规则（必填、最多 10 字）和默认车规则（默认车不能取消、不能删除）来自 domain；成功提示由调用方用 toast 显示。',
      },
    },
  },
} satisfies Meta<typeof SampleCartManageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '新建选样车' }));
    await userEvent.click(body.getByRole('button', { name: '创建' }));
    await expect(body.getByText('请输入选样车名称！')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
export const Creating: Story = { args: { startCreating: true } };
export const Empty: Story = { args: { carts: [] } };

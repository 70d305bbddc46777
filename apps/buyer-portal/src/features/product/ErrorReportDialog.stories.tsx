import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures';
import { ErrorReportDialog } from './ErrorReportDialog';

const meta = {
  title: 'Buyer/ProductErrorReport',
  component: ErrorReportDialog,
  args: {
    productName: '2.4G四通遥控越野车 1:16 合金车身',
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ErrorReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form asks for a type and a description before it sends. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const body = within(dialog);
    await userEvent.click(body.getByRole('button', { name: '提交' }));
    await expect(body.getByRole('alert')).toHaveTextContent('请选择错误类型');
    await userEvent.click(body.getByRole('checkbox', { name: '价格错误' }));
    await userEvent.click(body.getByRole('button', { name: '提交' }));
    await expect(body.getByRole('alert')).toHaveTextContent('请填写错误说明');
    await userEvent.type(body.getByRole('textbox', { name: '错误说明' }), '出厂价应为 45.00 元');
    await userEvent.click(body.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(['price'], '出厂价应为 45.00 元');
  },
};
export const Submitting: Story = {
  args: { isPending: true },
  play: async () => {
    await expect(within(document.body).getByRole('button', { name: '提交中…' })).toBeDisabled();
  },
};
export const ServerRefusal: Story = {
  args: { error: '您今天对该产品的纠错已提交过多，请明天再试' },
  play: async () => {
    await expect(within(document.body).getByRole('alert')).toHaveTextContent('您今天对该产品的纠错已提交过多');
  },
};
export const LongChineseText: Story = { args: { productName: LONG_NAME } };

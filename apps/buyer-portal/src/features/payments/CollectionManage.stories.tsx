import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CollectionManageView } from './CollectionManageView';
import { days, usd } from './fixtures';

const meta = {
  title: 'Buyer/CollectionManage',
  component: CollectionManageView,
  args: { accounts: [usd], reconciliation: days, mayChange: true, busy: false, onOpen: fn(), onCopy: fn() },
} satisfies Meta<typeof CollectionManageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bank details to give buyers, copied in one piece; another currency opened. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('USD 可结汇余额')).toHaveTextContent('$19,940.00');
    await userEvent.click(canvas.getByRole('button', { name: '复制收款信息' }));
    await expect(args.onCopy).toHaveBeenCalledWith(expect.stringContaining('80417236589012'));
    await userEvent.click(canvas.getByRole('button', { name: '开通欧元（EUR）账户' }));
    await expect(args.onOpen).toHaveBeenCalledWith('EUR');
  },
};
export const Empty: Story = { args: { accounts: [], reconciliation: [] } };
export const ReadOnly: Story = { args: { mayChange: false } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sandboxAccount, settlement, usd } from './fixtures';
import { SandboxConsoleView } from './SandboxConsoleView';

const meta = {
  title: 'Buyer/SandboxConsole',
  component: SandboxConsoleView,
  args: {
    denied: null,
    accounts: [
      sandboxAccount(),
      sandboxAccount({
        account_id: 2,
        company_name: '汕头市澄海区星辉玩具厂',
        status: 'ACTIVE',
        status_text: '已开通',
        collection_accounts: [usd],
        pending_settlements: [settlement(1)],
      }),
    ],
    busy: false,
    onReview: fn(),
    onPayment: fn(),
    onSettle: fn(),
  },
} satisfies Meta<typeof SandboxConsoleView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Approving a KYC, simulating a buyer's payment, completing a settlement. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '通过认证' }));
    await expect(args.onReview).toHaveBeenCalledWith(1, true, '');
    const factory = within(canvas.getByRole('article', { name: '汕头市澄海区星辉玩具厂' }));
    await userEvent.type(factory.getByRole('textbox', { name: '金额' }), '12500.50');
    await userEvent.type(factory.getByRole('textbox', { name: '付款人名称' }), 'Gulf Toys Trading LLC');
    await userEvent.click(factory.getByRole('button', { name: '模拟到账' }));
    await expect(args.onPayment).toHaveBeenCalledWith({
      account_id: 2,
      currency: 'USD',
      amount_minor: 1_250_050,
      payer_name: 'Gulf Toys Trading LLC',
      payer_country: '',
    });
    await userEvent.click(factory.getByRole('button', { name: '完成结汇' }));
    await expect(args.onSettle).toHaveBeenCalledWith(1, true, '');
  },
};
export const Denied: Story = { args: { denied: '只有平台运营人员可以使用沙箱控制台', accounts: [] } };
export const Empty: Story = { args: { accounts: [] } };

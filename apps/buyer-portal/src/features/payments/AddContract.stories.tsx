import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddContractView } from './AddContractView';
import { contract, doc, settlement } from './fixtures';

const docs = [
  doc(3, 'contract', '贸易合同', 'contract.pdf'),
  doc(4, 'invoice', '商业发票', 'invoice.pdf'),
  doc(5, 'customs', '报关单', 'customs.pdf'),
];

const meta = {
  title: 'Buyer/AddContract',
  component: AddContractView,
  args: {
    contracts: [contract(1)],
    balances: { USD: 1_494_000 },
    contractId: 1,
    documents: docs,
    settlements: [
      settlement(1),
      settlement(2, { status: 'settled', status_text: '已结汇', settled_time: '2026-11-21 15:00:00' }),
      settlement(3, { status: 'rejected', status_text: '已退回', reason: '报关单与合同金额不一致' }),
    ],
    quote: { rate: 7.1032, rmb_minor: 710_320 },
    busy: false,
    error: null,
    onContract: fn(),
    onAmount: fn(),
    onUpload: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof AddContractView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Above the balance is refused with the reason; within it the application is sent with its documents. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: '结汇金额（USD）' });
    await userEvent.type(amount, '20000');
    await userEvent.click(canvas.getByRole('button', { name: '提交结汇申请' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('结汇金额超过可结汇余额（$14,940.00）');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(canvas.getByRole('button', { name: '提交结汇申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      contract_id: 1,
      currency: 'USD',
      amount_minor: 100_000,
      document_ids: [3, 4, 5],
    });
  },
};

export const WithoutDocuments: Story = {
  args: { documents: docs.slice(0, 1), quote: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '结汇金额（USD）' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: '提交结汇申请' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('缺少结汇材料：商业发票、报关单');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const NoContracts: Story = { args: { contracts: [], contractId: null, settlements: [] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContractListView } from './ContractListView';
import { contract, quotations } from './fixtures';

const meta = {
  title: 'Buyer/ContractList',
  component: ContractListView,
  args: {
    state: 'ready',
    rows: [
      contract(1),
      contract(2, {
        buyer_name: 'Global Playthings Import & Export Trading Company Limited（迪拜）',
        status: 'open',
        status_text: '待收款',
        received_minor: 0,
        settled_minor: 0,
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    filter: { keyword: '', status: '' },
    quotations,
    mayChange: true,
    busy: false,
    onFilter: fn(),
    onPageChange: fn(),
    onPickQuotation: fn(),
    onCreate: fn(),
    onSettle: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ContractListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A contract made from a confirmed quotation; a settlement asked for another. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '申请结汇 HT-Q20261118-0001' }));
    await expect(args.onSettle).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '从报价单生成合同' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: '生成合同 Q20261120-0002' })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: '生成合同 Q20261118-0001' }));
    await expect(args.onCreate).toHaveBeenCalledWith(7);
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const LoadError: Story = { args: { state: 'error', rows: [], total: 0 } };

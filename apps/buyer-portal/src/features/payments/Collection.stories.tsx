import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CollectionView } from './CollectionView';
import { contract, payment } from './fixtures';

const meta = {
  title: 'Buyer/Collection',
  component: CollectionView,
  args: {
    state: 'ready',
    rows: [
      payment(1),
      payment(2, {
        amount_minor: 350_000,
        fee_minor: 1050,
        payer_name: 'Toy Planet Pty Ltd',
        payer_country: 'Australia',
        contract_id: 1,
        contract_number: 'HT-Q20261118-0001',
      }),
      payment(3, {
        currency: 'EUR',
        amount_minor: 1_250_000,
        fee_minor: 3750,
        payer_name: 'Jouets Lumière SARL',
        status: 'reversed',
      }),
    ],
    total: 3,
    totals: [{ currency: 'USD', sum_minor: 470_000, count: 2 }],
    page: 1,
    pageSize: 20,
    filter: { currency: '', matched: 'all', date_from: '', date_to: '' },
    contracts: [contract(1)],
    onFilter: fn(),
    onPageChange: fn(),
    onMatch: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CollectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A payment matched to a contract of its currency. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /匹配合同 ACME Toys Inc\./ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: /HT-Q20261118-0001/ }));
    await expect(args.onMatch).toHaveBeenCalledWith(1, 1);
  },
};
/** Without a currency filter the total is said per currency, never one sum of different currencies. */
export const TotalsPerCurrency: Story = {
  args: {
    total: 3,
    totals: [
      { currency: 'USD', sum_minor: 470_000, count: 2 },
      { currency: 'EUR', sum_minor: 1_250_000, count: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('共 3 笔，合计到账 $4,700.00，€12,500.00');
  },
};
export const Empty: Story = { args: { rows: [], total: 0, totals: [] } };
export const Loading: Story = { args: { state: 'loading', rows: [], total: 0 } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { summaries, summary } from './fixtures';
import { QuotationListView } from './QuotationListView';

const meta = {
  title: 'Buyer/QuotationList',
  component: QuotationListView,
  args: {
    kind: 'company',
    state: 'ready',
    rows: summaries,
    total: summaries.length,
    page: 1,
    pageSize: 20,
    filter: { keyword: '', customer_id: 0, user_id: 0, status: '', date_from: '', date_to: '' },
    customers: [
      { id: 1, name: 'ACME Toys Inc.' },
      { id: 2, name: 'EuroPlay GmbH' },
    ],
    salespeople: [
      { id: 1, name: '王建国' },
      { id: 2, name: '李晓梅' },
    ],
    onFilter: fn(),
    onPageChange: fn(),
    onOpen: fn(),
    onCreate: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof QuotationListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening a quotation and searching by number. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '打开 Q20261105-0003' }));
    await expect(args.onOpen).toHaveBeenCalledWith(3);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索报价单号' }), 'Q2026{enter}');
    await expect(args.onFilter).toHaveBeenCalledWith({ keyword: 'Q2026' });
  },
};
export const Loading: Story = { args: { state: 'loading', rows: [], total: 0 } };
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('还没有报价单')).toBeVisible();
  },
};
export const LoadError: Story = { args: { state: 'error', rows: [], total: 0 } };
export const LongList: Story = {
  args: {
    rows: Array.from({ length: 20 }, (_, i) =>
      summary(i + 1, {
        customer_name: i % 3 ? 'Global Playthings Import & Export Trading Company Limited（迪拜）' : 'ACME Toys Inc.',
        toy_count: 1200 + i,
        amount: 987654.32,
      }),
    ),
    total: 233,
  },
};
/** A salesperson sees no salesperson filter; showroom quotations have no create button. */
export const Showroom: Story = { args: { kind: 'showroom', salespeople: undefined, onCreate: undefined } };

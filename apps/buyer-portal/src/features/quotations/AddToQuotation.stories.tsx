import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddToQuotationDialog } from './AddToQuotationDialog';
import { summaries, summary } from './fixtures';

const meta = {
  title: 'Buyer/AddToQuotation',
  component: AddToQuotationDialog,
  args: {
    isOpen: true,
    count: 3,
    state: 'ready',
    quotations: summaries.filter((q) => q.status !== 'closed'),
    keyword: '',
    onKeyword: fn(),
    onPage: fn(),
    onConfirm: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddToQuotationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new quotation is the default; picking an open one adds the products to it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenLastCalledWith('new');
    const first = args.quotations[0];
    if (!first) throw new Error('fixture without an open quotation');
    await userEvent.click(within(dialog).getByRole('radio', { name: new RegExp(first.number) }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenLastCalledWith(first.id);
  },
};
export const NoOpenQuotation: Story = { args: { quotations: [], count: 1 } };
/** Typing searches all of the user's quotations (number, customer, remark) on the server. */
export const Search: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索报价单' }), 'Q');
    await expect(args.onKeyword).toHaveBeenLastCalledWith('Q');
  },
};
export const NoMatch: Story = {
  args: { quotations: [], keyword: '不存在的客户', total: 0 },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(/没有找到匹配的报价单/)).toBeVisible();
  },
};
/** Many quotations: a page of ten at a time, the pages below. */
export const LongList: Story = {
  args: {
    count: 120,
    total: 236,
    page: 1,
    pageSize: 10,
    quotations: Array.from({ length: 10 }, (_, i) =>
      summary(100 + i, { customer_name: i % 2 ? '深圳市某某国际贸易有限公司（欧洲区客户长名称）' : '' }),
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};
export const Loading: Story = { args: { state: 'loading' } };
/** The list failed: a new quotation can still be made, or the list asked again. */
export const LoadError: Story = {
  args: { state: 'error', quotations: [] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('报价单列表加载失败');
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listingItems } from './fixtures';
import { NO_FILTERS, ProductListView } from './ProductListView';

const meta = {
  title: 'Factory/ProductList',
  component: ProductListView,
  args: {
    state: 'ready',
    list: listingItems,
    total: 4,
    counts: { published: 2, draft: 1, hidden: 1 },
    page: 1,
    pageSize: 20,
    filters: NO_FILTERS,
    onFilters: fn(),
    onPage: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onBulk: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Published, draft (no picture, no price), hidden and a long Chinese name, with what each lacks. */
export const Default: Story = {};

/** Select two products and hide them; delete asks first. */
export const BulkActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择 ${listingItems[0]?.name}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择 ${listingItems[2]?.name}` }));
    const toolbar = canvas.getByRole('toolbar', { name: '已选 2 个产品' });
    await userEvent.click(within(toolbar).getByRole('button', { name: '下架' }));
    await expect(args.onBulk).toHaveBeenCalledWith([1, 3], 'hide', undefined);
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选本页' }));
    await userEvent.click(within(canvas.getByRole('toolbar')).getByRole('button', { name: '删除' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确定删除选中的4个产品？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onBulk).toHaveBeenLastCalledWith([1, 2, 3, 4], 'delete', undefined);
  },
};

/** The status tabs and the search filter the list; editing opens a product. */
export const FilterAndEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '草稿 1' }));
    await expect(args.onFilters).toHaveBeenCalledWith({ ...NO_FILTERS, status: 'draft' });
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索品名或货号' }), '回力{enter}');
    await expect(args.onFilters).toHaveBeenLastCalledWith({ ...NO_FILTERS, keyword: '回力' });
    await userEvent.click(canvas.getByRole('button', { name: `编辑 ${listingItems[1]?.name}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = { args: { list: [], total: 0, counts: { published: 0, draft: 0, hidden: 0 } } };
export const NothingMatches: Story = { args: { list: [], total: 0, filters: { ...NO_FILTERS, missing: 'picture' } } };
export const Loading: Story = { args: { state: 'loading', list: [] } };
export const LoadError: Story = {
  args: { state: 'error', list: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

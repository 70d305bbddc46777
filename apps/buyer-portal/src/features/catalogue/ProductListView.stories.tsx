import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME, toyFixture, toyList } from '../../fixtures';
import { ProductListView } from './ProductListView';

const meta = {
  title: 'Buyer/ProductList',
  component: ProductListView,
  args: {
    title: '新品',
    state: 'ready',
    items: toyList(8),
    total: 120,
    totalText: '120',
    page: 1,
    pageSize: 20,
    filters: {},
    onFiltersChange: fn(),
    onPageChange: fn(),
    onOpenProduct: fn(),
    onRetry: fn(),
    compareIds: [1001],
    onToggleCompare: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof ProductListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 120 款产品');
    await userEvent.click(canvas.getAllByRole('button', { name: '遥控越野攀爬车' })[0] as HTMLElement);
    await expect(args.onOpenProduct).toHaveBeenCalledWith(1000);
    await userEvent.click(
      (await canvas.findAllByRole('button', { name: '加入选样车：2.4G四轴无人机' }))[0] as HTMLElement,
    );
    await expect(args.onAddToCart).toHaveBeenCalledWith(1001);
    await userEvent.click(canvas.getAllByRole('button', { name: '加入对比：惯性工程车套装' })[0] as HTMLElement);
    await expect(args.onToggleCompare).toHaveBeenCalledWith(1002);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
/** Ticked products go into a sample cart together (the batch-add dialog opens with them). */
export const TickAndAddToCart: Story = {
  args: { onAddSelectedToCart: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('checkbox', { name: '选择 遥控越野攀爬车' }))[0] as HTMLElement);
    await userEvent.click(canvas.getAllByRole('checkbox', { name: '选择 2.4G四轴无人机' })[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: '加入选样车（2）' }));
    await expect(args.onAddSelectedToCart).toHaveBeenCalledWith([1000, 1001]);
    await expect(canvas.queryByRole('button', { name: /^加入选样车（/ })).toBeNull();
  },
};
/** Ticked products go into a quotation (the dialog asks which one). */
export const TickAndAddToQuotation: Story = {
  args: { onAddSelectedToCart: fn(), onAddSelectedToQuotation: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('checkbox', { name: '选择 遥控越野攀爬车' }))[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: '加入报价单（1）' }));
    await expect(args.onAddSelectedToQuotation).toHaveBeenCalledWith([1000]);
  },
};
export const SearchResults: Story = {
  args: { title: '样品查询', keyword: '遥控汽车', totalText: '1万+', total: 12000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('“遥控汽车” 共找到 1万+ 款产品');
  },
};
export const PriceFilter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '最低价' }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: '最高价' }), '50');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ min_price: 10, max_price: 50 });
  },
};
export const Loading: Story = { args: { state: 'loading', items: [] } };
export const Empty: Story = {
  args: { items: [], total: 0, totalText: '0' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无符合条件的产品')).toBeInTheDocument();
  },
};
export const LoadError: Story = {
  args: { state: 'error', items: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongChineseText: Story = {
  args: {
    items: [
      toyFixture(0, { name: LONG_NAME, factory_name: '汕头市澄海区莲下镇超长名称塑胶电子玩具实业有限公司' }),
      toyFixture(1, { stock_quantity: 12000 }),
    ],
    total: 2,
    totalText: '2',
  },
};

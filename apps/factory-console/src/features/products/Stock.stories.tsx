import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listingItems, stockHistory } from './fixtures';
import { StockView } from './StockView';

const meta = {
  title: 'Factory/Stock',
  component: StockView,
  args: {
    state: 'ready',
    list: listingItems,
    total: 4,
    page: 1,
    pageSize: 20,
    onPage: fn(),
    onSearch: fn(),
    onRetry: fn(),
    selected: null,
    history: [],
    onSelect: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof StockView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${listingItems[0]?.article_number}`) }));
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

/** A product with its stock and history: a new quantity and price are saved. */
export const UpdateStock: Story = {
  args: { selected: listingItems[0] ?? null, history: stockHistory },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '库存记录' })).toHaveTextContent('李厂长 设为 480，库存价 ¥11.20');
    const quantity = canvas.getByRole('textbox', { name: '库存数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '240');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: '更新库存' }));
    await expect(args.onSave).toHaveBeenCalledWith(1, 240, 11.2);
  },
};
export const NoHistory: Story = { args: { selected: listingItems[1] ?? null, history: [] } };
export const Loading: Story = { args: { state: 'loading', list: [] } };
export const LoadError: Story = { args: { state: 'error', list: [] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME, toyFixture, toyList } from '../../fixtures';
import { CompareView } from './CompareView';

const items = toyList(3);

const meta = {
  title: 'Buyer/Compare',
  component: CompareView,
  args: {
    state: 'ready',
    items,
    onlyDifferences: false,
    onOnlyDifferencesChange: fn(),
    onRemove: fn(),
    onAddToCart: fn(),
    onInquiry: fn(),
    onSupplement: fn(),
    onCreateChooses: fn(),
    onCreateQuotation: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CompareView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three products side by side; the inquiry goes to all of them. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 3/10 款产品');
    await expect(canvas.getByRole('table', { name: '产品对比' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发送询价' }));
    await expect(args.onInquiry).toHaveBeenCalledWith(items.map((t) => t.id));
    await userEvent.click(canvas.getByRole('button', { name: '申请补样' }));
    await expect(args.onSupplement).toHaveBeenCalledWith(items.map((t) => t.id));
    await userEvent.click(canvas.getByRole('button', { name: '加入选品单' }));
    await expect(args.onCreateChooses).toHaveBeenCalledWith(items.map((t) => t.id));
    await userEvent.click(canvas.getByRole('button', { name: '生成报价单' }));
    await expect(args.onCreateQuotation).toHaveBeenCalledWith(items.map((t) => t.id));
    await userEvent.click(canvas.getByRole('button', { name: `移出 ${items[0]?.article_number} ${items[0]?.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(items[0]?.id);
  },
};
export const OnlyDifferences: Story = { args: { onlyDifferences: true } };
export const Ten: Story = { args: { items: toyList(10) } };
export const LongText: Story = {
  args: {
    items: [
      toyFixture(6, { name: LONG_NAME, factory_name: '汕头市澄海区奥迪玩具实业有限公司（第二生产基地）' }),
      ...toyList(2),
    ],
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error' } };

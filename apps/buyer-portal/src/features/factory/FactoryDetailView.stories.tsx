import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { factoryDetailFixture, toyList } from '../../fixtures';
import { FactoryDetailView } from './FactoryDetailView';

const meta = {
  title: 'Buyer/FactoryDetail',
  component: FactoryDetailView,
  args: {
    factory: factoryDetailFixture(),
    factoryState: 'ready',
    products: toyList(6),
    productsState: 'ready',
    total: 6,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onOpenProduct: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FactoryDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0754-85551234')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: '遥控越野攀爬车' })[0] as HTMLElement);
    await expect(args.onOpenProduct).toHaveBeenCalledWith(1000);
  },
};
export const Loading: Story = { args: { factoryState: 'loading', factory: null } };
export const ProductsLoading: Story = { args: { productsState: 'loading', products: [] } };
export const NoProducts: Story = { args: { products: [], total: 0 } };
export const LoadError: Story = { args: { factoryState: 'error', factory: null } };
export const LongChineseText: Story = {
  args: {
    factory: factoryDetailFixture({
      name: '汕头市澄海区莲下镇超长名称塑胶电子玩具实业有限公司第二分厂（出口部）',
      intro: '本厂成立于一九九八年，'.repeat(12),
    }),
  },
};

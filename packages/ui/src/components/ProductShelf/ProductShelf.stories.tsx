import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../../fixtures';
import { ProductShelf } from './ProductShelf';

const meta = {
  title: 'Kit/ProductShelf',
  component: ProductShelf,
  args: { label: '新品推荐', products: sampleProducts(10), onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 1200, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '首页等板块的一组产品卡片（几十款以内）：普通网格、不滚动，卡片高度与 ProductGrid 相同；加载时显示同样大小的骨架卡片，数据到达时版面不跳动。长列表请用 ProductGrid。',
      },
    },
  },
} satisfies Meta<typeof ProductShelf>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '新品推荐' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = args.products[0];
    await userEvent.click(canvas.getByRole('button', { name: first?.name }));
    await expect(args.onOpen).toHaveBeenCalledWith(first?.id);
  },
};

export const Loading: Story = {
  args: { loadingCount: 10 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '新品推荐' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getByText('加载中…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../../fixtures';
import { ProductCard } from './ProductCard';

const [product] = sampleProducts(1);

const meta = {
  title: 'Kit/ProductCard',
  component: ProductCard,
  args: {
    product: product!,
    onOpen: fn(),
    onAddToCart: fn(),
    onCompare: fn(),
    onSelectionChange: fn(),
    priority: true,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 232 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '产品列表中的一个产品：图片、名称、出厂价、货号、工厂，可勾选、加入选样车、加入对比。大量产品请放进 ProductGrid（虚拟滚动）。API 字段（toy_id、exworks_price）在应用里一次性映射为 ProductCardData。',
      },
    },
  },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /加入选样车/ }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(1, true);
  },
};
export const Selected: Story = { args: { isSelected: true, isInCompare: true } };
export const NoPicture: Story = { args: { product: { ...product!, picture: null } } };
export const NoPrice: Story = { args: { product: { ...product!, price: null } } };
export const LongChineseName: Story = {
  args: {
    product: {
      ...product!,
      name: '新款儿童电动遥控挖掘机 合金铲斗 可坐可骑 带音乐灯光 男孩 3-8 岁 工程车玩具 大号',
      factoryName: '汕头市澄海区某某塑胶电子玩具实业有限公司（原澄海玩具二厂）',
      tags: ['新品', 'EN71'],
    },
  },
};
export const ReadOnly: Story = {
  args: { onAddToCart: undefined, onCompare: undefined, onSelectionChange: undefined },
};
/** ProductGrid's first frame: text and the empty picture frame, no controls yet; same layout as the full card. */
export const Lite: Story = {
  args: { lite: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: product!.name })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /加入选样车/ })).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

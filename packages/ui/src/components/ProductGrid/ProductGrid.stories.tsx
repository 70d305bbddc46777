import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleProducts } from '../../fixtures';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProductGrid } from './ProductGrid';

const many = sampleProducts(10_000);

const meta = {
  title: 'Kit/ProductGrid',
  component: ProductGrid,
  args: {
    label: '新品列表',
    products: many.slice(0, 24),
    height: 640,
    onOpen: fn(),
    onAddToCart: fn(),
    onCompare: fn(),
    onSelectionChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '虚拟滚动的产品网格：只渲染可见的几行，1 万个产品也能流畅滚动；列数随宽度变化（1046 宽 4 列，1686 宽 7 列）。滚到底部调用 onEndReached 加载下一页。',
      },
    },
  },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TenThousand: Story = {
  args: { products: many },
  // Where the virtualiser lands after a programmatic scroll depends on timing: no screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article').length).toBeLessThan(100);
    const region = canvas.getByRole('region', { name: '新品列表' });
    region.scrollTop = 200_000;
    await waitFor(() =>
      expect(Number(canvas.getAllByRole('listitem')[0]!.getAttribute('aria-posinset'))).toBeGreaterThan(100),
    );
  },
};

function Selectable() {
  const [selected, setSelected] = useState<ReadonlySet<number | string>>(new Set([2]));
  return (
    <>
      <div style={{ padding: 8 }}>已选 {selected.size} 款</div>
      <ProductGrid
        label="新品列表"
        products={many.slice(0, 40)}
        height={560}
        selectedIds={selected}
        onSelectionChange={(id, on) =>
          setSelected((s) => {
            const next = new Set(s);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          })
        }
        onAddToCart={() => {}}
      />
    </>
  );
}

export const Selection: Story = {
  render: () => <Selectable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first frame has lite cards; the checkboxes come with the controls one frame later.
    await userEvent.click((await canvas.findAllByRole('checkbox'))[0]!);
    await expect(canvas.getByText('已选 2 款')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { isLoading: true, products: [] } };
export const LoadingMore: Story = { args: { isLoadingMore: true, products: many.slice(0, 8), height: 900 } };
export const Empty: Story = {
  args: {
    products: [],
    empty: (
      <EmptyState title="没有找到相关产品" description="换个关键词或筛选条件试试" action={<Button>清空筛选</Button>} />
    ),
  },
};
export const Narrow1046: Story = { globals: { viewport: { value: 'narrow' } } };
export const Wide1686: Story = { globals: { viewport: { value: 'wide' } } };

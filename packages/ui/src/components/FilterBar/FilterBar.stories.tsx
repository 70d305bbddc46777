import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { emptyProductFilters, FilterBar, type ProductFilters } from './FilterBar';

function Demo({ initial }: { initial: ProductFilters }) {
  const [v, setV] = useState(initial);
  return <FilterBar value={v} onChange={setV} regions={['广东 汕头 澄海', '广东 广州', '浙江 义乌', '广东 东莞']} />;
}

const meta = {
  title: 'Kit/FilterBar',
  component: Demo,
  args: { initial: emptyProductFilters },
  parameters: {
    docs: {
      description: {
        component: '产品列表筛选：分类、价格区间、认证、工厂、地区、排序；已选条件显示为可删除标签，可一键重置。',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithFilters: Story = {
  args: {
    initial: {
      ...emptyProductFilters,
      categoryId: 4000,
      priceMin: 10,
      priceMax: 80,
      certificate: 'EN71',
      factory: '星辉',
      sort: 'price_asc',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(canvas.queryByRole('grid', { name: '已选条件' })).toBeNull();
  },
};
export const Narrow1046: Story = { args: WithFilters.args, globals: { viewport: { value: 'narrow' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDimensions } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../../fixtures';
import { PriceTag } from '../PriceTag/PriceTag';
import { type CompareRow, CompareTable } from './CompareTable';
import { CompareTray } from './CompareTray';

type P = ReturnType<typeof sampleProducts>[number];
const products = sampleProducts(3);
const rows: CompareRow<P>[] = [
  { id: 'article', label: '货号', render: (p) => p.articleNumber },
  { id: 'price', label: '出厂价', render: (p) => <PriceTag value={p.price} size="sm" />, value: (p) => p.price },
  { id: 'size', label: '样品尺寸', render: (p) => formatDimensions(...(p.size ?? [])) ?? '—' },
  { id: 'factory', label: '工厂', render: (p) => p.factoryName },
  { id: 'currency', label: '币种', render: (p) => p.currency },
];

function Both({ onlyDifferences }: { onlyDifferences?: boolean }) {
  return (
    <>
      <CompareTable items={products} rows={rows} onlyDifferences={onlyDifferences} />
      <div style={{ marginTop: 24 }}>
        <CompareTray items={products.slice(0, 2)} onRemove={fn()} onClear={fn()} onCompare={fn()} />
      </div>
    </>
  );
}

const meta = {
  title: 'Kit/Compare',
  component: Both,
  parameters: {
    docs: {
      description: {
        component:
          '产品对比：CompareTray 为列表页底部的对比栏（至少两款才能对比）；CompareTable 并排展示参数，有差异的行高亮，可只看差异。',
      },
    },
  },
} satisfies Meta<typeof Both>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TableAndTray: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: /出厂价/ }).closest('tr')).toHaveAttribute(
      'data-differs',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '开始对比' }));
  },
};
export const OnlyDifferences: Story = { args: { onlyDifferences: true } };

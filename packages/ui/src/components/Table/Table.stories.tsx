import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../../fixtures';
import { DimensionText } from '../DimensionText/DimensionText';
import { Image } from '../Image/Image';
import { PriceTag } from '../PriceTag/PriceTag';
import { type Selection, type SortDescriptor, Table, type TableColumn } from './Table';

type P = ReturnType<typeof sampleProducts>[number];
const products = sampleProducts(12);
const columns: TableColumn<P>[] = [
  {
    id: 'picture',
    title: '图片',
    textValue: '图片',
    render: (p) => <Image src={p.picture} alt={p.name} width={48} loading="eager" />,
    width: 72,
  },
  { id: 'name', title: '品名', render: (p) => p.name, isRowHeader: true, allowsSorting: true },
  { id: 'articleNumber', title: '货号', render: (p) => p.articleNumber, allowsSorting: true },
  {
    id: 'size',
    title: '样品尺寸',
    render: (p) => <DimensionText length={p.size?.[0]} width={p.size?.[1]} height={p.size?.[2]} />,
  },
  {
    id: 'price',
    title: '出厂价',
    render: (p) => <PriceTag value={p.price} size="sm" />,
    align: 'end',
    allowsSorting: true,
  },
];

function Demo({ rows = products, isLoading = false }: { rows?: P[]; isLoading?: boolean }) {
  const [selected, setSelected] = useState<Selection>(new Set());
  const [sort, setSort] = useState<SortDescriptor>({ column: 'price', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sort.column as keyof P;
    return [...rows].sort((a, b) => {
      const r = String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'zh-CN', { numeric: true });
      return sort.direction === 'descending' ? -r : r;
    });
  }, [rows, sort]);
  return (
    <>
      <p>已选 {selected === 'all' ? rows.length : selected.size} 款</p>
      <Table
        label="选样车产品"
        columns={columns}
        rows={sorted}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        sortDescriptor={sort}
        onSortChange={setSort}
        isLoading={isLoading}
        maxHeight={480}
      />
    </>
  );
}

const meta = {
  title: 'Kit/Table',
  component: Demo,
  parameters: {
    docs: {
      description: {
        component:
          '数据表格：勾选行（复选框列，可全选）、列排序、单元格键盘导航。排序由调用方完成。大量产品浏览用 ProductGrid；报价明细编辑用 QuotationItemTable。',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('checkbox')[0]!);
    await expect(canvas.getByText('已选 12 款')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('columnheader', { name: /货号/ }));
    await expect(canvas.getByRole('columnheader', { name: /货号/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { rows: [] } };

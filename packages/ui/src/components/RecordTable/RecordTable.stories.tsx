import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { type RecordColumn, RecordTable } from './RecordTable';

interface Quote {
  id: number;
  number: string;
  customer: string;
  amount: string;
  status: string;
}

const open = fn();
const columns: RecordColumn<Quote>[] = [
  { id: 'number', title: '报价单号', render: (q) => q.number },
  { id: 'customer', title: '客户', render: (q) => q.customer },
  { id: 'status', title: '状态', render: (q) => <Badge tone="info">{q.status}</Badge> },
  { id: 'amount', title: '金额', render: (q) => q.amount, numeric: true },
  {
    id: 'actions',
    title: '操作',
    render: (q) => (
      <Button size="sm" onPress={() => open(q.id)} aria-label={`查看 ${q.number}`}>
        查看
      </Button>
    ),
  },
];

const meta = {
  title: 'Kit/RecordTable',
  component: RecordTable<Quote>,
  parameters: {
    docs: {
      description: {
        component:
          '列表页面的记录表格（报价单、合同、收款、邮件记录）：表头一行，每条记录一行，操作按钮在单元格内；窄屏可横向滚动。',
      },
    },
  },
  args: {
    label: '报价单',
    columns,
    rowKey: (q: Quote) => q.id,
    rows: [
      { id: 1, number: 'BJ20261125001', customer: 'ACME Toys Inc.', amount: '¥12,580.00', status: '已发送' },
      { id: 2, number: 'BJ20261125002', customer: 'EuroPlay GmbH', amount: '¥3,260.50', status: '已确认' },
    ],
  },
} satisfies Meta<typeof RecordTable<Quote>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named table with a header row, right-aligned amounts and an action per row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '报价单' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['报价单号', '客户', '状态', '金额', '操作']);
    await userEvent.click(within(table).getByRole('button', { name: '查看 BJ20261125002' }));
    await expect(open).toHaveBeenCalledWith(2);
  },
};

/** No records: only the header row (the screen shows its empty state instead). */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(1);
  },
};

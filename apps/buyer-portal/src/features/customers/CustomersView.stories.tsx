import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomerItem } from '@wanju/api-client';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CustomersView } from './CustomersView';

const customer = (id: number, name: string, extra: Partial<CustomerItem> = {}): CustomerItem => ({
  id,
  name,
  contact: 'John Smith',
  phone: '+1 212 555 0100',
  email: 'john@acme-toys.com',
  country: '美国',
  address: '',
  remark: '',
  user_id: 1,
  user_name: '王建国',
  cart_count: 2,
  created_time: '2026-11-01 10:00:00',
  ...extra,
});
const rows = [
  customer(1, 'ACME Toys Inc.'),
  customer(2, 'EuroPlay GmbH', { contact: 'Anna Müller', country: '德国', email: 'anna@europlay.de', cart_count: 0 }),
];

const meta = {
  title: 'Buyer/Customers',
  component: CustomersView,
  args: {
    state: 'ready',
    rows,
    total: rows.length,
    page: 1,
    pageSize: 20,
    keyword: '',
    onSearch: fn(),
    onPageChange: fn(),
    onSave: fn(async () => true),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CustomersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new customer needs a name (domain rule); then it is saved. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建客户' }));
    const dialog = await screen.findByRole('dialog', { name: '新建客户' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('请输入客户名称')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /客户名称/ }), '迪拜玩具贸易');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(null, expect.objectContaining({ name: '迪拜玩具贸易' }));
  },
};
export const LongText: Story = {
  args: {
    rows: [
      customer(3, '迪拜阿联酋国际玩具贸易有限责任公司（中东区总代理）', {
        remark: '客户要求全部产品附带EN71与ASTM证书，包装为彩盒加外箱，每箱不超过二十公斤，圣诞档期前交货',
      }),
    ],
    total: 1,
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error' } };

/** The main account and administrators filter by salesperson and assign a customer to one. */
export const Manager: Story = {
  args: {
    salespeople: [
      { id: 1, name: '王建国' },
      { id: 2, name: '李业务' },
    ],
    salesperson: 0,
    onSalespersonChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /所属业务员/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '李业务' }));
    await expect(args.onSalespersonChange).toHaveBeenCalledWith(2);
    await userEvent.click(c.getByRole('button', { name: '编辑 ACME Toys Inc.' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑客户' });
    await userEvent.click(within(dialog).getByRole('button', { name: /所属业务员/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '李业务' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'ACME Toys Inc.', user_id: 2 }));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsoleNavView } from './ConsoleNavView';

const items = [
  { path: '/', label: '工作台' },
  { path: '/products', label: '产品' },
  { path: '/import', label: '批量导入' },
  { path: '/inquiries', label: '收到的询价' },
  { path: '/supplements', label: '收到的补样' },
  { path: '/find-samples', label: '找样需求' },
  { path: '/chat', label: '消息', count: 3 },
  { path: '/company', label: '公司展示' },
  { path: '/staff', label: '员工管理' },
];

const meta = {
  title: 'Factory/ConsoleNav',
  component: ConsoleNavView,
  args: {
    companyName: '汕头市澄海区星辉玩具厂',
    nickname: '林志强',
    items,
    current: '/',
    base: '/factory/',
    onNavigate: fn(),
  },
} satisfies Meta<typeof ConsoleNavView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every screen is one click away; the current one is marked; links are real addresses under the app's base. */
export const Navigate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '公司展示' })).toHaveAttribute('href', '/factory/company');
    await userEvent.click(canvas.getByRole('link', { name: '员工管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/staff');
  },
};
/** On a request desk, with 99+ unread messages. */
export const UnreadMessages: Story = {
  args: {
    current: '/inquiries',
    items: items.map((i) => (i.path === '/chat' ? { ...i, count: 120 } : i)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /收到的询价/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /^工作台/ })).not.toHaveAttribute('aria-current');
  },
};
export const LongCompanyName: Story = {
  args: { companyName: '汕头市澄海区莲下镇星辉塑胶电子玩具实业有限公司第二分厂', nickname: '林志强（厂长）' },
};

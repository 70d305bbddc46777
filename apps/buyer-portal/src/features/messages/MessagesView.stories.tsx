import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SysMessage } from '@wanju/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessagesView } from './MessagesView';

const message = (id: number, over: Partial<SysMessage> = {}): SysMessage => ({
  id,
  kind: 'system',
  title: '积分到账提醒',
  content: '您获得每日登录积分 5 分，可在“我的积分”查看明细。',
  link: '/integral',
  is_read: 0,
  created_time: '2026-11-21 09:00:00',
  ...over,
});
const messages = [
  message(3, { kind: 'activity', title: '本周新品上架 1200+ 款', link: '/new_arrivals' }),
  message(2),
  message(1, { kind: 'inquiry', title: '您的询价已有工厂回复', is_read: 1, link: '' }),
];

const meta = {
  title: 'Buyer/Messages',
  component: MessagesView,
  args: {
    filter: 'all',
    onFilterChange: fn(),
    state: 'ready',
    messages,
    total: 3,
    unread: 2,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onRead: fn(),
    onReadAll: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MessagesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 3 条，未读 2 条');
    await userEvent.click(canvas.getByRole('button', { name: '标为已读 积分到账提醒' }));
    await expect(args.onRead).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: '查看 本周新品上架 1200+ 款' }));
    await expect(args.onOpen).toHaveBeenCalledWith(messages[0]);
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await expect(args.onReadAll).toHaveBeenCalled();
    // A read message offers no 'mark read'.
    await expect(canvas.queryByRole('button', { name: '标为已读 您的询价已有工厂回复' })).toBeNull();
  },
};
export const AllRead: Story = {
  args: { messages: messages.map((m) => ({ ...m, is_read: 1 as const })), unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};
export const UnreadFilterEmpty: Story = { args: { filter: 'unread', messages: [], total: 0, unread: 0 } };
export const Loading: Story = { args: { state: 'loading', messages: [] } };
export const Empty: Story = { args: { messages: [], total: 0, unread: 0 } };
export const LoadError: Story = { args: { state: 'error', messages: [] } };
export const LongChineseText: Story = {
  args: {
    messages: [
      message(9, {
        title: '关于澄海玩具展线上同步开展及平台活动推荐专区全面升级的重要通知（请所有采购商务必阅读）',
        content: '百余家工厂新品已上线展厅，欢迎前往平台活动推荐查看。'.repeat(8),
      }),
    ],
    total: 120,
    unread: 99,
  },
};

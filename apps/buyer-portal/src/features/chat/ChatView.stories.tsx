import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatConversationItem, ChatMessageItem } from '@wanju/api-client';
import { ChatView } from '@wanju/app-shell';
import { CHAT_MSG_STATUS } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';

const ME = 'u_me';
const conv = (chat_id: string, over: Partial<ChatConversationItem> = {}): ChatConversationItem => ({
  chat_id,
  nickname: '汕头市澄海区星辉玩具厂',
  avatar: '',
  belong_type: 0,
  company_name: '汕头市澄海区星辉玩具厂',
  last_message: '500 件起订，价格可谈',
  unread_count: 0,
  last_check_time: 0,
  kind: 'platform',
  tab: 'platform',
  last_message_id: 1,
  last_time: '2026-11-21 09:00',
  ...over,
});
const text = (id: number, t: string, mine = false, over: Partial<ChatMessageItem> = {}): ChatMessageItem => ({
  id,
  chat_id: 'c_1',
  gid: `g${id}`,
  from_chat_id: mine ? ME : 'u_factory',
  nickname: mine ? '我' : '林厂长',
  avatar: '',
  msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }],
  created_time: `2026-11-21 09:${String(id % 60).padStart(2, '0')}:00`,
  status: CHAT_MSG_STATUS.sent,
  ...over,
});

const conversations = [
  conv('c_1', { unread_count: 3 }),
  conv('c_2', { nickname: '在线客服', company_name: '', kind: 'service', unread_count: 120 }),
];

const meta = {
  title: 'Buyer/Chat',
  component: ChatView,
  args: {
    tab: 'platform',
    onTabChange: fn(),
    unread: { platform: 123, website: 0, colleague: 2, system: 5, total: 130 },
    conversations,
    selectedId: 'c_1',
    onOpen: fn(),
    messages: [text(1, '这款遥控车起订量多少？', true), text(2, '500 件起订，价格可谈')],
    myChatId: ME,
    hasMore: false,
    onLoadMore: fn(),
    onSendText: fn(),
    onSendFile: fn(),
    onResend: fn(),
    replies: [],
  },
} satisfies Meta<typeof ChatView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: {
    conversations: [],
    selectedId: null,
    messages: [],
    unread: { platform: 0, website: 0, colleague: 0, system: 0, total: 0 },
  },
};

export const LongHistory: Story = {
  args: {
    hasMore: true,
    messages: Array.from({ length: 45 }, (_, i) =>
      text(
        i + 1,
        i % 3 ? '好的，我们这边确认一下包装和外箱尺寸，稍后回复您。' : '请问可以做中文彩盒包装吗？',
        i % 2 === 0,
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /查看更早的消息/ }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const FailedMessage: Story = {
  args: {
    messages: [
      text(1, '在吗？'),
      text(0, '这条没有发出去', true, { id: 0, gid: 'gfail', status: CHAT_MSG_STATUS.failed }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新发送' }));
    await expect(args.onResend).toHaveBeenCalledWith('gfail');
  },
};

export const Images: Story = {
  args: {
    messages: [
      text(1, '看一下实物图'),
      text(2, '', false, {
        msg_content: [
          {
            MsgType: 'TIMImageElem',
            MsgContent: {
              ImageInfoArray: [
                {
                  URL: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="%23fde68a"/></svg>',
                },
              ],
            },
          },
        ],
      }),
      text(3, '', true, {
        msg_content: [
          {
            MsgType: 'TIMCustomElem',
            MsgContent: {
              Data: JSON.stringify({ type: 'product', toy_id: 7, name: '2.4G 遥控越野车', price: '¥45.00' }),
              Desc: '[产品]',
            },
          },
        ],
      }),
    ],
  },
};

export const QuickReplies: Story = {
  args: {
    replies: [
      { id: 1, content: '您好，在的' },
      { id: 2, content: '稍等，马上为您查询' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '稍等，马上为您查询' }));
    await expect(args.onSendText).toHaveBeenCalledWith('稍等，马上为您查询');
  },
};

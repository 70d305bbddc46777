import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatConversationItem, ChatMessageItem } from '@wanju/api-client';
import { ChatView } from '@wanju/app-shell';
import { CHAT_MSG_STATUS } from '@wanju/domain';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

// The console's messages: the factory's side of its conversations with buyers (the same View as the portal's).
const ME = 'u_factory';
const conv = (chat_id: string, over: Partial<ChatConversationItem> = {}): ChatConversationItem => ({
  chat_id,
  nickname: '王建国',
  avatar: '',
  belong_type: 4,
  company_name: '深圳市环球优品贸易有限公司',
  last_message: '这款遥控车起订量多少？',
  unread_count: 0,
  last_check_time: 0,
  kind: 'factory',
  tab: 'platform',
  last_message_id: 1,
  last_time: '2026-11-21 09:00',
  ...over,
});
const text = (id: number, t: string, mine = false, over: Partial<ChatMessageItem> = {}): ChatMessageItem => ({
  id,
  chat_id: 'c_1',
  gid: `g${id}`,
  from_chat_id: mine ? ME : 'u_buyer',
  nickname: mine ? '林志强' : '王建国',
  avatar: '',
  msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }],
  created_time: `2026-11-21 09:${String(id % 60).padStart(2, '0')}:00`,
  status: CHAT_MSG_STATUS.sent,
  ...over,
});
const card = (id: number, name: string, price: string, mine = true) =>
  text(id, '', mine, {
    msg_content: [
      {
        MsgType: 'TIMCustomElem',
        MsgContent: { Data: JSON.stringify({ type: 'product', toy_id: id, name, price }), Desc: `[产品] ${name}` },
      },
    ],
  });

const products = [
  { id: 11, name: '2.4G 遥控越野车 1:16 四驱攀爬', price: '¥45.00', picture: sampleImage('越野车') },
  { id: 12, name: '儿童益智积木 120 粒 收纳桶装', price: '¥28.50', picture: sampleImage('积木', '#3d8aff') },
];

const meta = {
  title: 'Factory/Chat',
  component: ChatView,
  args: {
    tab: 'platform',
    onTabChange: fn(),
    unread: { platform: 4, website: 0, colleague: 1, system: 2, total: 7 },
    conversations: [
      conv('c_1', { unread_count: 3 }),
      conv('c_2', {
        nickname: '陈先生',
        company_name: '',
        kind: 'platform',
        last_message: '能寄样品吗？',
        unread_count: 1,
      }),
    ],
    selectedId: 'c_1',
    onOpen: fn(),
    messages: [card(1, '2.4G 遥控越野车 1:16 四驱攀爬', '¥45.00', false), text(2, '这款遥控车起订量多少？')],
    myChatId: ME,
    hasMore: false,
    onLoadMore: fn(),
    onSendText: fn(),
    onSendFile: fn(),
    onResend: fn(),
    replies: [
      { id: 1, content: '您好，林厂长为您服务' },
      { id: 2, content: '500 件起订，价格可谈' },
    ],
    products,
    onSendProduct: fn(),
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

export const AnswerWithQuickReplyAndProduct: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '500 件起订，价格可谈' }));
    await expect(args.onSendText).toHaveBeenCalledWith('500 件起订，价格可谈');
    // a searchable picker: typing filters by name, each option shows its picture
    await userEvent.type(canvas.getByRole('combobox', { name: '发送产品卡片' }), '积木');
    const options = await within(document.body).findAllByRole('option');
    await expect(options).toHaveLength(1);
    await userEvent.click(options[0] as HTMLElement);
    await expect(args.onSendProduct).toHaveBeenCalledWith(products[1]);
    await expect(canvas.getByRole('combobox', { name: '发送产品卡片' })).toHaveValue('');
  },
};

export const LongHistory: Story = {
  args: {
    hasMore: true,
    messages: Array.from({ length: 45 }, (_, i) =>
      text(i + 1, i % 3 ? '外箱尺寸 62×40×45 cm，每箱 24 只，毛重 12 kg。' : '请问可以做英文彩盒吗？', i % 2 === 0),
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
      text(1, '样品什么时候寄出？'),
      text(0, '明天顺丰寄出', true, { id: 0, gid: 'gfail', status: CHAT_MSG_STATUS.failed }),
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
      text(1, '麻烦发一下实拍图'),
      text(2, '', true, {
        msg_content: [
          {
            MsgType: 'TIMImageElem',
            MsgContent: {
              ImageInfoArray: [
                {
                  URL: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="%2393c5fd"/></svg>',
                },
              ],
            },
          },
        ],
      }),
      card(3, '儿童益智积木 120 粒 收纳桶装', '¥28.50'),
    ],
  },
};

export const Colleagues: Story = {
  args: {
    tab: 'colleague',
    conversations: [],
    selectedId: null,
    messages: [],
    colleagues: [
      { user_id: 8, chat_id: 'u_c8', nickname: '林小红', avatar: '', user_type: 1 },
      { user_id: 9, chat_id: 'u_c9', nickname: '陈业务', avatar: '', user_type: 1 },
    ],
    onOpenColleague: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '与林小红沟通' }));
    await expect(args.onOpenColleague).toHaveBeenCalledWith('u_c8');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatMessageItem, ServiceDesk, ServiceDeskItem } from '@wanju/api-client';
import { CHAT_MSG, CHAT_MSG_STATUS } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceDeskView } from './ServiceDeskView';

const ME = 'u_agent';
const item = (chat_id: string, over: Partial<ServiceDeskItem> = {}): ServiceDeskItem => ({
  chat_id,
  nickname: '王先生',
  avatar: '',
  belong_type: 1,
  company_name: '广州星辰贸易有限公司',
  last_message: '请问怎么开通会员？',
  unread_count: 0,
  last_check_time: 0,
  kind: 'service',
  tab: 'platform',
  last_message_id: 3,
  last_time: '2026-11-21 09:05',
  state: 'open',
  assignee_id: null,
  assignee_name: '',
  customer_id: 11,
  ...over,
});
const text = (id: number, t: string, mine = false): ChatMessageItem => ({
  id,
  chat_id: 'c_wait',
  gid: `g${id}`,
  from_chat_id: mine ? ME : 'u_buyer',
  nickname: mine ? '平台客服小雅' : '王先生',
  avatar: '',
  msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }],
  created_time: `2026-11-21 09:0${id}:00`,
  status: CHAT_MSG_STATUS.sent,
});

const waiting = item('c_wait', { unread_count: 2 });
const mine = item('c_mine', {
  nickname: '李女士',
  company_name: '汕头澄海乐童玩具',
  last_message: '好的，谢谢',
  assignee_id: 6,
  assignee_name: '平台客服小雅',
});
const closed = item('c_closed', { nickname: '陈先生', company_name: '', state: 'closed', last_message: '已解决' });
const desk: ServiceDesk = {
  waiting: [waiting, item('c_w2', { nickname: '赵经理', unread_count: 120, last_message: '发票怎么开？' })],
  mine: [mine],
  closed: [closed],
  unread: { waiting: 122, mine: 0, closed: 0 },
  agents: [{ user_id: 7, nickname: '平台客服小林' }],
  me: 6,
};
const customer = {
  user_id: 11,
  nickname: '王先生',
  phone: '13800000001',
  company_name: '广州星辰贸易有限公司',
  requests: [
    {
      id: 31,
      kind: 'inquiry' as const,
      factory_name: '星辉玩具厂',
      status: 'answered',
      created_time: '2026-11-20 15:30',
    },
    { id: 29, kind: 'supplement' as const, factory_name: '乐童玩具', status: 'open', created_time: '2026-11-18 10:02' },
  ],
};

const meta = {
  title: 'Buyer/ServiceDesk',
  component: ServiceDeskView,
  args: {
    tab: 'waiting',
    onTabChange: fn(),
    desk,
    selected: waiting,
    onOpen: fn(),
    messages: [text(1, '你好'), text(2, '请问怎么开通会员？')],
    myChatId: ME,
    hasMore: false,
    onLoadMore: fn(),
    onSendText: fn(),
    onSendFile: fn(),
    customer,
    onTake: fn(),
    onTransfer: fn(),
    onClose: fn(),
    onReopen: fn(),
  },
} satisfies Meta<typeof ServiceDeskView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox')).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: '接入' }));
    await expect(args.onTake).toHaveBeenCalled();
    await userEvent.click(c.getByText('赵经理'));
    await expect(args.onOpen).toHaveBeenCalledWith('c_w2');
  },
};

export const Empty: Story = {
  args: {
    desk: { ...desk, waiting: [], mine: [], closed: [], unread: { waiting: 0, mine: 0, closed: 0 } },
    selected: null,
    messages: [],
    customer: null,
  },
};

export const Mine: Story = {
  args: {
    tab: 'mine',
    selected: mine,
    messages: [text(1, '你好'), text(2, '您好，请问有什么可以帮您？', true), text(3, '好的，谢谢')],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: '接入' })).toBeNull();
    await userEvent.type(c.getByRole('textbox'), '会员可在个人中心开通{Enter}');
    await expect(args.onSendText).toHaveBeenCalledWith('会员可在个人中心开通');
    await userEvent.click(c.getByRole('button', { name: '结束会话' }));
    await expect(args.onClose).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: /选择客服/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '平台客服小林' }));
    await userEvent.click(c.getByRole('button', { name: '转接' }));
    await expect(args.onTransfer).toHaveBeenCalledWith(7);
  },
};

export const Closed: Story = {
  args: { tab: 'closed', selected: closed },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新打开' }));
    await expect(args.onReopen).toHaveBeenCalled();
  },
};

export const TakenByAnother: Story = {
  args: { error: CHAT_MSG.serviceTaken },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(CHAT_MSG.serviceTaken);
  },
};

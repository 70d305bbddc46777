import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ChatTabType, markConversationRead } from '@wanju/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleConversations, sampleMessages } from '../../fixtures';
import { ChatPanel } from './ChatPanel';

function Demo({ hasMore, empty }: { hasMore: boolean; empty?: boolean }) {
  const [tab, setTab] = useState<ChatTabType>('platform');
  const [list, setList] = useState(empty ? [] : sampleConversations);
  const [open, setOpen] = useState<string | null>(empty ? null : 'c1');
  const [messages, setMessages] = useState(sampleMessages);
  return (
    <ChatPanel
      tab={tab}
      onTabChange={setTab}
      unreadByTab={{ platform: list.reduce((n, c) => n + c.unread_count, 0), system: 2 }}
      conversations={list}
      selectedId={open}
      onOpenConversation={(id) => {
        setOpen(id);
        setList((l) => markConversationRead(l, id, new Date()));
      }}
      thread={
        open
          ? {
              messages,
              hasMore,
              onLoadMore: fn(),
              parseCustom: (d) => JSON.parse(d) as { name: string; price?: string },
            }
          : null
      }
      myChatId="me"
      title={list.find((c) => c.chat_id === open)?.nickname}
      composer={{
        onSendText: (t) =>
          setMessages((m) => [
            ...m,
            {
              gid: `n${m.length}`,
              from_chat_id: 'me',
              status: 1,
              created_time: '刚刚',
              msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }],
            },
          ]),
        onSendImage: fn(),
      }}
    />
  );
}

const meta = {
  title: 'Kit/ChatPanel',
  component: Demo,
  args: { hasMore: false },
  parameters: {
    docs: {
      description: {
        component:
          '在线沟通：按类型分标签（系统消息、平台消息、官网访客、同事）带未读数；会话列表；消息（文字、图片、产品卡片，向上翻页，没有更多时提示“已经没有更多的历史消息了哦”）；输入框（文字、图片、表情）。已读与未读合计规则来自 domain。',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '消息内容' }), '好的，谢谢{Enter}');
    await expect(canvas.getByRole('log')).toHaveTextContent('好的，谢谢');
  },
};
export const MoreHistory: Story = { args: { hasMore: true } };
export const NoConversations: Story = { args: { empty: true } };

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleConversations, sampleMessages } from '../../fixtures';
import { Composer } from './Composer';
import { ConversationList } from './ConversationList';
import { MessageList } from './MessageList';

describe('Chat', () => {
  it('lists conversations with 99+ badges and opens one', async () => {
    const onOpen = vi.fn();
    render(<ConversationList conversations={sampleConversations} onOpen={onOpen} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /在线客服/ }));
    expect(onOpen).toHaveBeenCalledWith('c2');
  });

  it('shows the end-of-history notice and product cards', () => {
    render(
      <MessageList
        messages={sampleMessages}
        myChatId="me"
        hasMore={false}
        onLoadMore={() => {}}
        parseCustom={(d) => JSON.parse(d)}
      />,
    );
    expect(screen.getByText('已经没有更多的历史消息了哦')).toBeInTheDocument();
    expect(screen.getByText('2.4G 四通遥控越野车')).toBeInTheDocument();
  });

  it('sends on Enter and keeps Shift+Enter as a new line', async () => {
    const onSendText = vi.fn();
    render(<Composer onSendText={onSendText} onSendImage={() => {}} />);
    const box = screen.getByRole('textbox', { name: '消息内容' });
    await userEvent.type(box, '你好{Shift>}{Enter}{/Shift}在吗{Enter}');
    expect(onSendText).toHaveBeenCalledWith('你好\n在吗');
    expect(box).toHaveValue('');
  });
});

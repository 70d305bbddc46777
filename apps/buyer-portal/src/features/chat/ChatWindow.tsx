import type { ChatConversationItem, ChatMessageItem } from '@wanju/api-client';
import { Drawer } from '@wanju/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ChatView } from './ChatView';
import { chatState, loadMore, loadReplies, loadTab, openConversation, resend, sendFile, sendText } from './chatStore';

/** Container: the chat as the side toolbar's and the header's window, or as the /messages page. */
export function ChatContainer() {
  const s = useSnapshot(chatState);
  const navigate = useNavigate();
  useEffect(() => {
    void loadTab().catch(() => undefined);
    void loadReplies().catch(() => undefined);
  }, []);
  return (
    <ChatView
      tab={s.tab}
      onTabChange={(tab) => void loadTab(tab).catch(() => undefined)}
      unread={s.unread}
      conversations={s.conversations as ChatConversationItem[]}
      selectedId={s.selectedId}
      onOpen={(id) => void openConversation(id).catch(() => undefined)}
      messages={s.messages as ChatMessageItem[]}
      myChatId={s.myChatId}
      hasMore={s.hasMore}
      loadingMore={s.loadingMore}
      onLoadMore={() => void loadMore()}
      onSendText={(t) => void sendText(t).catch(() => undefined)}
      onSendFile={(f) => void sendFile(f).catch(() => undefined)}
      onResend={resend}
      replies={s.replies}
      onOpenSystem={() => {
        chatState.open = false;
        navigate('/sys_func');
      }}
    />
  );
}

export function ChatWindow() {
  const { open } = useSnapshot(chatState);
  return (
    <Drawer
      title="在线沟通"
      width={960}
      isOpen={open}
      onOpenChange={(isOpen) => {
        chatState.open = isOpen;
      }}
    >
      {open ? <ChatContainer /> : null}
    </Drawer>
  );
}

/** /messages: the chat as a full page for heavy users. */
export function ChatPage() {
  return <ChatContainer />;
}

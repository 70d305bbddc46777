import type { ChatColleague, ChatConversationItem, ChatMessageItem } from '@wanju/api-client';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ChatView } from './ChatView';
import type { ChatProduct, ChatStore } from './chatStore';

export interface ChatContainerProps {
  store: ChatStore;
  /** The system tab's button: the app's notices page. */
  onOpenSystem?: () => void;
  /** Products the user may send as cards (a factory's own). */
  products?: readonly ChatProduct[];
}

const ignore = () => undefined;

/** Container of the chat (a window or a page in either app): the shared store over the shared View. */
export function ChatContainer({ store, onOpenSystem, products }: ChatContainerProps) {
  const s = useSnapshot(store.chatState);
  useEffect(() => {
    void store.loadTab().catch(ignore);
    void store.loadReplies().catch(ignore);
    // Shown again on the conversation it had open: what came meanwhile is read now.
    const open = store.chatState.selectedId;
    if (open) void store.openConversation(open).catch(ignore);
  }, [store]);
  return (
    <ChatView
      tab={s.tab}
      onTabChange={(tab) => void store.loadTab(tab).catch(ignore)}
      unread={s.unread}
      conversations={s.conversations as ChatConversationItem[]}
      selectedId={s.selectedId}
      onOpen={(id) => void store.openConversation(id).catch(ignore)}
      messages={s.messages as ChatMessageItem[]}
      myChatId={s.myChatId}
      hasMore={s.hasMore}
      loadingMore={s.loadingMore}
      onLoadMore={() => void store.loadMore()}
      onSendText={(t) => void store.sendText(t).catch(ignore)}
      onSendFile={(f) => void store.sendFile(f).catch(ignore)}
      onResend={store.resend}
      replies={s.replies}
      onOpenSystem={onOpenSystem}
      colleagues={s.colleagues as ChatColleague[]}
      onOpenColleague={(id) => void store.openColleague(id).catch(ignore)}
      products={products}
      onSendProduct={(p) => void store.sendProduct(p).catch(ignore)}
    />
  );
}

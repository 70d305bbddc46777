import { CHAT_TABS, type ChatConversation, type ChatTabType } from '@wanju/domain';
import type { ReactNode } from 'react';
import { CountBadge } from '../Badge/Badge';
import { EmptyState } from '../EmptyState/EmptyState';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs';
import * as styles from './Chat.css';
import { Composer, type ComposerProps } from './Composer';
import { ConversationList } from './ConversationList';
import { MessageList, type MessageListProps } from './MessageList';

export interface ChatPanelProps {
  tab: ChatTabType;
  onTabChange: (tab: ChatTabType) => void;
  /** Unread count per tab (the caller sums with domain unreadTotal for the header). */
  unreadByTab?: Partial<Record<ChatTabType, number>>;
  conversations: readonly ChatConversation[];
  selectedId: string | null;
  onOpenConversation: (chatId: string) => void;
  /** The open conversation's messages; null when none is open. */
  thread: Omit<MessageListProps, 'myChatId'> | null;
  myChatId: string;
  composer: ComposerProps;
  /** Header of the open conversation. */
  title?: ReactNode;
}

/** Chat: tabs by type (系统消息, 平台消息, 官网访客, 同事) with unread badges, conversations, messages, composer. */
export function ChatPanel({
  tab,
  onTabChange,
  unreadByTab = {},
  conversations,
  selectedId,
  onOpenConversation,
  thread,
  myChatId,
  composer,
  title,
}: ChatPanelProps) {
  return (
    <section className={styles.panel} aria-label="在线沟通">
      <div className={styles.side}>
        <Tabs selectedKey={tab} onSelectionChange={(k) => onTabChange(k as ChatTabType)}>
          <TabList aria-label="会话类型" style={{ paddingInline: 12, gap: 12 }}>
            {CHAT_TABS.map((t) => (
              <Tab key={t.type} id={t.type}>
                {t.label.replace('消息', '')}
                <CountBadge count={unreadByTab[t.type] ?? 0} label="条未读" />
              </Tab>
            ))}
          </TabList>
          {CHAT_TABS.map((t) => (
            <TabPanel key={t.type} id={t.type} style={{ padding: 0, minHeight: 0 }}>
              <ConversationList
                conversations={conversations}
                selectedId={selectedId}
                onOpen={onOpenConversation}
                label={t.label}
              />
            </TabPanel>
          ))}
        </Tabs>
      </div>
      <div className={styles.main}>
        {thread ? (
          <>
            <div className={styles.mainHeader}>{title}</div>
            <MessageList {...thread} myChatId={myChatId} />
            <Composer {...composer} />
          </>
        ) : (
          <EmptyState title="选择一个会话开始沟通" />
        )}
      </div>
    </section>
  );
}

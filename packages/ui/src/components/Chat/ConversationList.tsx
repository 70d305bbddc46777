import { badgeText, type ChatConversation } from '@wanju/domain';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { CountBadge } from '../Badge/Badge';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from './Chat.css';

export interface ConversationListProps {
  conversations: readonly ChatConversation[];
  selectedId?: string | null;
  /** Opening marks it read (domain markConversationRead) — the caller does that. */
  onOpen: (chatId: string) => void;
  label?: string;
}

/** The conversations of one chat tab, with unread badges (99+). */
export function ConversationList({ conversations, selectedId, onOpen, label = '会话列表' }: ConversationListProps) {
  return (
    <ListBox
      aria-label={label}
      className={styles.list}
      items={conversations.map((c) => ({ ...c, id: c.chat_id }))}
      selectionMode="single"
      selectedKeys={selectedId ? [selectedId] : []}
      onSelectionChange={(keys) => {
        const k = [...keys][0];
        if (k !== undefined) onOpen(String(k));
      }}
      renderEmptyState={() => <EmptyState title="暂无会话" />}
    >
      {(c) => (
        <ListBoxItem
          id={c.chat_id}
          textValue={`${c.nickname}${c.unread_count > 0 ? `，${badgeText(c.unread_count)}条未读` : ''}`}
          className={styles.conv}
        >
          <span className={styles.avatar} aria-hidden="true">
            {c.avatar ? <img src={c.avatar} alt="" width={36} height={36} /> : c.nickname.slice(0, 1)}
          </span>
          <span className={styles.convBody}>
            <span className={styles.convName}>{c.nickname}</span>
            <span className={styles.convLast}>
              {c.company_name ? `${c.company_name}：` : ''}
              {c.last_message}
            </span>
          </span>
          <CountBadge count={c.unread_count} label="条未读" />
        </ListBoxItem>
      )}
    </ListBox>
  );
}

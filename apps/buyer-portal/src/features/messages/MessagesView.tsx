import type { SysMessage } from '@wanju/api-client';
import { Badge, Button, Tab, TabList, TabPanel, Tabs } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as pageStyles from '../factory/Factory.css';
import { ListPager } from '../shell/ListPager';
import * as styles from './Messages.css';
import { MESSAGE_TEXT as T } from './messages';

export type MessageFilter = 'all' | 'unread';

export interface MessagesViewProps {
  filter: MessageFilter;
  onFilterChange: (filter: MessageFilter) => void;
  state: LoadState;
  messages: readonly SysMessage[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Marks one message read. */
  onRead: (id: number) => void;
  onReadAll: () => void;
  /** Opens the page a message points to (marks it read first). */
  onOpen: (message: SysMessage) => void;
  onRetry: () => void;
}

/** /sys_func: system messages, newest first, unread ones marked, with read one / read all. */
export function MessagesView({
  filter,
  onFilterChange,
  state,
  messages,
  total,
  unread,
  page,
  pageSize,
  onPageChange,
  onRead,
  onReadAll,
  onOpen,
  onRetry,
}: MessagesViewProps) {
  return (
    <section className={pageStyles.page} aria-label={T.title}>
      <header className={styles.toolbar}>
        <div>
          <h1 className={pageStyles.title}>{T.title}</h1>
          {state === 'ready' && (
            <span className={pageStyles.count} role="status">
              {T.count(total, unread)}
            </span>
          )}
        </div>
        <Button variant="outline" isDisabled={unread === 0} onPress={onReadAll}>
          {T.markAllRead}
        </Button>
      </header>
      <Tabs selectedKey={filter} onSelectionChange={(key) => onFilterChange(key as MessageFilter)}>
        <TabList aria-label={T.title}>
          <Tab id="all">{T.all}</Tab>
          <Tab id="unread">{T.unread}</Tab>
        </TabList>
        <TabPanel id={filter}>
          <ListState
            state={state}
            isEmpty={messages.length === 0}
            onRetry={onRetry}
            emptyTitle={filter === 'unread' ? T.emptyUnread : T.empty}
            emptyHint={T.emptyHint}
          >
            <ul className={styles.list} aria-label={T.title}>
              {messages.map((m) => (
                <li key={m.id} className={styles.item} data-unread={m.is_read === 0 || undefined}>
                  <div className={styles.body}>
                    <h2 className={styles.heading}>
                      {m.is_read === 0 && <Badge tone="danger">{T.unreadBadge}</Badge>}
                      <Badge tone="info">{T.kinds[m.kind] ?? T.kinds.system}</Badge>
                      <span>{m.title}</span>
                    </h2>
                    <p className={styles.content}>{m.content}</p>
                    <span className={pageStyles.meta}>{m.created_time}</span>
                  </div>
                  <div className={styles.actions}>
                    {m.link && (
                      <Button size="sm" variant="outline" onPress={() => onOpen(m)} aria-label={`${T.open} ${m.title}`}>
                        {T.open}
                      </Button>
                    )}
                    {m.is_read === 0 && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onPress={() => onRead(m.id)}
                        aria-label={`${T.markRead} ${m.title}`}
                      >
                        {T.markRead}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <ListPager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
          </ListState>
        </TabPanel>
      </Tabs>
    </section>
  );
}

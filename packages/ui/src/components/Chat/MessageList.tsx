import { CHAT_HISTORY_PAGE_SIZE, type ChatMessage, MSG, type MsgElement } from '@wanju/domain';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import * as styles from './Chat.css';

export interface ProductCardMessage {
  name: string;
  picture?: string;
  price?: string;
}

export interface MessageListProps {
  messages: readonly ChatMessage[];
  /** The current user's chat_id: their messages sit on the right. */
  myChatId: string;
  /** Whether older history exists (domain historyPageResult). When false, '已经没有更多的历史消息了哦'. */
  hasMore: boolean;
  onLoadMore: () => void;
  isLoadingMore?: boolean;
  /** Reads a custom element as a product card (the app knows its Data format). */
  parseCustom?: (data: string) => ProductCardMessage | null;
  formatTime?: (t: string | number) => string;
}

function Element({ el, parseCustom }: { el: MsgElement; parseCustom?: MessageListProps['parseCustom'] }) {
  if (el.MsgType === 'TIMTextElem') return <>{el.MsgContent.Text}</>;
  if (el.MsgType === 'TIMImageElem') {
    const url = el.MsgContent.ImageInfoArray[0]?.URL;
    return url ? <img className={styles.msgImage} src={url} alt={MSG.chatImagePreview} /> : null;
  }
  const card = parseCustom?.(el.MsgContent.Data);
  if (!card) return <>{el.MsgContent.Desc || MSG.chatCustomPreview}</>;
  return (
    <span className={styles.product}>
      {card.picture && <img src={card.picture} alt="" width={56} height={56} />}
      <span>
        <strong>{card.name}</strong>
        {card.price && <div>{card.price}</div>}
      </span>
    </span>
  );
}

/** The messages of one conversation: text, images, custom product cards, and history paging upwards. */
export function MessageList({
  messages,
  myChatId,
  hasMore,
  onLoadMore,
  isLoadingMore,
  parseCustom,
  formatTime = String,
}: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.gid;
  // Stay at the newest message when one arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useLayoutEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [last]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the message log must be keyboard-scrollable
    <div ref={ref} className={styles.messages} role="log" aria-label="聊天记录" tabIndex={0}>
      {hasMore ? (
        <Button size="sm" variant="link" onPress={onLoadMore} isPending={isLoadingMore} style={{ alignSelf: 'center' }}>
          查看更早的消息（每次 {CHAT_HISTORY_PAGE_SIZE} 条）
        </Button>
      ) : (
        <span className={styles.notice}>{MSG.chatNoMoreHistory}</span>
      )}
      {messages.map((m) => {
        const mine = m.from_chat_id === myChatId;
        return (
          <div key={m.gid} className={styles.msg} data-mine={mine || undefined}>
            <div>
              <div className={styles.bubble}>
                {m.msg_content.map((el, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: elements of one message are positional
                  <Element key={i} el={el} parseCustom={parseCustom} />
                ))}
              </div>
              <div className={styles.time}>{formatTime(m.created_time)}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

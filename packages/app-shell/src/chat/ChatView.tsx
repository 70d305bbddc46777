import type { ChatColleague, ChatConversationItem, ChatMessageItem, ChatReply, ChatUnread } from '@wanju/api-client';
import { badgeText, CHAT_MSG_STATUS, type ChatTabType, parseCardData } from '@wanju/domain';
import { Button, ChatPanel, ComboBox, EmptyState, Image } from '@wanju/ui';
import { useRef, useState } from 'react';
import type { ChatProduct } from './chatStore';

export interface ChatViewProps {
  tab: ChatTabType;
  onTabChange: (tab: ChatTabType) => void;
  unread: ChatUnread;
  conversations: readonly ChatConversationItem[];
  selectedId: string | null;
  onOpen: (chatId: string) => void;
  messages: readonly ChatMessageItem[];
  myChatId: string;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  onSendText: (text: string) => void;
  onSendFile: (file: File) => void;
  onResend: (gid: string) => void;
  replies: readonly ChatReply[];
  /** The system tab shows the notices page instead of conversations. */
  onOpenSystem?: () => void;
  /** The colleague tab lists them: choosing one opens the chat with them. */
  colleagues?: readonly ChatColleague[];
  onOpenColleague?: (userChatId: string) => void;
  /** Products that can be sent as cards into the open conversation (a factory's own products). */
  products?: readonly ChatProduct[];
  onSendProduct?: (product: ChatProduct) => void;
}

/** Picks a product to send as a card: type to filter by name, each option with its picture and price. */
function ProductPicker({
  products,
  onPick,
}: {
  products: readonly ChatProduct[];
  onPick: (product: ChatProduct) => void;
}) {
  // a new picker after each pick: empty again and closed (clearing the text of a focused one reopens its list)
  const [round, setRound] = useState(0);
  const items = products.map((p) => ({ id: p.id, name: p.name, description: p.price, product: p }));
  return (
    <ComboBox
      key={round}
      label="发送产品卡片"
      placeholder="搜索产品名称"
      items={items}
      selectedKey={null}
      onSelectionChange={(key) => {
        const picked = products.find((p) => p.id === key);
        if (!picked) return;
        onPick(picked);
        setRound((n) => n + 1);
      }}
      renderOption={(item) => (
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ width: 40, flex: 'none' }}>
            <Image src={item.product.picture ?? ''} alt="" ratio={1} />
          </span>
          <span style={{ display: 'grid' }}>
            <span>{item.name}</span>
            {item.description && <small>{item.description}</small>}
          </span>
        </span>
      )}
    />
  );
}

const parseCustom = (data: string) => {
  const card = parseCardData(data);
  if (!card) return null;
  return card.type === 'product'
    ? { name: card.name, picture: card.picture, price: card.price }
    : { name: `📎 ${card.name}` };
};

/** The chat window: tabs with unread badges (99+), conversations, history, composer, quick replies, resend. */
export function ChatView(props: ChatViewProps) {
  const { unread, messages } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const failed = messages.filter((m) => m.status === CHAT_MSG_STATUS.failed);
  const sending = messages.some((m) => m.status === CHAT_MSG_STATUS.sending);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ChatPanel
        tab={props.tab}
        onTabChange={props.onTabChange}
        unreadByTab={{
          platform: unread.platform,
          website: unread.website,
          colleague: unread.colleague,
          system: unread.system,
        }}
        conversations={props.conversations}
        selectedId={props.selectedId}
        onOpenConversation={props.onOpen}
        myChatId={props.myChatId}
        title={props.conversations.find((c) => c.chat_id === props.selectedId)?.nickname}
        thread={
          props.selectedId
            ? {
                messages,
                hasMore: props.hasMore,
                onLoadMore: props.onLoadMore,
                isLoadingMore: props.loadingMore,
                parseCustom,
              }
            : null
        }
        composer={{ onSendText: props.onSendText, onSendImage: props.onSendFile }}
      />
      {props.tab === 'colleague' && props.colleagues && props.colleagues.length > 0 && props.onOpenColleague && (
        <nav aria-label="同事列表" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {props.colleagues.map((c) => (
            <Button key={c.chat_id} size="sm" variant="secondary" onPress={() => props.onOpenColleague?.(c.chat_id)}>
              {`与${c.nickname}沟通`}
            </Button>
          ))}
        </nav>
      )}
      {props.tab === 'system' && (
        <EmptyState
          title={`系统消息 ${badgeText(unread.system) || 0} 条未读`}
          action={props.onOpenSystem && <Button onPress={props.onOpenSystem}>查看系统消息</Button>}
        />
      )}
      {props.selectedId && (
        <div role="toolbar" aria-label="快捷回复与附件" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {props.replies.map((r) => (
            <Button key={r.id} size="sm" variant="secondary" onPress={() => props.onSendText(r.content)}>
              {r.content}
            </Button>
          ))}
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label="选择文件"
            accept=".pdf,.xlsx,.xls,.docx,.doc,.zip,.txt"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) props.onSendFile(file);
              e.currentTarget.value = '';
            }}
          />
          <Button size="sm" variant="secondary" onPress={() => fileInput.current?.click()}>
            发送文件
          </Button>
          {props.products && props.products.length > 0 && props.onSendProduct && (
            <ProductPicker products={props.products} onPick={props.onSendProduct} />
          )}
          {sending && <span aria-live="polite">发送中…</span>}
        </div>
      )}
      {failed.length > 0 && (
        <div role="alert">
          {failed.map((m) => (
            <div key={m.gid} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <span>
                发送失败：{m.msg_content.map((el) => (el.MsgType === 'TIMTextElem' ? el.MsgContent.Text : '')).join('')}
              </span>
              <Button size="sm" variant="link" onPress={() => props.onResend(m.gid)}>
                重新发送
              </Button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

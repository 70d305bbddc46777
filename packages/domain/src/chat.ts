import type { ChatConversation, ChatTabType, MsgElement } from './entities';
import { MSG } from './messages';

/** §4: the chat tab types with their Chinese labels, in display order. */
export const CHAT_TABS: readonly { type: ChatTabType; label: string }[] = [
  { type: 'system', label: '系统消息' },
  { type: 'platform', label: '平台消息' },
  { type: 'website', label: '官网访客' },
  { type: 'colleague', label: '同事' },
];

/** §3: customer service is a fixed platform chat entry. */
export const CUSTOMER_SERVICE_CHAT = { type: 'platform', nickname: '在线客服' } as const;
/** §9: the chat types reachable from the sample cart. */
export const SAMPLE_CART_CHAT_TYPES = ['platform', 'service'] as const;

/** §9: chat history page size (group). */
export const CHAT_HISTORY_PAGE_SIZE = 15;
/** §9: badges show at most 99. */
export const BADGE_MAX = 99;

/** §9: the text of an unread badge: '' for none, the number, or '99+' above 99. */
export function badgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** §4: opening a conversation marks it read: its unread count becomes 0 and last_check_time is `now`. */
export function markConversationRead<T extends Pick<ChatConversation, 'chat_id' | 'unread_count' | 'last_check_time'>>(
  list: readonly T[],
  chatId: string,
  now: Date,
): T[] {
  return list.map((c) =>
    c.chat_id === chatId ? { ...c, unread_count: 0, last_check_time: Math.floor(now.getTime() / 1000) } : c,
  );
}

type Unread = Pick<ChatConversation, 'chat_id' | 'unread_count'>;

const sumUnread = (list: readonly Unread[] | undefined, skip?: string | null) =>
  (list ?? []).reduce((n, c) => n + (c.chat_id === skip ? 0 : Math.max(0, c.unread_count || 0)), 0);

/**
 * §4: the unread total sums platform, website and colleague conversations and the system count,
 * excluding the platform conversation currently open (its messages are being read).
 */
export function unreadTotal(
  counts: {
    platform?: readonly Unread[];
    website?: readonly Unread[];
    colleague?: readonly Unread[];
    system?: number;
  },
  openPlatformChatId?: string | null,
): number {
  return (
    sumUnread(counts.platform, openPlatformChatId) +
    sumUnread(counts.website) +
    sumUnread(counts.colleague) +
    Math.max(0, counts.system || 0)
  );
}

/** §7: the offset of the next history page given how many messages are already loaded. */
export function nextHistoryOffset(loaded: number): number {
  return Math.max(0, loaded);
}

/**
 * §7, §8: after loading a history page of `pageLength` messages: whether more may exist, and the
 * '已经没有更多的历史消息了哦' notice when the history is exhausted (a short page).
 */
export function historyPageResult(pageLength: number): { hasMore: boolean; notice: string | null } {
  const hasMore = pageLength >= CHAT_HISTORY_PAGE_SIZE;
  return { hasMore, notice: hasMore ? null : MSG.chatNoMoreHistory };
}

/** §8: the chat SDK error code that asks for a new signature. */
export const CHAT_SIG_ERROR_CODE = 70001;

/**
 * §8: when to fetch a new signature, save it and log in to the chat service again: error code 70001,
 * an 'sdk not ready' error, or a kick because the signature expired.
 */
export function shouldRenewSignature(error: unknown): boolean {
  if (error == null) return false;
  if (typeof error === 'string') return /sdk not ready/i.test(error) || /usersig.*expired/i.test(error);
  if (typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; type?: unknown; reason?: unknown };
  if (Number(e.code) === CHAT_SIG_ERROR_CODE) return true;
  if (typeof e.message === 'string' && /sdk not ready/i.test(e.message)) return true;
  // TIM kick-out events carry type 'userSigExpired' (KICKED_OUT_USERSIG_EXPIRED).
  return [e.type, e.reason].some((v) => typeof v === 'string' && /usersig.*expired/i.test(v));
}

/** §3: parses msg_content (a JSON list of MsgType/MsgContent) into elements; unknown kinds are dropped. */
export function parseMsgContent(raw: string | readonly unknown[] | null | undefined): MsgElement[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      // Plain text from an older client: keep it as one text element.
      return raw.trim() ? [{ MsgType: 'TIMTextElem', MsgContent: { Text: raw } }] : [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((el): el is MsgElement => {
    const t = (el as { MsgType?: unknown; MsgContent?: unknown } | null)?.MsgType;
    const c = (el as { MsgContent?: unknown } | null)?.MsgContent;
    return (
      (t === 'TIMTextElem' || t === 'TIMImageElem' || t === 'TIMCustomElem') && typeof c === 'object' && c !== null
    );
  });
}

/** §3: the one-line preview of a message for the conversation list (last_message). */
export function messagePreview(elements: readonly MsgElement[]): string {
  return elements
    .map((el) => {
      if (el.MsgType === 'TIMTextElem') return el.MsgContent.Text;
      if (el.MsgType === 'TIMImageElem') return MSG.chatImagePreview;
      return el.MsgContent.Desc || MSG.chatCustomPreview;
    })
    .join('');
}

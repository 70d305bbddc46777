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

/**
 * §1: the five kinds of conversation. platform: a buyer and a factory; service: a user and the platform's
 * customer service (the fixed entry); website: a company website's visitor and the company's staff;
 * colleague: two staff of one company; factory: a factory and a trading company it talks to.
 */
export const CHAT_KINDS = ['platform', 'service', 'website', 'colleague', 'factory'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** §1: company_type of a trading company (贸易公司); 2 is a factory, 0 no company. */
export const TRADING_COMPANY_TYPE = 1;

/**
 * §1: the kind of a conversation between a buyer and a factory: a trading company's staff hold factory
 * chats (company to supplier), anyone else a platform chat.
 */
export function chatKindWithFactory(buyerCompanyType: number | null | undefined): 'factory' | 'platform' {
  return buyerCompanyType === TRADING_COMPANY_TYPE ? 'factory' : 'platform';
}

/** §4: the tab a conversation kind is listed under (service and factory chats sit with platform chats). */
export function chatTabOf(kind: ChatKind): Exclude<ChatTabType, 'system'> {
  if (kind === 'website') return 'website';
  if (kind === 'colleague') return 'colleague';
  return 'platform';
}

/** A message holds at most this many elements, and its text at most this many characters. */
export const CHAT_MAX_ELEMENTS = 10;
export const CHAT_MAX_TEXT_LENGTH = 2000;
/** A custom element's Data (a product card or a file) at most this many characters. */
export const CHAT_MAX_CUSTOM_LENGTH = 4000;
/** The client's id of a message (gid): what makes a retried send stored once. */
export const CHAT_GID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Uploads into a chat: pictures up to 5 MB, other files up to 20 MB, of these kinds only. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['png', 'jpg', 'gif', 'webp'] as const;
export const CHAT_FILE_TYPES = ['pdf', 'xlsx', 'xls', 'docx', 'doc', 'zip', 'txt'] as const;

/** Quick replies: at most 20 per user, each at most 200 characters. */
export const CHAT_REPLY_MAX = 20;
export const CHAT_REPLY_MAX_LENGTH = 200;

/** A user sends at most this many messages in a sliding window; more is a flood and refused. */
export const CHAT_FLOOD_LIMIT = 20;
export const CHAT_FLOOD_WINDOW_MS = 10_000;

/** §8: a chat signature (user_sig) lasts this long; after it the server answers 70001. */
export const CHAT_SIG_TTL_MS = 24 * 60 * 60 * 1000;

/** The titles of system messages (notifications) for the events that raise them. */
export const NOTICE_TITLE = {
  requestAnswered: (factory: string, inquiry: boolean) => `${factory}${inquiry ? '回复了您的询价' : '处理了您的补样'}`,
  findSampleOffered: (factory: string | undefined) => `${factory ?? '工厂'}为您的找样需求推荐了产品`,
  choosePicked: (customer: string, list: string, count: number) =>
    `${customer} 在选品单「${list}」中选了${count}款产品`,
  cartTransferred: (colleague: string | undefined, cart: string, count: number) =>
    `${colleague ?? '同事'} 向您的选样车「${cart}」转入了${count}款产品`,
  /** The factory's digest of new requests (spec §9 timing). */
  digest: (inquiries: number, supplements: number) =>
    `您有${[inquiries ? `${inquiries}条新询价` : '', supplements ? `${supplements}条补样申请` : ''].filter(Boolean).join('、')}`,
} as const;

export const CHAT_MSG = {
  emptyMessage: '消息内容不能为空',
  tooManyElements: `一条消息最多包含${CHAT_MAX_ELEMENTS}个内容`,
  textTooLong: `消息不能超过${CHAT_MAX_TEXT_LENGTH}个字`,
  unknownType: '不支持的消息类型',
  badImage: '图片地址无效',
  badCustom: '卡片消息内容无效',
  badGid: '消息编号无效',
  conversationNotFound: '会话不存在或无权访问',
  flood: `发送过于频繁，每${CHAT_FLOOD_WINDOW_MS / 1000}秒最多${CHAT_FLOOD_LIMIT}条消息，请稍后再试`,
  sigExpired: '聊天签名已过期，请重新获取',
  sigInvalid: '聊天签名无效',
  fileTooLarge: (maxMb: number) => `文件不能超过${maxMb}MB`,
  fileType: '文件类型不支持，或内容与扩展名不符',
  fileMissing: '请选择要上传的文件',
  replyEmpty: '快捷回复不能为空',
  replyTooLong: `快捷回复不能超过${CHAT_REPLY_MAX_LENGTH}个字`,
  replyTooMany: `快捷回复最多${CHAT_REPLY_MAX}条`,
  notColleague: '只能与本公司同事沟通',
  noCompany: '请先加入公司',
  cannotChatSelf: '不能与自己沟通',
  factoryNotFound: '工厂不存在',
  notYourBuyer: '只能联系向本厂发起询价、补样或找样的采购商',
  notFactory: '当前账号未关联工厂',
  notServiceAgent: '仅平台客服可以使用客服工作台',
  serviceTaken: '该会话已被其他客服接入',
  notAssignee: '只有正在接待的客服可以操作此会话',
  transferTarget: '请选择其他客服',
  serviceClosed: '会话已结束',
  serviceNotClosed: '会话尚未结束',
} as const;

/** The agent's workspace tabs: the waiting queue, the agent's own open conversations, the closed ones. */
export const SERVICE_DESK_TABS = [
  { key: 'waiting', label: '待接入' },
  { key: 'mine', label: '我的会话' },
  { key: 'closed', label: '已结束' },
] as const;
export type ServiceDeskTab = (typeof SERVICE_DESK_TABS)[number]['key'];

/** A product card sent in a chat (TIMCustomElem Data, JSON). */
export interface ProductCardData {
  type: 'product';
  toy_id: number;
  name: string;
  picture?: string;
  price?: string;
}
/** A file sent in a chat (TIMCustomElem Data, JSON). */
export interface FileCardData {
  type: 'file';
  name: string;
  url: string;
  size: number;
}

/** Where the server serves a file sent in a chat (by content hash). */
export const CHAT_FILE_URL = /^\/api\/chat\/file\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** Reads a custom element's Data as a product card or a file; anything else is null. */
export function parseCardData(data: string): ProductCardData | FileCardData | null {
  try {
    const v = JSON.parse(data) as Record<string, unknown>;
    if (v?.type === 'product' && Number.isInteger(v.toy_id) && typeof v.name === 'string') return v as never;
    if (v?.type === 'file' && typeof v.url === 'string' && CHAT_FILE_URL.test(v.url) && typeof v.name === 'string')
      return v as never;
  } catch {
    // not JSON: not a card
  }
  return null;
}

/**
 * Checks a message before it is stored: a non-empty list of known elements, text within bounds, images
 * pointing at this platform's files (a relative /files/ path), custom Data a product card or a file.
 * Answers the refusal, or null when the message may be sent.
 */
export function validateMsgContent(raw: unknown): string | null {
  if (!Array.isArray(raw) || raw.length === 0) return CHAT_MSG.emptyMessage;
  if (raw.length > CHAT_MAX_ELEMENTS) return CHAT_MSG.tooManyElements;
  let text = 0;
  let meaningful = false;
  for (const el of raw as { MsgType?: unknown; MsgContent?: Record<string, unknown> }[]) {
    const c = el?.MsgContent;
    if (typeof c !== 'object' || c === null) return CHAT_MSG.unknownType;
    if (el.MsgType === 'TIMTextElem') {
      if (typeof c.Text !== 'string') return CHAT_MSG.unknownType;
      text += [...c.Text].length;
      if (c.Text.trim()) meaningful = true;
    } else if (el.MsgType === 'TIMImageElem') {
      const list = c.ImageInfoArray;
      if (!Array.isArray(list) || list.length === 0) return CHAT_MSG.badImage;
      for (const img of list as { URL?: unknown }[])
        if (typeof img?.URL !== 'string' || !/^\/files\/[A-Za-z0-9_./-]+$/.test(img.URL) || img.URL.includes('..'))
          return CHAT_MSG.badImage;
      meaningful = true;
    } else if (el.MsgType === 'TIMCustomElem') {
      if (typeof c.Data !== 'string' || c.Data.length > CHAT_MAX_CUSTOM_LENGTH || !parseCardData(c.Data))
        return CHAT_MSG.badCustom;
      meaningful = true;
    } else return CHAT_MSG.unknownType;
  }
  if (text > CHAT_MAX_TEXT_LENGTH) return CHAT_MSG.textTooLong;
  return meaningful ? null : CHAT_MSG.emptyMessage;
}

/** Whether one more message now would exceed the flood limit, given the send times of the recent ones. */
export function isFlood(recentSendTimes: readonly number[], now: number): boolean {
  const since = now - CHAT_FLOOD_WINDOW_MS;
  return recentSendTimes.filter((t) => t > since).length >= CHAT_FLOOD_LIMIT;
}

/** §8: whether a signature issued with this expiry (ms since epoch) is no longer accepted at `now`. */
export function signatureExpired(expiresAt: number, now: number): boolean {
  return !(expiresAt > now);
}

/** Validates a quick reply's text; answers the refusal or null. */
export function validateQuickReply(text: string): string | null {
  const t = text.trim();
  if (!t) return CHAT_MSG.replyEmpty;
  if ([...t].length > CHAT_REPLY_MAX_LENGTH) return CHAT_MSG.replyTooLong;
  return null;
}

/**
 * The messages of a conversation as the client shows them: the loaded ones merged with arrivals (live or
 * fetched after a reconnect), each gid once, in send order.
 */
export function mergeMessages<T extends { gid: string; created_time: string | number; id?: number }>(
  loaded: readonly T[],
  incoming: readonly T[],
): T[] {
  const byGid = new Map<string, T>();
  for (const m of loaded) byGid.set(m.gid, m);
  for (const m of incoming) byGid.set(m.gid, { ...byGid.get(m.gid), ...m });
  const order = (m: T) => m.id ?? Number.MAX_SAFE_INTEGER;
  return [...byGid.values()].sort((a, b) => order(a) - order(b));
}

/** §3 message status: being sent (only on the client), stored, or failed (the client offers a resend). */
export const CHAT_MSG_STATUS = { sending: 0, sent: 1, failed: 2 } as const;

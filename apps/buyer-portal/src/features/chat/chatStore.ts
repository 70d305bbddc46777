import {
  ApiError,
  api,
  type ChatConversationItem,
  type ChatEvent,
  type ChatMessageItem,
  type ChatReply,
  type ChatUnread,
  createRealtime,
  type RealtimeClient,
} from '@wanju/api-client';
import {
  CHAT_MSG_STATUS,
  CHAT_SIG_ERROR_CODE,
  type ChatTabType,
  type MsgElement,
  mergeMessages,
  nextHistoryOffset,
  shouldRenewSignature,
  UNREAD_REFRESH_MS,
  unreadRefreshDue,
} from '@wanju/domain';
import { proxy } from 'valtio';
import { client, sessionState } from '../../app/session';
import { unreadState } from '../messages/unreadStore';

/** The chat of the signed-in user: conversations per tab, the open thread, unread counts, the live socket. */
export const chatState = proxy({
  open: false,
  tab: 'platform' as ChatTabType,
  conversations: [] as ChatConversationItem[],
  selectedId: null as string | null,
  messages: [] as ChatMessageItem[],
  hasMore: false,
  loadingMore: false,
  unread: { platform: 0, website: 0, colleague: 0, system: 0, total: 0 } as ChatUnread,
  replies: [] as ChatReply[],
  myChatId: '',
  live: false,
});

let sig: { user_sig: string; user_id: number } | null = null;
let socket: RealtimeClient | null = null;
let stopConversation: (() => void) | null = null;
let lastRefresh = new Date(0);

const LISTS = {
  platform: () => client.call(api.chat.getMessageList, {}, { silent: true }),
  website: () => client.call(api.chat.getWebsiteMessageList, {}, { silent: true }),
  colleague: () => client.call(api.chat.getColleagueMessageList, {}, { silent: true }),
} as const;

const gid = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

async function signature(renew = false) {
  if (!sig || renew) sig = await client.call(api.chat.againUserSig, {}, { silent: true });
  return sig;
}

export async function refreshUnread() {
  lastRefresh = new Date();
  chatState.unread = await client.call(api.chat.getMessageReminder, {}, { silent: true });
  unreadState.count = chatState.unread.system;
}

export async function loadTab(tab: ChatTabType = chatState.tab) {
  chatState.tab = tab;
  if (tab === 'system') {
    chatState.conversations = [];
    return;
  }
  const r = await LISTS[tab]();
  if ('chat_id' in r) chatState.myChatId = r.chat_id as string;
  if ('unread' in r) chatState.unread = r.unread as ChatUnread;
  chatState.conversations = r.list;
}

/** §4: opening a conversation marks it read; its channel is joined for live messages. */
export async function openConversation(chatId: string) {
  chatState.selectedId = chatId;
  chatState.messages = [];
  const page = await client.call(api.chat.getMessageRecord, { chat_id: chatId, offset: 0 }, { silent: true });
  chatState.messages = page.list;
  chatState.hasMore = page.has_more;
  chatState.unread = await client.call(api.chat.setLastTime, { chat_id: chatId }, { silent: true });
  const c = chatState.conversations.find((x) => x.chat_id === chatId);
  if (c) c.unread_count = 0;
  stopConversation?.();
  stopConversation = socket?.subscribe(`conversation:${chatId}`, onEvent) ?? null;
}

export async function loadMore() {
  const chatId = chatState.selectedId;
  if (!chatId || chatState.loadingMore) return;
  chatState.loadingMore = true;
  try {
    const offset = nextHistoryOffset(chatState.messages.filter((m) => m.id > 0).length);
    const page = await client.call(api.chat.getMessageRecord, { chat_id: chatId, offset }, { silent: true });
    chatState.messages = mergeMessages(page.list, chatState.messages);
    chatState.hasMore = page.has_more;
  } finally {
    chatState.loadingMore = false;
  }
}

/**
 * Sends with a gid made once: the message shows at once as sending, then sent or failed. On 70001 a new
 * signature is fetched and the same message sent again, so nothing typed is lost and nothing stored twice.
 */
export async function send(content: MsgElement[], existingGid?: string) {
  const chatId = chatState.selectedId;
  if (!chatId) return;
  const id = existingGid ?? gid();
  const pending: ChatMessageItem = {
    id: 0,
    chat_id: chatId,
    gid: id,
    from_chat_id: chatState.myChatId,
    nickname: '',
    avatar: '',
    msg_content: content,
    created_time: '',
    status: CHAT_MSG_STATUS.sending,
  };
  chatState.messages = mergeMessages(chatState.messages, [pending]);
  const attempt = async (renew: boolean) =>
    client.call(
      api.chat.sendMessage,
      { chat_id: chatId, gid: id, user_sig: (await signature(renew)).user_sig, msg_content: content },
      { needError: true },
    );
  try {
    let r: Awaited<ReturnType<typeof attempt>>;
    try {
      r = await attempt(false);
    } catch (error) {
      if (!(error instanceof ApiError && (error.code === CHAT_SIG_ERROR_CODE || shouldRenewSignature(error))))
        throw error;
      r = await attempt(true);
    }
    chatState.messages = mergeMessages(chatState.messages, [r.message]);
  } catch (error) {
    chatState.messages = mergeMessages(chatState.messages, [{ ...pending, status: CHAT_MSG_STATUS.failed }]);
    throw error;
  }
}

export const sendText = (text: string) => send([{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }]);

export async function sendFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  const up = await client.upload(api.chat.uploadFile, form);
  if (up.kind === 'image')
    return send([{ MsgType: 'TIMImageElem', MsgContent: { ImageInfoArray: [{ URL: up.url }] } }]);
  const data = JSON.stringify({ type: 'file', name: up.name, url: up.url, size: up.size });
  return send([{ MsgType: 'TIMCustomElem', MsgContent: { Data: data, Desc: `[文件] ${up.name}` } }]);
}

export function resend(gidToResend: string) {
  const m = chatState.messages.find((x) => x.gid === gidToResend);
  if (m) void send(m.msg_content, m.gid).catch(() => undefined);
}

export async function loadReplies() {
  chatState.replies = (await client.call(api.chat.getChatReply, {}, { silent: true })).list;
}

/** Opens the window on the conversation with a factory; a product card is sent once per product. */
export async function askFactory(factoryId: number, product?: { id: number; name: string; picture?: string }) {
  chatState.open = true;
  chatState.tab = 'platform';
  const { conversation } = await client.call(api.chat.getMessageFactory, {
    factory_id: factoryId,
    toy_id: product?.id,
  });
  await loadTab('platform');
  await openConversation(conversation.chat_id);
  if (product) {
    const data = JSON.stringify({ type: 'product', toy_id: product.id, name: product.name, picture: product.picture });
    await send(
      [{ MsgType: 'TIMCustomElem', MsgContent: { Data: data, Desc: `[产品] ${product.name}` } }],
      `p${product.id}x${conversation.chat_id.slice(2)}`.slice(0, 64),
    );
  }
}

export async function openService() {
  chatState.open = true;
  const { conversation } = await client.call(api.chat.openConversation, { kind: 'service' });
  await loadTab('platform');
  await openConversation(conversation.chat_id);
}

function onEvent(raw: unknown) {
  const event = raw as ChatEvent;
  if (event.type === 'notice') {
    unreadState.count = event.count;
    chatState.unread = { ...chatState.unread, system: event.count };
    return;
  }
  if (event.type !== 'chat.message') return;
  if (event.chat_id === chatState.selectedId && chatState.open) {
    chatState.messages = mergeMessages(chatState.messages, [event.message]);
    if (event.message.from_chat_id !== chatState.myChatId)
      void client.call(api.chat.setLastTime, { chat_id: event.chat_id }, { silent: true }).catch(() => undefined);
    return;
  }
  if (event.message.from_chat_id === chatState.myChatId) return;
  // A closed conversation: its badge and the header count move without a reload.
  void refreshUnread().catch(() => undefined);
  if (chatState.open) void loadTab().catch(() => undefined);
}

/** After a reconnect: what the open conversation missed since its last id, and fresh counts. */
async function catchUp() {
  const chatId = chatState.selectedId;
  await refreshUnread();
  if (!chatId) return;
  const lastId = chatState.messages.reduce((n, m) => Math.max(n, m.id), 0);
  const r = await client.call(
    api.chat.getMessageRecord,
    { chat_id: chatId, offset: 0, after_id: lastId },
    { silent: true },
  );
  chatState.messages = mergeMessages(chatState.messages, r.list);
}

/** Connects the live socket for the signed-in user; when it is down the §9 timer refreshes the counts. */
export function startChat(): () => void {
  let wasOpen = false;
  let stopped = false;
  void (async () => {
    const s = await signature().catch(() => null);
    if (!s || stopped) return;
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws`;
    socket = createRealtime({
      url,
      token: () => sessionState.token,
      onStatus: (status) => {
        chatState.live = status === 'open';
        if (status === 'open' && wasOpen) void catchUp().catch(() => undefined);
        if (status === 'open') wasOpen = true;
      },
    });
    socket.subscribe(`user:${s.user_id}`, onEvent);
    if (chatState.selectedId) stopConversation = socket.subscribe(`conversation:${chatState.selectedId}`, onEvent);
  })();
  void refreshUnread().catch(() => undefined);
  const timer = window.setInterval(() => {
    if (!chatState.live && unreadRefreshDue(lastRefresh, new Date())) void refreshUnread().catch(() => undefined);
  }, UNREAD_REFRESH_MS);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    socket?.close();
    socket = null;
    sig = null;
  };
}

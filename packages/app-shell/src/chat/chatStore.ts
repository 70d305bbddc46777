import {
  type ApiClient,
  ApiError,
  api,
  type ChatColleague,
  type ChatConversationItem,
  type ChatEvent,
  type ChatMessageItem,
  type ChatReply,
  type ChatUnread,
  createRealtime,
  REALTIME_PATH,
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

export interface ChatStoreOptions {
  client: ApiClient;
  /** The session token the live socket signs in with. */
  token: () => string | null;
  /** The system-message count changed (the header bell). */
  onSystemCount?: (count: number) => void;
}

/** A product as a chat card (TIMCustomElem with a product card). */
export interface ChatProduct {
  id: number;
  name: string;
  picture?: string;
  price?: string;
}

export interface ChatState {
  open: boolean;
  tab: ChatTabType;
  conversations: ChatConversationItem[];
  selectedId: string | null;
  messages: ChatMessageItem[];
  hasMore: boolean;
  loadingMore: boolean;
  unread: ChatUnread;
  replies: ChatReply[];
  colleagues: ChatColleague[];
  myChatId: string;
  live: boolean;
  /** The signed-in user is a customer-service agent (the portal offers the service desk). */
  serviceAgent: boolean;
  /** A page shows the open conversation (the service desk) though the chat window is closed. */
  docked: boolean;
}

const gid = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

const productCard = (product: ChatProduct): MsgElement => ({
  MsgType: 'TIMCustomElem',
  MsgContent: {
    Data: JSON.stringify({
      type: 'product',
      toy_id: product.id,
      name: product.name,
      picture: product.picture,
      price: product.price,
    }),
    Desc: `[产品] ${product.name}`,
  },
});

/**
 * The chat of the signed-in user, shared by the apps: conversations per tab, the open thread, unread
 * counts, quick replies, colleagues and the live socket (with the §9 timer refreshing the counts while it
 * is down).
 */
export function createChatStore({ client, token, onSystemCount }: ChatStoreOptions) {
  const chatState = proxy<ChatState>({
    open: false,
    tab: 'platform',
    conversations: [],
    selectedId: null,
    messages: [],
    hasMore: false,
    loadingMore: false,
    unread: { platform: 0, website: 0, colleague: 0, system: 0, total: 0 },
    replies: [],
    colleagues: [],
    myChatId: '',
    live: false,
    serviceAgent: false,
    docked: false,
  });
  // Pages that follow the user's live events beside the chat (the service desk's queue).
  const watchers = new Set<(event: ChatEvent) => void>();
  function watch(listener: (event: ChatEvent) => void): () => void {
    watchers.add(listener);
    return () => watchers.delete(listener);
  }

  let sig: { user_sig: string; user_id: number; chat_id: string; service_agent?: boolean } | null = null;
  let socket: RealtimeClient | null = null;
  let stopConversation: (() => void) | null = null;
  let lastRefresh = new Date(0);

  const LISTS = {
    platform: () => client.call(api.chat.getMessageList, {}, { silent: true }),
    website: () => client.call(api.chat.getWebsiteMessageList, {}, { silent: true }),
    colleague: () => client.call(api.chat.getColleagueMessageList, {}, { silent: true }),
  } as const;

  // The website tab's conversations are read and marked through their own calls (§3's website variants).
  const THREAD_CALLS = {
    other: { record: api.chat.getMessageRecord, lastTime: api.chat.setLastTime },
    website: { record: api.chat.getWebsiteMessageRecord, lastTime: api.chat.setWebsiteLastTime },
  } as const;
  let thread: (typeof THREAD_CALLS)[keyof typeof THREAD_CALLS] = THREAD_CALLS.other;

  async function signature(renew = false) {
    if (!sig || renew) sig = await client.call(api.chat.againUserSig, {}, { silent: true });
    if (!chatState.myChatId) chatState.myChatId = sig.chat_id;
    chatState.serviceAgent = sig.service_agent === true;
    return sig;
  }

  function setUnread(unread: ChatUnread) {
    chatState.unread = unread;
    onSystemCount?.(unread.system);
  }

  async function refreshUnread() {
    lastRefresh = new Date();
    setUnread(await client.call(api.chat.getMessageReminder, {}, { silent: true }));
  }

  async function loadTab(tab: ChatTabType = chatState.tab) {
    chatState.tab = tab;
    if (tab === 'system') {
      chatState.conversations = [];
      return;
    }
    if (tab === 'colleague') void loadColleagues().catch(() => undefined);
    const r = await LISTS[tab]();
    if ('chat_id' in r) chatState.myChatId = r.chat_id as string;
    if ('unread' in r) setUnread(r.unread as ChatUnread);
    chatState.conversations = r.list;
  }

  async function loadColleagues() {
    chatState.colleagues = (await client.call(api.chat.getColleagueList, {}, { silent: true })).list;
  }

  /** §4: opening a conversation marks it read; its channel is joined for live messages. */
  async function openConversation(chatId: string) {
    chatState.selectedId = chatId;
    chatState.messages = [];
    const tab = chatState.conversations.find((c) => c.chat_id === chatId)?.tab ?? chatState.tab;
    thread = tab === 'website' ? THREAD_CALLS.website : THREAD_CALLS.other;
    const page = await client.call(thread.record, { chat_id: chatId, offset: 0 }, { silent: true });
    chatState.messages = page.list;
    chatState.hasMore = page.has_more;
    setUnread(await client.call(thread.lastTime, { chat_id: chatId }, { silent: true }));
    const c = chatState.conversations.find((x) => x.chat_id === chatId);
    if (c) c.unread_count = 0;
    stopConversation?.();
    stopConversation = socket?.subscribe(`conversation:${chatId}`, onEvent) ?? null;
  }

  async function loadMore() {
    const chatId = chatState.selectedId;
    if (!chatId || chatState.loadingMore) return;
    chatState.loadingMore = true;
    try {
      const offset = nextHistoryOffset(chatState.messages.filter((m) => m.id > 0).length);
      const page = await client.call(thread.record, { chat_id: chatId, offset }, { silent: true });
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
  async function send(content: MsgElement[], existingGid?: string) {
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

  const sendText = (text: string) => send([{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }]);
  const sendProduct = (product: ChatProduct) => send([productCard(product)]);

  async function sendFile(file: File) {
    const form = new FormData();
    form.append('file', file);
    const up = await client.upload(api.chat.uploadFile, form);
    if (up.kind === 'image')
      return send([{ MsgType: 'TIMImageElem', MsgContent: { ImageInfoArray: [{ URL: up.url }] } }]);
    const data = JSON.stringify({ type: 'file', name: up.name, url: up.url, size: up.size });
    return send([{ MsgType: 'TIMCustomElem', MsgContent: { Data: data, Desc: `[文件] ${up.name}` } }]);
  }

  function resend(gidToResend: string) {
    const m = chatState.messages.find((x) => x.gid === gidToResend);
    if (m) void send(m.msg_content, m.gid).catch(() => undefined);
  }

  async function loadReplies() {
    chatState.replies = (await client.call(api.chat.getChatReply, {}, { silent: true })).list;
  }

  async function show(conversation: ChatConversationItem) {
    chatState.open = true;
    await loadTab(conversation.tab);
    await openConversation(conversation.chat_id);
  }

  /** Opens the window on the conversation with a factory; a product card is sent once per product. */
  async function askFactory(factoryId: number, product?: ChatProduct) {
    chatState.open = true;
    const { conversation } = await client.call(api.chat.getMessageFactory, {
      factory_id: factoryId,
      toy_id: product?.id,
    });
    await show(conversation);
    if (product) await send([productCard(product)], `p${product.id}x${conversation.chat_id.slice(2)}`.slice(0, 64));
  }

  /** The fixed customer-service entry. */
  async function openService() {
    chatState.open = true;
    const { conversation } = await client.call(api.chat.openConversation, { kind: 'service' });
    await show(conversation);
  }

  /** A factory's staff contact the buyer of a request they received ('联系采购商'). */
  async function contactBuyer(source: 'request' | 'find_sample', requestId: number) {
    const { conversation } = await client.call(api.chat.openConversation, {
      kind: 'buyer',
      source,
      request_id: requestId,
    });
    await show(conversation);
  }

  /** Opens the chat with a colleague from the colleague list. */
  async function openColleague(userChatId: string) {
    const { conversation } = await client.call(api.chat.openConversation, {
      kind: 'colleague',
      user_chat_id: userChatId,
    });
    await show(conversation);
  }

  function onEvent(raw: unknown) {
    const event = raw as ChatEvent;
    for (const listener of watchers) listener(event);
    if (event.type === 'notice') {
      setUnread({ ...chatState.unread, system: event.count });
      return;
    }
    if (event.type !== 'chat.message') return;
    if (event.chat_id === chatState.selectedId && (chatState.open || chatState.docked)) {
      chatState.messages = mergeMessages(chatState.messages, [event.message]);
      if (event.message.from_chat_id !== chatState.myChatId)
        void client.call(thread.lastTime, { chat_id: event.chat_id }, { silent: true }).catch(() => undefined);
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
    const r = await client.call(thread.record, { chat_id: chatId, offset: 0, after_id: lastId }, { silent: true });
    chatState.messages = mergeMessages(chatState.messages, r.list);
  }

  /** Connects the live socket for the signed-in user; when it is down the §9 timer refreshes the counts. */
  function startChat(): () => void {
    let wasOpen = false;
    let stopped = false;
    void (async () => {
      const s = await signature().catch(() => null);
      if (!s || stopped) return;
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${REALTIME_PATH}`;
      socket = createRealtime({
        url,
        token,
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

  return {
    chatState,
    refreshUnread,
    loadTab,
    loadColleagues,
    openConversation,
    loadMore,
    send,
    sendText,
    sendProduct,
    sendFile,
    resend,
    loadReplies,
    askFactory,
    openService,
    contactBuyer,
    openColleague,
    startChat,
    watch,
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.

import type { ChatConversation, ChatKind, ChatMessage, ChatTabType, ServiceDeskTab } from '@wanju/domain';
import { CHAT_GID_PATTERN, CHAT_REPLY_MAX } from '@wanju/domain';
import * as z from 'zod';
import { empty, endpoint, id } from './define';

/** A conversation in a list: the spec's fields, plus its kind, tab and the id of its newest message. */
export interface ChatConversationItem extends ChatConversation {
  kind: ChatKind;
  tab: Exclude<ChatTabType, 'system'>;
  last_message_id: number;
  /** 'YYYY-MM-DD HH:mm' of the newest message, '' when none. */
  last_time: string;
}

/** A stored message: the spec's fields, its id (for catch-up after a reconnect) and its conversation. */
export interface ChatMessageItem extends ChatMessage {
  id: number;
  chat_id: string;
  nickname: string;
  avatar: string;
}

/** A page of history: oldest first; `notice` is '已经没有更多的历史消息了哦' when the start is reached. */
export interface ChatHistory {
  list: ChatMessageItem[];
  has_more: boolean;
  notice: string | null;
}

/** Unread counts per tab (system is the sys_messages count); `total` follows the domain's unreadTotal. */
export interface ChatUnread {
  platform: number;
  website: number;
  colleague: number;
  system: number;
  total: number;
}

export interface ChatColleague {
  user_id: number;
  chat_id: string;
  nickname: string;
  avatar: string;
  user_type: number;
}

export interface ChatReply {
  id: number;
  content: string;
}

export interface ChatSignature {
  user_id: number;
  chat_id: string;
  user_sig: string;
  /** ms since epoch */
  expires_at: number;
  /** whether the user is one of the platform's customer-service agents (the portal then offers the desk) */
  service_agent: boolean;
}

/** What upload_file answers: a picture to send as TIMImageElem or a file to send as a file card. */
export interface ChatUpload {
  kind: 'image' | 'file';
  url: string;
  name: string;
  size: number;
}

/** A service conversation as the agents see it: who answers it (null = waiting) and whether it is open. */
export interface ServiceDeskItem extends ChatConversationItem {
  state: 'open' | 'closed';
  assignee_id: number | null;
  assignee_name: string;
  customer_id: number;
}

export interface ServiceAgent {
  user_id: number;
  nickname: string;
}

/** The agent's workspace: the three tabs, their unread counts, the agents (for a transfer) and who I am. */
export interface ServiceDesk {
  waiting: ServiceDeskItem[];
  mine: ServiceDeskItem[];
  closed: ServiceDeskItem[];
  unread: Record<ServiceDeskTab, number>;
  agents: ServiceAgent[];
  me: number;
}

/** The customer of a service conversation: who they are and their latest inquiries and supplements. */
export interface ServiceCustomer {
  user_id: number;
  nickname: string;
  phone: string;
  company_name: string;
  requests: {
    id: number;
    kind: 'inquiry' | 'supplement';
    factory_name: string;
    status: string;
    created_time: string;
  }[];
}

/** A realtime event on `conversation:<id>` and the recipients' `user:<id>` channels. */
export type ChatEvent =
  | { type: 'chat.message'; chat_id: string; message: ChatMessageItem }
  | { type: 'chat.read'; chat_id: string; user_chat_id: string; last_read_id: number }
  | { type: 'notice'; count: number }
  /** To every agent's `user:<id>`: a service conversation was taken, transferred, closed or reopened. */
  | { type: 'service.queue'; chat_id: string };

const chatId = z.string().trim().min(1).max(64);
const history = z.object({
  chat_id: chatId,
  /** messages already loaded (older pages); 0 for the newest page */
  offset: z.number().int().min(0).max(10_000_000).default(0),
  /** when given: the messages newer than this id instead (what was missed during a reconnect) */
  /** Message ids are bigserial: wider than an integer column. */
  after_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).meta({ wide: true }).optional(),
});
const byChat = z.object({ chat_id: chatId });
const list = z.object({ keyword: z.string().trim().max(50).optional() });

/** Chat (/api/chat/*): conversations of the four tabs, history, read marks, quick replies, files, signatures. */
export const chat = {
  /** Platform tab: conversations with factories, buyers and customer service; with every tab's unread. */
  getMessageList: endpoint<{ list: ChatConversationItem[]; unread: ChatUnread; chat_id: string }>()(
    '/api/chat/get_message_list',
    list,
  ),
  /** History of a conversation by chat_id and offset, 15 a page (§9). */
  getMessageRecord: endpoint<ChatHistory>()('/api/chat/get_message_record', history),
  /** The fixed customer-service entry: the user's own service conversation (agents: every one). */
  customerMessageList: endpoint<{ list: ChatConversationItem[] }>()('/api/chat/customer_message_list', empty),
  /** Opening a conversation marks it read (§4); answers the unread counts left. */
  setLastTime: endpoint<ChatUnread>()('/api/chat/set_last_time', byChat),
  /** Hides a conversation from the list until its next message. */
  delConversation: endpoint<{ removed: true }>()('/api/chat/del_conversation', byChat),
  /** Opens (or finds) the platform conversation with a factory, from a product or the factory page. */
  getMessageFactory: endpoint<{ conversation: ChatConversationItem }>()(
    '/api/chat/get_message_factory',
    z.object({ factory_id: id, toy_id: id.optional() }),
  ),
  getChatReply: endpoint<{ list: ChatReply[] }>()('/api/chat/get_chat_reply', empty),
  /** Replaces the user's quick replies with this list (in order). */
  editChatReply: endpoint<{ list: ChatReply[] }>()(
    '/api/chat/edit_chat_reply',
    z.object({ list: z.array(z.string().max(1000)).max(CHAT_REPLY_MAX) }),
  ),
  getWebsiteMessageList: endpoint<{ list: ChatConversationItem[] }>()('/api/chat/get_website_message_list', list),
  delWebsiteConversation: endpoint<{ removed: true }>()('/api/chat/del_website_conversation', byChat),
  getWebsiteMessageRecord: endpoint<ChatHistory>()('/api/chat/get_website_message_record', history),
  setWebsiteLastTime: endpoint<ChatUnread>()('/api/chat/set_website_last_time', byChat),
  getColleagueMessageList: endpoint<{ list: ChatConversationItem[] }>()('/api/chat/get_colleague_message_list', list),
  /** Staff of the user's company (not the user). */
  getColleagueList: endpoint<{ list: ChatColleague[] }>()('/api/chat/get_colleague_list', empty),
  /**
   * Opens (or finds) a conversation: with a colleague (their chat_id), a company's website staff, service, a
   * factory (a trading company's is a factory chat), or, for a factory's staff, the buyer of a request.
   */
  openConversation: endpoint<{ conversation: ChatConversationItem }>()(
    '/api/chat/open_conversation',
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('colleague'), user_chat_id: chatId }),
      z.object({ kind: z.literal('website'), company_id: id }),
      z.object({ kind: z.literal('service') }),
      z.object({ kind: z.literal('platform'), factory_id: id, toy_id: id.optional() }),
      // A factory's staff contacting the buyer of an inquiry/supplement ('request') or a find-sample request.
      z.object({ kind: z.literal('buyer'), source: z.enum(['request', 'find_sample']), request_id: id }),
    ]),
  ),
  /**
   * Sends a message. `gid` is generated by the client once per message: a retry with the same gid answers
   * the stored message instead of storing another. An expired `user_sig` is refused with 70001.
   */
  sendMessage: endpoint<{ message: ChatMessageItem; duplicate: boolean }>()(
    '/api/chat/send_message',
    z.object({
      chat_id: chatId,
      gid: z.string().regex(CHAT_GID_PATTERN, '消息编号无效'),
      user_sig: z.string().max(200),
      msg_content: z.array(z.unknown()).max(50),
    }),
  ),
  /** multipart/form-data with `file`: a picture (png, jpg) or a document, checked by content and size. */
  uploadFile: endpoint<ChatUpload>()('/api/chat/upload_file', empty),
  /** A fresh chat signature (§8: fetched again on 70001). */
  againUserSig: endpoint<ChatSignature>()('/api/chat/again_user_sig', empty),
  /** Checks a signature the way the chat login does: 70001 when it has expired. */
  checkUserSig: endpoint<{ ok: true }>()('/api/chat/check_user_sig', z.object({ user_sig: z.string().max(200) })),
  /** Customer-service agents only: the workspace's queue (待接入, 我的会话, 已结束) with unread counts. */
  serviceDesk: endpoint<ServiceDesk>()('/api/chat/service_desk', empty),
  /** Takes a waiting conversation; of two agents taking one at once exactly one wins. */
  serviceTake: endpoint<{ conversation: ServiceDeskItem }>()('/api/chat/service_take', byChat),
  /** Hands the agent's conversation to another agent. */
  serviceTransfer: endpoint<{ conversation: ServiceDeskItem }>()(
    '/api/chat/service_transfer',
    z.object({ chat_id: chatId, agent_id: id }),
  ),
  serviceClose: endpoint<{ conversation: ServiceDeskItem }>()('/api/chat/service_close', byChat),
  /** Reopens a closed conversation, answered by the agent who reopens it. */
  serviceReopen: endpoint<{ conversation: ServiceDeskItem }>()('/api/chat/service_reopen', byChat),
  serviceCustomer: endpoint<ServiceCustomer>()('/api/chat/service_customer', byChat),
  /** The header's counts: unread system messages and unread chat messages. */
  getMessageReminder: endpoint<ChatUnread>()('/api/system/get_message_reminder', empty),
};

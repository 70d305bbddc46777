// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import type { ContentItem } from './areas';
import type { ToyItem } from './catalogue';
import { endpoint, id, paging } from './define';
import type { FactoryItem } from './factory';

/** What a user follows (spec 'attention', glossary 关注): a factory or a product. */
export const ATTENTION_TYPES = ['factory', 'toy'] as const;
export type AttentionType = (typeof ATTENTION_TYPES)[number];
const type = z.enum(ATTENTION_TYPES);

export type AttentionToy = ToyItem & { attention_time: string };
export type AttentionFactory = FactoryItem & { attention_time: string };

/** Follows of the signed-in user (/api/toy/*): follow, list, the followed ids among some, unfollow. */
export const attention = {
  /** Follows a factory or a product (following twice keeps one follow). */
  editAttention: endpoint<{ followed: true }>()('/api/toy/edit_attention', z.object({ type, id })),
  getAttentionList: endpoint<Page<AttentionToy | AttentionFactory>>()(
    '/api/toy/get_attention_list',
    z.object({ type, ...paging }),
  ),
  /** Which of these ids the user follows (the follow buttons of product and factory detail). */
  getAttentionState: endpoint<{ ids: number[] }>()(
    '/api/toy/get_attention_state',
    z.object({ type, ids: z.array(id).min(1).max(100) }),
  ),
  removeAttention: endpoint<{ removed: number }>()(
    '/api/toy/remove_attention',
    z.object({ type, ids: z.array(id).min(1, '请选择要取消关注的记录').max(100) }),
  ),
};

/** A system message (/sys_func). `is_read` 0 or 1. */
export interface SysMessage {
  id: number;
  kind: string;
  title: string;
  content: string;
  link: string;
  is_read: 0 | 1;
  created_time: string;
}

/** System messages of the signed-in user: list, mark read (some or all), the unread count (§3 `count`). */
export const sysMessage = {
  getSysMessage: endpoint<Page<SysMessage> & { unread: number }>()(
    '/api/system/get_sys_message',
    z.object({ ...paging, is_read: z.union([z.literal(0), z.literal(1)]).optional() }),
  ),
  /** `ids` marks those read; `all: true` marks every message read. Answers the unread count left. */
  setRead: endpoint<{ count: number }>()(
    '/api/system/set_read',
    z
      .object({ ids: z.array(id).min(1).max(100).optional(), all: z.boolean().optional() })
      .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, { message: '请选择要标记已读的消息' }),
  ),
  getCount: endpoint<{ count: number }>()('/api/system/get_count', z.object({}).passthrough()),
  /** §7 /api/home/set_read: the home page's notices read (the same messages as set_read). */
  homeSetRead: endpoint<{ count: number }>()(
    '/api/home/set_read',
    z
      .object({ ids: z.array(id).min(1).max(100).optional(), all: z.boolean().optional() })
      .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, { message: '请选择要标记已读的消息' }),
  ),
};

/** One change of the points ledger: earned (> 0) or spent (< 0), with its reason. */
export interface PointLog {
  id: number;
  points: number;
  reason: string;
  created_time: string;
}

/** My points (/integral): the balance and the ledger, optionally only earned or only spent. */
export const points = {
  getIntegral: endpoint<Page<PointLog> & { balance: number; earned: number; spent: number }>()(
    '/api/system/get_integral',
    z.object({ ...paging, kind: z.enum(['earned', 'spent']).optional() }),
  ),
};

/** A live stream or its recording with the video to play (/xiaoniaolive/{type}/{id}). */
export type LiveDetail = ContentItem & { status: 'live' | 'replay'; video: string; viewers: number };
export const liveDetail = {
  getDetail: endpoint<LiveDetail>()('/api/live/get_detail', z.object({ id })),
};

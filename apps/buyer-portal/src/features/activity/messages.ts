import type { Section } from '@wanju/api-client';

export const ACTIVITY_TEXT = {
  title: '平台活动推荐',
  types: '活动类型',
  unknown: '活动不存在或已结束',
  unknownHint: '请选择上方的其他活动',
} as const;

/** /factoryRecommend/{type}: the platform's activities and the product section each one shows. */
export const ACTIVITIES: readonly { type: string; label: string; section: Section }[] = [
  { type: 'carefully_chosen', label: '精选推荐', section: 'carefully_chosen' },
  { type: 'platform', label: '平台推荐', section: 'platform' },
  { type: 'special', label: '特价活动', section: 'special' },
  { type: 'global_hot', label: '全球热销', section: 'global_hot' },
  { type: 'new', label: '新品首发', section: 'new' },
  { type: 'stock', label: '现货清仓', section: 'stock' },
];

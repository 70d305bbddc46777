import { badgeText } from '@wanju/domain';
import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface CountBadgeProps {
  /** Unread or item count; nothing is shown for 0, '99+' above 99 (domain badgeText, spec §9). */
  count: number;
  /** What the count means, for screen readers: e.g. '条未读消息'. */
  label?: string;
  /** Wraps an icon or button; the badge floats at its top-right corner. */
  children?: ReactNode;
  /** A dot instead of the number. */
  dot?: boolean;
  className?: string;
}

/** A count badge on a bell, a chat tab or the sample cart. */
export function CountBadge({ count, label = '', children, dot, className }: CountBadgeProps) {
  const text = badgeText(count);
  const badge = text ? (
    <span
      className={cx(styles.badge({ kind: dot ? 'dot' : 'count', floating: Boolean(children) }), className)}
      role="status"
      aria-label={`${text}${label}`}
    >
      {dot ? null : text}
    </span>
  ) : null;
  if (!children) return badge;
  return (
    <span className={styles.anchor}>
      {children}
      {badge}
    </span>
  );
}

export interface BadgeProps {
  /** A short status label, e.g. the user type '主账号'. */
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

/** A small status label (user type, export format, default cart). For counts use CountBadge. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={cx(styles.badge({ kind: 'label', tone }), className)}>{children}</span>;
}

import { showBackToTop } from '@wanju/domain';
import {
  ArrowUp,
  ChevronsDown,
  ChevronsUp,
  GitCompareArrows,
  GripHorizontal,
  Headset,
  MessageSquare,
  ShoppingCart,
} from 'lucide-react';
import { type PointerEvent, type ReactNode, useRef } from 'react';
import { Button } from 'react-aria-components';
import { cx } from '../../cx';
import { CountBadge } from '../Badge/Badge';
import * as styles from './SideToolbar.css';

export interface SideToolbarProps {
  /** Distance from the top of the window, px; remembered by the caller (spec §3 stored locally). */
  top: number;
  onTopChange: (top: number) => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Page scroll position; back-to-top shows past the domain threshold (spec §2). */
  scrollTop: number;
  compareCount?: number;
  unreadCount?: number;
  cartCount?: number;
  onCompare?: () => void;
  onMessages?: () => void;
  onCart?: () => void;
  onService?: () => void;
  onBackToTop: () => void;
  /** Render in the flow instead of fixed to the window (stories, docs). */
  embedded?: boolean;
  className?: string;
}

function Item({
  label,
  icon,
  count,
  onPress,
}: {
  label: string;
  icon: ReactNode;
  count?: number;
  onPress?: () => void;
}) {
  return (
    <Button className={styles.item} onPress={onPress}>
      <CountBadge count={count ?? 0} label={`${label}`}>
        <span aria-hidden="true">{icon}</span>
      </CountBadge>
      {label}
    </Button>
  );
}

/**
 * The floating side toolbar: compare, messages, sample cart, customer service, back to top; collapsible and
 * draggable vertically by its handle (pointer or arrow keys).
 */
export function SideToolbar({
  top,
  onTopChange,
  collapsed,
  onCollapsedChange,
  scrollTop,
  compareCount,
  unreadCount,
  cartCount,
  onCompare,
  onMessages,
  onCart,
  onService,
  onBackToTop,
  embedded,
  className,
}: SideToolbarProps) {
  const drag = useRef<{ startY: number; startTop: number } | null>(null);
  const clamp = (y: number) =>
    Math.max(8, Math.min((typeof window === 'undefined' ? 2000 : window.innerHeight) - 80, y));

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    drag.current = { startY: e.clientY, startTop: top };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (drag.current) onTopChange(clamp(drag.current.startTop + e.clientY - drag.current.startY));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <aside
      aria-label="侧边工具栏"
      className={cx(styles.toolbar, className)}
      style={embedded ? undefined : { top }}
      data-embedded={embedded || undefined}
      data-collapsed={collapsed || undefined}
    >
      <button
        type="button"
        className={styles.handle}
        aria-label="拖动工具栏（上下方向键移动）"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            onTopChange(clamp(top + (e.key === 'ArrowUp' ? -20 : 20)));
          }
        }}
      >
        <GripHorizontal size={16} aria-hidden="true" />
      </button>
      {!collapsed && (
        <>
          <Item label="对比" icon={<GitCompareArrows size={20} />} count={compareCount} onPress={onCompare} />
          <Item label="消息" icon={<MessageSquare size={20} />} count={unreadCount} onPress={onMessages} />
          <Item label="选样车" icon={<ShoppingCart size={20} />} count={cartCount} onPress={onCart} />
          <Item label="客服" icon={<Headset size={20} />} onPress={onService} />
        </>
      )}
      {showBackToTop(scrollTop) && <Item label="顶部" icon={<ArrowUp size={20} />} onPress={onBackToTop} />}
      <Item
        label={collapsed ? '展开' : '收起'}
        icon={collapsed ? <ChevronsDown size={20} /> : <ChevronsUp size={20} />}
        onPress={() => onCollapsedChange(!collapsed)}
      />
    </aside>
  );
}

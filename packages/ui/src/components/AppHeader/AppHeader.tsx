import { Bell, ChevronDown, History, Maximize, Minimize, ToyBrick } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { cx } from '../../cx';
import { lazyPart } from '../../lazyPart';
import { UI_TEXT } from '../../messages';
import { Badge, CountBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { MenuTrigger } from '../Menu/MenuTrigger';
import { SampleCartHoverList, type SampleCartHoverListProps } from '../SampleCartHoverList/SampleCartHoverList';
import * as styles from './AppHeader.css';

const UserMenu = /* @__PURE__ */ lazyPart(() => import('./UserMenu'));

export interface HeaderUser {
  nickname: string;
  /** From domain userTypeLabel(user_type): 主账号 / 业务员 / 管理员. */
  userTypeLabel?: string;
  avatar?: string | null;
  companyName?: string;
}

export const userMenuActions = ['points', 'settings', 'help', 'clearCache', 'logout'] as const;
export type UserMenuAction = (typeof userMenuActions)[number];

export interface AppHeaderProps {
  /** The signed-in user, or null to show 登录 / 注册. */
  user: HeaderUser | null;
  onLogin?: () => void;
  onRegister?: () => void;
  onLogout?: () => void;
  /** Other user-menu entries: 积分, 个人设置, 帮助, 清除缓存 (without it, the menu has 退出 alone). */
  onUserMenuAction?: (action: UserMenuAction) => void;
  /** The entries an app handles, when not all of them (default: all with a handler). */
  userMenuActions?: readonly UserMenuAction[];
  onLogoPress?: () => void;
  /** Show the New-Year logo. Either pass `festive`, or a date window and `now` (spec §2: the dates are not given). */
  festive?: boolean;
  festiveWindow?: { start: Date; end: Date };
  now?: Date;
  /** System messages: the bell with its unread count. */
  unreadCount?: number;
  onBell?: () => void;
  onHistory?: () => void;
  isFullscreen?: boolean;
  onFullscreenChange?: (fullscreen: boolean) => void;
  /** The sample-cart hover list (signed in only). */
  cart?: SampleCartHoverListProps;
  /** Middle slot: search, broadcast carousel. */
  children?: ReactNode;
  /** Right slot before the user: bell, sample cart, history, fullscreen. */
  actions?: ReactNode;
  className?: string;
}

/** The New-Year mark: a red lantern with gold caps and tassel, the toy brick in gold on it. */
function LanternMark() {
  return (
    <svg className={styles.lantern} viewBox="0 0 32 40" width="32" height="40" aria-hidden="true">
      <path d="M16 0v4" stroke="currentColor" strokeWidth="1.5" />
      <rect x="9" y="3" width="14" height="4" rx="1.5" fill="currentColor" />
      <ellipse cx="16" cy="18" rx="14" ry="11.5" className={styles.lanternBody} />
      <path
        d="M16 6.5c-4 3-5 8-5 11.5s1 8.5 5 11.5m0-23c4 3 5 8 5 11.5s-1 8.5-5 11.5"
        fill="none"
        stroke="currentColor"
        strokeOpacity=".55"
      />
      <rect x="10.5" y="13.5" width="11" height="8" rx="1.5" fill="currentColor" />
      <circle cx="13.5" cy="13" r="1.6" fill="currentColor" />
      <circle cx="18.5" cy="13" r="1.6" fill="currentColor" />
      <rect x="9" y="28.5" width="14" height="3.5" rx="1.5" fill="currentColor" />
      <path d="M14 32.5v6m2-6v7m2-7v6" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}

function Logo({ festive, onPress }: { festive?: boolean; onPress?: () => void }) {
  return (
    <RACButton
      className={cx(styles.logo, festive && styles.festiveLogo)}
      onPress={onPress}
      style={{ background: 'none', border: 'none', cursor: 'pointer', padding: 0 }}
    >
      {festive ? (
        <LanternMark />
      ) : (
        <span className={styles.logoMark} aria-hidden="true">
          <ToyBrick size={20} />
        </span>
      )}
      <span>{UI_TEXT.appName}</span>
      {festive && (
        <span className={styles.festiveSeal} aria-hidden="true">
          {UI_TEXT.festiveSeal}
        </span>
      )}
    </RACButton>
  );
}

/** The shared shell's header: logo, a middle slot for search, action icons, user menu or sign-in buttons. */
export function AppHeader({
  user,
  onLogin,
  onRegister,
  onLogout,
  onUserMenuAction,
  userMenuActions: shownActions,
  onLogoPress,
  festive,
  festiveWindow,
  now,
  unreadCount,
  onBell,
  onHistory,
  isFullscreen,
  onFullscreenChange,
  cart,
  children,
  actions,
  className,
}: AppHeaderProps) {
  UserMenu.usePrefetch();
  const t = (now ?? new Date()).getTime();
  const isFestive =
    festive ?? (festiveWindow ? t >= festiveWindow.start.getTime() && t <= festiveWindow.end.getTime() : false);
  return (
    <header className={cx(styles.header, className)} data-festive={isFestive || undefined}>
      <Logo festive={isFestive} onPress={onLogoPress} />
      <div className={styles.middle}>{children}</div>
      <div className={styles.actions}>
        {actions}
        {user && onBell && (
          <CountBadge count={unreadCount ?? 0} label="条未读消息">
            <IconButton label="系统消息" icon={<Bell size={18} />} onPress={onBell} />
          </CountBadge>
        )}
        {user && cart && <SampleCartHoverList {...cart} />}
        {user && onHistory && (
          <IconButton
            className={styles.desktopOnly}
            label="浏览历史"
            icon={<History size={18} />}
            onPress={onHistory}
          />
        )}
        {onFullscreenChange && (
          <IconButton
            className={styles.desktopOnly}
            label={isFullscreen ? '退出全屏' : '全屏'}
            icon={isFullscreen ? <Minimize size={18} /> : <Maximize size={18} />}
            onPress={() => onFullscreenChange(!isFullscreen)}
          />
        )}
        {user ? (
          <MenuTrigger>
            <RACButton className={styles.userButton}>
              <span className={styles.avatar} aria-hidden="true">
                {user.avatar ? <img src={user.avatar} alt="" width={28} height={28} /> : user.nickname.slice(0, 1)}
              </span>
              <span className={cx(styles.nickname, styles.phoneVisuallyHidden)}>{user.nickname}</span>
              {user.userTypeLabel && (
                <span className={styles.phoneVisuallyHidden}>
                  <Badge tone="primary">{user.userTypeLabel}</Badge>
                </span>
              )}
              <ChevronDown size={14} aria-hidden="true" />
            </RACButton>
            <UserMenu.Component
              actions={(shownActions ?? userMenuActions).filter((a) =>
                a === 'logout' ? Boolean(onLogout) : Boolean(onUserMenuAction),
              )}
              onAction={(action) => {
                if (action === 'logout') onLogout?.();
                else onUserMenuAction?.(action);
              }}
            />
          </MenuTrigger>
        ) : (
          <>
            <Button variant="ghost" onPress={onLogin}>
              {UI_TEXT.login}
            </Button>
            <Button variant="primary" onPress={onRegister}>
              {UI_TEXT.register}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}

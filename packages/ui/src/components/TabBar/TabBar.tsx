import { HOME_TAB, type Tab } from '@wanju/domain';
import { ChevronDown, House, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { cx } from '../../cx';
import { lazyPart } from '../../lazyPart';
import { IconButton } from '../IconButton/IconButton';
import { MenuTrigger } from '../Menu/MenuTrigger';
import * as styles from './TabBar.css';

export interface TabBarProps {
  /** The open tabs, home first (domain TabsState.tabs). */
  tabs: readonly Tab[];
  activePath: string;
  onSelect: (path: string) => void;
  /** Close one tab; the domain's closeTab decides where to go and whether to save first. */
  onClose: (path: string) => void;
  onCloseAll: () => void;
  onCloseOthers: () => void;
  className?: string;
}

const Menu = /* @__PURE__ */ lazyPart(() => import('./TabMenu'));

const isHome = (path: string) => path === HOME_TAB.path || path === '/';

/**
 * The shell's open-page tabs (spec §2, §4): home is always first and cannot be closed; close one, close all,
 * close others from the overflow menu, which also lists every tab; the mouse wheel scrolls the strip sideways.
 */
export function TabBar({ tabs, activePath, onSelect, onClose, onCloseAll, onCloseOthers, className }: TabBarProps) {
  const scroller = useRef<HTMLUListElement>(null);
  Menu.usePrefetch();

  // Vertical wheel scrolls the strip sideways (non-passive so the page does not scroll instead).
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth || Math.abs(e.deltaX) > Math.abs(e.deltaY)) return;
      e.preventDefault();
      el.scrollLeft += e.deltaY;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // Keep the active tab in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the active tab changes
  useEffect(() => {
    const el = scroller.current?.querySelector<HTMLElement>('[aria-current=page]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath]);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const i = tabs.findIndex((t) => t.path === activePath);
    let next = -1;
    if (e.key === 'ArrowRight') next = Math.min(tabs.length - 1, i + 1);
    else if (e.key === 'ArrowLeft') next = Math.max(0, i - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    else if (e.key === 'Delete' && !isHome(activePath)) {
      e.preventDefault();
      onClose(activePath);
      return;
    }
    const target = next >= 0 ? tabs[next] : undefined;
    if (target) {
      e.preventDefault();
      onSelect(target.path);
      requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>('[aria-current=page]')?.focus());
    }
  };

  return (
    <div className={cx(styles.bar, className)}>
      <nav aria-label="已打开的页面" className={styles.nav}>
        <ul ref={scroller} className={styles.scroller} onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const selected = tab.path === activePath;
            const home = isHome(tab.path);
            return (
              <li
                key={tab.path}
                className={styles.tab}
                data-selected={selected || undefined}
                data-path={tab.path}
                onAuxClick={(e) => {
                  if (e.button === 1 && !home) onClose(tab.path);
                }}
              >
                <RACButton
                  className={styles.tabButton}
                  aria-current={selected ? 'page' : undefined}
                  onPress={() => onSelect(tab.path)}
                >
                  {home && <House size={14} aria-hidden="true" />}
                  <span className={styles.title}>{tab.title}</span>
                </RACButton>
                {!home && (
                  <RACButton
                    className={styles.close}
                    aria-label={`关闭 ${tab.title}`}
                    excludeFromTabOrder
                    onPress={() => onClose(tab.path)}
                  >
                    <X size={12} aria-hidden="true" />
                  </RACButton>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.tools}>
        <MenuTrigger>
          <IconButton size="sm" label="标签操作" icon={<ChevronDown size={16} />} />
          <Menu.Component tabs={tabs} onSelect={onSelect} onCloseAll={onCloseAll} onCloseOthers={onCloseOthers} />
        </MenuTrigger>
      </div>
    </div>
  );
}

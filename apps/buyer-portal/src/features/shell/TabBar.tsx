import type { Tab } from '@wanju/domain';
import { Button, IconButton } from '@wanju/ui';
import { SHELL_TEXT } from './messages';
import * as styles from './TabBar.css';

export interface TabBarProps {
  tabs: readonly Tab[];
  activePath: string;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
}

/**
 * §2 tab bar: home tab plus open tabs, close all, close others, mouse-wheel scroll.
 * Composed here from kit primitives until the kit ships a TabBar.
 */
export function TabBar({ tabs, activePath, onSelect, onClose, onCloseOthers, onCloseAll }: TabBarProps) {
  return (
    <nav className={styles.bar} aria-label={SHELL_TEXT.tabBar}>
      <ul
        className={styles.strip}
        onWheel={(e) => {
          e.currentTarget.scrollLeft += e.deltaY;
        }}
      >
        {tabs.map((tab, i) => {
          const active = tab.path === activePath;
          return (
            <li key={tab.path} className={styles.tab} data-active={active}>
              <button
                type="button"
                className={styles.tabLink}
                aria-current={active ? 'page' : undefined}
                onClick={() => onSelect(tab.path)}
              >
                {tab.title}
              </button>
              {i > 0 && (
                <IconButton
                  size="sm"
                  label={SHELL_TEXT.closeTab(tab.title)}
                  icon={<span aria-hidden="true">×</span>}
                  onPress={() => onClose(tab.path)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onPress={onCloseOthers}>
          {SHELL_TEXT.closeOthers}
        </Button>
        <Button size="sm" variant="ghost" onPress={onCloseAll}>
          {SHELL_TEXT.closeAll}
        </Button>
      </div>
    </nav>
  );
}

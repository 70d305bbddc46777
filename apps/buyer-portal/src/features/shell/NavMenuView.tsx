import type { MouseEvent } from 'react';
import { SHELL_TEXT } from './messages';
import * as styles from './NavMenuView.css';
import type { NavGroup } from './navMenu';

export interface NavMenuViewProps {
  groups: readonly NavGroup[];
  /** the entry of the page on screen (marked as current) */
  activePath?: string;
  /** client-side navigation; a modified click (new tab, new window) is left to the browser */
  onNavigate: (path: string) => void;
}

/** Every screen of the portal by group: the shell's menu (real links, so they open in a new tab too). */
export function NavMenuView({ groups, activePath, onNavigate }: NavMenuViewProps) {
  const click = (path: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate(path);
  };
  return (
    <nav aria-label={SHELL_TEXT.menu} className={styles.nav}>
      {groups.map((g) => (
        <section key={g.id} className={styles.group} aria-labelledby={`nav-${g.id}`}>
          <h2 id={`nav-${g.id}`} className={styles.groupTitle}>
            {g.title}
          </h2>
          <ul className={styles.list}>
            {g.items.map((item) => (
              <li key={item.path}>
                <a
                  href={item.path}
                  className={styles.link}
                  aria-current={item.path === activePath ? 'page' : undefined}
                  onClick={click(item.path)}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
